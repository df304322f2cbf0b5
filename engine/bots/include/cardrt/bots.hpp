// Bots: players the engine runs itself. A bot sees only the legal moves and its seat's view.
#pragma once

#include <memory>
#include <string>

#include "cardrt/match.hpp"
#include "cardrt/rng.hpp"

namespace cardrt {

class Bot {
 public:
  virtual ~Bot() = default;
  // Index into match.legal_moves() of the move to make for the seat to move. A bot reads the match
  // and changes nothing.
  virtual std::size_t choose(const Match& match, Rng& rng) = 0;
};

// The bots' random stream of a match, derived from the match seed: simulate and play use the
// same one, so a simulated match can be watched again with `cardrt play --seed`.
inline Rng bot_rng(std::uint64_t match_seed) { return Rng(match_seed ^ 0x5bd1e995a4c3f2e1ULL); }

// "random": uniform among the legal moves. "first": always the first legal move.
std::unique_ptr<Bot> make_bot(const std::string& name);
std::string bot_names();

}  // namespace cardrt
