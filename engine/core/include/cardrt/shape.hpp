// The shape every State of one game shares: seats and teams, the deck, and where the instances
// of each zone and counter lie in a State. Plain data; make_spec fills it in from the layout.
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "cardrt/card.hpp"

namespace cardrt {

// The value of an int var that may be none (`initial: none`) while it is: a bid not yet made.
inline constexpr std::int64_t kNoneValue = INT64_MIN;

// Who a zone or counter belongs to: one instance for the table, one per seat, or one per team.
enum class Owner { Table, Seat, Team };
// The owner as game.yaml writes it: "table", "seat", "team".
inline const char* owner_name(Owner o) { return o == Owner::Table ? "table" : o == Owner::Seat ? "seat" : "team"; }

struct Shape {
  int players = 0;
  std::vector<std::vector<int>> teams;  // seats per team; everyone alone when the game has none
  std::vector<int> team_of_seat;        // index seat (1-based) → team index (0-based)

  // Whether the lowest score wins (Hearts) instead of the highest: what winners, win counts and
  // the bots' idea of doing well follow (TableView::standing).
  bool lowest_score_wins = false;
  // A table bool slot instance that decides the match instead of the scores (`wins: { when: VAR
  // }`, solitaire and cooperative games): every seat wins when it is true at the end, none when
  // false. -1: the scores decide.
  int won_slot = -1;
  // Whether the match keeps the positions of each deal (State::seen) for the rules to ask about
  // (`remember_positions: true`).
  bool remember_positions = false;

  int decks = 1;                    // packs in play
  int jokers = 0;                   // per pack
  std::uint16_t ranks = kAllRanks;  // the ranks of a pack: bit r-1 for rank r (Euchre's 9 to A)
  static constexpr std::uint16_t kAllRanks = (1 << kRanks) - 1;
  // The faces of one pack, jokers aside: every suit's card of each of its ranks.
  CardMask pack_faces() const;
  int pack_size() const { return mask_count(pack_faces()) + jokers; }
  int deck_size() const { return decks * pack_size(); }
  CardCounts deck_counts() const;  // how many of each card the whole deck holds

  // Every zone instance holds up to `capacity` cards (the whole deck).
  int capacity = 0;
  struct Zone {
    std::string name;  // for messages
    Owner owner = Owner::Table;
  };
  std::vector<Zone> zones;     // per zone def
  std::vector<int> zone_base;  // per zone def: index of its first instance
  int zone_instances = 0;

  // Counters and variables: integer slots.
  struct Slot {
    std::string name;  // for messages
    Owner owner = Owner::Table;
    std::int64_t initial = 0;
    bool reset_each_deal = false;
  };
  std::vector<Slot> slots;  // per slot def
  std::vector<int> slot_base;
  int slot_instances = 0;
  int score_slot = -1;  // the slot def scores are read from at the start, -1 = none

  // Lays out zone and slot instances from their owners; players and teams must be set.
  void place(std::vector<Zone> zone_defs, std::vector<Slot> slot_defs);

  int owner_count(Owner owner) const;
  // Which instance of a def of this owner kind belongs to `seat` (0-based): 0 for the table,
  // seat - 1 for seats, the seat's team for teams.
  int owner_index(Owner owner, int seat) const {
    switch (owner) {
      case Owner::Table: return 0;
      case Owner::Seat: return seat - 1;
      case Owner::Team: return team_of_seat[std::size_t(seat)];
    }
    return 0;
  }
  // Instance of a zone or slot def for a seat (ignored for table ones; team ones by the seat's team).
  int zone_at(int def, int seat) const {
    return zone_base[std::size_t(def)] + owner_index(zones[std::size_t(def)].owner, seat);
  }
  int slot_at(int def, int seat) const {
    return slot_base[std::size_t(def)] + owner_index(slots[std::size_t(def)].owner, seat);
  }
  // The def an instance belongs to.
  int zone_def_of(int zone) const;
  int slot_def_of(int slot) const;
};

}  // namespace cardrt
