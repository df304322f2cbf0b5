// A live table: one match that people and bots play together, each person through the seat a
// private token opens. The table is the authority: it checks every person's move (the token's
// seat, its turn, a legal move) before the match sees it, lets the bots move, shows each seat
// only its own view, and keeps the record as the match goes.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/bots.hpp"
#include "cardrt/match.hpp"

namespace cardrt {

// Who plays a seat: a person, through the seat's token, or its bot. A person's seat has a bot too,
// which watches every move and plays the seat while it is handed to it.
struct SeatPlan {
  bool person = false;
  BotSpec bot;
};

// 128 bits from the system's random source (getrandom on Linux), as 32 hex digits: a seat's
// token, or any name nobody may guess.
std::string fresh_token(std::random_device& source);

// A seat's plan from words: "human" (its stand-in bot is greedy) or a bot as --bots names it
// ("ismcts:iterations=300"). Throws Error naming an unknown bot or option.
SeatPlan parse_seat_plan(const std::string& plays, const GameSpec& game, int seat);
// One plan per seat; a wrong count is an Error too, and a bad plan's names its seat ("seat 2: unknown
// bot 'clever' ...").
std::vector<SeatPlan> parse_seat_plans(const std::vector<std::string>& seats, const GameSpec& game);

class LiveTable {
 public:
  // Starts the match of `rules` on `seed`; every person's seat and the spectators get a token drawn
  // from the system's random source (128 bits, as 32 hex digits).
  LiveTable(std::shared_ptr<Rules> rules, std::vector<SeatPlan> seats, std::uint64_t seed);

  const Match& match() const { return match_; }
  int players() const { return int(seats_.size()); }
  // A person's seat's token ("" for a bot's seat), and the spectators' one.
  const std::string& token(int seat) const { return seats_.at(std::size_t(seat - 1)).token; }
  const std::string& spectator_token() const { return spectator_token_; }
  // The seat a token opens, 0 for the spectators' one; nullopt for any other text. Every token is
  // compared in full, so the time taken says nothing of how much of one matched.
  std::optional<int> seat_of(std::string_view token) const;

  // A person's move, typed as `cardrt play` takes it. Throws Error, the match unchanged, when the
  // token opens no person's seat, the seat is handed to its bot, it is not the seat's turn, or the
  // move is not legal (the rules' reason and the legal moves).
  void play(std::string_view token, std::string_view move);
  // The same for the seat a token opened (0: the spectators, who make no moves).
  void play(int seat, std::string_view move);
  // Whether a seat played by its bot is to move.
  bool bot_to_move() const;
  // That bot makes its move.
  void bot_move();
  // Once a deal has ended and the match goes on: deals the next one.
  bool deal_over() const { return match_.deal_over() && !match_.over(); }
  void next_deal();
  // Hands a person's seat to its bot (true) or gives it back (false).
  void hand_to_bot(int seat, bool to_bot);
  bool played_by_bot(int seat) const;

  // What seat `seat` (0: the spectators) is shown: the match's view from it, who plays each seat,
  // the moves made so far (`version`), the latest kViewMessages of the rules' messages, the result
  // once the match is over, and the seat's legal moves when it is its turn and a person plays it.
  Json view(int seat) const;
  static constexpr std::size_t kViewMessages = 20;
  // The record of the match so far (make_record), as `cardrt replay` reads it.
  Json record() const;

  // The table as its file holds it, to go on after a restart: the record so far, each seat's
  // plan, token and whether its bot plays it, the spectators' token, the deal it is in (the next
  // one may have been dealt before anyone moved in it) and the bots' random stream.
  // `beside` is the file it is written to (the record names the game relative to its folder).
  Json save(const std::string& beside = "") const;
  // A table save() wrote, checked whole before it is used (a file is untrusted: every field, token
  // and move) and played again to where it stood, every bot watching every move. Errors name the
  // field: "not a cardrt table: seats[1].token: must be 32 hex digits".
  static LiveTable load(const Json& saved, const RulesLoader& loader, const std::vector<std::string>& search_dirs = {},
                        const std::string& beside = "");

 private:
  struct Seat {
    SeatPlan plan;
    std::string token;
    bool handed_to_bot = false;
    std::unique_ptr<Bot> bot;
  };
  explicit LiveTable(Match match);
  // After a move made from `before`: every bot watches it.
  void watched(const State& before);

  Match match_;
  std::vector<Seat> seats_;
  std::string spectator_token_;
  Rng bot_rng_;
};

}  // namespace cardrt
