// Hand and Foot's meld rules as its game.yaml declares them, and hands from card text: shared by
// the meld tests and the meld benchmark (bench/), so both exercise the rules the game plays.
#pragma once

#include <string>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/melds.hpp"
#include "cardrt/state.hpp"

namespace enginetest {

// The melds rulesets/hand_and_foot/game.yaml declares (targets 4..K, A; 2s and jokers wild;
// 3..7 cards, naturals >= 2 x wilds; wild melds; the card values of spec section 10), as the
// rules use them.
inline cardrt::MeldRules hand_and_foot_meld_rules() {
  const auto layout = cardrt::load_layout(std::string(CARDRT_RULESETS_DIR) + "/hand_and_foot");
  for (const auto& m : layout->mechanics)
    if (m.kind == cardrt::MechanicKind::Melds) return m.melds.rules;
  throw cardrt::Error("rulesets/hand_and_foot/game.yaml declares no melds");
}

// "7C 7C 2S" → card counts.
inline cardrt::CardCounts hand_of(const std::string& cards) {
  cardrt::CardCounts counts{};
  for (cardrt::Card c : cardrt::parse_cards(cards)) ++counts[c];
  return counts;
}

}  // namespace enginetest
