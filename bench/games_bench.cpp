// The per-move path of each shipped game with its Lua rules, at a mid-deal position reached by
// random play: cloning the native state, listing the legal moves and one move through the match
// (which hands the turns to a declared mechanic when the rules did; the move is made from a fresh
// clone of the position, as the listing is too, so that cost is in them), and one seat's view.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/rules.hpp"
#include "cardrt/runtime.hpp"

namespace {
using namespace cardrt;

struct Position {
  std::shared_ptr<Rules> rules;
  State state;
  Match match;
};

// A match of `game` after `moves` random moves of its first deal (Tafferand: `contract` chosen).
Position mid_deal(const std::string& game, int moves, const std::string& contract = "") {
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/" + game;
  auto rules = load_rules(make_spec(sel));
  Match m(rules, MatchSetup{});
  if (!contract.empty()) m.play("choose " + contract);
  Rng rng(7);
  for (int i = 0; i < moves && !m.deal_over(); ++i) m.apply(rng.uniform(std::uint32_t(m.legal_moves().size())));
  if (m.deal_over()) throw Error(game + ": the deal ended before the benchmark position");
  Position p{rules, m.state(), m};
  return p;
}

Position& position(const std::string& name) {
  static Position fantan = mid_deal("fantan", 24);
  static Position general = mid_deal("tafferand", 24, "general");
  static Position elferraus = mid_deal("tafferand", 24, "elferraus");
  static Position hand_and_foot = mid_deal("hand_and_foot", 100);
  if (name == "fantan") return fantan;
  if (name == "general") return general;
  if (name == "elferraus") return elferraus;
  return hand_and_foot;
}

void clone(benchmark::State& bench, const std::string& name) {
  const Position& p = position(name);
  State copy;
  for (auto _ : bench) {
    copy = p.state;
    benchmark::DoNotOptimize(copy);
  }
}

void legal_moves(benchmark::State& bench, const std::string& name) {
  Position& p = position(name);
  for (auto _ : bench) {
    p.match.assume(p.state);
    benchmark::DoNotOptimize(p.match.legal_moves());
  }
  p.match.assume(p.state);
  bench.counters["moves"] = double(p.match.legal_moves().size());
}

void clone_and_move(benchmark::State& bench, const std::string& name) {
  Position& p = position(name);
  for (auto _ : bench) {
    p.match.assume(p.state);
    p.match.apply(0);
    benchmark::DoNotOptimize(p.match.state());
  }
}

void view(benchmark::State& bench, const std::string& name) {
  Position& p = position(name);
  p.match.assume(p.state);
  const int seat = p.match.to_move();
  for (auto _ : bench) benchmark::DoNotOptimize(p.match.view(seat));
}

}  // namespace

#define CARDRT_GAME_BENCHMARKS(game)              \
  BENCHMARK_CAPTURE(clone, game, #game);          \
  BENCHMARK_CAPTURE(legal_moves, game, #game);    \
  BENCHMARK_CAPTURE(clone_and_move, game, #game); \
  BENCHMARK_CAPTURE(view, game, #game);

CARDRT_GAME_BENCHMARKS(fantan)
CARDRT_GAME_BENCHMARKS(general)
CARDRT_GAME_BENCHMARKS(elferraus)
CARDRT_GAME_BENCHMARKS(hand_and_foot)

BENCHMARK_MAIN();
