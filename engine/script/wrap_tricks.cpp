// cardrt.tricks{...}: the native trick mechanic as a rules object with legal, play, led_suit,
// taken, taken_cards and, for tricks declared with turns: in game.yaml, take_turns(g).
#include "binding.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

namespace {
Tricks& check_tricks(lua_State* L) { return *static_cast<Tricks*>(check_object(L, "cardrt tricks")); }

int check_suit_or_none(lua_State* L, int idx) {
  lua_Integer suit = luaL_optinteger(L, idx, 0);
  luaL_argcheck(L, suit >= 0 && suit <= 4, idx, "suit 1 (C) to 4 (S), or nil");
  return int(suit);
}

// legal(g, seat [, no_lead_suit]) → mask
int w_tricks_legal(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  int seat = check_seat(L, ctx, 3);
  int no_lead = check_suit_or_none(L, 4);
  lua_pushinteger(L, lua_Integer(tricks.legal(*ctx.spec, *ctx.state, seat, no_lead)));
  return 1;
}

// play(g, seat, card [, trump_suit]) → the trick's winner when it is complete, else nil
int w_tricks_play(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_changeable(L, 2, "play");
  int seat = check_seat(L, ctx, 3);
  Card c = check_card(L, 4);
  int trump = check_suit_or_none(L, 5);
  int winner = 0;
  lua_guard(L, [&] {
    winner = tricks.play(*ctx.spec, *ctx.state, seat, c, trump);
    return 0;
  });
  if (winner == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, winner);
  return 1;
}

int w_tricks_led_suit(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  int suit = tricks.led_suit(*ctx.spec, *ctx.state);
  if (suit == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, suit);
  return 1;
}

// Pushes f(seat) for one seat (at idx), or without one, the list of f(seat) for every seat: the
// scoring of a deal reads every seat's share in one call.
template <class PerSeat>
int push_per_seat(lua_State* L, const HookContext& ctx, int idx, PerSeat f) {
  if (!lua_isnoneornil(L, idx)) {
    lua_pushinteger(L, f(check_seat(L, ctx, idx)));
    return 1;
  }
  lua_createtable(L, ctx.spec->players, 0);
  for (int seat = 1; seat <= ctx.spec->players; ++seat) {
    lua_pushinteger(L, f(seat));
    lua_rawseti(L, -2, seat);
  }
  return 1;
}

// taken(g [, seat]) → tricks the seat took, or the list for every seat
int w_tricks_taken(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  return push_per_seat(L, ctx, 3, [&](int seat) { return tricks.taken(*ctx.spec, *ctx.state, seat); });
}

// taken_cards(g, mask [, seat]) → cards of mask the seat took, or the list for every seat
int w_tricks_taken_cards(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  const CardMask cards = CardMask(check_integer(L, 3));
  return push_per_seat(L, ctx, 4, [&](int seat) { return tricks.taken_cards(*ctx.spec, *ctx.state, seat, cards); });
}

int zone_field(lua_State* L, HookContext& ctx, const char* field, Owner owner) {
  lua_getfield(L, 1, field);
  if (lua_isnil(L, -1)) luaL_error(L, "cardrt.tricks: give '%s', a zone name", field);
  int def = check_zone_def(L, ctx, lua_gettop(L));
  if (ctx.spec->layout->zones[std::size_t(def)].owner != owner)
    luaL_error(L, "cardrt.tricks: zone '%s' must belong to %s", lua_tostring(L, -1),
               owner == Owner::Table ? "the table" : "the seats");
  lua_pop(L, 1);
  return def;
}

// tricks{ hand = "hand", trick = "trick", won = "won", ace = "high" | "low" }
int w_new_tricks(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  HookContext& ctx = context_of(L);
  Tricks tricks;
  tricks.hand_zone = zone_field(L, ctx, "hand", Owner::Seat);
  tricks.trick_zone = zone_field(L, ctx, "trick", Owner::Table);
  tricks.won_zone = zone_field(L, ctx, "won", Owner::Seat);
  tricks.ace_high = check_ace_high(L, true);
  push_object(L, tricks);
  return 1;
}

int w_tricks_take_turns(lua_State* L) {
  check_tricks(L);
  return take_turns(L);
}

const luaL_Reg tricks_methods[] = {{"legal", w_tricks_legal},
                                   {"play", w_tricks_play},
                                   {"led_suit", w_tricks_led_suit},
                                   {"taken", w_tricks_taken},
                                   {"taken_cards", w_tricks_taken_cards},
                                   {"take_turns", w_tricks_take_turns},
                                   {nullptr, nullptr}};
}  // namespace

void open_tricks(lua_State* L) { open_object_type(L, kTricksType, tricks_methods, "tricks", w_new_tricks); }

}  // namespace cardrt
