// LuaRules: one sandboxed Lua state with a game's rules (base rules.lua plus variant hook files)
// loaded, and the calls the engine makes into its hooks.
#pragma once

#include <memory>
#include <string>

#include "binding.hpp"
#include "cardrt/game.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/rules.hpp"
#include "cardrt/state.hpp"
#include "lua_host.hpp"

namespace cardrt {

class LuaRules : public Rules {
 public:
  // Loads the rules and runs rules.validate; throws Error for bad scripts or option combinations.
  explicit LuaRules(std::shared_ptr<const GameSpec> spec, LuaLimits limits = {});
  LuaRules(const LuaRules&) = delete;
  LuaRules& operator=(const LuaRules&) = delete;

  const GameSpec& spec() const override { return *spec_; }

  // Each runs its hook on `state` when the rules define it; what a missing hook means is said
  // beside each one in match.cpp.
  bool start_match(State& state) override;
  bool first_dealer(State& state) override;  // false when the rules leave it to the engine
  bool deal(State& state) override;
  bool start_deal(State& state) override;
  bool next_dealer(State& state) override;
  void set_log(std::vector<std::string>* sink) override { ctx_.log = sink; }
  void moves(const State& state, MoveList& out) override;
  void apply(State& state, const State& before, const MoveList& list, const Move& move) override;
  TurnHooks turn_hooks() const override;
  bool lists_every_move() const override { return wraps_moves_; }
  bool applies_every_move() const override { return wraps_play_; }
  void went_out(State& state, int seat) override;
  void trick_won(State& state, int winner) override;
  void last_trick(State& state, int winner) override;
  void stuck(State& state, int seat) override;
  void auction_over(State& state, int bidder) override;
  // Typed text of a `groups` move, rewritten by rules.canonical to the form the legal list holds.
  // False, with the rules' reason in `why`, when it names no move; true and unchanged without the hook.
  bool canonical(const State& state, std::uint16_t verb, std::string& text, std::string& why) override;
  // A typed move's reason from rules.why_not(g, verb, arg, seat).
  bool why_not(const State& state, const MoveList& typed, const Move& move, std::string& why) override;
  // The named terms of `seat`'s side's score for the deal that just ended, by name; false without
  // the hook.
  bool score_terms(const State& state, int seat, ScoreTerms& terms) override;
  // Lines the rules add to what `seat` sees on a play screen; false without the hook.
  bool display(const State& state, int seat, std::vector<std::string>& lines) override;
  // rules.metrics(g) at a deal's end: its named integers; false without the hook.
  bool metrics(const State& state, ScoreTerms& values) override;
  // The rules' heuristic value of the position for `seat`'s side; false without the hook.
  bool evaluate(const State& state, int seat, double& value) override;
  std::vector<std::string> module_files() const override { return lua_.loaded_files(); }
  std::uint64_t scripts_digest() const override { return lua_.loaded_digest(); }

 private:
  enum Hook {
    kStartMatch,
    kFirstDealer,
    kDeal,
    kStartDeal,
    kMoves,
    kPlay,
    kNextDealer,
    kCanonical,
    kScoreTerms,
    kDisplay,
    kWentOut,
    kTrickWon,
    kLastTrick,
    kStuck,
    kEvaluate,
    kMetrics,
    kWhyNot,
    kAuctionOver,
    kHookCount
  };
  // Pushes a move's verb and argument as rules.play and rules.why_not take them.
  void push_move(const MoveList& list, const Move& move, int base);
  void open_bindings();
  void load_files();
  // Sets global `base` to a copy of the rules so far; `game_hooks`: they are the game's own.
  void copy_rules_to_base(const std::string& last_file, bool game_hooks);
  void keep_game_moves_and_play();
  bool variant_replaced(const char* hook);
  // Pushes a hook argument's text; when it does not fit, empties the stack down to `base`.
  void push_text_or_unwind(std::string_view text, int base);
  // Pushes the argument of a move of several cards (an array of ids, or {card, to, seat} or
  // {card, with}); when it does not fit, empties the stack down to `base`.
  void push_card_move_or_unwind(const MoveList& list, const Move& move, int base);
  void refuse_unknown_hooks();
  void read_hooks();
  void bind_options();
  void check_turn_hooks() const;
  // Why a move cannot be listed or played: no mechanic has the turns and the rules lack hook h.
  Error no_turns_hook(Hook h) const;
  // Calls turn event hook `h` with the seat it names.
  void settle(Hook h, State& state, int seat);
  bool defines(Hook h) const { return hook_ref_[h] != LUA_NOREF; }
  // Calls hook `h` with g and the arguments `push_args` pushes (it returns how many), `state`
  // bound, leaving `results` values on the stack. A call that ran long (LuaHost::
  // watch_long_calls) is made once more, with every instruction counted, after the state it
  // may change (from `before`, when given, else from a copy) and the messages it gave are put
  // back as they were.
  template <class PushArgs>
  void call_hook(Hook h, State& state, bool may_change, int results, PushArgs push_args, const State* before = nullptr);
  template <class PushArgs>
  void run(Hook h, State& state, int results, PushArgs push_args, const State* before = nullptr) {
    call_hook(h, state, true, results, push_args, before);
  }
  // The same for a hook that reads the state only: g's changing methods refuse to run in it.
  template <class PushArgs>
  void run_reading(Hook h, const State& state, int results, PushArgs push_args) {
    call_hook(h, const_cast<State&>(state), false, results, push_args);
  }
  void call_bound(Hook h, int extra, int results);
  // Reads the table of named integers (each a `what`) hook `h` returned, on top of the stack,
  // which it pops.
  void read_named_integers(Hook h, const char* what, ScoreTerms& out);

  std::shared_ptr<const GameSpec> spec_;
  LuaHost lua_;
  HookContext ctx_;
  int g_ref_ = LUA_NOREF;
  int out_ref_ = LUA_NOREF;
  int game_hooks_ref_ = LUA_NOREF;                 // rules.lua's own moves and play
  bool wraps_moves_ = false, wraps_play_ = false;  // a variant replaced them
  int hook_ref_[kHookCount];
  std::vector<int> verb_refs_;
  std::vector<std::vector<int>> word_refs_;
  State retry_from_;  // the state as a changing hook found it, for a call made once more
};

}  // namespace cardrt
