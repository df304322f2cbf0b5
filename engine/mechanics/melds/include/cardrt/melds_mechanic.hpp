// The melds mechanic as game.yaml declares it (type: melds): its kinds, the zones the Canasta
// family plays them on, the turns it may take, and the unit the engine asks (mechanic.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cardrt/mechanic.hpp"
#include "cardrt/melds.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// `turns:` of melds: the draw-meld-discard turn of the Canasta family. In the phase `draw` (a
// value of the table enum var `phase_slot`) the seat draws `draw_count` cards from the table zone
// `stock_zone` or picks up the table zone `pile_zone` (`pickup_size` cards with the top one, 0 =
// all; the size and match_wild read from the named options when given); in `meld` it melds, adds,
// or discards with `discard_verb`, which ends the turn: the next seat's turn begins in `draw`, its
// seat in the table seat var `player_slot`. The side's bool var `opened_slot` says it has opened,
// the table int var `minimum_slot` holds the opening minimum. A seat whose bool var
// `rules_seat_slot` is true plays its turns by the rules, and so does a move that would bring a
// card of `rules_cards` into a hand or leave a hand empty, or a discard after which the next turn
// would not begin plainly (the stock short, a rules card in the next hand). Verbs and zones are
// defs, slots slot defs.
struct MeldTurnsDef {
  int discard_verb = -1;  // -1: no turns
  int draw_verb = -1;
  int pickup_verb = -1;  // -1: the game has no pickup
  int meld_verb = -1;
  int add_verb = -1;
  int stock_zone = -1;
  int pile_zone = -1;
  int draw_count = 2;
  int pickup_size = 0;
  std::string pickup_size_option;
  bool match_wild = false;
  std::string match_wild_option;
  int phase_slot = -1;
  int draw_phase = 0;  // enum values of phase_slot (1-based)
  int meld_phase = 0;
  int player_slot = -1;
  int opened_slot = -1;
  int minimum_slot = -1;
  int rules_seat_slot = -1;
  CardMask rules_cards = 0;
};

// The draw-meld-discard turn of the Canasta family (MeldTurnsDef): in `draw` the
// seat draws or picks up the pile, in `meld` it melds and adds, and its discard begins the next
// seat's turn. Only plain moves are played natively: a seat the rules play (rules_seat_def), a
// phase other than draw and meld, a move that would bring a card of rules_cards into a hand or
// empty one, and a discard after which the next turn would not begin plainly all go to the
// rules. Verbs and zones instances as in the layout's defs; slots are instances unless named
// _def.
struct MeldTurns final : MechanicTurns {
  MeldTable table;
  std::uint16_t draw_verb = 0;
  int pickup_verb = -1;  // -1: no pickups
  std::uint16_t meld_verb = 0;
  std::uint16_t add_verb = 0;
  std::uint16_t discard_verb = 0;
  int stock = 0;  // zone instances
  int pile = 0;
  int draw_count = 2;
  int pickup_size = 0;  // 0: the whole pile
  bool match_wild = false;
  int phase_slot = 0;
  int draw_phase = 0;
  int meld_phase = 0;
  int player_slot = -1;
  int opened_def = 0;  // per team
  int minimum_slot = 0;
  int rules_seat_def = -1;  // per seat, -1 for none
  CardMask rules_cards = 0;
  // The verbs of each phase in the byte order of their names: the order of the list.
  std::array<std::uint16_t, 2> draw_order{};
  std::array<std::uint16_t, 3> meld_order{};

  // Fills draw_order and meld_order from the verbs' names.
  void order_verbs(const std::vector<std::string>& verb_names);
  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

 private:
  bool rules_seat(const Shape& shape, const State& state, int seat) const;
  // Whether the seat to move plays by the mechanic: in phase draw or meld, not a rules seat.
  bool lists(const Shape& shape, const State& state) const;
  // The meld-type move a verb makes, none for the draw and the discard.
  std::optional<MeldVerb> meld_verb_of(std::uint16_t verb) const;
  // Cards a pickup takes into the hand: the pile's top pickup_size (all with 0) but the top card.
  int pickup_take(const TableView& table) const;
  // Whether the mechanic plays `move` itself; for a meld-type move, `typed` is its typed form.
  bool plays(const Shape& shape, const State& state, const MoveList& list, const Move& move, TypedMeld& typed) const;
  void add_meld_verb(const Shape& shape, const State& state, MeldVerb verb, MoveList& out) const;
};

struct MeldsMechanic final : Mechanic {
  MeldTable melds;  // melds.rules.kinds, and the zones of the Canasta family
  MeldTurnsDef turns;

  const char* type() const override { return "melds"; }
  bool has_turns() const override { return turns.discard_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
};

}  // namespace cardrt
