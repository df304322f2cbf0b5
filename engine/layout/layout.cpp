// Reading game.yaml and variant files into a Layout, with file:line:col errors for every
// unknown key, wrong type and bad value.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "cardrt/card.hpp"
#include "layout_files.hpp"
#include "mechanic_reading.hpp"

namespace fs = std::filesystem;

namespace cardrt {

// Kept as YAML until the variant's base is known: what it adds is read against that layout.
struct VariantAdditions {
  YAML::Node node;
};

std::string Location::prefix() const { return located(file, line, column, ""); }
std::string Location::text() const {
  std::string out = prefix();
  return out.substr(0, out.size() - 2);
}

const OptionDef* Layout::option(const std::string& name) const {
  for (const auto& o : options)
    if (o.name == name) return &o;
  return nullptr;
}
const Layout::CardValues* Layout::values_table(const std::string& name) const {
  for (const auto& table : card_values)
    if (table.name == name) return &table;
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
std::vector<bool> Layout::row_zones() const {
  std::vector<bool> row(zones.size(), false);
  for (const MechanicDef& m : mechanics) m.unit->mark_rows(row);
  return row;
}
int Layout::move_index(const std::string& v) const {
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (moves[i].verb == v) return int(i);
  return -1;
}

namespace {
template <class Def, class Name>
std::vector<std::string> names_of(const std::vector<Def>& defs, Name name) {
  std::vector<std::string> out;
  for (const Def& d : defs) out.push_back(name(d));
  return out;
}
}  // namespace
std::vector<std::string> Layout::zone_names() const {
  return names_of(zones, [](const ZoneDef& d) { return d.name; });
}
std::vector<std::string> Layout::slot_names() const {
  return names_of(slots, [](const SlotDef& d) { return d.name; });
}
std::vector<std::string> Layout::verbs() const {
  return names_of(moves, [](const MoveDef& d) { return d.verb; });
}
std::vector<std::string> Layout::option_names() const {
  return names_of(options, [](const OptionDef& d) { return d.name; });
}
std::vector<std::string> Layout::variant_ids() const {
  return names_of(variants, [](const VariantDef& d) { return d.id; });
}

namespace {

// Seat counts are small: teams, seat vars and per-seat zones all assume at most 16.
constexpr int kMaxPlayers = 16;

void read_players(const Reader& r, const YAML::Node& n, Layout& out) {
  r.keys(n, "players", {"min", "max", "default"});
  if (!n["min"] || !n["max"]) r.fail(n, "players needs min and max");
  out.min_players = int(r.integer(n["min"], "players.min", 1, kMaxPlayers));
  out.max_players = int(r.integer(n["max"], "players.max", 1, kMaxPlayers));
  if (out.max_players < out.min_players) r.fail(n, "players must satisfy 1 <= min <= max <= 16");
  out.default_players =
      n["default"] ? int(r.integer(n["default"], "players.default", 1, kMaxPlayers)) : out.min_players;
  if (out.default_players < out.min_players || out.default_players > out.max_players)
    r.fail(n["default"], "players.default must lie between min and max");
}

void read_teams(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "teams");
  for (auto it = n.begin(); it != n.end(); ++it) {
    // Copies: it-> yields a temporary, and a loop over its member would outlive it.
    const YAML::Node key = it->first;
    const YAML::Node lists = it->second;
    if (key.IsScalar() && key.Scalar() == "when") {
      out.teams_option = r.str(lists, "teams.when");
      continue;
    }
    int count = int(r.integer(key, "teams key (a player count or 'when')", out.min_players, out.max_players));
    if (!lists.IsSequence()) r.fail(lists, "teams." + std::to_string(count) + " must be a list of seat lists");
    std::vector<std::vector<int>> teams;
    std::vector<int> seen(std::size_t(count) + 1, 0);
    for (const auto& team : lists) {
      if (!team.IsSequence() || team.size() == 0) r.fail(team, "a team must be a non-empty list of seats");
      std::vector<int> seats;
      for (const auto& seat : team) {
        std::int64_t s = r.integer(seat, "seat");
        if (s < 1 || s > count)
          r.fail(seat, "seat " + std::to_string(s) + " does not exist with " + std::to_string(count) + " players");
        if (seen[std::size_t(s)]++) r.fail(seat, "seat " + std::to_string(s) + " is in two teams");
        seats.push_back(int(s));
      }
      teams.push_back(seats);
    }
    for (int s = 1; s <= count; ++s)
      if (!seen[std::size_t(s)]) r.fail(lists, "seat " + std::to_string(s) + " is in no team");
    out.teams[count] = teams;
  }
}

}  // namespace

// Whether a scalar is written as a formula rather than as a value: more than one word or number
// (quoted or not: YAML wants quotes around some), or a name a formula reads. A lone other word
// stays a value, to be refused as one.
bool is_formula(const YAML::Node& n, const Layout& layout) {
  if (!n.IsScalar()) return false;
  const std::string& text = n.Scalar();
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  if (!std::all_of(text.begin(), text.end(), word_char))
    return parse_integer(text).status == ParsedInt::Status::NotInteger;
  return text == "players" || text == "deal" || layout.option(text) != nullptr;
}

// The names a formula of the layout may read: its int, bool, enum and rank options.
Formula::Names formula_names(const Layout& layout) {
  Formula::Names names;
  for (const auto& o : layout.options) {
    FormulaName name;
    switch (o.type) {
      case OptionType::Int:
      case OptionType::Rank: name.type = FormulaType::Int; break;
      case OptionType::Bool: name.type = FormulaType::Bool; break;
      case OptionType::Enum:
        name.type = FormulaType::Enum;
        name.values = o.values;
        break;
      case OptionType::IntList: continue;
    }
    names.emplace_back(o.name, std::move(name));
  }
  return names;
}

// A formula written at `n`, its errors pointing into its text.
std::shared_ptr<const Formula> read_formula(const Reader& r, const YAML::Node& n, FormulaType want,
                                            const Layout& layout, bool deal_known) {
  try {
    return std::make_shared<const Formula>(Formula::parse(n.Scalar(), want, formula_names(layout), deal_known));
  } catch (const FormulaError& e) {
    throw Error(r.where_in(n, e.offset).prefix() + e.what());
  }
}

// A number that may follow the table (TableNumber): an integer in its range, `{option: NAME}`
// (the older way to name an int option), or a formula.
void read_number(const Reader& r, const YAML::Node& n, TableNumber& number, const Layout& layout, bool deal_known) {
  number.where = r.where(n);
  if (n.IsMap()) {
    r.keys(n, number.what, {"option"});
    if (!n["option"]) r.fail(n, number.what + " is a number, a formula or {option: NAME}");
    const std::string name = r.str(n["option"], number.what + ".option");
    const OptionDef* o = layout.option(name);
    if (!o || o->type != OptionType::Int || o->min < number.min || o->max > number.max)
      r.fail(n["option"],
             number.what + ".option must name an int option with values " + range_text(number.min, number.max));
    number.formula = read_formula(r, n["option"], FormulaType::Int, layout);
    return;
  }
  if (is_formula(n, layout))
    number.formula = read_formula(r, n, FormulaType::Int, layout, deal_known);
  else
    number.constant = r.integer(n, number.what, number.min, number.max);
}

namespace {

// deck.ranks or deck.order: a list of ranks (`[9, 10, J, Q, K, A]`) or the same as words
// ("9 T J Q K A"), each rank once, in the order written.
std::vector<int> read_ranks(const Reader& r, const YAML::Node& n, const std::string& what) {
  std::vector<std::pair<std::string, YAML::Node>> words;
  if (n.IsSequence()) {
    r.at_most(n, what);
    for (const auto& item : n) words.emplace_back(r.str(item, what + " item"), item);
  } else {
    std::istringstream text(r.str(n, what + " (a list of ranks)"));
    for (std::string word; text >> word;) words.emplace_back(word, n);
  }
  std::vector<int> ranks;
  for (const auto& [word, at] : words) {
    const std::optional<int> rank = parse_rank(word);
    if (!rank) r.fail(at, what + ": '" + clip(word) + "' is not a rank (A 2 .. 10 J Q K)");
    if (std::find(ranks.begin(), ranks.end(), *rank) != ranks.end())
      r.fail(at, what + ": rank " + clip(word) + " given twice");
    ranks.push_back(*rank);
  }
  if (ranks.empty()) r.fail(n, what + " must name at least one rank");
  return ranks;
}

std::uint16_t rank_bits(const std::vector<int>& ranks) {
  std::uint16_t bits = 0;
  for (int rank : ranks) bits = std::uint16_t(bits | 1 << (rank - 1));
  return bits;
}

// deck.values: NAME: { RANK: VALUE, ... }, the ranks left out worth their number.
void read_card_values(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "deck.values");
  r.at_most(n, "deck.values");
  for (auto it = n.begin(); it != n.end(); ++it) {
    Layout::CardValues table;
    table.name = entry_name(r, it->first, "deck.values table");
    const std::string what = "deck.values." + table.name;
    if (out.values_table(table.name)) r.fail(it->first, what + " is given twice");
    for (int rank = 1; rank <= kRanks; ++rank) table.by_rank[std::size_t(rank)] = rank;
    const YAML::Node d = it->second;
    r.map(d, what);
    std::uint16_t given = 0;
    for (auto v = d.begin(); v != d.end(); ++v) {
      const std::string word = r.str(v->first, what + " key (a rank)");
      const std::optional<int> rank = parse_rank(word);
      if (!rank) r.fail(v->first, what + ": '" + clip(word) + "' is not a rank (A 2 .. 10 J Q K)");
      if (!(out.ranks >> (*rank - 1) & 1)) r.fail(v->first, what + ": the pack has no rank " + clip(word));
      if (given >> (*rank - 1) & 1) r.fail(v->first, what + ": rank " + clip(word) + " given twice");
      given = std::uint16_t(given | 1 << (*rank - 1));
      table.by_rank[std::size_t(*rank)] = r.integer(v->second, what + "." + word, -1000000, 1000000);
    }
    out.card_values.push_back(table);
  }
}

void read_deck(const Reader& r, const YAML::Node& n, Layout& out) {
  r.keys(n, "deck", {"decks", "jokers", "ranks", "order", "values"});
  if (n["decks"]) read_number(r, n["decks"], out.decks, out);
  if (n["jokers"]) read_number(r, n["jokers"], out.jokers, out);
  if (n["ranks"]) out.ranks = rank_bits(read_ranks(r, n["ranks"], "deck.ranks"));
  if (n["order"]) {
    const std::vector<int> order = read_ranks(r, n["order"], "deck.order");
    if (rank_bits(order) != out.ranks) {
      std::string pack;
      for (int rank = 1; rank <= kRanks; ++rank)
        if (out.ranks >> (rank - 1) & 1) pack += std::string(pack.empty() ? "" : " ") + rank_char(rank);
      r.fail(n["order"], "deck.order must name each rank of the pack once (" + pack + "), lowest first");
    }
    out.rank_order = RankOrder(order);
    out.rank_order_declared = true;
  }
  if (n["values"]) read_card_values(r, n["values"], out);
}

void read_zones(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "zones");
  r.at_most(n, "zones");
  for (auto it = n.begin(); it != n.end(); ++it) {
    ZoneDef z;
    z.name = entry_name(r, it->first, "zone");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    r.keys(d, "zone '" + z.name + "'", {"owner", "visibility", "out_of_play", "sort", "label", "doc"});
    if (d["owner"]) z.owner = read_owner(r, d["owner"], "owner");
    if (d["sort"]) z.sort_by_rank = r.pick<bool>(d["sort"], "sort", {{"suit", false}, {"rank", true}});
    if (d["visibility"]) z.visibility = read_visibility(r, d["visibility"], "visibility");
    if (d["out_of_play"]) z.out_of_play = r.boolean(d["out_of_play"], "out_of_play");
    if (z.out_of_play) {
      if (d["visibility"] && z.visibility != Visibility::Hidden)
        r.fail(d["visibility"], "a zone out of play shows only its count: its visibility can only be hidden");
      z.visibility = Visibility::Hidden;
    }
    if (d["label"]) z.label = r.str(d["label"], "label");
    if (d["doc"]) z.doc = r.str(d["doc"], "doc");
    z.where = r.where(it->first);
    const int first = out.zone_index(z.name);
    check_new_entry(r, it->first, "zone '" + z.name + "'", out.zones,
                    first < 0 ? nullptr : &out.zones[std::size_t(first)], "zones");
    out.zones.push_back(z);
  }
}

void read_mechanics(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "mechanics");
  r.at_most(n, "mechanics");
  // The kinds as errors list them: "a, b, c" and "a, b or c".
  const auto& known = mechanic_kinds();
  std::string kinds, or_kinds;
  for (std::size_t k = 0; k < known.size(); ++k) {
    kinds += (k ? ", " : "") + std::string(known[k].first);
    or_kinds += (!k ? "" : k + 1 < known.size() ? ", " : " or ") + std::string(known[k].first);
  }
  for (auto it = n.begin(); it != n.end(); ++it) {
    MechanicDef m;
    m.name = entry_name(r, it->first, "mechanic");
    m.where = r.where(it->first);
    const YAML::Node d = it->second;
    const std::string what = "mechanic '" + m.name + "'";
    r.map(d, what);
    if (!d["type"]) r.fail(it->first, what + " needs 'type:' (" + or_kinds + ")");
    const std::string type = r.str(d["type"], what + ": type");
    for (const auto& [name, read] : known)
      if (type == name) m.unit = read(r, it->first, d, what, out);
    if (!m.unit) r.fail(d["type"], what + ": type must be one of " + kinds + ", got '" + clip(type) + "'");
    for (const auto& other : out.mechanics)
      if (other.name == m.name) r.fail(it->first, what + " defined twice");
    out.mechanics.push_back(std::move(m));
  }
}

// A slot's first value, checked against its type: views and Lua read a slot by its type without
// checking it again (a card var holding 99 would index past the card names).
std::int64_t read_initial(const Reader& r, const YAML::Node& n, const SlotDef& s, const Layout& out) {
  switch (s.type) {
    case SlotType::Int: return r.integer(n, "initial");
    case SlotType::Bool: return r.boolean(n, "initial");
    case SlotType::Seat: return r.integer(n, "initial seat (0 for none)", 0, out.max_players);
    case SlotType::Seats: {
      // Seats every table has: a seat past a smaller table's last would be a member nobody holds.
      if (!n.IsSequence()) r.fail(n, "initial seats must be a list of seats, like [1, 2] (default: none)");
      r.at_most(n, "initial seats");
      std::int64_t bits = 0;
      for (const auto& seat : n) bits |= std::int64_t{1} << r.integer(seat, "initial seat", 1, out.min_players);
      return bits;
    }
    case SlotType::Card: {
      std::string name = r.str(n, "initial card");
      std::optional<Card> card = parse_card(name);
      if (!card) r.fail(n, "initial card must be a card like 7H or JK, got '" + clip(name) + "'");
      if (!out.jokers.formula && out.jokers.constant == 0) r.fail(n, "initial card JK needs jokers in the deck");
      return std::int64_t{*card} + 1;
    }
    case SlotType::Suit: {
      const std::string name = r.str(n, "initial suit");
      if (name == "none") return 0;
      const std::optional<int> suit = parse_suit(name);
      if (!suit) r.fail(n, "initial suit must be C, D, H, S, a suit's name or none, got '" + clip(name) + "'");
      return *suit;
    }
    case SlotType::Enum: {
      std::string v = r.str(n, "initial");
      auto pos = std::find(s.values.begin(), s.values.end(), v);
      if (pos == s.values.end()) r.fail(n, "initial must be one of the values");
      return pos - s.values.begin() + 1;
    }
    case SlotType::Flags: {
      // Bit i (from 1) stands for the i-th value; at most 62 values keep this inside int64.
      const std::int64_t all = ((std::int64_t{1} << s.values.size()) - 1) << 1;
      std::int64_t v = r.integer(n, "initial flags");
      if (v < 0 || (v & ~all) != 0)
        r.fail(n, "initial flags may set only bits 1 to " + std::to_string(s.values.size()) + " (one per value), got " +
                      std::to_string(v));
      return v;
    }
  }
  return 0;
}

// show: true | false | OPTION=VALUE | OPTION!=VALUE (shown while the option has, or has not, that
// value).
void read_show(const Reader& r, const YAML::Node& n, SlotDef& s, const Layout& out) {
  const std::string text = r.str(n, "show");
  if (text == "true" || text == "yes" || text == "false" || text == "no") {
    s.show = r.boolean(n, "show");
    return;
  }
  const std::size_t eq = text.find('=');
  const bool unless = eq != std::string::npos && eq > 0 && text[eq - 1] == '!';
  const OptionDef* option = eq == std::string::npos ? nullptr : out.option(text.substr(0, unless ? eq - 1 : eq));
  if (!option)
    r.fail(n, "show must be true, false, OPTION=VALUE or OPTION!=VALUE naming one of the game's options, got '" +
                  clip(text) + "'");
  s.show_option = option->name;
  s.show_unless = unless;
  try {
    s.show_value = parse_option_text(*option, text.substr(eq + 1));
  } catch (const Error& e) {
    r.fail(n, std::string("show: ") + e.what());
  }
}

void read_slots(const Reader& r, const YAML::Node& n, Layout& out, bool vars) {
  const std::string section = vars ? "vars" : "counters";
  r.map(n, section);
  r.at_most(n, section);
  for (auto it = n.begin(); it != n.end(); ++it) {
    SlotDef s;
    s.is_var = vars;
    s.name = entry_name(r, it->first, "");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    std::string what = (vars ? "var '" : "counter '") + s.name + "'";
    if (vars)
      r.keys(d, what, {"type", "values", "per", "visibility", "reset", "initial", "show", "label", "doc"});
    else
      r.keys(d, what, {"per", "visibility", "reset", "initial", "show", "label", "doc"});
    if (d["per"]) s.per = read_owner(r, d["per"], "per");
    if (d["visibility"]) {
      s.visibility = read_visibility(r, d["visibility"], "visibility");
      if (s.visibility == Visibility::Top || s.visibility == Visibility::Pile)
        r.fail(d["visibility"], std::string("visibility '") + (s.visibility == Visibility::Top ? "top" : "pile") +
                                    "' is for zones only");
    }
    if (d["reset"]) s.reset_each_deal = r.pick<bool>(d["reset"], "reset", {{"match", false}, {"deal", true}});
    if (d["type"])
      s.type = r.pick<SlotType>(d["type"], "type",
                                {{"int", SlotType::Int},
                                 {"bool", SlotType::Bool},
                                 {"seat", SlotType::Seat},
                                 {"card", SlotType::Card},
                                 {"enum", SlotType::Enum},
                                 {"flags", SlotType::Flags},
                                 {"suit", SlotType::Suit},
                                 {"seats", SlotType::Seats}});
    if (d["values"]) {
      if (s.type != SlotType::Enum && s.type != SlotType::Flags)
        r.fail(d["values"], "values belong to types enum and flags");
      if (!d["values"].IsSequence()) r.fail(d["values"], "values must be a list");
      if (s.type == SlotType::Flags && d["values"].size() > 62) r.fail(d["values"], "flags take at most 62 names");
      r.at_most(d["values"], "values");
      for (const auto& v : d["values"]) s.values.push_back(r.str(v, "value"));
    }
    if ((s.type == SlotType::Enum || s.type == SlotType::Flags) && s.values.empty())
      r.fail(d, what + " of type " + (s.type == SlotType::Enum ? "enum" : "flags") + " needs values");
    if (d["initial"] && d["initial"].IsMap()) {
      // An int that starts at an option's value (Fan Tan's chips at start_chips).
      const YAML::Node from = d["initial"];
      r.keys(from, "initial", {"option"});
      if (!from["option"]) r.fail(from, "initial is a value, a formula or {option: NAME}");
      const OptionDef* o = out.option(r.str(from["option"], "initial.option"));
      if (s.type != SlotType::Int || !o || o->type != OptionType::Int)
        r.fail(from["option"], "initial.option must name an int option, for an int counter or var");
      s.initial_formula = read_formula(r, from["option"], FormulaType::Int, out);
    } else if (d["initial"] && s.type == SlotType::Int && is_formula(d["initial"], out)) {
      s.initial_formula = read_formula(r, d["initial"], FormulaType::Int, out);
    } else if (d["initial"] && vars && s.type == SlotType::Int && d["initial"].IsScalar() &&
               d["initial"].Scalar() == "none") {
      s.may_be_none = true;
      s.initial = kNoneValue;
    } else if (d["initial"]) {
      s.initial = read_initial(r, d["initial"], s, out);
    }
    if (d["doc"]) s.doc = r.str(d["doc"], "doc");
    if (d["label"]) s.label = r.str(d["label"], "label");
    if (const YAML::Node show = d["show"]) read_show(r, show, s, out);
    s.where = r.where(it->first);
    const int first = out.slot_index(s.name);
    // Counters and vars share one namespace: g:get reads either.
    check_new_entry(r, it->first, "'" + s.name + "' (as a counter or var)", out.slots,
                    first < 0 ? nullptr : &out.slots[std::size_t(first)], "counters and vars");
    out.slots.push_back(s);
  }
}

void read_moves(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "moves");
  r.at_most(n, "moves");
  for (auto it = n.begin(); it != n.end(); ++it) {
    MoveDef m;
    m.verb = it->first.Scalar();
    if (m.verb.empty() || !std::all_of(m.verb.begin(), m.verb.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
      r.fail(it->first, "move verb '" + clip(m.verb) + "' must be lower-case letters");
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    const std::string what = "move '" + m.verb + "'";
    // yaml-cpp assignment writes through to the node, so pick the argument node at construction.
    const YAML::Node arg = d.IsMap() ? d["arg"] : d;
    if (d.IsMap()) {
      r.keys(d, what, {"arg", "words", "min", "max", "doc"});
      if (d["doc"]) m.doc = r.str(d["doc"], "doc");
      if (d["words"]) {
        if (!d["words"].IsSequence() || d["words"].size() == 0) r.fail(d["words"], "words must be a non-empty list");
        r.at_most(d["words"], "words");
        for (const auto& w : d["words"]) m.words.push_back(r.str(w, "word"));
        m.arg = ArgKind::Word;
      }
    }
    if (arg && !arg.IsNull()) {
      ArgKind k = r.pick<ArgKind>(arg, what + " argument",
                                  {{"none", ArgKind::None},
                                   {"card", ArgKind::Card},
                                   {"words", ArgKind::Word},
                                   {"number", ArgKind::Number},
                                   {"groups", ArgKind::Groups},
                                   {"cards", ArgKind::Cards},
                                   {"card_to", ArgKind::CardTo},
                                   {"card_with", ArgKind::CardWith}});
      if (k == ArgKind::Word && m.words.empty()) r.fail(arg, what + " takes words: list them under 'words'");
      if (k != ArgKind::Word && !m.words.empty()) r.fail(arg, what + " lists words, so its argument is 'words'");
      m.arg = k;
    }
    if (m.arg == ArgKind::Number) {
      if (!d["max"]) r.fail(d, what + " takes a number: give its range with 'min:' (default 0) and 'max:'");
      if (d["min"]) m.min = r.integer(d["min"], what + " min", INT32_MIN, INT32_MAX);
      m.max_number = {what + " max", m.min, m.min + kMaxNumberSpan, 0, nullptr, {}};
      read_number(r, d["max"], m.max_number, out);
      m.max = m.max_number.formula ? m.min + kMaxNumberSpan : m.max_number.constant;
    } else if (d.IsMap() && (d["min"] || d["max"])) {
      r.fail(d["min"] ? d["min"] : d["max"], "min and max belong to a move with 'arg: number'");
    }
    m.where = r.where(it->first);
    const int first = out.move_index(m.verb);
    check_new_entry(r, it->first, what, out.moves, first < 0 ? nullptr : &out.moves[std::size_t(first)], "moves");
    out.moves.push_back(m);
  }
}

// An option's default as written: a value of its type, or for an int or bool option a formula.
void read_option_default(const Reader& r, const YAML::Node& n, OptionDef& o, const Layout& layout) {
  o.default_where = r.where(n);
  if ((o.type == OptionType::Int || o.type == OptionType::Bool) && is_formula(n, layout)) {
    o.default_formula = read_formula(r, n, o.type == OptionType::Int ? FormulaType::Int : FormulaType::Bool, layout);
    return;
  }
  const Json value = r.value_json(n);
  try {
    o.default_value = check_option_value(o, value, "");
  } catch (const Error& e) {
    r.fail(n, e.what());
  }
}

// Defaults read each other: none may come round to itself.
void check_default_cycles(const Layout& layout) {
  std::vector<std::string> path;
  std::vector<const OptionDef*> done;
  auto visit = [&](const OptionDef& o, auto&& self) -> void {
    if (std::find(done.begin(), done.end(), &o) != done.end()) return;
    auto seen = std::find(path.begin(), path.end(), o.name);
    if (seen != path.end()) {
      std::vector<std::string> cycle(seen, path.end());
      cycle.push_back(o.name);
      const OptionDef& first = *layout.option(*seen);
      std::string chain;
      for (const auto& name : cycle) chain += (chain.empty() ? "" : " -> ") + name;
      throw Error(first.default_where.prefix() + "the default of option '" + first.name +
                  "' depends on itself: " + chain);
    }
    path.push_back(o.name);
    if (o.default_formula)
      for (const auto& name : o.default_formula->options_read()) self(*layout.option(name), self);
    path.pop_back();
    done.push_back(&o);
  };
  for (const auto& o : layout.options) visit(o, visit);
}

void read_options(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "options");
  r.at_most(n, "options");
  // Declarations first: a default may read any option, declared before it or after.
  const std::size_t first_new = out.options.size();
  for (auto it = n.begin(); it != n.end(); ++it) {
    OptionDef o;
    o.name = entry_name(r, it->first, "option");
    o.where = r.where(it->first);
    const YAML::Node d = it->second;  // a copy: it-> yields a temporary
    const std::string what = "option '" + o.name + "'";
    r.keys(d, what, {"type", "default", "min", "max", "values", "doc"});
    if (!d["type"]) r.fail(d, what + " needs a type (int, bool, enum, rank, list)");
    o.type = r.pick<OptionType>(d["type"], "type",
                                {{"int", OptionType::Int},
                                 {"bool", OptionType::Bool},
                                 {"enum", OptionType::Enum},
                                 {"rank", OptionType::Rank},
                                 {"list", OptionType::IntList}});
    if (d["min"]) o.min = r.integer(d["min"], "min");
    if (d["max"]) o.max = r.integer(d["max"], "max");
    if (o.min > o.max) r.fail(d, what + " has min above max");
    if (d["values"]) {
      if (o.type != OptionType::Enum) r.fail(d["values"], "values belong to type enum");
      if (!d["values"].IsSequence() || d["values"].size() == 0) r.fail(d["values"], "values must be a non-empty list");
      r.at_most(d["values"], "values");
      for (const auto& v : d["values"]) o.values.push_back(r.str(v, "value"));
    }
    if (o.type == OptionType::Enum && o.values.empty()) r.fail(d, what + " of type enum needs values");
    if (!d["default"]) r.fail(d, what + " needs a default");
    if (d["doc"]) o.doc = r.str(d["doc"], "doc");
    check_new_entry(r, it->first, what, out.options, out.option(o.name), "options");
    out.options.push_back(o);
  }
  std::size_t k = first_new;
  for (auto it = n.begin(); it != n.end(); ++it, ++k) {
    OptionDef& o = out.options[k];
    read_option_default(r, it->second["default"], o, out);
  }
  check_default_cycles(out);
}

// Whether `name`, written in a file of folder `dir`, stays inside `root` (dir or a folder above
// it): as written, with no '..' leaving it, and with symlinks followed. Nothing is opened.
bool stays_inside(const fs::path& root, const fs::path& dir, const std::string& name) {
  // A NUL would cut the name short where the system reads it, after these checks saw all of it.
  auto control = [](char c) { return std::iscntrl(static_cast<unsigned char>(c)) != 0; };
  if (name.empty() || std::any_of(name.begin(), name.end(), control)) return false;
  fs::path rel(name);
  if (rel.has_root_path()) return false;
  auto within = [](const fs::path& base, const fs::path& p) {
    fs::path up = p.lexically_relative(base);
    return !up.empty() && *up.begin() != "..";
  };
  if (!within(root, (dir / rel).lexically_normal())) return false;
  std::error_code ec;
  fs::path real_root = fs::weakly_canonical(root, ec);
  if (ec) return false;
  fs::path real = fs::weakly_canonical(dir / rel, ec);
  return !ec && within(real_root, real);
}

// A rules file a layout names: checked before anything is opened, since its text ends up in
// parse errors.
std::string rules_path(const Reader& r, const YAML::Node& n, const fs::path& dir) {
  std::string name = r.str(n, "rules");
  if (fs::path(name).extension() != ".lua" || !stays_inside(dir, dir, name))
    r.fail(n, "rules file '" + clip(name) + "' must be a .lua file inside the folder of this file");
  fs::path p = dir / name;
  if (!regular_file(p))
    r.fail(n, "rules file '" + clip(name) + "' not found next to " + fs::path(r.file()).filename().string());
  return p.lexically_normal().string();
}

// The folder an extends path may reach: the game folder this file lies in (a house rule in
// fantan/tests/house may extend fantan/variants/x.yaml), else the file's own folder.
fs::path extends_root(const fs::path& dir) {
  for (fs::path p = dir;; p = p.parent_path()) {
    if (regular_file(p / "game.yaml")) return p;
    if (p == p.parent_path()) return dir;
  }
}

// extends: an id (a game, or a variant next to this file) is looked up when the spec is made; a
// path (a .yaml file or a game folder, relative to this file) is checked here.
void read_extends(const Reader& r, const YAML::Node& n, const fs::path& dir, VariantDef& v) {
  v.extends = r.str(n, "extends");
  v.extends_where = r.where(n);
  const bool is_path = v.extends.find('/') != std::string::npos || fs::path(v.extends).extension() == ".yaml";
  if (is_path ? !stays_inside(extends_root(dir), dir, v.extends) : !valid_name(v.extends))
    r.fail(n, "extends '" + clip(v.extends) +
                  "' must be a game or variant id, or a .yaml file or game folder inside the folder of this file "
                  "or of its game");
  if (is_path) v.extends_path = (dir / v.extends).lexically_normal().string();
}

VariantDef read_variant(const Reader& r, const std::string& file) {
  std::uint64_t text_digest = 0;
  YAML::Node root = r.load(&text_digest);
  r.keys(root, "a variant file", {"variant", "extends", "summary", "players", "add", "options", "rules"});
  VariantDef v;
  v.file = fs::absolute(file).lexically_normal().string();
  v.text_digest = text_digest;
  const fs::path dir = fs::path(v.file).parent_path();
  v.where = Location{file, 1, 1};
  v.id = fs::path(file).stem().string();
  if (root["variant"]) {
    std::string id = r.str(root["variant"], "variant");
    if (id != v.id)
      r.fail(root["variant"], "variant id '" + clip(id) + "' differs from the file name '" + clip(v.id) + "'");
  }
  if (!root["extends"]) r.fail(root, "a variant needs 'extends:' (a game or another variant)");
  read_extends(r, root["extends"], dir, v);
  if (root["summary"]) v.summary = r.str(root["summary"], "summary");
  if (root["players"]) v.players = int(r.integer(root["players"], "players", 1, kMaxPlayers));
  if (const YAML::Node options = root["options"]) {
    r.map(options, "options");
    r.at_most(options, "options");
    // Option names are checked against the game when the spec is made; these marks let that
    // error point at this file.
    for (auto it = options.begin(); it != options.end(); ++it) {
      const std::string name = it->first.Scalar();
      v.options[name] = r.value_json(it->second);
      v.option_key_where[name] = r.where(it->first);
      v.option_where[name] = r.where(it->second);
    }
  }
  if (const YAML::Node add = root["add"]) {
    r.keys(add, "add", {"options", "zones", "counters", "vars", "moves"});
    v.additions = std::make_shared<const VariantAdditions>(VariantAdditions{add});
  }
  if (root["rules"]) v.rules_file = rules_path(r, root["rules"], dir);
  return v;
}

// deal: { from: ZONE, to: [ZONE, ...], each: N or a formula (an int option's name, say) }
void read_deal(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "deal");
  r.keys(n, "deal", {"from", "to", "each", "turn_up", "then"});
  for (const char* key : {"from", "to"})
    if (!n[key]) r.fail(n, std::string("deal needs '") + key + ":'");
  Layout::Deal& deal = out.deal;
  deal.from_zone = mechanic_zone(r, n["from"], "deal: from", Owner::Table, out);
  const YAML::Node to = n["to"];
  if (!to.IsSequence() || to.size() == 0) r.fail(to, "deal: to must be a list of zones");
  r.at_most(to, "deal: to");
  for (const auto& z : to) {
    const std::string name = r.str(z, "deal: to");
    const int def = out.zone_index(name);
    if (def < 0) r.fail(z, "deal: to names no zone: '" + clip(name) + "'");
    if (def == deal.from_zone) r.fail(z, "deal: to cannot name the zone dealt from, '" + name + "'");
    if (out.zones[std::size_t(def)].owner == Owner::Team)
      r.fail(z, "deal: to '" + name + "' must be a zone of the table or of each seat");
    deal.to_zones.push_back(def);
  }
  if (const YAML::Node each = n["each"]) read_number(r, each, deal.each, out, true);
  if (const YAML::Node up = n["turn_up"]) {
    r.map(up, "deal: turn_up ({ to: ZONE, suit: VAR })");
    r.keys(up, "deal: turn_up", {"to", "suit"});
    if (!up["to"]) r.fail(up, "deal: turn_up needs 'to:', the table zone the card is turned up to");
    deal.turn_up_zone = mechanic_zone(r, up["to"], "deal: turn_up: to", Owner::Table, out);
    if (deal.turn_up_zone == deal.from_zone)
      r.fail(up["to"],
             "deal: turn_up: to cannot be the zone dealt from, '" + out.zones[std::size_t(deal.from_zone)].name + "'");
    if (up["suit"])
      deal.turn_up_suit =
          named_slot(r, up["suit"], "deal: turn_up: suit", table_var(SlotType::Suit, "the turned card's suit"), out);
  }
  if (const YAML::Node then = n["then"]) deal.then_mechanic = turns_mechanic(r, then, "deal: then", out);
}

void read_bot_defaults(const Reader& r, const YAML::Node& n, Layout& out) {
  r.map(n, "bots");
  r.at_most(n, "bots");
  for (auto it = n.begin(); it != n.end(); ++it) {
    Layout::BotDefaults bot;
    bot.bot = entry_name(r, it->first, "bot");
    bot.where = r.where(it->first);
    const std::string what = "bots: " + bot.bot;
    r.map(it->second, what + " (its options, as in ismcts: { iterations: 500 })");
    r.at_most(it->second, what);
    for (auto o = it->second.begin(); o != it->second.end(); ++o)
      bot.options.emplace_back(entry_name(r, o->first, "bot option"),
                               r.str(o->second, what + ": " + o->first.Scalar()));
    out.bot_defaults.push_back(std::move(bot));
  }
}

std::shared_ptr<const Layout> read_layout(const Reader& r, const fs::path& dir) {
  std::uint64_t text_digest = 0;
  YAML::Node root = r.load(&text_digest);
  r.keys(root, "game.yaml",
         {"game",    "name",       "summary", "players",           "teams", "deck",  "zones", "counters", "vars",
          "moves",   "move_order", "options", "mechanics",         "deal",  "score", "wins",  "conserve", "stats_by",
          "metrics", "bots",       "rules",   "remember_positions"});
  auto layout = std::make_shared<Layout>();
  layout->folder = dir.string();
  layout->file = r.file();
  layout->text_digest = text_digest;
  if (!root["game"]) r.fail(root, "game.yaml needs 'game:' (the game id)");
  layout->id = r.str(root["game"], "game");
  if (!valid_name(layout->id)) r.fail(root["game"], "game id may use only letters, digits, _ and -");
  layout->name = root["name"] ? r.str(root["name"], "name") : layout->id;
  if (root["summary"]) layout->summary = r.str(root["summary"], "summary");
  if (!root["players"]) r.fail(root, "game.yaml needs 'players:' with min and max");
  read_players(r, root["players"], *layout);
  if (root["teams"]) read_teams(r, root["teams"], *layout);
  if (!root["zones"]) r.fail(root, "game.yaml needs 'zones:'");
  read_zones(r, root["zones"], *layout);
  // Options first: the deck, counters and the deal may follow them.
  if (root["options"]) read_options(r, root["options"], *layout);
  if (root["deck"]) read_deck(r, root["deck"], *layout);
  if (root["counters"]) read_slots(r, root["counters"], *layout, false);
  if (root["vars"]) read_slots(r, root["vars"], *layout, true);
  if (!root["moves"]) r.fail(root, "game.yaml needs 'moves:' (each verb and its argument)");
  read_moves(r, root["moves"], *layout);
  // Before the mechanics: one that lists card moves lists them in this order.
  if (root["move_order"]) {
    enum class Written { AceLow, AceHigh, Text };
    const Written order =
        r.pick<Written>(root["move_order"], "move_order",
                        {{"ace_low", Written::AceLow}, {"ace_high", Written::AceHigh}, {"text", Written::Text}});
    if (order == Written::Text) {
      layout->move_order = Layout::MoveOrder::Text;
    } else if (layout->rank_order_declared) {
      r.fail(root["move_order"], "deck.order sets where the aces rank: move_order may only be 'text' beside it");
    } else if (order == Written::AceHigh) {
      layout->rank_order = RankOrder::aces_high();
    }
  }
  if (root["mechanics"]) read_mechanics(r, root["mechanics"], *layout);
  if (root["deal"]) read_deal(r, root["deal"], *layout);
  if (!layout->teams_option.empty()) {
    const OptionDef* o = layout->option(layout->teams_option);
    if (!o || o->type != OptionType::Bool) r.fail(root["teams"]["when"], "teams.when must name a bool option");
  }
  if (root["score"]) {
    layout->score_slot = r.str(root["score"], "score");
    if (layout->slot_index(layout->score_slot) < 0)
      r.fail(root["score"], "score names no counter: '" + clip(layout->score_slot) + "'");
  }
  if (const YAML::Node wins = root["wins"]; wins && wins.IsMap()) {
    // Solitaire and cooperative games: a var says whether the match was won, by every seat.
    r.keys(wins, "wins", {"when"});
    if (!wins["when"]) r.fail(wins, "wins is highest, lowest or { when: VAR }");
    const std::string name = r.str(wins["when"], "wins.when");
    const int slot = layout->slot_index(name);
    if (slot < 0 || layout->slots[std::size_t(slot)].type != SlotType::Bool ||
        layout->slots[std::size_t(slot)].per != Owner::Table || !layout->slots[std::size_t(slot)].is_var)
      r.fail(wins["when"], "wins.when must name a table bool var, true when the match is won: '" + clip(name) + "'");
    layout->won_slot = slot;
  } else if (wins) {
    layout->lowest_score_wins = r.pick<bool>(wins, "wins", {{"highest", false}, {"lowest", true}});
  }
  if (root["remember_positions"])
    layout->remember_positions = r.boolean(root["remember_positions"], "remember_positions");
  if (root["stats_by"]) {
    layout->stats_by = r.str(root["stats_by"], "stats_by");
    int i = layout->slot_index(layout->stats_by);
    if (i < 0 || layout->slots[std::size_t(i)].per != Owner::Table)
      r.fail(root["stats_by"], "stats_by names no table counter or var: '" + clip(layout->stats_by) + "'");
  }
  if (root["conserve"]) {
    if (!root["conserve"].IsSequence()) r.fail(root["conserve"], "conserve must be a list of counters");
    r.at_most(root["conserve"], "conserve");
    for (const auto& c : root["conserve"]) {
      std::string name = r.str(c, "conserve");
      int i = layout->slot_index(name);
      if (i < 0 || layout->slots[std::size_t(i)].is_var) r.fail(c, "conserve names no counter: '" + clip(name) + "'");
      layout->conserved.push_back(name);
    }
  }
  if (root["metrics"]) {
    if (!root["metrics"].IsSequence())
      r.fail(root["metrics"], "metrics must be a list of int, bool or enum counters and vars");
    r.at_most(root["metrics"], "metrics");
    for (const auto& m : root["metrics"]) {
      std::string name = r.str(m, "metrics");
      const int i = layout->slot_index(name);
      const bool countable = i >= 0 && (layout->slots[std::size_t(i)].type == SlotType::Int ||
                                        layout->slots[std::size_t(i)].type == SlotType::Bool ||
                                        layout->slots[std::size_t(i)].type == SlotType::Enum);
      if (!countable) r.fail(m, "metrics names no int, bool or enum counter or var: '" + clip(name) + "'");
      if (layout->slots[std::size_t(i)].may_be_none)
        r.fail(m, "metrics cannot sum '" + clip(name) + "', an int that may be none");
      layout->metrics.push_back(name);
    }
  }
  if (root["bots"]) read_bot_defaults(r, root["bots"], *layout);
  if (root["rules"]) {
    layout->rules_file = rules_path(r, root["rules"], dir);
  } else {
    if (!regular_file(dir / "rules.lua")) r.fail(root, "no rules.lua next to game.yaml (or name one with 'rules:')");
    // The default name gets the check of a named one: a rules.lua linked to a file outside.
    if (!stays_inside(dir, dir, "rules.lua"))
      r.fail(root, "rules file 'rules.lua' must be a .lua file inside the folder of this file");
    layout->rules_file = (dir / "rules.lua").string();
  }
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir / "variants", ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".yaml") files.push_back(it->path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) layout->variants.push_back(load_variant(f.string()));
  return layout;
}

}  // namespace

VariantDef read_variant_file(const std::string& file) {
  Reader r(file);
  return r.guard([&] { return read_variant(r, file); });
}

std::shared_ptr<const Layout> extend_layout(const std::shared_ptr<const Layout>& base, const VariantDef& variant) {
  if (!variant.additions) return base;
  Reader r(variant.where.file);
  return r.guard([&] {
    auto out = std::make_shared<Layout>(*base);
    const YAML::Node& add = variant.additions->node;
    // In game.yaml's order: a counter may start at an option's value.
    if (add["options"]) read_options(r, add["options"], *out);
    if (add["zones"]) read_zones(r, add["zones"], *out);
    if (add["counters"]) read_slots(r, add["counters"], *out, false);
    if (add["vars"]) read_slots(r, add["vars"], *out, true);
    if (add["moves"]) read_moves(r, add["moves"], *out);
    return std::shared_ptr<const Layout>(std::move(out));
  });
}

std::shared_ptr<const Layout> read_layout_folder(const std::string& folder) {
  fs::path dir = fs::absolute(folder).lexically_normal();
  fs::path file = dir / "game.yaml";
  if (!regular_file(file)) throw Error(file.string() + ": no game.yaml in this folder");
  Reader r(file.string());
  return r.guard([&] { return read_layout(r, dir); });
}

}  // namespace cardrt
