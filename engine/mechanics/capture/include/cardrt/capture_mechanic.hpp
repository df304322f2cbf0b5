// The capture mechanic as game.yaml declares it (type: capture): the fishing games (Scopa), where
// a card played takes table cards of its value, or a set of them adding up to it, a sweep of the
// whole table is counted, the hands are refilled from the stock, and the last taker gets what is
// left on the table.
#pragma once

#include <array>
#include <cstdint>

#include "cardrt/mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// Room for the table's cards (a zone holds at most the whole deck: 12 packs with jokers).
using TableCards = std::array<Card, 12 * kCardKinds>;

struct CaptureDef {
  int hand_zone = -1;   // zone def of each seat's cards
  int table_zone = -1;  // table zone: the cards face up in the middle
  int won_zone = -1;    // seat or team zone: the cards each side took
  int stock_zone = -1;  // table zone the hands are refilled from, -1: none
  int refill = 0;       // cards each seat gets when every hand is empty and the stock is not
  // The value each rank counts in a sum (deck.values' table, or the rank number).
  std::array<std::int64_t, kRanks + 1> values{};
  // A card that matches the value of a table card must take one such card; sums are for a card
  // that matches none (Scopa). Otherwise it may take either.
  bool match_first = true;
  int sweeps_slot = -1;  // a per-seat or per-team int counter: a sweep of the whole table, -1: none
  int take_verb = -1;    // -1: no turns
  int lay_verb = -1;
  RankOrder ranks;
  int taker_slot = -1;  // the mechanic's own hidden seat var: who took last this deal

  // The cards of table instance `table_zone` in canonical order, copied into `into`.
  std::span<const Card> table_cards(const TableView& table, int table_zone, TableCards& into) const;
  // Adds to `out` the takes of `card` from the table cards `lying` (in canonical order), as moves
  // of `verb` in canonical order; false when it takes nothing. Without a list, only whether it
  // takes something.
  bool add_takes(std::span<const Card> lying, Card card, std::uint16_t verb, MoveList* out) const;
};

// Capture taking turns: every card held, as the takes it allows or, taking nothing, laid on the
// table; the turn passes left; empty hands refilled from the stock; after the deal's last card
// the table goes to the last taker and the rules hear of it as the last trick.
struct CaptureTurns final : MechanicTurns {
  CaptureDef def;
  int table_zone = 0, stock = -1, taker = 0;  // instances

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

  // Whether the move is the deal's last card: every hand holds only it, and the stock is empty.
  bool last_card(const Shape& shape, const State& state) const;
};

struct CaptureMechanic final : Mechanic {
  CaptureDef def;

  const char* type() const override { return "capture"; }
  bool has_turns() const override { return def.take_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  // Who took last, for everyone to see.
  void add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const override;
};

}  // namespace cardrt
