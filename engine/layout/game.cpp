// Turning a Selection into a GameSpec: finding the game, resolving the variant chain, options,
// players and teams, and laying out the zone and slot shape.
#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "cardrt/digest.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "checked.hpp"

namespace fs = std::filesystem;

namespace cardrt {

std::vector<std::string> search_path(const std::vector<std::string>& extra) {
  std::vector<std::string> dirs = extra;
  if (const char* env = std::getenv("CARDRT_PATH")) {
    std::string s = env;
    std::size_t start = 0;
    while (start <= s.size()) {
      std::size_t colon = s.find(':', start);
      std::string part = s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (!part.empty()) dirs.push_back(part);
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  dirs.push_back("rulesets");
  if (const std::string installed = installed_data_dir(); !installed.empty()) dirs.push_back(installed + "/rulesets");
  dirs.push_back(CARDRT_RULESETS_DIR);
  return dirs;
}

std::string installed_data_dir() {
  static const std::string found = [] {
    // The file that holds this code: the shared module Python loaded, or the program. dladdr
    // names a program by its argv[0], a bare name when found on PATH: /proc/self/exe names it.
    std::vector<fs::path> files;
    std::error_code ec;
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&installed_data_dir), &info) && info.dli_fname &&
        std::strchr(info.dli_fname, '/'))
      files.push_back(fs::weakly_canonical(fs::absolute(info.dli_fname, ec), ec));
    files.push_back(fs::read_symlink("/proc/self/exe", ec));
    for (const fs::path& file : files) {
      fs::path at = file.parent_path();
      for (int up = 0; up < 4 && !at.empty() && at != at.root_path(); ++up, at = at.parent_path())
        if (fs::is_directory(at / "share/cardrt/rulesets", ec)) return (at / "share/cardrt").string();
    }
    return std::string();
  }();
  return found;
}

std::string find_game(const std::string& name, const std::vector<std::string>& dirs) {
  for (const auto& d : dirs) {
    fs::path p = fs::path(d) / name;
    if (regular_file(p / "game.yaml")) return fs::absolute(p).lexically_normal().string();
  }
  return "";
}

std::string find_game_by_id(const std::string& id, const std::vector<std::string>& dirs) {
  for (const auto& folder : list_game_folders(dirs)) {
    try {
      if (load_layout(folder)->id == id) return folder;
    } catch (const Error&) {
    }
  }
  return "";
}

std::vector<std::string> list_game_folders(const std::vector<std::string>& dirs) {
  std::vector<std::string> out;
  std::vector<std::string> names;
  for (const auto& d : dirs) {
    std::vector<fs::path> sub;
    std::error_code ec;
    for (fs::directory_iterator it(d, ec), end; !ec && it != end; it.increment(ec))
      if (regular_file(it->path() / "game.yaml")) sub.push_back(it->path());
    std::sort(sub.begin(), sub.end());
    for (const auto& p : sub) {
      std::string name = p.filename().string();
      if (std::find(names.begin(), names.end(), name) != names.end()) continue;
      names.push_back(name);
      out.push_back(fs::absolute(p).lexically_normal().string());
    }
  }
  return out;
}

namespace {

struct Resolved {
  std::shared_ptr<const Layout> layout;
  std::vector<VariantDef> layers;  // outermost last
};

// The variants being resolved, the one selected first: a file met again closes a circle.
struct Link {
  std::string file;  // with symlinks resolved, so that two names of one file are one link
  std::string id;
  Location extends_where;
};
using Chain = std::vector<Link>;
constexpr std::size_t kMaxChain = 16;

// "a -> b -> a"; a long chain keeps its two ends, so the message stays short.
std::string chain_text(const Chain& chain, const std::string& next) {
  std::vector<std::string> ids;
  for (const auto& link : chain) ids.push_back(clip(link.id));
  ids.push_back(clip(next));
  if (ids.size() > 5) {
    ids.erase(ids.begin() + 2, ids.end() - 2);
    ids.insert(ids.begin() + 2, "...");
  }
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : " -> ") + id;
  return out;
}

// A game by folder (a path, or a folder's name in the search path) or by its id; `context`
// locates the reference.
std::string game_folder(const std::string& ref, const std::vector<std::string>& dirs, const std::string& context) {
  if (regular_file(fs::path(ref) / "game.yaml")) return ref;
  std::string folder = find_game(ref, dirs);
  if (folder.empty()) folder = find_game_by_id(ref, dirs);
  if (!folder.empty()) return folder;
  // A path is not misread as a misspelt name.
  if (ref.find('/') != std::string::npos) {
    std::error_code ec;
    throw Error(context + clip(ref, 200) +
                (fs::is_directory(ref, ec) ? ": no game.yaml in this folder" : ": no such folder"));
  }
  std::vector<std::string> names;
  for (const auto& f : list_game_folders(dirs)) names.push_back(fs::path(f).filename().string());
  throw Error(context + unknown_name("game", clip(ref), "", names, "games found"));
}

// Errors inside a file that is found carry that file's own location, so only a base that cannot
// be found is reported at the extends that names it.
Resolved resolve_variant(const VariantDef& v, const std::vector<std::string>& dirs, Chain chain) {
  std::error_code ec;
  fs::path real = fs::weakly_canonical(v.file, ec);
  Link link{ec ? v.file : real.string(), v.id, v.extends_where};
  for (const auto& seen : chain)
    if (seen.file == link.file)
      throw Error(chain.back().extends_where.prefix() +
                  "variants extend each other in a circle: " + chain_text(chain, v.id));
  if (chain.size() == kMaxChain)
    throw Error(chain.back().extends_where.prefix() + "variants extend each other more than " +
                std::to_string(kMaxChain) + " deep: " + chain_text(chain, v.id));
  chain.push_back(link);
  const std::string at = v.extends_where.prefix() + "extends '" + clip(v.extends) + "': ";
  const fs::path vdir = fs::path(v.file).parent_path();
  Resolved base;
  if (!v.extends_path.empty()) {
    const fs::path target = v.extends_path;
    if (target.extension() == ".yaml") {
      if (!regular_file(target)) throw Error(at + "no such variant file");
      base = resolve_variant(load_variant(target.string()), dirs, chain);
    } else {
      if (!regular_file(target / "game.yaml")) throw Error(at + "no game.yaml in that folder");
      base = Resolved{load_layout(target.string()), {}};
    }
  } else if (const fs::path sibling = vdir / (v.extends + ".yaml");
             sibling != fs::path(v.file) && regular_file(sibling)) {
    base = resolve_variant(load_variant(sibling.string()), dirs, chain);
  } else if (vdir.filename() == "variants" && vdir.parent_path().filename() == v.extends &&
             regular_file(vdir.parent_path() / "game.yaml")) {
    base = Resolved{load_layout(vdir.parent_path().string()), {}};
  } else if (regular_file(vdir / v.extends / "game.yaml")) {
    base = Resolved{load_layout((vdir / v.extends).string()), {}};
  } else {
    base = Resolved{load_layout(game_folder(v.extends, dirs, at)), {}};
  }
  base.layers.push_back(v);
  return base;
}

// A game or variant file as a selection names it.
Resolved resolve(const std::string& ref, const std::vector<std::string>& dirs) {
  if (fs::path(ref).extension() == ".yaml") {
    std::error_code ec;
    if (!fs::exists(ref, ec)) throw Error(clip(ref, 200) + ": no such file");
    if (!regular_file(ref)) throw Error(clip(ref, 200) + ": not a variant file");
    // A game's own file stands for its folder.
    if (fs::path(ref).filename() == "game.yaml")
      return Resolved{load_layout(fs::absolute(ref).parent_path().string()), {}};
    return resolve_variant(load_variant(ref), dirs, {});
  }
  return Resolved{load_layout(game_folder(ref, dirs, "")), {}};
}

void set_option(const Layout& layout, Json& options, const std::string& name, const Json& value,
                const std::string& context) {
  const OptionDef* def = layout.option(name);
  if (!def)
    throw Error(context + unknown_name("option", clip(name), "for " + layout.id, layout.option_names(), "options"));
  options[name] = check_option_value(*def, value, context);
}

// The turns of the spec's declared mechanics (GameSpec::turns), made once its shape is placed.
std::vector<std::shared_ptr<const MechanicTurns>> declared_turns(const GameSpec& spec) {
  const std::vector<std::string> verbs = spec.layout->verbs();
  const TurnsTable table{spec, spec.options, verbs};
  std::vector<std::shared_ptr<const MechanicTurns>> out;
  for (const MechanicDef& m : spec.layout->mechanics)
    out.push_back(m.unit->has_turns() ? m.unit->make_turns(table) : nullptr);
  return out;
}
}  // namespace

std::shared_ptr<const GameSpec> make_spec(const Selection& sel) {
  auto dirs = search_path(sel.search_dirs);
  Resolved res = resolve(sel.game, dirs);
  // A save or record of a game started from a variant file names the file and its id; that
  // pair means the file alone.
  bool same_variant = !res.layers.empty() && sel.variant == res.layers.back().id;
  if (!sel.variant.empty() && !same_variant) {
    if (!res.layers.empty()) throw Error("give either a variant file or --variant, not both");
    const VariantDef* v = res.layout->variant(sel.variant);
    if (!v)
      throw Error(
          unknown_name("variant", clip(sel.variant), "of " + res.layout->id, res.layout->variant_ids(), "variants"));
    Resolved chain = resolve_variant(*v, dirs, {});
    res.layers = chain.layers;
  }
  // Each variant plays on the layout below it with what it adds; its option values may set what
  // it or a variant below it declares.
  std::vector<std::shared_ptr<const Layout>> layer_layouts;
  std::shared_ptr<const Layout> extended = res.layout;
  for (const auto& layer : res.layers) layer_layouts.push_back(extended = extend_layout(extended, layer));
  auto spec = std::make_shared<GameSpec>();
  spec->layout = extended;
  const Layout& layout = *extended;
  // A variant read from a file of its own is named by that file: the game's variants/ list it
  // by id, and any other is found only there.
  if (!res.layers.empty()) {
    const VariantDef& leaf = res.layers.back();
    const VariantDef* named = res.layout->variant(leaf.id);
    std::error_code ec;
    if (!named || fs::weakly_canonical(named->file, ec) != fs::weakly_canonical(leaf.file, ec))
      spec->variant_file = fs::absolute(leaf.file).lexically_normal().string();
  }
  spec->search_dirs = sel.search_dirs;
  spec->variant = res.layers.empty() ? "" : res.layers.back().id;
  spec->variant_summary = res.layers.empty() ? "" : res.layers.back().summary;
  spec->rules_files.push_back(layout.rules_file);
  spec->source_files.push_back(res.layout->file);
  Fnv1a sources;
  sources.integer(std::int64_t(res.layout->text_digest));
  for (const auto& layer : res.layers) {
    spec->source_files.push_back(fs::absolute(layer.file).lexically_normal().string());
    sources.integer(std::int64_t(layer.text_digest));
  }
  spec->source_digest = sources.value();
  spec->options = Json::object();
  for (const auto& o : layout.options) spec->options[o.name] = o.default_value;
  for (std::size_t k = 0; k < res.layers.size(); ++k) {
    const VariantDef& layer = res.layers[k];
    const Layout& known = *layer_layouts[k];
    for (const auto& [name, value] : layer.options.items()) {
      // An unknown name points at the name, a bad value at the value.
      const auto& where = known.option(name) ? layer.option_where : layer.option_key_where;
      auto at = where.find(name);
      set_option(known, spec->options, name, value, at == where.end() ? layer.file + ": " : at->second.prefix());
    }
    if (!layer.rules_file.empty()) spec->rules_files.push_back(layer.rules_file);
  }
  for (const auto& [name, value] : sel.options.items()) set_option(layout, spec->options, name, value, "");
  for (const auto& [name, text] : sel.option_text) {
    const OptionDef* def = layout.option(name);
    if (!def) set_option(layout, spec->options, name, text, "");  // reports the unknown name
    spec->options[name] = parse_option_text(*def, text);
  }

  spec->players = layout.default_players;
  for (const auto& layer : res.layers)
    if (layer.players) spec->players = layer.players;
  if (sel.players) spec->players = sel.players;
  if (spec->players < layout.min_players || spec->players > layout.max_players)
    throw Error(layout.id + " is for " + std::to_string(layout.min_players) + " to " +
                std::to_string(layout.max_players) + " players, not " + std::to_string(spec->players));
  // Defaults that follow the table are known only now; an option set anywhere keeps its value.
  resolve_option_defaults(layout, spec->players, spec->options);
  auto teams = layout.teams.find(spec->players);
  bool play_teams = layout.teams_option.empty() || spec->options[layout.teams_option].get<bool>();
  if (teams != layout.teams.end() && play_teams)
    spec->teams = teams->second;
  else
    for (int s = 1; s <= spec->players; ++s) spec->teams.push_back({s});
  spec->team_of_seat.assign(std::size_t(spec->players) + 1, 0);
  for (std::size_t t = 0; t < spec->teams.size(); ++t)
    for (int s : spec->teams[t]) spec->team_of_seat[std::size_t(s)] = int(t);

  spec->decks = int(layout.decks.at(spec->players, spec->options));
  spec->jokers = int(layout.jokers.at(spec->players, spec->options));
  spec->ranks = layout.ranks;
  spec->deal_each = layout.deal.each.at(spec->players, spec->options);
  for (const MoveDef& move : layout.moves)
    spec->number_max.push_back(move.arg != ArgKind::Number ? 0
                               : move.max_number.formula   ? move.max_number.at(spec->players, spec->options)
                                                           : move.max);
  std::vector<Shape::Zone> zones;
  for (const auto& z : layout.zones) zones.push_back({z.name, z.owner});
  std::vector<Shape::Slot> slots;
  for (const auto& s : layout.slots) {
    // An int counter or var may start at a formula's value (Fan Tan's chips at start_chips).
    const std::int64_t initial =
        s.initial_formula ? formula_value(*s.initial_formula, s.where, "the initial value of '" + s.name + "'",
                                          spec->players, spec->options)
                          : s.initial;
    slots.push_back({s.name, s.per, initial, s.reset_each_deal});
  }
  spec->place(std::move(zones), std::move(slots));
  spec->score_slot = layout.slot_index(layout.score_slot);
  spec->lowest_score_wins = layout.lowest_score_wins;
  spec->remember_positions = layout.remember_positions;
  spec->won_slot = layout.won_slot < 0 ? -1 : spec->slot_base[std::size_t(layout.won_slot)];
  spec->turns = declared_turns(*spec);
  return spec;
}

namespace {

std::string folder_of(const std::string& file) { return fs::absolute(file).lexically_normal().parent_path().string(); }

// An absolute path as written beside `beside`: relative to its folder, or absolute without one.
std::string path_beside(const std::string& path, const std::string& beside) {
  if (beside.empty()) return path;
  const fs::path relative = fs::path(path).lexically_relative(folder_of(beside));
  return relative.empty() ? path : relative.string();
}

// A recorded path, read beside `beside`.
std::string path_read_beside(const std::string& path, const std::string& beside) {
  if (fs::path(path).is_absolute() || beside.empty()) return path;
  return (fs::path(folder_of(beside)) / path).lexically_normal().string();
}

// Whether `folder` holds the game of id `id` (a game that does not load holds none).
bool holds_game(const std::string& folder, const std::string& id) {
  if (folder.empty() || !regular_file(fs::path(folder) / "game.yaml")) return false;
  try {
    return load_layout(folder)->id == id;
  } catch (const Error&) {
    return false;
  }
}

}  // namespace

Json selection_json(const GameSpec& spec, const std::string& beside) {
  Json j;
  j["game"] = spec.layout->id;
  j["game_folder"] = path_beside(spec.layout->folder, beside);
  j["variant"] = spec.variant.empty() ? Json(nullptr) : Json(spec.variant);
  if (!spec.variant_file.empty()) j["variant_file"] = path_beside(spec.variant_file, beside);
  j["options"] = spec.options;
  j["players"] = spec.players;
  return j;
}

Selection recorded_selection(const JsonField& file, const std::string& beside,
                             const std::vector<std::string>& search_dirs) {
  Selection sel;
  sel.search_dirs = search_dirs;
  file.object();
  if (auto options = file.optional("options")) {
    options->object();
    // The options were resolved when the file was written, the variant's included; applying the
    // variant again changes nothing.
    sel.options = options->json();
  }
  sel.players = int(file["players"].integer(1, INT_MAX));
  const std::string game = file["game"].string();
  if (auto variant = file.optional("variant")) sel.variant = variant->string();
  const std::string where = beside.empty() ? "" : " (beside " + fs::path(beside).filename().string() + ")";
  if (auto variant_file = file.optional("variant_file")) {
    const std::string recorded = variant_file->string();
    sel.game = path_read_beside(recorded, beside);
    if (!regular_file(sel.game))
      throw Error("it plays " + clip(game) + (sel.variant.empty() ? "" : " (" + clip(sel.variant) + ")") +
                  " from the variant file " + clip(recorded, 200) + where + ", which is not here (no " +
                  clip(sel.game, 200) + "); put the file there");
    return sel;
  }
  std::string folder;
  if (auto recorded = file.optional("game_folder")) folder = path_read_beside(recorded->string(), beside);
  // An older record names a game read by its path with that path.
  if (game.find('/') != std::string::npos) {
    sel.game = game;
  } else if (holds_game(folder, game)) {
    sel.game = folder;
  } else {
    const auto dirs = search_path(search_dirs);
    if (find_game(game, dirs).empty() && find_game_by_id(game, dirs).empty())
      throw Error("it plays the game '" + clip(game) + "', which is not here: " +
                  (folder.empty() ? std::string() : "not in " + clip(folder, 200) + where + ", where it was played; ") +
                  "not on the rules path (--rules DIR, $CARDRT_PATH, ./rulesets, the installed and built-in games) " +
                  "by that name; give --rules DIR with the folder that holds it");
    sel.game = game;
  }
  return sel;
}

}  // namespace cardrt
