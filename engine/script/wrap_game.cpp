// The `g` handle rule hooks receive: reading and changing zones, counters, variables and the
// flow of the game. Every wrapper checks its arguments, calls the native Table and pushes results.
#include <algorithm>
#include <optional>
#include <span>

#include "binding.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
const char* owner_word(Owner o) { return o == Owner::Table ? "table" : o == Owner::Seat ? "seat" : "team"; }

int nil_or_int(lua_State* L, std::int64_t v) {
  if (v == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, v);
  return 1;
}
}  // namespace

// An error message built in C++ is pushed by one statement (its string dies there) and raised
// by the next: a Lua error skips the destructors of what is still alive.
void push_text(lua_State* L, const std::string& text) { lua_pushlstring(L, text.data(), text.size()); }
// Raises the pushed message at the rules' line.
int raise_pushed(lua_State* L) {
  luaL_where(L, 1);
  lua_insert(L, -2);
  lua_concat(L, 2);
  return lua_error(L);
}

HookContext& check_game(lua_State* L, int idx) {
  HookContext& ctx = context_of(L);
  if (lua_topointer(L, idx) != ctx.game_handle) luaL_typeerror(L, idx, "cardrt game");
  if (!ctx.state) luaL_error(L, "the game handle is only usable inside a rule hook");
  return ctx;
}

void set_bound_functions(lua_State* L, const luaL_Reg* fns, bool extra_upvalue) {
  if (extra_upvalue) lua_pushvalue(L, -2);
  luaL_setfuncs(L, fns, extra_upvalue ? 1 : 0);
}

void* check_object(lua_State* L, const char* what) {
  void* p = lua_touserdata(L, 1);
  bool ok = p && lua_getmetatable(L, 1) && lua_rawequal(L, -1, lua_upvalueindex(1));
  if (!ok) luaL_typeerror(L, 1, what);
  lua_pop(L, 1);
  return p;
}

bool check_ace_high(lua_State* L, bool default_high) {
  lua_getfield(L, 1, "ace");
  const char* ace = luaL_optstring(L, -1, default_high ? "high" : "low");
  bool high = std::strcmp(ace, "high") == 0;
  if (!high && std::strcmp(ace, "low") != 0) luaL_error(L, "ace must be 'low' or 'high', got '%s'", ace);
  lua_pop(L, 1);
  return high;
}

void open_object_type(lua_State* L, const char* type, const luaL_Reg* methods, const char* constructor_name,
                      lua_CFunction constructor) {
  luaL_newmetatable(L, type);
  lua_newtable(L);
  set_bound_functions(L, methods, true);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);  // the methods are shared by every match: out of scripts' reach
  lua_setfield(L, -2, "__metatable");
  if (!constructor) {  // declared in game.yaml only
    lua_pop(L, 1);
    return;
  }
  lua_getglobal(L, "cardrt");
  const luaL_Reg fns[] = {{constructor_name, constructor}, {nullptr, nullptr}};
  set_bound_functions(L, fns, true);
  lua_pop(L, 2);
}

HookContext& check_changeable(lua_State* L, int idx, const char* method) {
  HookContext& ctx = check_game(L, idx);
  if (!ctx.may_change) luaL_error(L, "g:%s cannot change the game inside moves()", method);
  return ctx;
}

lua_Integer check_integer(lua_State* L, int idx) {
  int is_integer = 0;
  const lua_Integer value = lua_tointegerx(L, idx, &is_integer);
  return is_integer ? value : luaL_checkinteger(L, idx);
}

const char* check_string(lua_State* L, int idx) {
  const char* text = lua_tolstring(L, idx, nullptr);
  return text ? text : luaL_checkstring(L, idx);
}

int check_seat(lua_State* L, const HookContext& ctx, int idx) {
  lua_Integer seat = check_integer(L, idx);
  luaL_argcheck(L, seat >= 1 && seat <= ctx.spec->players, idx, "seat out of range");
  return int(seat);
}

int check_zone_def(lua_State* L, const HookContext& ctx, int idx) {
  const char* name = check_string(L, idx);
  int def = ctx.zone_names.find(name);
  if (def >= 0) return def;
  push_text(L, unknown_name("zone", name, "", ctx.spec->layout->zone_names(), "zones"));
  return raise_pushed(L);
}

namespace {
// The seat at idx when it is one (the common case, read with one call into Lua), else 0.
int given_seat(lua_State* L, const HookContext& ctx, int idx) {
  int is_integer = 0;
  const lua_Integer seat = lua_tointegerx(L, idx, &is_integer);
  return is_integer && seat >= 1 && seat <= ctx.spec->players ? int(seat) : 0;
}
}  // namespace

int check_zone(lua_State* L, const HookContext& ctx, int idx) {
  int def = check_zone_def(L, ctx, idx);
  Owner owner = ctx.spec->zones[std::size_t(def)].owner;
  if (owner == Owner::Table) return ctx.spec->zone_base[std::size_t(def)];
  if (const int seat = given_seat(L, ctx, idx + 1)) return ctx.spec->zone_at(def, seat);
  if (lua_isnoneornil(L, idx + 1))
    luaL_error(L, "zone '%s' belongs to a %s: give the seat", lua_tostring(L, idx), owner_word(owner));
  return ctx.spec->zone_at(def, check_seat(L, ctx, idx + 1));
}

int check_slot_def(lua_State* L, const HookContext& ctx, int idx) {
  const char* name = check_string(L, idx);
  int def = ctx.slot_names.find(name);
  if (def >= 0) return def;
  push_text(L, unknown_name("counter or var", name, "", ctx.spec->layout->slot_names(), "known"));
  return raise_pushed(L);
}

int check_verb(lua_State* L, const HookContext& ctx, int idx) {
  const char* verb = check_string(L, idx);
  int v = ctx.verb_names.find(verb);
  if (v < 0) {
    push_text(L, unknown_name("move verb", verb, "", ctx.spec->layout->verbs(), "moves the layout declares") +
                     "; a variant file declares moves of its own under add: moves:");
    raise_pushed(L);
  }
  return v;
}

Card check_card(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TNUMBER) {
    lua_Integer c = check_integer(L, idx);
    luaL_argcheck(L, c >= 0 && c < kCardKinds, idx, "not a card id");
    return Card(c);
  }
  const char* text = luaL_checkstring(L, idx);
  auto card = parse_card(text);
  if (!card) luaL_error(L, "not a card: '%s'", text);
  return *card;
}

void push_card_list(lua_State* L, const Card* cards, int n) {
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) {
    lua_pushinteger(L, cards[i]);
    lua_rawseti(L, -2, i + 1);
  }
}

void push_json(lua_State* L, const Json& v) {
  switch (v.type()) {
    case Json::value_t::boolean: lua_pushboolean(L, v.get<bool>()); return;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: lua_pushinteger(L, v.get<lua_Integer>()); return;
    case Json::value_t::number_float: lua_pushnumber(L, v.get<double>()); return;
    case Json::value_t::string: lua_pushstring(L, v.get_ref<const std::string&>().c_str()); return;
    case Json::value_t::array:
      lua_createtable(L, int(v.size()), 0);
      for (std::size_t i = 0; i < v.size(); ++i) {
        push_json(L, v[i]);
        lua_rawseti(L, -2, lua_Integer(i + 1));
      }
      return;
    case Json::value_t::object: {
      const auto& fields = v.get_ref<const Json::object_t&>();
      lua_createtable(L, 0, int(fields.size()));
      for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto& field = *(fields.begin() + std::ptrdiff_t(i));
        push_json(L, field.second);
        lua_setfield(L, -2, field.first.c_str());
      }
      return;
    }
    default: lua_pushnil(L); return;
  }
}

namespace {

// A slot instance from (name at idx, optional seat at seat_idx).
int slot_instance(lua_State* L, const HookContext& ctx, int idx, int seat_idx, int* def_out) {
  int def = check_slot_def(L, ctx, idx);
  *def_out = def;
  const SlotDef& s = ctx.spec->layout->slots[std::size_t(def)];
  if (s.per == Owner::Table) return ctx.spec->slot_base[std::size_t(def)];
  if (const int seat = given_seat(L, ctx, seat_idx)) return ctx.spec->slot_at(def, seat);
  if (lua_isnoneornil(L, seat_idx))
    luaL_error(L, "'%s' is kept per %s: give the seat", s.name.c_str(), owner_word(s.per));
  return ctx.spec->slot_at(def, check_seat(L, ctx, seat_idx));
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
    case SlotType::Flags:
    case SlotType::Int: lua_pushinteger(L, v); return 1;
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
    case SlotType::Flags:
    case SlotType::Int: return check_integer(L, idx);
  }
  return 0;
}

// The table a hook works on: to read (any hook) or to change (hooks that may change the game).
TableView view_of(const HookContext& ctx) { return TableView(*ctx.spec, *ctx.state); }
Table table_of(HookContext& ctx) { return Table(*ctx.spec, *ctx.state); }

int push_optional_card(lua_State* L, std::optional<Card> c) {
  if (c)
    lua_pushinteger(L, *c);
  else
    lua_pushnil(L);
  return 1;
}

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

int w_game_get(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  int def = 0;
  int slot = slot_instance(L, ctx, 2, 3, &def);
  return push_slot(L, ctx.spec->layout->slots[std::size_t(def)], view_of(ctx).get(slot));
}
int w_game_set(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "set");
  int def = 0;
  int slot = slot_instance(L, ctx, 2, 4, &def);
  luaL_checkany(L, 3);
  table_of(ctx).set(slot, check_slot_value(L, ctx, def, 3));
  return 0;
}
int w_game_add(lua_State* L) {
  HookContext& ctx = check_changeable(L, 1, "add");
  int def = 0;
  int slot = slot_instance(L, ctx, 2, 4, &def);
  lua_Integer delta = check_integer(L, 3);
  if (ctx.spec->layout->slots[std::size_t(def)].type != SlotType::Int)
    return luaL_error(L, "g:add needs an int counter or var, '%s' is not one", lua_tostring(L, 2));
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
  const int from = slot_instance(L, ctx, 3, 4, &from_def);
  const int to = slot_instance(L, ctx, 5, 6, &to_def);
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

// The bit of flag name `idx` in flags slot `def` (bit i for the i-th name, from 1).
std::int64_t check_flag_bit(lua_State* L, const HookContext& ctx, int slot_def, int idx) {
  const SlotDef& def = ctx.spec->layout->slots[std::size_t(slot_def)];
  if (def.type != SlotType::Flags) luaL_error(L, "'%s' is not a flags var", def.name.c_str());
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
  if (flags.type != SlotType::Flags) return luaL_error(L, "'%s' is not a flags var", flags.name.c_str());
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
  int slot = slot_instance(L, ctx, 2, 5, &def);
  std::int64_t bit = check_flag_bit(L, ctx, def, 3);
  luaL_checktype(L, 4, LUA_TBOOLEAN);
  const std::int64_t flags = view_of(ctx).get(slot);
  table_of(ctx).set(slot, lua_toboolean(L, 4) ? flags | bit : flags & ~bit);
  return 0;
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
                                 {"count", w_game_count},
                                 {"counts", w_game_counts},
                                 {"cards", w_game_cards},
                                 {"mask", w_game_mask},
                                 {"top", w_game_top},
                                 {"bottom", w_game_bottom},
                                 {"has", w_game_has},
                                 {"holder", w_game_holder},
                                 {"get", w_game_get},
                                 {"set", w_game_set},
                                 {"add", w_game_add},
                                 {"transfer", w_game_transfer},
                                 {"flag", w_game_flag},
                                 {"flags", w_game_flags},
                                 {"set_flag", w_game_set_flag},
                                 {"move", w_game_move},
                                 {"move_top", w_game_move_top},
                                 {"fill", w_game_fill},
                                 {"clear", w_game_clear},
                                 {"shuffle", w_game_shuffle},
                                 {"deal_out", w_game_deal_out},
                                 {"set_to_move", w_game_set_to_move},
                                 {"set_dealer", w_game_set_dealer},
                                 {"reverse", w_game_reverse},
                                 {"set_score", w_game_set_score},
                                 {"end_deal", w_game_end_deal},
                                 {"end_match", w_game_end_match},
                                 {"random", w_game_random},
                                 {"log", w_game_log},
                                 {nullptr, nullptr}};

}  // namespace

void open_game(lua_State* L, HookContext* ctx) {
  // `g` is a plain table holding its methods: a method call is one table lookup, where a
  // userdata would first go through its metatable's __index.
  lua_newtable(L);
  set_bound_functions(L, game_methods, false);
  ctx->game_handle = lua_topointer(L, -1);
}

}  // namespace cardrt
