// `cardrt play`'s screen: a seat's view laid out from game.yaml for any game, the numbered moves,
// the cards a seat gained since its last screen, and what a move took from the table's piles.
#include "play_screen.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "cardrt/card.hpp"
#include "cardrt/table.hpp"
#include "commands.hpp"

namespace cardrt::cli {

namespace {

// A value from a view: hidden or unset values are null.
std::string value_text(const Json& value) {
  if (value.is_null()) return "-";
  if (value.is_string()) return value.get<std::string>();
  if (value.is_array()) {
    std::vector<std::string> items;
    for (const auto& item : value) items.push_back(value_text(item));
    return items.empty() ? "-" : join(items, "+");
  }
  return json_text(value);
}

// Cards as listed, or sorted for a player's own zone (its order means nothing there and a sorted
// hand is easier to read): by suit then rank, or by rank when the layout says `sort: rank`; under
// declared trumps, the trumps last, the strongest at the end (Euchre's bowers beside the ace).
struct CardOrder {
  bool sorted = false;
  RankOrder ranks;
  bool by_rank = false;
  std::vector<Card> trumps;  // strongest first
};
// The cards counted as trumps in a view (its tricks' `trumps`), strongest first.
std::vector<Card> view_trumps(const Json& view) {
  std::vector<Card> out;
  if (!view.contains("tricks")) return out;
  for (const auto& [name, shown] : view.at("tricks").items())
    if (shown.contains("trumps"))
      for (const auto& card : shown.at("trumps")) out.push_back(*parse_card(card.get<std::string>()));
  return out;
}
// Where a card goes in a sorted hand.
int card_key(Card c, const CardOrder& order) {
  if (const auto at = std::find(order.trumps.begin(), order.trumps.end(), c); at != order.trumps.end())
    return 10000 - int(at - order.trumps.begin());
  const int rank = is_joker(c) ? 15 : order.ranks.place(rank_of(c));
  return order.by_rank ? rank * 8 + (is_joker(c) ? 0 : suit_of(c)) : (is_joker(c) ? 99 : suit_of(c)) * 16 + rank;
}

// One zone entry of a view: its cards, or what the viewer may know of them. Cards in `fresh` (new
// to the viewer since his last screen) are marked with a star.
std::string zone_text(const Json& entry, CardOrder order = {}, std::map<std::string, int> fresh = {}) {
  // Laid melds show as laid, one group after another: their order is the meld's.
  if (entry.contains("melds")) {
    std::vector<std::string> melds;
    for (const auto& meld : entry.at("melds")) melds.push_back(join(meld.get<std::vector<std::string>>(), " "));
    return join(melds, " | ");
  }
  if (entry.contains("cards")) {
    auto names = entry.at("cards").get<std::vector<std::string>>();
    if (order.sorted) {
      std::vector<Card> cards;
      for (const auto& name : names) cards.push_back(*parse_card(name));
      std::stable_sort(cards.begin(), cards.end(),
                       [&](Card a, Card b) { return card_key(a, order) < card_key(b, order); });
      names.clear();
      for (Card c : cards) names.push_back(card_name(c));
    }
    for (auto& name : names)
      if (auto mark = fresh.find(name); mark != fresh.end() && mark->second > 0) {
        --mark->second;
        name += "*";
      }
    // A pile's face-down cards first, as a count under its face-up ones: "[3 down] 9H 8S".
    const int down = entry.contains("face_down") ? entry.at("face_down").get<int>() : 0;
    const std::string under = down ? "[" + std::to_string(down) + " down]" : "";
    if (names.empty()) return down ? under : "-";
    return (down ? under + " " : "") + join(names, " ");
  }
  auto count = entry.at("count").get<std::int64_t>();
  std::string text = std::to_string(count) + (count == 1 ? " card" : " cards");
  if (entry.contains("top")) text += ", top " + entry.at("top").get<std::string>();
  return text;
}

// "team 1+3", or "seat 2" for a team of one (a partnership game played alone).
std::string team_label(const std::vector<int>& seats) {
  return (seats.size() == 1 ? "seat " : "team ") + join(seats, "+");
}

// "seat 2" or "team 1+3" for a zone entry, and whether `seat` is (in) its owner.
std::string owner_label(const Json& entry) {
  if (entry.contains("seat")) return "seat " + std::to_string(entry.at("seat").get<int>());
  return team_label(entry.at("team").get<std::vector<int>>());
}
bool owned_by(const Json& entry, int seat) {
  if (entry.contains("seat")) return entry.at("seat").get<int>() == seat;
  auto team = entry.at("team").get<std::vector<int>>();
  return std::find(team.begin(), team.end(), seat) != team.end();
}

// A counter's or var's value as the screen says it: a seat as "seat 3", seats as "seats 1+3".
std::string slot_value_text(const SlotDef& def, const Json& value) {
  if (def.type == SlotType::Seat && !value.is_null()) return "seat " + value_text(value);
  if (def.type == SlotType::Seats && !value.empty())
    return (value.size() == 1 ? "seat " : "seats ") + value_text(value);
  return value_text(value);
}

// A counter's values: one for the table, else one per seat or team (in the spec's order).
std::string counter_text(const GameSpec& spec, const SlotDef& def, const Json& values) {
  if (def.per == Owner::Table) return slot_value_text(def, values);
  std::vector<std::string> items;
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::string owner = def.per == Owner::Team ? team_label(spec.teams[i]) : "seat " + std::to_string(i + 1);
    items.push_back(owner + " " + slot_value_text(def, values[i]));
  }
  return join(items, ", ");
}

// How the seat's own zones are sorted on its screen.
CardOrder hand_order(const Layout& layout, const ZoneDef& def, const Json& view) {
  return CardOrder{true, layout.rank_order, def.sort_by_rank, view_trumps(view)};
}

// Zones named PREFIX_KEY that share their prefix and owner kind with another zone (Hand and
// Foot's meld_7, meld_K, ...): shown as one line per owner, "meld: 7: 7C 7D 2C; K: KC KD KH".
std::map<std::string, std::vector<std::size_t>> zone_families(const Layout& layout) {
  std::map<std::string, std::vector<std::size_t>> by_prefix;
  const std::vector<bool> row_zone = layout.row_zones();
  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const std::string& name = layout.zones[d].name;
    std::size_t cut = name.find('_');
    if (cut == std::string::npos || cut == 0 || row_zone[d]) continue;
    by_prefix[name.substr(0, cut)].push_back(d);
  }
  std::map<std::string, std::vector<std::size_t>> families;
  for (auto& [prefix, defs] : by_prefix) {
    const auto& owner = layout.zones[defs[0]].owner;
    bool same_owner =
        std::all_of(defs.begin(), defs.end(), [&](std::size_t d) { return layout.zones[d].owner == owner; });
    if (defs.size() > 1 && same_owner) families[prefix] = defs;
  }
  return families;
}

// The zones a tricks mechanic shows trick by trick (print_tricks) rather than as piles.
std::vector<bool> trick_zones(const Layout& layout) {
  std::vector<bool> trick_zone(layout.zones.size(), false);
  for (const MechanicDef& m : layout.mechanics)
    if (const std::optional<TrickPiles> piles = m.unit->trick_piles())
      trick_zone[std::size_t(piles->trick)] = trick_zone[std::size_t(piles->won)] = true;
  return trick_zone;
}

// "your hand" of one player, "your team's melds" of a side of several.
std::string own_label(const GameSpec& spec, Owner owner, int seat) {
  const bool side = owner == Owner::Team && spec.teams[std::size_t(spec.team_of_seat[std::size_t(seat)])].size() > 1;
  return side ? "your team's " : "your ";
}

// The zones `seat` sees: its own first (its hand), then the table's rows together (each under its
// suit), then the other table zones that hold cards, then the other seats' and teams' zones.
// Families of zones print as one line per owner; empty public zones outside one's hand are left out.
// Only a seat's own cards are sorted: a team zone's order (a meld, books in order) is the rules'.
// The cards of its own seat zones that are new since its last screen are marked.
void print_zones(const GameSpec& spec, const Json& view, int seat, SeenCards& seen) {
  const Layout& layout = *spec.layout;
  const Json& zones = view.at("zones");
  const int deal = view.at("deal").get<int>();
  std::vector<std::string> own, rows, others;
  bool rows_in_use = false;
  bool marked = false;
  auto empty_public = [](const ZoneDef& def, const Json& entry) {
    return def.visibility == Visibility::Public && entry.at("count").get<int>() == 0;
  };
  // One's own seat zone, sorted, its new cards marked.
  auto own_seat_zone = [&](const ZoneDef& def, const Json& entry) {
    std::map<std::string, int> fresh;
    if (entry.contains("cards")) {
      fresh = seen.gained(seat, deal, def.name, entry.at("cards").get<std::vector<std::string>>());
      marked = marked || !fresh.empty();
    }
    return zone_text(entry, hand_order(layout, def, view), fresh);
  };
  auto families = zone_families(layout);
  const std::vector<bool> trick_zone = trick_zones(layout);
  const std::vector<bool> row_zone = layout.row_zones();
  std::vector<bool> in_family(layout.zones.size(), false);
  for (const auto& [prefix, defs] : families)
    for (std::size_t d : defs) in_family[d] = true;

  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const ZoneDef& def = layout.zones[d];
    const Json& zone = zones.at(def.name);
    if (trick_zone[d]) continue;
    if (in_family[d]) {
      auto family = std::find_if(families.begin(), families.end(), [&](const auto& f) { return f.second[0] == d; });
      if (family == families.end()) continue;  // printed with the family's first zone
      const auto& [prefix, defs] = *family;
      int owners = def.owner == Owner::Table ? 1 : int(zone.size());
      for (int i = 0; i < owners; ++i) {
        std::vector<std::string> parts;
        for (std::size_t member : defs) {
          const ZoneDef& m = layout.zones[member];
          const Json& entry = m.owner == Owner::Table ? zones.at(m.name) : zones.at(m.name)[std::size_t(i)];
          if (entry.at("count").get<int>() == 0) continue;
          bool mine_alone = m.owner == Owner::Seat && owned_by(entry, seat);
          parts.push_back(m.name.substr(prefix.size() + 1) + ": " +
                          (mine_alone ? own_seat_zone(m, entry) : zone_text(entry)));
        }
        if (parts.empty()) continue;
        const Json& first = def.owner == Owner::Table ? zone : zone[std::size_t(i)];
        std::string text = join(parts, "; ");
        if (def.owner == Owner::Table)
          others.push_back(prefix + ": " + text);
        else if (owned_by(first, seat))
          own.push_back(own_label(spec, def.owner, seat) + prefix + ": " + text);
        else
          others.push_back(prefix + " " + owner_label(first) + ": " + text);
      }
      continue;
    }
    if (def.owner == Owner::Table) {
      if (row_zone[d]) {
        rows.push_back(def.shown_name() + ": " + zone_text(zone));
        rows_in_use = rows_in_use || zone.at("count").get<int>() > 0;
      } else if (zone.at("count").get<int>() > 0)
        others.push_back(def.shown_name() + ": " + zone_text(zone));
      continue;
    }
    for (const auto& entry : zone) {
      if (owned_by(entry, seat)) {
        if (def.owner == Owner::Team && empty_public(def, entry)) continue;
        own.push_back(own_label(spec, def.owner, seat) + def.shown_name() + ": " +
                      (def.owner == Owner::Seat ? own_seat_zone(def, entry) : zone_text(entry)));
      } else if (!empty_public(def, entry)) {
        others.push_back(def.shown_name() + " " + owner_label(entry) + ": " + zone_text(entry));
      }
    }
  }
  for (const auto& line : own) std::cout << line << "\n";
  if (marked) std::cout << "(* new since your last move)\n";
  if (rows_in_use) {
    std::cout << "table:\n";
    for (const auto& line : rows) std::cout << "  " << line << "\n";
  }
  for (const auto& line : others) std::cout << line << "\n";
}

// "2C (seat 1), KD (seat 2)": cards of a trick with the seat that played each.
std::string trick_text(const Json& cards) {
  std::vector<std::string> parts;
  for (const auto& c : cards)
    parts.push_back(c.at("card").get<std::string>() + " (seat " + std::to_string(c.at("seat").get<int>()) + ")");
  return join(parts, ", ");
}

// For each tricks mechanic: the trick going on with who played each card, the last trick and
// who took it, and the tricks each seat has taken this deal.
void print_tricks(const GameSpec& spec, const Json& view) {
  if (!view.contains("tricks")) return;
  for (const MechanicDef& m : spec.layout->mechanics) {
    const std::optional<TrickPiles> piles = m.unit->trick_piles();
    if (!piles) continue;
    const Json& t = view.at("tricks").at(m.name);
    const Json& current = t.at("current");
    if (current.empty() && t.at("last").is_null()) continue;  // no trick played yet this deal
    std::cout << "trick: " << (current.empty() ? "-" : trick_text(current)) << "\n";
    if (!t.at("last").is_null())
      std::cout << "last trick, taken by seat " << t.at("last").at("winner").get<int>() << ": "
                << trick_text(t.at("last").at("cards")) << "\n";
    std::vector<std::string> taken;
    const Json& per_seat = t.at("taken");
    for (std::size_t seat = 1; seat <= per_seat.size(); ++seat)
      taken.push_back("seat " + std::to_string(seat) + " " + json_text(per_seat[seat - 1]));
    std::cout << "tricks taken: " << join(taken, ", ") << "\n";
  }
}

// The counters and vars the layout shows (`show:`), one per line under their label, except the one
// the scores are read from, which names the scores line.
void print_counters(const Match& match, const Json& view) {
  const GameSpec& spec = match.spec();
  const int score_slot = match.state().score_slot;
  const Json& counters = view.at("counters");
  for (std::size_t d = 0; d < spec.layout->slots.size(); ++d) {
    const SlotDef& def = spec.layout->slots[d];
    if (!def.shown(spec.options) || !counters.contains(def.name) || int(d) == score_slot) continue;
    std::cout << (def.label.empty() ? def.name : def.label) << ": " << counter_text(spec, def, counters.at(def.name))
              << "\n";
  }
  // A game won or lost rather than scored (a patience) has no scores to show.
  if (score_slot < 0 && spec.won_slot >= 0) return;
  std::vector<std::string> scores;
  if (score_slot >= 0 && spec.layout->slots[std::size_t(score_slot)].per == Owner::Team) {
    for (const auto& team : spec.teams)
      scores.push_back(team_label(team) + " " + value_text(view.at("scores")[std::size_t(team[0] - 1)]));
  } else {
    for (std::size_t i = 0; i < view.at("scores").size(); ++i)
      scores.push_back("seat " + std::to_string(i + 1) + " " + value_text(view.at("scores")[i]));
  }
  std::cout << "scores" << (score_slot < 0 ? "" : " (" + spec.layout->slots[std::size_t(score_slot)].name + ")") << ": "
            << join(scores, ", ") << "\n";
}

// The cards of table instance `zone` in `state`, as names in the zone's order.
std::vector<Card> cards_of(const TableView& table, int zone) {
  return std::vector<Card>(table.cards(zone), table.cards(zone) + table.count(zone));
}

}  // namespace

NumberedMoves numbered_moves(const Match& match) {
  const Layout& layout = *match.spec().layout;
  const MoveList& legal = match.legal_moves();
  CardOrder hand{true, layout.rank_order, false, view_trumps(match.view(0))};
  for (const ZoneDef& z : layout.zones)
    if (z.owner == Owner::Seat) {
      hand.by_rank = z.sort_by_rank;
      break;
    }
  std::vector<std::size_t> first_of_verb(layout.moves.size(), legal.size());
  for (std::size_t i = legal.size(); i-- > 0;) first_of_verb[legal[i].verb] = i;
  auto key = [&](std::size_t i) {
    const bool card = layout.moves[legal[i].verb].arg == ArgKind::Card;
    return std::pair<std::size_t, std::size_t>{first_of_verb[legal[i].verb],
                                               card ? std::size_t(card_key(legal[i].card, hand)) : i};
  };
  NumberedMoves out;
  for (std::size_t i = 0; i < legal.size(); ++i) out.index.push_back(i);
  std::stable_sort(out.index.begin(), out.index.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
  const std::vector<std::string> texts = match.legal_texts();
  for (std::size_t i : out.index) out.texts.push_back(texts[i]);
  return out;
}

void print_moves(const std::vector<std::string>& moves, const std::string& only) {
  constexpr std::size_t kFoldAbove = 40, kVerbShown = 12;
  std::map<std::string, std::size_t> per_verb;
  for (const auto& m : moves) ++per_verb[m.substr(0, m.find(' '))];
  const bool fold = only.empty() && moves.size() > kFoldAbove;
  std::string line;
  std::vector<std::string> folded;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    std::string verb = moves[i].substr(0, moves[i].find(' '));
    if (!only.empty() && moves[i].compare(0, only.size(), only) != 0) continue;
    if (fold && per_verb[verb] > kVerbShown) {
      if (folded.empty() || folded.back() != verb) folded.push_back(verb);
      continue;
    }
    std::string item = std::to_string(i + 1) + ") " + moves[i];
    if (!line.empty() && line.size() + 2 + item.size() > 78) {
      std::cout << line << "\n";
      line.clear();
    }
    line += (line.empty() ? "" : "  ") + item;
  }
  if (!line.empty()) std::cout << line << "\n";
  for (const auto& verb : folded)
    std::cout << per_verb[verb] << " '" << verb << "' moves: type '" << verb << "' (or its start, like '" << verb
              << " 7') to list them\n";
}

std::map<std::string, int> SeenCards::gained(int seat, int deal, const std::string& zone,
                                             const std::vector<std::string>& cards) {
  Seen& seen = seen_[seat];
  if (seen.deal != deal) seen = Seen{deal, {}};
  std::map<std::string, int> fresh;
  auto before = seen.zones.find(zone);
  if (before != seen.zones.end()) {
    for (const auto& card : cards) ++fresh[card];
    for (const auto& card : before->second)
      if (auto it = fresh.find(card); it != fresh.end() && --it->second == 0) fresh.erase(it);
  }
  seen.zones[zone] = cards;
  return fresh;
}

void show_screen(const Match& match, int seat, const NumberedMoves& moves, SeenCards& seen) {
  const Json view = match.view(seat);
  std::cout << "\nSeat " << seat << " to move (deal " << view.at("deal").get<int>() << ", dealer seat "
            << value_text(view.at("dealer")) << ")\n";
  if (view.at("direction") == "right") std::cout << "play goes to the right this deal\n";
  if (const Json& out = view.at("sitting_out"); !out.empty())
    std::cout << (out.size() == 1 ? "sitting this deal out: seat " : "sitting this deal out: seats ")
              << join(out.get<std::vector<int>>(), ", ") << "\n";
  print_zones(match.spec(), view, seat, seen);
  print_tricks(match.spec(), view);
  for (const auto& line : match.display(seat)) std::cout << line << "\n";
  print_counters(match, view);
  print_moves(moves.texts);
}

std::string taken_from_piles(const Match& match, const State& before, int seat) {
  const GameSpec& spec = match.spec();
  const TableView then(spec, before), now(spec, match.state());
  // What the mover's own zones and his side's hold now that they did not before.
  std::map<Card, int> gained;
  for (std::size_t d = 0; d < spec.layout->zones.size(); ++d) {
    if (spec.layout->zones[d].owner == Owner::Table) continue;
    const int zone = spec.zone_at(int(d), seat);
    for (Card c : cards_of(now, zone)) ++gained[c];
    for (Card c : cards_of(then, zone)) --gained[c];
  }
  const std::vector<bool> trick_zone = trick_zones(*spec.layout);
  std::vector<std::string> piles;
  for (std::size_t d = 0; d < spec.layout->zones.size(); ++d) {
    const ZoneDef& def = spec.layout->zones[d];
    if (def.owner != Owner::Table || trick_zone[d] || def.visibility == Visibility::Owner ||
        def.visibility == Visibility::Hidden)
      continue;
    const int zone = spec.zone_at(int(d), seat);
    std::map<Card, int> left;  // the pile's cards still there, to match against its old ones
    for (Card c : cards_of(now, zone)) ++left[c];
    std::vector<std::string> taken;
    for (Card c : cards_of(then, zone)) {
      if (left[c] > 0) {
        --left[c];
      } else if (gained[c] > 0) {
        --gained[c];
        taken.push_back(card_name(c));
      }
    }
    if (!taken.empty()) piles.push_back("from " + def.shown_name() + ": " + join(taken, " "));
  }
  return join(piles, "; ");
}

void print_rules(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  std::cout << layout.name << ": " << layout.summary << "\n";
  if (!spec.variant.empty()) std::cout << "variant " << spec.variant << ": " << spec.variant_summary << "\n";
  std::cout << count_text(spec.players, "player");
  if (spec.teams.size() < std::size_t(spec.players)) {
    std::vector<std::string> sides;
    for (const auto& team : spec.teams) sides.push_back(join(team, "+"));
    std::cout << ", partners " << join(sides, " and ");
  }
  std::cout << "\n";
  if (!layout.options.empty()) {
    std::cout << "options in play:\n";
    std::vector<std::vector<std::string>> rows;
    for (const auto& def : layout.options)
      rows.push_back({def.name + "=" + option_value_text(def, spec.options.at(def.name)), def.doc});
    print_columns(std::cout, rows, "  ");
  }
  std::cout << "moves:\n";
  print_columns(std::cout, move_rows(spec), "  ");
  const std::string readme = layout.folder + "/README.md";
  if (std::filesystem::exists(readme)) std::cout << "the rules in full: " << readme << "\n";
}

std::vector<std::string> laid_meld_lines(const GameSpec& spec, const Json& view) {
  std::vector<std::string> lines;
  for (const ZoneDef& def : spec.layout->zones) {
    const Json& zone = view.at("zones").at(def.name);
    const auto line = [&](const Json& entry, const std::string& owner) {
      if (entry.contains("melds")) lines.push_back(owner + def.shown_name() + ": " + zone_text(entry));
    };
    if (def.owner == Owner::Table)
      line(zone, "");
    else
      for (const auto& entry : zone) line(entry, owner_label(entry) + " ");
  }
  return lines;
}

}  // namespace cardrt::cli
