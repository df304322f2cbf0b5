// The tricks mechanic as game.yaml declares it (type: tricks): its piles, the turns it may take,
// and the unit the engine asks (mechanic.hpp).
#pragma once

#include <cstdint>

#include "cardrt/mechanic.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

// `turns:` of tricks: the seat plays a card with `play_verb`; the suit in the table int var
// `no_lead_slot` (slot def, -1: none) is not led while the seat holds another, under `limits`
// (the opening lead, the cards kept off the first trick, no_lead lifting once broken).
struct TrickTurnsDef {
  int play_verb = -1;  // -1: no turns
  int no_lead_slot = -1;
  TrickLimits limits;
};

// Tricks taking turns (under the declared trump, if any): the seat plays a card the trick allows, the suit in slot
// `no_lead_slot` (-1: none) not led while it holds another; the next seat plays, and a full
// trick goes to its winner's won pile, who leads the next. The rules hear of the last trick, and
// of every trick when they settle trick_won.
struct TrickTurns final : MechanicTurns {
  Tricks tricks;
  std::uint16_t play_verb = 0;
  int no_lead_slot = -1;  // slot instance
  TrickLimits limits;     // its no_lead set from no_lead_slot at each turn

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;
};

struct TricksMechanic final : Mechanic {
  Tricks tricks;
  TrickTurnsDef turns;

  const char* type() const override { return "tricks"; }
  bool has_turns() const override { return turns.play_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  std::optional<TrickPiles> trick_piles() const override {
    return TrickPiles{tricks.hand_zone, tricks.trick_zone, tricks.won_zone};
  }
  // Cards played to tricks lie face up: who played each card of the trick going on, and the last
  // trick resolved, are seen by everyone, whatever the won zones show; and under declared trumps,
  // the trump suit and the cards that count as trumps, strongest first (screens sort hands by it).
  void add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const override;
  // A player who does not follow the led suit holds none of the cards that follow it (under
  // trumps, the left bower counts as a trump, not as its printed suit).
  Revealed revealed(const Shape& shape, const State& before, const State& after, Card played) const override;
};

}  // namespace cardrt
