// Rummy meld kinds: the melds a hand can form, the arrangement with the least deadwood and layoff
// targets, on worked Gin Rummy hands with exact results, and on thousands of seeded random hands
// against a brute force written apart from the engine's search (every subset of the hand checked
// by its own meld rules, every partition tried).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/meld_kinds.hpp"
#include "cardrt/rng.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {

// Gin Rummy: sets of 3-4, runs of 3 or more with the ace low, no wilds; face cards 10, ace 1.
MeldKinds gin() {
  MeldKinds k;
  k.set.allowed = true;
  k.run.allowed = true;
  k.max_wilds = 0;
  for (int c = 0; c < 52; ++c) k.value[std::size_t(c)] = std::min(rank_of(Card(c)), 10);
  return k;
}

// With 2s and jokers wild, one a meld; a joker counts 15, a 2 counts 2.
MeldKinds wild_rummy(AceIn ace, bool wrap) {
  MeldKinds k = gin();
  k.wild_rank = 2;
  k.joker_wild = true;
  k.max_wilds = 1;
  k.value[kJoker] = 15;
  k.run.ace = ace;
  k.run.wrap = wrap;
  return k;
}

CardCounts hand_of(const std::string& text) {
  CardCounts counts{};
  for (Card c : parse_cards(text)) ++counts[c];
  return counts;
}

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
  if (naturals.empty() || wilds > k.max_wilds) return false;
  const bool one_rank =
      std::all_of(naturals.begin(), naturals.end(), [&](Card c) { return rank_of(c) == rank_of(naturals[0]); });
  if (k.set.allowed && one_rank && size >= k.set.min && size <= k.set.max) {
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
                                      wild_rummy(AceIn::High, true)};
  for (std::size_t kind = 0; kind < all.size(); ++kind) {
    const MeldKinds& k = all[kind];
    for (int round = 0; round < 500; ++round) {
      std::vector<Card> deck;
      // Gin has no joker; the other kinds play one, wild.
      for (int c = 0; c < (kind == 0 ? 52 : 53); ++c) deck.push_back(Card(c));
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
