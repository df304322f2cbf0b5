// Meld rules as a game's game.yaml declares them (Hand and Foot's above all), and hands from card
// text: shared by the meld tests and the meld benchmarks (bench/), so they exercise the rules the
// games play.
#pragma once

#include <string>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/melds_mechanic.hpp"
#include "cardrt/state.hpp"

namespace enginetest {

// The meld rules of the first melds mechanic the game.yaml of game folder `dir` declares.
inline cardrt::MeldRules declared_meld_rules(const std::string& dir) {
  const auto layout = cardrt::load_layout(dir);  // kept alive while its mechanics are read
  for (const auto& m : layout->mechanics)
    if (const auto* melds = m.as<cardrt::MeldsMechanic>()) return melds->melds.rules;
  throw cardrt::Error(dir + "/game.yaml declares no melds");
}

// The melds rulesets/hand_and_foot/game.yaml declares (targets 4..K, A; 2s and jokers wild;
// 3..7 cards, naturals >= 2 x wilds; wild melds; the card values of spec section 10), as the
// rules use them.
inline cardrt::MeldRules hand_and_foot_meld_rules() {
  return declared_meld_rules(std::string(CARDRT_RULESETS_DIR) + "/hand_and_foot");
}

// "7C 7C 2S" → card counts.
inline cardrt::CardCounts hand_of(const std::string& cards) {
  cardrt::CardCounts counts{};
  for (cardrt::Card c : cardrt::parse_cards(cards)) ++counts[c];
  return counts;
}

}  // namespace enginetest
