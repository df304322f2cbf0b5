// cardrt.sequence_rows{...}: the native sequence-row mechanic as a rules object with
// playable(g, mask, start_rank), lay(g, card, zone, seat), ends(g, suit) and, for rows declared
// with turns: in game.yaml, take_turns(g).
#include "binding.hpp"
#include "cardrt/sequence_rows.hpp"

namespace cardrt {

namespace {
SequenceRows& check_rows(lua_State* L) { return *static_cast<SequenceRows*>(check_object(L, "cardrt sequence rows")); }

int w_rows_playable(lua_State* L) {
  SequenceRows& rows = check_rows(L);
  HookContext& ctx = check_game(L, 2);
  auto mask = CardMask(luaL_checkinteger(L, 3));
  lua_Integer start = luaL_optinteger(L, 4, 0);
  lua_pushinteger(L, lua_Integer(rows.playable(*ctx.spec, *ctx.state, mask, int(start))));
  return 1;
}

int w_rows_lay(lua_State* L) {
  SequenceRows& rows = check_rows(L);
  HookContext& ctx = check_changeable(L, 2, "lay");
  Card c = check_card(L, 3);
  int from = check_zone(L, ctx, 4);
  return lua_guard(L, [&] {
    rows.lay(*ctx.spec, *ctx.state, c, from);
    return 0;
  });
}

// ends(g, suit) → low rank, high rank (nil when the row is unopened)
int w_rows_ends(lua_State* L) {
  SequenceRows& rows = check_rows(L);
  HookContext& ctx = check_game(L, 2);
  lua_Integer suit = luaL_checkinteger(L, 3);
  luaL_argcheck(L, suit >= 1 && suit <= 4, 3, "suit 1 (C) to 4 (S)");
  auto [lo, hi] = rows.ends(*ctx.spec, *ctx.state, int(suit));
  if (lo == 0) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushinteger(L, lo);
  lua_pushinteger(L, hi);
  return 2;
}

int w_rows_take_turns(lua_State* L) {
  check_rows(L);
  return take_turns(L);
}

// sequence_rows{ zones = {"row_C", "row_D", "row_H", "row_S"}, ace = "low" | "high" }
int w_new_sequence_rows(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  HookContext* ctx = &context_of(L);
  SequenceRows rows;
  lua_getfield(L, 1, "zones");
  luaL_argcheck(L, lua_istable(L, -1) && luaL_len(L, -1) == 4, 1, "zones must list the four row zones, C D H S");
  for (int s = 0; s < 4; ++s) {
    lua_geti(L, -1, s + 1);
    int def = check_zone_def(L, *ctx, lua_gettop(L));
    if (ctx->spec->layout->zones[std::size_t(def)].owner != Owner::Table)
      return luaL_error(L, "row zone '%s' must belong to the table", lua_tostring(L, -1));
    rows.row_zone[std::size_t(s)] = def;
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  rows.ace_high = check_ace_high(L, false);
  push_object(L, rows);
  return 1;
}

const luaL_Reg rows_methods[] = {{"playable", w_rows_playable},
                                 {"lay", w_rows_lay},
                                 {"ends", w_rows_ends},
                                 {"take_turns", w_rows_take_turns},
                                 {nullptr, nullptr}};
}  // namespace

void push_declared_rows(lua_State* L, const Layout&, const Mechanic& rows, std::size_t index) {
  push_declared(L, static_cast<const RowsMechanic&>(rows).rows, kRowsType, index);
}

void open_rows(lua_State* L) { open_object_type(L, kRowsType, rows_methods, "sequence_rows", w_new_sequence_rows); }

}  // namespace cardrt
