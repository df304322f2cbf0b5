// Bots: players the engine runs itself, one per seat. A bot decides from what its seat may know:
// the legal moves, what the seat sees, and the moves it watched being made.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cardrt/match.hpp"
#include "cardrt/rng.hpp"

namespace cardrt {

class Bot {
 public:
  virtual ~Bot() = default;
  // Index into match.legal_moves() of the move to make for the bot's seat, which is to move. A
  // bot reads the match and changes nothing.
  virtual std::size_t choose(const Match& match, Rng& rng) = 0;
  // Whether the bot watches every move (observe), to remember what its seat saw.
  virtual bool observes() const { return false; }
  // A new match begins: what the bot remembered of the last one goes.
  virtual void start_match() {}
  // After any seat's move: `before` is the state the move was made from.
  virtual void observe(const State& /*before*/, const Match& /*after*/) {}
};

// The bots' random stream of a match, derived from the match seed: simulate and play use the
// same one, so a simulated match can be watched again with `cardrt play --seed`.
inline Rng bot_rng(std::uint64_t match_seed) { return Rng(match_seed ^ 0x5bd1e995a4c3f2e1ULL); }

// A bot as `--bots` names it: a name and options after colons, "ismcts:iterations=500:c=0.7".
struct BotSpec {
  std::string name;
  std::vector<std::pair<std::string, std::string>> options;
};

// The seats' bots from a `--bots` text: one spec for every seat, or one per seat separated by
// commas ("ismcts,random,random,random"). Throws Error naming the problem (an unknown bot or
// option, a bad value, a count that is neither 1 nor the number of seats).
std::vector<BotSpec> parse_lineup(const std::string& text, int players);
// A seat's bot as --bots names it: "ismcts:iterations=500".
std::string bot_text(const BotSpec& bot);
// The seats' bots in words: "greedy at every seat", "ismcts:iterations=300 at seat 1, greedy at
// seats 2, 3 and 4".
std::string lineup_text(const std::string& text, int players);
// Whether a bot plays sensibly: it looks at what its moves do (greedy, ismcts), unlike random and
// first, which play without regard to the game. Statistics a designer trusts come from such bots.
bool bot_plays_sensibly(const BotSpec& bot);
// The bot a spec describes, playing `seat` of the game.
std::unique_ptr<Bot> make_bot(const BotSpec& spec, const GameSpec& game, int seat);
// The bots there are ("random", "first", "greedy", "ismcts"), and the same as one text.
const std::vector<std::string>& known_bots();
std::string bot_names();
// Error when game.yaml's `bots:` names an unknown bot or gives one an option it lacks or a bad
// value, with the place in game.yaml.
void check_bot_defaults(const GameSpec& game);

// A bot for each seat of a match, and what they all watch.
class Lineup {
 public:
  Lineup(const std::string& text, const GameSpec& game);
  Bot& at(int seat) { return *bots_[std::size_t(seat - 1)]; }
  // The move of the seat to move. A lineup of random bots only draws it directly: a simulation's
  // every move comes here.
  std::size_t choose(const Match& match, Rng& rng) {
    if (all_random_) return rng.uniform(std::uint32_t(match.legal_moves().size()));
    return at(match.to_move()).choose(match, rng);
  }
  // Whether any bot watches the moves: only then must the caller keep the state each move was
  // made from and call observe.
  bool observes() const { return observes_; }
  void start_match();
  void observe(const State& before, const Match& after);

 private:
  std::vector<std::unique_ptr<Bot>> bots_;
  bool observes_ = false;
  bool all_random_ = true;
};

}  // namespace cardrt
