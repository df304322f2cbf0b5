// A game's layout as read from game.yaml and its variant files: seats, teams, deck, zones,
// counters, variables, moves, options and named variants.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/formula.hpp"
#include "cardrt/json.hpp"
#include "cardrt/mechanic.hpp"
#include "cardrt/shape.hpp"

namespace cardrt {

// Where a value was written, for errors that point at it.
struct Location {
  std::string file;
  int line = 0;                // 1-based, 0 = unknown
  int column = 0;              // 1-based, 0 = unknown
  std::string prefix() const;  // "file:line:col: "
  std::string text() const;    // "file:line:col"
};

// A number of the layout that may follow the table: written as a constant, or as a formula of the
// player count and the options (formula.hpp) that is computed when a game is selected and checked
// then against the range its use allows (a constant is checked as it is read).
struct TableNumber {
  std::string what;  // as errors name it: "deck.decks"
  std::int64_t min = INT64_MIN, max = INT64_MAX;
  std::int64_t constant = 0;
  std::shared_ptr<const Formula> formula;  // null: the constant
  Location where;
  // Throws Error at `where` ("with 7 players, deck.decks (...) must be from 1 to 12, got 13").
  // A formula that reads the deal number is computed at deal `deal`.
  std::int64_t at(int players, const Json& options, int deal = 1) const;
  bool follows_deal() const { return formula && formula->reads_deal(); }
  std::string text() const;  // the constant, or the formula as written
};

// public: everyone sees the cards; owner: the owning seat (or team) sees them, the others see the
// count; top: everyone sees the top card and the count; hidden: everyone sees only the count;
// pile: face-down cards under face-up ones (a patience pile): everyone sees the face-up cards and
// how many lie face down (State::face_down).
enum class Visibility { Public, Owner, Top, Hidden, Pile };

struct ZoneDef {
  std::string name;
  Owner owner = Owner::Table;
  Visibility visibility = Visibility::Public;
  // Its cards take no part in the deal (a stripped pack, cards set aside): shown as a count, and
  // never dealt elsewhere in the worlds a bot samples, so bots count them as gone.
  bool out_of_play = false;
  bool sort_by_rank = false;  // how `cardrt play` sorts the owner's cards: by rank, or by suit then rank
  // What screens and pages call it: game.yaml's `label:`, else the suit of a row a sequence_rows
  // mechanic holds ("clubs"), else "" for its name.
  std::string label;
  std::string doc;
  Location where;
  const std::string& shown_name() const { return label.empty() ? name : label; }
};

// Counters and variables are integer slots; a variable's type says how to show it. Flags is a
// set of named values: bit i (from 1) stands for the i-th name; Seats a set of seats, bit s for
// seat s. A suit is 1..4 (C D H S), 0 none.
enum class SlotType { Int, Bool, Seat, Card, Enum, Flags, Suit, Seats };
struct SlotDef {
  std::string name;
  Owner per = Owner::Table;
  Visibility visibility = Visibility::Public;  // Public or Owner or Hidden
  bool reset_each_deal = false;
  std::int64_t initial = 0;
  // An int slot may start at a formula's value instead (Fan Tan's chips at start_chips).
  std::shared_ptr<const Formula> initial_formula;
  SlotType type = SlotType::Int;
  bool may_be_none = false;  // an int var written `initial: none`: kNoneValue stands for none
  // At 0 or more: a mechanic's own count (the auction's round), from 0 to kept_max, that the rules
  // read but never change and that a save must keep in range.
  std::int64_t kept_max = -1;
  std::vector<std::string> values;  // Enum names (value 1 = first) or Flags names (bit 1 = first)
  bool is_var = false;
  std::string doc;
  // How a play screen shows it: `show: false` never (the rules' bookkeeping), `show: NAME=VALUE`
  // only while that option has that value (NAME!=VALUE: while it has another), else always;
  // under `label` instead of its name.
  bool show = true;
  std::string show_option;
  Json show_value;
  bool show_unless = false;
  std::string label;
  bool shown(const Json& options) const {
    return show && (show_option.empty() || (options.at(show_option) == show_value) != show_unless);
  }
  Location where;
};

// A number argument is kept in the move's word as its offset from `min` (bids 0-13). Cards is a
// set of cards ("play 7C 7H"), CardTo a card and where it goes ("move 6H 7S"), CardWith a card
// and a set it takes ("take 7C with 3D 4S"); moves.hpp says how each is kept.
enum class ArgKind { None, Card, Word, Groups, Number, Cards, CardTo, CardWith };
constexpr std::int64_t kMaxNumberSpan = 65535;
struct MoveDef {
  std::string verb;
  ArgKind arg = ArgKind::None;
  std::vector<std::string> words;  // ArgKind::Word: the allowed words
  // ArgKind::Number: the range, at most kMaxNumberSpan wide. A max that follows the table
  // (`max: most_cards`) is in max_number, computed per selection (GameSpec::number_max); `max`
  // is then the widest it may be.
  std::int64_t min = 0, max = 0;
  TableNumber max_number;
  std::string doc;
  Location where;
};

enum class OptionType { Int, Bool, Enum, Rank, IntList };
struct OptionDef {
  std::string name;
  OptionType type = OptionType::Int;
  Json default_value;  // null when the default is a formula
  // An int or bool option may default to a formula of the player count and the other options
  // ("default: players + 1", "default: if players == 2 then 7 else 5").
  std::shared_ptr<const Formula> default_formula;
  Location default_where;
  std::int64_t min = INT64_MIN, max = INT64_MAX;
  std::vector<std::string> values;  // Enum
  std::string doc;
  Location where;
};

// A mechanic the layout declares under `mechanics:`, read into the unit of its kind
// (engine/mechanics/<kind>/, mechanic.hpp) for the rules, which reach it as mechanics.NAME.
struct MechanicDef {
  std::string name;
  std::shared_ptr<const Mechanic> unit;
  Location where;

  // The unit as its kind's type (RowsMechanic, TricksMechanic, MeldsMechanic); null when it is
  // another kind.
  template <class Kind>
  const Kind* as() const {
    return dynamic_cast<const Kind*>(unit.get());
  }
};

// `add:` of a variant file as written: the options, zones, counters, vars and moves it declares
// over the layout it extends, read against that layout by extend_layout.
struct VariantAdditions;

// A variant file: option values over what it extends, declarations of its own (`add:`), and
// optionally a rules file of hooks that wrap the base hooks.
struct VariantDef {
  std::string id;
  std::string summary;
  std::string file;
  std::uint64_t text_digest = 0;  // of the file's bytes as read (Fnv1a)
  std::string extends;            // as written
  std::string extends_path;       // when extends is a path: the file or game folder it names, absolute
  Location extends_where;
  Json options = Json::object();
  std::map<std::string, Location> option_key_where;   // where each option name was written
  std::map<std::string, Location> option_where;       // where each option value was written
  std::string rules_file;                             // absolute path or empty
  int players = 0;                                    // default player count of the variant, 0 = as it extends
  std::shared_ptr<const VariantAdditions> additions;  // null when the variant adds nothing
  Location where;
};

struct Layout {
  std::string id;
  std::string name;
  std::string summary;
  std::string folder;             // absolute path of the ruleset folder
  std::string file;               // game.yaml path
  std::uint64_t text_digest = 0;  // of game.yaml's bytes as read (Fnv1a)
  int min_players = 2, max_players = 2, default_players = 2;
  std::map<int, std::vector<std::vector<int>>> teams;  // player count → partnerships
  std::string teams_option;  // a bool option: false lets everyone play alone ("" = always teams)
  TableNumber decks{"deck.decks", 1, 12, 1, nullptr, {}};
  TableNumber jokers{"deck.jokers", 0, 4, 0, nullptr, {}};  // per deck
  std::uint16_t ranks = Shape::kAllRanks;                   // deck.ranks: the ranks of a pack (Shape::ranks)
  // The game's rank order: deck.order, else move_order's aces low or high. Hands are sorted, card
  // moves listed and cards compared (cards.beats) by it.
  RankOrder rank_order;
  bool rank_order_declared = false;  // by deck.order
  // deck.values: named tables of a value per rank (Scopa's capture values, its primiera points).
  struct CardValues {
    std::string name;
    std::array<std::int64_t, kRanks + 1> by_rank{};  // [rank]; a rank the table leaves out is worth its number
  };
  std::vector<CardValues> card_values;
  std::vector<ZoneDef> zones;
  std::vector<SlotDef> slots;
  std::vector<MoveDef> moves;
  std::vector<OptionDef> options;
  std::vector<MechanicDef> mechanics;
  // `deal:` the deal when the rules define no deal hook: the whole deck into `from` (a table
  // zone), shuffled, then dealt one card at a time to each zone of `to` in turn, a seat zone
  // standing for that zone of every seat from the dealer's left; `each` cards to each, or the
  // whole pack (-1). from_zone -1: no deal.
  struct Deal {
    int from_zone = -1;
    std::vector<int> to_zones;  // zone defs, of the table or of each seat
    TableNumber each{"deal: each", 1, INT32_MAX, -1, nullptr, {}};
    int turn_up_zone = -1;   // a table zone the next card is turned up to, after the deal
    int turn_up_suit = -1;   // a table suit var that takes the turned card's suit
    int then_mechanic = -1;  // the mechanic that takes the turns, the dealer's left to move
  } deal;
  std::string score_slot;              // the counter g:score reads unless the rules choose another
  bool lowest_score_wins = false;      // `wins: lowest`
  int won_slot = -1;                   // `wins: { when: VAR }`: the table bool var that decides the match
  bool remember_positions = false;     // `remember_positions: true`: g:seen_before may be asked
  std::vector<std::string> conserved;  // counters whose sum over all owners never changes
  std::string stats_by;                // a table var: simulate reports deal scores per value of it
  // Counters and vars (int, bool or enum) whose values at each deal's end simulate summarizes,
  // summed over their owners (an enum as one 0/1 count per value), read natively.
  std::vector<std::string> metrics;
  // `bots:` - the options a bot takes in this game unless `--bots` gives others (Hand and Foot's
  // ismcts values its leaves by the rules' evaluate). The bots check the names and values.
  struct BotDefaults {
    std::string bot;
    Location where;
    std::vector<std::pair<std::string, std::string>> options;
  };
  std::vector<BotDefaults> bot_defaults;
  // The documented order of legal-move lists, checked by the shared check suite: verbs in the
  // order of `moves:`, card moves by suit C D H S then in rank_order; `text` means the whole list
  // sorted by byte order of the move texts.
  enum class MoveOrder { Cards, Text };
  MoveOrder move_order = MoveOrder::Cards;
  std::string rules_file;            // absolute path
  std::vector<VariantDef> variants;  // the named variants of the folder's variants/

  const OptionDef* option(const std::string& name) const;
  const CardValues* values_table(const std::string& name) const;  // null when deck.values has none
  const VariantDef* variant(const std::string& id) const;
  int zone_index(const std::string& name) const;  // -1 when unknown
  int slot_index(const std::string& name) const;
  int move_index(const std::string& verb) const;
  // Per zone def: whether a sequence_rows mechanic holds it as a row (screens show rows together).
  std::vector<bool> row_zones() const;
  // The names of each kind in layout order, for errors that list them.
  std::vector<std::string> zone_names() const;
  std::vector<std::string> slot_names() const;
  std::vector<std::string> verbs() const;
  std::vector<std::string> option_names() const;
  std::vector<std::string> variant_ids() const;
};

// Reads folder/game.yaml and folder/variants/*.yaml. Throws Error with file:line:col. A rules
// file must be a .lua file inside the folder of the file that names it.
std::shared_ptr<const Layout> load_layout(const std::string& folder);
// Reads one variant file (anywhere on disk). An extends path must stay inside the file's folder,
// or inside the game folder the file lies in.
VariantDef load_variant(const std::string& file);
// The layout a variant plays on: `base` with the variant's own declarations (`add:`) after its
// own, or `base` itself when the variant adds nothing. A name `base` declares already, or one
// that breaks a rule of game.yaml, is an error at the variant file's line and column.
std::shared_ptr<const Layout> extend_layout(const std::shared_ptr<const Layout>& base, const VariantDef& variant);

// A slot's value as views show it: true/false, a seat or null, "7H", an enum's name, a list of
// flags' names, "hearts", an int or null for none.
Json slot_value_json(const SlotDef& def, std::int64_t value);

// Option values: checking a value against its definition, and reading "key=value" text.
Json check_option_value(const OptionDef& def, const Json& value, const std::string& context);
// The default of an option at a table of `players` where the other options have these values
// (those its formula reads must be set), and as `cardrt rules` shows it ("players + 1").
Json option_default(const OptionDef& def, int players, const Json& options);
std::string option_default_text(const OptionDef& def);
// A formula's value at a table; an error in it names where it was written, the table, `what` and
// the formula: "game.yaml:7:16: with 4 players, deck.decks (52 / (players - 4)): division by zero".
std::int64_t formula_value(const Formula& formula, const Location& where, const std::string& what, int players,
                           const Json& options, int deal = 0);
// Gives every option of `options` that is null its default, each after those its formula reads.
void resolve_option_defaults(const Layout& layout, int players, Json& options);
Json parse_option_text(const OptionDef& def, const std::string& text);
std::string option_value_text(const OptionDef& def, const Json& value);
std::string option_type_text(const OptionDef& def);

}  // namespace cardrt
