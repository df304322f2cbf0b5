// Sequence rows: which cards fit the rows, and laying a card at the right end.
#include "cardrt/sequence_rows.hpp"

#include "cardrt/error.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

std::pair<int, int> SequenceRows::ends(const Shape& shape, const State& state, int suit) const {
  const TableView table(shape, state);
  const int zone = shape.zone_base[std::size_t(row_zone[std::size_t(suit - 1)])];
  const int n = table.count(zone);
  if (n == 0) return {0, 0};
  return {rank_of(table.at(zone, 0)), rank_of(table.at(zone, n - 1))};
}

CardMask SequenceRows::playable(const Shape& shape, const State& state, CardMask candidates, int start_rank) const {
  // Runs for every legal-move list of a rows game: the rows' ends are read in place.
  const TableView table(shape, state);
  CardMask out = 0;
  for (int suit = 1; suit <= kSuits; ++suit) {
    const CardMask in_suit = candidates & suit_mask(suit);
    if (!in_suit) continue;
    const int zone = shape.zone_base[std::size_t(row_zone[std::size_t(suit - 1)])];
    const int n = table.count(zone);
    if (n == 0) {
      if (start_rank >= 1 && start_rank <= 13) out |= in_suit & card_bit(make_card(start_rank, suit));
      continue;
    }
    const Card* row = table.cards(zone);
    const int below = order(rank_of(row[0])) - 1, above = order(rank_of(row[n - 1])) + 1;
    if (valid_order(below)) out |= in_suit & card_bit(make_card(rank_at(below), suit));
    if (valid_order(above)) out |= in_suit & card_bit(make_card(rank_at(above), suit));
  }
  return out;
}

void SequenceRows::lay(const Shape& shape, State& state, Card c, int from) const {
  if (is_joker(c)) throw Error("a joker has no row");
  Table table(shape, state);
  int pos = table.find(from, c);
  if (pos < 0) throw Error("card " + card_name(c) + " is not in the zone it should be laid from");
  int suit = suit_of(c);
  int row = shape.zone_base[std::size_t(row_zone[std::size_t(suit - 1)])];
  auto [lo, hi] = ends(shape, state, suit);
  int o = order(rank_of(c));
  bool at_top;
  if (lo == 0)
    at_top = true;
  else if (o == order(lo) - 1)
    at_top = false;
  else if (o == order(hi) + 1)
    at_top = true;
  else
    throw Error("card " + card_name(c) + " does not fit its row");
  table.remove_at(from, pos);
  if (at_top)
    table.push(row, c);
  else
    table.insert_bottom(row, c);
}

}  // namespace cardrt
