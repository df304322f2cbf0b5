// A mechanic a game declares under `mechanics:`: one unit per kind (sequence rows, tricks, melds),
// each in its own folder of engine/mechanics, behind this interface, which the layout, the match,
// the bots' knowledge, the screens and the Lua bindings ask instead of switching on the kind.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/json.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"
#include "cardrt/turns.hpp"

namespace cardrt {

// The table a mechanic's turns are made for: its shape, its options' values, its verbs in
// layout order.
struct TurnsTable {
  const Shape& shape;
  const Json& options;
  const std::vector<std::string>& verbs;

  // The instance of a table slot def, -1 for none.
  int table_slot(int def) const { return def < 0 ? -1 : shape.slot_base[std::size_t(def)]; }
};

// A number a mechanic's declaration writes that may follow the table and the deal (a formula the
// layout reads, which mechanics need not know): its value at a table with these options at deal
// `deal`. Throws Error naming where it was written when it leaves its range.
class TableFormula {
 public:
  virtual ~TableFormula() = default;
  virtual std::int64_t at(int players, const Json& options, int deal) const = 0;
};

// The zone defs of a mechanic that plays tricks: each seat's hand, the trick on the table, each
// seat's won pile.
struct TrickPiles {
  int hand = 0;
  int trick = 0;
  int won = 0;
};

// What a move showed of the mover's hidden cards: zone instance `zone` holds none of `cards`.
struct Revealed {
  int zone = -1;
  CardMask cards = 0;
};

class Mechanic {
 public:
  virtual ~Mechanic() = default;
  // The kind, as game.yaml's `type:` names it.
  virtual const char* type() const = 0;
  // Whether game.yaml gives it `turns:`, and those turns made for a table.
  virtual bool has_turns() const = 0;
  virtual std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const = 0;
  // Sets, per zone def, whether the mechanic holds the zone as a row (screens show rows together).
  virtual void mark_rows(std::vector<bool>& /*zone_defs*/) const {}
  // The piles of a mechanic that plays tricks, which screens show trick by trick.
  virtual std::optional<TrickPiles> trick_piles() const { return std::nullopt; }
  // Adds what everyone sees of it, under its `name`, to a seat's view (Match::view).
  virtual void add_view(const std::string& /*name*/, const Shape&, const State&, Json& /*view*/) const {}
  // What the move from `before` to `after`, which brought the one card `played` into view,
  // showed of the mover's hidden cards (bots' knowledge).
  virtual Revealed revealed(const Shape&, const State& /*before*/, const State& /*after*/, Card /*played*/) const {
    return {};
  }
};

}  // namespace cardrt
