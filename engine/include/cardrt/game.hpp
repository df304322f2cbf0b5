// A selected game: layout, variant chain, resolved options and player count, with the zone and
// slot shape every State of that game shares. Also finding games by name on the search path.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/layout.hpp"

namespace cardrt {

// What a user names: a game (name, ruleset folder or variant file), a variant, options, players.
struct Selection {
  std::string game;
  std::string variant;
  std::vector<std::pair<std::string, std::string>> option_text;  // -o key=value, in order
  Json options = Json::object();                                  // typed values (Lua, records)
  int players = 0;                                                // 0 = the game's default
  std::vector<std::string> search_dirs;                           // --rules DIR, searched first
};

struct GameSpec {
  std::shared_ptr<const Layout> layout;
  std::string game_ref;                 // the game as named, for records
  std::vector<std::string> search_dirs; // the selection's extra folders, to load saves again
  std::string variant;                  // leaf variant id, "" for none
  std::vector<std::string> rules_files; // base rules first, then each variant's, outermost last
  Json options;                         // every option, in layout order, with its value
  int players = 0;
  std::vector<std::vector<int>> teams;  // seats per team; everyone alone when the layout has none
  std::vector<int> team_of_seat;        // index seat (1-based) → team index (0-based)

  int decks = 1;                        // standard decks in play (the layout's, or its decks option)
  int deck_size() const { return decks * (52 + layout->jokers); }
  // Shape of a State: every zone instance holds up to `capacity` cards.
  int capacity = 0;
  std::vector<int> zone_base;           // per zone def: index of its first instance
  int zone_instances = 0;
  std::vector<int> slot_base;
  int slot_instances = 0;

  int owner_count(Owner owner) const;
  // Instance of a zone or slot def for a seat (ignored for table ones; team ones by the seat's team).
  int zone_at(int def, int seat) const;
  int slot_at(int def, int seat) const;
  // Which instance of a def of this owner kind belongs to `seat` (0-based): 0 for the table,
  // seat - 1 for seats, the seat's team for teams.
  int owner_index(Owner owner, int seat) const;
};

std::shared_ptr<const GameSpec> make_spec(const Selection& selection);
// {game, variant, options, players}: what records, saves and reports name a game by.
Json selection_json(const GameSpec& spec);

// The folders searched for games: selection dirs, $CARDRT_PATH (colon separated), ./rulesets,
// then the rulesets folder of the source tree the program was built from.
std::vector<std::string> search_path(const std::vector<std::string>& extra);
// Folder of a game by name, or "" when not found.
std::string find_game(const std::string& name, const std::vector<std::string>& dirs);
// Every game folder on the path (first one wins for a name).
std::vector<std::string> list_game_folders(const std::vector<std::string>& dirs);

}  // namespace cardrt
