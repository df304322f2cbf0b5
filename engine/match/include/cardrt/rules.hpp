// Rules: the hooks the engine calls to run a game. The Lua rules of a ruleset folder are one
// implementation (engine/script); a game may implement them natively as well.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// A side's deal score split into named terms (rules.score_terms), sorted by name.
using ScoreTerms = std::vector<std::pair<std::string, std::int64_t>>;

// Each hook works on the state it is given. A hook that returns bool returns false when the game
// leaves that step to the engine, whose default is said beside the call in match.cpp. An
// implementation serves one match at a time and one thread; an Error it throws leaves the state
// to the caller to restore (Match keeps a copy).
// The most names a score_terms or metrics hook may return: each is a column of a report and of
// every deal's row in a results database.
constexpr std::size_t kMaxNamedIntegers = 1000;

class Rules {
 public:
  virtual ~Rules() = default;
  virtual const GameSpec& spec() const = 0;

  virtual bool start_match(State&) { return false; }
  virtual bool first_dealer(State&) { return false; }
  virtual bool deal(State& state) = 0;
  virtual bool start_deal(State&) { return false; }
  virtual bool next_dealer(State&) { return false; }
  // While `sink` is set, the messages the rules give the players (g:log) are appended to it; while
  // it is null they are dropped unread, so a simulation that keeps no record pays nothing.
  virtual void set_log(std::vector<std::string>* /*sink*/) {}
  // The legal moves of the seat to move.
  virtual void moves(const State& state, MoveList& out) = 0;
  // Applies `move` of `list` (the legal list) to `state`. `before` is the state as it was before
  // the move, which the match keeps to roll a failed move back to: an implementation that must
  // make the move again starts from it, without a copy of its own.
  virtual void apply(State& state, const State& before, const MoveList& list, const Move& move) = 0;
  // While a declared mechanic plays the turns (State::turns, GameSpec::turns), the match lists and
  // applies the moves with it and hands the rules only the events they settle: a seat went out
  // (its last card laid), a trick before the last was won, the last trick was won, a stuck seat
  // passed, an auction was won or passed out. turn_hooks says which of these the rules settle.
  virtual TurnHooks turn_hooks() const { return {}; }
  // Rules that must list (apply) every move themselves even while a mechanic plays the turns: a
  // variant that wraps rules.moves (rules.play) is never bypassed. The mechanic's native listing
  // and applying are then what the variant's base hooks do.
  virtual bool lists_every_move() const { return false; }
  virtual bool applies_every_move() const { return false; }
  virtual void went_out(State&, int /*seat*/) {}
  virtual void trick_won(State&, int /*winner*/) {}
  virtual void last_trick(State&, int /*winner*/) {}
  virtual void stuck(State&, int /*seat*/) {}
  virtual void auction_over(State&, int /*bidder*/) {}
  // Typed text of a `groups` move, rewritten to the form the legal list holds. False, with the
  // reason in `why`, when it names no move; true and unchanged when the game needs no rewriting.
  virtual bool canonical(const State&, std::uint16_t /*verb*/, std::string& /*text*/, std::string& /*why*/) {
    return true;
  }
  // Why `move` (typed, parsed into `typed`, and not in the legal list) is not legal for the seat to
  // move, in the game's words; false when the game gives no reason.
  virtual bool why_not(const State&, const MoveList& /*typed*/, const Move& /*move*/, std::string& /*why*/) {
    return false;
  }
  // The named terms of `seat`'s side's score for the deal that just ended; false when the game
  // defines none.
  virtual bool score_terms(const State&, int /*seat*/, ScoreTerms&) { return false; }
  // Lines the game adds to what `seat` sees on a play screen; false when it adds none.
  virtual bool display(const State&, int /*seat*/, std::vector<std::string>&) { return false; }
  // Named numbers the game measures in a deal that just ended (rules.metrics: passes, books),
  // which simulations summarize; false when the game measures none.
  virtual bool metrics(const State&, ScoreTerms&) { return false; }
  // How good the position is for `seat`'s side, higher better, on the game's own scale (the
  // heuristic bots use between a move and the deal's end); false when the game gives none.
  virtual bool evaluate(const State&, int /*seat*/, double& /*value*/) { return false; }
  // The files the rules were read from besides the spec's rules_files (modules a script loaded),
  // so that one who keeps rules to use again (RulesCache) can tell when they changed.
  virtual std::vector<std::string> module_files() const { return {}; }
  // A digest of the bytes of every script file read so far (the rules files, then modules, in the
  // order they were loaded); 0 for rules that read none. Taken right after loading, it tells
  // whether two runs played the same rules (a results database's run id covers it).
  virtual std::uint64_t scripts_digest() const { return 0; }
};

// Makes the rules of a selected game: what records, saves, simulations and checks use to start a
// match of a game they name (the runtime's load_rules picks native or Lua rules).
using RulesLoader = std::function<std::shared_ptr<Rules>(std::shared_ptr<const GameSpec>)>;

}  // namespace cardrt
