// The `cards` library: card ids, names, ranks and suits, card masks (Lua integers), and the
// game's rank order and card values.
#include <algorithm>

#include "binding.hpp"
#include "cardrt/layout.hpp"

namespace cardrt {

namespace {

int w_cards_parse(lua_State* L) {
  const char* text = luaL_checkstring(L, 1);
  auto c = parse_card(text);
  if (!c) return luaL_error(L, "not a card: '%s'", text);
  lua_pushinteger(L, *c);
  return 1;
}
// list("7H 8H") → { id, id }
int w_cards_list_of(lua_State* L) {
  const char* text = luaL_checkstring(L, 1);
  Card out[270];
  int n = 0;
  const char* p = text;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == '\n') ++p;
    const char* start = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\n') ++p;
    if (p == start) break;
    auto c = parse_card(std::string_view(start, std::size_t(p - start)));
    if (!c) return luaL_error(L, "not a card: '%s'", lua_pushlstring(L, start, std::size_t(p - start)));
    if (n == 270) return luaL_error(L, "too many cards");
    out[n++] = *c;
  }
  push_card_list(L, out, n);
  return 1;
}
int w_cards_name(lua_State* L) {
  char name[3];
  card_chars(check_card(L, 1), name);
  lua_pushstring(L, name);
  return 1;
}
// names(list_or_mask) → "7H 8H"
int w_cards_names(lua_State* L) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  char name[3];
  bool first = true;
  if (lua_type(L, 1) == LUA_TNUMBER) {
    auto m = CardMask(luaL_checkinteger(L, 1));
    while (m) {
      card_chars(Card(__builtin_ctzll(m)), name);
      if (!first) luaL_addchar(&b, ' ');
      luaL_addstring(&b, name);
      first = false;
      m &= m - 1;
    }
  } else {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 1);
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_geti(L, 1, i);
      Card c = check_card(L, -1);
      lua_pop(L, 1);
      card_chars(c, name);
      if (!first) luaL_addchar(&b, ' ');
      luaL_addstring(&b, name);
      first = false;
    }
  }
  luaL_pushresult(&b);
  return 1;
}
int w_cards_rank(lua_State* L) {
  Card c = check_card(L, 1);
  if (is_joker(c))
    lua_pushnil(L);
  else
    lua_pushinteger(L, rank_of(c));
  return 1;
}
int w_cards_suit(lua_State* L) {
  Card c = check_card(L, 1);
  if (is_joker(c))
    lua_pushnil(L);
  else
    lua_pushinteger(L, suit_of(c));
  return 1;
}
int w_cards_make(lua_State* L) {
  lua_Integer rank = luaL_checkinteger(L, 1), suit = luaL_checkinteger(L, 2);
  luaL_argcheck(L, rank >= 1 && rank <= 13, 1, "rank 1 (A) to 13 (K)");
  luaL_argcheck(L, suit >= 1 && suit <= 4, 2, "suit 1 (C) to 4 (S)");
  lua_pushinteger(L, make_card(int(rank), int(suit)));
  return 1;
}
int w_cards_bit(lua_State* L) {
  lua_pushinteger(L, lua_Integer(card_bit(check_card(L, 1))));
  return 1;
}
int w_cards_count(lua_State* L) {
  lua_pushinteger(L, mask_count(CardMask(luaL_checkinteger(L, 1))));
  return 1;
}
// ids(mask) → { id, … } in id order (suits C D H S, ranks A..K)
int w_cards_ids(lua_State* L) {
  auto m = CardMask(luaL_checkinteger(L, 1));
  lua_createtable(L, mask_count(m), 0);
  int i = 0;
  while (m) {
    lua_pushinteger(L, __builtin_ctzll(m));
    lua_rawseti(L, -2, ++i);
    m &= m - 1;
  }
  return 1;
}
int w_cards_suit_mask(lua_State* L) {
  lua_Integer suit = luaL_checkinteger(L, 1);
  luaL_argcheck(L, suit >= 1 && suit <= 4, 1, "suit 1 (C) to 4 (S)");
  lua_pushinteger(L, lua_Integer(suit_mask(int(suit))));
  return 1;
}
// set("hearts QS") → the mask of the suits and cards named
int w_cards_set(lua_State* L) {
  const char* text = luaL_checkstring(L, 1);
  CardMask set = 0;
  lua_guard(
      L,
      [&] {
        set = parse_card_set(text);
        return 0;
      },
      "cards.set");
  lua_pushinteger(L, lua_Integer(set));
  return 1;
}
int w_cards_rank_mask(lua_State* L) {
  lua_Integer rank = luaL_checkinteger(L, 1);
  luaL_argcheck(L, rank >= 1 && rank <= 13, 1, "rank 1 (A) to 13 (K)");
  lua_pushinteger(L, lua_Integer(rank_mask(int(rank))));
  return 1;
}
int w_cards_rank_name(lua_State* L) {
  lua_Integer rank = luaL_checkinteger(L, 1);
  luaL_argcheck(L, rank >= 1 && rank <= 13, 1, "rank 1 (A) to 13 (K)");
  char name[2] = {rank_char(int(rank)), '\0'};
  lua_pushstring(L, name);
  return 1;
}

// The layout whose rank order and values the game's functions follow: their upvalue, null where
// no game is loaded (the test runner's own `cards`).
const Layout& game_layout(lua_State* L, const char* function) {
  const auto* layout = static_cast<const Layout*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (!layout) luaL_error(L, "cards.%s follows a game's rank order: call it from the game's rules", function);
  return *layout;
}
// place(card) → 1 (the lowest rank) .. 13 in the game's rank order; 14 for the joker
int w_cards_place(lua_State* L) {
  const RankOrder& order = game_layout(L, "place").rank_order;
  const Card c = check_card(L, 1);
  lua_pushinteger(L, is_joker(c) ? kRanks + 1 : order.place(rank_of(c)));
  return 1;
}
// beats(a, b) → whether a's rank is above b's in the game's rank order
int w_cards_beats(lua_State* L) {
  const RankOrder& order = game_layout(L, "beats").rank_order;
  lua_pushboolean(L, order.beats(check_card(L, 1), check_card(L, 2)));
  return 1;
}
// value(card, table) → the card's value in deck.values' table; 0 for the joker
int w_cards_value(lua_State* L) {
  const Layout& layout = game_layout(L, "value");
  const Card c = check_card(L, 1);
  const char* name = luaL_checkstring(L, 2);
  const Layout::CardValues* table = layout.values_table(name);
  if (!table) return luaL_error(L, "deck.values has no table '%s'", name);
  lua_pushinteger(L, is_joker(c) ? 0 : table->by_rank[std::size_t(rank_of(c))]);
  return 1;
}
constexpr int kMaxSorted = 4096;
// sorted(list_or_mask) → { id, … } by rank in the game's order, then suit C D H S, jokers last
int w_cards_sorted(lua_State* L) {
  const RankOrder& order = game_layout(L, "sorted").rank_order;
  Card list[kMaxSorted];  // no destructor for a Lua error to skip
  const int n = check_card_list(L, 1, list, kMaxSorted, "at most 4,096 cards");
  std::stable_sort(list, list + n, [&](Card a, Card b) { return order.key(a) < order.key(b); });
  push_card_list(L, list, n);
  return 1;
}

const luaL_Reg game_functions[] = {
    {"place", w_cards_place}, {"beats", w_cards_beats}, {"value", w_cards_value}, {"sorted", w_cards_sorted}};

const luaL_Reg cards_functions[] = {{"parse", w_cards_parse},
                                    {"list", w_cards_list_of},
                                    {"name", w_cards_name},
                                    {"names", w_cards_names},
                                    {"rank", w_cards_rank},
                                    {"suit", w_cards_suit},
                                    {"make", w_cards_make},
                                    {"bit", w_cards_bit},
                                    {"count", w_cards_count},
                                    {"ids", w_cards_ids},
                                    {"suit_mask", w_cards_suit_mask},
                                    {"rank_mask", w_cards_rank_mask},
                                    {"rank_name", w_cards_rank_name},
                                    {"set", w_cards_set},
                                    {nullptr, nullptr}};

}  // namespace

void open_cards(lua_State* L, const Layout* layout) {
  luaL_newlib(L, cards_functions);
  for (const luaL_Reg& f : game_functions) {
    lua_pushlightuserdata(L, const_cast<Layout*>(layout));
    lua_pushcclosure(L, f.func, 1);
    lua_setfield(L, -2, f.name);
  }
  lua_pushinteger(L, kJoker);
  lua_setfield(L, -2, "JOKER");
  lua_setglobal(L, "cards");
}

}  // namespace cardrt
