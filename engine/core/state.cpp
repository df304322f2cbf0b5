// Fresh states of a shape, and the digest of a position.
#include "cardrt/state.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

State new_state(const Shape& shape, std::uint64_t seed) {
  State s;
  reset_state(shape, seed, s);
  return s;
}

void reset_state(const Shape& shape, std::uint64_t seed, State& s) {
  // Every field back to its initial value, the buffers kept: a simulation starts a match for
  // every seed, and with one-hand matches their allocations would be a good part of the time.
  std::vector<Card> cards = std::move(s.cards);
  std::vector<std::uint16_t> sizes = std::move(s.sizes);
  std::vector<std::int64_t> slots = std::move(s.slots), start_score = std::move(s.deal_start_score),
                            deal_scores = std::move(s.deal_scores);
  std::vector<std::uint8_t> trick_seats = std::move(s.trick_seats);
  s = State();
  s.rng.reseed(seed);
  cards.assign(std::size_t(shape.zone_instances) * std::size_t(shape.capacity), 0);
  s.cards = std::move(cards);
  sizes.assign(std::size_t(shape.zone_instances), 0);
  s.sizes = std::move(sizes);
  slots.assign(std::size_t(shape.slot_instances), 0);
  s.slots = std::move(slots);
  Table(shape, s).reset_slots(false);
  s.score_slot = shape.score_slot;
  start_score.assign(std::size_t(shape.players), 0);
  s.deal_start_score = std::move(start_score);
  deal_scores.clear();
  s.deal_scores = std::move(deal_scores);
  trick_seats.clear();
  s.trick_seats = std::move(trick_seats);
}

std::uint64_t card_position(const Shape& shape, const State& state) {
  // A byte per card: a patience asks after every move, so this is on its hot path.
  Fnv1a digest;
  digest.byte(std::uint8_t(state.to_move));
  const TableView table(shape, state);
  for (int z = 0; z < shape.zone_instances; ++z) {
    const int n = table.count(z), down = table.face_down(z);
    for (int part : {n & 0xff, n >> 8, down & 0xff, down >> 8}) digest.byte(std::uint8_t(part));
    const Card* p = table.cards(z);
    for (int i = 0; i < n; ++i) digest.byte(p[i]);
  }
  return digest.value();
}

void digest_position(const Shape& shape, const State& state, Fnv1a& digest) {
  for (std::int64_t v : {std::int64_t(state.deal_number), std::int64_t(state.dealer), std::int64_t(state.to_move),
                         std::int64_t(state.deal_over), std::int64_t(state.match_over),
                         std::int64_t(state.moves_played), std::int64_t(state.score_slot)})
    digest.integer(v);
  for (char c : state.rng.to_hex()) digest.integer(c);
  const TableView table(shape, state);
  for (int z = 0; z < shape.zone_instances; ++z) {
    digest.integer(table.count(z));
    for (int i = 0; i < table.count(z); ++i) digest.integer(table.at(z, i));
  }
  for (std::int64_t v : state.slots) digest.integer(v);
  for (std::int64_t v : state.deal_start_score) digest.integer(v);
  for (std::int64_t v : state.deal_scores) digest.integer(v);
  // Only trick games have any: the digests of other games stay as they were.
  for (std::uint8_t seat : state.trick_seats) digest.integer(seat);
  // Likewise only a game that reverses play digests its direction, and a test's stacked shuffles.
  if (state.reversed) digest.integer(-1);
  if (state.sitting_out) digest.integer(-1000 - state.sitting_out);
  for (const LaidMeld& meld : state.laid) digest.integer(-100 - meld.zone * 64 - meld.size);
  for (std::size_t z = 0; z < state.face_down.size(); ++z)
    if (state.face_down[z]) digest.integer(-3000 - std::int64_t(z) * 4096 - state.face_down[z]);
  for (const StackedShuffle& stack : state.stacked) {
    digest.integer(-2 - stack.zone);
    for (Card c : stack.order) digest.integer(c);
  }
}

}  // namespace cardrt
