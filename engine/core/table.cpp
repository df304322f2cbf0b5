// The table's operations on a state: queries, card moves with capacity checked, counters, and the
// start and end of deals.
#include "cardrt/table.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
std::string zone_name(const Shape& shape, int zone) {
  return "'" + shape.zones[std::size_t(shape.zone_def_of(zone))].name + "'";
}
[[noreturn]] void zone_full(const Shape& shape, int zone) {
  throw Error("zone " + zone_name(shape, zone) + " is full (it already holds the " + std::to_string(shape.capacity) +
              " cards of the whole deck)");
}
}  // namespace

int TableView::seat_far(std::int64_t n) const {
  const std::int64_t p = shape_.players;
  const std::int64_t r = n % p;  // reduced first, so no integer overflows
  return int(((r - 1) % p + p) % p + 1);
}

int TableView::next_seat_holding(int seat, int zone_def, int step) const {
  const int base = shape_.zone_base[std::size_t(zone_def)] - 1;
  for (int next = seat, i = 0; i < shape_.players; ++i) {
    next = step > 0 ? (next == shape_.players ? 1 : next + 1) : (next == 1 ? shape_.players : next - 1);
    if (count(base + next) > 0 && !sits_out(next)) return next;
  }
  return 0;
}

std::optional<Card> TableView::top(int zone) const {
  if (count(zone) == 0) return std::nullopt;
  return at(zone, count(zone) - 1);
}

std::optional<Card> TableView::bottom(int zone) const {
  if (count(zone) == 0) return std::nullopt;
  return at(zone, 0);
}

std::optional<TableView::Place> TableView::holder(Card c) const {
  for (std::size_t d = 0; d < shape_.zones.size(); ++d) {
    const int owners = shape_.owner_count(shape_.zones[d].owner);
    for (int i = 0; i < owners; ++i)
      if (find(shape_.zone_base[d] + i, c) >= 0) return Place{int(d), i};
  }
  return std::nullopt;
}

CardCounts TableView::card_counts() const {
  CardCounts counts{};
  for (int z = 0; z < shape_.zone_instances; ++z) {
    const Card* p = cards(z);
    for (int i = 0, n = count(z); i < n; ++i) ++counts[p[i]];
  }
  return counts;
}

std::uint32_t TableView::winning_sides() const {
  const std::uint32_t all = (std::uint32_t{1} << shape_.teams.size()) - 1;
  if (shape_.won_slot >= 0) return get(shape_.won_slot) ? all : 0;
  std::int64_t best = INT64_MIN;
  for (int seat = 1; seat <= shape_.players; ++seat) best = std::max(best, standing(seat));
  std::uint32_t sides = 0;
  for (int seat = 1; seat <= shape_.players; ++seat)
    if (standing(seat) == best) sides |= 1u << shape_.team_of_seat[std::size_t(seat)];
  return sides;
}

std::int64_t TableView::score(int seat) const {
  if (state_.score_slot < 0) return 0;
  return get(shape_.slot_at(state_.score_slot, seat));
}

void Table::push(int zone, Card c) {
  if (full(zone)) zone_full(shape_, zone);
  Card* p = zone_cards(zone);
  p[mutable_.sizes[std::size_t(zone)]++] = c;
}

void Table::insert_bottom(int zone, Card c) {
  if (full(zone)) zone_full(shape_, zone);
  auto& n = mutable_.sizes[std::size_t(zone)];
  Card* p = zone_cards(zone);
  std::memmove(p + 1, p, n);
  p[0] = c;
  ++n;
  if (face_down(zone) > 0) ++mutable_.face_down[std::size_t(zone)];
}

void Table::set_bottom(int zone, std::span<const Card> cards) {
  if (int(cards.size()) > count(zone))
    throw Error("zone " + zone_name(shape_, zone) + " holds " + std::to_string(count(zone)) + " cards, not " +
                std::to_string(cards.size()));
  std::copy(cards.begin(), cards.end(), zone_cards(zone));
}

void Table::remove_at(int zone, int i) {
  auto& n = mutable_.sizes[std::size_t(zone)];
  Card* p = zone_cards(zone);
  std::memmove(p + i, p + i + 1, std::size_t(n - i - 1));
  --n;
  if (i < face_down(zone)) --mutable_.face_down[std::size_t(zone)];
}

void Table::set_face_down(int zone, int n) {
  if (n < 0 || n > count(zone))
    throw Error("zone " + zone_name(shape_, zone) + " holds " + std::to_string(count(zone)) +
                " cards: " + std::to_string(n) + " of them cannot lie face down");
  if (mutable_.face_down.empty()) {
    if (n == 0) return;
    mutable_.face_down.assign(std::size_t(shape_.zone_instances), 0);
  }
  mutable_.face_down[std::size_t(zone)] = std::uint16_t(n);
}

void Table::move(Card c, int from, int to, bool to_bottom) {
  const int pos = find(from, c);
  if (pos < 0) throw Error(card_name(c) + " is not in zone " + zone_name(shape_, from));
  if (to != from && full(to)) zone_full(shape_, to);
  remove_at(from, pos);
  if (to_bottom)
    insert_bottom(to, c);
  else
    push(to, c);
}

void Table::move_run(int from, int at, int to) {
  const int moving = count(from) - at;
  if (at < 0 || moving <= 0 || to == from) return;
  if (count(to) + moving > shape_.capacity) zone_full(shape_, to);
  std::memcpy(zone_cards(to) + count(to), zone_cards(from) + at, std::size_t(moving));
  mutable_.sizes[std::size_t(to)] = std::uint16_t(count(to) + moving);
  mutable_.sizes[std::size_t(from)] = std::uint16_t(at);
  keep_face_down_within(from);
}

std::optional<Card> Table::move_top(int from, int to, std::int64_t n) {
  // Never more cards than the source holds now, also when it is the target itself.
  const std::int64_t moving = std::min<std::int64_t>(n, count(from));
  if (moving <= 0) return std::nullopt;
  if (to != from && count(to) + moving > shape_.capacity) zone_full(shape_, to);
  if (to == from) return at(from, count(from) - 1);  // each card lands where it was taken from
  // One by one: the first card taken is the lowest of those moved (the order is reversed).
  Card* source = zone_cards(from);
  Card* target = zone_cards(to);
  auto& source_size = mutable_.sizes[std::size_t(from)];
  auto& target_size = mutable_.sizes[std::size_t(to)];
  for (std::int64_t i = 0; i < moving; ++i) target[target_size++] = source[--source_size];
  keep_face_down_within(from);
  return target[target_size - 1];
}

void Table::fill(int zone) {
  if (count(zone) + shape_.deck_size() > shape_.capacity)
    throw Error("zone " + zone_name(shape_, zone) + " is not empty enough for the whole deck");
  Card* p = zone_cards(zone) + count(zone);
  const CardMask faces = shape_.pack_faces();
  for (int d = 0; d < shape_.decks; ++d) {
    for (int c = 0; c < 52; ++c)
      if (faces >> c & 1) *p++ = Card(c);
    for (int j = 0; j < shape_.jokers; ++j) *p++ = kJoker;
  }
  mutable_.sizes[std::size_t(zone)] = std::uint16_t(count(zone) + shape_.deck_size());
}

std::vector<std::pair<int, int>> TableView::melds_of(int zone) const {
  std::vector<std::pair<int, int>> out;
  int first = 0;
  for (const LaidMeld& meld : state_.laid)
    if (meld.zone == zone) {
      out.emplace_back(first, meld.size);
      first += meld.size;
    }
  return out;
}

bool TableView::melds_whole(int zone) const {
  int held = 0;
  for (const LaidMeld& meld : state_.laid)
    if (meld.zone == zone) held += meld.size;
  return held == count(zone);
}

void Table::lay_meld(int zone, std::span<const Card> cards) {
  if (count(zone) + int(cards.size()) > shape_.capacity) zone_full(shape_, zone);
  for (Card c : cards) push(zone, c);
  mutable_.laid.push_back({zone, int(cards.size())});
}

void Table::remake_meld(int zone, int meld, std::span<const Card> cards) {
  const auto melds = melds_of(zone);
  const auto [first, size] = melds.at(std::size_t(meld));
  const int grow = int(cards.size()) - size;
  if (count(zone) + grow > shape_.capacity) zone_full(shape_, zone);
  Card* p = zone_cards(zone);
  std::memmove(p + first + int(cards.size()), p + first + size, std::size_t(count(zone) - first - size));
  std::copy(cards.begin(), cards.end(), p + first);
  mutable_.sizes[std::size_t(zone)] = std::uint16_t(count(zone) + grow);
  int seen = 0;
  for (LaidMeld& laid : mutable_.laid)
    if (laid.zone == zone && seen++ == meld) laid.size = int(cards.size());
}

void Table::shuffle(int zone) {
  mutable_.rng.shuffle(zone_cards(zone), std::size_t(count(zone)));
  if (!mutable_.stacked.empty()) take_stacked_order(zone);
}

void Table::take_stacked_order(int zone) {
  auto& stacked = mutable_.stacked;
  auto stack = std::find_if(stacked.begin(), stacked.end(), [&](const StackedShuffle& s) { return s.zone == zone; });
  if (stack == stacked.end()) return;
  // The generator has drawn as for any shuffle: a stacked match goes on with the same stream.
  std::vector<Card> held(zone_cards(zone), zone_cards(zone) + count(zone));
  std::vector<Card> wanted = stack->order;
  std::sort(held.begin(), held.end());
  std::sort(wanted.begin(), wanted.end());
  if (held != wanted) {
    auto text = [](const std::vector<Card>& cards) {
      std::string out;
      for (Card c : cards) out += (out.empty() ? "" : " ") + card_name(c);
      return out.empty() ? "no cards" : out;
    };
    throw Error("the test stacked the next shuffle of zone " + zone_name(shape_, zone) + " as " + text(stack->order) +
                ", but it holds " + text(held));
  }
  std::copy(stack->order.begin(), stack->order.end(), zone_cards(zone));
  stacked.erase(stack);
}

void Table::deal_out(int from, std::span<const int> targets, std::int64_t per_target) {
  if (targets.empty()) return;
  // Checked before any card moves: how many each target zone receives, summed over repeats.
  const std::int64_t cap =
      per_target < 0 ? count(from) : std::min<std::int64_t>(count(from), per_target * std::int64_t(targets.size()));
  for (std::size_t i = 0; i < targets.size(); ++i) {
    if (targets[i] == from) throw Error("zone " + zone_name(shape_, from) + " cannot deal to itself");
    std::int64_t receives = 0;
    for (std::size_t j = 0; j < targets.size(); ++j)
      if (targets[j] == targets[i])
        receives += cap / std::int64_t(targets.size()) + (std::int64_t(j) < cap % std::int64_t(targets.size()) ? 1 : 0);
    if (count(targets[i]) + receives > shape_.capacity) zone_full(shape_, targets[i]);
  }
  Card* source = zone_cards(from);
  auto& source_size = mutable_.sizes[std::size_t(from)];
  std::size_t next = 0;
  for (std::int64_t dealt = 0; dealt < cap; ++dealt) {
    const int to = targets[next];
    next = next + 1 == targets.size() ? 0 : next + 1;
    zone_cards(to)[mutable_.sizes[std::size_t(to)]++] = source[--source_size];
  }
  keep_face_down_within(from);
}

namespace {
// slot + delta, or an Error naming the slot.
std::int64_t checked_sum(const Shape& shape, int slot, std::int64_t value, std::int64_t delta) {
  std::int64_t sum = 0;
  if (__builtin_add_overflow(value, delta, &sum))
    throw Error("'" + shape.slots[std::size_t(shape.slot_def_of(slot))].name + "' would overflow (" +
                std::to_string(value) + " + " + std::to_string(delta) + ")");
  return sum;
}
}  // namespace

std::int64_t Table::add(int slot, std::int64_t delta) {
  std::int64_t& value = mutable_.slots[std::size_t(slot)];
  return value = checked_sum(shape_, slot, value, delta);
}

void Table::transfer(int from, int to, std::int64_t amount) {
  if (amount == std::numeric_limits<std::int64_t>::min())
    throw Error("'" + shape_.slots[std::size_t(shape_.slot_def_of(from))].name + "' would overflow (transfer of " +
                std::to_string(amount) + ")");
  if (from == to) return;
  const std::int64_t paid = checked_sum(shape_, from, get(from), -amount);
  const std::int64_t received = checked_sum(shape_, to, get(to), amount);
  mutable_.slots[std::size_t(from)] = paid;
  mutable_.slots[std::size_t(to)] = received;
}

void Table::reset_slots(bool only_reset_each_deal) {
  for (std::size_t d = 0; d < shape_.slots.size(); ++d) {
    if (only_reset_each_deal && !shape_.slots[d].reset_each_deal) continue;
    const int owners = shape_.owner_count(shape_.slots[d].owner);
    for (int i = 0; i < owners; ++i) set(shape_.slot_base[d] + i, shape_.slots[d].initial);
  }
}

void Table::sit_out(int seat) {
  if (sits_out(seat)) return;
  if (seated() <= 2)
    throw Error("seat " + std::to_string(seat) + " cannot sit out: fewer than two seats would play the deal");
  mutable_.sitting_out = std::uint16_t(mutable_.sitting_out | 1 << (seat - 1));
}

void Table::start_deal() {
  ++mutable_.deal_number;
  mutable_.deal_over = false;
  mutable_.to_move = 0;
  mutable_.turns = 0;
  std::fill(mutable_.sizes.begin(), mutable_.sizes.end(), 0);
  mutable_.trick_seats.clear();
  mutable_.reversed = false;
  mutable_.sitting_out = 0;
  mutable_.laid.clear();
  mutable_.face_down.clear();
  mutable_.seen.clear();
  reset_slots(true);
  for (int seat = 1; seat <= shape_.players; ++seat) mutable_.deal_start_score[std::size_t(seat - 1)] = score(seat);
}

void Table::end_deal() {
  if (mutable_.deal_over) return;
  mutable_.deal_over = true;
  mutable_.to_move = 0;
  for (int seat = 1; seat <= shape_.players; ++seat)
    mutable_.deal_scores.push_back(score(seat) - mutable_.deal_start_score[std::size_t(seat - 1)]);
}

void Table::end_match() {
  end_deal();
  mutable_.match_over = true;
}

std::int64_t Table::random(std::uint32_t n) { return std::int64_t(mutable_.rng.uniform(n)) + 1; }

}  // namespace cardrt
