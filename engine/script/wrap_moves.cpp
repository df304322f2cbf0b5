// The move-list handle the moves hook fills: add(verb [, card, word or number]), add_cards(verb, mask),
// has, remove, count, sort.
#include "binding.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
constexpr const char* kMovesType = "cardrt.moves";

HookContext& check_list(lua_State* L) {
  HookContext& ctx = context_of(L);
  if (lua_touserdata(L, 1) != ctx.moves_handle) luaL_typeerror(L, 1, "cardrt move list");
  if (!ctx.out) luaL_error(L, "the move list is only usable inside moves()");
  return ctx;
}

constexpr int kMostCards = 1024;  // in one move

// Reads (verb at idx, argument at idx+1 and on) into a one-move list.
void check_move(lua_State* L, HookContext& ctx, int idx, MoveList& into) {
  int verb = check_verb(L, ctx, idx);
  const MoveDef& def = ctx.spec->layout->moves[std::size_t(verb)];
  switch (def.arg) {
    case ArgKind::None: into.add(std::uint16_t(verb)); break;
    case ArgKind::Card: into.add_card(std::uint16_t(verb), check_card(L, idx + 1)); break;
    case ArgKind::Word: {
      const char* word = check_string(L, idx + 1);
      const int i = ctx.word_names[std::size_t(verb)].find(word);
      if (i < 0) luaL_error(L, "'%s' is not a word of move '%s'", word, def.verb.c_str());
      into.add_word(std::uint16_t(verb), std::uint16_t(i));
      break;
    }
    case ArgKind::Groups: {
      std::size_t len = 0;
      const char* text = luaL_checklstring(L, idx + 1, &len);
      into.add_text(std::uint16_t(verb), std::string_view(text, len));
      break;
    }
    case ArgKind::Number: {
      const lua_Integer n = luaL_checkinteger(L, idx + 1);
      const std::int64_t max = ctx.spec->number_max[std::size_t(verb)];
      if (n < def.min || n > max)
        luaL_error(L, "move '%s' takes a number from %I to %I, not %I", def.verb.c_str(), lua_Integer(def.min),
                   lua_Integer(max), n);
      into.add_word(std::uint16_t(verb), std::uint16_t(n - def.min));
      break;
    }
    case ArgKind::Cards:
    case ArgKind::CardWith: {
      const bool with = def.arg == ArgKind::CardWith;
      const int played = with ? check_card(L, idx + 1) : MoveList::kNoCard;
      Card set[kMostCards];
      const int n = check_card_list(L, idx + (with ? 2 : 1), set, kMostCards, "at most 1,024 cards");
      lua_guard(L, [&] {
        into.add_card_set(std::uint16_t(verb), played, std::span<const Card>(set, std::size_t(n)),
                          ctx.spec->layout->rank_order);
        return 0;
      });
      break;
    }
    case ArgKind::CardTo: {
      const Card card = check_card(L, idx + 1);
      const int to = check_zone(L, ctx, idx + 2);
      const lua_Integer meld = luaL_optinteger(L, idx + 4, 0);
      if (meld != 0) {
        // Onto laid meld `meld` of the zone, named by its first card.
        const TableView table(*ctx.spec, *ctx.state);
        const auto melds = table.melds_of(to);
        if (!table.melds_whole(to) || meld < 1 || meld > lua_Integer(melds.size()))
          luaL_error(L, "move '%s': zone '%s' has no laid meld %I (it holds %d)", def.verb.c_str(),
                     lua_tostring(L, idx + 2), meld, table.melds_whole(to) ? int(melds.size()) : 0);
        const std::string first = card_name(table.at(to, melds[std::size_t(meld - 1)].first));
        lua_guard(L, [&] {
          into.add_card_to(std::uint16_t(verb), card, to, first, int(meld - 1));
          return 0;
        });
        break;
      }
      lua_guard(L, [&] {
        into.add_card_to(std::uint16_t(verb), card, to, destination_name(*ctx.spec->layout, *ctx.spec, *ctx.state, to));
        return 0;
      });
      break;
    }
  }
}

// The list lives outside Lua's allocator: its growth counts against the same memory cap.
void check_list_memory(lua_State* L, const HookContext& ctx) {
  LuaHost::of(L).check_native_memory(L, ctx.out->memory_bytes(), "the legal-move list");
}

// add(verb [, card | word | text])
int w_moves_add(lua_State* L) {
  HookContext& ctx = check_list(L);
  check_move(L, ctx, 2, *ctx.out);
  check_list_memory(L, ctx);
  return 0;
}

// Which moves has/remove look for: (verb at 2, argument at 3). Without an argument, a verb that
// takes one means every move of that verb.
bool matches(HookContext& ctx, const Move& m, int verb, bool any) {
  return any ? m.verb == verb : ctx.out->same(m, ctx.probe, ctx.probe[0]);
}
bool check_pattern(lua_State* L, HookContext& ctx, int* verb) {
  *verb = check_verb(L, ctx, 2);
  bool any = lua_isnoneornil(L, 3) && ctx.spec->layout->moves[std::size_t(*verb)].arg != ArgKind::None;
  ctx.probe.clear();
  if (!any) check_move(L, ctx, 2, ctx.probe);
  return any;
}

// has(verb [, argument]) → whether such a move is listed.
int w_moves_has(lua_State* L) {
  HookContext& ctx = check_list(L);
  int verb = 0;
  bool any = check_pattern(L, ctx, &verb);
  bool found = false;
  for (std::size_t i = 0; i < ctx.out->size() && !found; ++i) found = matches(ctx, (*ctx.out)[i], verb, any);
  lua_pushboolean(L, found);
  return 1;
}

// remove(verb [, argument]): drops every such move, keeping the order of the rest.
int w_moves_remove(lua_State* L) {
  HookContext& ctx = check_list(L);
  int verb = 0;
  bool any = check_pattern(L, ctx, &verb);
  ctx.out->keep_if([&](const Move& m) { return !matches(ctx, m, verb, any); });
  return 0;
}

// add_cards(verb, mask [, "ace_high" | "ace_low"]): one card move per card of the mask, in list
// order; without the third argument the ranks follow the layout's rank order.
int w_moves_add_cards(lua_State* L) {
  HookContext& ctx = check_list(L);
  int verb = check_verb(L, ctx, 2);
  auto mask = CardMask(luaL_checkinteger(L, 3));
  static const char* const kAceOrders[] = {"ace_low", "ace_high", nullptr};
  const RankOrder& order = lua_isnoneornil(L, 4)                              ? ctx.spec->layout->rank_order
                           : luaL_checkoption(L, 4, nullptr, kAceOrders) == 1 ? RankOrder::aces_high()
                                                                              : RankOrder::aces_low();
  if (ctx.spec->layout->moves[std::size_t(verb)].arg != ArgKind::Card)
    return luaL_error(L, "move '%s' does not take a card", lua_tostring(L, 2));
  ctx.out->add_cards(std::uint16_t(verb), mask, order);
  check_list_memory(L, ctx);
  return 0;
}

int w_moves_count(lua_State* L) {
  lua_pushinteger(L, lua_Integer(check_list(L).out->size()));
  return 1;
}

// sort(): the list in byte order of the move texts ("add 4 2H" < "discard 2H" < "meld ...").
int w_moves_sort(lua_State* L) {
  HookContext& ctx = check_list(L);
  return lua_guard(L, [&] {
    sort_by_text(*ctx.spec->layout, *ctx.out);
    return 0;
  });
}

const luaL_Reg moves_methods[] = {{"add", w_moves_add},       {"add_cards", w_moves_add_cards}, {"has", w_moves_has},
                                  {"remove", w_moves_remove}, {"count", w_moves_count},         {"sort", w_moves_sort},
                                  {nullptr, nullptr}};
}  // namespace

void open_moves(lua_State* L, HookContext* ctx) {
  luaL_newmetatable(L, kMovesType);
  lua_newtable(L);
  set_bound_functions(L, moves_methods, false);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);  // the methods are shared by every match: out of scripts' reach
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
  ctx->moves_handle = lua_newuserdatauv(L, 1, 0);
  luaL_setmetatable(L, kMovesType);
}

}  // namespace cardrt
