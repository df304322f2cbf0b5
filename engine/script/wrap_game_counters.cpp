// The methods of `g` on counters and vars: reading, setting, adding, transferring, and flags.
#include "wrap_game.hpp"

namespace cardrt {

namespace {

// A slot instance from (name at idx, optional seat at seat_idx).
int slot_instance(lua_State* L, const HookContext& ctx, int idx, int seat_idx, int* def_out) {
  int def = check_slot_def(L, ctx, idx);
  *def_out = def;
  const SlotDef& s = ctx.spec->layout->slots[std::size_t(def)];
  if (s.per == Owner::Table) return ctx.spec->slot_base[std::size_t(def)];
  if (const int seat = given_seat(L, ctx, seat_idx)) return ctx.spec->slot_at(def, seat);
  if (lua_isnoneornil(L, seat_idx))
    luaL_error(L, "'%s' is kept per %s: give the seat", s.name.c_str(), owner_name(s.per));
  return ctx.spec->slot_at(def, check_seat(L, ctx, seat_idx));
}

// The same for a method that changes it: a mechanic's own count is refused.
int changed_slot_instance(lua_State* L, const HookContext& ctx, int idx, int seat_idx, int* def_out) {
  const int slot = slot_instance(L, ctx, idx, seat_idx, def_out);
  const SlotDef& s = ctx.spec->layout->slots[std::size_t(*def_out)];
  if (s.kept_max >= 0)
    luaL_error(L, "'%s' is kept by its mechanic: the rules may read it, not change it", s.name.c_str());
  return slot;
}

int push_slot(lua_State* L, const SlotDef& def, std::int64_t v) {
  switch (def.type) {
    case SlotType::Bool: lua_pushboolean(L, v != 0); return 1;
    case SlotType::Seat: return nil_or_int(L, v);
    case SlotType::Card:
      if (v == 0)
        lua_pushnil(L);
      else
        lua_pushinteger(L, v - 1);
      return 1;
    case SlotType::Enum:
      if (v < 1 || v > std::int64_t(def.values.size()))
        lua_pushnil(L);
      else
        lua_pushstring(L, def.values[std::size_t(v - 1)].c_str());
      return 1;
    case SlotType::Suit: return nil_or_int(L, v);
    case SlotType::Seats: {
      lua_createtable(L, 8, 0);
      int n = 0;
      for (int seat = 1; seat < 63; ++seat)
        if (v >> seat & 1) {
          lua_pushinteger(L, seat);
          lua_rawseti(L, -2, ++n);
        }
      return 1;
    }
    case SlotType::Int:
      if (def.may_be_none && v == kNoneValue) {
        lua_pushnil(L);
        return 1;
      }
      [[fallthrough]];
    case SlotType::Flags: lua_pushinteger(L, v); return 1;
  }
  return 0;
}

std::int64_t check_slot_value(lua_State* L, const HookContext& ctx, int slot_def, int idx) {
  const SlotDef& def = ctx.spec->layout->slots[std::size_t(slot_def)];
  switch (def.type) {
    case SlotType::Bool: luaL_checktype(L, idx, LUA_TBOOLEAN); return lua_toboolean(L, idx);
    case SlotType::Seat: return lua_isnil(L, idx) ? 0 : check_seat(L, context_of(L), idx);
    case SlotType::Card: return lua_isnil(L, idx) ? 0 : check_card(L, idx) + 1;
    case SlotType::Enum: {
      if (lua_isnil(L, idx)) return 0;
      const char* name = check_string(L, idx);
      const int value = ctx.value_names[std::size_t(slot_def)].find(name);
      if (value < 0) luaL_error(L, "'%s' is not a value of '%s'", name, def.name.c_str());
      return value + 1;
    }
    case SlotType::Suit: return lua_isnil(L, idx) ? 0 : check_suit(L, idx);
    case SlotType::Seats: {
      if (lua_isnil(L, idx)) return 0;
      luaL_checktype(L, idx, LUA_TTABLE);
      std::int64_t bits = 0;
      const lua_Integer n = luaL_len(L, idx);
      luaL_argcheck(L, n <= 64, idx, "at most 64 seats");
      for (lua_Integer i = 1; i <= n; ++i) {
        lua_geti(L, idx, i);
        int is_integer = 0;
        const lua_Integer seat = lua_tointegerx(L, -1, &is_integer);
        if (!is_integer || seat < 1 || seat > ctx.spec->players)
          luaL_error(L, "'%s' holds seats 1 to %d; item %d is %s", def.name.c_str(), ctx.spec->players, int(i),
                     luaL_tolstring(L, -1, nullptr));
        bits |= std::int64_t{1} << seat;
        lua_pop(L, 1);
      }
      return bits;
    }
    case SlotType::Int:
      if (def.may_be_none && lua_isnil(L, idx)) return kNoneValue;
      [[fallthrough]];
    case SlotType::Flags: return check_integer(L, idx);
  }
  return 0;
}

int w_game_get(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int def = 0;
  int slot = slot_instance(L, ctx, 2, 3, &def);
  return push_slot(L, ctx.spec->layout->slots[std::size_t(def)], view_of(ctx).get(slot));
}
int w_game_set(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set");
  int def = 0;
  int slot = changed_slot_instance(L, ctx, 2, 4, &def);
  luaL_checkany(L, 3);
  table_of(ctx).set(slot, check_slot_value(L, ctx, def, 3));
  return 0;
}
int w_game_add(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "add");
  int def = 0;
  int slot = changed_slot_instance(L, ctx, 2, 4, &def);
  lua_Integer delta = check_integer(L, 3);
  const SlotDef& slot_def = ctx.spec->layout->slots[std::size_t(def)];
  if (slot_def.type != SlotType::Int)
    return luaL_error(L, "g:add needs an int counter or var, '%s' is not one", lua_tostring(L, 2));
  if (slot_def.may_be_none && view_of(ctx).get(slot) == kNoneValue)
    return luaL_error(L, "g:add: '%s' is none; set it first", slot_def.name.c_str());
  return lua_guard(
      L,
      [&] {
        lua_pushinteger(L, table_of(ctx).add(slot, delta));
        return 1;
      },
      "g:add");
}

// transfer(amount, from, from_seat, to, to_seat) → the new value of `from`: both int counters
// or vars change, or neither (an overflow changes nothing).
int w_game_transfer(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "transfer");
  const lua_Integer amount = check_integer(L, 2);
  int from_def = 0, to_def = 0;
  const int from = changed_slot_instance(L, ctx, 3, 4, &from_def);
  const int to = changed_slot_instance(L, ctx, 5, 6, &to_def);
  for (int def : {from_def, to_def})
    if (ctx.spec->layout->slots[std::size_t(def)].type != SlotType::Int)
      return luaL_error(L, "g:transfer needs int counters or vars, '%s' is not one",
                        ctx.spec->layout->slots[std::size_t(def)].name.c_str());
  return lua_guard(
      L,
      [&] {
        Table table = table_of(ctx);
        table.transfer(from, to, amount);
        lua_pushinteger(L, table.get(from));
        return 1;
      },
      "g:transfer");
}

// The bit of flag name `idx` in flags slot `def` (bit i for the i-th name, from 1), or of seat
// `idx` in a seats var (bit s for seat s).
std::int64_t check_flag_bit(lua_State* L, const HookContext& ctx, int slot_def, int idx) {
  const SlotDef& def = ctx.spec->layout->slots[std::size_t(slot_def)];
  if (def.type == SlotType::Seats) return std::int64_t(1) << check_seat(L, ctx, idx);
  if (def.type != SlotType::Flags) luaL_error(L, "'%s' is not a flags or seats var", def.name.c_str());
  const char* flag = check_string(L, idx);
  const int value = ctx.value_names[std::size_t(slot_def)].find(flag);
  if (value < 0) {
    push_text(L, unknown_name("flag", flag, "of '" + def.name + "'", def.values, "flags"));
    raise_pushed(L);
  }
  return std::int64_t(1) << (value + 1);
}
// flag(name, flag [, seat]) → whether the flag is set
int w_game_flag(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int def = 0;
  int slot = slot_instance(L, ctx, 2, 4, &def);
  std::int64_t bit = check_flag_bit(L, ctx, def, 3);
  lua_pushboolean(L, (view_of(ctx).get(slot) & bit) != 0);
  return 1;
}
// flags(name [, seat]) → the set flags as a set of names ({king = true, ...})
int w_game_flags(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int def = 0;
  const int slot = slot_instance(L, ctx, 2, 3, &def);
  const SlotDef& flags = ctx.spec->layout->slots[std::size_t(def)];
  if (flags.type != SlotType::Flags)
    return luaL_error(L, "'%s' is not a flags var%s", flags.name.c_str(),
                      flags.type == SlotType::Seats ? " (g:get gives a seats var's seats)" : "");
  const std::int64_t bits = view_of(ctx).get(slot);
  const NameIndex& names = ctx.value_names[std::size_t(def)];
  lua_createtable(L, 0, int(names.size()));
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (!(bits & (std::int64_t(1) << (i + 1)))) continue;
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, names[i]);
  }
  return 1;
}
// set_flag(name, flag, on [, seat])
int w_game_set_flag(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set_flag");
  int def = 0;
  int slot = changed_slot_instance(L, ctx, 2, 5, &def);
  std::int64_t bit = check_flag_bit(L, ctx, def, 3);
  luaL_checktype(L, 4, LUA_TBOOLEAN);
  const std::int64_t flags = view_of(ctx).get(slot);
  table_of(ctx).set(slot, lua_toboolean(L, 4) ? flags | bit : flags & ~bit);
  return 0;
}

const luaL_Reg counter_methods[] = {{"get", w_game_get},           {"set", w_game_set},   {"add", w_game_add},
                                    {"transfer", w_game_transfer}, {"flag", w_game_flag}, {"flags", w_game_flags},
                                    {"set_flag", w_game_set_flag}, {nullptr, nullptr}};

}  // namespace

void add_game_counter_methods(lua_State* L) { set_bound_functions(L, counter_methods, false); }

}  // namespace cardrt
