// What the bots that try moves share: the seat's knowledge, kept up to date from every move, the
// world sampled from it, and a private copy of the game to play in.
#pragma once

#include <optional>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/knowledge.hpp"
#include "simulation.hpp"

namespace cardrt {

class SearchingBot : public Bot {
 public:
  // `name` as --bots calls the bot ("ismcts"), for its errors.
  SearchingBot(const GameSpec& game, int seat, const char* name) : knowledge_(game, seat), name_(name) {}

  // An error of the rules met in a sampled world is the bot's, not the match's: it says whose
  // search met it, and at which move of the match.
  std::size_t choose(const Match& match, Rng& rng) final {
    try {
      return search(match, rng);
    } catch (const Error& e) {
      throw Error(std::string(e.what()) + "\n  in the search of the " + name_ + " bot of seat " +
                  std::to_string(knowledge_.seat()) + " for its move at " + match.moment());
    }
  }
  bool observes() const override { return true; }
  void start_match() override { knowledge_.reset(); }
  void observe(const State& before, const Match& after) override { knowledge_.observe(before, after.state()); }

 protected:
  // The private copy of `match`'s game, made on first use (and again for other rules).
  Simulation& simulation_of(const Match& match) {
    if (!simulation_ || simulation_->match().rules() != match.rules()) simulation_.emplace(match);
    return *simulation_;
  }

  // The move to make, as Bot::choose.
  virtual std::size_t search(const Match& match, Rng& rng) = 0;

  SeatKnowledge knowledge_;
  State world_;  // the last world sampled

 private:
  const char* name_;
  std::optional<Simulation> simulation_;
};

}  // namespace cardrt
