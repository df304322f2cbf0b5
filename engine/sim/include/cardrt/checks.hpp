// The shared check suite every ruleset and variant gets for free: random playouts that check the
// engine's contracts on the game's own rules.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

struct CheckOptions {
  int games = 20;
  std::uint64_t seed = 1;
  int forks_per_game = 3;  // points where a clone and a save/load copy split off
  MatchLimits limits;      // a deal or match past these counts as not ending
};

// One thing that went wrong, met in one or more playouts: the same error of the rules, or the
// same broken contract, is one failure however many playouts meet it.
struct CheckFailure {
  std::string what;       // the failure, with where in the first playout's match it happened
  int first_playout = 0;  // 1-based: the playout that met it first
  int playouts = 0;       // how many playouts met it
};

struct CheckReport {
  int games = 0;
  std::int64_t moves = 0;
  std::int64_t deals = 0;
  std::vector<CheckFailure> failures;  // in the order first met; at most kMaxFailures
  int more_failures = 0;               // failures of further kinds, each counted in every playout that met it
  static constexpr std::size_t kMaxFailures = 10;
  bool ok() const { return failures.empty(); }
  // 1-based; 0 when none failed.
  int first_failed_playout() const { return failures.empty() ? 0 : failures.front().first_playout; }
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
