// What one seat knows of the cards it cannot see, and worlds sampled consistently with it: the
// determinizations a searching bot plays its simulations in.
#pragma once

#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/game.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// A seat sees the zones the layout shows it (public zones, its own and its team's owner zones,
// the top card of a `top` zone, the face-up cards of a pile) and the size of every zone; the cards of a zone out of
// play it takes as known to be gone, never dealing them elsewhere. From the moves it watches it also learns where some
// hidden cards are: a card it saw go from a visible zone into a hidden one is there until that zone loses cards it does
// not see leave; and, in a game with a tricks mechanic, a player who does not follow the led suit holds none of it
// until he takes cards unseen. Everything is forgotten at a new deal. Hidden counters and vars are not modelled.
class SeatKnowledge {
 public:
  SeatKnowledge(const GameSpec& spec, int seat);
  int seat() const { return seat_; }
  bool visible(int zone) const { return visible_[std::size_t(zone)]; }

  // Forgets everything learnt (a new match).
  void reset() { forget(-1); }
  // After a move of any seat: `before` is the state it was made from, `after` the state now.
  void observe(const State& before, const State& after);
  // `out` becomes `state` with the cards the seat cannot see dealt anew among the places it
  // cannot see (each zone keeping its size), at random but consistently with what the seat
  // knows, and with a random stream of its own: a world the seat cannot tell from the real one.
  void sample(const State& state, Rng& rng, State& out) const;

  // What the seat has learnt, for tests: the cards known to lie in hidden zone `zone`, and the
  // cards it cannot hold.
  const CardCounts& known_in(int zone) const { return known_[std::size_t(zone)]; }
  CardMask excluded_from(int zone) const { return excluded_[std::size_t(zone)]; }

 private:
  void forget(int deal);
  // Cards in the seat's visible zones, by card id.
  CardCounts visible_counts(const State& state) const;
  // The cards of a hidden zone the seat may not see: all of them, all but the top one, or a
  // pile's face-down cards (these lie at the bottom of the zone).
  int hidden_places(const State& state, int zone) const;

  const GameSpec& spec_;
  int seat_;
  std::vector<bool> visible_;       // per zone instance: every card visible to the seat (or out of play)
  std::vector<bool> top_only_;      // per zone instance: only its top card visible
  std::vector<bool> pile_;          // per zone instance: its face-down cards hidden, the rest visible
  int deal_ = -1;                   // the deal the knowledge is about
  std::vector<CardCounts> known_;   // per zone instance: cards known to lie there unseen
  std::vector<CardMask> excluded_;  // per zone instance: cards it cannot hold
  // sample's working buffers, reused from call to call (a knowledge serves one thread).
  struct Scratch {
    std::vector<int> places, room, left;
    std::vector<std::vector<Card>> dealt, assigned;  // per zone instance
    std::vector<Card> rest;
  };
  mutable Scratch scratch_;
};

}  // namespace cardrt
