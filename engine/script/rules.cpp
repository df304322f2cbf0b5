// Loading a game's rule scripts into a sandbox and calling their hooks with the state bound.
#include "rules.hpp"

#include "cardrt/lua_rules.hpp"
#include "cardrt/rules_cache.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iterator>

namespace fs = std::filesystem;

namespace cardrt {

namespace {
const char* const kHookNames[] = {"start_match", "first_dealer", "deal",        "start_deal",  "moves",
                                  "play",        "next_dealer",  "canonical",   "score_terms", "display",
                                  "went_out",    "trick_won",    "last_trick",  "stuck",       "evaluate",
                                  "metrics",     "why_not",      "auction_over"};

}  // namespace

std::shared_ptr<Rules> load_lua_rules(std::shared_ptr<const GameSpec> spec) {
  return std::make_shared<LuaRules>(std::move(spec));
}

std::shared_ptr<Rules> shared_lua_rules(std::shared_ptr<const GameSpec> spec) {
  static RulesCache cache(load_lua_rules);
  return cache(std::move(spec));
}

LuaRules::LuaRules(std::shared_ptr<const GameSpec> spec, LuaLimits limits)
    : spec_(std::move(spec)), lua_(spec_->layout->folder, limits, false) {
  ctx_.spec = spec_.get();
  lua_.bind_context(&ctx_);
  // Every step that touches Lua runs protected: a script's metamethods or a memory error become
  // an Error here instead of aborting the process.
  lua_.protect([&] { open_bindings(); });
  load_files();
  lua_.protect([&] { read_hooks(); });
  ctx_.moves_handle_ref = out_ref_;
  ctx_.moves_hook_ref = hook_ref_[kMoves];
  ctx_.turn_hooks = turn_hooks();
  ctx_.turn_hook_refs = {hook_ref_[kWentOut], hook_ref_[kTrickWon], hook_ref_[kLastTrick], hook_ref_[kStuck],
                         hook_ref_[kAuctionOver]};
  check_turn_hooks();
  lua_.seal_globals();
  // `g` keeps its address (wrappers recognise it by that); its methods move behind the seal.
  lua_.protect([&] {
    lua_rawgeti(lua_.L(), LUA_REGISTRYINDEX, g_ref_);
    lua_.seal_top();
  });
  // Loading counted every instruction; the game's hooks count only when they run long.
  if (lua_.limits().instructions > 0) lua_.watch_long_calls();
}

void LuaRules::open_bindings() {
  lua_State* L = lua_.L();
  // Interned name strings stay referenced from the registry, so their pointers stay valid.
  lua_newtable(L);
  lua_Integer interned = 0;
  auto intern = [&](const std::string& name) {
    lua_pushstring(L, name.c_str());
    const char* text = lua_tostring(L, -1);
    lua_rawseti(L, -2, ++interned);
    return text;
  };
  for (const auto& z : spec_->layout->zones) ctx_.zone_names.push_back(intern(z.name));
  for (const auto& s : spec_->layout->slots) {
    ctx_.slot_names.push_back(intern(s.name));
    NameIndex values;
    for (const auto& v : s.values) values.push_back(intern(v));
    ctx_.value_names.push_back(std::move(values));
  }
  lua_setfield(L, LUA_REGISTRYINDEX, "cardrt.names");
  for (const auto& m : spec_->layout->moves) {
    lua_pushstring(L, m.verb.c_str());
    ctx_.verb_names.push_back(lua_tostring(L, -1));
    verb_refs_.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    std::vector<int> words;
    NameIndex word_names;
    for (const auto& w : m.words) {
      lua_pushstring(L, w.c_str());
      word_names.push_back(lua_tostring(L, -1));
      words.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    }
    word_refs_.push_back(words);
    ctx_.word_names.push_back(std::move(word_names));
  }

  lua_newtable(L);
  lua_pushstring(L, CARDRT_VERSION);
  lua_setfield(L, -2, "version");
  lua_setglobal(L, "cardrt");
  open_cards(L, spec_->layout.get());
  open_declared_mechanics(L, *spec_->layout);
  open_game(L, &ctx_);
  g_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  open_moves(L, &ctx_);
  out_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  bind_options();
}

void LuaRules::bind_options() {
  lua_State* L = lua_.L();
  push_json(L, spec_->options);
  lua_setglobal(L, "options");
  lua_pushinteger(L, spec_->players);
  lua_setglobal(L, "players");
  // The sides as this player count and these options make them, so that rules compute
  // partners once, at load, instead of asking g in every hook.
  lua_createtable(L, int(spec_->teams.size()), 0);
  for (std::size_t t = 0; t < spec_->teams.size(); ++t) {
    const std::vector<int>& side = spec_->teams[t];
    lua_createtable(L, int(side.size()), 0);
    for (std::size_t i = 0; i < side.size(); ++i) {
      lua_pushinteger(L, side[i]);
      lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    lua_rawseti(L, -2, lua_Integer(t + 1));
  }
  lua_setglobal(L, "teams");
  // The pack as game.yaml's numbers make it at this table (they may follow the player count).
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, spec_->decks);
  lua_setfield(L, -2, "decks");
  lua_pushinteger(L, spec_->jokers);
  lua_setfield(L, -2, "jokers");
  lua_pushinteger(L, spec_->deck_size());
  lua_setfield(L, -2, "size");
  lua_createtable(L, kRanks, 0);
  for (int rank = 1, n = 0; rank <= kRanks; ++rank)
    if (spec_->ranks >> (rank - 1) & 1) {
      lua_pushinteger(L, rank);
      lua_rawseti(L, -2, ++n);
    }
  lua_setfield(L, -2, "ranks");
  lua_setglobal(L, "deck");
}

void LuaRules::load_files() {
  lua_State* L = lua_.L();
  lua_.protect([&] {
    lua_newtable(L);
    lua_setglobal(L, "rules");
  });
  for (std::size_t i = 0; i < spec_->rules_files.size(); ++i) {
    // A variant's hooks may wrap the ones before them: `base` holds those.
    if (i > 0) lua_.protect([&] { copy_rules_to_base(spec_->rules_files[i - 1], i == 1); });
    lua_.run_file(spec_->rules_files[i]);
    if (i == 0) lua_.protect([&] { keep_game_moves_and_play(); });
  }
  lua_.protect([&] {
    wraps_moves_ = variant_replaced("moves");
    wraps_play_ = variant_replaced("play");
  });
  ctx_.rules_list_every_move = wraps_moves_;
  int validate_ref = LUA_NOREF;
  lua_.protect([&] {
    if (lua_getglobal(L, "rules") != LUA_TTABLE)
      throw Error(LuaHost::display_name(spec_->rules_files.back()) + ": 'rules' must stay a table of hooks");
    if (lua_getfield(L, -1, "validate") == LUA_TFUNCTION)
      validate_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    else
      lua_pop(L, 1);
    lua_pop(L, 1);
  });
  if (validate_ref == LUA_NOREF) return;
  lua_rawgeti(L, LUA_REGISTRYINDEX, validate_ref);
  try {
    lua_.call(0, 0);
  } catch (const Error& e) {
    // An invalid option combination is the user's mistake, not the script's: say just why.
    std::string msg = e.what();
    std::string label = spec_->layout->id + (spec_->variant.empty() ? "" : " (variant " + spec_->variant + ")");
    throw OptionsRefused("invalid options for " + label + ": " + msg.substr(0, msg.find('\n')));
  }
}

// The game's own moves and play hooks (of rules.lua), to see whether a variant replaced them.
void LuaRules::keep_game_moves_and_play() {
  lua_State* L = lua_.L();
  lua_newtable(L);
  if (lua_getglobal(L, "rules") == LUA_TTABLE) {
    for (const char* hook : {"moves", "play"}) {
      lua_getfield(L, -1, hook);
      lua_setfield(L, -3, hook);
    }
  }
  lua_pop(L, 1);
  game_hooks_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

// A variant that replaces rules.moves or rules.play must see every move: the match then lists or
// applies each with the rules even while a mechanic plays the turns (a house rule is never
// bypassed), and the variant's base hooks are the mechanic's (replace_base_turns).
bool LuaRules::variant_replaced(const char* hook) {
  lua_State* L = lua_.L();
  bool replaced = false;
  lua_rawgeti(L, LUA_REGISTRYINDEX, game_hooks_ref_);
  if (lua_getglobal(L, "rules") == LUA_TTABLE) {
    lua_getfield(L, -1, hook);
    lua_getfield(L, -3, hook);
    replaced = !lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
  }
  lua_pop(L, 2);
  return replaced;
}

void LuaRules::copy_rules_to_base(const std::string& last_file, bool game_hooks) {
  lua_State* L = lua_.L();
  lua_newtable(L);
  if (lua_getglobal(L, "rules") != LUA_TTABLE)
    throw Error(LuaHost::display_name(last_file) + ": 'rules' must stay a table of hooks");
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_settable(L, -5);
  }
  lua_pop(L, 1);
  if (game_hooks && std::any_of(spec_->turns.begin(), spec_->turns.end(), [](const auto& t) { return bool(t); }))
    replace_base_turns(L);
  lua_setglobal(L, "base");
}

// A misspelt hook would be silently ignored, so every name in `rules` must be a hook's: an
// error names the file and line that defined the stray function and the hook it likely meant.
void LuaRules::refuse_unknown_hooks() {
  lua_State* L = lua_.L();
  std::vector<std::string> hooks(std::begin(kHookNames), std::end(kHookNames));
  hooks.insert(hooks.begin(), "validate");
  lua_getglobal(L, "rules");
  lua_pushnil(L);
  // Where the stray value was set: the line of a function, else the last rules file.
  auto where = [&] {
    if (lua_isfunction(L, -1)) {
      lua_Debug ar;
      lua_pushvalue(L, -1);
      lua_getinfo(L, ">S", &ar);
      if (ar.source[0] == '@') return LuaHost::display_name(ar.source + 1) + ":" + std::to_string(ar.linedefined);
    }
    return LuaHost::display_name(spec_->rules_files.back());
  };
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      throw Error(where() + ": 'rules' holds only hooks, by name, not a " + luaL_typename(L, -2) + " key");
    const std::string name = lua_tostring(L, -2);
    if (std::find(hooks.begin(), hooks.end(), name) == hooks.end())
      throw Error(where() + ": unknown hook 'rules." + clip(name) + "'" + did_you_mean(name, hooks) +
                  " (hooks: " + joined(hooks) + ")");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

void LuaRules::read_hooks() {
  static_assert(std::size(kHookNames) == kHookCount, "one name per hook");
  refuse_unknown_hooks();
  lua_State* L = lua_.L();
  lua_getglobal(L, "rules");
  for (int h = 0; h < kHookCount; ++h) {
    lua_getfield(L, -1, kHookNames[h]);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      hook_ref_[h] = LUA_NOREF;
      continue;
    }
    if (!lua_isfunction(L, -1)) {
      std::string files;
      for (const auto& f : spec_->rules_files) files += (files.empty() ? "" : ", ") + LuaHost::display_name(f);
      throw Error("rules." + std::string(kHookNames[h]) + " must be a function, not a " + luaL_typename(L, -1) +
                  " (set in " + files + ")");
    }
    hook_ref_[h] = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_pop(L, 1);
  // A game with a mechanic that takes turns may play every move natively (Oh Hell, Klondike);
  // while none has them, listing the moves says what is missing (no_turns_hook).
  for (const MechanicDef& m : spec_->layout->mechanics)
    if (m.unit->has_turns()) return;
  for (Hook required : {kMoves, kPlay})
    if (hook_ref_[required] == LUA_NOREF)
      throw Error(LuaHost::display_name(spec_->rules_files[0]) + ": the rules must define rules." +
                  kHookNames[required]);
}

Error LuaRules::no_turns_hook(Hook h) const {
  return Error(LuaHost::display_name(spec_->rules_files[0]) +
               ": no mechanic has the turns and the rules define no rules." + kHookNames[h]);
}

// Turns game.yaml declares hand the rules the events they end in, which the rules must settle.
void LuaRules::check_turn_hooks() const {
  const TurnHooks hooks = turn_hooks();
  for (std::size_t i = 0; i < spec_->turns.size(); ++i)
    if (const MechanicTurns* turns = spec_->turns[i].get())
      if (const char* missing = turns->missing_hook(hooks))
        throw Error(LuaHost::display_name(spec_->rules_files[0]) + ": game.yaml gives mechanic '" +
                    spec_->layout->mechanics[i].name + "' turns, so the rules must define " + missing);
}

TurnHooks LuaRules::turn_hooks() const {
  return {defines(kWentOut), defines(kTrickWon), defines(kLastTrick), defines(kStuck), defines(kAuctionOver)};
}

template <class PushArgs>
void LuaRules::call_hook(Hook h, State& state, bool may_change, int results, PushArgs push_args, const State* before) {
  lua_State* L = lua_.L();
  // The binding holds one State pointer for both kinds of hooks; with may_change false every
  // method that would write through it refuses (check_changeable), so the state stays as it is.
  const std::size_t logged = ctx_.log ? ctx_.log->size() : 0;
  if (may_change && !before) {
    retry_from_ = state;
    before = &retry_from_;
  }
  auto attempt = [&] {
    lua_rawgeti(L, LUA_REGISTRYINDEX, hook_ref_[h]);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g_ref_);
    const int extra = push_args();
    ctx_.state = &state;
    ctx_.may_change = may_change;
    call_bound(h, extra, results);
  };
  try {
    return attempt();
  } catch (const RepeatCall&) {
    // The call ran long and is made once more with every instruction counted, from where it began.
    if (may_change) state = *before;
    if (ctx_.log) ctx_.log->resize(logged);
  }
  attempt();
}

void LuaRules::call_bound(Hook h, int extra, int results) {
  auto unbind = [&] {
    ctx_.state = nullptr;
    ctx_.out = nullptr;
    ctx_.applying_list = nullptr;
    ctx_.applying = nullptr;
  };
  try {
    lua_.call(1 + extra, results);
  } catch (const RepeatCall&) {
    unbind();
    throw;
  } catch (const Error& e) {
    unbind();
    throw Error(std::string(e.what()) + "\n  (in rules." + kHookNames[h] + ")");
  }
  unbind();
}

bool LuaRules::start_match(State& state) {
  if (!defines(kStartMatch)) return false;
  run(kStartMatch, state, 0, [] { return 0; });
  return true;
}

bool LuaRules::first_dealer(State& state) {
  if (!defines(kFirstDealer)) return false;
  run(kFirstDealer, state, 0, [] { return 0; });
  return true;
}

bool LuaRules::deal(State& state) {
  if (!defines(kDeal)) return false;
  run(kDeal, state, 0, [] { return 0; });
  return true;
}

bool LuaRules::start_deal(State& state) {
  if (!defines(kStartDeal)) return false;
  run(kStartDeal, state, 0, [] { return 0; });
  return true;
}

bool LuaRules::next_dealer(State& state) {
  if (!defines(kNextDealer)) return false;
  run(kNextDealer, state, 0, [] { return 0; });
  return true;
}

void LuaRules::moves(const State& state, MoveList& out) {
  if (!defines(kMoves)) throw no_turns_hook(kMoves);
  lua_State* L = lua_.L();
  try {
    run_reading(kMoves, state, 0, [&] {
      out.clear();
      ctx_.out = &out;
      lua_rawgeti(L, LUA_REGISTRYINDEX, out_ref_);
      lua_pushinteger(L, state.to_move);
      return 2;
    });
  } catch (const Error&) {
    // A list a failed hook grew to the memory cap would count against every later call.
    out.release();
    throw;
  }
}

bool LuaRules::canonical(const State& state, std::uint16_t verb, std::string& text, std::string& why) {
  lua_State* L = lua_.L();
  if (!defines(kCanonical)) return true;
  run_reading(kCanonical, state, 2, [&] {
    lua_rawgeti(L, LUA_REGISTRYINDEX, verb_refs_[verb]);
    push_text_or_unwind(text, lua_gettop(L) - 3);
    lua_pushinteger(L, state.to_move);
    return 3;
  });
  bool named = lua_type(L, -2) == LUA_TSTRING;
  if (named)
    text = lua_tostring(L, -2);
  else
    why = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "the rules read no move in it";
  lua_pop(L, 2);
  return named;
}

bool LuaRules::score_terms(const State& state, int seat, ScoreTerms& terms) {
  lua_State* L = lua_.L();
  if (!defines(kScoreTerms)) return false;
  run_reading(kScoreTerms, state, 1, [&] {
    lua_pushinteger(L, seat);
    return 1;
  });
  read_named_integers(kScoreTerms, "term", terms);
  return true;
}

bool LuaRules::metrics(const State& state, ScoreTerms& values) {
  if (!defines(kMetrics)) return false;
  run_reading(kMetrics, state, 1, [] { return 0; });
  read_named_integers(kMetrics, "metric", values);
  return true;
}

void LuaRules::read_named_integers(Hook h, const char* what, ScoreTerms& out) {
  lua_State* L = lua_.L();
  out.clear();
  // The result is read outside any Lua call: a bad entry becomes an Error, not a Lua error.
  bool is_table = lua_istable(L, -1);
  std::string bad;
  bool too_many = false;
  if (is_table) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      int is_int = 0;
      lua_Integer value = lua_tointegerx(L, -1, &is_int);
      if (lua_type(L, -2) != LUA_TSTRING || !is_int) {
        if (bad.empty()) bad = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "a key that is not a name";
      } else if (out.size() == kMaxNamedIntegers) {
        too_many = true;
      } else {
        out.emplace_back(lua_tostring(L, -2), std::int64_t(value));
      }
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  const std::string hook = std::string("rules.") + kHookNames[h];
  if (!is_table) throw Error(hook + " must return a table of named integers");
  if (too_many)
    throw Error(hook + " returned more than " + std::to_string(kMaxNamedIntegers) + " " + what + "s, the most it may");
  if (!bad.empty()) throw Error(hook + ": " + what + " '" + clip(bad) + "' is not a named integer");
  std::sort(out.begin(), out.end());
}

bool LuaRules::display(const State& state, int seat, std::vector<std::string>& lines) {
  lua_State* L = lua_.L();
  if (!defines(kDisplay)) return false;
  run_reading(kDisplay, state, 1, [&] {
    lua_pushinteger(L, seat);
    return 1;
  });
  lines.clear();
  bool is_table = lua_istable(L, -1);
  if (is_table) {
    for (lua_Integer i = 1;; ++i) {
      if (lua_rawgeti(L, -1, i) != LUA_TSTRING) {
        lua_pop(L, 1);
        break;
      }
      lines.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  if (!is_table) throw Error("rules.display must return an array of lines");
  return true;
}

bool LuaRules::evaluate(const State& state, int seat, double& value) {
  lua_State* L = lua_.L();
  if (!defines(kEvaluate)) return false;
  run_reading(kEvaluate, state, 1, [&] {
    lua_pushinteger(L, seat);
    return 1;
  });
  int is_number = 0;
  value = double(lua_tonumberx(L, -1, &is_number));
  lua_pop(L, 1);
  if (!is_number || !std::isfinite(value)) throw Error("rules.evaluate must return a finite number");
  return true;
}

void LuaRules::push_text_or_unwind(std::string_view text, int base) {
  try {
    lua_.push_text(text);
  } catch (const Error&) {
    lua_settop(lua_.L(), base);
    throw;
  }
}

void LuaRules::apply(State& state, const State& before, const MoveList& list, const Move& move) {
  if (!defines(kPlay)) throw no_turns_hook(kPlay);
  lua_State* L = lua_.L();
  run(
      kPlay, state, 0,
      [&] {
        push_move(list, move, lua_gettop(L) - 2);
        lua_pushinteger(L, state.to_move);
        ctx_.applying_list = &list;
        ctx_.applying = &move;
        ctx_.changes_at_play = ctx_.changes;
        return 3;
      },
      &before);
}

void LuaRules::settle(Hook h, State& state, int seat) {
  run(h, state, 0, [&] {
    lua_pushinteger(lua_.L(), seat);
    return 1;
  });
}

void LuaRules::went_out(State& state, int seat) { settle(kWentOut, state, seat); }
void LuaRules::trick_won(State& state, int winner) { settle(kTrickWon, state, winner); }
// Rules written before rules.last_trick existed hear of the last trick in rules.trick_won.
void LuaRules::last_trick(State& state, int winner) {
  settle(defines(kLastTrick) ? kLastTrick : kTrickWon, state, winner);
}
void LuaRules::stuck(State& state, int seat) { settle(kStuck, state, seat); }
// The winner, or nil when every round was passed.
void LuaRules::auction_over(State& state, int bidder) {
  run(kAuctionOver, state, 0, [&] {
    if (bidder)
      lua_pushinteger(lua_.L(), bidder);
    else
      lua_pushnil(lua_.L());
    return 1;
  });
}

void LuaRules::push_move(const MoveList& list, const Move& move, int base) {
  lua_State* L = lua_.L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, verb_refs_[move.verb]);
  switch (spec_->layout->moves[move.verb].arg) {
    case ArgKind::None: lua_pushnil(L); break;
    case ArgKind::Card: lua_pushinteger(L, move.card); break;
    case ArgKind::Word: lua_rawgeti(L, LUA_REGISTRYINDEX, word_refs_[move.verb][move.word]); break;
    case ArgKind::Groups: push_text_or_unwind(list.text(move), base); break;
    case ArgKind::Number: lua_pushinteger(L, spec_->layout->moves[move.verb].min + move.word); break;
    case ArgKind::Cards:
    case ArgKind::CardTo:
    case ArgKind::CardWith: push_card_move_or_unwind(list, move, base); break;
  }
}

void LuaRules::push_card_move_or_unwind(const MoveList& list, const Move& move, int base) {
  lua_State* L = lua_.L();
  const Layout& layout = *spec_->layout;
  const ArgKind kind = layout.moves[move.verb].arg;
  const auto push_set = [&] {
    const int n = int(list.set_size(move));
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; ++i) {
      lua_pushinteger(L, list.set_card(move, std::size_t(i), layout.rank_order));
      lua_rawseti(L, -2, i + 1);
    }
  };
  // The table, its slots and the names it holds, with room to spare: built outside a protected
  // call, so it must fit before it is begun.
  const std::size_t zone_name =
      kind == ArgKind::CardTo ? layout.zones[std::size_t(spec_->zone_def_of(move.word))].name.size() : 0;
  try {
    lua_.reserve(512 + 32 * list.set_size(move) + zone_name, "a move's cards");
  } catch (const Error&) {
    lua_settop(L, base);
    throw;
  }
  if (kind == ArgKind::Cards) return push_set();
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, move.card);
  lua_setfield(L, -2, "card");
  if (kind == ArgKind::CardWith) {
    push_set();
    lua_setfield(L, -2, "with");
    return;
  }
  const int def = spec_->zone_def_of(move.word);
  const ZoneDef& zone = layout.zones[std::size_t(def)];
  lua_pushlstring(L, zone.name.data(), zone.name.size());
  lua_setfield(L, -2, "to");
  const int index = move.word - spec_->zone_base[std::size_t(def)];
  if (zone.owner != Owner::Table) {
    lua_pushinteger(L, zone.owner == Owner::Seat ? index + 1 : spec_->teams[std::size_t(index)].front());
    lua_setfield(L, -2, "seat");
  }
  if (const int meld = list.destination_meld(move); meld >= 0) {
    lua_pushinteger(L, meld + 1);
    lua_setfield(L, -2, "meld");
  }
}

bool LuaRules::why_not(const State& state, const MoveList& typed, const Move& move, std::string& why) {
  lua_State* L = lua_.L();
  if (!defines(kWhyNot)) return false;
  run_reading(kWhyNot, state, 1, [&] {
    push_move(typed, move, lua_gettop(L) - 2);
    lua_pushinteger(L, state.to_move);
    return 3;
  });
  const bool given = lua_type(L, -1) == LUA_TSTRING;
  if (given) why = lua_tostring(L, -1);
  lua_pop(L, 1);
  return given;
}

}  // namespace cardrt
