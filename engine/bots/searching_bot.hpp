// What the bots that try moves share: the seat's knowledge, kept up to date from every move, the
// world sampled from it, and a private copy of the game to play in.
#pragma once

#include <optional>

#include "cardrt/bots.hpp"
#include "cardrt/knowledge.hpp"
#include "simulation.hpp"

namespace cardrt {

class SearchingBot : public Bot {
 public:
  SearchingBot(const GameSpec& game, int seat) : knowledge_(game, seat) {}

  bool observes() const override { return true; }
  void start_match() override { knowledge_.reset(); }
  void observe(const State& before, const Match& after) override { knowledge_.observe(before, after.state()); }

 protected:
  // The private copy of `match`'s game, made on first use (and again for other rules).
  Simulation& simulation_of(const Match& match) {
    if (!simulation_ || simulation_->match().rules() != match.rules()) simulation_.emplace(match);
    return *simulation_;
  }

  SeatKnowledge knowledge_;
  State world_;  // the last world sampled

 private:
  std::optional<Simulation> simulation_;
};

}  // namespace cardrt
