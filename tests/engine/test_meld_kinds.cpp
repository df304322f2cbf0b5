// Meld kinds: the melds a hand can form, the arrangement with the least deadwood and layoff
// targets, on worked Gin Rummy and Hand and Foot hands with exact results, and on thousands of
// seeded random hands against a brute force written apart from the engine's search (every subset
// of the hand checked by its own meld rules, every partition tried).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <tuple>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/meld_kinds.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/runtime.hpp"
#include "hand_and_foot_melds.hpp"
#include "rummy_meld_kinds.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {

MeldKinds gin() { return enginetest::gin_meld_kinds(); }
MeldKinds wild_rummy(AceIn ace, bool wrap) { return enginetest::wild_meld_kinds(ace, wrap); }
using enginetest::hand_of;

std::vector<std::string> texts(const std::vector<FormedMeld>& melds) {
  std::vector<std::string> out;
  for (const auto& m : melds) out.push_back(m.text());
  return out;
}

// ---- the brute force: its own idea of a meld ------------------------------------------------

// Whether these cards make a meld, judged from the cards alone.
bool is_meld(const MeldKinds& k, const std::vector<Card>& cards) {
  std::vector<Card> naturals;
  int wilds = 0;
  for (Card c : cards) {
    if (k.is_wild(c))
      ++wilds;
    else
      naturals.push_back(c);
  }
  const int size = int(cards.size());
  if (naturals.empty()) return k.set.allowed && k.set.wilds_only && size >= k.set.min && size <= k.set.max;
  if (wilds > k.max_wilds || int(naturals.size()) < k.naturals_per_wild * wilds) return false;
  const bool one_rank =
      std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return rank_of(c) == rank_of(naturals[0]); });
  if (k.set.allowed && one_rank && (k.set.ranks >> rank_of(naturals[0]) & 1) && size >= k.set.min &&
      size <= k.set.max) {
    std::vector<Card> sorted = naturals;
    std::sort(sorted.begin(), sorted.end());
    if (!k.set.distinct_suits || std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) return true;
  }
  const bool one_suit =
      std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return suit_of(c) == suit_of(naturals[0]); });
  if (!k.run.allowed || !one_suit || size < k.run.min || size > k.run.max || size > 13) return false;
  // Some window of `size` consecutive ranks holds every natural once.
  std::vector<std::vector<int>> lines;
  if (k.run.wrap) {
    for (int low = 1; low <= 13; ++low) {
      std::vector<int> line;
      for (int i = 0; i < size; ++i) line.push_back((low - 1 + i) % 13 + 1);
      lines.push_back(line);
    }
  } else {
    const int first = k.run.ace == AceIn::High ? 2 : 1;
    const int last = k.run.ace == AceIn::Low ? 13 : 14;
    for (int low = first; low + size - 1 <= last; ++low) {
      std::vector<int> line;
      for (int i = 0; i < size; ++i) line.push_back((low + i - 1) % 13 + 1);
      lines.push_back(line);
    }
  }
  for (const auto& line : lines) {
    std::vector<int> ranks;
    for (Card c : naturals) ranks.push_back(rank_of(c));
    bool all = true;
    for (int r : ranks)
      if (std::count(ranks.begin(), ranks.end(), r) != 1 || std::find(line.begin(), line.end(), r) == line.end())
        all = false;
    if (all) return true;
  }
  return false;
}

struct Brute {
  int value = INT32_MAX;
  int cards = 0;
};

// The least deadwood (value, then card count) over every way to pick disjoint melds.
Brute brute_best(const MeldKinds& k, const std::vector<Card>& hand) {
  const int n = int(hand.size());
  std::vector<std::uint32_t> melds;
  for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
    std::vector<Card> cards;
    for (int i = 0; i < n; ++i)
      if (mask & (1u << i)) cards.push_back(hand[std::size_t(i)]);
    if (int(cards.size()) >= std::min(k.set.allowed ? k.set.min : 99, k.run.allowed ? k.run.min : 99) &&
        is_meld(k, cards))
      melds.push_back(mask);
  }
  Brute best;
  auto walk = [&](std::uint32_t used, std::size_t from, auto&& self) -> void {
    Brute here;
    here.value = 0;
    for (int i = 0; i < n; ++i)
      if (!(used & (1u << i))) {
        here.value += k.value[hand[std::size_t(i)]];
        ++here.cards;
      }
    if (here.value < best.value || (here.value == best.value && here.cards < best.cards)) best = here;
    for (std::size_t m = from; m < melds.size(); ++m)
      if (!(melds[m] & used)) self(used | melds[m], m + 1, self);
  };
  walk(0, 0, walk);
  return best;
}

}  // namespace

TEST_CASE("gin rummy hands: the melds, the best arrangement and its deadwood", "[meld_kinds]") {
  const MeldKinds k = gin();
  SECTION("a run and a set sharing a card: the arrangement that leaves less") {
    // 7H belongs to the run 5H 6H 7H or to the set of sevens; the run leaves 7C 7S (14).
    const CardCounts hand = hand_of("5H 6H 7H 7C 7S KD");
    CHECK(texts(possible_melds(k, hand)) == std::vector<std::string>{"7C 7H 7S", "5H 6H 7H"});
    const Arrangement best = best_arrangement(k, hand);
    CHECK(texts(best.melds) == std::vector<std::string>{"7C 7H 7S"});
    CHECK(cards_text(best.deadwood) == "KD 5H 6H");
    CHECK(best.deadwood_value == 21);
  }
  SECTION("gin: ten cards in melds") {
    const Arrangement best = best_arrangement(k, hand_of("AC 2C 3C 4C 9D 9H 9S JS QS KS"));
    CHECK(best.deadwood_value == 0);
    CHECK(best.deadwood.empty());
    CHECK(texts(best.melds) == std::vector<std::string>{"AC 2C 3C 4C", "9D 9H 9S", "JS QS KS"});
  }
  SECTION("ties: the same deadwood value and count, then the deadwood first in card id order") {
    // JD QD KD or KC KD KH: either leaves 20 in two cards; KC KH comes before JD QD (clubs first).
    const Arrangement best = best_arrangement(k, hand_of("JD QD KD KC KH"));
    CHECK(best.deadwood_value == 20);
    CHECK(cards_text(best.deadwood) == "KC KH");
    CHECK(texts(best.melds) == std::vector<std::string>{"JD QD KD"});
  }
  SECTION("the ace is low in gin: Q K A is no run") {
    CHECK(best_arrangement(k, hand_of("QH KH AH")).deadwood_value == 21);
    CHECK(best_arrangement(k, hand_of("AH 2H 3H")).deadwood_value == 0);
  }
  SECTION("a long run stays whole rather than split into threes") {
    CHECK(texts(best_arrangement(k, hand_of("2H 3H 4H 5H 6H 7H 8H 9H TH")).melds) ==
          std::vector<std::string>{"2H 3H 4H 5H 6H 7H 8H 9H TH"});
  }
  SECTION("a hand with no meld is all deadwood") {
    const Arrangement best = best_arrangement(k, hand_of("AC 3D 5H 7S 9C JD KH"));
    CHECK(best.melds.empty());
    CHECK(best.deadwood_value == 1 + 3 + 5 + 7 + 9 + 10 + 10);
  }
}

TEST_CASE("wild cards stand in sets and runs, at most one a meld, and the dearest melds first", "[meld_kinds]") {
  const MeldKinds k = wild_rummy(AceIn::Low, false);
  const Arrangement best = best_arrangement(k, hand_of("5H 7H KC KD JK 2S 9C"));
  // The joker (15) fills 6H, the 2 (2) joins the kings; 9C is left.
  CHECK(texts(best.melds) == std::vector<std::string>{"KC KD JK", "5H 2S 7H"});
  CHECK(best.deadwood_value == 9);
  CHECK(cards_text(best.deadwood) == "9C");
  SECTION("aces both ways, and around the corner") {
    CHECK(best_arrangement(wild_rummy(AceIn::Both, false), hand_of("QH KH AH")).deadwood_value == 0);
    CHECK(best_arrangement(wild_rummy(AceIn::Both, false), hand_of("KH AH 2C")).deadwood_value == 0);
    CHECK(best_arrangement(wild_rummy(AceIn::High, false), hand_of("AH 3H 4H")).deadwood_value == 8);
    CHECK(best_arrangement(wild_rummy(AceIn::Low, true), hand_of("QH KH AH 2H 3H")).deadwood_value == 0);
  }
}

TEST_CASE("Hand and Foot's melds are sets of the same kinds: wilds by the naturals, and wilds alone", "[meld_kinds]") {
  const MeldKinds k = enginetest::hand_and_foot_meld_rules().kinds;
  // Two 7s take one wild (two naturals a wild); the three wilds left make a set of their own.
  const Arrangement best = best_arrangement(k, hand_of("7C 7D 2S JK JK 2H 3D KS"));
  CHECK(texts(best.melds) == std::vector<std::string>{"7C 7D JK", "JK 2H 2S"});
  CHECK(cards_text(best.deadwood) == "3D KS");
  CHECK(best.deadwood_value == 0 + 10);
  // Nine wilds alone: as few sets as may be (a set has 3 to 7 cards), the dearest first.
  CHECK(texts(best_arrangement(k, hand_of("2C 2D 2H 2S 2C 2D JK JK JK")).melds) ==
        std::vector<std::string>{"JK JK JK 2C 2C", "2D 2D 2H 2S"});
  // 3s never meld (3C 5, 3D 0, 3S 5); copies of one card share a set (several decks).
  CHECK(best_arrangement(k, hand_of("3C 3D 3S")).deadwood_value == 10);
  CHECK(texts(best_arrangement(k, hand_of("9H 9H 9C")).melds) == std::vector<std::string>{"9C 9H 9H"});
  CHECK(texts(possible_melds(k, hand_of("7C 7D 7H JK"))) ==
        std::vector<std::string>{"7D 7H JK", "7C 7H JK", "7C 7D JK", "7C 7D 7H", "7C 7D 7H JK"});
  const auto meld = [&](const std::string& cards) {
    const auto m = read_meld(k, parse_cards(cards));
    return m ? m->text() : std::string("none");
  };
  CHECK(meld("JK 2S 2H") == "JK 2S 2H");
  CHECK(meld("9C 9D JK 2S") == "none");  // two wilds need four naturals
  CHECK(meld("2C JK") == "none");
  CHECK(meld("3C 3S 3H") == "none");
  const std::vector<FormedMeld> table = best.melds;
  CHECK(layoff_targets(k, make_card(7, 3), table) == std::vector<int>{0});  // 7H on the 7s
  CHECK(layoff_targets(k, make_card(2, 1), table) == std::vector<int>{1});  // a third wild: not on the 7s
}

TEST_CASE("a card is laid off where it extends a meld", "[meld_kinds]") {
  const MeldKinds k = wild_rummy(AceIn::Low, false);
  const std::vector<FormedMeld> table = best_arrangement(k, hand_of("5H 6H 7H KC KD KS 9C 9D JK")).melds;
  REQUIRE(texts(table) == std::vector<std::string>{"9C 9D JK", "KC KD KS", "5H 6H 7H"});
  CHECK(layoff_targets(k, make_card(4, 3), table) == std::vector<int>{2});   // 4H below the run
  CHECK(layoff_targets(k, make_card(8, 3), table) == std::vector<int>{2});   // 8H above it
  CHECK(layoff_targets(k, make_card(13, 3), table) == std::vector<int>{1});  // KH: the fourth king
  CHECK(layoff_targets(k, make_card(9, 3), table) == std::vector<int>{0});   // 9H beside the joker
  CHECK(layoff_targets(k, make_card(9, 4), table) == std::vector<int>{0});
  CHECK(layoff_targets(k, make_card(3, 3), table).empty());                    // 3H: not adjacent
  CHECK(layoff_targets(k, make_card(2, 1), table) == std::vector<int>{1, 2});  // a wild: not on the joker's set
  const std::vector<FormedMeld> full = best_arrangement(gin(), hand_of("KC KD KS KH")).melds;
  CHECK(layoff_targets(gin(), make_card(13, 1), full).empty());
}

TEST_CASE("random hands: the best arrangement is the brute force's least deadwood", "[meld_kinds]") {
  Rng rng(20261125);
  const std::vector<MeldKinds> all = {gin(), wild_rummy(AceIn::Low, false), wild_rummy(AceIn::Both, false),
                                      wild_rummy(AceIn::High, true), enginetest::hand_and_foot_meld_rules().kinds};
  for (std::size_t kind = 0; kind < all.size(); ++kind) {
    const MeldKinds& k = all[kind];
    for (int round = 0; round < 500; ++round) {
      std::vector<Card> deck;
      // Gin has no joker; the wild rummies play one, wild. Hand and Foot plays several decks: three
      // of 2s, 3s, 4s, 5s and 7s with their jokers, so that hands hold many copies and wilds.
      if (kind < 4)
        for (int c = 0; c < (kind == 0 ? 52 : 53); ++c) deck.push_back(Card(c));
      else
        for (int d = 0; d < 3; ++d) {
          for (int rank : {2, 3, 4, 5, 7})
            for (int suit = 1; suit <= 4; ++suit) deck.push_back(make_card(rank, suit));
          deck.insert(deck.end(), 2, kJoker);
        }
      rng.shuffle(deck.data(), deck.size());
      const int size = 7 + int(rng.uniform(5));
      std::vector<Card> hand(deck.begin(), deck.begin() + size);
      CardCounts counts{};
      for (Card c : hand) ++counts[c];
      const Arrangement best = best_arrangement(k, counts);
      const Brute brute = brute_best(k, hand);
      INFO("kinds " << kind << ", hand " << cards_text(hand));
      REQUIRE(best.deadwood_value == brute.value);
      REQUIRE(int(best.deadwood.size()) == brute.cards);
      // Every meld is one by the brute force's rules, and melds and deadwood are the hand.
      std::vector<Card> all_cards = best.deadwood;
      for (const auto& m : best.melds) {
        REQUIRE(is_meld(k, m.cards));
        all_cards.insert(all_cards.end(), m.cards.begin(), m.cards.end());
      }
      std::sort(all_cards.begin(), all_cards.end());
      std::sort(hand.begin(), hand.end());
      REQUIRE(all_cards == hand);
      for (const auto& m : possible_melds(k, counts)) REQUIRE(is_meld(k, m.cards));
    }
  }
}

TEST_CASE("meld kinds that contradict themselves are refused", "[meld_kinds]") {
  MeldKinds k;
  CHECK(error_of([&] { k.check(); }) == "melds need sets or runs (or both)");
  k.run.allowed = true;
  k.run.max = 14;
  CHECK(error_of([&] { k.check(); }) == "runs: size must be a range min..max with 1 <= min <= max <= 13");
  CHECK(error_of([] { MeldKinds::read_ace("middle"); }) == "ace must be low, high or both, got 'middle'");
}

TEST_CASE("read_meld tells the meld some cards make, in meld order", "[meld_kinds]") {
  const MeldKinds k = wild_rummy(AceIn::Low, false);
  auto meld = [&](const std::string& cards) {
    const auto m = read_meld(k, parse_cards(cards));
    return m ? m->text() + (m->kind == MeldKindTag::Set ? " (set)" : " (run)") : std::string("none");
  };
  CHECK(meld("7S 7C 7H") == "7C 7H 7S (set)");
  CHECK(meld("7H 5H 6H") == "5H 6H 7H (run)");
  CHECK(meld("7H JK 5H") == "5H JK 7H (run)");
  CHECK(meld("5H 6H JK") == "JK 5H 6H (run)");  // the lowest window: the joker stands for 4H
  CHECK(meld("7C 7H JK") == "7C 7H JK (set)");
  CHECK(meld("5H 6H 8H") == "none");
  CHECK(meld("5H JK 2C") == "none");  // two wilds
  CHECK(meld("7C 7C 7H") == "none");  // one pack: no suit twice
  CHECK(meld("QH KH AH") == "none");  // ace low
}

namespace {
// A game declaring rummy melds, whose first deal logs what the mechanic says of seat 1's hand.
struct RummyGame : enginetest::TempDir {
  RummyGame() : TempDir("rummy") {}
  Match match(const std::string& mechanic, const std::string& hand, const std::string& logging) const {
    write("game.yaml",
          "game: rummy\n"
          "players: { min: 2, max: 2 }\n"
          "zones: { hand: { owner: seat } }\n"
          "moves: { pass: { arg: none } }\n"
          "mechanics:\n" +
              mechanic);
    write("rules.lua",
          "local m = mechanics.melds\n"
          "function rules.start_deal(g)\n" +
              logging +
              "  g:set_to_move(1)\n"
              "end\n"
              "function rules.moves(g, out) out:add('pass') end\n"
              "function rules.play(g) g:end_match() end\n");
    Selection sel;
    sel.game = path();
    MatchSetup setup;
    setup.deal = {{"hand", {hand, ""}}};
    return Match(load_rules(make_spec(sel)), setup);
  }
};
const std::string kGinMechanic =
    "  melds: { type: melds, sets: { size: [3, 4] }, runs: { size: [3, 10], ace: low }, doc: gin }\n";
}  // namespace

TEST_CASE("declared in game.yaml, rummy melds answer the rules from Lua", "[meld_kinds][layout]") {
  RummyGame game;
  const std::string log_arrangement =
      "  local a = m:arrange(g, 'hand', 1)\n"
      "  for _, meld in ipairs(a.melds) do g:log('%s %s %s', meld.kind, meld.text, meld.value) end\n"
      "  local dead = {}\n"
      "  for i, c in ipairs(a.deadwood) do dead[i] = cards.name(c) end\n"
      "  g:log('deadwood %s = %s', table.concat(dead, ' '), a.deadwood_value)\n"
      "  g:log('deadwood again %s, %s melds possible', m:deadwood(g, 'hand', 1), #m:melds(g, 'hand', 1))\n"
      "  local laid = m:meld('9D 9S 9H')\n"
      "  g:log('laid %s; 9C on %s; 8H on %s; KD on %s', laid.text, table.concat(m:layoffs('9C', { laid, '5H 6H 7H' }), "
      "','),\n"
      "        table.concat(m:layoffs('8H', { laid, { '5H', '6H', '7H' } }), ','), #m:layoffs('KD', { laid }))\n"
      "  g:log('no meld: %s; KD counts %s', tostring(m:meld('5H 6H 8H')), m:value('KD'))\n"
      "  g:log('cards given: deadwood %s, %s melds', m:deadwood('5H 6H 7H KD'), #m:arrange({ '7C', '7H', '7S' "
      "}).melds)\n";
  Match match = game.match(kGinMechanic, "5H 6H 7H 7C 7S KD", log_arrangement);
  std::vector<std::string> log;
  for (const auto& entry : match.log()) log.push_back(entry.text);
  CHECK(log == std::vector<std::string>{"set 7C 7H 7S 21", "deadwood KD 5H 6H = 21",
                                        "deadwood again 21, 2 melds possible",
                                        "laid 9D 9H 9S; 9C on 1; 8H on 2; KD on 0", "no meld: nil; KD counts 10",
                                        "cards given: deadwood 10, 1 melds"});
  SECTION("a list that is no meld is an error naming it") {
    CHECK_THROWS_WITH(game.match(kGinMechanic, "5H", "  m:layoffs('9C', { '5H 6H 8H' })\n"),
                      Catch::Contains("layoffs: meld 1 is no meld of this game"));
  }
}

TEST_CASE("rummy melds in game.yaml are checked at file:line:col", "[meld_kinds][layout]") {
  RummyGame game;
  const std::string yaml = game.path("game.yaml");
  auto error = [&](const std::string& mechanic) { return error_of([&] { game.match(mechanic, "5H", ""); }); };
  CHECK(error("  melds: { type: melds, runs: { size: [3, 14] } }\n") ==
        yaml + ":6:43: mechanic 'melds': runs: size must be from 3 to 13, got 14");
  CHECK(error("  melds: { type: melds, runs: { ace: middle } }\n") ==
        yaml + ":6:38: mechanic 'melds': runs: ace must be one of low, high, both, got 'middle'");
  CHECK(
      error("  melds: { type: melds, sets: { sizes: [3, 4] } }\n") ==
      yaml +
          ":6:33: unknown key 'sizes' in mechanic 'melds': sets; did you mean 'size'? (allowed: size, distinct_suits, "
          "ranks, wilds_only)");
  CHECK(error("  melds: { type: melds, sets: {}, wilds: \"2 3\" }\n") ==
        yaml + ":6:42: mechanic 'melds': 'wilds' may name one rank (and JK)");
  CHECK(error("  melds: { type: melds, sets: {}, naturals: \"4 5\" }\n") ==
        yaml + ":6:31: mechanic 'melds': 'sets' does not go with 'naturals:', the older way to write sets");
  CHECK(error("  melds: { type: melds, sets: {}, size: [3, 7] }\n") ==
        yaml + ":6:41: mechanic 'melds': 'size' goes with 'naturals:'; with sets: write sets: { size, wilds_only }");
  CHECK(error("  melds: { type: melds, sets: { ranks: \"2 4\" }, wilds: \"2\" }\n") ==
        yaml + ":6:40: mechanic 'melds': sets: ranks lists 2, which is wild");
  CHECK(error("  melds: { type: melds, sets: { wilds_only: true } }\n") ==
        yaml + ":6:3: mechanic 'melds': sets of wilds alone need wild cards ('wilds')");
  CHECK(error("  melds: { type: melds, sets: {}, runs: {}, hand: hand, melds: m_, books: hand }\n") ==
        yaml + ":6:3: mechanic 'melds': melds played on meld zones (hand:, melds:, books:) are sets only, not runs");
  CHECK(error("  melds: { type: melds, runs: {}, turns: {} }\n") ==
        yaml + ":6:42: mechanic 'melds': turns: are the Canasta family's; they need hand:, melds: and books:");
  CHECK(error("  melds: { type: melds, wilds: JK }\n") ==
        yaml + ":6:3: mechanic 'melds' needs 'sets:' or 'runs:' (or both)");
}

TEST_CASE("one melds object: the Canasta family's answers the meld-kinds queries, a rummy's refuses Canasta moves",
          "[meld_kinds][layout]") {
  enginetest::TempDir dir("canasta_kinds");
  dir.write("game.yaml",
            "game: canasta_kinds\n"
            "players: { min: 2, max: 2 }\n"
            "deck: { jokers: 2 }\n"
            "zones: { hand: { owner: seat }, meld_4: { owner: team }, meld_5: { owner: team },\n"
            "         meld_wild: { owner: team }, books: { owner: team } }\n"
            "moves: { pass: { arg: none } }\n"
            "mechanics:\n"
            "  melds: { type: melds, sets: { ranks: \"4 5\", size: [3, 7], distinct_suits: false, wilds_only: true },\n"
            "           wilds: \"2 JK\", naturals_per_wild: 2, hand: hand, melds: meld_, books: books }\n");
  dir.write("rules.lua",
            "local m = mechanics.melds\n"
            "function rules.start_deal(g)\n"
            "  local a = m:arrange(g, 'hand', 1)\n"
            "  local melds = {}\n"
            "  for i, meld in ipairs(a.melds) do melds[i] = meld.text end\n"
            "  g:log('targets %s; 4C 4D 2S is %s', table.concat(m:targets(), ' '), m:valid('4', '4C 4D 2S'))\n"
            "  g:log('arranged %s, deadwood %s; 2S counts %s', table.concat(melds, ' | '), a.deadwood_value,\n"
            "        m:value('2S'))\n"
            "  g:set_to_move(1)\n"
            "end\n"
            "function rules.moves(g, out) out:add('pass') end\n"
            "function rules.play(g) g:end_match() end\n");
  Selection sel;
  sel.game = dir.path();
  MatchSetup setup;
  setup.deal = {{"hand", {"4C 4D 2S JK 5H 9C", ""}}};
  const Match match(load_rules(make_spec(sel)), setup);
  std::vector<std::string> log;
  for (const auto& entry : match.log()) log.push_back(entry.text);
  // Values are the pips unless declared: the deadwood is JK 0, 5H 5 and 9C 9 (9s make no set).
  CHECK(log ==
        std::vector<std::string>{"targets 4 5 wild; 4C 4D 2S is dirty", "arranged 4C 4D 2S, deadwood 14; 2S counts 2"});
  RummyGame game;
  CHECK_THAT(error_of([&] { game.match(kGinMechanic, "5H", "  m:targets()\n"); }),
             Catch::Contains("targets: these melds lay as table objects; targets is for melds played on meld zones "
                             "(hand:, melds:, books: in game.yaml)"));
}

namespace {
// Seat 1 lays melds from its hand into its `laid` zone; seat 2's hand lays off onto them.
struct LayingGame : enginetest::TempDir {
  LayingGame() : TempDir("laying") {
    write("game.yaml",
          "game: laying\n"
          "players: { min: 2, max: 2 }\n"
          "deck: { jokers: 1 }\n"
          "zones: { hand: { owner: seat }, laid: { owner: seat, visibility: public } }\n"
          "moves: { pass: { arg: none } }\n"
          "mechanics:\n"
          "  melds: { type: melds, sets: {}, runs: { size: [3, 10] }, wilds: JK }\n");
  }
  Match match(const std::string& body) const {
    write("rules.lua",
          "local m = mechanics.melds\n"
          "local function texts(list) local t = {} for i, x in ipairs(list) do t[i] = x.text end\n"
          "  return table.concat(t, ' | ') end\n"
          "function rules.start_deal(g)\n" +
              body +
              "  g:set_to_move(1)\n"
              "end\n"
              "function rules.moves(g, out) out:add('pass') end\n"
              "function rules.play(g) g:end_match() end\n");
    Selection sel;
    sel.game = path();
    MatchSetup setup;
    setup.deal = {{"hand", {"5H 6H 7H 9C 9D 9S KD", "4H 8H 9H JK 2C"}}};
    return Match(load_rules(make_spec(sel)), setup);
  }
};
std::vector<std::string> log_of(const Match& m) {
  std::vector<std::string> out;
  for (const auto& e : m.log()) out.push_back(e.text);
  return out;
}
}  // namespace

TEST_CASE("laid melds are table objects: laid from a hand, extended in place, seen and saved", "[meld_kinds][laid]") {
  LayingGame game;
  Match m = game.match(
      "  g:log('laid %s', m:lay(g, '7H 5H 6H', 'hand', 1, 'laid', 1).text)\n"
      "  g:log('laid %s', m:lay(g, { '9S', '9C', '9D' }, 'hand', 1, 'laid', 1).text)\n"
      "  g:log('4H: %s', m:lay_off(g, '4H', 'hand', 2, 'laid', 1, 1).text)\n"
      "  g:log('8H: %s', m:lay_off(g, '8H', 'hand', 2, 'laid', 1, 1).text)\n"
      "  g:log('9H: %s', m:lay_off(g, '9H', 'hand', 2, 'laid', 1, 2).text)\n"
      "  g:log('JK: %s', m:lay_off(g, 'JK', 'hand', 2, 'laid', 1, 1).text)\n"
      "  g:log('now %s', texts(m:laid(g, 'laid', 1)))\n");
  CHECK(log_of(m) == std::vector<std::string>{"laid 5H 6H 7H", "laid 9C 9D 9S", "4H: 4H 5H 6H 7H", "8H: 4H 5H 6H 7H 8H",
                                              "9H: 9C 9D 9H 9S", "JK: JK 4H 5H 6H 7H 8H",
                                              "now JK 4H 5H 6H 7H 8H | 9C 9D 9H 9S"});
  CHECK(m.zone("hand", 1) == parse_cards("KD"));
  CHECK(m.zone("hand", 2) == parse_cards("2C"));
  const Json view = m.view(2);
  CHECK(view["zones"]["laid"][0]["melds"] ==
        Json::parse(R"([["JK", "4H", "5H", "6H", "7H", "8H"], ["9C", "9D", "9H", "9S"]])"));
  CHECK(!view["zones"]["laid"][1].contains("melds"));
  const Json saved = m.save();
  CHECK(saved["state"]["laid"] == Json::parse(R"([{"zone": "laid", "owner": 0, "size": 6},
                                                  {"zone": "laid", "owner": 0, "size": 4}])"));
  CHECK(Match::load(saved, load_rules).save() == saved);
  SECTION("a save whose melds hold more cards than their zone is refused") {
    Json edited = saved;
    edited["state"]["laid"][0]["size"] = 9;
    CHECK_THROWS_WITH(Match::load(edited, load_rules),
                      Catch::Contains("the melds of zone 'laid' hold more cards than the zone"));
  }
}

TEST_CASE("laying and laying off refuse what is no meld, and change nothing", "[meld_kinds][laid]") {
  LayingGame game;
  auto error = [&](const std::string& body) {
    try {
      game.match(body);
    } catch (const Error& e) {
      return enginetest::first_line(e.what());
    }
    return std::string("no error");
  };
  const std::string rules = game.path("rules.lua");
  CHECK(error("  m:lay(g, '5H 6H 9C', 'hand', 1, 'laid', 1)\n") == rules + ":5: lay: 5H 6H 9C is no meld of this game");
  CHECK(error("  m:lay(g, '4H 5H 6H', 'hand', 1, 'laid', 1)\n") == rules + ":5: lay: 4H is not in the zone laid from");
  CHECK(error("  m:lay(g, '5H 6H 7H', 'hand', 1, 'laid', 1)\n  m:lay_off(g, '9H', 'hand', 2, 'laid', 1, 1)\n") ==
        rules + ":6: lay_off: 9H does not extend meld 1 (5H 6H 7H)");
  CHECK(error("  m:lay_off(g, '9H', 'hand', 2, 'laid', 1, 1)\n") ==
        rules + ":5: lay_off: no meld 1 in that zone (it holds 0)");
  CHECK(error("  m:lay(g, '5H 6H 7H', 'hand', 1, 'laid', 1)\n  g:move_top('hand', 1, 'laid', 1)\n"
              "  m:laid(g, 'laid', 1)\n") ==
        rules + ":7: laid: zone 'laid' holds cards outside its melds (moved there or away by other calls)");
  // A failed lay leaves the hand as it was: a Lua pcall sees the error and the cards in place.
  Match m = game.match(
      "  local ok = pcall(function() m:lay(g, '5H 6H 7H 4H', 'hand', 1, 'laid', 1) end)\n"
      "  g:log('%s %s %s', tostring(ok), g:count('hand', 1), g:count('laid', 1))\n");
  CHECK(log_of(m) == std::vector<std::string>{"false 7 0"});
}

TEST_CASE("the Canasta family's older spelling (naturals:, size:, wild_melds:) reads the same kinds",
          "[meld_kinds][layout]") {
  const MeldRules sets_form = enginetest::hand_and_foot_meld_rules();
  MeldRules older = enginetest::declared_meld_rules(enginetest::kData + "/meld_turns");
  // The test game leaves out Hand and Foot's red 3s, which count nothing.
  older.kinds.value[make_card(3, 2)] = older.kinds.value[make_card(3, 3)] = 0;
  CHECK(older.natural_count == sets_form.natural_count);
  CHECK(older.target_rank == sets_form.target_rank);
  CHECK(older.rank_target == sets_form.rank_target);
  const MeldKinds &a = older.kinds, &b = sets_form.kinds;
  CHECK(std::tie(a.set.allowed, a.set.min, a.set.max, a.set.distinct_suits, a.set.ranks, a.set.wilds_only) ==
        std::tie(b.set.allowed, b.set.min, b.set.max, b.set.distinct_suits, b.set.ranks, b.set.wilds_only));
  CHECK(a.run.allowed == b.run.allowed);
  CHECK(std::tie(a.wild_rank, a.joker_wild, a.max_wilds, a.naturals_per_wild) ==
        std::tie(b.wild_rank, b.joker_wild, b.max_wilds, b.naturals_per_wild));
  CHECK(a.value == b.value);
  CHECK(sets_form.kinds.set.ranks == (0x3ff0 | 0x2));  // bits 4..13 (4 to K) and 1 (A)
}
