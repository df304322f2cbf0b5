// The shared check suite every ruleset and variant gets for free: random playouts that check the
// engine's contracts on the game's own rules.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

struct CheckOptions {
  int games = 20;
  std::uint64_t seed = 1;
  int forks_per_game = 3;  // points where a clone and a save/load copy split off
  int max_moves = 200000;  // a match longer than this counts as not ending
};

struct CheckReport {
  int games = 0;
  std::int64_t moves = 0;
  std::int64_t deals = 0;
  std::vector<std::string> failures;  // at most a few per kind of check
  int first_failed_playout = 0;       // 1-based; 0 when none failed
  bool ok() const { return failures.empty(); }
};

// In every playout, after every move: legal moves are unique and in the layout's documented
// order, and cards are conserved within the deal; at every deal's start and every seventh move,
// no seat's view shows the cards of a zone hidden from it and the rules' evaluate hook, if any,
// rates every seat without error; at every deal's end the seats' scores agree with the rules'
// score terms, if any, and the metrics hook, if any, gives named integers. At random points a clone and a
// saved-and-loaded copy continue with the same moves and must stay identical to the original to the end of the match.
// The rules come from `loader`.
CheckReport run_checks(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const CheckOptions& opts);

}  // namespace cardrt
