// Legal-move generation of the native meld mechanic (Hand and Foot's meld rules) for 40-card
// hands with many wilds: an opened side (meld and add moves), an unopened side (minimal opening
// compounds at the minimums 50 and 150, and pickups). Each case runs as generation alone
// (generate), with the canonical text of every move added to a move list, which is what M:moves
// does (with_text), and with that list then sorted as out:sort() does (sorted). The `moves`
// counter is the length of the list.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/melds.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/rng.hpp"
#include "hand_and_foot_melds.hpp"

namespace {
using namespace cardrt;

const MeldRules kRules = enginetest::hand_and_foot_meld_rules();
using enginetest::hand_of;

// 40 cards, 9 of them wild (five 2s, four jokers), every natural rank at least twice, two 3s.
const std::string kManyWilds =
    "4C 4D 4S 5H 5S 6C 6D 6H 7C 7S 7S 8D 8H 8S 9C 9D TC TS JD JH JS QC QD KH KS KS AC AD AH 3C 3H "
    "2C 2D 2H 2S 2S JK JK JK JK";

// The side of the opened case: incomplete 5s, 9s, kings and wilds, some books.
MeldSide opened_side() {
  MeldSide side;
  auto put = [&](const char* target, int n, int w) {
    int t = kRules.parse_target(target);
    side.naturals[std::size_t(t)] = std::uint8_t(n);
    side.wilds[std::size_t(t)] = std::uint8_t(w);
  };
  put("5", 3, 0);
  put("9", 4, 1);
  put("K", 2, 1);
  put("wild", 0, 3);
  side.books = {1, 1, 0};
  return side;
}

// 40-card hands drawn from five 54-card decks (a 4-player Hand and Foot game), seeded.
std::vector<CardCounts> random_hands(int count, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<CardCounts> hands;
  std::vector<Card> pile;
  for (int d = 0; d < 5; ++d) {
    for (int c = 0; c < 52; ++c) pile.push_back(Card(c));
    pile.push_back(kJoker);
    pile.push_back(kJoker);
  }
  for (int i = 0; i < count; ++i) {
    rng.shuffle(pile.data(), pile.size());
    CardCounts counts{};
    for (int k = 0; k < 40; ++k) ++counts[pile[std::size_t(k)]];
    hands.push_back(counts);
  }
  return hands;
}

std::size_t openings(const CardCounts& counts, int minimum, std::vector<MeldMove>& out) {
  MeldRequest request;
  request.minimum = minimum;
  out.clear();
  meld_moves(kRules, meld_hand(kRules, counts), MeldSide{}, request, out);
  return out.size();
}

// Of `count` seeded random hands, the one with the longest opening list at `minimum`.
CardCounts worst_hand(int count, int minimum) {
  std::vector<MeldMove> moves;
  CardCounts worst{};
  std::size_t most = 0;
  for (const CardCounts& h : random_hands(count, 2024)) {
    std::size_t n = openings(h, minimum, moves);
    if (n >= most) {
      most = n;
      worst = h;
    }
  }
  return worst;
}

enum class Stage { Generate, Text, Sorted };

// The move verbs in MeldVerb order, for sorting by text.
Layout meld_layout() {
  Layout layout;
  for (const char* verb : {"meld", "add", "pickup"}) {
    MoveDef def;
    def.verb = verb;
    def.arg = ArgKind::Groups;
    layout.moves.push_back(def);
  }
  return layout;
}
const Layout kLayout = meld_layout();

template <class Generate>
void run(benchmark::State& state, const CardCounts& counts, Stage stage, Generate generate) {
  std::vector<MeldMove> moves;
  MoveList list;
  MeldHand hand = meld_hand(kRules, counts);
  for (auto _ : state) {
    moves.clear();
    generate(hand, moves);
    if (stage != Stage::Generate) {
      list.clear();
      MeldWriter writer(kRules, counts);
      for (const MeldMove& m : moves) list.add_text(std::uint16_t(m.verb), writer.text(m));
      if (stage == Stage::Sorted) sort_by_text(kLayout, list);
      benchmark::DoNotOptimize(list.size());
    }
    benchmark::DoNotOptimize(moves.data());
  }
  state.counters["moves"] = double(moves.size());
}

void opened_moves(benchmark::State& state, Stage stage) {
  MeldSide side = opened_side();
  run(state, hand_of(kManyWilds), stage, [&](const MeldHand& hand, std::vector<MeldMove>& out) {
    MeldRequest request;
    request.opened = true;
    meld_moves(kRules, hand, side, request, out);
  });
}

void opening_moves(benchmark::State& state, const CardCounts& counts, Stage stage) {
  int minimum = int(state.range(0));
  run(state, counts, stage, [&](const MeldHand& hand, std::vector<MeldMove>& out) {
    MeldRequest request;
    request.minimum = minimum;
    meld_moves(kRules, hand, MeldSide{}, request, out);
  });
}

void many_wilds_openings(benchmark::State& state, Stage stage) { opening_moves(state, hand_of(kManyWilds), stage); }

void worst_openings(benchmark::State& state, Stage stage) {
  opening_moves(state, worst_hand(2000, int(state.range(0))), stage);
}

// Unopened pickups of the top card KD (G0 with the hand's kings first).
void pickups(benchmark::State& state, Stage stage) {
  int minimum = int(state.range(0));
  run(state, hand_of(kManyWilds), stage, [&](const MeldHand& hand, std::vector<MeldMove>& out) {
    PickupRequest request;
    request.top = *parse_card("KD");
    request.minimum = minimum;
    request.take = 6;
    pickup_moves(kRules, hand, MeldSide{}, request, out);
  });
}

// The mean over 200 seeded random 40-card hands (5 decks), with text: one iteration runs all of
// them; items_per_second is hands per second, `moves` the total, `most` the longest list.
void random_openings(benchmark::State& state) {
  int minimum = int(state.range(0));
  std::vector<CardCounts> hands = random_hands(200, 99);
  std::vector<MeldMove> moves;
  MoveList list;
  std::size_t total = 0, most = 0;
  for (auto _ : state) {
    total = most = 0;
    for (const CardCounts& counts : hands) {
      moves.clear();
      MeldRequest request;
      request.minimum = minimum;
      meld_moves(kRules, meld_hand(kRules, counts), MeldSide{}, request, moves);
      list.clear();
      MeldWriter writer(kRules, counts);
      for (const MeldMove& m : moves) list.add_text(0, writer.text(m));
      total += moves.size();
      most = std::max(most, moves.size());
    }
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(hands.size()));
  state.counters["moves"] = double(total);
  state.counters["most"] = double(most);
}

}  // namespace

BENCHMARK_CAPTURE(opened_moves, generate, Stage::Generate)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(opened_moves, with_text, Stage::Text)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(opened_moves, sorted, Stage::Sorted)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(many_wilds_openings, generate, Stage::Generate)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(many_wilds_openings, with_text, Stage::Text)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(many_wilds_openings, sorted, Stage::Sorted)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(pickups, with_text, Stage::Text)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK(random_openings)->Arg(50)->Arg(150)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worst_openings, generate, Stage::Generate)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(worst_openings, with_text, Stage::Text)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(worst_openings, sorted, Stage::Sorted)->Arg(50)->Arg(150)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
