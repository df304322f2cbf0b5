// mechanics.NAME of `type: tricks`: the native tricks as a rules object with legal (under the
// Hearts family's limits), play, led_suit, trump, suit, trumps, taken, taken_cards, played,
// first_trick, history, last and, for tricks declared with turns:, take_turns(g).
#include "binding.hpp"
#include "cardrt/tricks_mechanic.hpp"

namespace cardrt {

namespace {
Tricks& check_tricks(lua_State* L) { return *static_cast<Tricks*>(check_object(L, "cardrt tricks")); }

int check_suit_or_none(lua_State* L, int idx) {
  lua_Integer suit = luaL_optinteger(L, idx, 0);
  luaL_argcheck(L, suit >= 0 && suit <= 4, idx, "suit 1 (C) to 4 (S), or nil");
  return int(suit);
}

// A set of cards as a limit gives it: a mask, a suit number 1..4, or words ("hearts QS").
CardMask check_card_set(lua_State* L, int idx, const char* field) {
  if (lua_type(L, idx) == LUA_TNUMBER) {
    const lua_Integer v = check_integer(L, idx);
    return v >= 1 && v <= kSuits ? suit_mask(int(v)) : CardMask(v);
  }
  if (lua_type(L, idx) != LUA_TSTRING) luaL_error(L, "tricks:legal: %s must be cards, a suit or a mask", field);
  CardMask set = 0;
  const char* text = lua_tostring(L, idx);
  lua_guard(
      L,
      [&] {
        set = parse_card_set(text);
        return 0;
      },
      "tricks:legal");
  return set;
}

// { no_lead = set, until_broken = bool, opening_lead = card, first_trick_avoid = set }; a key
// that is none of these is an error, since a misspelt limit would allow what it meant to forbid.
TrickLimits check_limits(lua_State* L, int idx) {
  TrickLimits limits;
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    const std::string_view key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
    if (key == "no_lead")
      limits.no_lead = check_card_set(L, -1, "no_lead");
    else if (key == "first_trick_avoid")
      limits.first_trick_avoid = check_card_set(L, -1, "first_trick_avoid");
    else if (key == "opening_lead")
      limits.opening_lead = check_card(L, lua_gettop(L));
    else if (key == "until_broken")
      limits.until_broken = lua_toboolean(L, -1);
    else
      luaL_error(L, "tricks:legal: unknown limit '%s' (limits: no_lead, until_broken, opening_lead, first_trick_avoid)",
                 key.data());
    lua_pop(L, 1);
  }
  return limits;
}

// legal(g, seat [, no_lead_suit | limits]) → mask
int w_tricks_legal(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  int seat = check_seat(L, ctx, 3);
  if (lua_type(L, 4) == LUA_TTABLE) {
    const TrickLimits limits = check_limits(L, 4);
    lua_pushinteger(L, lua_Integer(tricks.legal(*ctx.spec, *ctx.state, seat, limits)));
    return 1;
  }
  int no_lead = check_suit_or_none(L, 4);
  lua_pushinteger(L, lua_Integer(tricks.legal(*ctx.spec, *ctx.state, seat, no_lead)));
  return 1;
}

// played(g, set) → how many cards of the set were played this deal (won zones and the trick)
int w_tricks_played(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  const CardMask set = check_card_set(L, 3, "the set");
  lua_pushinteger(L, tricks.played(*ctx.spec, *ctx.state, set));
  return 1;
}

// first_trick(g) → whether no trick was resolved yet this deal
int w_tricks_first_trick(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  lua_pushboolean(L, tricks.first_trick(*ctx.state));
  return 1;
}

// Pushes { leader =, winner =, cards = { ids }, players = { seats } } for one trick.
void push_trick(lua_State* L, const PlayedTrick& t) {
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, t.leader);
  lua_setfield(L, -2, "leader");
  lua_pushinteger(L, t.winner);
  lua_setfield(L, -2, "winner");
  lua_createtable(L, int(t.cards.size()), 0);
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    lua_pushinteger(L, t.cards[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_setfield(L, -2, "cards");
  lua_createtable(L, int(t.cards.size()), 0);
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    lua_pushinteger(L, t.seats[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_setfield(L, -2, "players");
}

// history(g) → the tricks resolved this deal, in order, each as push_trick makes it
int w_tricks_history(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  std::vector<PlayedTrick>& history = ctx.scratch<std::vector<PlayedTrick>>();
  lua_guard(L, [&] {
    history = tricks.history(*ctx.spec, *ctx.state);
    return 0;
  });
  lua_createtable(L, int(history.size()), 0);
  for (std::size_t i = 0; i < history.size(); ++i) {
    push_trick(L, history[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

// last(g) → the last trick resolved this deal, or nil
int w_tricks_last(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  std::vector<PlayedTrick>& last = ctx.scratch<std::vector<PlayedTrick>>();
  lua_guard(L, [&] {
    last.clear();
    if (auto t = tricks.last(*ctx.spec, *ctx.state)) last.push_back(std::move(*t));
    return 0;
  });
  if (last.empty())
    lua_pushnil(L);
  else
    push_trick(L, last[0]);
  return 1;
}

// play(g, seat, card [, trump_suit]) → the trick's winner when it is complete, else nil; without
// a trump suit, the declared trump var's
int w_tricks_play(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_changeable(L, 2, "play");
  int seat = check_seat(L, ctx, 3);
  Card c = check_card(L, 4);
  int trump = lua_isnoneornil(L, 5) ? tricks.trump(*ctx.spec, *ctx.state) : check_suit_or_none(L, 5);
  int winner = 0;
  lua_guard(L, [&] {
    winner = tricks.play(*ctx.spec, *ctx.state, seat, c, trump);
    return 0;
  });
  if (winner == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, winner);
  return 1;
}

// trump(g) → the trump suit now (the declared var's), or nil
int w_tricks_trump(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  return nil_or_int(L, tricks.trump(*ctx.spec, *ctx.state));
}

// suit(g, card) → the suit the card follows under the trump now (a bower: the trump suit), nil
// for a joker that is no bower
int w_tricks_suit(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  const Card c = check_card(L, 3);
  return nil_or_int(L, tricks.suit_of_card(c, tricks.trump(*ctx.spec, *ctx.state)));
}

// trumps(g) → the cards of the pack that count as trumps now, strongest first (empty without one)
int w_tricks_trumps(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  std::vector<Card>& trumps = ctx.scratch<std::vector<Card>>();
  lua_guard(L, [&] {
    trumps = tricks.trumps(*ctx.spec, tricks.trump(*ctx.spec, *ctx.state));
    return 0;
  });
  push_card_list(L, trumps.data(), int(trumps.size()));
  return 1;
}

int w_tricks_led_suit(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  return nil_or_int(L, tricks.led_suit(*ctx.spec, *ctx.state));
}

// Pushes f(seat) for one seat (at idx), or without one, the list of f(seat) for every seat: the
// scoring of a deal reads every seat's share in one call.
template <class PerSeat>
int push_per_seat(lua_State* L, const HookContext& ctx, int idx, PerSeat f) {
  if (!lua_isnoneornil(L, idx)) {
    lua_pushinteger(L, f(check_seat(L, ctx, idx)));
    return 1;
  }
  lua_createtable(L, ctx.spec->players, 0);
  for (int seat = 1; seat <= ctx.spec->players; ++seat) {
    lua_pushinteger(L, f(seat));
    lua_rawseti(L, -2, seat);
  }
  return 1;
}

// taken(g [, seat]) → tricks the seat took, or the list for every seat
int w_tricks_taken(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  return push_per_seat(L, ctx, 3, [&](int seat) { return tricks.taken(*ctx.spec, *ctx.state, seat); });
}

// taken_cards(g, mask [, seat]) → cards of mask the seat took, or the list for every seat
int w_tricks_taken_cards(lua_State* L) {
  Tricks& tricks = check_tricks(L);
  HookContext& ctx = check_game(L, 2);
  const CardMask cards = CardMask(check_integer(L, 3));
  return push_per_seat(L, ctx, 4, [&](int seat) { return tricks.taken_cards(*ctx.spec, *ctx.state, seat, cards); });
}

int w_tricks_take_turns(lua_State* L) {
  check_tricks(L);
  return take_turns(L);
}

const luaL_Reg tricks_methods[] = {{"legal", w_tricks_legal},
                                   {"play", w_tricks_play},
                                   {"led_suit", w_tricks_led_suit},
                                   {"taken", w_tricks_taken},
                                   {"taken_cards", w_tricks_taken_cards},
                                   {"take_turns", w_tricks_take_turns},
                                   {"played", w_tricks_played},
                                   {"first_trick", w_tricks_first_trick},
                                   {"history", w_tricks_history},
                                   {"last", w_tricks_last},
                                   {"trump", w_tricks_trump},
                                   {"suit", w_tricks_suit},
                                   {"trumps", w_tricks_trumps},
                                   {nullptr, nullptr}};

void push_tricks(lua_State* L, const Layout&, const Mechanic& tricks, std::size_t index) {
  push_declared(L, static_cast<const TricksMechanic&>(tricks).tricks, kTricksBinding, index);
}
}  // namespace

const MechanicBinding kTricksBinding = {"tricks", "cardrt.tricks", tricks_methods, nullptr, push_tricks};

}  // namespace cardrt
