// mechanics.NAME of `type: sequence_rows`: the native sequence rows as a rules object with
// playable(g, mask, start_rank), lay(g, card, zone, seat), ends(g, suit) and, for rows declared
// with turns:, take_turns(g).
#include "binding.hpp"
#include "cardrt/rows_mechanic.hpp"

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

const luaL_Reg rows_methods[] = {{"playable", w_rows_playable},
                                 {"lay", w_rows_lay},
                                 {"ends", w_rows_ends},
                                 {"take_turns", w_rows_take_turns},
                                 {nullptr, nullptr}};

void push_rows(lua_State* L, const Layout&, const Mechanic& rows, std::size_t index) {
  push_declared(L, static_cast<const RowsMechanic&>(rows).rows, kRowsBinding, index);
}
}  // namespace

const MechanicBinding kRowsBinding = {"sequence_rows", "cardrt.sequence_rows", rows_methods, nullptr, push_rows};

}  // namespace cardrt
