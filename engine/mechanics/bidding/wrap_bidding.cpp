// mechanics.NAME of `type: bidding`: the auction as a rules object with round(g) and take_turns(g).
#include "binding.hpp"
#include "cardrt/bidding_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// Where the auction keeps its round: what the object's methods read.
struct AuctionSlots {
  int round_slot = -1;
};

AuctionSlots& check_auction(lua_State* L) { return *static_cast<AuctionSlots*>(check_object(L, "cardrt bidding")); }

// round(g) → the auction's round now, from 1
int w_bidding_round(lua_State* L) {
  const AuctionSlots& auction = check_auction(L);
  HookContext& ctx = check_game(L, 2);
  lua_pushinteger(L, TableView(*ctx.spec, *ctx.state).get(ctx.spec->slot_base[std::size_t(auction.round_slot)]) + 1);
  return 1;
}

int w_bidding_take_turns(lua_State* L) {
  check_auction(L);
  return take_turns(L);
}

const luaL_Reg bidding_methods[] = {
    {"round", w_bidding_round}, {"take_turns", w_bidding_take_turns}, {nullptr, nullptr}};

void push_bidding(lua_State* L, const Layout&, const Mechanic& bidding, std::size_t index) {
  push_declared(L, AuctionSlots{static_cast<const BiddingMechanic&>(bidding).round_slot}, kBiddingBinding, index);
}
}  // namespace

const MechanicBinding kBiddingBinding = {"bidding", "cardrt.bidding", bidding_methods, nullptr, push_bidding};

}  // namespace cardrt
