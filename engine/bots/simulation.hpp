// A bot's private copy of the game to try moves in: a match going on from a world the bot
// sampled, and the deal results it reads at the end.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cardrt/match.hpp"

namespace cardrt {

// A move as a searching bot tells moves apart across sampled worlds, where the same move has
// different places in the legal lists.
struct MoveKey {
  std::uint16_t verb = 0;
  Card card = 0;
  std::uint16_t word = 0;
  std::string text;  // moves written out (groups)
  bool operator==(const MoveKey&) const = default;
};
MoveKey key_of(const MoveList& list, const Move& move);
bool same_move(const MoveKey& key, const MoveList& list, const Move& move);

class Simulation {
 public:
  explicit Simulation(const Match& real) : match_(real.rules(), real.state()) {}
  Match& match() { return match_; }
  // Starts again from `world`.
  void start_from(const State& world) { match_.assume(world); }
  // The index of `key` in the legal moves now, -1 when it is not legal here.
  int find(const MoveKey& key);
  // Each seat's gain in the deal so far (its side's score now less at the deal's start), by
  // seat from 1, scaled to [0, 1] between the lowest and the highest (0.5 each when equal).
  const std::vector<double>& shares();
  // Each seat's value by the rules' evaluate hook, by seat from 1; false when the rules
  // define none.
  bool evaluate(std::vector<double>& values);
  // The seat's side's gain in the deal so far.
  std::int64_t gain(int seat) const;

 private:
  Match match_;
  std::vector<double> shares_;
};

}  // namespace cardrt
