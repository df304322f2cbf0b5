// The tables one `cardrt serve` holds, apart from the network: the lobby's catalogue of what can
// be played, new tables made from the lobby's requests (checked as the command line checks a
// selection, with its messages), each table found by any of its tokens, and each kept in a file
// of its own, written as it changes and read back when the server starts again.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/json.hpp"
#include "cardrt/table_room.hpp"

namespace cardrt::cli {

struct HallSettings {
  std::vector<std::string> search_dirs;  // --rules DIR: searched first, and their variant files offered
  std::string folder;                    // where the tables' files are kept ("" for nowhere)
  int max_tables = 256;                  // open at once; the oldest finished one makes room
  RoomLimits room;
};

class TableHall {
 public:
  // Resumes every table file in the folder (creating the folder); a file that does not load is
  // left where it is and named in problems().
  explicit TableHall(HallSettings settings);

  const HallSettings& settings() const { return settings_; }
  const std::vector<std::string>& problems() const { return problems_; }

  // What the lobby offers: every game on the search path with its player counts, options and
  // variants; the variant files of the --rules folders; the bots.
  const Json& catalogue() const { return catalogue_; }

  // A new table from the lobby's request: {"game": ID or a listed variant file, "variant": ID,
  // "players": N, "options": {"name": "value"}, "seats": ["human", "greedy", ...], "seed": S},
  // every field but game and seats optional (without a seed, each table is new). Only what the catalogue lists can be
  // named, never a path. Throws Error with the command line's message for anything it would refuse. Returns the table's
  // id.
  std::string create(const Json& request);
  // A new table of the selection as the command line gives it (any game or path), one seat plan
  // per seat (parse_seat_plans), on `seed` or a new one.
  std::string create(const Selection& selection, const std::vector<std::string>& seats,
                     std::optional<std::uint64_t> seed);

  struct Table {
    std::string id;
    TableRoom room;
    std::uint64_t written = 0;  // the room's changes when its file was last written
  };
  // The table a token opens (a seat's or the spectators'), null for any other text.
  Table* find(std::string_view token);
  Table* table(const std::string& id);
  std::size_t size() const { return tables_.size(); }
  // Writes the table's file when it changed since it was last written.
  void keep(Table& table);
  // The links of a table's people and spectators, paths below the server: {"seats": [{"seat":
  // 1, "link": "/table/TOKEN"}...], "spectators": "/table/TOKEN"}.
  static Json links(const Table& table);

 private:
  std::string file_of(const std::string& id) const;
  void write(Table& table);
  void make_room();

  HallSettings settings_;
  Json catalogue_;
  std::vector<std::string> problems_;
  std::vector<std::unique_ptr<Table>> tables_;        // oldest first
  std::map<std::string, std::string> variant_paths_;  // the catalogue's variant files: name to path
  std::random_device source_;                         // of the tables' ids
};

}  // namespace cardrt::cli
