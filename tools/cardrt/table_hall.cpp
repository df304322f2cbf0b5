// The tables of a server (table_hall.hpp).
#include "table_hall.hpp"

#include <algorithm>
#include <filesystem>
#include <random>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/words.hpp"
#include "texts.hpp"

namespace cardrt::cli {

namespace fs = std::filesystem;

namespace {

Json options_json(const Layout& layout) {
  Json options = Json::array();
  for (const OptionDef& def : layout.options)
    options.push_back(
        Json{{"name", def.name}, {"kind", option_kind(def)}, {"default", option_default_text(def)}, {"doc", def.doc}});
  return options;
}

Json players_json(const Layout& layout, int default_players) {
  return Json{{"min", layout.min_players}, {"max", layout.max_players}, {"default", default_players}};
}

Json game_json(const Layout& layout) {
  Json variants = Json::array();
  for (const VariantDef& variant : layout.variants)
    variants.push_back(Json{{"id", variant.id}, {"summary", variant.summary}});
  return Json{{"id", layout.id},
              {"name", layout.name},
              {"summary", layout.summary},
              {"players", players_json(layout, layout.default_players)},
              {"options", options_json(layout)},
              {"variants", variants}};
}

// The variant files directly in a --rules folder, each as the lobby names it: its file name.
std::vector<fs::path> variant_files(const std::string& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// An option's value as the lobby sends it: text, or a number or a truth the form made of one.
std::string option_text(const JsonField& field) {
  const Json& value = field.json();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer()) return std::to_string(value.get<std::int64_t>());
  return field.string();
}

}  // namespace

TableHall::TableHall(HallSettings settings) : settings_(std::move(settings)) {
  Json games = Json::array();
  for (const std::string& folder : list_game_folders(search_path(settings_.search_dirs))) {
    try {
      games.push_back(game_json(*load_layout(folder)));
    } catch (const Error& e) {
      problems_.push_back(e.what());  // one broken game does not close the lobby
    }
  }
  Json files = Json::array();
  for (const std::string& dir : settings_.search_dirs)
    for (const fs::path& path : variant_files(dir)) {
      try {
        Selection selection;
        selection.game = fs::absolute(path).string();
        const auto spec = make_spec(selection);
        variant_paths_.emplace(path.filename().string(), selection.game);  // the first folder's, as searched
        files.push_back(Json{{"file", path.filename().string()},
                             {"game", spec->layout->id},
                             {"summary", spec->variant_summary},
                             {"players", players_json(*spec->layout, spec->players)},
                             {"options", options_json(*spec->layout)}});
      } catch (const Error& e) {
        problems_.push_back(e.what());
      }
    }
  catalogue_ = Json{{"games", games}, {"variant_files", files}, {"bots", Json(known_bots())}};

  if (settings_.folder.empty()) return;
  fs::create_directories(settings_.folder);
  std::vector<fs::path> saved;
  for (const auto& entry : fs::directory_iterator(settings_.folder))
    if (entry.is_regular_file() && entry.path().extension() == ".json") saved.push_back(entry.path());
  std::sort(saved.begin(), saved.end(),
            [](const fs::path& a, const fs::path& b) { return fs::last_write_time(a) < fs::last_write_time(b); });
  for (const fs::path& path : saved) {
    try {
      LiveTable live = LiveTable::load(read_json_file(path.string()), load_rules, settings_.search_dirs, path.string());
      auto table = std::make_unique<Table>(Table{path.stem().string(), TableRoom(std::move(live), settings_.room)});
      table->written = table->room.changes();
      tables_.push_back(std::move(table));
    } catch (const Error& e) {
      problems_.push_back(path.string() + ": not resumed: " + e.what());
    }
  }
}

std::string TableHall::create(const Json& request) {
  const JsonField root(request, "a table request");
  root.object();
  for (const auto& [key, value] : request.items())
    if (key != "game" && key != "variant" && key != "players" && key != "options" && key != "seats" && key != "seed")
      throw Error("a table request has no field \"" + key + "\" (game, variant, players, options, seats, seed)");
  Selection selection;
  selection.search_dirs = settings_.search_dirs;
  const std::string game = root["game"].string();
  for (const Json& listed : catalogue_["games"])
    if (listed["id"] == game) selection.game = game;
  if (const auto file = variant_paths_.find(game); file != variant_paths_.end()) selection.game = file->second;
  if (selection.game.empty())
    throw Error("no game or variant file \"" + game + "\" here: choose one of those the lobby lists");
  if (const auto variant = root.optional("variant")) {
    // A variant is named by its id, never by a path.
    selection.variant = variant->string();
    if (selection.variant.find_first_of("/\\.") != std::string::npos)
      throw Error("no variant \"" + selection.variant + "\": choose one of those the lobby lists");
  }
  if (const auto players = root.optional("players")) selection.players = int(players->integer(1, 64));
  if (const auto options = root.optional("options")) {
    options->object();
    for (const auto& [key, value] : options->json().items())
      if (std::string text = option_text((*options)[key]); !text.empty()) selection.option_text.emplace_back(key, text);
  }
  const JsonField seats_field = root["seats"];
  const std::size_t count = seats_field.array();
  std::vector<std::string> seats;
  for (std::size_t i = 0; i < count; ++i) seats.push_back(seats_field[i].string());
  std::optional<std::uint64_t> seed;
  if (const auto given = root.optional("seed")) seed = given->unsigned_integer();
  return create(selection, seats, seed);
}

std::string TableHall::create(const Selection& selection, const std::vector<std::string>& seats,
                              std::optional<std::uint64_t> seed) {
  const auto spec = make_spec(selection);
  std::vector<SeatPlan> plans = parse_seat_plans(seats, *spec);
  make_room();
  auto table = std::make_unique<Table>(
      Table{fresh_token(source_),
            TableRoom(LiveTable(load_rules(spec), std::move(plans), seed ? *seed : source_()), settings_.room)});
  write(*table);
  tables_.push_back(std::move(table));
  return tables_.back()->id;
}

void TableHall::make_room() {
  if (int(tables_.size()) < settings_.max_tables) return;
  const auto finished =
      std::find_if(tables_.begin(), tables_.end(), [](const auto& t) { return t->room.table().match().over(); });
  if (finished == tables_.end())
    throw Error("this server has " + count_text(settings_.max_tables, "table") +
                " going, the most it holds: try again when one has finished");
  tables_.erase(finished);  // its file stays, so it resumes after a restart
}

TableHall::Table* TableHall::find(std::string_view token) {
  for (const auto& table : tables_)
    if (table->room.table().seat_of(token)) return table.get();
  return nullptr;
}

TableHall::Table* TableHall::table(const std::string& id) {
  for (const auto& table : tables_)
    if (table->id == id) return table.get();
  return nullptr;
}

std::string TableHall::file_of(const std::string& id) const {
  return (fs::path(settings_.folder) / (id + ".json")).string();
}

void TableHall::keep(Table& table) {
  if (table.room.changes() != table.written) write(table);
}

void TableHall::write(Table& table) {
  table.written = table.room.changes();
  if (settings_.folder.empty()) return;
  const std::string file = file_of(table.id);
  write_file_atomic(file, json_text(table.room.table().save(file), 1) + "\n");
}

Json TableHall::links(const Table& table) {
  const LiveTable& live = table.room.table();
  Json seats = Json::array();
  for (int seat = 1; seat <= live.players(); ++seat)
    if (!live.token(seat).empty()) seats.push_back(Json{{"seat", seat}, {"link", "/table/" + live.token(seat)}});
  return Json{{"id", table.id}, {"seats", seats}, {"spectators", "/table/" + live.spectator_token()}};
}

}  // namespace cardrt::cli
