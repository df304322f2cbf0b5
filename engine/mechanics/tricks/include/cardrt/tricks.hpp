// Trick taking: which cards a seat may play to the trick, and who wins a full trick. Pure native;
// rules reach it through wrap_tricks.cpp.
#pragma once

#include "cardrt/card.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

#include <array>
#include <optional>
#include <vector>

namespace cardrt {

// What may be led or played beyond following suit, as the Hearts family restricts it.
struct TrickLimits {
  CardMask no_lead = 0;            // not to be led while the seat holds another card
  bool until_broken = false;       // no_lead lifts once a card of it was played this deal
  int opening_lead = -1;           // the card the deal's first trick must be led with by its holder, -1 none
  CardMask first_trick_avoid = 0;  // not to be played to the deal's first trick while the seat may play another
};

// A trick resolved this deal: who led, who won, and its cards in playing order with the seat
// that played each (play goes round to the left from the leader, past the seats sitting out).
struct PlayedTrick {
  int leader = 0;
  int winner = 0;
  std::vector<Card> cards;
  std::vector<int> seats;
};

// A card promoted above the trump suit's own cards, into that suit (Euchre's bowers, a joker
// that is the best bower): a rank of the trump suit, of the other suit of its colour, of a fixed
// suit, or the joker.
struct Bower {
  enum class Of : std::uint8_t { Trump, SameColour, Suit, Joker };
  Of of = Of::Trump;
  std::uint8_t rank = 11;  // 1..13 (not for the joker)
  std::uint8_t suit = 0;   // Of::Suit: 1..4
};
inline constexpr int kMaxBowers = 8;

// Which suit each card follows and how strong it is under each trump suit (0: no trumps, 1..4):
// its printed suit and rank (the ace high or low), the bowers above the trump suit's ace in the
// order declared; a joker not promoted follows no suit and wins no trick.
struct CardRanking {
  std::array<std::array<std::uint8_t, kCardKinds>, kSuits + 1> suit{};
  std::array<std::array<std::uint8_t, kCardKinds>, kSuits + 1> power{};  // the stronger card is higher
  std::array<std::array<CardMask, kSuits + 1>, kSuits + 1> cards{};      // [trump][suit]: cards that follow it
};

struct Tricks {
  int hand_zone = 0;   // zone def each seat plays from (seat zones)
  int trick_zone = 0;  // zone def of the trick in progress, in playing order (a table zone)
  int won_zone = 0;    // zone def each trick goes to (seat zones)
  RankOrder ranks = RankOrder::aces_high();
  int trump_slot = -1;  // the table suit var naming the trump suit (none: no trumps), -1: not declared
  std::array<Bower, kMaxBowers> bowers{};
  int bower_count = 0;
  CardRanking ranking;  // made by rank_cards() from the above

  Tricks() { rank_cards(); }
  // Makes `ranking` from the rank order and the bowers: call after changing them.
  void rank_cards();

  // The trump suit now: the declared var's value, 0 for none or without one.
  int trump(const Shape& shape, const State& state) const;
  // The suit `c` follows under `trump` (a bower follows trumps), 0 for a joker left as it is.
  int suit_of_card(Card c, int trump) const { return ranking.suit[std::size_t(trump)][c]; }
  // Cards of the pack that count as trumps under `trump`, strongest first.
  std::vector<Card> trumps(const Shape& shape, int trump) const;

  // Cards `seat` may play now. Leading (empty trick): any card, except cards of `no_lead_suit`
  // (1..4, 0 = none) while the seat holds a card of another suit. Following: a card of the led
  // suit when the seat holds one, otherwise any card; under trumps, the suit a card follows
  // (Euchre's left bower follows trumps).
  CardMask legal(const Shape& shape, const State& state, int seat, int no_lead_suit) const;
  // The same under every limit of `limits`: leading the deal's first trick, the holder of the
  // opening lead card must lead it; no card of no_lead is led while the seat holds another (once
  // one was played, with until_broken, any may be); to the first trick no card of
  // first_trick_avoid is played while the seat may play another.
  CardMask legal(const Shape& shape, const State& state, int seat, const TrickLimits& limits) const;
  // Whether no trick has been resolved yet this deal.
  bool first_trick(const State& state) const { return state.trick_seats.empty(); }
  // How many cards of `cards` were played this deal: in the won zones and the trick.
  int played(const Shape& shape, const State& state, CardMask cards) const;
  // The tricks resolved this deal, in order (every trick's cards are found in its winner's won
  // zone, as play() leaves them).
  std::vector<PlayedTrick> history(const Shape& shape, const State& state) const;
  // The last of them, or none yet.
  std::optional<PlayedTrick> last(const Shape& shape, const State& state) const;
  // The seat that played the i-th card (from 0) of the trick in progress, the seat to move
  // being next: play goes round clockwise from the leader.
  int player_of_current(const Shape& shape, const State& state, int i) const;
  // The suit the trick's first card follows under the trump now, 0 when the trick is empty.
  int led_suit(const Shape& shape, const State& state) const;
  // Moves `c` from the seat's hand to the trick. When every seat playing the deal (those
  // sitting it out aside) has played to it, the
  // trick is resolved: the strongest card following `trump_suit` (0 = no trumps) if one was
  // played, else the strongest following the led suit wins (the first played of equal cards);
  // the trick goes to the winner's won pile and the winner is returned. Returns 0 while the
  // trick is incomplete.
  int play(const Shape& shape, State& state, int seat, Card c, int trump_suit) const;
  // Tricks `seat` has taken: its won cards divided by the number of seats playing the deal.
  int taken(const Shape& shape, const State& state, int seat) const;
  // Cards of `cards` in the seat's won pile, every copy counted (what most trick games score).
  int taken_cards(const Shape& shape, const State& state, int seat, CardMask cards) const;

 private:
  // The cards of `hand` that follow the suit the trick in progress was led with, under the trump
  // now (none when it was led with a joker that is no bower); the trick is not empty.
  CardMask following(const Shape& shape, const State& state, CardMask hand) const;
};

}  // namespace cardrt
