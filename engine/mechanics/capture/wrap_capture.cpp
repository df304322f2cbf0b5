// mechanics.NAME of `type: capture`: the fishing table as a rules object with takes(g, card),
// last_taker(g) and take_turns(g).
#include "binding.hpp"
#include "cardrt/capture_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// Where the mechanic keeps its last taker; takes() reaches the unit itself (declared_unit).
struct CapturePlaces {
  int taker_slot = -1;
};

CapturePlaces& check_capture(lua_State* L) { return *static_cast<CapturePlaces*>(check_object(L, "cardrt capture")); }

// takes(g, card) → the sets of table cards `card` may take now, each an array of ids, in
// canonical order (empty when it takes nothing)
int w_capture_takes(lua_State* L) {
  check_capture(L);
  HookContext& ctx = check_game(L, 2);
  const Card card = check_card(L, 3);
  const CaptureDef& def = static_cast<const CaptureMechanic&>(*declared_unit(L, ctx).unit).def;
  MoveList& found = ctx.scratch<MoveList>();
  found.clear();
  lua_guard(L, [&] {
    TableCards sorted;
    def.add_takes(
        def.table_cards(TableView(*ctx.spec, *ctx.state), ctx.spec->zone_base[std::size_t(def.table_zone)], sorted),
        card, 0, &found);
    return 0;
  });
  lua_createtable(L, int(found.size()), 0);
  for (std::size_t i = 0; i < found.size(); ++i) {
    const int n = int(found.set_size(found[i]));
    lua_createtable(L, n, 0);
    for (int k = 0; k < n; ++k) {
      lua_pushinteger(L, found.set_card(found[i], std::size_t(k), def.ranks));
      lua_rawseti(L, -2, k + 1);
    }
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

// last_taker(g) → who took cards last this deal, nil before anyone did
int w_capture_last_taker(lua_State* L) {
  const CapturePlaces& places = check_capture(L);
  HookContext& ctx = check_game(L, 2);
  return nil_or_int(L, TableView(*ctx.spec, *ctx.state).get(ctx.spec->slot_base[std::size_t(places.taker_slot)]));
}

int w_capture_take_turns(lua_State* L) {
  check_capture(L);
  return take_turns(L);
}

const luaL_Reg capture_methods[] = {{"takes", w_capture_takes},
                                    {"last_taker", w_capture_last_taker},
                                    {"take_turns", w_capture_take_turns},
                                    {nullptr, nullptr}};

void push_capture(lua_State* L, const Layout&, const Mechanic& capture, std::size_t index) {
  push_declared(L, CapturePlaces{static_cast<const CaptureMechanic&>(capture).def.taker_slot}, kCaptureBinding, index);
}
}  // namespace

const MechanicBinding kCaptureBinding = {"capture", "cardrt.capture", capture_methods, nullptr, push_capture};

}  // namespace cardrt
