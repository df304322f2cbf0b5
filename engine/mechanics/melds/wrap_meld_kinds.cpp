// The meld-kinds queries of every melds object (mechanics.NAME of `type: melds`): melds, arrange,
// deadwood, meld, layoffs, and laid melds as table objects (laid, lay, lay_off), each a call into
// meld_kinds.hpp.
#include <algorithm>

#include "cardrt/meld_kinds.hpp"
#include "cardrt/table.hpp"
#include "wrap_melds.hpp"

namespace cardrt {

namespace {

// The cards a call read and the melds it made, in the hook context's scratch (HookContext::scratch).
std::vector<Card>& scratch_cards(HookContext& ctx) { return ctx.scratch<std::vector<Card>>(); }
std::vector<FormedMeld>& scratch_melds(HookContext& ctx) { return ctx.scratch<std::vector<FormedMeld>>(); }

// Cards written as "5H 6H 7H", or as a list of card ids or names, into `out`.
void read_cards(lua_State* L, int idx, std::vector<Card>& out) {
  out.clear();
  if (lua_type(L, idx) == LUA_TSTRING) {
    const char* text = lua_tostring(L, idx);
    lua_guard(L, [&] {
      out = parse_cards(text);
      return 0;
    });
    return;
  }
  luaL_checktype(L, idx, LUA_TTABLE);
  const lua_Integer n = luaL_len(L, idx);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, i);
    out.push_back(check_card(L, lua_gettop(L)));
    lua_pop(L, 1);
  }
}

// The cards a query is about: `g, zone [, seat]` from idx (the zone's cards), or a card string or
// list at idx (cards held nowhere yet, or a hand less one card).
CardCounts hand_counts(lua_State* L, int idx) {
  HookContext& ctx = context_of(L);
  CardCounts counts{};
  if (lua_topointer(L, idx) != ctx.game_handle) {
    std::vector<Card>& cards = scratch_cards(ctx);
    read_cards(L, idx, cards);
    for (Card c : cards) ++counts[c];
    return counts;
  }
  check_game(L, idx);
  const int zone = check_zone(L, ctx, idx + 1);
  const TableView table(*ctx.spec, *ctx.state);
  for (int i = 0; i < table.count(zone); ++i) ++counts[table.at(zone, i)];
  return counts;
}

// {kind = "set" | "run", cards = {ids in meld order}, text = "5H 6H 7H", wilds = n, value = v}
void push_meld(lua_State* L, const FormedMeld& m) {
  lua_createtable(L, 0, 5);
  lua_pushstring(L, m.kind == MeldKindTag::Set ? "set" : "run");
  lua_setfield(L, -2, "kind");
  push_card_list(L, m.cards.data(), int(m.cards.size()));
  lua_setfield(L, -2, "cards");
  char text[3 * 64];
  std::size_t at = 0;
  for (Card c : m.cards) {
    const std::string name = card_name(c);
    if (at + name.size() + 2 > sizeof text) break;
    if (at) text[at++] = ' ';
    for (char ch : name) text[at++] = ch;
  }
  text[at] = '\0';
  lua_pushstring(L, text);
  lua_setfield(L, -2, "text");
  lua_pushinteger(L, m.wilds);
  lua_setfield(L, -2, "wilds");
  lua_pushinteger(L, m.value);
  lua_setfield(L, -2, "value");
}

void push_melds(lua_State* L, const std::vector<FormedMeld>& melds) {
  lua_createtable(L, int(melds.size()), 0);
  for (std::size_t i = 0; i < melds.size(); ++i) {
    push_meld(L, melds[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
}

// A search a script starts spends what its call has left: its steps are charged to the call's
// budget, and one past the budget or the memory cap ends the call as either would, at its line.
template <class Search>
auto metered(lua_State* L, Search&& search) {
  LuaHost& host = LuaHost::of(L);
  SearchMeter meter(host.steps_left(), host.memory_left());
  try {
    auto result = search(meter);
    host.charge(L, meter.steps());
    return result;
  } catch (const SearchTooLarge&) {
    host.charge(L, meter.steps());  // raises the budget's stop when the steps ran out
    host.check_native_memory(L, meter.bytes() + 1, "the meld search");
    throw;
  }
}

// melds(g, zone [, seat] | cards) → every meld the cards can form.
int w_kinds_melds(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = context_of(L);
  const CardCounts hand = hand_counts(L, 2);
  scratch_melds(ctx) = metered(L, [&](SearchMeter& meter) { return possible_melds(kinds, hand, meter); });
  push_melds(L, scratch_melds(ctx));
  return 1;
}

// arrange(g, zone [, seat] | cards) → {melds = {...}, deadwood = {card ids}, deadwood_value = n}:
// the arrangement with the least deadwood.
int w_kinds_arrange(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = context_of(L);
  const CardCounts hand = hand_counts(L, 2);
  Arrangement& best = ctx.scratch<Arrangement>();
  best = metered(L, [&](SearchMeter& meter) { return best_arrangement(kinds, hand, meter); });
  lua_createtable(L, 0, 3);
  push_melds(L, best.melds);
  lua_setfield(L, -2, "melds");
  push_card_list(L, best.deadwood.data(), int(best.deadwood.size()));
  lua_setfield(L, -2, "deadwood");
  lua_pushinteger(L, best.deadwood_value);
  lua_setfield(L, -2, "deadwood_value");
  return 1;
}

// deadwood(g, zone [, seat] | cards) → the least deadwood value of the cards.
int w_kinds_deadwood(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  const CardCounts hand = hand_counts(L, 2);
  lua_pushinteger(L,
                  metered(L, [&](SearchMeter& meter) { return best_arrangement(kinds, hand, meter); }).deadwood_value);
  return 1;
}

// meld(cards) → the meld the cards make (meld order), or nil.
int w_kinds_meld(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = context_of(L);
  read_cards(L, 2, scratch_cards(ctx));
  std::optional<FormedMeld> meld = read_meld(kinds, scratch_cards(ctx));
  if (!meld) {
    lua_pushnil(L);
    return 1;
  }
  scratch_melds(ctx).assign(1, std::move(*meld));
  push_meld(L, scratch_melds(ctx)[0]);
  return 1;
}

// layoffs(card, melds) → the 1-based indices of the melds (each a meld table, a list of cards or
// a card string) the card may be laid off on.
int w_kinds_layoffs(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = context_of(L);
  const Card card = check_card(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  std::vector<FormedMeld>& table = scratch_melds(ctx);
  table.clear();
  const lua_Integer n = luaL_len(L, 3);
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, 3, i);
    // A meld table stands for its cards; a plain list is the cards.
    if (lua_type(L, -1) == LUA_TTABLE) {
      if (lua_getfield(L, -1, "cards") == LUA_TNIL)
        lua_pop(L, 1);
      else
        lua_replace(L, -2);
    }
    read_cards(L, lua_gettop(L), scratch_cards(ctx));
    std::optional<FormedMeld> meld = read_meld(kinds, scratch_cards(ctx));
    if (!meld) return luaL_error(L, "layoffs: meld %d is no meld of this game", int(i));
    table.push_back(std::move(*meld));
    lua_pop(L, 1);
  }
  std::vector<int>& targets = ctx.scratch<std::vector<int>>();
  targets = layoff_targets(kinds, card, table);
  lua_createtable(L, int(targets.size()), 0);
  for (std::size_t i = 0; i < targets.size(); ++i) {
    lua_pushinteger(L, targets[i] + 1);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

// The zone's laid melds as read_meld reads them, into scratch_melds(ctx); an error when
// cards were moved into or out of the zone without its melds.
void read_laid(const MeldKinds& kinds, HookContext& ctx, int zone, const char* method) {
  const TableView table(*ctx.spec, *ctx.state);
  if (!table.melds_whole(zone))
    throw Error(std::string(method) + ": zone '" + ctx.spec->zones[std::size_t(ctx.spec->zone_def_of(zone))].name +
                "' holds cards outside its melds (moved there or away by other calls)");
  std::vector<FormedMeld>& melds = scratch_melds(ctx);
  melds.clear();
  for (const auto& [first, size] : table.melds_of(zone)) {
    std::vector<Card> cards(table.cards(zone) + first, table.cards(zone) + first + size);
    std::optional<FormedMeld> meld = read_meld(kinds, cards);
    if (!meld) throw Error(std::string(method) + ": " + cards_text(cards) + " was laid but is no meld of this game");
    melds.push_back(std::move(*meld));
  }
}

// laid(g, zone [, seat]) → the melds laid in the zone this deal, in the order laid.
int w_kinds_laid(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = check_game(L, 2);
  const int zone = check_zone(L, ctx, 3);
  lua_guard(L, [&] {
    read_laid(kinds, ctx, zone, "laid");
    return 0;
  });
  push_melds(L, scratch_melds(ctx));
  return 1;
}

// lay(g, cards, from, from_seat, to, to_seat) → the meld laid: the cards, which must make a meld,
// go from `from` to the top of `to` as its newest meld, in meld order.
int w_kinds_lay(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = check_changeable(L, 2, "lay");
  read_cards(L, 3, scratch_cards(ctx));
  const int from = check_zone(L, ctx, 4);
  const int to = check_zone(L, ctx, 6);
  lua_guard(L, [&] {
    read_laid(kinds, ctx, to, "lay");
    std::optional<FormedMeld> meld = read_meld(kinds, scratch_cards(ctx));
    if (!meld) throw Error("lay: " + cards_text(scratch_cards(ctx)) + " is no meld of this game");
    if (from == to) throw Error("lay: a meld is laid from another zone than the one it goes to");
    Table table(*ctx.spec, *ctx.state);
    const State before = *ctx.state;
    try {
      for (Card c : meld->cards) {
        const int at = table.find(from, c);
        if (at < 0) throw Error("lay: " + card_name(c) + " is not in the zone laid from");
        table.remove_at(from, at);
      }
      table.lay_meld(to, meld->cards);
    } catch (...) {
      *ctx.state = before;
      throw;
    }
    scratch_melds(ctx).assign(1, std::move(*meld));
    return 0;
  });
  push_meld(L, scratch_melds(ctx)[0]);
  return 1;
}

// lay_off(g, card, from, from_seat, to, to_seat, index) → the meld after: the card goes from
// `from` into laid meld `index` of `to` (1-based), which it must extend (layoffs).
int w_kinds_lay_off(lua_State* L) {
  const MeldKinds& kinds = check_meld_kinds(L);
  HookContext& ctx = check_changeable(L, 2, "lay_off");
  const Card card = check_card(L, 3);
  const int from = check_zone(L, ctx, 4);
  const int to = check_zone(L, ctx, 6);
  const lua_Integer index = luaL_checkinteger(L, 8);
  lua_guard(L, [&] {
    read_laid(kinds, ctx, to, "lay_off");
    std::vector<FormedMeld>& melds = scratch_melds(ctx);
    if (index < 1 || index > lua_Integer(melds.size()))
      throw Error("lay_off: no meld " + std::to_string(index) + " in that zone (it holds " +
                  std::to_string(melds.size()) + ")");
    const std::vector<int> targets = layoff_targets(kinds, card, melds);
    if (std::find(targets.begin(), targets.end(), int(index - 1)) == targets.end())
      throw Error("lay_off: " + card_name(card) + " does not extend meld " + std::to_string(index) + " (" +
                  melds[std::size_t(index - 1)].text() + ")");
    std::vector<Card> cards = melds[std::size_t(index - 1)].cards;
    cards.push_back(card);
    std::optional<FormedMeld> grown = read_meld(kinds, cards);
    if (!grown) throw Error("lay_off: " + cards_text(cards) + " is no meld of this game");
    if (from == to) throw Error("lay_off: a card is laid off from another zone than the meld's");
    Table table(*ctx.spec, *ctx.state);
    const int at = table.find(from, card);
    if (at < 0) throw Error("lay_off: " + card_name(card) + " is not in the zone laid off from");
    const State before = *ctx.state;
    try {
      table.remove_at(from, at);
      table.remake_meld(to, int(index - 1), grown->cards);
    } catch (...) {
      *ctx.state = before;
      throw;
    }
    melds.assign(1, std::move(*grown));
    return 0;
  });
  push_meld(L, scratch_melds(ctx)[0]);
  return 1;
}

}  // namespace

const luaL_Reg kMeldKindsMethods[] = {
    {"melds", w_kinds_melds}, {"arrange", w_kinds_arrange}, {"deadwood", w_kinds_deadwood},
    {"meld", w_kinds_meld},   {"layoffs", w_kinds_layoffs}, {"laid", w_kinds_laid},
    {"lay", w_kinds_lay},     {"lay_off", w_kinds_lay_off}, {nullptr, nullptr}};

}  // namespace cardrt
