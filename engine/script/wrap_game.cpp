// The `g` handle rule hooks receive, and its methods on seats, turns, options and the course of play.
#include <algorithm>
#include <string>
#include <string_view>

#include "wrap_game.hpp"

namespace cardrt {

namespace {

int w_game_players(lua_State* L) {
  lua_pushinteger(L, check_game(L, 1).spec->players);
  return 1;
}
int w_game_to_move(lua_State* L) { return nil_or_int(L, view_of(check_game(L, 1)).to_move()); }
int w_game_dealer(lua_State* L) { return nil_or_int(L, view_of(check_game(L, 1)).dealer()); }
int w_game_deal_number(lua_State* L) {
  lua_pushinteger(L, view_of(check_game(L, 1)).deal_number());
  return 1;
}
int w_game_seat(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushinteger(L, view_of(ctx).seat(check_integer(L, 2)));
  return 1;
}
// next_seat(seat [, steps | zone]): the next seat in the direction of play, or `steps` seats on
// (2 skips one); with a zone, the first seat on whose instance of that seat zone holds cards (nil
// when none does).
int w_game_next_seat(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int seat = check_seat(L, ctx, 2);
  const TableView view = view_of(ctx);
  if (lua_isnoneornil(L, 3) || lua_type(L, 3) == LUA_TNUMBER) {
    const lua_Integer steps = luaL_optinteger(L, 3, 1);
    if (steps < -1000 || steps > 1000) return luaL_error(L, "g:next_seat: %d steps is too many", int(steps));
    lua_pushinteger(L, view.seat_in_play(seat, int(steps)));
    return 1;
  }
  int def = check_zone_def(L, ctx, 3);
  if (ctx.spec->zones[std::size_t(def)].owner != Owner::Seat)
    return luaL_error(L, "g:next_seat: zone '%s' does not belong to seats", lua_tostring(L, 3));
  return nil_or_int(L, view.next_seat_holding(seat, def, view.direction()));
}
// direction(): "left" (the default: play goes to the next seat up) or "right" once reversed.
int w_game_direction(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushstring(L, view_of(ctx).direction() > 0 ? "left" : "right");
  return 1;
}
int w_game_team(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushinteger(L, view_of(ctx).team(check_seat(L, ctx, 2)));
  return 1;
}
int w_game_team_seats(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_Integer team = luaL_checkinteger(L, 2);
  luaL_argcheck(L, team >= 1 && team <= lua_Integer(ctx.spec->teams.size()), 2, "team out of range");
  const auto& seats = ctx.spec->teams[std::size_t(team - 1)];
  lua_createtable(L, int(seats.size()), 0);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    lua_pushinteger(L, seats[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}
int w_game_option(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  const char* name = luaL_checkstring(L, 2);
  if (!ctx.spec->layout->option(name)) {
    push_text(L, unknown_name("option", name, "", ctx.spec->layout->option_names(), "options"));
    return raise_pushed(L);
  }
  lua_getglobal(L, "options");
  lua_getfield(L, -1, name);
  return 1;
}

int w_game_set_to_move(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set_to_move");
  table_of(ctx).set_to_move(check_seat(L, ctx, 2));
  return 0;
}
int w_game_set_dealer(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set_dealer");
  table_of(ctx).set_dealer(check_seat(L, ctx, 2));
  return 0;
}
int w_game_reverse(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "reverse");
  table_of(ctx).reverse();
  return 0;
}
// sit_out(seat): the seat sits the rest of the deal out (a partner of one going alone).
int w_game_sit_out(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "sit_out");
  const int seat = check_seat(L, ctx, 2);
  return lua_guard(
      L,
      [&] {
        table_of(ctx).sit_out(seat);
        return 0;
      },
      "g:sit_out");
}
int w_game_sits_out(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushboolean(L, view_of(ctx).sits_out(check_seat(L, ctx, 2)));
  return 1;
}
int w_game_set_score(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set_score");
  table_of(ctx).set_score(check_slot_def(L, ctx, 2));
  return 0;
}
int w_game_end_deal(lua_State* L) {
  table_of(check_changeable(L, 1, "end_deal")).end_deal();
  return 0;
}
int w_game_end_match(lua_State* L) {
  table_of(check_changeable(L, 1, "end_match")).end_match();
  return 0;
}
// log(text, ...): a message for the players (the play screen, records); each %s in text stands
// for the next argument (a string, number, boolean or nil), %% for a percent sign. Only hooks that
// change the game speak; where nobody listens (simulations) nothing is formatted.
int w_game_log(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  std::size_t len = 0;
  const char* text = luaL_checklstring(L, 2, &len);
  if (!ctx.may_change) return luaL_error(L, "g:log speaks where the game changes, not inside moves()");
  if (!ctx.log) return 0;
  constexpr std::size_t kMaxMessages = 64, kMaxBytes = 300;
  if (ctx.log->size() == kMaxMessages)
    return luaL_error(L, "g:log: more than %d messages in one step", int(kMaxMessages));
  const int last = lua_gettop(L);
  int next = 3;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (std::size_t i = 0; i < len; ++i) {
    if (text[i] != '%' || i + 1 == len) {
      luaL_addchar(&b, text[i]);
    } else if (text[++i] == '%') {
      luaL_addchar(&b, '%');
    } else if (text[i] == 's') {
      if (next > last) return luaL_error(L, "g:log: no argument for the %%s number %d", next - 2);
      switch (lua_type(L, next)) {
        case LUA_TSTRING:
        case LUA_TNUMBER:
          lua_pushvalue(L, next);
          lua_tolstring(L, -1, nullptr);  // a copy converted: the argument stays as it was
          luaL_addvalue(&b);
          break;
        case LUA_TBOOLEAN: luaL_addstring(&b, lua_toboolean(L, next) ? "true" : "false"); break;
        case LUA_TNIL: luaL_addstring(&b, "nil"); break;
        default:
          return luaL_error(L, "g:log: argument %d is a %s; give strings, numbers or booleans", next - 1,
                            luaL_typename(L, next));
      }
      ++next;
    } else {
      return luaL_error(L, "g:log: '%%%c' in the text; use %%s for an argument, %%%% for a percent sign", text[i]);
    }
  }
  luaL_pushresult(&b);
  std::size_t size = 0;
  const char* message = lua_tolstring(L, -1, &size);
  LuaHost::of(L).check_native_memory(L, ctx.log->capacity() * sizeof(std::string) + size, "the step's messages");
  ctx.log->push_back(clip(std::string_view(message, size), kMaxBytes));
  return 0;
}
int w_game_random(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "random");
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_argcheck(L, n >= 1 && n <= 0x7fffffff, 2, "must be 1 or more");
  lua_pushinteger(L, table_of(ctx).random(std::uint32_t(n)));
  return 1;
}

// seen_before() → whether the deal was in this position before (where every card lies and who is
// to move), in a game that remembers positions
int w_game_seen_before(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  if (!ctx.spec->remember_positions)
    return luaL_error(L, "g:seen_before: the game keeps no positions (remember_positions: true in game.yaml)");
  const std::uint64_t now = card_position(*ctx.spec, *ctx.state);
  const std::vector<std::uint64_t>& seen = ctx.state->seen;
  lua_pushboolean(L, std::find(seen.begin(), seen.end(), now) != seen.end());
  return 1;
}

// count_moves() → how many legal moves the seat to move has now (0 when nobody is to move), as the
// match will list them after the running hook: what `play` reads to end a deal nobody can go on in.
int w_game_count_moves(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  if (ctx.out) return luaL_error(L, "g:count_moves cannot be called while the moves are listed");
  const State& state = *ctx.state;
  if (state.to_move == 0 || state.deal_over || state.match_over) {
    lua_pushinteger(L, 0);
    return 1;
  }
  MoveList& list = ctx.scratch<MoveList>();
  list.clear();
  const MechanicTurns* turns =
      state.turns && !ctx.rules_list_every_move ? ctx.spec->turns[std::size_t(state.turns - 1)].get() : nullptr;
  bool listed = false;
  lua_guard(L, [&] {
    listed = turns && turns->moves(*ctx.spec, state, list);
    return 0;
  });
  if (!listed) {
    if (ctx.moves_hook_ref == LUA_NOREF) return luaL_error(L, "g:count_moves: the rules define no rules.moves");
    // The rules' own listing, run as the match runs it: reading only. A Lua error leaves the
    // context as it is; the hook's end resets it.
    const bool may_change = ctx.may_change;
    ctx.out = &list;
    ctx.may_change = false;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ctx.moves_hook_ref);
    lua_pushvalue(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ctx.moves_handle_ref);
    lua_pushinteger(L, state.to_move);
    lua_call(L, 3, 0);
    ctx.out = nullptr;
    ctx.may_change = may_change;
  }
  lua_pushinteger(L, lua_Integer(list.size()));
  return 1;
}

const luaL_Reg game_methods[] = {{"players", w_game_players},
                                 {"to_move", w_game_to_move},
                                 {"dealer", w_game_dealer},
                                 {"deal_number", w_game_deal_number},
                                 {"seat", w_game_seat},
                                 {"next_seat", w_game_next_seat},
                                 {"direction", w_game_direction},
                                 {"team", w_game_team},
                                 {"team_seats", w_game_team_seats},
                                 {"option", w_game_option},
                                 {"set_to_move", w_game_set_to_move},
                                 {"set_dealer", w_game_set_dealer},
                                 {"reverse", w_game_reverse},
                                 {"sit_out", w_game_sit_out},
                                 {"sits_out", w_game_sits_out},
                                 {"set_score", w_game_set_score},
                                 {"end_deal", w_game_end_deal},
                                 {"end_match", w_game_end_match},
                                 {"random", w_game_random},
                                 {"log", w_game_log},
                                 {"count_moves", w_game_count_moves},
                                 {"seen_before", w_game_seen_before},
                                 {nullptr, nullptr}};

}  // namespace

void open_game(lua_State* L, HookContext* ctx) {
  // `g` is a plain table holding its methods: a method call is one table lookup, where a
  // userdata would first go through its metatable's __index.
  lua_newtable(L);
  set_bound_functions(L, game_methods, false);
  add_game_zone_methods(L);
  add_game_counter_methods(L);
  ctx->game_handle = lua_topointer(L, -1);
}

}  // namespace cardrt
