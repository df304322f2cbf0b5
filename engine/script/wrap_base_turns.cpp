// base.moves and base.play of a variant whose game gives a mechanic the turns: the mechanic's own
// native listing and applying, so that a house rule wrapping them runs one Lua call a move
// instead of the game's whole Lua turn. Where the mechanic leaves a move to the rules, or the
// wrapper asks for something other than the move being made, they are the game's Lua hooks.
#include "binding.hpp"

namespace cardrt {

namespace {
// The mechanic playing the turns now, or null.
const MechanicTurns* turns_now(const HookContext& ctx) {
  const int turns = ctx.state->turns;
  return turns ? ctx.spec->turns[std::size_t(turns - 1)].get() : nullptr;
}

// Calls upvalue 1 (the game's own hook) with every argument given; returns its results.
int call_game_hook(lua_State* L, const char* hook) {
  if (lua_isnil(L, lua_upvalueindex(1)))
    return luaL_error(L, "base.%s: the game's rules define no rules.%s, and no mechanic takes this move", hook, hook);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

// base.moves(g, out, seat): the mechanic's legal moves for the seat to move, added to `out`.
int w_base_moves(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  bool listed = false;
  if (ctx.out && lua_touserdata(L, 2) == ctx.moves_handle && lua_tointeger(L, 3) == ctx.state->to_move)
    if (const MechanicTurns* turns = turns_now(ctx))
      lua_guard(L, [&] {
        listed = turns->moves(*ctx.spec, *ctx.state, *ctx.out);
        return 0;
      });
  return listed ? 0 : call_game_hook(L, "moves");
}

// Whether (verb, arg, seat) at 2, 3 and 4 is the move being applied, as rules.play was given it.
// Moves of several cards come as tables, which are not compared: the game's hook plays them.
bool is_move_applied(lua_State* L, const HookContext& ctx) {
  const Move& move = *ctx.applying;
  if (lua_type(L, 2) != LUA_TSTRING || ctx.verb_names.find(lua_tostring(L, 2)) != move.verb) return false;
  if (!lua_isinteger(L, 4) || lua_tointeger(L, 4) != ctx.state->to_move) return false;
  const MoveDef& def = ctx.spec->layout->moves[move.verb];
  switch (def.arg) {
    case ArgKind::None: return lua_isnil(L, 3);
    case ArgKind::Card: return lua_isinteger(L, 3) && lua_tointeger(L, 3) == move.card;
    case ArgKind::Number: return lua_isinteger(L, 3) && lua_tointeger(L, 3) == def.min + move.word;
    case ArgKind::Word:
      return lua_type(L, 3) == LUA_TSTRING && ctx.word_names[move.verb].find(lua_tostring(L, 3)) == move.word;
    default: return false;
  }
}

// Calls rules.<hook>(g, seat) as the match would have at this turn event (seat nil: none).
void settle(lua_State* L, const HookContext& ctx, TurnHook hook, int seat) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, ctx.turn_hook_refs[std::size_t(hook)]);
  lua_pushvalue(L, 1);
  if (seat)
    lua_pushinteger(L, seat);
  else
    lua_pushnil(L);
  lua_call(L, 2, 0);
}

// base.play(g, verb, arg, seat): the move being applied, played by the mechanic, its events
// settled by the rules' hooks; anything else by the game's own rules.play.
int w_base_play(lua_State* L) {
  HookContext& ctx = check_game(L, 1);
  const bool unchanged = ctx.changes == ctx.changes_at_play;
  check_changeable(L, 1, "base.play");
  const MechanicTurns* turns = turns_now(ctx);
  // The mechanic plays a legal move from the position it was listed in: not once the wrapper
  // changed the game (any call of a changing method counts), nor a second time.
  if (!turns || !ctx.applying || !unchanged || !is_move_applied(L, ctx)) return call_game_hook(L, "play");
  TurnResult result;
  lua_guard(L, [&] {
    result = turns->apply(*ctx.spec, *ctx.state, *ctx.applying_list, *ctx.applying, ctx.turn_hooks);
    return 0;
  });
  switch (result.event) {
    case TurnEvent::None: break;
    case TurnEvent::Rules: return call_game_hook(L, "play");
    case TurnEvent::WentOut: settle(L, ctx, TurnHook::WentOut, result.seat); break;
    case TurnEvent::TrickWon:
      settle(L, ctx,
             !result.last                                                        ? TurnHook::TrickWon
             : ctx.turn_hook_refs[std::size_t(TurnHook::LastTrick)] != LUA_NOREF ? TurnHook::LastTrick
                                                                                 : TurnHook::TrickWon,
             result.seat);
      break;
    case TurnEvent::Stuck: settle(L, ctx, TurnHook::Stuck, result.seat); break;
    case TurnEvent::AuctionOver: settle(L, ctx, TurnHook::AuctionOver, result.seat); break;
  }
  return 0;
}
}  // namespace

void replace_base_turns(lua_State* L) {
  const luaL_Reg hooks[] = {{"moves", w_base_moves}, {"play", w_base_play}};
  for (const luaL_Reg& hook : hooks) {
    lua_getfield(L, -1, hook.name);
    lua_pushcclosure(L, hook.func, 1);
    lua_setfield(L, -2, hook.name);
  }
}

}  // namespace cardrt
