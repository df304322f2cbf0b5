// The checks and helpers the wrap_*.cpp files share: arguments, cards, JSON, mechanic object types.
#include <cstring>
#include <string>

#include "binding.hpp"

namespace cardrt {

void push_text(lua_State* L, const std::string& text) { lua_pushlstring(L, text.data(), text.size()); }

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

HookContext& check_changeable(lua_State* L, int idx, const char* method) {
  HookContext& ctx = check_game(L, idx);
  if (!ctx.may_change) luaL_error(L, "g:%s cannot change the game inside moves()", method);
  ++ctx.changes;
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

int check_zone(lua_State* L, const HookContext& ctx, int idx) {
  int def = check_zone_def(L, ctx, idx);
  Owner owner = ctx.spec->zones[std::size_t(def)].owner;
  if (owner == Owner::Table) return ctx.spec->zone_base[std::size_t(def)];
  if (const int seat = given_seat(L, ctx, idx + 1)) return ctx.spec->zone_at(def, seat);
  if (lua_isnoneornil(L, idx + 1))
    luaL_error(L, "zone '%s' belongs to a %s: give the seat", lua_tostring(L, idx), owner_name(owner));
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

int check_suit(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TNUMBER) {
    const lua_Integer suit = check_integer(L, idx);
    luaL_argcheck(L, suit >= 1 && suit <= kSuits, idx, "suit 1 (C) to 4 (S)");
    return int(suit);
  }
  const char* text = luaL_checkstring(L, idx);
  const std::optional<int> suit = parse_suit(text);
  if (!suit) luaL_error(L, "not a suit: '%s' (C D H S, or clubs diamonds hearts spades)", text);
  return *suit;
}

int check_card_list(lua_State* L, int idx, Card* out, int most, const char* too_many) {
  if (lua_type(L, idx) == LUA_TNUMBER) {
    int n = 0;  // a mask holds at most 53 cards, fewer than any caller's room
    for (auto m = CardMask(luaL_checkinteger(L, idx)); m; m &= m - 1) out[n++] = Card(__builtin_ctzll(m));
    return n;
  }
  luaL_checktype(L, idx, LUA_TTABLE);
  const lua_Integer n = luaL_len(L, idx);
  luaL_argcheck(L, n <= most, idx, too_many);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, idx, i);
    out[i - 1] = check_card(L, -1);
    lua_pop(L, 1);
  }
  return int(n);
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

}  // namespace cardrt
