// The climbing mechanic as game.yaml declares it (type: climbing): President's tricks, where each
// play must beat the last by the same number of cards of a higher rank, players pass, the trick
// is cleared when all the others have passed, and players go out one by one.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "cardrt/mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// What the climbing mechanic declares, read from game.yaml; the table's own values (option names
// resolved) are in ClimbingTurns.
struct ClimbingDef {
  int hand_zone = -1;             // zone def of each seat's cards
  int pile_zone = -1;             // table zone: the trick in progress, the last play on top
  int cleared_zone = -1;          // table zone the trick goes to when it is cleared
  std::uint32_t sizes = 0b11110;  // bit n: a play may be n cards of one rank (default 1 to 4)
  bool equal = false;             // a play may match the last one's rank as well as beat it
  std::string equal_option;       // ... or as this bool option says
  // A pass lasts until someone plays (the passer may play again when the turn comes back), or
  // until the trick is cleared (the passer waits for the next trick).
  bool pass_until_clear = false;
  std::string pass_option;  // ... or as this enum option (until_play, until_clear) says
  int place_slot = -1;      // a per-seat int var: the order seats went out in (1 first), 0 still in
  int play_verb = -1;       // -1: no turns
  int pass_verb = -1;
  RankOrder ranks;
  // The mechanic's own state, hidden table vars the reader adds: who made the last play (0 while
  // the trick is empty), how many cards each play of this trick has (0 while empty), and the
  // seats whose pass still holds.
  int last_slot = -1, size_slot = -1, passed_slot = -1;

  // The cards of the trick's last play (the pile's top cards, as many as each play of the trick
  // has; none while it is empty), and who made it (0 then).
  std::span<const Card> last_play(const Shape& shape, const State& state) const;
  int last_player(const Shape& shape, const State& state) const;
};

// Climbing taking turns: the plays that beat the last one, or any set the sizes allow to lead a
// trick; the passes; the trick cleared when all the others have passed; seats going out, and
// the rules hearing of each (rules.went_out) and settling the deal when one seat is left.
struct ClimbingTurns final : MechanicTurns {
  ClimbingDef def;
  int last = 0, size = 0, passed = 0;  // slot instances
  int cleared = 0, pile = 0;           // zone instances
  bool equal = false;
  bool pass_until_clear = false;

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

  // The plays `seat` may make now, added to `out` in canonical order (by rank, then suits).
  void add_plays(const Shape& shape, const State& state, int seat, MoveList& out) const;
  // Puts the trick aside, `leader` to lead the next.
  void clear(Table& table, int leader) const;
  // Whether `seat` still holds cards this deal (has no place yet).
  bool in(const Shape& shape, const State& state, int seat) const;
  // The next seat in play after `seat` that is still in (and, when passes last until the trick
  // is cleared, has not passed); 0 when there is none.
  int next_in(const Shape& shape, const State& state, int seat, bool skip_passed) const;
};

struct ClimbingMechanic final : Mechanic {
  ClimbingDef def;

  const char* type() const override { return "climbing"; }
  bool has_turns() const override { return def.play_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  // The trick as everyone sees it: the last play and who made it, the seats whose pass holds,
  // and the places of the seats that went out.
  void add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const override;
};

}  // namespace cardrt
