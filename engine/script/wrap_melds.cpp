// cardrt.melds{...} and mechanics.NAME of `type: melds`: the melds object. Every one has value
// and card_value, and the meld-kinds queries (wrap_meld_kinds.cpp); one that plays the Canasta
// family on its meld zones also valid, targets, incomplete, moves, pickups, canonical, play and,
// declared with turns:, take_turns.
#include <cstdio>
#include <cstring>
#include <string_view>
#include <vector>

#include "binding.hpp"
#include "cardrt/melds.hpp"

namespace cardrt {

namespace {
// The rules object: the mechanic, and the move defs of meld, add and pickup its Canasta moves
// use (-1 = not declared). Trivially copyable, as push_object requires.
struct Melds {
  MeldTable table;
  std::array<int, 3> verb{-1, -1, -1};
};

constexpr const char* kFields[] = {"naturals", "wilds", "size",  "naturals_per_wild", "wild_melds", "values",
                                   "hand",     "melds", "books", "book_counters"};

// A target's name in a caller's buffer: no C++ string may be alive when Lua raises an error.
const char* target_text(const MeldRules& rules, int target, char buf[2]) {
  if (target == rules.wild_target()) return "wild";
  buf[0] = rank_char(rules.target_rank[std::size_t(target)]);
  buf[1] = '\0';
  return buf;
}

Melds& check_melds(lua_State* L) { return *static_cast<Melds*>(check_object(L, "cardrt melds")); }

// A melds object that plays on meld zones, for the Canasta methods.
Melds& check_canasta(lua_State* L, const char* method) {
  Melds& m = check_melds(L);
  if (m.table.hand_zone < 0)
    luaL_error(L,
               "%s: these melds lay as table objects; %s is for melds played on meld zones (hand:, melds:, "
               "books: in game.yaml)",
               method, method);
  return m;
}

int verb_def(const Melds& m, MeldVerb verb) { return m.verb[std::size_t(verb)]; }

// Calls f(token) for each space-separated token of s. Only trivially destructible locals, so f
// may raise a Lua error.
template <class F>
void each_token(const char* s, F f) {
  while (*s) {
    while (*s == ' ') ++s;
    if (!*s) break;
    const char* end = s;
    while (*end && *end != ' ') ++end;
    f(std::string_view(s, std::size_t(end - s)));
    s = end;
  }
}

// ---------------------------------------------------------------- argument tables

// Field `name` of the table at idx, pushed; nil when the table is absent.
int push_field(lua_State* L, int idx, const char* name) {
  if (lua_isnoneornil(L, idx)) {
    lua_pushnil(L);
    return LUA_TNIL;
  }
  return lua_getfield(L, idx, name);
}

bool bool_field(lua_State* L, int idx, const char* name, bool fallback) {
  int type = push_field(L, idx, name);
  if (type != LUA_TNIL && type != LUA_TBOOLEAN) luaL_error(L, "field '%s' must be a boolean", name);
  bool v = type == LUA_TNIL ? fallback : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

int int_field(lua_State* L, int idx, const char* name, int fallback, int lowest) {
  push_field(L, idx, name);
  int v = fallback;
  if (!lua_isnil(L, -1)) {
    int ok = 0;
    lua_Integer i = lua_tointegerx(L, -1, &ok);
    if (!ok) luaL_error(L, "field '%s' must be an integer", name);
    if (i < lowest || i > 1000000) luaL_error(L, "field '%s' is out of range (%d or more)", name, lowest);
    v = int(i);
  }
  lua_pop(L, 1);
  return v;
}

int check_target(lua_State* L, const MeldRules& rules, int idx) {
  const char* name = luaL_checkstring(L, idx);
  int t = rules.parse_target(name);
  if (t < 0) luaL_error(L, "'%s' is no meld target", name);
  return t;
}

// a.hold: nil, or { keep, out, out_left, need = { clean, dirty, wild } }.
HoldRule read_hold(lua_State* L, int idx) {
  HoldRule hold;
  if (push_field(L, idx, "hold") == LUA_TNIL) {
    lua_pop(L, 1);
    return hold;
  }
  if (!lua_istable(L, -1)) luaL_error(L, "field 'hold' must be a table or nil");
  int h = lua_gettop(L);
  hold.active = true;
  hold.keep = int_field(L, h, "keep", 2, 0);
  hold.out = bool_field(L, h, "out", false);
  hold.out_left = int_field(L, h, "out_left", 1, 0);
  if (push_field(L, h, "need") != LUA_TNIL) {
    if (!lua_istable(L, -1)) luaL_error(L, "field 'need' must be a table");
    int need = lua_gettop(L);
    for (int k = 0; k < 3; ++k) hold.need[std::size_t(k)] = int_field(L, need, book_kind_name(k), 0, 0);
  }
  lua_pop(L, 2);
  return hold;
}

void check_options(lua_State* L, int idx, const char* method) {
  if (!lua_isnoneornil(L, idx) && !lua_istable(L, idx))
    luaL_error(L, "bad argument #%d to '%s' (table of options expected)", idx - 1, method);
}

// ---------------------------------------------------------------- methods

// card_value(card) → the card's value, as `values` declares it.
int w_melds_card_value(lua_State* L) {
  const MeldRules& rules = check_melds(L).table.rules;
  lua_pushinteger(L, rules.kinds.value[check_card(L, 2)]);
  return 1;
}

// value(g, zone [, seat]) → the sum of the card values of the zone's cards; value(card) → the
// card's value.
int w_melds_value(lua_State* L) {
  Melds& m = check_melds(L);
  if (lua_type(L, 2) == LUA_TNUMBER || lua_type(L, 2) == LUA_TSTRING) return w_melds_card_value(L);
  HookContext& ctx = check_game(L, 2);
  int zone = check_zone(L, ctx, 3);
  lua_pushinteger(L, m.table.zone_value(*ctx.spec, *ctx.state, zone));
  return 1;
}

// targets() → the target names in target order: {"4", ..., "A", "wild"}
int w_melds_targets(lua_State* L) {
  const MeldRules& rules = check_canasta(L, "targets").table.rules;
  lua_createtable(L, rules.targets(), 0);
  for (int t = 0; t < rules.targets(); ++t) {
    char name[2];
    lua_pushstring(L, target_text(rules, t, name));
    lua_rawseti(L, -2, t + 1);
  }
  return 1;
}

// valid(target, cards) → "clean" | "dirty" | "wild", or nil and the reason: a complete new meld.
int w_melds_valid(lua_State* L) {
  Melds& m = check_canasta(L, "valid");
  const MeldRules& rules = m.table.rules;
  int target = check_target(L, rules, 2);
  Card cards[kMaxBookSize + 1];
  int n = 0;
  auto put = [&](Card c) {
    if (n <= kMaxBookSize) cards[n] = c;
    ++n;
  };
  if (lua_type(L, 3) == LUA_TSTRING) {
    each_token(lua_tostring(L, 3), [&](std::string_view token) {
      auto c = parse_card(token);
      if (!c) luaL_error(L, "not a card: '%s'", lua_pushlstring(L, token.data(), token.size()));
      put(*c);
    });
  } else {
    luaL_checktype(L, 3, LUA_TTABLE);
    for (lua_Integer i = 1, len = luaL_len(L, 3); i <= len; ++i) {
      lua_geti(L, 3, i);
      put(check_card(L, lua_gettop(L)));
      lua_pop(L, 1);
    }
  }
  lua_pushnil(L);
  if (n < rules.kinds.set.min || n > rules.book_size()) {
    lua_pushfstring(L, "a meld has %d to %d cards, not %d", rules.kinds.set.min, rules.book_size(), n);
    return 2;
  }
  int naturals = 0, wilds = 0;
  char name[3], rank[2];
  for (int i = 0; i < n; ++i) {
    card_chars(cards[i], name);
    if (rules.is_wild(cards[i])) {
      ++wilds;
    } else if (rules.natural_target(cards[i]) < 0) {
      lua_pushfstring(L, "%s never melds", name);
      return 2;
    } else if (rules.natural_target(cards[i]) != target) {
      lua_pushfstring(L, "%s does not fit a meld of %s", name, target_text(rules, target, rank));
      return 2;
    } else {
      ++naturals;
    }
  }
  if (!rules.valid(target, naturals, wilds)) {
    if (naturals == 0)
      lua_pushfstring(L, "a meld of %s needs a natural", target_text(rules, target, rank));
    else
      lua_pushfstring(L, "%d naturals and %d wilds: a meld needs at least %d naturals per wild", naturals, wilds,
                      rules.kinds.naturals_per_wild);
    return 2;
  }
  lua_pushstring(L, book_kind_name(rules.kind(target, wilds)));
  return 1;
}

// incomplete(g, seat) → the targets of the side's incomplete melds, in target order.
int w_melds_incomplete(lua_State* L) {
  Melds& m = check_canasta(L, "incomplete");
  HookContext& ctx = check_game(L, 2);
  int seat = check_seat(L, ctx, 3);
  MeldSide side = m.table.side(*ctx.spec, *ctx.state, seat);
  lua_newtable(L);
  int n = 0;
  for (int t = 0; t < m.table.rules.targets(); ++t) {
    if (!side.has(t)) continue;
    char rank[2];
    lua_pushstring(L, target_text(m.table.rules, t, rank));
    lua_rawseti(L, -2, ++n);
  }
  return 1;
}

HookContext& check_out(lua_State* L, int idx) {
  HookContext& ctx = context_of(L);
  if (lua_touserdata(L, idx) != ctx.moves_handle) luaL_typeerror(L, idx, "cardrt move list");
  if (!ctx.out) luaL_error(L, "the move list is only usable inside moves()");
  return ctx;
}

void check_verb_declared(lua_State* L, const Melds& m, MeldVerb verb) {
  if (verb_def(m, verb) < 0)
    luaL_error(L, "the game declares no move '%s' (add it under moves: with arg: groups)", meld_verb_name(verb));
}

// Renders `moves` into the list with the hand's canonical text.
void add_moves(const Melds& m, HookContext& ctx, const CardCounts& hand, const std::vector<MeldMove>& moves) {
  MeldWriter writer(m.table.rules, hand);
  add_meld_moves(writer, moves, m.verb, *ctx.out);
}

// moves(g, out, seat, a): meld-type moves of the MELD phase (opening compounds or meld and add).
int w_melds_moves(lua_State* L) {
  Melds& m = check_canasta(L, "moves");
  check_game(L, 2);
  HookContext& ctx = check_out(L, 3);
  int seat = check_seat(L, ctx, 4);
  check_options(L, 5, "moves");
  MeldRequest request;
  request.opened = bool_field(L, 5, "opened", false);
  request.minimum = int_field(L, 5, "minimum", 0, 0);
  request.start = bool_field(L, 5, "start", true);
  if (push_field(L, 5, "add_targets") != LUA_TNIL) {
    if (!lua_istable(L, -1)) luaL_error(L, "field 'add_targets' must be an array of targets");
    request.add_targets = 0;
    int list = lua_gettop(L);
    for (lua_Integer i = 1, len = luaL_len(L, list); i <= len; ++i) {
      lua_geti(L, list, i);
      request.add_targets |= 1u << check_target(L, m.table.rules, lua_gettop(L));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  request.hold = read_hold(L, 5);
  check_verb_declared(L, m, MeldVerb::Meld);
  if (request.opened) check_verb_declared(L, m, MeldVerb::Add);
  return lua_guard(L, [&] {
    std::vector<MeldMove>& moves = scratch_meld_moves();
    MeldHand hand = meld_hand(m.table.rules, m.table.hand_cards(*ctx.spec, *ctx.state, seat));
    meld_moves(m.table.rules, hand, m.table.side(*ctx.spec, *ctx.state, seat), request, moves);
    add_moves(m, ctx, hand.cards, moves);
    return 0;
  });
}

// a.top: a card (id or name), or nil.
bool read_top(lua_State* L, int idx, Card* top) {
  push_field(L, idx, "top");
  bool given = !lua_isnil(L, -1);
  if (given) *top = check_card(L, lua_gettop(L));
  lua_pop(L, 1);
  return given;
}

// pickups(g, out, seat, a): the pickups of the pile's top card a.top.
int w_melds_pickups(lua_State* L) {
  Melds& m = check_canasta(L, "pickups");
  check_game(L, 2);
  HookContext& ctx = check_out(L, 3);
  int seat = check_seat(L, ctx, 4);
  check_options(L, 5, "pickups");
  PickupRequest request;
  bool has_top = read_top(L, 5, &request.top);
  request.opened = bool_field(L, 5, "opened", false);
  request.minimum = int_field(L, 5, "minimum", 0, 0);
  request.match_wild = bool_field(L, 5, "match_wild", false);
  request.take = int_field(L, 5, "take", 0, 0);
  request.hold = read_hold(L, 5);
  check_verb_declared(L, m, MeldVerb::Pickup);
  if (!has_top) return 0;
  return lua_guard(L, [&] {
    std::vector<MeldMove>& moves = scratch_meld_moves();
    MeldHand hand = meld_hand(m.table.rules, m.table.hand_cards(*ctx.spec, *ctx.state, seat));
    pickup_moves(m.table.rules, hand, m.table.side(*ctx.spec, *ctx.state, seat), request, moves);
    add_moves(m, ctx, hand.cards, moves);
    return 0;
  });
}

MeldVerb check_meld_verb(lua_State* L, int idx) {
  const char* verb = luaL_checkstring(L, idx);
  for (MeldVerb v : {MeldVerb::Meld, MeldVerb::Add, MeldVerb::Pickup})
    if (std::strcmp(verb, meld_verb_name(v)) == 0) return v;
  luaL_argerror(L, idx, "'meld', 'add' or 'pickup' expected");
  return MeldVerb::Meld;
}

// canonical(g, seat, verb, text [, a]) → the canonical text after the verb, or nil and why.
int w_melds_canonical(lua_State* L) {
  Melds& m = check_canasta(L, "canonical");
  HookContext& ctx = check_game(L, 2);
  int seat = check_seat(L, ctx, 3);
  MeldVerb verb = check_meld_verb(L, 4);
  std::size_t len = 0;
  const char* text = luaL_checklstring(L, 5, &len);
  check_options(L, 6, "canonical");
  Card top = 0;
  bool has_top = read_top(L, 6, &top);
  int top_target = has_top ? m.table.rules.natural_target(top) : -1;
  char out[kMaxMeldText];
  std::size_t out_len = 0;
  bool ok = false;
  lua_guard(L, [&] {
    TypedMeld typed;
    MeldMove move;
    CardCounts hand = m.table.hand_cards(*ctx.spec, *ctx.state, seat);
    std::string why = read_meld_text(m.table.rules, verb, std::string_view(text, len), top_target, typed);
    if (why.empty()) why = reduce_meld(m.table.rules, typed, hand, move);
    MeldWriter writer(m.table.rules, hand);
    std::string_view result = why;
    if (why.empty()) {
      result = writer.text(move);
      ok = true;
    }
    out_len = std::min(result.size(), sizeof out);
    std::memcpy(out, result.data(), out_len);
    return 0;
  });
  if (!ok) lua_pushnil(L);
  lua_pushlstring(L, out, out_len);
  return ok ? 1 : 2;
}

// play(g, seat, verb, text [, a]) → { placed, value, started, books }: plays a meld-type move;
// for a pickup, a.pile names the pile whose top card joins G0's meld.
int w_melds_play(lua_State* L) {
  Melds& m = check_canasta(L, "play");
  HookContext& ctx = check_game(L, 2);
  if (!ctx.may_change) luaL_error(L, "melds:play cannot change the game inside moves()");
  int seat = check_seat(L, ctx, 3);
  MeldVerb verb = check_meld_verb(L, 4);
  std::size_t len = 0;
  const char* text = luaL_checklstring(L, 5, &len);
  check_options(L, 6, "play");
  int pile = -1;
  if (verb == MeldVerb::Pickup) {
    if (push_field(L, 6, "pile") == LUA_TNIL) luaL_error(L, "a pickup needs the pile: { pile = ZONE }");
    pile = ctx.spec->zone_at(check_zone_def(L, ctx, lua_gettop(L)), seat);
    lua_pop(L, 1);
  }
  // The move being applied carries its typed form: playing it, as the verb it was listed with,
  // reads no text.
  TypedMeld typed;
  const bool listed = ctx.applying && ctx.applying->verb == verb_def(m, verb) &&
                      ctx.applying_list->text(*ctx.applying) == std::string_view(text, len) &&
                      read_meld_payload(verb, ctx.applying_list->payload(*ctx.applying), typed);
  MeldPlayResult result;
  lua_guard(L, [&] {
    result =
        m.table.play(*ctx.spec, *ctx.state, seat, verb, std::string_view(text, len), pile, listed ? &typed : nullptr);
    return 0;
  });
  lua_createtable(L, 0, 4);
  push_card_list(L, result.placed.data(), result.placed_count);
  lua_setfield(L, -2, "placed");
  lua_pushinteger(L, result.value);
  lua_setfield(L, -2, "value");
  lua_createtable(L, result.started_count, 0);
  for (int i = 0; i < result.started_count; ++i) {
    char rank[2];
    lua_pushstring(L, target_text(m.table.rules, result.started[std::size_t(i)], rank));
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, -2, "started");
  lua_createtable(L, 0, 3);
  for (int k = 0; k < 3; ++k) {
    lua_pushinteger(L, result.books[std::size_t(k)]);
    lua_setfield(L, -2, book_kind_name(k));
  }
  lua_setfield(L, -2, "books");
  return 1;
}

// take_turns(g): hands the turns to the mechanic (game.yaml declares its turns:) until the deal ends.
int w_melds_take_turns(lua_State* L) {
  check_canasta(L, "take_turns");
  return take_turns(L);
}

// ---------------------------------------------------------------- the constructor

// luaL_error never returns, but is not declared so; the loop tells the compiler.
[[noreturn]] void field_error(lua_State* L, const char* field, const char* what) {
  luaL_error(L, "cardrt.melds: '%s' %s", field, what);
  for (;;) {
  }
}

// A zone def by name (a C string, so no C++ string is alive if the lookup fails), of an owner.
int zone_named(lua_State* L, const HookContext& ctx, const char* field, const char* name, Owner owner) {
  const auto& zones = ctx.spec->layout->zones;
  for (std::size_t i = 0; i < zones.size(); ++i) {
    if (zones[i].name != name) continue;
    if (zones[i].owner != owner)
      luaL_error(L, "cardrt.melds: '%s': zone '%s' must belong to %s", field, name,
                 owner == Owner::Seat ? "the seats (owner: seat)" : "the sides (owner: team)");
    return int(i);
  }
  return luaL_error(L, "cardrt.melds: '%s': the game has no zone '%s'", field, name);
}

int zone_field(lua_State* L, const HookContext& ctx, const char* field, Owner owner) {
  lua_getfield(L, 1, field);
  if (!lua_isstring(L, -1)) field_error(L, field, "must be a zone name");
  int def = zone_named(L, ctx, field, lua_tostring(L, -1), owner);
  lua_pop(L, 1);
  return def;
}

int counter_named(lua_State* L, const HookContext& ctx, const char* name) {
  const auto& slots = ctx.spec->layout->slots;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].name != name) continue;
    if (slots[i].per != Owner::Team || slots[i].type != SlotType::Int)
      luaL_error(L, "cardrt.melds: 'book_counters': '%s' must be an int counter per team", name);
    return int(i);
  }
  return luaL_error(L, "cardrt.melds: 'book_counters': the game has no counter '%s'", name);
}

// Runs a MeldRules reader or check; its Error becomes a Lua error naming cardrt.melds.
template <class Read>
void read_field(lua_State* L, Read read) {
  lua_guard(L, [&] {
    try {
      read();
    } catch (const Error& e) {
      throw Error(std::string("cardrt.melds: ") + e.what());
    }
    return 0;
  });
}

void read_kinds(lua_State* L, Melds& m) {
  MeldRules& rules = m.table.rules;
  lua_getfield(L, 1, "naturals");
  if (!lua_isstring(L, -1)) field_error(L, "naturals", "must list ranks, like \"4 5 6 7 8 9 T J Q K A\"");
  const char* naturals = lua_tostring(L, -1);
  read_field(L, [&] { rules.read_naturals(naturals); });
  lua_pop(L, 1);
  lua_getfield(L, 1, "wilds");
  if (!lua_isnil(L, -1)) {
    if (!lua_isstring(L, -1)) field_error(L, "wilds", "must list wild cards, like \"2 JK\"");
    const char* wilds = lua_tostring(L, -1);
    read_field(L, [&] { rules.kinds.read_wilds(wilds); });
  }
  lua_pop(L, 1);
}

void read_sizes(lua_State* L, Melds& m) {
  MeldRules& rules = m.table.rules;
  lua_getfield(L, 1, "size");
  if (!lua_isnil(L, -1)) {
    if (!lua_istable(L, -1)) field_error(L, "size", "must be { smallest meld, book size }");
    int t = lua_gettop(L);
    for (int i = 1; i <= 2; ++i) {
      lua_geti(L, t, i);
      int ok = 0;
      lua_Integer v = lua_tointegerx(L, -1, &ok);
      if (!ok || v < 1 || v > kMaxBookSize) field_error(L, "size", "must be { smallest meld, book size }, 1 to 20");
      (i == 1 ? rules.kinds.set.min : rules.kinds.set.max) = int(v);
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  rules.kinds.naturals_per_wild = int_field(L, 1, "naturals_per_wild", 0, 0);
  rules.kinds.set.wilds_only = bool_field(L, 1, "wild_melds", false);
}

// values: rank name or card name → value; a card name overrides its rank.
void read_values(lua_State* L, Melds& m) {
  lua_getfield(L, 1, "values");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  if (!lua_istable(L, -1)) field_error(L, "values", "must map ranks or cards to values");
  int t = lua_gettop(L);
  // Checked entry by entry before any C++ value holds them, so a Lua error leaks nothing.
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      field_error(L, "values", "keys must be rank or card names (\"7\", \"3D\", \"JK\")");
    int is_integer = 0;
    lua_tointegerx(L, -1, &is_integer);
    if (!is_integer) field_error(L, "values", "must give integer values");
    lua_pop(L, 1);
  }
  read_field(L, [&] {
    std::vector<std::pair<std::string, std::int64_t>> values;
    lua_pushnil(L);
    while (lua_next(L, t)) {
      values.emplace_back(lua_tostring(L, -2), std::int64_t(lua_tointegerx(L, -1, nullptr)));
      lua_pop(L, 1);
    }
    m.table.rules.kinds.read_values(values);
  });
  lua_pop(L, 1);
}

void read_zones(lua_State* L, HookContext& ctx, Melds& m) {
  MeldTable& table = m.table;
  table.hand_zone = zone_field(L, ctx, "hand", Owner::Seat);
  table.books_zone = zone_field(L, ctx, "books", Owner::Team);
  lua_getfield(L, 1, "melds");
  if (!lua_isstring(L, -1)) field_error(L, "melds", "must be the prefix of the meld zones, like \"meld_\"");
  std::size_t len = 0;
  const char* prefix = lua_tolstring(L, -1, &len);
  if (len > 64) field_error(L, "melds", "is too long");
  char name[80];
  for (int t = 0; t < table.rules.targets(); ++t) {
    char rank[2];
    std::snprintf(name, sizeof name, "%s%s", prefix, target_text(table.rules, t, rank));
    table.meld_zone[std::size_t(t)] = zone_named(L, ctx, "melds", name, Owner::Team);
  }
  lua_pop(L, 1);
  lua_getfield(L, 1, "book_counters");
  if (!lua_isnil(L, -1)) {
    if (!lua_istable(L, -1)) field_error(L, "book_counters", "must be { clean = C, dirty = C, wild = C }");
    int t = lua_gettop(L);
    for (int k = 0; k < 3; ++k) {
      lua_getfield(L, t, book_kind_name(k));
      if (lua_isnil(L, -1)) {
        if (k != kWild || table.rules.wild_melds())
          luaL_error(L, "cardrt.melds: 'book_counters' needs '%s'", book_kind_name(k));
      } else {
        if (!lua_isstring(L, -1)) field_error(L, "book_counters", "must name counters");
        table.book_counter[std::size_t(k)] = counter_named(L, ctx, lua_tostring(L, -1));
      }
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

void read_verbs(lua_State* L, const Layout& layout, Melds& m) {
  const auto& moves = layout.moves;
  for (MeldVerb v : {MeldVerb::Meld, MeldVerb::Add, MeldVerb::Pickup}) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].verb != meld_verb_name(v)) continue;
      if (moves[i].arg != ArgKind::Groups)
        luaL_error(L, "cardrt.melds: move '%s' must take groups (arg: groups)", meld_verb_name(v));
      m.verb[std::size_t(v)] = int(i);
    }
  }
}

// melds{ naturals, wilds, size, naturals_per_wild, wild_melds, values, hand, melds, books,
// book_counters }
int w_new_melds(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  HookContext& ctx = context_of(L);
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    bool known = false;
    if (lua_type(L, -2) == LUA_TSTRING)
      for (const char* f : kFields) known = known || std::strcmp(f, lua_tostring(L, -2)) == 0;
    if (!known) luaL_error(L, "cardrt.melds: unknown field '%s'", luaL_tolstring(L, -2, nullptr));
    lua_pop(L, 1);
  }
  Melds m;
  read_kinds(L, m);
  read_sizes(L, m);
  read_values(L, m);
  read_field(L, [&] { m.table.rules.check(); });
  read_zones(L, ctx, m);
  read_verbs(L, *ctx.spec->layout, m);
  push_object(L, m);
  return 1;
}

const luaL_Reg melds_methods[] = {{"value", w_melds_value},
                                  {"card_value", w_melds_card_value},
                                  {"targets", w_melds_targets},
                                  {"valid", w_melds_valid},
                                  {"incomplete", w_melds_incomplete},
                                  {"moves", w_melds_moves},
                                  {"pickups", w_melds_pickups},
                                  {"canonical", w_melds_canonical},
                                  {"play", w_melds_play},
                                  {"take_turns", w_melds_take_turns},
                                  {nullptr, nullptr}};
}  // namespace

void push_declared_melds(lua_State* L, const Layout& layout, const Mechanic& melds, std::size_t index) {
  Melds m;
  m.table = static_cast<const MeldsMechanic&>(melds).melds;
  read_verbs(L, layout, m);
  push_declared(L, m, kMeldsType, index);
}

void open_melds(lua_State* L) {
  open_object_type(L, kMeldsType, melds_methods, "melds", w_new_melds);
  luaL_getmetatable(L, kMeldsType);
  lua_getfield(L, -1, "__index");
  add_meld_kinds_methods(L);
  lua_pop(L, 2);
}

const MeldKinds& check_meld_kinds(lua_State* L) { return check_melds(L).table.rules.kinds; }

}  // namespace cardrt
