// The whole game state as plain native data: zones, counters and variables, flow, RNG.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/shape.hpp"

namespace cardrt {

// A State is plain data: copying it is the clone. Zone instance z holds its cards in
// cards[z*capacity .. z*capacity+sizes[z]), bottom first, top last.
struct State {
  int deal_number = 0;        // 1-based once the first deal began
  int dealer = 0;             // seat, 0 = none yet
  int to_move = 0;            // seat, 0 = nobody (deal or match over)
  bool deal_over = false;
  bool match_over = false;
  int moves_played = 0;
  int score_slot = -1;        // slot def g:score reads
  Rng rng;
  std::vector<Card> cards;
  std::vector<std::uint16_t> sizes;
  std::vector<std::int64_t> slots;
  std::vector<std::int64_t> deal_start_score;  // per seat, when the current deal began
  std::vector<std::int64_t> deal_scores;       // per finished deal, per seat: deals × players

  bool operator==(const State&) const = default;
};

// The distinct cards of zone instance `zone`.
CardMask zone_mask(const Shape& shape, const State& state, int zone);

// Zone and slot access by instance index (see Shape::zone_at). Rules reach these through
// the Lua bindings; the engine and bots call them directly.
class Zones {
 public:
  Zones(const Shape& shape, State& state) : shape_(shape), state_(state) {}
  int size(int zone) const { return state_.sizes[zone]; }
  const Card* begin(int zone) const { return &state_.cards[std::size_t(zone) * shape_.capacity]; }
  Card at(int zone, int i) const { return begin(zone)[i]; }
  CardMask mask(int zone) const { return zone_mask(shape_, state_, zone); }
  int find(int zone, Card c) const;  // index (from the bottom) of the topmost copy, -1 if absent
  // A zone holds at most the whole deck (Shape::capacity); pushing onto a full zone throws.
  bool full(int zone) const { return state_.sizes[zone] >= shape_.capacity; }
  void push(int zone, Card c);       // on top
  void insert_bottom(int zone, Card c);
  void remove_at(int zone, int i);
  void clear(int zone) { state_.sizes[zone] = 0; }
  Card* data(int zone) { return &state_.cards[std::size_t(zone) * shape_.capacity]; }

 private:
  const Shape& shape_;
  State& state_;
};

// A fresh state of the spec's shape: empty zones, slots at their initial values.
State new_state(const Shape& shape, std::uint64_t seed);
// Resets the slots whose definition says reset each deal.
void reset_deal_slots(const Shape& shape, State& state);
std::int64_t seat_score(const Shape& shape, const State& state, int seat);
// How many of each card (by id) lie in all zones together: the multiset that must be conserved.
CardCounts card_counts(const Shape& shape, const State& state);

}  // namespace cardrt
