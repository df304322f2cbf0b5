// Reading game.yaml and variant files into a Layout, with file:line:col errors for every
// unknown key, wrong type and bad value.
#include <algorithm>
#include <cctype>
#include <optional>
#include <filesystem>
#include <fstream>

#include <yaml-cpp/yaml.h>

#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"

namespace fs = std::filesystem;

namespace cardrt {

std::string Location::prefix() const { return located(file, line, column, ""); }

const OptionDef* Layout::option(const std::string& name) const {
  for (const auto& o : options)
    if (o.name == name) return &o;
  return nullptr;
}
const VariantDef* Layout::variant(const std::string& v) const {
  for (const auto& d : variants)
    if (d.id == v) return &d;
  return nullptr;
}
int Layout::zone_index(const std::string& n) const {
  for (std::size_t i = 0; i < zones.size(); ++i)
    if (zones[i].name == n) return int(i);
  return -1;
}
int Layout::slot_index(const std::string& n) const {
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (slots[i].name == n) return int(i);
  return -1;
}
int Layout::move_index(const std::string& v) const {
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (moves[i].verb == v) return int(i);
  return -1;
}

namespace {

// Reads YAML nodes of one file, each error pointing at the node.
class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  YAML::Node load() {
    try {
      return YAML::LoadFile(file_);
    } catch (const YAML::BadFile&) {
      throw Error(file_ + ": cannot read file");
    } catch (const YAML::Exception& e) {
      throw Error(located(file_, e.mark.line + 1, e.mark.column + 1, e.msg));
    }
  }

  Location where(const YAML::Node& n) const {
    auto m = n.Mark();
    return Location{file_, m.line + 1, m.column + 1};
  }
  [[noreturn]] void fail(const YAML::Node& n, const std::string& msg) const {
    throw Error(where(n).prefix() + msg);
  }

  void map(const YAML::Node& n, const std::string& what) const {
    if (!n.IsMap()) fail(n, what + " must be a mapping");
  }
  void keys(const YAML::Node& n, const std::string& what, std::initializer_list<const char*> allowed) const {
    map(n, what);
    for (auto it = n.begin(); it != n.end(); ++it) {
      std::string key = it->first.Scalar();
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; })) {
        std::string list;
        for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
        fail(it->first, "unknown key '" + key + "' in " + what + " (allowed: " + list + ")");
      }
    }
  }
  std::string str(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + " must be a text value");
    return n.Scalar();
  }
  std::int64_t integer(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + " must be an integer");
    try {
      std::size_t used = 0;
      std::int64_t v = std::stoll(n.Scalar(), &used);
      if (used == n.Scalar().size()) return v;
    } catch (const std::exception&) {
    }
    fail(n, what + " must be an integer, got '" + n.Scalar() + "'");
  }
  bool boolean(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) {
      const std::string& s = n.Scalar();
      if (s == "true" || s == "yes") return true;
      if (s == "false" || s == "no") return false;
    }
    fail(n, what + " must be true or false");
  }
  template <class E>
  E pick(const YAML::Node& n, const std::string& what, std::initializer_list<std::pair<const char*, E>> choices) const {
    std::string s = str(n, what);
    std::string list;
    for (const auto& [name, value] : choices) {
      if (s == name) return value;
      list += (list.empty() ? "" : ", ") + std::string(name);
    }
    fail(n, what + " must be one of " + list + ", got '" + s + "'");
  }
  // YAML scalar to JSON by its look: true/false, integer, else text.
  Json scalar_json(const YAML::Node& n) const {
    if (n.IsSequence()) {
      Json a = Json::array();
      for (const auto& item : n) a.push_back(scalar_json(item));
      return a;
    }
    if (!n.IsScalar()) fail(n, "expected a value");
    const std::string& s = n.Scalar();
    if (n.Tag() != "!") {  // quoted scalars stay text
      if (s == "true" || s == "yes") return true;
      if (s == "false" || s == "no") return false;
      try {
        std::size_t used = 0;
        std::int64_t v = std::stoll(s, &used);
        if (used == s.size()) return v;
      } catch (const std::exception&) {
      }
    }
    return s;
  }
  const std::string& file() const { return file_; }

 private:
  std::string file_;
};

bool valid_name(const std::string& s) {
  if (s.empty()) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

Owner read_owner(const Reader& r, const YAML::Node& n, const std::string& what) {
  return r.pick<Owner>(n, what, {{"table", Owner::Table}, {"seat", Owner::Seat}, {"team", Owner::Team}});
}
Visibility read_visibility(const Reader& r, const YAML::Node& n, const std::string& what) {
  return r.pick<Visibility>(n, what, {{"public", Visibility::Public}, {"owner", Visibility::Owner},
                                      {"top", Visibility::Top}, {"hidden", Visibility::Hidden}});
}

void read_players(const Reader& r, const YAML::Node& n, Layout& out) {
  r.keys(n, "players", {"min", "max", "default"});
  if (!n["min"] || !n["max"]) r.fail(n, "players needs min and max");
  out.min_players = int(r.integer(n["min"], "players.min"));
  out.max_players = int(r.integer(n["max"], "players.max"));
  out.default_players = n["default"] ? int(r.integer(n["default"], "players.default")) : out.min_players;
  if (out.min_players < 1 || out.max_players < out.min_players || out.max_players > 16)
    r.fail(n, "players must satisfy 1 <= min <= max <= 16");
  if (out.default_players < out.min_players || out.default_players > out.max_players)
    r.fail(n["default"], "players.default must lie between min and max");
}

void read_teams(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "teams");
  for (auto it = n.begin(); it != n.end(); ++it) {
    if (it->first.IsScalar() && it->first.Scalar() == "when") {
      out.teams_option = r.str(it->second, "teams.when");
      continue;
    }
    int count = int(r.integer(it->first, "teams key (a player count or 'when')"));
    if (!it->second.IsSequence()) r.fail(it->second, "teams." + std::to_string(count) + " must be a list of seat lists");
    std::vector<std::vector<int>> teams;
    std::vector<int> seen(std::size_t(count) + 1, 0);
    for (const auto& team : it->second) {
      if (!team.IsSequence() || team.size() == 0) r.fail(team, "a team must be a non-empty list of seats");
      std::vector<int> seats;
      for (const auto& seat : team) {
        int s = int(r.integer(seat, "seat"));
        if (s < 1 || s > count) r.fail(seat, "seat " + std::to_string(s) + " does not exist with " + std::to_string(count) + " players");
        if (seen[std::size_t(s)]++) r.fail(seat, "seat " + std::to_string(s) + " is in two teams");
        seats.push_back(s);
      }
      teams.push_back(seats);
    }
    for (int s = 1; s <= count; ++s)
      if (!seen[std::size_t(s)]) r.fail(it->second, "seat " + std::to_string(s) + " is in no team");
    out.teams[count] = teams;
  }
}

void read_zones(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "zones");
  for (auto it = n.begin(); it != n.end(); ++it) {
    ZoneDef z;
    z.name = it->first.Scalar();
    if (!valid_name(z.name)) r.fail(it->first, "zone name '" + z.name + "' may use only letters, digits, _ and -");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    r.keys(d, "zone '" + z.name + "'", {"owner", "visibility", "sort", "doc"});
    if (d["owner"]) z.owner = read_owner(r, d["owner"], "owner");
    if (d["sort"]) z.sort_by_rank = r.pick<bool>(d["sort"], "sort", {{"suit", false}, {"rank", true}});
    if (d["visibility"]) z.visibility = read_visibility(r, d["visibility"], "visibility");
    if (d["doc"]) z.doc = r.str(d["doc"], "doc");
    if (out.zone_index(z.name) >= 0) r.fail(it->first, "zone '" + z.name + "' defined twice");
    out.zones.push_back(z);
  }
}

void read_slots(const Reader& r, const YAML::Node& n, Layout& out, bool vars) {
  const std::string section = vars ? "vars" : "counters";
  r.map(n, section);
  for (auto it = n.begin(); it != n.end(); ++it) {
    SlotDef s;
    s.is_var = vars;
    s.name = it->first.Scalar();
    if (!valid_name(s.name)) r.fail(it->first, "name '" + s.name + "' may use only letters, digits, _ and -");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    std::string what = (vars ? "var '" : "counter '") + s.name + "'";
    if (vars)
      r.keys(d, what, {"type", "values", "per", "visibility", "reset", "initial", "doc"});
    else
      r.keys(d, what, {"per", "visibility", "reset", "initial", "doc"});
    if (d["per"]) s.per = read_owner(r, d["per"], "per");
    if (d["visibility"]) {
      s.visibility = read_visibility(r, d["visibility"], "visibility");
      if (s.visibility == Visibility::Top) r.fail(d["visibility"], "visibility 'top' is for zones only");
    }
    if (d["reset"]) s.reset_each_deal = r.pick<bool>(d["reset"], "reset", {{"match", false}, {"deal", true}});
    if (d["type"])
      s.type = r.pick<SlotType>(d["type"], "type", {{"int", SlotType::Int}, {"bool", SlotType::Bool},
                                                    {"seat", SlotType::Seat}, {"card", SlotType::Card},
                                                    {"enum", SlotType::Enum}, {"flags", SlotType::Flags}});
    if (d["values"]) {
      if (s.type != SlotType::Enum && s.type != SlotType::Flags) r.fail(d["values"], "values belong to types enum and flags");
      if (!d["values"].IsSequence()) r.fail(d["values"], "values must be a list");
      if (s.type == SlotType::Flags && d["values"].size() > 62) r.fail(d["values"], "flags take at most 62 names");
      for (const auto& v : d["values"]) s.values.push_back(r.str(v, "value"));
    }
    if ((s.type == SlotType::Enum || s.type == SlotType::Flags) && s.values.empty())
      r.fail(d, what + " of type " + (s.type == SlotType::Enum ? "enum" : "flags") + " needs values");
    if (d["initial"]) {
      if (s.type == SlotType::Bool) s.initial = r.boolean(d["initial"], "initial");
      else if (s.type == SlotType::Enum) {
        std::string v = r.str(d["initial"], "initial");
        auto pos = std::find(s.values.begin(), s.values.end(), v);
        if (pos == s.values.end()) r.fail(d["initial"], "initial must be one of the values");
        s.initial = pos - s.values.begin() + 1;
      } else s.initial = r.integer(d["initial"], "initial");
    }
    if (d["doc"]) s.doc = r.str(d["doc"], "doc");
    if (out.slot_index(s.name) >= 0) r.fail(it->first, "'" + s.name + "' defined twice among counters and vars");
    out.slots.push_back(s);
  }
}

void read_moves(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "moves");
  for (auto it = n.begin(); it != n.end(); ++it) {
    MoveDef m;
    m.verb = it->first.Scalar();
    if (m.verb.empty() || !std::all_of(m.verb.begin(), m.verb.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
      r.fail(it->first, "move verb '" + m.verb + "' must be lower-case letters");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    const std::string what = "move '" + m.verb + "'";
    // yaml-cpp assignment writes through to the node, so pick the argument node at construction.
    const YAML::Node arg = d.IsMap() ? d["arg"] : d;
    if (d.IsMap()) {
      r.keys(d, what, {"arg", "words", "doc"});
      if (d["doc"]) m.doc = r.str(d["doc"], "doc");
      if (d["words"]) {
        if (!d["words"].IsSequence() || d["words"].size() == 0) r.fail(d["words"], "words must be a non-empty list");
        for (const auto& w : d["words"]) m.words.push_back(r.str(w, "word"));
        m.arg = ArgKind::Word;
      }
    }
    if (arg && !arg.IsNull()) {
      ArgKind k = r.pick<ArgKind>(arg, what + " argument", {{"none", ArgKind::None}, {"card", ArgKind::Card},
                                                              {"words", ArgKind::Word}, {"groups", ArgKind::Groups}});
      if (k == ArgKind::Word && m.words.empty()) r.fail(arg, what + " takes words: list them under 'words'");
      if (k != ArgKind::Word && !m.words.empty()) r.fail(arg, what + " lists words, so its argument is 'words'");
      m.arg = k;
    }
    out.moves.push_back(m);
  }
}

// "players", "players + 2", "players - 1": a default that follows the player count.
std::optional<std::int64_t> players_offset(const YAML::Node& n) {
  if (!n.IsScalar()) return std::nullopt;
  std::string text;
  for (char c : n.Scalar())
    if (!std::isspace(static_cast<unsigned char>(c))) text += c;
  if (text.rfind("players", 0) != 0) return std::nullopt;
  std::string rest = text.substr(7);
  if (rest.empty()) return 0;
  if ((rest[0] != '+' && rest[0] != '-') || rest.size() < 2) return std::nullopt;
  for (std::size_t i = 1; i < rest.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(rest[i]))) return std::nullopt;
  std::int64_t k = std::stoll(rest.substr(1));
  return rest[0] == '+' ? k : -k;
}

void read_options(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "options");
  for (auto it = n.begin(); it != n.end(); ++it) {
    OptionDef o;
    o.name = it->first.Scalar();
    o.where = r.where(it->first);
    if (!valid_name(o.name)) r.fail(it->first, "option name '" + o.name + "' may use only letters, digits, _ and -");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    const std::string what = "option '" + o.name + "'";
    r.keys(d, what, {"type", "default", "min", "max", "values", "doc"});
    if (!d["type"]) r.fail(d, what + " needs a type (int, bool, enum, rank, list)");
    o.type = r.pick<OptionType>(d["type"], "type", {{"int", OptionType::Int}, {"bool", OptionType::Bool},
                                                     {"enum", OptionType::Enum}, {"rank", OptionType::Rank},
                                                     {"list", OptionType::IntList}});
    if (d["min"]) o.min = r.integer(d["min"], "min");
    if (d["max"]) o.max = r.integer(d["max"], "max");
    if (d["values"]) {
      if (o.type != OptionType::Enum) r.fail(d["values"], "values belong to type enum");
      if (!d["values"].IsSequence() || d["values"].size() == 0) r.fail(d["values"], "values must be a non-empty list");
      for (const auto& v : d["values"]) o.values.push_back(r.str(v, "value"));
    }
    if (o.type == OptionType::Enum && o.values.empty()) r.fail(d, what + " of type enum needs values");
    if (!d["default"]) r.fail(d, what + " needs a default");
    if (d["doc"]) o.doc = r.str(d["doc"], "doc");
    if (auto offset = players_offset(d["default"]); offset && o.type == OptionType::Int) {
      o.default_per_players = true;
      o.players_offset = *offset;
    } else {
      try {
        o.default_value = check_option_value(o, r.scalar_json(d["default"]), "");
      } catch (const Error& e) {
        r.fail(d["default"], e.what());
      }
    }
    if (out.option(o.name)) r.fail(it->first, what + " defined twice");
    out.options.push_back(o);
  }
}

std::string rules_path(const Reader& r, const YAML::Node& n, const fs::path& dir) {
  std::string name = r.str(n, "rules");
  fs::path p = dir / name;
  if (!fs::is_regular_file(p)) r.fail(n, "rules file '" + name + "' not found next to " + fs::path(r.file()).filename().string());
  return fs::absolute(p).lexically_normal().string();
}

}  // namespace

VariantDef load_variant(const std::string& file) {
  Reader r(file);
  YAML::Node root = r.load();
  r.keys(root, "a variant file", {"variant", "extends", "summary", "players", "options", "rules"});
  VariantDef v;
  v.file = fs::absolute(file).lexically_normal().string();
  v.where = Location{file, 1, 1};
  v.id = fs::path(file).stem().string();
  if (root["variant"]) {
    std::string id = r.str(root["variant"], "variant");
    if (id != v.id) r.fail(root["variant"], "variant id '" + id + "' differs from the file name '" + v.id + "'");
  }
  if (!root["extends"]) r.fail(root, "a variant needs 'extends:' (a game or another variant)");
  v.extends = r.str(root["extends"], "extends");
  v.extends_where = r.where(root["extends"]);
  if (root["summary"]) v.summary = r.str(root["summary"], "summary");
  if (root["players"]) {
    v.players = int(r.integer(root["players"], "players"));
    if (v.players < 1) r.fail(root["players"], "players must be 1 or more");
  }
  if (root["options"]) {
    r.map(root["options"], "options");
    for (auto it = root["options"].begin(); it != root["options"].end(); ++it) {
      v.options[it->first.Scalar()] = r.scalar_json(it->second);
      v.option_key_where[it->first.Scalar()] = r.where(it->first);
      v.option_where[it->first.Scalar()] = r.where(it->second);
    }
  }
  if (root["rules"]) v.rules_file = rules_path(r, root["rules"], fs::path(v.file).parent_path());
  return v;
}

// Option names in a variant are checked against the game it extends when the spec is made;
// these marks let that error point at the variant file.
std::shared_ptr<const Layout> load_layout(const std::string& folder) {
  fs::path dir = fs::absolute(folder).lexically_normal();
  fs::path file = dir / "game.yaml";
  if (!fs::is_regular_file(file)) throw Error(file.string() + ": no game.yaml in this folder");
  Reader r(file.string());
  YAML::Node root = r.load();
  r.keys(root, "game.yaml", {"game", "name", "summary", "players", "teams", "deck", "zones", "counters", "vars",
                             "moves", "move_order", "options", "score", "conserve", "stats_by", "rules"});
  auto layout = std::make_shared<Layout>();
  layout->folder = dir.string();
  layout->file = file.string();
  if (!root["game"]) r.fail(root, "game.yaml needs 'game:' (the game id)");
  layout->id = r.str(root["game"], "game");
  if (!valid_name(layout->id)) r.fail(root["game"], "game id may use only letters, digits, _ and -");
  layout->name = root["name"] ? r.str(root["name"], "name") : layout->id;
  if (root["summary"]) layout->summary = r.str(root["summary"], "summary");
  if (!root["players"]) r.fail(root, "game.yaml needs 'players:' with min and max");
  read_players(r, root["players"], *layout);
  if (root["teams"]) read_teams(r, root["teams"], *layout);
  if (root["deck"]) {
    r.keys(root["deck"], "deck", {"decks", "jokers"});
    const YAML::Node decks = root["deck"]["decks"];
    if (decks && decks.IsMap()) {
      r.keys(decks, "deck.decks", {"option"});
      if (!decks["option"]) r.fail(decks, "deck.decks is a number or {option: NAME}");
      layout->decks_option = r.str(decks["option"], "deck.decks.option");
    } else if (decks) {
      layout->decks = int(r.integer(decks, "deck.decks"));
    }
    if (root["deck"]["jokers"]) layout->jokers = int(r.integer(root["deck"]["jokers"], "deck.jokers"));
    if (layout->decks < 1 || layout->decks > 12) r.fail(root["deck"], "deck.decks must be 1..12");
    if (layout->jokers < 0 || layout->jokers > 4) r.fail(root["deck"], "deck.jokers must be 0..4");
  }
  if (!root["zones"]) r.fail(root, "game.yaml needs 'zones:'");
  read_zones(r, root["zones"], *layout);
  if (root["counters"]) read_slots(r, root["counters"], *layout, false);
  if (root["vars"]) read_slots(r, root["vars"], *layout, true);
  if (!root["moves"]) r.fail(root, "game.yaml needs 'moves:' (each verb and its argument)");
  read_moves(r, root["moves"], *layout);
  if (root["options"]) read_options(r, root["options"], *layout);
  if (!layout->decks_option.empty()) {
    const OptionDef* o = layout->option(layout->decks_option);
    if (!o || o->type != OptionType::Int || o->min < 1 || o->max > 12)
      r.fail(root["deck"]["decks"], "deck.decks.option must name an int option with min >= 1 and max <= 12");
  }
  if (!layout->teams_option.empty()) {
    const OptionDef* o = layout->option(layout->teams_option);
    if (!o || o->type != OptionType::Bool) r.fail(root["teams"]["when"], "teams.when must name a bool option");
  }
  if (root["score"]) {
    layout->score_slot = r.str(root["score"], "score");
    if (layout->slot_index(layout->score_slot) < 0) r.fail(root["score"], "score names no counter: '" + layout->score_slot + "'");
  }
  if (root["stats_by"]) {
    layout->stats_by = r.str(root["stats_by"], "stats_by");
    int i = layout->slot_index(layout->stats_by);
    if (i < 0 || layout->slots[std::size_t(i)].per != Owner::Table)
      r.fail(root["stats_by"], "stats_by names no table counter or var: '" + layout->stats_by + "'");
  }
  if (root["move_order"])
    layout->move_order = r.pick<Layout::MoveOrder>(root["move_order"], "move_order",
                                                   {{"ace_low", Layout::MoveOrder::AceLow},
                                                    {"ace_high", Layout::MoveOrder::AceHigh},
                                                    {"text", Layout::MoveOrder::Text}});
  if (root["conserve"]) {
    if (!root["conserve"].IsSequence()) r.fail(root["conserve"], "conserve must be a list of counters");
    for (const auto& c : root["conserve"]) {
      std::string name = r.str(c, "conserve");
      int i = layout->slot_index(name);
      if (i < 0 || layout->slots[std::size_t(i)].is_var) r.fail(c, "conserve names no counter: '" + name + "'");
      layout->conserved.push_back(name);
    }
  }
  layout->rules_file = root["rules"] ? rules_path(r, root["rules"], dir) : "";
  if (layout->rules_file.empty()) {
    if (!fs::is_regular_file(dir / "rules.lua")) r.fail(root, "no rules.lua next to game.yaml (or name one with 'rules:')");
    layout->rules_file = (dir / "rules.lua").string();
  }
  fs::path vdir = dir / "variants";
  if (fs::is_directory(vdir)) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(vdir))
      if (e.path().extension() == ".yaml") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) layout->variants.push_back(load_variant(f.string()));
  }
  return layout;
}

}  // namespace cardrt
