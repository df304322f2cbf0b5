// Trick taking: legal cards under follow-suit and a lead restriction, and trick resolution.
#include "cardrt/tricks.hpp"

#include <algorithm>

#include "cardrt/error.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// The suit of the same colour: clubs and spades are black, diamonds and hearts red.
int same_colour(int suit) { return kSuits + 1 - suit; }

// The card a bower stands for under `trump` (1..4), or none when it names no card of the pack.
std::optional<Card> bower_card(const Bower& b, int trump) {
  switch (b.of) {
    case Bower::Of::Joker: return kJoker;
    case Bower::Of::Trump: return make_card(b.rank, trump);
    case Bower::Of::SameColour: return make_card(b.rank, same_colour(trump));
    case Bower::Of::Suit: return make_card(b.rank, b.suit);
  }
  return std::nullopt;
}
}  // namespace

void Tricks::rank_cards() {
  ranking = CardRanking{};
  for (int trump = 0; trump <= kSuits; ++trump) {
    auto& suit = ranking.suit[std::size_t(trump)];
    auto& power = ranking.power[std::size_t(trump)];
    for (int c = 0; c < kJoker; ++c) {
      suit[std::size_t(c)] = std::uint8_t(suit_of(Card(c)));
      power[std::size_t(c)] = std::uint8_t(ranks.place(rank_of(Card(c))) + 1);
    }
    if (trump > 0)
      for (int i = 0; i < bower_count; ++i)
        if (const std::optional<Card> c = bower_card(bowers[std::size_t(i)], trump)) {
          suit[*c] = std::uint8_t(trump);
          power[*c] = std::uint8_t(15 + bower_count - i);  // above the highest rank (14), the first highest
        }
    for (int c = 0; c < kCardKinds; ++c)
      if (suit[std::size_t(c)]) ranking.cards[std::size_t(trump)][suit[std::size_t(c)]] |= card_bit(Card(c));
  }
}

int Tricks::trump(const Shape& shape, const State& state) const {
  if (trump_slot < 0) return 0;
  const std::int64_t suit = TableView(shape, state).get(shape.slot_base[std::size_t(trump_slot)]);
  return suit >= 1 && suit <= kSuits ? int(suit) : 0;
}

std::vector<Card> Tricks::trumps(const Shape& shape, int trump) const {
  std::vector<Card> out;
  if (trump < 1 || trump > kSuits) return out;
  const CardMask pack = shape.pack_faces() | (shape.jokers ? card_bit(kJoker) : 0);
  const CardMask trumps = pack & ranking.cards[std::size_t(trump)][std::size_t(trump)];
  for (int c = 0; c < kCardKinds; ++c)
    if (trumps >> c & 1) out.push_back(Card(c));
  const auto& power = ranking.power[std::size_t(trump)];
  std::stable_sort(out.begin(), out.end(), [&](Card a, Card b) { return power[a] > power[b]; });
  return out;
}

int Tricks::led_suit(const Shape& shape, const State& state) const {
  const auto first = TableView(shape, state).bottom(shape.zone_base[std::size_t(trick_zone)]);
  return first ? suit_of_card(*first, trump(shape, state)) : 0;
}

CardMask Tricks::legal(const Shape& shape, const State& state, int seat, int no_lead_suit) const {
  const TableView table(shape, state);
  CardMask hand = table.mask(shape.zone_at(hand_zone, seat));
  int trick = shape.zone_base[std::size_t(trick_zone)];
  if (table.count(trick) == 0) {
    if (no_lead_suit >= 1 && no_lead_suit <= kSuits && (hand & ~suit_mask(no_lead_suit)))
      return hand & ~suit_mask(no_lead_suit);
    return hand;
  }
  const CardMask follow = following(shape, state, hand);
  return follow ? follow : hand;
}

CardMask Tricks::following(const Shape& shape, const State& state, CardMask hand) const {
  const int trump_now = trump(shape, state);
  const int led = suit_of_card(TableView(shape, state).at(shape.zone_base[std::size_t(trick_zone)], 0), trump_now);
  return led ? hand & ranking.cards[std::size_t(trump_now)][std::size_t(led)] : 0;
}

namespace {
// `cards` without `unwanted`, unless nothing would be left.
CardMask unless_only(CardMask cards, CardMask unwanted) { return cards & ~unwanted ? cards & ~unwanted : cards; }
}  // namespace

CardMask Tricks::legal(const Shape& shape, const State& state, int seat, const TrickLimits& limits) const {
  const TableView table(shape, state);
  const CardMask hand = table.mask(shape.zone_at(hand_zone, seat));
  const bool first = first_trick(state);
  CardMask may;
  if (table.count(shape.zone_base[std::size_t(trick_zone)]) == 0) {
    if (first && limits.opening_lead >= 0 && (hand >> limits.opening_lead & 1))
      return card_bit(Card(limits.opening_lead));
    const bool broken = limits.until_broken && played(shape, state, limits.no_lead) > 0;
    may = broken ? hand : unless_only(hand, limits.no_lead);
  } else {
    const CardMask follow = following(shape, state, hand);
    may = follow ? follow : hand;
  }
  return first ? unless_only(may, limits.first_trick_avoid) : may;
}

int Tricks::played(const Shape& shape, const State& state, CardMask cards) const {
  int n = taken_cards(shape, state, 0, cards);
  const TableView table(shape, state);
  const int trick = shape.zone_base[std::size_t(trick_zone)];
  for (int i = 0; i < table.count(trick); ++i) n += int((cards >> table.at(trick, i)) & 1);
  return n;
}

namespace {
// Trick k (from 0) of the deal, the `block`-th trick its winner took: its cards are that block of
// one card per seat playing in the winner's won zone (what the rules left there, if they moved some).
PlayedTrick read_trick(const Tricks& tricks, const Shape& shape, const State& state, std::size_t k, int block) {
  PlayedTrick t{state.trick_seats[2 * k], state.trick_seats[2 * k + 1], {}, {}};
  const TableView table(shape, state);
  const int won = shape.zone_at(tricks.won_zone, t.winner);
  const int size = table.seated();
  for (int at = block * size; at < (block + 1) * size && at < table.count(won); ++at) {
    t.seats.push_back(table.seated_from(t.leader, at - block * size));
    t.cards.push_back(table.at(won, at));
  }
  return t;
}
}  // namespace

std::vector<PlayedTrick> Tricks::history(const Shape& shape, const State& state) const {
  std::vector<PlayedTrick> out;
  std::vector<int> taken(std::size_t(shape.players) + 1, 0);  // tricks of each winner read so far
  for (std::size_t k = 0; k < state.trick_seats.size() / 2; ++k)
    out.push_back(read_trick(*this, shape, state, k, taken[state.trick_seats[2 * k + 1]]++));
  return out;
}

std::optional<PlayedTrick> Tricks::last(const Shape& shape, const State& state) const {
  const std::size_t n = state.trick_seats.size() / 2;
  if (n == 0) return std::nullopt;
  int block = 0;  // earlier tricks of the same winner
  for (std::size_t k = 0; k + 1 < n; ++k) block += state.trick_seats[2 * k + 1] == state.trick_seats[2 * n - 1];
  return read_trick(*this, shape, state, n - 1, block);
}

int Tricks::player_of_current(const Shape& shape, const State& state, int i) const {
  const TableView table(shape, state);
  const int n = table.count(shape.zone_base[std::size_t(trick_zone)]);
  return table.seated_from(state.to_move, i - n);
}

int Tricks::play(const Shape& shape, State& state, int seat, Card c, int trump_suit) const {
  Table table(shape, state);
  int hand = shape.zone_at(hand_zone, seat);
  int trick = shape.zone_base[std::size_t(trick_zone)];
  int pos = table.find(hand, c);
  if (pos < 0) throw Error("card " + card_name(c) + " is not in seat " + std::to_string(seat) + "'s hand");
  table.remove_at(hand, pos);
  table.push(trick, c);
  int n = table.count(trick);
  if (n < table.seated()) return 0;
  const auto& suit = ranking.suit[std::size_t(trump_suit)];
  const auto& power = ranking.power[std::size_t(trump_suit)];
  int best = 0;
  auto beats = [&](Card a, Card b) {  // does a beat the best so far, b, which follows trumps or the led suit?
    if (suit[a] != suit[b]) return trump_suit != 0 && suit[a] == trump_suit;
    return suit[a] != 0 && power[a] > power[b];
  };
  for (int i = 1; i < n; ++i)
    if (beats(table.at(trick, i), table.at(trick, best))) best = i;
  // The seat that played card i: the last card was `seat`'s, play went to the left.
  const int winner = table.seated_from(seat, best - (n - 1));
  const int leader = table.seated_from(seat, -(n - 1));
  state.trick_seats.push_back(std::uint8_t(leader));
  state.trick_seats.push_back(std::uint8_t(winner));
  int won = shape.zone_at(won_zone, winner);
  for (int i = 0; i < n; ++i) table.push(won, table.at(trick, i));
  table.clear(trick);
  return winner;
}

int Tricks::taken(const Shape& shape, const State& state, int seat) const {
  const TableView table(shape, state);
  return table.count(shape.zone_at(won_zone, seat)) / table.seated();
}

int Tricks::taken_cards(const Shape& shape, const State& state, int seat, CardMask cards) const {
  if (seat == 0) {  // every seat's
    int n = 0;
    for (int s = 1; s <= shape.players; ++s) n += taken_cards(shape, state, s, cards);
    return n;
  }
  const TableView table(shape, state);
  const int won = shape.zone_at(won_zone, seat);
  const Card* pile = table.cards(won);
  int n = 0;
  for (int i = 0, size = table.count(won); i < size; ++i) n += int((cards >> pile[i]) & 1);
  return n;
}

}  // namespace cardrt
