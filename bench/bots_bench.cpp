// What a searching bot costs per decision: ismcts at 1,000 iterations (and greedy) deciding the
// first card of a Tafferand trick contract (hearts: the deal played out to its end in each
// playout), from the position after the declarer's choice, as simulate's bots see it.
#include <benchmark/benchmark.h>

#include <string>

#include "cardrt/bots.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"

namespace {
using namespace cardrt;

Match& tafferand_trick_position() {
  static Match m = [] {
    Selection sel;
    sel.game = std::string(CARDRT_RULESETS_DIR) + "/tafferand";
    Match match(load_rules(make_spec(sel)), MatchSetup{});
    match.play("choose hearts");
    return match;
  }();
  return m;
}

void decide(benchmark::State& bench, const std::string& bot) {
  Match& m = tafferand_trick_position();
  Lineup bots(bot, m.spec());
  bots.start_match();
  Rng rng(1);
  for (auto _ : bench) benchmark::DoNotOptimize(bots.choose(m, rng));
}

BENCHMARK_CAPTURE(decide, ismcts_1000_iterations_tafferand_hearts, std::string("ismcts:iterations=1000"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, greedy_tafferand_hearts, std::string("greedy"))->Unit(benchmark::kMicrosecond);
}  // namespace

BENCHMARK_MAIN();
