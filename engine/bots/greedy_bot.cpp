// "greedy": one move ahead. Each legal move is tried in a world sampled from what the seat knows,
// and the one whose position the rules' evaluate hook rates best for the seat's side is made
// (without the hook, the side's gain in the deal so far); ties go to the bot's random stream.
#include "bot_kinds.hpp"
#include "searching_bot.hpp"

namespace cardrt {

namespace {
class GreedyBot : public SearchingBot {
 public:
  GreedyBot(const GameSpec& game, int seat) : SearchingBot(game, seat, "greedy") {}

 private:
  std::size_t search(const Match& match, Rng& rng) override {
    const MoveList& legal = match.legal_moves();
    if (legal.size() == 1) return 0;
    Simulation& simulation = simulation_of(match);
    knowledge_.sample(match.state(), rng, world_);
    const int seat = knowledge_.seat();
    std::vector<std::size_t> best;
    double best_value = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      simulation.start_from(world_);
      const int index = simulation.find(key_of(legal, legal[i]));
      if (index < 0) continue;
      Match& sim = simulation.match();
      sim.apply(std::size_t(index));
      double value = 0;
      if (!sim.evaluate(seat, value)) value = double(simulation.gain(seat));
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
};
}  // namespace

std::unique_ptr<Bot> make_greedy_bot(BotOptions& options, const GameSpec& game, int seat) {
  options.finish();
  return std::make_unique<GreedyBot>(game, seat);
}

}  // namespace cardrt
