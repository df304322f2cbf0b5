// A bot's private copy of the game (simulation.hpp).
#include "simulation.hpp"

#include <algorithm>

namespace cardrt {

MoveKey key_of(const MoveList& list, const Move& move) {
  return MoveKey{move.verb, move.card, move.word, std::string(list.text(move))};
}

bool same_move(const MoveKey& key, const MoveList& list, const Move& move) {
  return key.verb == move.verb && key.card == move.card && key.word == move.word && key.text == list.text(move);
}

int Simulation::find(const MoveKey& key) {
  const MoveList& legal = match_.legal_moves();
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (same_move(key, legal, legal[i])) return int(i);
  return -1;
}

std::int64_t Simulation::gain(int seat) const {
  const State& state = match_.state();
  const std::int64_t gained = match_.table().score(seat) - state.deal_start_score[std::size_t(seat - 1)];
  return match_.spec().lowest_score_wins ? -gained : gained;
}

const std::vector<double>& Simulation::shares() {
  const int players = match_.spec().players;
  shares_.assign(std::size_t(players) + 1, 0.5);
  std::int64_t low = gain(1), high = low;
  for (int seat = 2; seat <= players; ++seat) {
    low = std::min(low, gain(seat));
    high = std::max(high, gain(seat));
  }
  if (high > low)
    for (int seat = 1; seat <= players; ++seat)
      shares_[std::size_t(seat)] = double(gain(seat) - low) / double(high - low);
  return shares_;
}

}  // namespace cardrt

namespace cardrt {

bool Simulation::evaluate(std::vector<double>& values) {
  const int players = match_.spec().players;
  values.assign(std::size_t(players) + 1, 0);
  for (int seat = 1; seat <= players; ++seat)
    if (!match_.evaluate(seat, values[std::size_t(seat)])) return false;
  return true;
}

}  // namespace cardrt
