// The whole game state as plain native data: zones, counters and variables, flow, RNG.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/digest.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/shape.hpp"

namespace cardrt {

// A shuffle a test stacked (Match::stack_shuffle): the next shuffle of zone instance `zone` leaves
// exactly these cards, bottom first, instead of the order the generator gives.
// A meld laid on the table (the rummy family): `size` cards of zone instance `zone`, lying after
// the cards of the zone's melds laid before it. The cards stay in the zone, so every count, view
// and save sees them; this says how they group.
struct LaidMeld {
  int zone = 0;
  int size = 0;
  bool operator==(const LaidMeld&) const = default;
};

struct StackedShuffle {
  int zone = 0;
  std::vector<Card> order;
  bool operator==(const StackedShuffle&) const = default;
};

// A State is plain data: copying it is the clone. Zone instance z holds its cards in
// cards[z*capacity .. z*capacity+sizes[z]), bottom first, top last.
struct State {
  int deal_number = 0;  // 1-based once the first deal began
  int dealer = 0;       // seat, 0 = none yet
  int to_move = 0;      // seat, 0 = nobody (deal or match over)
  bool deal_over = false;
  bool match_over = false;
  int moves_played = 0;
  int score_slot = -1;  // slot def g:score reads
  // 1 + the layout index of the declared mechanic playing the turns natively, 0 = the rules do
  // (see turns.hpp); every deal starts with the rules.
  int turns = 0;
  Rng rng;
  std::vector<Card> cards;
  std::vector<std::uint16_t> sizes;
  std::vector<std::int64_t> slots;
  std::vector<std::int64_t> deal_start_score;  // per seat, when the current deal began
  std::vector<std::int64_t> deal_scores;       // per finished deal, per seat: deals × players
  // Per trick a tricks mechanic resolved this deal, in order: its leader's seat, then its
  // winner's (the cards are in the winner's won zone, in playing order).
  std::vector<std::uint8_t> trick_seats;
  // Play goes to the right (the seat before) instead of the left: rules reversed it this deal
  // (an ace in Crazy Eights). Every deal starts to the left.
  bool reversed = false;
  // Seats that sit this deal out (bit seat - 1): a partner of one going alone in Euchre. Turn
  // order passes them by and a trick is complete without them; every deal starts with all in.
  std::uint16_t sitting_out = 0;
  // Shuffles a test stacked, in the order they were stacked; empty in every real match.
  std::vector<StackedShuffle> stacked;
  // Melds laid this deal, in the order laid; empty in games without laid melds.
  std::vector<LaidMeld> laid;
  // Per zone instance, how many of its bottom cards lie face down (a patience pile); empty until
  // the rules turn a card face down this deal, so that other games copy nothing more.
  std::vector<std::uint16_t> face_down;
  // In a game that remembers positions (Shape::remember_positions): each position of the deal
  // before this one, as card_position gives it, in order.
  std::vector<std::uint64_t> seen;

  bool operator==(const State&) const = default;
};

// A fresh state of the shape: empty zones, slots at their initial values. Everything that reads
// or changes a state goes through a Table (table.hpp).
State new_state(const Shape& shape, std::uint64_t seed);
// Makes `s` what new_state(shape, seed) returns, reusing its memory.
void reset_state(const Shape& shape, std::uint64_t seed, State& s);

// Feeds where the game stands to `digest`: the flow, the RNG, the cards of every zone, the slots
// and the scores. Which mechanic plays the turns is left out: it says how the rules run, not
// where the game stands (native rules give the same digests).
void digest_position(const Shape& shape, const State& state, Fnv1a& digest);
// Where the cards lie and who is to move, as one number: every zone's cards, which lie face down,
// the seat to move. What a position is when the rules ask whether it was seen before in the deal
// (counters and vars are left out: a count of moves would make every position new).
std::uint64_t card_position(const Shape& shape, const State& state);

}  // namespace cardrt
