// "greedy": a move or a few ahead. Each legal move is tried in a world sampled from what the seat
// knows, and the one whose position the rules' evaluate hook rates best for the seat's side is made
// (without the hook, the side's gain in the deal so far); ties go to the bot's random stream. With
// `depth` above 1, a move after which the seat moves again is rated by the best of its own next
// moves, down to that many moves in all: a patience player who looks a little ahead.
#include <limits>

#include "bot_kinds.hpp"
#include "searching_bot.hpp"

namespace cardrt {

namespace {
class GreedyBot : public SearchingBot {
 public:
  GreedyBot(const GameSpec& game, int seat, int depth) : SearchingBot(game, seat, "greedy"), depth_(depth) {}

 private:
  std::size_t search(const Match& match, Rng& rng) override {
    const MoveList& legal = match.legal_moves();
    if (legal.size() == 1) return 0;
    Simulation& simulation = simulation_of(match);
    knowledge_.sample(match.state(), rng, world_);
    std::vector<std::size_t> best;
    double best_value = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      simulation.start_from(world_);
      const int index = simulation.find(key_of(legal, legal[i]));
      if (index < 0) continue;
      simulation.match().apply(std::size_t(index));
      const double value = value_now(simulation, depth_ - 1);
      if (best.empty() || value > best_value) {
        best.assign(1, i);
        best_value = value;
      } else if (value == best_value) {
        best.push_back(i);
      }
    }
    if (best.empty()) return rng.uniform(std::uint32_t(legal.size()));
    return best[rng.uniform(std::uint32_t(best.size()))];
  }

  // The value of the simulation's position for the seat, looking `ahead` more of its own moves.
  double value_now(Simulation& simulation, int ahead) {
    Match& sim = simulation.match();
    const int seat = knowledge_.seat();
    if (ahead > 0 && !sim.state().deal_over && sim.state().to_move == seat) {
      const State here = sim.state();
      const std::size_t moves = sim.legal_moves().size();
      double best = -std::numeric_limits<double>::infinity();
      for (std::size_t i = 0; i < moves; ++i) {
        simulation.start_from(here);
        sim.apply(i);
        best = std::max(best, value_now(simulation, ahead - 1));
      }
      return best;
    }
    double value = 0;
    if (!sim.evaluate(seat, value)) value = double(simulation.gain(seat));
    return value;
  }

  int depth_;
};
}  // namespace

std::unique_ptr<Bot> make_greedy_bot(BotOptions& options, const GameSpec& game, int seat) {
  const int depth = int(options.integer("depth", 1, 1, 4));
  options.finish();
  return std::make_unique<GreedyBot>(game, seat, depth);
}

}  // namespace cardrt
