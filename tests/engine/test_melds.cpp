// Native melds after the Hand and Foot spec (shared/rules/hand_and_foot.md 5, 7, 8): validity,
// the meld, add, opening and pickup lists of the worked examples, canonical text and typed
// input, properties over random hands (no duplicates, every move re-validated, openings and
// pickups against a brute-force enumerator), moves played on a table, and the Lua binding.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/melds.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/runtime.hpp"
#include "hand_and_foot_melds.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::kData;

namespace {

// ---------------------------------------------------------------- Hand and Foot's meld rules

const MeldRules kRules = enginetest::hand_and_foot_meld_rules();
using enginetest::hand_of;

int target_of(const std::string& name) { return kRules.parse_target(name); }

// A side's incomplete melds, each given as its cards.
MeldSide side_of(const std::vector<std::string>& melds, BookCounts books = {}) {
  MeldSide side;
  side.books = books;
  for (const auto& meld : melds) {
    int target = kRules.wild_target(), n = 0, w = 0;
    for (Card c : parse_cards(meld)) {
      if (kRules.is_wild(c)) {
        ++w;
      } else {
        ++n;
        target = kRules.natural_target(c);
      }
    }
    side.naturals[std::size_t(target)] = std::uint8_t(n);
    side.wilds[std::size_t(target)] = std::uint8_t(w);
  }
  return side;
}

// The moves as the rules list them: "verb text", sorted by byte order.
std::vector<std::string> texts(const std::vector<MeldMove>& moves, const CardCounts& hand) {
  MeldWriter writer(kRules, hand);
  std::vector<std::string> out;
  for (const MeldMove& m : moves)
    out.push_back(std::string(meld_verb_name(m.verb)) + " " + std::string(writer.text(m)));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> meld_list(const std::string& hand, const MeldSide& side, const MeldRequest& request) {
  CardCounts counts = hand_of(hand);
  std::vector<MeldMove> moves;
  meld_moves(kRules, meld_hand(kRules, counts), side, request, moves);
  return texts(moves, counts);
}

MeldRequest opened() {
  MeldRequest r;
  r.opened = true;
  return r;
}
MeldRequest opening(int minimum) {
  MeldRequest r;
  r.minimum = minimum;
  return r;
}

std::vector<std::string> pickup_list(const std::string& hand, const MeldSide& side, PickupRequest request) {
  CardCounts counts = hand_of(hand);
  std::vector<MeldMove> moves;
  pickup_moves(kRules, meld_hand(kRules, counts), side, request, moves);
  return texts(moves, counts);
}

PickupRequest pickup_of(const std::string& top, bool is_opened, int minimum = 0, bool match_wild = false) {
  PickupRequest r;
  r.top = *parse_card(top);
  r.opened = is_opened;
  r.minimum = minimum;
  r.match_wild = match_wild;
  return r;
}

// Typed input reduced and rendered, or "error: why".
std::string canonical_in(const CardCounts& counts, MeldVerb verb, const std::string& text, int top_target) {
  TypedMeld typed;
  MeldMove move;
  std::string why = read_meld_text(kRules, verb, text, top_target, typed);
  if (why.empty()) why = reduce_meld(kRules, typed, counts, move);
  if (!why.empty()) return "error: " + why;
  MeldWriter writer(kRules, counts);
  return std::string(writer.text(move));
}

std::string canonical(const std::string& hand, MeldVerb verb, const std::string& text, const std::string& top = "") {
  return canonical_in(hand_of(hand), verb, text, top.empty() ? -1 : kRules.natural_target(*parse_card(top)));
}

using Texts = std::vector<std::string>;

}  // namespace

// ---------------------------------------------------------------- validity (M1, M2, E1)

TEST_CASE("E1: meld validity by naturals and wilds", "[melds]") {
  int seven = target_of("7"), wild = kRules.wild_target();
  CHECK(kRules.valid(seven, 2, 1));        // 7C 7D 2C
  CHECK_FALSE(kRules.valid(seven, 1, 2));  // 7C 2C JK: 1 < 2 * 2
  CHECK_FALSE(kRules.valid(seven, 3, 2));  // 7C 7D 7H 2C 2D: 3 < 4
  CHECK(kRules.valid(seven, 4, 2));        // 7C 7D 7H 7S 2C 2D
  CHECK_FALSE(kRules.valid(seven, 4, 3));  // 4 < 6
  CHECK(kRules.valid(seven, 5, 2));        // 7C 7D 7H 7S 7S 2C JK: a dirty book at once
  CHECK(kRules.kind(seven, 2) == kDirty);
  CHECK(kRules.valid(wild, 0, 3));  // 2C 2D JK
  CHECK(kRules.kind(wild, 3) == kWild);
  CHECK_FALSE(kRules.valid(wild, 0, 2));   // 2C JK
  CHECK_FALSE(kRules.valid(seven, 2, 0));  // 7C 7D
  CHECK_FALSE(kRules.valid(seven, 8, 0));  // beyond the book size
  CHECK(kRules.kind(seven, 0) == kClean);
  CHECK(kRules.natural_target(*parse_card("3C")) < 0);  // 3s never meld
  CHECK(kRules.natural_target(*parse_card("3D")) < 0);
  SECTION("adds to an incomplete 9C 9D 9H 2S") {
    int nine = target_of("9");
    CHECK_FALSE(kRules.valid(nine, 3, 2));  // add 9 JK
    CHECK(kRules.valid(nine, 4, 2));        // add 9 9S JK
    CHECK(kRules.valid(nine, 6, 1));        // add 9 9C 9S 9S → a dirty book
    CHECK_FALSE(kRules.valid(nine, 7, 1));  // add 9 9C 9D 9S 9S: 8 cards
  }
  SECTION("targets are named by rank or wild, 10 for T") {
    CHECK(kRules.target_name(target_of("10")) == "T");
    CHECK(kRules.target_name(target_of("a")) == "A");
    CHECK(kRules.target_name(target_of("WILD")) == "wild");
    CHECK(target_of("3") == -1);
    CHECK(target_of("2") == -1);
    CHECK(target_of("JK") == -1);
  }
}

TEST_CASE("meld rules that contradict themselves are refused", "[melds]") {
  MeldRules r = kRules;
  SECTION("a value that depends on the suit of a card that melds") {
    r.kinds.value[make_card(7, 3)] = 0;
    CHECK_THAT(error_of([&] { r.check(); }), Catch::Contains("rank 7 meld"));
  }
  SECTION("a natural rank that is also wild") {
    r.rank_target[2] = 0;
    CHECK_THAT(error_of([&] { r.check(); }), Catch::Contains("both natural and wild"));
  }
  SECTION("a book size beyond the limit") {
    r.kinds.set.max = kMaxBookSize + 1;
    CHECK_THAT(error_of([&] { r.check(); }), Catch::Contains("'size'"));
  }
  SECTION("a negative value of a wild") {
    r.kinds.value[kJoker] = -5;
    CHECK_THAT(error_of([&] { r.check(); }), Catch::Contains("JK melds"));
  }
}

// ---------------------------------------------------------------- the worked examples

TEST_CASE("E2: adds to an incomplete clean meld of 4s, up to a book", "[melds]") {
  MeldSide side = side_of({"4C 4D 4H 4S 4S"});
  CHECK(meld_list("4C 2H JK KS", side, opened()) ==
        Texts{"add 4 2H", "add 4 2H JK", "add 4 4C", "add 4 4C 2H", "add 4 4C JK", "add 4 JK"});
  SECTION("values of the cards a move places") {
    MeldMove m;
    m.verb = MeldVerb::Add;
    m.count = 1;
    m.groups[0] = MeldGroup{std::int8_t(target_of("4")), 0, 1, 1};
    CHECK(meld_move_value(kRules, m) == 70);
  }
}

TEST_CASE("E3: no second incomplete meld of a rank (M5), however many cards", "[melds]") {
  MeldSide side = side_of({"8C 8D 2S"});
  CHECK(meld_list("8H 8H 8S 8S 8S 8S 8S KD", side, opened()) ==
        Texts{"add 8 8H", "add 8 8H 8H", "add 8 8H 8H 8S", "add 8 8H 8H 8S 8S"});
  SECTION("once that meld is a book, 8s may start a new meld") {
    MeldSide after = side_of({}, BookCounts{0, 1, 0});
    CHECK(meld_list("8S 8S 8S KD", after, opened()) == Texts{"meld 8S 8S 8S"});
  }
}

TEST_CASE("E5: the pickup needs two naturals of the top card's rank", "[melds]") {
  const std::string hand = "3C 9C 9D JK JK KS";
  MeldSide side;
  CHECK(pickup_list(hand, side, pickup_of("3S", true)).empty());
  CHECK(pickup_list(hand, side, pickup_of("JK", true)).empty());
  CHECK(pickup_list(hand, side, pickup_of("2H", true)).empty());
  CHECK(pickup_list(hand, side, pickup_of("9H", true)) == Texts{"pickup 9C 9D"});
  CHECK(pickup_list(hand, side, pickup_of("KH", true)).empty());
  SECTION("with pickup_match_wild one natural and one wild match too") {
    CHECK(pickup_list(hand, side, pickup_of("KH", true, 0, true)) == Texts{"pickup KS JK"});
    CHECK(pickup_list(hand, side, pickup_of("9H", true, 0, true)) == Texts{"pickup 9C 9D", "pickup 9C JK"});
    CHECK(pickup_list(hand, side, pickup_of("3S", true, 0, true)).empty());
  }
}

TEST_CASE("E6: a pickup that would pass seven cards is not listed", "[melds]") {
  const std::string hand = "9C 9S 9S 2D KH";
  CHECK(pickup_list(hand, MeldSide{}, pickup_of("9H", true)) == Texts{"pickup 9C 9S"});
  CHECK(pickup_list(hand, side_of({"9D 9D 9H 9S 2H"}), pickup_of("9H", true)).empty());
  CHECK(pickup_list(hand, side_of({"9D 9H 9S 2H"}), pickup_of("9H", true)) == Texts{"pickup 9C 9S"});
}

TEST_CASE("E7: minimal openings at the deal's minimum, with and without a pickup", "[melds]") {
  const std::string hand = "KC KD AC AD AH 2C 7S 7S 4D 5H";
  PickupRequest pickup = pickup_of("KH", false, 90);
  pickup.take = 2;
  CHECK(pickup_list(hand, MeldSide{}, pickup) == Texts{"pickup KC KD + AC AD 2C", "pickup KC KD + AC AD AH"});
  SECTION("after drawing 9C 6H: openings at 90 and, in deal 1, at 50") {
    const std::string drawn = hand + " 9C 6H";
    CHECK(meld_list(drawn, MeldSide{}, opening(90)) == Texts{"meld 7S 7S 2C + AC AD AH", "meld KC KD 2C + AC AD AH"});
    CHECK(meld_list(drawn, MeldSide{}, opening(50)) == Texts{"meld AC AD 2C", "meld AC AD AH"});
  }
  SECTION("the opening value: 30 + 60 = 90 with the top card, 40 + 60 = 100") {
    CardCounts counts = hand_of(hand + " 9C 6H");
    std::vector<MeldMove> moves;
    meld_moves(kRules, meld_hand(kRules, counts), MeldSide{}, opening(90), moves);
    std::vector<int> values;
    for (const auto& m : moves) values.push_back(meld_move_value(kRules, m));
    std::sort(values.begin(), values.end());
    CHECK(values == std::vector<int>{90, 100});
  }
  SECTION("with nothing to open, nothing is listed") {
    CHECK(meld_list(hand, MeldSide{}, opening(200)).empty());
    CHECK(pickup_list("KC 4D 5H", MeldSide{}, pickup_of("KH", false, 50)).empty());
  }
}

TEST_CASE("E12: canonical notation names the lowest cards and repeats identical ones", "[melds]") {
  const std::string hand = "7D 7C 7C 2S 2H JK QH";
  CHECK(meld_list(hand, MeldSide{}, opened()) == Texts{"meld 2H 2S JK", "meld 7C 7C 2H", "meld 7C 7C 7D",
                                                       "meld 7C 7C 7D 2H", "meld 7C 7C 7D JK", "meld 7C 7C JK"});
  CHECK(canonical(hand, MeldVerb::Meld, "7d 7c 2s") == "7C 7C 2H");
}

// ---------------------------------------------------------------- more lists

TEST_CASE("the 2s of the hand are handed out lowest first, in group order", "[melds]") {
  // G0 of the pickup first, then 7s, then wild: the lowest 2 goes to G0.
  const std::string hand = "KC KD 7C 7D 2S 2C 2D 2H JK";
  CHECK(canonical(hand, MeldVerb::Pickup, "2s 2h jk + 7c 7d 2d + kd kc 2c", "KS") == "KC KD 2C + 7C 7D 2D + 2H 2S JK");
  CHECK(canonical(hand, MeldVerb::Meld, "2s 2h jk + 7c 7d 2d") == "7C 7D 2C + 2D 2H JK");
}

TEST_CASE("opened: start and add_targets restrict what is listed", "[melds]") {
  MeldSide side = side_of({"QC QS QH", "8C 8D 8H"});
  const std::string hand = "9C 9D 9S QD 8S 5C 5D 2C KH";
  MeldRequest r = opened();
  CHECK(meld_list(hand, side, r) == Texts{"add 8 2C", "add 8 8S", "add 8 8S 2C", "add Q 2C", "add Q QD", "add Q QD 2C",
                                          "meld 5C 5D 2C", "meld 9C 9D 2C", "meld 9C 9D 9S", "meld 9C 9D 9S 2C"});
  SECTION("no new melds") {
    r.start = false;
    CHECK(meld_list(hand, side, r) ==
          Texts{"add 8 2C", "add 8 8S", "add 8 8S 2C", "add Q 2C", "add Q QD", "add Q QD 2C"});
  }
  SECTION("adds only to the 8s") {
    r.add_targets = 1u << target_of("8");
    CHECK(meld_list(hand, side, r) == Texts{"add 8 2C", "add 8 8S", "add 8 8S 2C", "meld 5C 5D 2C", "meld 9C 9D 2C",
                                            "meld 9C 9D 9S", "meld 9C 9D 9S 2C"});
  }
  SECTION("wild melds take 2s and jokers in any mix; adds to them take wilds only, the lowest 2s first") {
    MeldSide wild = side_of({"2C 2D JK"});
    CHECK(meld_list("2S 2H JK 9C", wild, opened()) ==
          Texts{"add wild 2H", "add wild 2H 2S", "add wild 2H 2S JK", "add wild 2H JK", "add wild JK"});
  }
}

TEST_CASE("the holding rule counts the hand after the move and the books it completes", "[melds]") {
  MeldSide side = side_of({"QC QD QH QS 2C 2D"}, BookCounts{2, 1, 1});
  MeldRequest r = opened();
  r.hold.active = true;
  r.hold.keep = 2;
  // Hand of 4: meld 9s leaves 1, add Q QH leaves 3; adding the joker is invalid (2 wilds max).
  CHECK(meld_list("9C 9D 9S QH", side, r) == Texts{"add Q QH"});
  SECTION("one card may stay when the move meets the books for going out") {
    r.hold.out = true;
    r.hold.out_left = 1;
    r.hold.need = BookCounts{2, 2, 1};
    // Books 2, 1, 1: meld 9s would leave one card without the books for going out.
    CHECK(meld_list("9C 9D 9S QH", side, r) == Texts{"add Q QH"});
    MeldSide enough = side_of({"QC QD QH QS 2C 2D"}, BookCounts{2, 2, 1});
    CHECK(meld_list("9C 9D 9S QH", enough, r) == Texts{"add Q QH", "meld 9C 9D 9S"});
    r.hold.need = BookCounts{2, 2, 2};
    CHECK(meld_list("9C 9D 9S QH", enough, r) == Texts{"add Q QH"});
    SECTION("the book a move completes counts: add Q QH leaves one card and makes the 2nd dirty book") {
      r.hold.need = BookCounts{2, 2, 1};
      CHECK(meld_list("QH KS", side, r) == Texts{"add Q QH"});
      r.hold.need = BookCounts{2, 3, 1};
      CHECK(meld_list("QH KS", side, r).empty());
    }
    SECTION("an empty hand only with out_left 0") {
      r.hold.need = BookCounts{2, 2, 1};
      CHECK(meld_list("9C 9D 9S", enough, r).empty());
      r.hold.out_left = 0;
      CHECK(meld_list("9C 9D 9S", enough, r) == Texts{"meld 9C 9D 9S"});
    }
  }
  SECTION("a pickup counts the cards taken from the pile") {
    PickupRequest p = pickup_of("9H", true);
    p.hold = r.hold;
    p.take = 0;
    CHECK(pickup_list("9C 9D 5C", side, p).empty());
    p.take = 1;
    CHECK(pickup_list("9C 9D 5C", side, p) == Texts{"pickup 9C 9D"});
  }
}

TEST_CASE("unopened: a pickup's G0 may hold more naturals and wilds, and no other group has its rank", "[melds]") {
  // Minimum 50: G0 + KH alone must reach it.
  CHECK(pickup_list("KC KD KS 2C 5H", MeldSide{}, pickup_of("KH", false, 50)) == Texts{"pickup KC KD 2C"});
  // At 40: KC KD KS (40) and KC KD 2C (50: without the 2 it is 30, and a K may not go, the pair
  // must stay); KC KD KS 2C (60) is not minimal.
  CHECK(pickup_list("KC KD KS 2C 5H", MeldSide{}, pickup_of("KH", false, 40)) ==
        Texts{"pickup KC KD 2C", "pickup KC KD KS"});
  // The pair itself is never removable: KC KD + KH = 30 >= 30.
  CHECK(pickup_list("KC KD KS 2C 5H", MeldSide{}, pickup_of("KH", false, 30)) == Texts{"pickup KC KD"});
  SECTION("with match_wild the pair may be a natural and a wild, and stays one when a card goes") {
    CHECK(pickup_list("KC JK 5H", MeldSide{}, pickup_of("KH", false, 50, true)) == Texts{"pickup KC JK"});
    CHECK(pickup_list("KC KD JK 5H", MeldSide{}, pickup_of("KH", false, 50, true)) == Texts{"pickup KC JK"});
  }
}

// ---------------------------------------------------------------- typed input (8.4)

TEST_CASE("typed meld moves reduce to the canonical text", "[melds]") {
  const std::string hand = "TC TD TH TS 9C 9D 2C 2D JK 3S";
  CHECK(canonical(hand, MeldVerb::Meld, "10h 10c 2d") == "TC TD 2C");
  CHECK(canonical(hand, MeldVerb::Meld, "9c 9d jk+10s 10d 10h") == "9C 9D JK + TC TD TH");
  CHECK(canonical(hand, MeldVerb::Meld, "  2D   JK 2C ") == "2C 2D JK");
  CHECK(canonical(hand, MeldVerb::Add, "10 10s 2d") == "T TC 2C");
  CHECK(canonical(hand, MeldVerb::Add, "wild jk 2d") == "wild 2C JK");
  CHECK(canonical(hand, MeldVerb::Pickup, "9c 9d + th tc td", "9H") == "9C 9D + TC TD TH");
  SECTION("what names no move gives the reason") {
    CHECK(canonical(hand, MeldVerb::Meld, "TC XX") == "error: 'XX' is not a card");
    CHECK(canonical(hand, MeldVerb::Meld, "TC TD 3S") == "error: 3S never melds");
    CHECK(canonical(hand, MeldVerb::Meld, "TC 9C 2C") == "error: a group mixes Ts and 9s");
    CHECK(canonical(hand, MeldVerb::Meld, "TC TD TH TS TC") == "error: the hand holds only 1 TC");
    CHECK(canonical(hand, MeldVerb::Meld, "AC AD AH") == "error: the hand holds no AC");
    CHECK(canonical(hand, MeldVerb::Meld, "TC TD + TH TS 2C") == "error: two groups of Ts");
    CHECK(canonical(hand, MeldVerb::Meld, "TC TD +") == "error: a '+' without cards after it");
    CHECK(canonical(hand, MeldVerb::Meld, "+ TC TD") == "error: a '+' without cards before it");
    CHECK(canonical(hand, MeldVerb::Meld, "") == "error: no cards");
    CHECK(canonical(hand, MeldVerb::Add, "T") == "error: no cards");
    CHECK(canonical(hand, MeldVerb::Add, "") == "error: add needs a target and cards");
    CHECK(canonical(hand, MeldVerb::Add, "3 3S") == "error: '3' is no meld target");
    CHECK(canonical(hand, MeldVerb::Add, "9 TC") == "error: TC does not fit the meld of 9s");
    CHECK(canonical(hand, MeldVerb::Add, "wild TC") == "error: TC does not fit the meld of wilds");
    CHECK(canonical(hand, MeldVerb::Add, "9 9C + 2C") == "error: add takes one group of cards (no '+')");
    CHECK(canonical(hand, MeldVerb::Pickup, "TC TD", "9H") == "error: no group of 9s for the top card");
    CHECK(canonical(hand, MeldVerb::Pickup, "TC TD", "") == "error: the top card cannot be picked up");
    CHECK(canonical(hand, MeldVerb::Meld, "TC TD TH TS 2C 2D JK 9C") == "error: a group of more than 7 cards");
    CHECK(canonical("TC TC TC TC TC TC TC TC", MeldVerb::Meld, "TC TC TC TC TC TC TC TC") ==
          "error: a group of more than 7 cards");
  }
}

// ---------------------------------------------------------------- properties against brute force

namespace {

// Independent of the generator: every compound as a choice of (naturals, twos, jokers) or
// nothing per target, checked literally against spec L9.
struct Brute {
  Brute(const MeldRules& rules, const MeldHand& h, const MeldSide& s) : r(rules), hand(h), side(s) {}
  const MeldRules& r;
  MeldHand hand;
  MeldSide side;
  int minimum = 0;
  int pickup_target = -1;  // G0's target for pickups
  bool match_wild = false;
  int top_value = 0;
  HoldRule hold;
  int take = 0;
  std::set<std::string> found;

  struct Pick {
    int target, n, t, j;
  };
  std::vector<Pick> picks;

  int value_of(const Pick& p) const {
    int v = p.t * r.two_value() + p.j * r.joker_value();
    if (p.target != r.wild_target()) v += p.n * r.natural_value(p.target);
    return v;
  }
  bool pair(int n, int w) const { return n >= 2 || (match_wild && n >= 1 && w >= 1); }
  // Whether group i with these counts is a valid group of this compound.
  bool valid_group(std::size_t i, int n, int t, int j) const {
    int target = picks[i].target;
    if (pickup_target >= 0 && i == 0) {
      int base_n = 1 + side.naturals[std::size_t(target)], base_w = side.wilds[std::size_t(target)];
      return pair(n, t + j) && r.valid(target, base_n + n, base_w + t + j);
    }
    return r.valid(target, n, t + j);
  }
  bool minimal(int v) const {
    for (std::size_t i = 0; i < picks.size(); ++i) {
      const Pick& p = picks[i];
      bool g0 = pickup_target >= 0 && i == 0;
      if (!g0 && picks.size() >= 2 && v - value_of(p) >= minimum) return false;
      int vn = p.target == r.wild_target() ? 0 : r.natural_value(p.target);
      if (p.n > 0 && valid_group(i, p.n - 1, p.t, p.j) && v - vn >= minimum) return false;
      if (p.t > 0 && valid_group(i, p.n, p.t - 1, p.j) && v - r.two_value() >= minimum) return false;
      if (p.j > 0 && valid_group(i, p.n, p.t, p.j - 1) && v - r.joker_value() >= minimum) return false;
    }
    return true;
  }
  static std::string key(const std::vector<Pick>& picks) {
    std::ostringstream s;
    for (const auto& p : picks) s << p.target << ":" << p.n << "," << p.t << "," << p.j << " ";
    return s.str();
  }
  void leaf() {
    if (picks.empty()) return;
    int v = pickup_target >= 0 ? top_value : 0, placed = 0;
    BookCounts books = side.books;
    for (std::size_t i = 0; i < picks.size(); ++i) {
      v += value_of(picks[i]);
      placed += picks[i].n + picks[i].t + picks[i].j;
      int size = picks[i].n + picks[i].t + picks[i].j;
      int wilds = picks[i].t + picks[i].j;
      if (pickup_target >= 0 && i == 0) {
        size += 1 + side.naturals[std::size_t(picks[i].target)] + side.wilds[std::size_t(picks[i].target)];
        wilds += side.wilds[std::size_t(picks[i].target)];
      }
      if (size == r.book_size()) ++books[std::size_t(r.kind(picks[i].target, wilds))];
    }
    if (v < minimum || !minimal(v) || !hold.allows(hand.size - placed + take, books)) return;
    found.insert(key(picks));
  }
  void walk(int target, int twos, int jokers) {
    if (target == r.targets()) return leaf();
    walk(target + 1, twos, jokers);
    if (target == pickup_target || side.has(target)) return;
    int have = target == r.wild_target() ? 0 : hand.naturals[std::size_t(target)];
    for (int n = 0; n <= have; ++n)
      for (int t = 0; t <= twos; ++t)
        for (int j = 0; j <= jokers; ++j) {
          if (!r.valid(target, n, t + j)) continue;
          picks.push_back({target, n, t, j});
          walk(target + 1, twos - t, jokers - j);
          picks.pop_back();
        }
  }
  void openings() { walk(0, hand.twos, hand.jokers); }
  void pickups() {
    int target = pickup_target;
    for (int n = 0; n <= hand.naturals[std::size_t(target)]; ++n)
      for (int t = 0; t <= hand.twos; ++t)
        for (int j = 0; j <= hand.jokers; ++j) {
          picks = {{target, n, t, j}};
          if (!valid_group(0, n, t, j)) continue;
          walk(0, hand.twos - t, hand.jokers - j);
        }
    picks.clear();
  }
};

std::set<std::string> keys_of(const std::vector<MeldMove>& moves) {
  std::set<std::string> out;
  for (const auto& m : moves) {
    std::vector<Brute::Pick> picks;
    for (int g = 0; g < m.count; ++g)
      picks.push_back({m.groups[std::size_t(g)].target, m.groups[std::size_t(g)].naturals,
                       m.groups[std::size_t(g)].twos, m.groups[std::size_t(g)].jokers});
    out.insert(Brute::key(picks));
  }
  return out;
}

// A random hand of `size` cards from `decks` decks of 54, with `extra_wilds` more 2s and jokers
// per deck (wild-rich hands).
CardCounts random_hand(Rng& rng, int decks, int size, int extra_wilds) {
  std::vector<Card> pile;
  for (int d = 0; d < decks; ++d) {
    for (int c = 0; c < 52; ++c) pile.push_back(Card(c));
    pile.push_back(kJoker);
    pile.push_back(kJoker);
    for (int w = 0; w < extra_wilds; ++w) {
      pile.push_back(kJoker);
      pile.push_back(make_card(2, 1 + w % 4));
    }
  }
  rng.shuffle(pile.data(), pile.size());
  CardCounts counts{};
  for (int i = 0; i < size && i < int(pile.size()); ++i) ++counts[pile[std::size_t(i)]];
  return counts;
}

// A random side: some targets with a valid incomplete meld, some books.
MeldSide random_side(Rng& rng) {
  MeldSide side;
  for (int t = 0; t < kRules.targets(); ++t) {
    if (rng.uniform(3) != 0) continue;
    for (;;) {
      int size = 3 + int(rng.uniform(4));
      int w = t == kRules.wild_target() ? size : int(rng.uniform(3));
      int n = size - w;
      if (!kRules.valid(t, n, w)) continue;
      side.naturals[std::size_t(t)] = std::uint8_t(n);
      side.wilds[std::size_t(t)] = std::uint8_t(w);
      break;
    }
  }
  for (int k = 0; k < 3; ++k) side.books[std::size_t(k)] = int(rng.uniform(3));
  return side;
}

HoldRule random_hold(Rng& rng) {
  HoldRule hold;
  if (rng.uniform(2) == 0) return hold;
  hold.active = true;
  hold.keep = 2;
  hold.out = rng.uniform(2) == 0;
  hold.out_left = int(rng.uniform(2));
  hold.need = BookCounts{int(rng.uniform(3)), int(rng.uniform(3)), int(rng.uniform(2))};
  return hold;
}

// Re-checks a listed text from scratch: the cards are in the hand, each group is a valid meld of
// one target (or joins the side's meld), targets differ, no second incomplete meld (M5).
// Returns "" or what is wrong.
std::string recheck(const std::string& text, MeldVerb verb, const CardCounts& hand, const MeldSide& side, Card top) {
  std::vector<std::vector<Card>> groups(1);
  std::istringstream in(text);
  std::string token, add_target;
  if (verb == MeldVerb::Add) in >> add_target;
  while (in >> token) {
    if (token == "+") {
      groups.emplace_back();
      continue;
    }
    auto c = parse_card(token);
    if (!c) return "bad card " + token;
    groups.back().push_back(*c);
  }
  CardCounts used{};
  std::set<int> targets;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    int target = verb == MeldVerb::Add ? kRules.parse_target(add_target) : kRules.wild_target();
    int n = 0, w = 0;
    for (Card c : groups[g]) {
      ++used[c];
      if (kRules.is_wild(c)) {
        ++w;
        continue;
      }
      int t = kRules.natural_target(c);
      if (n > 0 && t != target) return "mixed ranks";
      if (verb == MeldVerb::Add && t != target) return "card does not fit";
      target = t;
      ++n;
    }
    if (!targets.insert(target).second) return "two groups of one target";
    bool joins = verb == MeldVerb::Add || (verb == MeldVerb::Pickup && g == 0 && side.has(target));
    if (!joins && side.has(target)) return "M5";
    if (verb == MeldVerb::Add && !side.has(target)) return "no meld to add to";
    int base_n = joins ? side.naturals[std::size_t(target)] : 0, base_w = joins ? side.wilds[std::size_t(target)] : 0;
    if (verb == MeldVerb::Pickup && g == 0) {
      if (target != kRules.natural_target(top)) return "G0 is not of the top card's rank";
      ++base_n;
    }
    if (!kRules.valid(target, base_n + n, base_w + w)) return "invalid meld";
  }
  for (int c = 0; c < kCardKinds; ++c)
    if (used[std::size_t(c)] > hand[std::size_t(c)]) return "card not in hand";
  return "";
}

// The text typed another way: groups and cards shuffled, other suits of the same rank, other
// 2s, lower case, 10 for T. Its canonical form must be the listed text.
std::string scramble(Rng& rng, const std::string& text, MeldVerb verb, const CardCounts& hand) {
  std::vector<std::vector<std::string>> groups(1);
  std::istringstream in(text);
  std::string token, target;
  if (verb == MeldVerb::Add) in >> target;
  while (in >> token) {
    if (token == "+")
      groups.emplace_back();
    else
      groups.back().push_back(token);
  }
  // Each natural rank lies in one group: draw its cards again from the hand's cards of that rank.
  // The 2s of all groups together: draw them again from the hand's 2s.
  std::vector<Card> twos;
  for (int s = 1; s <= 4; ++s)
    for (int i = 0; i < hand[make_card(2, s)]; ++i) twos.push_back(make_card(2, s));
  rng.shuffle(twos.data(), twos.size());
  std::size_t next_two = 0;
  for (auto& g : groups) {
    std::vector<Card> pool;
    for (auto& name : g) {
      Card c = *parse_card(name);
      if (is_joker(c) || rank_of(c) == 2) continue;
      if (pool.empty())
        for (int s = 1; s <= 4; ++s)
          for (int i = 0; i < hand[make_card(rank_of(c), s)]; ++i) pool.push_back(make_card(rank_of(c), s));
    }
    rng.shuffle(pool.data(), pool.size());
    std::size_t next = 0;
    for (auto& name : g) {
      Card c = *parse_card(name);
      if (is_joker(c)) continue;
      name = card_name(rank_of(c) == 2 ? twos[next_two++] : pool[next++]);
    }
    rng.shuffle(g.data(), g.size());
  }
  rng.shuffle(groups.data(), groups.size());  // a pickup's G0 is found by its rank
  std::string out = target.empty() ? "" : (target == "T" ? "10" : target) + " ";
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (g > 0) out += rng.uniform(2) ? " + " : "+";
    for (std::size_t i = 0; i < groups[g].size(); ++i) {
      std::string name = groups[g][i];
      if (name[0] == 'T' && rng.uniform(2)) name = "10" + name.substr(1);
      if (rng.uniform(2)) std::transform(name.begin(), name.end(), name.begin(), ::tolower);
      out += (i > 0 ? " " : "") + name;
    }
  }
  return out;
}

}  // namespace

namespace {
// The payload the writer kept with its last text reads back as the text itself reads.
bool payload_reads_as_text(const MeldWriter& writer, const std::string& text, MeldVerb verb, int top_target) {
  TypedMeld from_text, from_payload;
  if (!read_meld_text(kRules, verb, text, top_target, from_text).empty()) return false;
  if (!read_meld_payload(verb, writer.payload(), from_payload)) return false;
  auto cards = [](const TypedMeld& t) { return std::vector<Card>(t.cards.begin(), t.cards.begin() + t.card_count); };
  return from_text.verb == from_payload.verb && from_text.count == from_payload.count &&
         std::equal(from_text.target.begin(), from_text.target.begin() + from_text.count,
                    from_payload.target.begin()) &&
         std::equal(from_text.first.begin(), from_text.first.begin() + from_text.count + 1,
                    from_payload.first.begin()) &&
         cards(from_text) == cards(from_payload);
}
}  // namespace

TEST_CASE("opened sides: meld and add lists equal brute force, without duplicates", "[melds]") {
  Rng rng(20240611);
  std::size_t total = 0;
  for (int round = 0; round < 400; ++round) {
    CAPTURE(round);
    int decks = 1 + int(rng.uniform(5));
    CardCounts counts = random_hand(rng, decks, 3 + int(rng.uniform(40)), int(rng.uniform(3)));
    MeldHand hand = meld_hand(kRules, counts);
    MeldSide side = random_side(rng);
    MeldRequest request = opened();
    request.start = rng.uniform(4) != 0;
    if (rng.uniform(3) == 0) request.add_targets = std::uint32_t(rng.next());
    request.hold = random_hold(rng);
    std::vector<MeldMove> moves;
    meld_moves(kRules, hand, side, request, moves);

    std::set<std::string> expected;
    for (int t = 0; t < kRules.targets(); ++t) {
      bool add = side.has(t);
      if (add ? !(request.add_targets >> t & 1u) : !request.start) continue;
      int have = t == kRules.wild_target() ? 0 : hand.naturals[std::size_t(t)];
      int bn = side.naturals[std::size_t(t)], bw = side.wilds[std::size_t(t)];
      for (int n = 0; n <= have; ++n)
        for (int tw = 0; tw <= hand.twos; ++tw)
          for (int j = 0; j <= hand.jokers; ++j) {
            if (n + tw + j == 0 || !kRules.valid(t, bn + n + 0, bw + tw + j)) continue;
            BookCounts books = side.books;
            if (bn + bw + n + tw + j == kRules.book_size()) ++books[std::size_t(kRules.kind(t, bw + tw + j))];
            if (!request.hold.allows(hand.size - n - tw - j, books)) continue;
            expected.insert(Brute::key({{t, n, tw, j}}));
          }
    }
    CHECK(keys_of(moves) == expected);
    total += moves.size();
    std::vector<std::string> listed = texts(moves, counts);
    CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());
    MeldWriter writer(kRules, counts);
    for (const auto& m : moves) {
      std::string text(writer.text(m));
      CAPTURE(text);
      CHECK(payload_reads_as_text(writer, text, m.verb, -1));
      CHECK(recheck(text, m.verb, counts, side, 0) == "");
      std::string typed = scramble(rng, text, m.verb, counts);
      CAPTURE(typed);
      CHECK(canonical_in(counts, m.verb, typed, -1) == text);
    }
  }
  CHECK(total > 5000);  // the lists compared are not mostly empty
}

TEST_CASE("unopened sides: minimal openings equal brute force on small hands", "[melds]") {
  Rng rng(77);
  std::size_t total = 0, most = 0;
  for (int round = 0; round < 600; ++round) {
    CAPTURE(round);
    int decks = 1 + int(rng.uniform(5));
    CardCounts counts = random_hand(rng, decks, 6 + int(rng.uniform(15)), int(rng.uniform(4)));
    MeldHand hand = meld_hand(kRules, counts);
    // Minimums up to about what the hand's cards are worth, so that most lists are not empty.
    int worth = 0;
    for (int c = 0; c < kCardKinds; ++c) worth += counts[std::size_t(c)] * kRules.kinds.value[std::size_t(c)];
    int minimum = 5 * int(rng.uniform(std::uint32_t(worth / 10 + 1)));
    MeldRequest request = opening(minimum);
    request.hold = random_hold(rng);
    std::vector<MeldMove> moves;
    meld_moves(kRules, hand, MeldSide{}, request, moves);
    Brute brute(kRules, hand, MeldSide{});
    brute.minimum = minimum;
    brute.hold = request.hold;
    brute.openings();
    CAPTURE(minimum);
    CHECK(keys_of(moves) == brute.found);
    CHECK(keys_of(moves).size() == moves.size());
    total += moves.size();
    most = std::max(most, moves.size());
    std::vector<std::string> listed = texts(moves, counts);
    CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());
    MeldWriter writer(kRules, counts);
    for (const auto& m : moves) {
      std::string text(writer.text(m));
      CHECK(payload_reads_as_text(writer, text, m.verb, -1));
      CHECK(recheck(text, m.verb, counts, MeldSide{}, 0) == "");
      CHECK(meld_move_value(kRules, m) >= minimum);
      std::string typed = scramble(rng, text, m.verb, counts);
      CAPTURE(text, typed);
      CHECK(canonical_in(counts, m.verb, typed, -1) == text);
    }
  }
  CHECK(total > 2000);
  CHECK(most > 50);
}

TEST_CASE("pickups equal brute force, opened and unopened, with and without match_wild", "[melds]") {
  Rng rng(4242);
  std::size_t total_opened = 0, total_unopened = 0;
  for (int round = 0; round < 800; ++round) {
    CAPTURE(round);
    int decks = 1 + int(rng.uniform(5));
    CardCounts counts = random_hand(rng, decks, 4 + int(rng.uniform(16)), int(rng.uniform(4)));
    MeldHand hand = meld_hand(kRules, counts);
    PickupRequest request;
    // A top card of a rank the hand holds, mostly: else the list is usually empty.
    std::vector<Card> naturals;
    for (int c = 0; c < 52; ++c)
      if (counts[std::size_t(c)] && kRules.natural_target(Card(c)) >= 0) naturals.push_back(Card(c));
    request.top = naturals.empty() || rng.uniform(5) == 0 ? Card(rng.uniform(53))
                                                          : naturals[rng.uniform(std::uint32_t(naturals.size()))];
    request.opened = rng.uniform(2) == 0;
    int worth = 0;
    for (int c = 0; c < kCardKinds; ++c) worth += counts[std::size_t(c)] * kRules.kinds.value[std::size_t(c)];
    request.minimum = 5 * int(rng.uniform(std::uint32_t(worth / 10 + 1)));
    request.match_wild = rng.uniform(2) == 0;
    request.take = int(rng.uniform(7));
    request.hold = random_hold(rng);
    MeldSide side = request.opened ? random_side(rng) : MeldSide{};
    std::vector<MeldMove> moves;
    pickup_moves(kRules, hand, side, request, moves);

    std::set<std::string> expected;
    int r = kRules.natural_target(request.top);
    if (r >= 0 && request.opened) {
      for (auto [n, t, j] : {std::array<int, 3>{2, 0, 0}, {1, 1, 0}, {1, 0, 1}}) {
        if (n == 1 && !request.match_wild) continue;
        if (n > hand.naturals[std::size_t(r)] || t > hand.twos || j > hand.jokers) continue;
        int bn = 1 + side.naturals[std::size_t(r)], bw = side.wilds[std::size_t(r)];
        if (!kRules.valid(r, bn + n, bw + t + j)) continue;
        BookCounts books = side.books;
        if (bn + bw + 2 == kRules.book_size()) ++books[std::size_t(kRules.kind(r, bw + t + j))];
        if (!request.hold.allows(hand.size - 2 + request.take, books)) continue;
        expected.insert(Brute::key({{r, n, t, j}}));
      }
    } else if (r >= 0) {
      Brute brute(kRules, hand, side);
      brute.minimum = request.minimum;
      brute.pickup_target = r;
      brute.match_wild = request.match_wild;
      brute.top_value = kRules.kinds.value[request.top];
      brute.hold = request.hold;
      brute.take = request.take;
      brute.pickups();
      expected = brute.found;
    }
    CHECK(keys_of(moves) == expected);
    CHECK(keys_of(moves).size() == moves.size());
    (request.opened ? total_opened : total_unopened) += moves.size();
    MeldWriter writer(kRules, counts);
    for (const auto& m : moves) {
      std::string text(writer.text(m));
      CAPTURE(text);
      CHECK(payload_reads_as_text(writer, text, m.verb, r));
      CHECK(recheck(text, m.verb, counts, side, request.top) == "");
      std::string typed = scramble(rng, text, m.verb, counts);
      CAPTURE(typed);
      CHECK(canonical_in(counts, m.verb, typed, r) == text);
    }
  }
  CHECK(total_opened > 200);
  CHECK(total_unopened > 500);
}

TEST_CASE("a 40-card hand with many wilds: every opening is distinct, valid and minimal", "[melds]") {
  Rng rng(9);
  for (int round = 0; round < 12; ++round) {
    CAPTURE(round);
    CardCounts counts = random_hand(rng, 5, 40, 2);
    MeldHand hand = meld_hand(kRules, counts);
    int minimum = round % 2 ? 150 : 90;
    std::vector<MeldMove> moves;
    meld_moves(kRules, hand, MeldSide{}, opening(minimum), moves);
    std::vector<std::string> listed = texts(moves, counts);
    CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());
    Brute check(kRules, hand, MeldSide{});
    check.minimum = minimum;
    for (const auto& m : moves) {
      check.picks.clear();
      for (int g = 0; g < m.count; ++g) {
        const MeldGroup& grp = m.groups[std::size_t(g)];
        check.picks.push_back({grp.target, grp.naturals, grp.twos, grp.jokers});
        REQUIRE(kRules.valid(grp.target, grp.naturals, grp.wilds()));
      }
      int v = meld_move_value(kRules, m);
      REQUIRE(v >= minimum);
      REQUIRE(check.minimal(v));
    }
  }
}

// ---------------------------------------------------------------- on the table, through Lua

namespace {
// A match of the meld fixture (tests/engine/data/melds): 4 players, sides {1,3} and {2,4}, the
// first deal fixed, seat 1 to move and moving again after every move.
Match meld_table(const FixedDeal& deal, const enginetest::OptionText& options = {}) {
  Selection sel;
  sel.game = kData + "/melds";
  sel.option_text = options;
  MatchSetup setup;
  setup.dealer = 4;
  setup.deal = deal;
  return Match(load_rules(make_spec(sel)), setup);
}

std::string zone_text(const Match& m, const std::string& zone, int seat = 1) { return cards_text(m.zone(zone, seat)); }

Texts without_pass(Texts moves) {
  moves.erase(std::remove(moves.begin(), moves.end(), "pass"), moves.end());
  return moves;
}

// The moves of one verb.
Texts only(const Texts& moves, const std::string& verb) {
  Texts out;
  for (const auto& m : moves)
    if (m.rfind(verb + " ", 0) == 0) out.push_back(m);
  return out;
}
}  // namespace

TEST_CASE("E3 on the table: an add that completes a book moves it to the books", "[melds]") {
  Match m = meld_table({{"hand", {"8H 8H 8S 8S 8S 8S 8S KD", "", "", ""}},
                        {"meld_8", {"8C 8D 2S", ""}},
                        {"books", {"8C 8C 8C 8D 8D 8D 8H", ""}}},
                       {{"opened", "true"}});
  CHECK(without_pass(m.legal_texts()) == Texts{"add 8 8H", "add 8 8H 8H", "add 8 8H 8H 8S", "add 8 8H 8H 8S 8S"});
  m.play("add 8 8s 8h 8S 8h");
  CHECK(zone_text(m, "meld_8").empty());
  CHECK(zone_text(m, "books") == "8C 8C 8C 8D 8D 8D 8H 8C 8D 8H 8H 8S 8S 2S");
  CHECK(m.counter("books_dirty", 1) == 1);
  CHECK(m.counter("books_dirty", 2) == 0);
  CHECK(m.counter("last_value", 0) == 40);
  CHECK(m.counter("last_placed", 0) == 4);
  CHECK(m.counter("started", 0) == 0);
  CHECK(zone_text(m, "hand") == "8S 8S 8S KD");
  CHECK(m.legal_texts() == Texts{"meld 8S 8S 8S", "pass"});
  m.play("meld 8S 8S 8S");
  CHECK(zone_text(m, "meld_8") == "8S 8S 8S");
  CHECK(m.counter("started", 0) == 1 << 4);
  SECTION("the partner sees the side's meld; the other side has none") {
    CHECK(zone_text(m, "meld_8", 3) == "8S 8S 8S");
    CHECK(zone_text(m, "meld_8", 2).empty());
  }
}

TEST_CASE("a listed move played as another verb is read from its text, not from its payload", "[melds]") {
  Match m = meld_table({{"hand", {"KC KD AC AD AH 2C 7S 7S 4D 5H", "", "", ""}}, {"discard", {"AS JK KH"}}},
                       {{"minimum", "90"}, {"take", "2"}, {"mode", "as_pickup"}});
  const std::string before = m.save().dump();
  CHECK_THAT(error_of([&] { m.play("meld 7S 7S 2C + AC AD AH"); }),
             Catch::Contains("pickup 7S 7S 2C + AC AD AH: no group of Ks for the top card"));
  CHECK(m.save().dump() == before);
}

TEST_CASE("E6 and E7 on the table: the top card joins G0, the opening value counts it", "[melds]") {
  SECTION("E6: a pickup onto an incomplete meld that becomes a dirty book") {
    Match m = meld_table({{"hand", {"9C 9S 9S 2D KH", "", "", ""}},
                          {"discard", {"4C 8D KS 5H QC JK 9D 6S 3C 9H"}},
                          {"meld_9", {"9D 9H 9S 2H", ""}}},
                         {{"opened", "true"}});
    CHECK(only(m.legal_texts(), "pickup") == Texts{"pickup 9C 9S"});
    m.play("pickup 9s 9c");
    CHECK(zone_text(m, "meld_9").empty());
    CHECK(zone_text(m, "books") == "9C 9D 9H 9H 9S 9S 2H");
    CHECK(m.counter("books_dirty", 1) == 1);
    CHECK(zone_text(m, "discard") == "4C 8D KS 5H QC JK 9D 6S 3C");  // the rest is the rules' part
    CHECK(zone_text(m, "hand") == "9S 2D KH");
    CHECK(m.counter("last_value", 0) == 30);
  }
  SECTION("E7: pickup KC KD + AC AD 2C is worth 90 with the top card") {
    Match m = meld_table({{"hand", {"KC KD AC AD AH 2C 7S 7S 4D 5H", "", "", ""}}, {"discard", {"AS JK KH"}}},
                         {{"minimum", "90"}, {"take", "2"}});
    CHECK(only(m.legal_texts(), "pickup") == Texts{"pickup KC KD + AC AD 2C", "pickup KC KD + AC AD AH"});
    CHECK(only(m.legal_texts(), "meld") == Texts{"meld 7S 7S 2C + AC AD AH", "meld KC KD 2C + AC AD AH"});
    m.play("pickup ac 2c ad + kd kc");
    CHECK(m.counter("last_value", 0) == 90);
    CHECK(m.counter("started", 0) == ((1 << 10) | (1 << 9)));
    CHECK(zone_text(m, "meld_K") == "KC KD KH");
    CHECK(zone_text(m, "meld_A") == "AC AD 2C");
    CHECK(zone_text(m, "discard") == "AS JK");
    // Opened now: meld and add; no pickup of the joker now on top.
    CHECK(without_pass(m.legal_texts()) == Texts{"add A AH"});
  }
}

TEST_CASE("typed moves through the rules' canonical hook, and illegal ones", "[melds]") {
  Match m = meld_table({{"hand", {"7D 7C 7C 2S 2H JK QH", "", "", ""}}}, {{"opened", "true"}});
  CHECK(m.legal_texts() == Texts{"meld 2H 2S JK", "meld 7C 7C 2H", "meld 7C 7C 7D", "meld 7C 7C 7D 2H",
                                 "meld 7C 7C 7D JK", "meld 7C 7C JK", "pass"});
  SECTION("E12: meld 7d 7c 2s plays meld 7C 7C 2H") {
    m.play("meld 7d 7c 2s");
    CHECK(m.history().back() == "meld 7C 7C 2H");
    CHECK(zone_text(m, "meld_7") == "7C 7C 2H");
    CHECK(zone_text(m, "hand") == "7D 2S JK QH");
  }
  SECTION("a reason when the text names no move, the legal list when it is not listed") {
    CHECK_THAT(error_of([&] { m.play("meld 7C 7C 3S"); }),
               Catch::Contains("illegal move 'meld 7C 7C 3S': 3S never melds"));
    CHECK_THAT(error_of([&] { m.play("meld 7C 7C 7H"); }), Catch::Contains("the hand holds no 7H"));
    CHECK_THAT(error_of([&] { m.play("meld 7C QH 2S"); }), Catch::Contains("a group mixes 7s and Qs"));
    CHECK_THAT(error_of([&] { m.play("meld 7C 2S JK"); }), Catch::Contains("legal moves: meld 2H 2S JK"));
    CHECK(zone_text(m, "hand") == "7D 7C 7C 2S 2H JK QH");
  }
}

TEST_CASE("the holding rule through Lua, and a meld laid whole as a book", "[melds]") {
  Match m = meld_table({{"hand", {"5C 5D 5H 5S 5S 2C JK 9C", "", "", ""}}}, {{"opened", "true"}, {"on_foot", "true"}});
  Texts listed = m.legal_texts();
  // All seven 5s, 2C and JK leave one card: refused; six leave two.
  CHECK(std::find(listed.begin(), listed.end(), "meld 5C 5D 5H 5S 5S 2C JK") == listed.end());
  CHECK(std::find(listed.begin(), listed.end(), "meld 5C 5D 5H 5S 5S 2C") != listed.end());
  Match free = meld_table({{"hand", {"5C 5D 5H 5S 5S 2C JK 9C", "", "", ""}}}, {{"opened", "true"}});
  free.play("meld 5C 5D 5H 5S 5S 2C JK");
  CHECK(zone_text(free, "meld_5").empty());
  CHECK(zone_text(free, "books") == "5C 5D 5H 5S 5S 2C JK");
  CHECK(free.counter("books_dirty", 1) == 1);
  CHECK(free.counter("started", 0) == 1 << 1);
}

TEST_CASE("value, incomplete and valid, as the probe notes show them", "[melds]") {
  Match m = meld_table({{"hand", {"7C 7D 2C JK 3D 3S", "", "", ""}},
                        {"discard", {"AS"}},
                        {"probe", {"7C 7D 2C"}},
                        {"meld_9", {"9C 9D 9H", ""}},
                        {"meld_wild", {"2C 2D JK", ""}}},
                       {{"mode", "probe"}});
  CHECK(m.legal_texts() == Texts{"note incomplete 9,wild", "note valid 7 dirty nil", "note value 85 20"});
  auto valid_note = [](const std::string& target, const std::string& cards) {
    Match p = meld_table({{"probe", {cards}}}, {{"mode", "probe"}, {"probe_target", target}});
    for (const auto& t : p.legal_texts())
      if (t.rfind("note valid ", 0) == 0) return t.substr(11);
    return std::string("?");
  };
  CHECK(valid_note("7", "7C 2C JK") == "7 nil 1 naturals and 2 wilds: a meld needs at least 2 naturals per wild");
  CHECK(valid_note("7", "7C 7D 7H 7S 7S 2C JK") == "7 dirty nil");
  CHECK(valid_note("wild", "2C 2D JK") == "wild wild nil");
  CHECK(valid_note("7", "7C 7D") == "7 nil a meld has 3 to 7 cards, not 2");
  CHECK(valid_note("9", "7C 7D 7H") == "9 nil 7C does not fit a meld of 9");
  CHECK(valid_note("4", "3C 3S 2C") == "4 nil 3C never melds");
  CHECK(valid_note("A", "AC AD AH") == "A clean nil");
  CHECK_THAT(error_of([&] { valid_note("3", "3C 3S 3H"); }), Catch::Contains("'3' is no meld target"));
}

TEST_CASE("a meld target the rules name that does not exist is an error", "[melds]") {
  CHECK_THAT(error_of([&] {
               meld_table({{"hand", {"7C 7D 7H", "", "", ""}}}, {{"mode", "bad_add_target"}}).legal_texts();
             }),
             Catch::Contains("'3' is no meld target"));
}

TEST_CASE("a move the mechanic cannot play raises an error and changes nothing", "[melds]") {
  // The fixture lists only legal moves, so drive MeldTable directly on its zones.
  Selection sel;
  sel.game = kData + "/melds";
  auto spec = make_spec(sel);
  enginetest::Board board(spec);
  MeldTable table;
  table.rules = kRules;
  table.hand_zone = board.def("hand");
  const char* names[] = {"meld_4", "meld_5", "meld_6", "meld_7", "meld_8", "meld_9",
                         "meld_T", "meld_J", "meld_Q", "meld_K", "meld_A", "meld_wild"};
  for (int t = 0; t < kRules.targets(); ++t) table.meld_zone[std::size_t(t)] = board.def(names[t]);
  table.books_zone = board.def("books");
  table.book_counter = {spec->layout->slot_index("books_clean"), spec->layout->slot_index("books_dirty"),
                        spec->layout->slot_index("books_wild")};
  board.put("hand", "7C 7D 7H 2C JK 9C 9D", 1);
  board.put("meld_9", "9H 9S 9S", 1);
  board.put("discard", "3S");
  State before = board.state;
  int pile = board.zone("discard");
  auto refused = [&](MeldVerb verb, const std::string& text) {
    std::string msg = error_of([&] { table.play(*spec, board.state, 1, verb, text, pile); });
    CHECK(board.state == before);
    return msg;
  };
  CHECK_THAT(refused(MeldVerb::Meld, "7C 2C JK"), Catch::Contains("1 naturals and 2 wilds, which is no valid meld"));
  CHECK_THAT(refused(MeldVerb::Meld, "9C 9D JK"), Catch::Contains("already has an incomplete meld of 9s"));
  CHECK_THAT(refused(MeldVerb::Add, "8 2C"), Catch::Contains("no incomplete meld of 8s"));
  CHECK_THAT(refused(MeldVerb::Add, "9 2C JK"), Catch::Contains("3 naturals and 2 wilds"));
  CHECK_THAT(refused(MeldVerb::Add, "9 9C 9D 2C JK 7C"), Catch::Contains("7C does not fit the meld of 9s"));
  CHECK_THAT(refused(MeldVerb::Meld, "7C 7C 7D"), Catch::Contains("the hand holds only 1 7C"));
  CHECK_THAT(refused(MeldVerb::Pickup, "7C 7D"), Catch::Contains("the top card 3S cannot be picked up"));
  SECTION("a valid move plays, and the melds keep canonical order") {
    MeldPlayResult r = table.play(*spec, board.state, 1, MeldVerb::Add, "9 jk 9d", pile);
    CHECK(board.text("meld_9") == "9D 9H 9S 9S JK");
    CHECK(r.placed_count == 2);
    CHECK(r.value == 60);
    CHECK(r.started_count == 0);
    CHECK(board.text("hand") == "7C 7D 7H 2C 9C");
    CHECK(board.text("meld_9", 3) == "9D 9H 9S 9S JK");  // the partner's side
    CHECK(board.text("meld_9", 2).empty());
  }
}

TEST_CASE("out:sort orders a move list by the bytes of its texts", "[melds]") {
  Selection sel;
  sel.game = kData + "/melds";
  auto spec = make_spec(sel);
  const Layout& layout = *spec->layout;
  MoveList list;
  auto verb = [&](const char* v) { return std::uint16_t(layout.move_index(v)); };
  list.add_text(verb("meld"), "7C 7C 2H");
  list.add(verb("pass"));
  list.add_text(verb("add"), "4 JK");
  list.add_text(verb("meld"), "2H 2S JK");
  list.add_text(verb("add"), "4 2H JK");
  list.add_text(verb("pickup"), "9C 9D");
  sort_by_text(layout, list);
  CHECK(move_texts(layout, list) ==
        Texts{"add 4 2H JK", "add 4 JK", "meld 2H 2S JK", "meld 7C 7C 2H", "pass", "pickup 9C 9D"});
  MoveList probe;
  probe.add_text(verb("add"), "4 JK");
  CHECK(list.find(probe, probe[0]) == 1);
}
