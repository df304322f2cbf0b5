// The tableau mechanic as game.yaml declares it (type: tableau): the patience family (Klondike),
// piles of face-down cards under face-up ones built down by alternate colour or by suit, runs of
// built cards moved together, the next card turned up when the one above it leaves, foundations
// built up by suit, and a stock turned onto a waste a few cards at a time.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "cardrt/mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

struct TableauDef {
  std::vector<int> piles;                               // zone defs: table zones of visibility pile
  std::array<int, kSuits> foundations{-1, -1, -1, -1};  // zone def per suit C D H S; -1: none
  int stock_zone = -1, waste_zone = -1;                 // table zones; -1: none
  bool in_suit = false;                                 // build down in suit, else by alternate colours
  int empty_rank = 0;                                   // the rank an empty pile takes (K), 0: any
  bool from_foundation = false;                         // a foundation's top card may come back to a pile
  // Cards turned from the stock at a time, and the passes through it (0: no limit).
  std::shared_ptr<const TableFormula> draw, passes;
  std::int64_t stall = 0;              // moves in a row without progress that block the game, 0: no limit
  int move_verb = -1, draw_verb = -1;  // -1: no turns
  RankOrder ranks;
  // The mechanic's hidden vars: passes through the stock begun after the first, moves since the
  // last progress, whether any progress was made since the last pass began, and the most cards
  // home at once this deal.
  int redeals_slot = -1, quiet_slot = -1, progress_slot = -1, most_home_slot = -1;

  // Whether `card` may lie on `under` in a pile.
  bool builds_on(Card card, Card under) const {
    if (is_joker(card) || is_joker(under)) return false;
    if (ranks.place(rank_of(card)) + 1 != ranks.place(rank_of(under))) return false;
    if (in_suit) return suit_of(card) == suit_of(under);
    return is_red(card) != is_red(under);
  }
  static bool is_red(Card c) { return suit_of(c) == 2 || suit_of(c) == 3; }
};

// Tableau taking turns, for the one seat to move: every card that may move (a pile's face-up card
// with the run above it, the waste's top card, a foundation's top card) to every place it may go,
// and a draw from the stock (or, the stock spent, the waste turned over as the new stock). The
// rules hear `went_out` when every card is home (none left in the piles, the stock or the waste) and `stuck` when the
// game is blocked: no move is left, a pass through the stock made no progress (the next would play out the same), or
// `stall` card moves in a row made none. Progress is a card turned up, a card out of the waste, or more cards home than
// ever before in the deal.
struct TableauTurns final : MechanicTurns {
  TableauDef def;
  std::vector<int> piles;  // instances
  std::array<int, kSuits> foundations{};
  int stock = -1, waste = -1, redeals = 0, quiet = 0, progress = 0, most_home = 0;
  int draw_count = 1, passes = 0;

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

  // Whether the draw move is legal: the stock holds cards, or the waste does and a pass is left.
  bool may_draw(const TableView& table) const;
  // The cards not yet home: in the piles, the stock and the waste.
  int cards_out(const TableView& table) const;
  // Adds the card moves (all of them, or with no list only whether there is one).
  bool add_card_moves(const TableView& table, MoveList* out) const;
};

struct TableauMechanic final : Mechanic {
  TableauDef def;

  const char* type() const override { return "tableau"; }
  bool has_turns() const override { return def.move_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  // The passes through the stock and the moves since the last progress, for everyone to see.
  void add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const override;
};

}  // namespace cardrt
