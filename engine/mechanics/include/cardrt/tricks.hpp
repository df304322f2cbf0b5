// Trick taking: which cards a seat may play to the trick, and who wins a full trick. Pure native;
// rules reach it through wrap_tricks.cpp.
#pragma once

#include "cardrt/card.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

struct Tricks {
  int hand_zone = 0;   // zone def each seat plays from (seat zones)
  int trick_zone = 0;  // zone def of the trick in progress, in playing order (a table zone)
  int won_zone = 0;    // zone def each trick goes to (seat zones)
  bool ace_high = true;

  int order(int rank) const { return ace_high && rank == 1 ? 14 : rank; }

  // Cards `seat` may play now. Leading (empty trick): any card, except cards of `no_lead_suit`
  // (1..4, 0 = none) while the seat holds a card of another suit. Following: a card of the led
  // suit when the seat holds one, otherwise any card.
  CardMask legal(const Shape& shape, const State& state, int seat, int no_lead_suit) const;
  // Suit of the trick's first card, 0 when the trick is empty.
  int led_suit(const Shape& shape, const State& state) const;
  // Moves `c` from the seat's hand to the trick. When every player has played to it, the
  // trick is resolved: the highest card of `trump_suit` (0 = no trumps) if one was played, else
  // the highest card of the led suit wins (the first played of equal cards); the trick goes to
  // the winner's won pile and the winner is returned. Returns 0 while the trick is incomplete.
  int play(const Shape& shape, State& state, int seat, Card c, int trump_suit) const;
  // Tricks `seat` has taken: its won cards divided by the number of players.
  int taken(const Shape& shape, const State& state, int seat) const;
  // Cards of `cards` in the seat's won pile, every copy counted (what most trick games score).
  int taken_cards(const Shape& shape, const State& state, int seat, CardMask cards) const;
};

}  // namespace cardrt
