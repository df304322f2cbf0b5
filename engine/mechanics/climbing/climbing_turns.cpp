// Climbing taking turns: the plays that beat the last one, passes, clearing the trick, going out.
#include <bit>
#include "cardrt/climbing_mechanic.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// The seats of a seats var (bit s for seat s) and one seat's bit.
constexpr std::int64_t seat_bit(int seat) { return std::int64_t{1} << seat; }
}  // namespace

bool ClimbingTurns::in(const Shape& shape, const State& state, int seat) const {
  return TableView(shape, state).get(shape.slot_at(def.place_slot, seat)) == 0;
}

int ClimbingTurns::next_in(const Shape& shape, const State& state, int seat, bool skip_passed) const {
  const TableView table(shape, state);
  const std::int64_t passes = skip_passed ? table.get(passed) : 0;
  for (int step = 1, next = seat; step <= shape.players; ++step) {
    next = table.seat_in_play(next);
    if (in(shape, state, next) && !(passes & seat_bit(next))) return next;
  }
  return 0;
}

void ClimbingTurns::add_plays(const Shape& shape, const State& state, int seat, MoveList& out) const {
  const TableView table(shape, state);
  const int hand = shape.zone_at(def.hand_zone, seat);
  const int need = int(table.get(size));  // 0: leading, any size allowed
  int above = 0;                          // the lowest place a play must reach
  if (need) {
    const std::optional<Card> top = table.top(pile);
    above = top ? def.ranks.place(rank_of(*top)) + (equal ? 0 : 1) : 0;
  }
  // The cards held by rank place: how many of each card (several packs hold copies).
  std::array<std::array<std::uint8_t, kSuits>, kRanks + 1> held{};
  for (int i = 0, n = table.count(hand); i < n; ++i)
    if (const Card c = table.at(hand, i); !is_joker(c))
      ++held[std::size_t(def.ranks.place(rank_of(c)))][suit_of(c) - 1];
  const std::uint16_t verb = std::uint16_t(def.play_verb);
  const int most = need ? need : std::bit_width(def.sizes) - 1;
  Card chosen[kSuits * 64];
  for (int place = std::max(above, 1); place <= kRanks; ++place) {
    const auto& suits = held[std::size_t(place)];
    const int rank = def.ranks.rank_at(place);
    // Every distinct set of the rank's cards, in canonical order: a set before the sets it begins.
    int count[kSuits] = {};
    const auto extend = [&](auto&& self, int from, int size) -> void {
      for (int suit = from; suit < kSuits; ++suit) {
        if (count[suit] == suits[std::size_t(suit)]) continue;
        ++count[suit];
        chosen[size] = make_card(rank, suit + 1);
        if ((need ? size + 1 == need : def.sizes >> (size + 1) & 1))
          out.add_card_set(verb, MoveList::kNoCard, std::span<const Card>(chosen, std::size_t(size + 1)), def.ranks);
        if (size + 1 < most) self(self, suit, size + 1);
        --count[suit];
      }
    };
    extend(extend, 0, 0);
  }
}

bool ClimbingTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const bool leading = TableView(shape, state).get(size) == 0;
  // Verbs in layout order: pass may be declared before play.
  if (!leading && def.pass_verb < def.play_verb) out.add(std::uint16_t(def.pass_verb));
  add_plays(shape, state, state.to_move, out);
  if (!leading && def.pass_verb > def.play_verb) out.add(std::uint16_t(def.pass_verb));
  return true;
}

bool ClimbingTurns::calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                                const TurnHooks&) const {
  if (move.verb != def.play_verb) return move.verb != def.pass_verb;
  // The seat's last cards: it goes out, and the rules hear of it.
  return int(list.set_size(move)) == TableView(shape, state).count(shape.zone_at(def.hand_zone, state.to_move));
}

void ClimbingTurns::clear(Table& table, int leader) const {
  for (int n = table.count(pile); n > 0; --n) table.move_top(pile, cleared);
  table.set(last, 0);
  table.set(size, 0);
  table.set(passed, 0);
  table.set_to_move(leader);
}

TurnResult ClimbingTurns::apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                                const TurnHooks&) const {
  Table table(shape, state);
  const int seat = state.to_move;
  if (move.verb == def.pass_verb) {
    table.set(passed, table.get(passed) | seat_bit(seat));
    // Cleared when every other seat still in has passed: the last to play leads, or, gone out,
    // the next seat still in after him.
    const int leader = int(table.get(last));
    bool all_passed = true;
    for (int s = 1; s <= shape.players && all_passed; ++s)
      all_passed = s == leader || !in(shape, state, s) || table.sits_out(s) || (table.get(passed) & seat_bit(s));
    if (!all_passed)
      table.set_to_move(next_in(shape, state, seat, pass_until_clear));
    else
      clear(table, in(shape, state, leader) ? leader : next_in(shape, state, leader, false));
    return {TurnEvent::None, 0};
  }
  if (move.verb != def.play_verb) return {TurnEvent::Rules, 0};
  const int hand = shape.zone_at(def.hand_zone, seat);
  for (std::size_t i = 0; i < list.set_size(move); ++i) table.move(list.set_card(move, i, def.ranks), hand, pile);
  table.set(last, seat);
  table.set(size, std::int64_t(list.set_size(move)));
  if (!pass_until_clear) table.set(passed, 0);
  if (table.count(hand) > 0) {
    const int next = next_in(shape, state, seat, pass_until_clear);
    // Everyone else waits out the trick: it is cleared at once and the player leads again.
    if (next == 0 || next == seat)
      clear(table, seat);
    else
      table.set_to_move(next);
    return {TurnEvent::None, 0};
  }
  // Out: the next place; the last seat still in takes the last place and the deal is the rules'.
  int placed = 0;
  for (int s = 1; s <= shape.players; ++s) placed += !in(shape, state, s);
  table.set(shape.slot_at(def.place_slot, seat), placed + 1);
  const int next = next_in(shape, state, seat, pass_until_clear);
  int still_in = 0, remaining = 0;
  for (int s = 1; s <= shape.players; ++s)
    if (in(shape, state, s) && !table.sits_out(s)) ++still_in, remaining = s;
  if (still_in == 1) {
    table.set(shape.slot_at(def.place_slot, remaining), placed + 2);
    table.set_to_move(remaining);
  } else if (next == 0) {
    clear(table, next_in(shape, state, seat, false));  // nobody left to answer: the next seat in leads
  } else {
    table.set_to_move(next);
  }
  return {TurnEvent::WentOut, seat};
}

const char* ClimbingTurns::missing_hook(const TurnHooks& hooks) const {
  return hooks.went_out ? nullptr : "rules.went_out(g, seat)";
}

}  // namespace cardrt
