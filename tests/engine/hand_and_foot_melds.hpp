// Hand and Foot's meld rules as native data, and hands from card text: shared by the meld tests
// and the meld benchmark (bench/), so both exercise the same rules.
#pragma once

#include <string>

#include "cardrt/card.hpp"
#include "cardrt/melds.hpp"
#include "cardrt/state.hpp"

namespace enginetest {

// Targets 4..K, A; 2s and jokers wild; 3..7 cards, naturals >= 2 x wilds; wild melds; the card
// values of spec section 10 (red 3s 0: they count on their own).
inline cardrt::MeldRules hand_and_foot_meld_rules() {
  using namespace cardrt;
  MeldRules r;
  for (int rank : {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1}) {
    r.rank_target[std::size_t(rank)] = std::int8_t(r.natural_count);
    r.target_rank[std::size_t(r.natural_count++)] = std::int8_t(rank);
  }
  r.wild_rank = 2;
  r.joker_wild = true;
  r.min_size = 3;
  r.book_size = 7;
  r.naturals_per_wild = 2;
  r.wild_melds = true;
  for (int c = 0; c < 52; ++c) {
    int rank = rank_of(Card(c));
    r.value[std::size_t(c)] = rank == 1 || rank == 2 ? 20 : rank >= 8 ? 10 : 5;
  }
  r.value[kJoker] = 50;
  r.value[make_card(3, 2)] = 0;
  r.value[make_card(3, 3)] = 0;
  r.check();
  return r;
}

// "7C 7C 2S" → card counts.
inline cardrt::CardCounts hand_of(const std::string& cards) {
  cardrt::CardCounts counts{};
  for (cardrt::Card c : cardrt::parse_cards(cards)) ++counts[c];
  return counts;
}

}  // namespace enginetest
