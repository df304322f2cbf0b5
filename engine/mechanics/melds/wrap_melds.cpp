// mechanics.NAME of `type: melds`: the melds object. Every one has value and card_value, and the
// meld-kinds queries (wrap_meld_kinds.cpp); one that plays the Canasta family on its meld zones
// also valid, targets, incomplete, moves, pickups, canonical, play and, declared with turns:,
// take_turns.
#include <cstdio>
#include <cstring>
#include <string_view>
#include <vector>

#include "cardrt/melds_mechanic.hpp"
#include "wrap_melds.hpp"

namespace cardrt {

namespace {
// The rules object: the mechanic, and the move defs of meld, add and pickup its Canasta moves
// use (-1 = not declared). Trivially copyable, as push_declared requires.
struct Melds {
  MeldTable table;
  std::array<int, 3> verb{-1, -1, -1};
};

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
  // The reason is copied out of its C++ string before Lua may raise an error.
  char why[128] = "";
  const int kind = lua_guard(L, [&] {
    std::string reason;
    const int judged = rules.judge(target, cards, n, reason);
    std::snprintf(why, sizeof why, "%s", reason.c_str());
    return judged;
  });
  if (kind >= 0) {
    lua_pushstring(L, book_kind_name(kind));
    return 1;
  }
  lua_pushnil(L);
  lua_pushstring(L, why);
  return 2;
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

void push_melds(lua_State* L, const Layout& layout, const Mechanic& melds, std::size_t index) {
  Melds m;
  m.table = static_cast<const MeldsMechanic&>(melds).melds;
  read_verbs(L, layout, m);
  push_declared(L, m, kMeldsBinding, index);
}
}  // namespace

const MechanicBinding kMeldsBinding = {"melds", "cardrt.melds", melds_methods, kMeldKindsMethods, push_melds};

const MeldKinds& check_meld_kinds(lua_State* L) { return check_melds(L).table.rules.kinds; }

}  // namespace cardrt
