// Reading `type: melds` from game.yaml into a MeldsMechanic (its kinds, the Canasta family's zones and turns), with the
// layout's errors.
#include "cardrt/melds_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

namespace {

// melds turns: { draw, pickup, meld, add, discard, stock, pile, draw_count, pickup_size,
// match_wild, phase, player, opened, minimum, rules_seats, rules_cards }.
MeldTurnsDef read_meld_turns(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  r.map(n, what);
  r.keys(n, what,
         {"draw", "pickup", "meld", "add", "discard", "stock", "pile", "draw_count", "pickup_size", "match_wild",
          "phase", "player", "opened", "minimum", "rules_seats", "rules_cards"});
  for (const char* key : {"draw", "meld", "add", "discard", "stock", "pile", "phase", "opened", "minimum"})
    if (!n[key]) r.fail(n, what + " needs '" + key + ":'");
  MeldTurnsDef m;
  m.discard_verb = turns_verb(r, n["discard"], what + ": discard", ArgKind::Card, out);
  m.draw_verb = turns_verb(r, n["draw"], what + ": draw", ArgKind::None, out);
  m.meld_verb = turns_verb(r, n["meld"], what + ": meld", ArgKind::Groups, out);
  m.add_verb = turns_verb(r, n["add"], what + ": add", ArgKind::Groups, out);
  if (n["pickup"]) m.pickup_verb = turns_verb(r, n["pickup"], what + ": pickup", ArgKind::Groups, out);
  m.stock_zone = mechanic_zone(r, n["stock"], what + ": stock", Owner::Table, out);
  m.pile_zone = mechanic_zone(r, n["pile"], what + ": pile", Owner::Table, out);
  if (n["draw_count"]) m.draw_count = int(r.integer(n["draw_count"], what + ": draw_count", 1, 20));
  // A number (or true/false) as written, or the option of that name.
  if (const YAML::Node v = n["pickup_size"]) {
    m.pickup_size_option = named_option(r, v, what + ": pickup_size", OptionType::Int, out);
    if (m.pickup_size_option.empty())
      m.pickup_size = int(r.integer(v, what + ": pickup_size (a number or an int option)", 0, 100000));
  }
  if (const YAML::Node v = n["match_wild"]) {
    m.match_wild_option = named_option(r, v, what + ": match_wild", OptionType::Bool, out);
    if (m.match_wild_option.empty()) m.match_wild = r.boolean(v, what + ": match_wild (true, false or a bool option)");
  }
  m.phase_slot = named_slot(r, n["phase"], what + ": phase",
                            table_var(SlotType::Enum, "its values draw and meld are the mechanic's phases"), out);
  const auto& phases = out.slots[std::size_t(m.phase_slot)].values;
  for (auto [name, value] : {std::pair<const char*, int*>{"draw", &m.draw_phase}, {"meld", &m.meld_phase}}) {
    const auto at = std::find(phases.begin(), phases.end(), name);
    if (at == phases.end()) r.fail(n["phase"], what + ": phase needs the values draw and meld");
    *value = int(at - phases.begin()) + 1;
  }
  if (n["player"]) m.player_slot = named_slot(r, n["player"], what + ": player", table_var(SlotType::Seat), out);
  m.opened_slot = named_slot(r, n["opened"], what + ": opened",
                             {WantedSlot::Kind::Var, SlotType::Bool, Owner::Team, "the side has opened"}, out);
  m.minimum_slot =
      named_slot(r, n["minimum"], what + ": minimum", table_var(SlotType::Int, "the opening minimum"), out);
  if (n["rules_seats"])
    m.rules_seat_slot =
        named_slot(r, n["rules_seats"], what + ": rules_seats",
                   {WantedSlot::Kind::Var, SlotType::Bool, Owner::Seat, "the rules play its turns"}, out);
  if (const YAML::Node cards = n["rules_cards"]) {
    const std::string names = r.str(cards, what + ": rules_cards");
    try {
      for (Card c : parse_cards(names)) m.rules_cards |= card_bit(c);
    } catch (const Error& e) {
      r.fail(cards, what + ": rules_cards: " + e.what());
    }
  }
  return m;
}

// `values:` of a melds mechanic, rank or card → value, into kinds.value.
void read_meld_values(const Reader& r, const YAML::Node& values, const std::string& what, MeldKinds& kinds) {
  r.map(values, what + ": values");
  std::vector<std::pair<std::string, std::int64_t>> written;
  for (auto it = values.begin(); it != values.end(); ++it)
    written.emplace_back(r.str(it->first, what + ": values key"),
                         r.integer(it->second, what + ": values", -1000000, 1000000));
  try {
    kinds.read_values(written);
  } catch (const Error& e) {
    r.fail(values, what + ": " + e.what());
  }
}

// `size: [min, max]` of a meld kind.
void read_kind_size(const Reader& r, const YAML::Node& size, const std::string& what, int most, int& min, int& max) {
  if (!size.IsSequence() || size.size() != 2) r.fail(size, what + ": size must be [smallest, largest]");
  min = int(r.integer(size[0], what + ": size", 1, most));
  max = int(r.integer(size[1], what + ": size", min, most));
}

// Runs `read`, whose Error becomes a failure at `n` naming the mechanic.
template <class Read>
void reading(const Reader& r, const YAML::Node& n, const std::string& what, Read read) {
  try {
    read();
  } catch (const Error& e) {
    r.fail(n, what + ": " + e.what());
  }
}

// `wilds:` and `naturals_per_wild:`, which both spellings of a melds mechanic write alike.
void read_meld_wilds(const Reader& r, const YAML::Node& d, const std::string& what, MeldKinds& kinds) {
  if (const YAML::Node wilds = d["wilds"]) {
    const std::string text = r.str(wilds, what + ": wilds");
    reading(r, wilds, what, [&] { kinds.read_wilds(text); });
  }
  if (const YAML::Node per = d["naturals_per_wild"])
    kinds.naturals_per_wild = int(r.integer(per, what + ": naturals_per_wild", 0, 100));
}

// The kinds as `sets:` and `runs:` declare them, with the wild cards, how many one meld may hold
// and each card's value (unlisted: the ace 1, 2-10 their pips, jacks, queens and kings 10, the
// joker 0). `ranks` gets the set ranks in the order written (none when sets: lists none).
MeldKinds read_meld_kinds(const Reader& r, const YAML::Node& d, const std::string& what, std::vector<int>& ranks) {
  MeldKinds kinds;
  for (int c = 0; c < 52; ++c) kinds.value[std::size_t(c)] = std::min(rank_of(Card(c)), 10);
  read_meld_wilds(r, d, what, kinds);
  if (const YAML::Node sets = d["sets"]) {
    r.keys(sets, what + ": sets", {"size", "distinct_suits", "ranks", "wilds_only"});
    kinds.set.allowed = true;
    if (sets["size"]) read_kind_size(r, sets["size"], what + ": sets", 8 * 4, kinds.set.min, kinds.set.max);
    if (sets["distinct_suits"])
      kinds.set.distinct_suits = r.boolean(sets["distinct_suits"], what + ": sets: distinct_suits");
    if (sets["wilds_only"]) kinds.set.wilds_only = r.boolean(sets["wilds_only"], what + ": sets: wilds_only");
    kinds.set.ranks = kEveryRank & ~std::uint16_t(1u << kinds.wild_rank);
    if (const YAML::Node listed = sets["ranks"]) {
      const std::string text = r.str(listed, what + ": sets: ranks");
      reading(r, listed, what, [&] { ranks = read_ranks(text, "sets: ranks"); });
      kinds.set.ranks = 0;
      for (int rank : ranks) kinds.set.ranks |= std::uint16_t(1u << rank);
      if (kinds.wild_rank && kinds.set.of_rank(kinds.wild_rank))
        r.fail(listed, what + ": sets: ranks lists " + rank_char(kinds.wild_rank) + ", which is wild");
    }
  }
  if (const YAML::Node runs = d["runs"]) {
    r.keys(runs, what + ": runs", {"size", "ace", "wrap"});
    kinds.run.allowed = true;
    if (runs["size"]) read_kind_size(r, runs["size"], what + ": runs", kRanks, kinds.run.min, kinds.run.max);
    if (runs["ace"])
      kinds.run.ace = r.pick<AceIn>(runs["ace"], what + ": runs: ace",
                                    {{"low", AceIn::Low}, {"high", AceIn::High}, {"both", AceIn::Both}});
    if (runs["wrap"]) kinds.run.wrap = r.boolean(runs["wrap"], what + ": runs: wrap");
  }
  const bool any_wild = kinds.wild_rank != 0 || kinds.joker_wild;
  // One wild a meld, unless the naturals per wild set the limit.
  kinds.max_wilds = d["wilds_per_meld"]      ? int(r.integer(d["wilds_per_meld"], what + ": wilds_per_meld", 0, 12))
                    : !any_wild              ? 0
                    : d["naturals_per_wild"] ? kAnyWilds
                                             : 1;
  if (const YAML::Node values = d["values"]) read_meld_values(r, values, what, kinds);
  return kinds;
}

// The Canasta family's older spelling of its kinds: `naturals:` (the set ranks, in target
// order), `size: [smallest meld, book size]`, `naturals_per_wild:`, `wild_melds:`, and values
// that default to 0.
MeldRules read_older_meld_rules(const Reader& r, const YAML::Node& d, const std::string& what) {
  MeldRules rules;
  const std::string naturals = r.str(d["naturals"], what + ": naturals");
  reading(r, d["naturals"], what, [&] { rules.read_naturals(naturals); });
  read_meld_wilds(r, d, what, rules.kinds);
  if (const YAML::Node size = d["size"]) {
    if (!size.IsSequence() || size.size() != 2) r.fail(size, what + ": size must be [smallest meld, book size]");
    rules.kinds.set.min = int(r.integer(size[0], what + ": size", 1, kMaxBookSize));
    rules.kinds.set.max = int(r.integer(size[1], what + ": size", 1, kMaxBookSize));
  }
  rules.kinds.set.wilds_only = d["wild_melds"] && r.boolean(d["wild_melds"], what + ": wild_melds");
  if (const YAML::Node values = d["values"]) read_meld_values(r, values, what, rules.kinds);
  return rules;
}

// type: melds. The kinds of meld, and for the Canasta family the zones and counters they play
// on: the seats' hand, one meld zone per target (the `melds` prefix + 4, 5, ..., wild) and the
// books of each side. Its kinds may be written the older way (read_older_meld_rules).
MeldTable read_melds(const Reader& r, const YAML::Node& key, const YAML::Node& d, const std::string& what,
                     const Layout& out) {
  r.keys(d, what,
         {"type", "sets", "runs", "wilds", "wilds_per_meld", "naturals_per_wild", "values", "hand", "melds", "books",
          "book_counters", "turns", "naturals", "size", "wild_melds", "doc"});
  const bool older = bool(d["naturals"]);
  for (const char* key_name : older ? std::vector<const char*>{"sets", "runs", "wilds_per_meld"}
                                    : std::vector<const char*>{"size", "wild_melds"})
    if (d[key_name])
      r.fail(d[key_name], what + ": '" + key_name + "' " +
                              (older ? "does not go with 'naturals:', the older way to write sets"
                                     : "goes with 'naturals:'; with sets: write sets: { size, wilds_only }"));
  if (!older && !d["sets"] && !d["runs"]) r.fail(key, what + " needs 'sets:' or 'runs:' (or both)");
  const bool on_zones = older || d["hand"] || d["melds"] || d["books"] || d["book_counters"];
  if (on_zones)
    for (const char* required : {"hand", "melds", "books"})
      if (!d[required]) r.fail(key, what + " needs '" + required + ":'");
  MeldTable table;
  MeldRules& rules = table.rules;
  if (older) {
    rules = read_older_meld_rules(r, d, what);
  } else {
    std::vector<int> ranks;
    rules.kinds = read_meld_kinds(r, d, what, ranks);
    reading(r, key, what, [&] { rules.kinds.check(); });
    if (!on_zones) return table;
    // The targets: the set ranks as written, else every rank but the wild one, ace first.
    if (ranks.empty())
      for (int rank = 1; rank <= kRanks; ++rank)
        if (rules.kinds.set.of_rank(rank)) ranks.push_back(rank);
    rules.set_targets(ranks);
  }
  reading(r, key, what, [&] { rules.check(); });
  table.hand_zone = mechanic_zone(r, d["hand"], what + ": hand", Owner::Seat, out);
  table.books_zone = mechanic_zone(r, d["books"], what + ": books", Owner::Team, out);
  const std::string prefix = r.str(d["melds"], what + ": melds");
  for (int t = 0; t < rules.targets(); ++t) {
    const std::string zone = prefix + rules.target_name(t);
    const int def = out.zone_index(zone);
    if (def < 0 || out.zones[std::size_t(def)].owner != Owner::Team)
      r.fail(d["melds"], what + ": melds needs a zone of each team named '" + clip(zone) + "'");
    table.meld_zone[std::size_t(t)] = def;
  }
  if (const YAML::Node counters = d["book_counters"]) {
    r.keys(counters, what + ": book_counters", {"clean", "dirty", "wild"});
    for (int kind = 0; kind < 3; ++kind) {
      const YAML::Node counter = counters[book_kind_name(kind)];
      if (counter)
        table.book_counter[std::size_t(kind)] =
            named_slot(r, counter, what + ": book_counters: " + book_kind_name(kind),
                       {WantedSlot::Kind::Counter, SlotType::Int, Owner::Team}, out);
      else if (kind != kWild || rules.wild_melds())
        r.fail(counters, what + ": book_counters needs '" + book_kind_name(kind) + "'");
    }
  }
  for (const char* verb : {"meld", "add", "pickup"}) {
    const int move = out.move_index(verb);
    if (move >= 0 && out.moves[std::size_t(move)].arg != ArgKind::Groups)
      r.fail(key, what + ": the move '" + verb + "' must take groups (arg: groups)");
  }
  return table;
}

}  // namespace

// Melds: their kinds, the Canasta family's zones and the turns they may take.
std::shared_ptr<const Mechanic> read_melds_mechanic(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                                    const std::string& what, Layout& out) {
  auto m = std::make_shared<MeldsMechanic>();
  m->melds = read_melds(r, key, d, what, out);
  if (d["turns"] && m->melds.hand_zone < 0)
    r.fail(d["turns"], what + ": turns: are the Canasta family's; they need hand:, melds: and books:");
  if (d["turns"]) m->turns = read_meld_turns(r, d["turns"], what + ": turns", out);
  return m;
}

}  // namespace cardrt
