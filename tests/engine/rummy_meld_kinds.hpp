// Rummy meld kinds the meld-kinds tests and benchmark (bench/meld_kinds_bench.cpp) share: Gin
// Rummy's as its game.yaml declares them, and a wild rummy built on them.
#pragma once

#include <string>

#include "cardrt/meld_kinds.hpp"
#include "hand_and_foot_melds.hpp"

namespace enginetest {

// The kinds rulesets/gin_rummy/game.yaml declares: sets of 3-4, runs of 3 or more with the ace
// low, no wilds; ace 1, pips, faces 10.
inline cardrt::MeldKinds gin_meld_kinds() {
  return declared_meld_rules(std::string(CARDRT_RULESETS_DIR) + "/gin_rummy").kinds;
}

// Gin's kinds with 2s and jokers wild, one a meld (a joker counts 15, a 2 counts 2), the ace as
// given and runs turning the corner with `wrap`.
inline cardrt::MeldKinds wild_meld_kinds(cardrt::AceIn ace = cardrt::AceIn::Low, bool wrap = false) {
  cardrt::MeldKinds k = gin_meld_kinds();
  k.wild_rank = 2;
  k.joker_wild = true;
  k.max_wilds = 1;
  k.value[cardrt::kJoker] = 15;
  k.run.ace = ace;
  k.run.wrap = wrap;
  return k;
}

}  // namespace enginetest
