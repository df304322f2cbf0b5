// "greedy": one move ahead. Each legal move is tried in a world sampled from what the seat knows,
// and the one whose position the rules' evaluate hook rates best for the seat's side is made
// (without the hook, the side's gain in the deal so far); ties go to the bot's random stream.
#include <optional>

#include "bot_kinds.hpp"
#include "cardrt/knowledge.hpp"
#include "simulation.hpp"

namespace cardrt {

namespace {
class GreedyBot : public Bot {
 public:
  GreedyBot(const GameSpec& game, int seat) : knowledge_(game, seat) {}

  bool observes() const override { return true; }
  void start_match() override { knowledge_.reset(); }
  void observe(const State& before, const Match& after) override { knowledge_.observe(before, after.state()); }

  std::size_t choose(const Match& match, Rng& rng) override {
    const MoveList& legal = match.legal_moves();
    if (legal.size() == 1) return 0;
    if (!simulation_ || simulation_->match().rules() != match.rules()) simulation_.emplace(match);
    knowledge_.sample(match.state(), rng, world_);
    const int seat = knowledge_.seat();
    std::vector<std::size_t> best;
    double best_value = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      simulation_->start_from(world_);
      const int index = simulation_->find(key_of(legal, legal[i]));
      if (index < 0) continue;
      Match& sim = simulation_->match();
      sim.apply(std::size_t(index));
      double value = 0;
      if (!sim.evaluate(seat, value)) value = double(simulation_->gain(seat));
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

 private:
  SeatKnowledge knowledge_;
  std::optional<Simulation> simulation_;
  State world_;
};
}  // namespace

std::unique_ptr<Bot> make_greedy_bot(BotOptions& options, const GameSpec& game, int seat) {
  options.finish();
  return std::make_unique<GreedyBot>(game, seat);
}

}  // namespace cardrt
