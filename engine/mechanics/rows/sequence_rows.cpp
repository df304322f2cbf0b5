// Sequence rows: which cards fit the rows, and laying a card at the right end.
#include "cardrt/sequence_rows.hpp"

#include "cardrt/error.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// For each card, the card just below and just above it in a row, as a mask; tables for aces
// low and high, so that listing the playable cards (every turn of a rows game) needs no branch
// on the rank.
struct Neighbours {
  std::array<CardMask, kCardKinds> below{}, above{};
};

constexpr Neighbours neighbours(bool ace_high) {
  Neighbours n;
  for (int suit = 1; suit <= kSuits; ++suit)
    for (int rank = 1; rank <= kRanks; ++rank) {
      // Place in the row order: A=1..K=13, or 2=2..K=13, A=14 with aces high.
      const int place = ace_high && rank == 1 ? 14 : rank;
      const int low = ace_high ? 2 : 1, high = ace_high ? 14 : 13;
      const auto card_at = [&](int p) { return card_bit(make_card(p == 14 ? 1 : p, suit)); };
      const Card c = make_card(rank, suit);
      if (place > low) n.below[c] = card_at(place - 1);
      if (place < high) n.above[c] = card_at(place + 1);
    }
  return n;
}

constexpr Neighbours kAceLow = neighbours(false), kAceHigh = neighbours(true);
}  // namespace

CardMask SequenceRows::below(Card c) const { return (ace_high ? kAceHigh : kAceLow).below[c]; }
CardMask SequenceRows::above(Card c) const { return (ace_high ? kAceHigh : kAceLow).above[c]; }

std::pair<int, int> SequenceRows::ends(const Shape& shape, const State& state, int suit) const {
  const TableView table(shape, state);
  const int zone = shape.zone_base[std::size_t(row_zone[std::size_t(suit - 1)])];
  const int n = table.count(zone);
  if (n == 0) return {0, 0};
  return {rank_of(table.at(zone, 0)), rank_of(table.at(zone, n - 1))};
}

CardMask SequenceRows::playable(const Shape& shape, const State& state, CardMask candidates, int start_rank) const {
  // Runs for every legal-move list of a rows game: the rows' ends are read in place.
  const Neighbours& next = ace_high ? kAceHigh : kAceLow;
  const CardMask openers = start_rank >= 1 && start_rank <= kRanks ? rank_mask(start_rank) : 0;
  const TableView table(shape, state);
  CardMask out = 0;
  for (int suit = 1; suit <= kSuits; ++suit) {
    const int zone = shape.zone_base[std::size_t(row_zone[std::size_t(suit - 1)])];
    const int n = table.count(zone);
    const Card* row = table.cards(zone);
    out |= n == 0 ? openers & suit_mask(suit) : next.below[row[0]] | next.above[row[n - 1]];
  }
  return out & candidates;
}

void SequenceRows::lay(const Shape& shape, State& state, Card c, int from) const {
  if (is_joker(c)) throw Error("a joker has no row");
  Table table(shape, state);
  const int pos = table.find(from, c);
  if (pos < 0) throw Error("card " + card_name(c) + " is not in the zone it should be laid from");
  const int row = shape.zone_base[std::size_t(row_zone[std::size_t(suit_of(c) - 1)])];
  const int n = table.count(row);
  const bool at_bottom = n > 0 && (below(table.at(row, 0)) & card_bit(c));
  if (n > 0 && !at_bottom && !(above(table.at(row, n - 1)) & card_bit(c)))
    throw Error("card " + card_name(c) + " does not fit its row");
  table.remove_at(from, pos);
  if (at_bottom)
    table.insert_bottom(row, c);
  else
    table.push(row, c);
}

}  // namespace cardrt
