// OpenSpiel's C++ euchre played by random players, for scripts/bench.sh: built against an
// OpenSpiel and an abseil fetched outside this repository (bench/openspiel/Makefile).
// Usage: euchre_random N SEED [GAME_STRING]
//   N           number of deals (each one a fresh NewInitialState())
//   SEED        seed for std::mt19937_64
//   GAME_STRING optional, default "euchre" (default parameters), e.g.
//               "euchre(allow_lone_defender=true,stick_the_dealer=false)"
// Chance outcomes are sampled by their probabilities (open_spiel::SampleAction
// with z ~ U[0,1)), player actions uniformly among LegalActions().

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "open_spiel/spiel.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s N SEED [GAME_STRING]\n", argv[0]);
    return 2;
  }
  const long long n = std::atoll(argv[1]);
  const uint64_t seed = std::strtoull(argv[2], nullptr, 10);
  const std::string game_string = argc > 3 ? argv[3] : "euchre";

  std::shared_ptr<const open_spiel::Game> game =
      open_spiel::LoadGame(game_string);
  const int num_players = game->NumPlayers();

  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> unif(0.0, 1.0);

  long long player_moves = 0, chance_moves = 0;
  double returns_sum = 0.0;  // sum over all players and deals (zero-sum => 0)
  std::vector<double> per_player(num_players, 0.0);
  long long zero_deals = 0;  // deals where every return is 0 (passed out)

  auto t0 = std::chrono::steady_clock::now();
  for (long long d = 0; d < n; ++d) {
    std::unique_ptr<open_spiel::State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      if (state->IsChanceNode()) {
        open_spiel::ActionsAndProbs outcomes = state->ChanceOutcomes();
        double z = unif(rng);
        open_spiel::Action a = open_spiel::SampleAction(outcomes, z).first;
        state->ApplyAction(a);
        ++chance_moves;
      } else {
        std::vector<open_spiel::Action> legal = state->LegalActions();
        std::uniform_int_distribution<size_t> pick(0, legal.size() - 1);
        state->ApplyAction(legal[pick(rng)]);
        ++player_moves;
      }
    }
    std::vector<double> r = state->Returns();
    bool all_zero = true;
    for (int p = 0; p < num_players; ++p) {
      returns_sum += r[p];
      per_player[p] += r[p];
      if (r[p] != 0) all_zero = false;
    }
    if (all_zero) ++zero_deals;
  }
  auto t1 = std::chrono::steady_clock::now();
  double secs = std::chrono::duration<double>(t1 - t0).count();

  std::printf("game: %s\n", game->ToString().c_str());
  std::printf("deals: %lld\n", n);
  std::printf("player_moves: %lld (%.4f per deal)\n", player_moves,
              n ? double(player_moves) / n : 0.0);
  std::printf("chance_moves: %lld (%.4f per deal)\n", chance_moves,
              n ? double(chance_moves) / n : 0.0);
  std::printf("returns_sum: %.1f\n", returns_sum);
  std::printf("returns_per_player:");
  for (int p = 0; p < num_players; ++p) std::printf(" %.1f", per_player[p]);
  std::printf("\n");
  std::printf("passed_out_deals: %lld\n", zero_deals);
  std::printf("loop_wall_seconds: %.3f\n", secs);
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  std::printf("process_user_cpu_seconds: %.4f\n",
              ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6);
  return 0;
}
