// The table: every operation a game performs on its state (zones, counters and variables, seats,
// turn, dealer, score, the start and end of deals and of the match). Rules, mechanics, the match
// flow, views and saves all go through it; the Lua `g` is a thin wrapper over it.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// Reading a state. Zones and slots are instance indices (Shape::zone_at, Shape::slot_at); seats
// are 1-based. Nothing here checks its arguments: callers pass indices of the shape.
class TableView {
 public:
  TableView(const Shape& shape, const State& state) : shape_(shape), state_(state) {}
  const Shape& shape() const { return shape_; }
  const State& state() const { return state_; }

  // Seats.
  int players() const { return shape_.players; }
  // Any integer onto a seat, counting round the table: 0 is the last seat, players + 1 the first.
  // Steps round the table land within one lap of a seat: those need no division, which would
  // cost a trick game a tenth of its time.
  int seat(std::int64_t n) const {
    const int p = shape_.players;
    if (n > 0 && n <= p) return int(n);
    if (n > p && n <= 2 * p) return int(n) - p;
    if (n <= 0 && n > -p) return int(n) + p;
    return seat_far(n);
  }
  int next_seat(int seat) const { return seat % shape_.players + 1; }
  // The seat `steps` places on in the direction of play (to the left unless the rules reversed
  // it), passing by the seats that sit this deal out: a skip is two steps. What rules mean by
  // "the next player"; the native mechanics pass their turns to the left.
  int seat_in_play(int seat, int steps = 1) const { return seated_from(seat, direction() * steps); }
  // The seat `steps` places to the left (negative: to the right) of `seat`, counting only the
  // seats that take part in the deal.
  int seated_from(int seat, int steps) const {
    if (!state_.sitting_out) return this->seat(std::int64_t(seat) + steps);
    for (int left = steps < 0 ? -steps : steps; left > 0;) {
      seat = this->seat(seat + (steps < 0 ? -1 : 1));
      if (!sits_out(seat)) --left;
    }
    return seat;
  }
  bool sits_out(int seat) const { return seat >= 1 && (state_.sitting_out >> (seat - 1) & 1); }
  // The seats that sit the deal out, ascending (what views and saves list).
  std::vector<int> seats_out() const {
    std::vector<int> out;
    for (int seat = 1; seat <= shape_.players; ++seat)
      if (sits_out(seat)) out.push_back(seat);
    return out;
  }
  // The seats that take part in the deal: every player but those sitting it out.
  int seated() const {
    return state_.sitting_out ? shape_.players - std::popcount(unsigned(state_.sitting_out)) : shape_.players;
  }
  int direction() const { return state_.reversed ? -1 : 1; }
  // The instances of seat zone def `zone_def` in the order cards are dealt to them, one per seat
  // from the dealer's left, written to `out`; returns the end of what it wrote.
  template <class Out>
  Out seat_zones_from_dealer(int zone_def, Out out) const {
    for (int k = 1; k <= shape_.players; ++k) *out++ = shape_.zone_at(zone_def, seat(dealer() + k));
    return out;
  }
  // The first seat after `seat` whose instance of seat zone def `zone_def` holds cards, passing by
  // seats that sit the deal out; 0 when none.
  // `step` -1: to the right.
  int next_seat_holding(int seat, int zone_def, int step = 1) const;
  int team(int seat) const { return shape_.team_of_seat[std::size_t(seat)] + 1; }

  // Zones.
  int count(int zone) const { return state_.sizes[std::size_t(zone)]; }
  const Card* cards(int zone) const { return &state_.cards[std::size_t(zone) * std::size_t(shape_.capacity)]; }
  Card at(int zone, int i) const { return cards(zone)[i]; }
  std::optional<Card> top(int zone) const;
  std::optional<Card> bottom(int zone) const;
  // The distinct cards of the zone (inline: every legal-move list of a rows or tricks game reads one).
  CardMask mask(int zone) const {
    CardMask m = 0;
    const Card* p = cards(zone);
    for (int i = 0, n = count(zone); i < n; ++i) m |= card_bit(p[i]);
    return m;
  }
  // Index (from the bottom) of the topmost copy, -1 if absent. memrchr compares many cards at
  // once: a loop stopping at the card mispredicts where a random player's card lies.
  int find(int zone, Card c) const {
    const Card* p = cards(zone);
    const void* hit = memrchr(p, c, std::size_t(count(zone)));
    return hit ? int(static_cast<const Card*>(hit) - p) : -1;
  }
  // How many of the zone's bottom cards lie face down (State::face_down); the others lie face up.
  int face_down(int zone) const {
    return std::size_t(zone) < state_.face_down.size() ? state_.face_down[std::size_t(zone)] : 0;
  }
  // A zone holds at most the whole deck (Shape::capacity).
  bool full(int zone) const { return count(zone) >= shape_.capacity; }
  // Where a card lies: the first zone def (in layout order) with an instance holding it, and
  // which owner's instance (0-based). Empty when the card lies nowhere.
  struct Place {
    int zone_def;
    int owner;
  };
  std::optional<Place> holder(Card c) const;
  // How many of each card lie in all zones together: the multiset a deal conserves.
  CardCounts card_counts() const;
  // Laid melds (State::laid). A zone's melds in the order laid, each as its first card's index and
  // its size; whether every card of the zone lies in one of them (cards moved in or out by other
  // calls break that, and meld calls then refuse the zone).
  std::vector<std::pair<int, int>> melds_of(int zone) const;
  bool melds_whole(int zone) const;

  // Counters and variables.
  std::int64_t get(int slot) const { return state_.slots[std::size_t(slot)]; }
  // A seat's score: its instance of the score slot (0 when the game keeps no score).
  std::int64_t score(int seat) const;
  // The score as winning ranks it, higher better: the score, negated when the lowest wins.
  std::int64_t standing(int seat) const { return shape_.lowest_score_wins ? -score(seat) : score(seat); }
  // The sides (bits by team index) that win the match as it stands: those with the best standing,
  // or, when the game is won by a var, every side while it is true and none while false.
  std::uint32_t winning_sides() const;

  // Flow.
  int to_move() const { return state_.to_move; }
  int dealer() const { return state_.dealer; }
  int deal_number() const { return state_.deal_number; }
  bool deal_over() const { return state_.deal_over; }
  bool match_over() const { return state_.match_over; }
  int turns() const { return state_.turns; }

 protected:
  const Shape& shape_;
  const State& state_;

 private:
  int seat_far(std::int64_t n) const;  // seat() more than a lap away
};

// Changing a state. A change that cannot be made (a full zone, a card that is not there, an
// overflowing counter) throws Error naming the zone or counter and changes nothing.
class Table : public TableView {
 public:
  Table(const Shape& shape, State& state) : TableView(shape, state), mutable_(state) {}
  State& state() { return mutable_; }

  // Cards, one at a time.
  void push(int zone, Card c);  // onto the top
  void insert_bottom(int zone, Card c);
  void remove_at(int zone, int i);
  // The zone's bottom cards, as many as given, become `cards`; its size and other cards stay
  // (a bot's sampled world deals the cards it cannot see anew this way).
  void set_bottom(int zone, std::span<const Card> cards);
  // The topmost copy of `c` from `from` onto the top (or the bottom) of `to`.
  void move(Card c, int from, int to, bool to_bottom = false);
  // The cards of `from` from index `at` up, in their order, onto the top of `to` (a run of a
  // patience pile moved together).
  void move_run(int from, int at, int to);
  // Up to n cards one by one from the top of `from` to the top of `to`; the last card moved,
  // empty when `from` was empty.
  std::optional<Card> move_top(int from, int to, std::int64_t n = 1);
  // Every card of the game's deck(s), in card-id order, onto the zone.
  void fill(int zone);
  void clear(int zone) {
    mutable_.sizes[std::size_t(zone)] = 0;
    keep_face_down_within(zone);
  }
  // The zone's bottom `n` cards lie face down, the others face up (0 <= n <= count(zone)). A card
  // that arrives on top lies face up, one slipped under a face-down card face down, and a card
  // taken away takes its face with it.
  void set_face_down(int zone, int n);
  // Laid melds: lays `cards` on top of the zone as its newest meld, or makes meld `meld` (its index among the
  // zone's melds) hold `cards` instead of its cards (a layoff). Both want melds_whole(zone).
  void lay_meld(int zone, std::span<const Card> cards);
  void remake_meld(int zone, int meld, std::span<const Card> cards);

  // Shuffles with the match's generator; a shuffle a test stacked for the zone (State::stacked)
  // then leaves its order instead, an error when the zone does not hold exactly its cards.
  void shuffle(int zone);
  // Reorders the zone's cards, keeping equal ones in their order.
  template <class Less>
  void sort(int zone, Less less) {
    Card* p = zone_cards(zone);
    std::stable_sort(p, p + count(zone), less);
  }
  // One card at a time from the top of `from` to each target in turn, until `from` is empty or
  // each target got `per_target` cards (negative: no limit).
  void deal_out(int from, std::span<const int> targets, std::int64_t per_target = -1);

  // Counters and variables.
  void set(int slot, std::int64_t value) { mutable_.slots[std::size_t(slot)] = value; }
  std::int64_t add(int slot, std::int64_t delta);  // the new value; throws on overflow
  // `amount` from one slot to another, both or neither (throws on overflow, changing nothing).
  void transfer(int from, int to, std::int64_t amount);
  // Every counter and variable back to its initial value, or only those reset each deal.
  void reset_slots(bool only_reset_each_deal);

  // Flow.
  void set_to_move(int seat) { mutable_.to_move = seat; }
  void set_dealer(int seat) { mutable_.dealer = seat; }
  // Turns the direction of play round (to the right, or back to the left).
  void reverse() { mutable_.reversed = !mutable_.reversed; }
  // The seat sits the rest of the deal out; throws when fewer than two seats would be left to play.
  void sit_out(int seat);
  void set_score(int slot_def) { mutable_.score_slot = slot_def; }
  // Hands the turns to declared mechanic `mechanic` (its layout index) until the deal ends, or
  // back to the rules (-1: an auction that is over).
  void set_turns(int mechanic) { mutable_.turns = mechanic + 1; }
  // What `then: MECHANIC` means after the deal or an auction: that mechanic takes the turns, the
  // first seat in play left of the dealer to move.
  void hand_turns_on(int mechanic) {
    set_turns(mechanic);
    set_to_move(seated_from(dealer(), 1));
  }
  // A new deal: its number, empty zones, per-deal slots reset, the scores it starts from, the
  // turns with the rules.
  void start_deal();
  // Ends the deal (once): nobody to move, each seat's gain in it recorded.
  void end_deal();
  void end_match();
  // A number from 1 to n from the match's generator.
  std::int64_t random(std::uint32_t n);

 private:
  Card* zone_cards(int zone) { return &mutable_.cards[std::size_t(zone) * std::size_t(shape_.capacity)]; }
  void take_stacked_order(int zone);
  // After cards left the top of the zone: no more face-down cards than it holds.
  void keep_face_down_within(int zone) {
    if (std::size_t(zone) < mutable_.face_down.size() && mutable_.face_down[std::size_t(zone)] > count(zone))
      mutable_.face_down[std::size_t(zone)] = std::uint16_t(count(zone));
  }

  State& mutable_;
};

}  // namespace cardrt
