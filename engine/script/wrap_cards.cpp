// The `cards` library: card ids, names, ranks and suits, and card masks (Lua integers).
#include "binding.hpp"

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

void open_cards(lua_State* L) {
  luaL_newlib(L, cards_functions);
  lua_pushinteger(L, kJoker);
  lua_setfield(L, -2, "JOKER");
  lua_setglobal(L, "cards");
}

}  // namespace cardrt
