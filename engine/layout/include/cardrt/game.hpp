// A selected game: layout, variant chain, resolved options and player count, with the zone and
// slot shape every State of that game shares. Also finding games by name on the search path.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/files.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/turns.hpp"

namespace cardrt {

// What a user names: a game (name, ruleset folder or variant file), a variant, options, players.
struct Selection {
  std::string game;
  std::string variant;
  std::vector<std::pair<std::string, std::string>> option_text;  // -o key=value, in order
  Json options = Json::object();                                 // typed values (Lua, records)
  int players = 0;                                               // 0 = the game's default
  std::vector<std::string> search_dirs;                          // --rules DIR, searched first
};

// The selected game with its resolved shape (Shape: seats, teams, deck, zone and slot instances).
struct GameSpec : Shape {
  std::shared_ptr<const Layout> layout;
  // The leaf variant's file when it is a file of its own, not one of the game's variants/
  // (absolute): records name it, since no lookup by id finds it. "" otherwise.
  std::string variant_file;
  std::vector<std::string> search_dirs;  // the selection's extra folders, to load saves again
  std::string variant;                   // leaf variant id, "" for none
  std::string variant_summary;           // the leaf variant's own summary
  std::vector<std::string> rules_files;  // base rules first, then each variant's, outermost last
  // What the spec was read from: game.yaml, then each variant file of the chain (absolute paths).
  std::vector<std::string> source_files;
  // Of their bytes as read, in that order (Fnv1a of each file's digest): what a results database's
  // run id covers of the layout.
  std::uint64_t source_digest = 0;
  Json options;  // every option, in layout order, with its value
  // Cards game.yaml's deal gives each zone (-1: the whole pack); at the first deal when the
  // number follows the deal (Layout::deal.each reads `deal`).
  std::int64_t deal_each = -1;
  // Per move (layout order), the largest number a number move takes at this table (0 for others).
  std::vector<std::int64_t> number_max;
  // Per declared mechanic (layout order), its turns at this table; null when it declares none.
  std::vector<std::shared_ptr<const MechanicTurns>> turns;
};

std::shared_ptr<const GameSpec> make_spec(const Selection& selection);
// {game, game_folder, variant, variant_file, options, players}: what records, saves and reports
// name a game by. `game` is the game's id, `game_folder` where it was read from, `variant_file`
// the spec's variant_file when it has one. The paths are absolute, or relative to the folder of
// `beside` when given: the file the JSON is written to, so that a record moved with its game and
// variant file, or to another machine that has the game, still plays.
Json selection_json(const GameSpec& spec, const std::string& beside = "");
// The selection a record, save or report names (selection_json's fields: the game, its options
// and player count), `beside` the file it was read from ("" for one in memory): the variant file it names, else the
// game in the folder it names when that holds the game of that id, else the game by its id on the search path (an older
// record's game given as a path, as given). Throws Error saying what is missing here.
Selection recorded_selection(const JsonField& file, const std::string& beside,
                             const std::vector<std::string>& search_dirs);

// The folders searched for games: selection dirs, $CARDRT_PATH (colon separated), ./rulesets,
// the rulesets of an installed cardrt (installed_data_dir), then the rulesets folder of the
// source tree the program was built from.
std::vector<std::string> search_path(const std::vector<std::string>& extra);
// The share/cardrt folder of an installed cardrt (`cmake --install`: rulesets/, editor/), found
// beside the program or Python module running this code, in one of the four folders above it
// (PREFIX/bin/cardrt, PREFIX/lib/python3.11/site-packages/cardrt.so); "" when it runs from a build.
std::string installed_data_dir();
// Folder of a game by name, or "" when not found.
std::string find_game(const std::string& name, const std::vector<std::string>& dirs);
// The first folder of `dirs` whose game.yaml has the id `id`, or "": what `cardrt list` shows is
// a name lookups take, also when a folder is named otherwise. Games that fail to load are passed
// over here (`cardrt list` and `check` report them).
std::string find_game_by_id(const std::string& id, const std::vector<std::string>& dirs);
// Every game folder on the path (first one wins for a name).
std::vector<std::string> list_game_folders(const std::vector<std::string>& dirs);

}  // namespace cardrt
