// Starting a match of each shipped game, as cardrt.new does in a rule test or in Python: the
// selection made into a spec (its layout read once per process), the rules the process made once
// (shared_rules), and the match; then the same with its first deal dealt (the first legal moves).
// `fresh_rules` is what each start cost in rules before games were loaded once: a fresh Lua state
// with the scripts compiled and run (the YAML reading that came on top is not in it).
#include <benchmark/benchmark.h>

#include <string>

#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"

namespace {
using namespace cardrt;

Selection selection_of(const std::string& game) {
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/" + game;
  return sel;
}

// With `dealt`, the first deal is dealt too (the first legal moves asked for).
void new_match(benchmark::State& bench, const std::string& game, bool dealt) {
  const Selection sel = selection_of(game);
  std::uint64_t seed = 0;
  for (auto _ : bench) {
    MatchSetup setup;
    setup.seed = ++seed;
    Match match(shared_rules(make_spec(sel)), setup);
    if (dealt) match.legal_moves();
    benchmark::DoNotOptimize(match);
  }
}

void fresh_rules(benchmark::State& bench, const std::string& game) {
  const Selection sel = selection_of(game);
  for (auto _ : bench) {
    Match match(load_rules(make_spec(sel)), MatchSetup{});
    benchmark::DoNotOptimize(match);
  }
}

}  // namespace

#define CARDRT_NEW_MATCH_BENCHMARKS(game)                  \
  BENCHMARK_CAPTURE(new_match, game, #game, false);        \
  BENCHMARK_CAPTURE(new_match, game##_dealt, #game, true); \
  BENCHMARK_CAPTURE(fresh_rules, game, #game)->Unit(benchmark::kMicrosecond);

CARDRT_NEW_MATCH_BENCHMARKS(fantan)
CARDRT_NEW_MATCH_BENCHMARKS(tafferand)
CARDRT_NEW_MATCH_BENCHMARKS(hand_and_foot)
CARDRT_NEW_MATCH_BENCHMARKS(crazy_eights)
CARDRT_NEW_MATCH_BENCHMARKS(gin_rummy)

BENCHMARK_MAIN();
