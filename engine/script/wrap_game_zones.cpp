// The methods of `g` on zones and the cards in them: counting, finding, moving, shuffling, dealing.
#include <optional>
#include <span>

#include "wrap_game.hpp"

namespace cardrt {

namespace {

int push_optional_card(lua_State* L, std::optional<Card> c) {
  if (c)
    lua_pushinteger(L, *c);
  else
    lua_pushnil(L);
  return 1;
}

int w_game_count(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushinteger(L, view_of(ctx).count(check_zone(L, ctx, 2)));
  return 1;
}
// counts(zone): the cards in each instance of a seat or team zone, by seat or team.
int w_game_counts(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  const int def = check_zone_def(L, ctx, 2);
  const Owner owner = ctx.spec->zones[std::size_t(def)].owner;
  if (owner == Owner::Table)
    return luaL_error(L, "g:counts: zone '%s' belongs to the table (g:count gives its cards)", lua_tostring(L, 2));
  const TableView table = view_of(ctx);
  const int owners = ctx.spec->owner_count(owner), base = ctx.spec->zone_base[std::size_t(def)];
  lua_createtable(L, owners, 0);
  for (int i = 0; i < owners; ++i) {
    lua_pushinteger(L, table.count(base + i));
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}
int w_game_cards(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int z = check_zone(L, ctx, 2);
  const TableView table = view_of(ctx);
  push_card_list(L, table.cards(z), table.count(z));
  return 1;
}
int w_game_mask(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushinteger(L, lua_Integer(view_of(ctx).mask(check_zone(L, ctx, 2))));
  return 1;
}
int w_game_top(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  return push_optional_card(L, view_of(ctx).top(check_zone(L, ctx, 2)));
}
int w_game_bottom(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  return push_optional_card(L, view_of(ctx).bottom(check_zone(L, ctx, 2)));
}
int w_game_has(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  Card c = check_card(L, 2);
  int z = check_zone(L, ctx, 3);
  lua_pushboolean(L, view_of(ctx).find(z, c) >= 0);
  return 1;
}
// holder(card) → zone name, seat (nil for a table zone; a team zone gives its first seat); nil
// when the card lies nowhere.
int w_game_holder(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  auto place = view_of(ctx).holder(check_card(L, 2));
  if (!place) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushstring(L, ctx.zone_names[std::size_t(place->zone_def)]);
  switch (ctx.spec->zones[std::size_t(place->zone_def)].owner) {
    case Owner::Table: lua_pushnil(L); break;
    case Owner::Seat: lua_pushinteger(L, place->owner + 1); break;
    case Owner::Team: lua_pushinteger(L, ctx.spec->teams[std::size_t(place->owner)][0]); break;
  }
  return 2;
}

// move(card, from, from_seat, to, to_seat [, "top" | "bottom"]): the topmost copy of the card,
// onto the top (default) or the bottom of `to`.
int w_game_move(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "move");
  Card c = check_card(L, 2);
  int from = check_zone(L, ctx, 3);
  int to = check_zone(L, ctx, 5);
  static const char* const ends[] = {"top", "bottom", nullptr};
  bool bottom = luaL_checkoption(L, 7, "top", ends) == 1;
  return lua_guard(
      L,
      [&] {
        table_of(ctx).move(c, from, to, bottom);
        return 0;
      },
      "g:move");
}
// move_top(from, from_seat, to, to_seat [, n]): n cards one by one from the top; returns the
// last card moved, or nil when the source was empty.
int w_game_move_top(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "move_top");
  int from = check_zone(L, ctx, 2);
  int to = check_zone(L, ctx, 4);
  lua_Integer n = luaL_optinteger(L, 6, 1);
  return lua_guard(
      L, [&] { return push_optional_card(L, table_of(ctx).move_top(from, to, n)); }, "g:move_top");
}
// fill(zone [, seat]): every card of the game's deck(s), in card-id order.
int w_game_fill(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "fill");
  int z = check_zone(L, ctx, 2);
  return lua_guard(
      L,
      [&] {
        table_of(ctx).fill(z);
        return 0;
      },
      "g:fill");
}
int w_game_clear(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "clear");
  table_of(ctx).clear(check_zone(L, ctx, 2));
  return 0;
}
// face_down(zone [, seat]): how many of the zone's bottom cards lie face down.
int w_game_face_down(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  lua_pushinteger(L, view_of(ctx).face_down(check_zone(L, ctx, 2)));
  return 1;
}
// A zone of `visibility: pile` (only there do faces show), at `idx` and its seat after it.
int check_pile(lua_State* L, HookContext& ctx, int idx, const char* method) {
  const int z = check_zone(L, ctx, idx);
  if (ctx.spec->layout->zones[std::size_t(ctx.spec->zone_def_of(z))].visibility != Visibility::Pile)
    luaL_error(L, "g:%s: zone '%s' is not a pile (give it visibility: pile to have cards face down)", method,
               lua_tostring(L, idx));
  return z;
}
// set_face_down(zone, seat, n): the zone's bottom n cards lie face down, the others face up.
int w_game_set_face_down(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set_face_down");
  const int z = check_pile(L, ctx, 2, "set_face_down");
  const lua_Integer n = luaL_checkinteger(L, 4);
  const int held = view_of(ctx).count(z);
  if (n < 0 || n > held)
    return luaL_error(L, "g:set_face_down: zone '%s' holds %d cards; %I cannot lie face down", lua_tostring(L, 2), held,
                      n);
  table_of(ctx).set_face_down(z, int(n));
  return 0;
}
// turn_up(zone [, seat]): the top card face up if it lies face down; returns it, or nil.
int w_game_turn_up(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "turn_up");
  const int z = check_pile(L, ctx, 2, "turn_up");
  const TableView view = view_of(ctx);
  const int down = view.face_down(z);
  if (down == 0 || down < view.count(z)) {
    lua_pushnil(L);
    return 1;
  }
  table_of(ctx).set_face_down(z, down - 1);
  return push_optional_card(L, view.top(z));
}
// shuffle(zone [, seat]): with the match's generator, or as a test stacked it.
int w_game_shuffle(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "shuffle");
  const int z = check_zone(L, ctx, 2);
  return lua_guard(
      L,
      [&] {
        table_of(ctx).shuffle(z);
        return 0;
      },
      "g:shuffle");
}
// deal_out(from, targets [, per_target]): one card at a time from the top of `from` to each
// target in turn ({zone, seat} pairs or table zone names), until `from` is empty or every
// target got per_target cards.
int w_game_deal_out(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "deal_out");
  int from = check_zone(L, ctx, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_Integer per = luaL_optinteger(L, 4, -1);
  constexpr int kMaxTargets = 64;
  int targets[kMaxTargets];
  int count = 0;
  const int entries = int(luaL_len(L, 3));
  luaL_argcheck(L, entries >= 1 && entries <= kMaxTargets, 3, "1 to 64 targets");
  const Shape& shape = *ctx.spec;
  for (int i = 1; i <= entries; ++i) {
    lua_geti(L, 3, i);
    int top = lua_gettop(L);
    if (lua_istable(L, top)) {
      lua_geti(L, top, 1);
      lua_geti(L, top, 2);
      targets[count++] = check_zone(L, ctx, top + 1);
    } else if (int def = check_zone_def(L, ctx, top); shape.zones[std::size_t(def)].owner == Owner::Seat) {
      // A seat's zone named alone: that zone of every seat in turn, from the dealer's left.
      luaL_argcheck(L, count + shape.players <= kMaxTargets, 3, "1 to 64 targets");
      count = int(view_of(ctx).seat_zones_from_dealer(def, targets + count) - targets);
    } else {
      targets[count++] = check_zone(L, ctx, top);
    }
    lua_settop(L, top - 1);
  }
  return lua_guard(
      L,
      [&] {
        table_of(ctx).deal_out(from, std::span<const int>(targets, std::size_t(count)), per);
        return 0;
      },
      "g:deal_out");
}

const luaL_Reg zone_methods[] = {{"count", w_game_count},
                                 {"counts", w_game_counts},
                                 {"cards", w_game_cards},
                                 {"mask", w_game_mask},
                                 {"top", w_game_top},
                                 {"bottom", w_game_bottom},
                                 {"has", w_game_has},
                                 {"holder", w_game_holder},
                                 {"move", w_game_move},
                                 {"move_top", w_game_move_top},
                                 {"fill", w_game_fill},
                                 {"clear", w_game_clear},
                                 {"shuffle", w_game_shuffle},
                                 {"deal_out", w_game_deal_out},
                                 {"face_down", w_game_face_down},
                                 {"set_face_down", w_game_set_face_down},
                                 {"turn_up", w_game_turn_up},
                                 {nullptr, nullptr}};

}  // namespace

void add_game_zone_methods(lua_State* L) { set_bound_functions(L, zone_methods, false); }

}  // namespace cardrt
