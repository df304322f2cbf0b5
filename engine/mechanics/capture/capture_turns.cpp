// Capture taking turns: the takes a card allows, laying it, refilling the hands, the last taker.
#include "cardrt/capture_mechanic.hpp"

#include <algorithm>
#include <iterator>

namespace cardrt {

std::span<const Card> CaptureDef::table_cards(const TableView& table, int table_zone, TableCards& into) const {
  const int n = std::min(table.count(table_zone), int(into.size()));
  std::copy_n(table.cards(table_zone), n, into.begin());
  std::sort(into.begin(), into.begin() + n, [&](Card a, Card b) { return ranks.key(a) < ranks.key(b); });
  return std::span<const Card>(into.data(), std::size_t(n));
}

bool CaptureDef::add_takes(std::span<const Card> lying, Card card, std::uint16_t verb, MoveList* out) const {
  const std::int64_t want = values[std::size_t(rank_of(card))];
  const int n = int(lying.size());
  const auto value = [&](Card c) { return is_joker(c) ? 0 : values[std::size_t(rank_of(c))]; };
  // A card of its value: with match: first, one such card at a time and nothing else.
  bool matched = false;
  for (int i = 0; i < n && !matched; ++i) matched = value(lying[i]) == want;
  if (matched && match_first) {
    if (!out) return true;
    for (int i = 0; i < n; ++i)
      if (value(lying[i]) == want && (i == 0 || lying[i] != lying[i - 1]))
        out->add_card_set(verb, card, std::span<const Card>(&lying[i], 1), ranks);
    return true;
  }
  // Every distinct set adding up to it (a card of its value among them), in canonical order;
  // without a list, only whether there is one.
  bool any = false;
  TableCards chosen;
  const auto extend = [&](auto&& self, int from, int size, std::int64_t sum) -> bool {
    for (int i = from; i < n; ++i) {
      if (i > from && lying[i] == lying[i - 1]) continue;  // copies: each set once
      const std::int64_t with = sum + value(lying[i]);
      if (with > want) continue;
      chosen[size] = lying[i];
      if (with == want) {
        if (!out) return true;
        out->add_card_set(verb, card, std::span<const Card>(chosen.data(), std::size_t(size + 1)), ranks);
        any = true;
      }
      if (self(self, i + 1, size + 1, with)) return true;
    }
    return false;
  };
  return extend(extend, 0, 0, 0) || any;
}

bool CaptureTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const TableView table(shape, state);
  const CardMask held = table.mask(shape.zone_at(def.hand_zone, state.to_move));
  const auto each_held = [&](auto&& f) {
    for (int suit = 1; suit <= kSuits; ++suit)
      for (int place = 1; place <= kRanks; ++place)
        if (const Card c = make_card(def.ranks.rank_at(place), suit); held & card_bit(c)) f(c);
  };
  TableCards sorted;
  const std::span<const Card> lying = def.table_cards(table, table_zone, sorted);
  CardMask takers = 0;
  each_held([&](Card c) {
    if (def.add_takes(lying, c, 0, nullptr)) takers |= card_bit(c);
  });
  // Verbs in layout order: a card that takes nothing is laid; one that takes must take.
  if (def.lay_verb < def.take_verb) out.add_cards(std::uint16_t(def.lay_verb), held & ~takers, def.ranks);
  each_held([&](Card c) {
    if (takers & card_bit(c)) def.add_takes(lying, c, std::uint16_t(def.take_verb), &out);
  });
  if (def.lay_verb > def.take_verb) out.add_cards(std::uint16_t(def.lay_verb), held & ~takers, def.ranks);
  return true;
}

bool CaptureTurns::last_card(const Shape& shape, const State& state) const {
  const TableView table(shape, state);
  if (stock >= 0 && table.count(stock) > 0) return false;
  int held = 0;
  for (int seat = 1; seat <= shape.players; ++seat) held += table.count(shape.zone_at(def.hand_zone, seat));
  return held == 1;
}

bool CaptureTurns::calls_rules(const Shape& shape, const State& state, const MoveList&, const Move& move,
                               const TurnHooks&) const {
  if (move.verb != def.take_verb && move.verb != def.lay_verb) return true;
  return last_card(shape, state);
}

TurnResult CaptureTurns::apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                               const TurnHooks&) const {
  if (move.verb != def.take_verb && move.verb != def.lay_verb) return {TurnEvent::Rules, 0};
  const bool last = last_card(shape, state);
  Table table(shape, state);
  const int seat = state.to_move;
  const int hand = shape.zone_at(def.hand_zone, seat);
  if (move.verb == def.lay_verb) {
    table.move(move.card, hand, table_zone);
  } else {
    const int won = shape.zone_at(def.won_zone, seat);
    table.move(move.card, hand, won);
    for (std::size_t i = 0; i < list.set_size(move); ++i)
      table.move(list.set_card(move, i, def.ranks), table_zone, won);
    table.set(taker, seat);
    // A sweep, but for the deal's last card.
    if (table.count(table_zone) == 0 && def.sweeps_slot >= 0 && !last)
      table.add(shape.slot_at(def.sweeps_slot, seat), 1);
  }
  if (!last) {
    bool all_empty = true;
    for (int s = 1; s <= shape.players && all_empty; ++s) all_empty = table.count(shape.zone_at(def.hand_zone, s)) == 0;
    if (all_empty && stock >= 0) {
      int targets[64];
      for (int k = 1; k <= shape.players; ++k)
        targets[k - 1] = shape.zone_at(def.hand_zone, table.seat(table.dealer() + k));
      table.deal_out(stock, std::span<const int>(targets, std::size_t(shape.players)), def.refill);
    }
    table.set_to_move(table.seat_in_play(seat));
    return {TurnEvent::None, 0};
  }
  // The deal's last card: what is left on the table goes to the last taker.
  const int by = int(table.get(taker));
  if (by) {
    const int won = shape.zone_at(def.won_zone, by);
    for (int n = table.count(table_zone); n > 0; --n) table.move_top(table_zone, won);
  }
  table.set_to_move(table.seat_in_play(seat));
  return {TurnEvent::TrickWon, by, true};
}

const char* CaptureTurns::missing_hook(const TurnHooks& hooks) const {
  return hooks.last_trick || hooks.trick_won ? nullptr : "rules.last_trick(g, taker)";
}

}  // namespace cardrt
