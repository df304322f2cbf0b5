// `cardrt play`: one match on the terminal, people typing moves on stdin and bots for the other seats.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>

#include "card_style.hpp"
#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "commands.hpp"

namespace cardrt::cli {

namespace {

struct PlayArgs {
  SelectionArgs select;
  std::string human = "1";
  std::string bots = "random";
  std::string record_file;
  bool plain = false;
};

// "1", "1,3", "all", or "none" (also "0") → which seats people play; index = seat.
std::vector<bool> human_seats(const std::string& text, int players) {
  std::vector<bool> human(std::size_t(players) + 1, false);
  if (text == "none" || text == "0") return human;
  if (text == "all") {
    std::fill(human.begin() + 1, human.end(), true);
    return human;
  }
  std::size_t start = 0;
  while (true) {
    std::size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    int seat = 0;
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), seat);
    if (ec != std::errc() || end != part.data() + part.size() || seat < 1 || seat > players)
      throw Error("--human: '" + part + "' is not a seat of this " + std::to_string(players) +
                  "-player game (give seats like 1,3, or all, or none)");
    human[std::size_t(seat)] = true;
    if (comma == std::string::npos) return human;
    start = comma + 1;
  }
}

std::string seat_list(const std::vector<int>& seats) {
  return (seats.size() == 1 ? "seat " : "seats ") + join(seats, ", ");
}

std::string signed_text(std::int64_t value) { return (value > 0 ? "+" : "") + std::to_string(value); }

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

// One zone entry of a view: its cards, or what the viewer may know of them.
// Cards as listed, or sorted for a player's own zone (its order means nothing there and a sorted
// hand is easier to read): by suit then rank, or by rank when the layout says `sort: rank`.
struct CardOrder {
  bool sorted = false;
  bool ace_high = false;
  bool by_rank = false;
};
// Where a card goes in a sorted hand.
int card_key(Card c, const CardOrder& order) {
  const int rank = is_joker(c) ? 15 : order.ace_high && rank_of(c) == 1 ? 14 : rank_of(c);
  return order.by_rank ? rank * 8 + (is_joker(c) ? 0 : suit_of(c)) : (is_joker(c) ? 99 : suit_of(c)) * 16 + rank;
}

std::string zone_text(const Json& entry, CardOrder order = {}) {
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
    return names.empty() ? "-" : join(names, " ");
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

// A counter's values: one for the table, else one per seat or team (in the spec's order).
// With only_set, values that are not set (0, false, none, empty) are left out, and "" means none.
std::string counter_text(const GameSpec& spec, const SlotDef& def, const Json& values) {
  if (def.per == Owner::Table) return value_text(values);
  std::vector<std::string> items;
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::string owner = def.per == Owner::Team ? team_label(spec.teams[i]) : "seat " + std::to_string(i + 1);
    items.push_back(owner + " " + value_text(values[i]));
  }
  return join(items, ", ");
}

// The legal moves as the screen numbers them: verbs in the order they first appear, and a verb's
// card moves in the order the player's hand is sorted (not the byte order of their texts).
struct NumberedMoves {
  std::vector<std::string> texts;  // in the screen's order; number k is texts[k - 1]
  std::vector<std::size_t> index;  // each one's index in the legal list
};
NumberedMoves numbered_moves(const Match& match) {
  const Layout& layout = *match.spec().layout;
  const MoveList& legal = match.legal_moves();
  CardOrder hand{true, layout.move_order == Layout::MoveOrder::AceHigh, false};
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

// Numbered moves (number k is the k-th of the list). `only` keeps the moves starting with it; a
// long list shows verbs with many moves as a count, to be listed by typing the verb.
void print_moves(const std::vector<std::string>& moves, const std::string& only = "") {
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

// Zones named PREFIX_KEY that share their prefix and owner kind with another zone (Hand and
// Foot's meld_7, meld_K, ...): shown as one line per owner, "meld: 7: 7C 7D 2C; K: KC KD KH".
std::map<std::string, std::vector<std::size_t>> zone_families(const Layout& layout) {
  std::map<std::string, std::vector<std::size_t>> by_prefix;
  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const std::string& name = layout.zones[d].name;
    std::size_t cut = name.find('_');
    if (cut == std::string::npos || cut == 0 || name.rfind("row_", 0) == 0) continue;
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

// The zones `seat` sees: its own first (its hand), then the table's rows (zones named row_*)
// together, then the other table zones that hold cards, then the other seats' and teams' zones.
// Families of zones print as one line per owner; empty public zones outside one's hand are left out.
// Only a seat's own cards are sorted: a team zone's order (a meld, books in order) is the rules'.
void print_zones(const GameSpec& spec, const Json& zones, int seat) {
  const Layout& layout = *spec.layout;
  std::vector<std::string> own, rows, others;
  bool rows_in_use = false;
  auto order_of = [&](const ZoneDef& def) {
    return CardOrder{true, layout.move_order == Layout::MoveOrder::AceHigh, def.sort_by_rank};
  };
  auto empty_public = [](const ZoneDef& def, const Json& entry) {
    return def.visibility == Visibility::Public && entry.at("count").get<int>() == 0;
  };
  auto families = zone_families(layout);
  // A tricks mechanic's trick and won zones are shown trick by trick (print_tricks).
  std::vector<bool> trick_zone(layout.zones.size(), false);
  for (const MechanicDef& m : layout.mechanics)
    if (m.kind == MechanicKind::Tricks)
      trick_zone[std::size_t(m.tricks.trick_zone)] = trick_zone[std::size_t(m.tricks.won_zone)] = true;
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
          bool mine = m.owner != Owner::Table && owned_by(entry, seat);
          parts.push_back(m.name.substr(prefix.size() + 1) + ": " +
                          zone_text(entry, mine && m.owner == Owner::Seat ? order_of(m) : CardOrder{}));
        }
        if (parts.empty()) continue;
        const Json& first = def.owner == Owner::Table ? zone : zone[std::size_t(i)];
        std::string text = join(parts, "; ");
        if (def.owner == Owner::Table)
          others.push_back(prefix + ": " + text);
        else if (owned_by(first, seat))
          own.push_back((def.owner == Owner::Team ? "your team's " : "your ") + prefix + ": " + text);
        else
          others.push_back(prefix + " " + owner_label(first) + ": " + text);
      }
      continue;
    }
    if (def.owner == Owner::Table) {
      if (def.name.rfind("row_", 0) == 0) {
        rows.push_back(def.name + ": " + zone_text(zone));
        rows_in_use = rows_in_use || zone.at("count").get<int>() > 0;
      } else if (zone.at("count").get<int>() > 0)
        others.push_back(def.name + ": " + zone_text(zone));
      continue;
    }
    for (const auto& entry : zone) {
      if (owned_by(entry, seat)) {
        if (def.owner == Owner::Team && empty_public(def, entry)) continue;
        own.push_back((def.owner == Owner::Team ? "your team's " : "your ") + def.name + ": " +
                      zone_text(entry, def.owner == Owner::Seat ? order_of(def) : CardOrder{}));
      } else if (!empty_public(def, entry)) {
        others.push_back(def.name + " " + owner_label(entry) + ": " + zone_text(entry));
      }
    }
  }
  for (const auto& line : own) std::cout << line << "\n";
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
    if (m.kind != MechanicKind::Tricks) continue;
    const Json& t = view.at("tricks").at(m.name);
    const Json& current = t.at("current");
    if (current.empty() && t.at("last").is_null()) continue;  // no trick played yet this deal
    std::cout << "trick: " << (current.empty() ? "-" : trick_text(current)) << "\n";
    if (!t.at("last").is_null())
      std::cout << "last trick, taken by seat " << t.at("last").at("winner").get<int>() << ": "
                << trick_text(t.at("last").at("cards")) << "\n";
    std::vector<std::string> taken;
    for (const auto& entry : view.at("zones").at(spec.layout->zones[std::size_t(m.tricks.won_zone)].name))
      taken.push_back("seat " + std::to_string(entry.at("seat").get<int>()) + " " +
                      std::to_string(entry.at("count").get<int>() / spec.players));
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

// Everything `seat` may see (its view; works for any game.yaml), then its legal moves, numbered.
void show_screen(Match& match, int seat, const NumberedMoves& moves) {
  const Json view = match.view(seat);
  std::cout << "\nSeat " << seat << " to move (deal " << view.at("deal").get<int>() << ", dealer seat "
            << value_text(view.at("dealer")) << ")\n";
  print_zones(match.spec(), view.at("zones"), seat);
  print_tricks(match.spec(), view);
  for (const auto& line : match.display(seat)) std::cout << line << "\n";
  print_counters(match, view);
  print_moves(moves.texts);
}

// Typed text as the legal list spells it: verb in lower case, the rest upper case, single spaces.
std::string lowercase_verb(const std::string& line) {
  std::string out;
  bool in_verb = true;
  for (char c : line) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      in_verb = false;
      continue;
    }
    out += char(in_verb ? std::tolower(static_cast<unsigned char>(c)) : std::toupper(static_cast<unsigned char>(c)));
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// A typed group move with '+' or at least two cards is meant to be played (and is then read by
// the rules in any order); a bare verb or a verb and one word asks for a list.
bool looks_complete(const std::string& line) {
  if (line.find('+') != std::string::npos) return true;
  std::size_t words = 0;
  bool in_word = false;
  for (char c : line) {
    bool space = std::isspace(static_cast<unsigned char>(c));
    if (!space && !in_word) ++words;
    in_word = !space;
  }
  return words >= 3;
}

// Asks the person at `seat` until a legal move is made: a number from the list or a move's text
// (a verb alone, or the start of moves, lists the matching ones).
// Returns false when they stop instead ("quit", "q", or the end of the input).
// What `help` (or `?`) prints: the commands and the ways to type a move.
void print_help(const Layout& layout) {
  std::cout << "Type a move as its number, as its text (" << layout.moves.front().verb
            << (layout.moves.front().arg == ArgKind::Card ? " 7H" : "")
            << "), or as a card alone when one move plays it (7h, 10h).\n"
               "A verb or the start of a move lists the moves that begin so (meld, add K).\n"
               "Commands: moves (the numbered list again), help or ? (this), quit or q (stop).\n";
}

// The legal moves that play `card` (whatever their verb): what a bare card typed means.
std::vector<std::size_t> moves_of_card(const Match& match, Card card) {
  std::vector<std::size_t> found;
  const MoveList& legal = match.legal_moves();
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (match.spec().layout->moves[legal[i].verb].arg == ArgKind::Card && legal[i].card == card) found.push_back(i);
  return found;
}

bool human_move(Match& match, int seat, bool echo) {
  const NumberedMoves moves = numbered_moves(match);
  show_screen(match, seat, moves);
  std::string line;
  while (true) {
    std::cout << "> " << std::flush;
    if (!std::getline(std::cin, line)) {
      std::cout << "\n";
      return false;
    }
    // Piped input is not shown by a terminal; echoing it keeps the transcript readable.
    if (echo) std::cout << line << "\n";
    std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    if (line == "quit" || line == "q") return false;
    // The screen's own words, unless the game has a move of that name.
    const bool game_verb = match.spec().layout->move_index(lowercase_verb(line)) >= 0;
    if (!game_verb && (line == "help" || line == "?")) {
      print_help(*match.spec().layout);
      continue;
    }
    if (!game_verb && line == "moves") {
      print_moves(moves.texts);
      continue;
    }
    try {
      std::size_t number = 0;
      auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), number);
      if (end == line.data() + line.size()) {
        const std::size_t count = moves.index.size();
        if (ec != std::errc() || number < 1 || number > count)
          throw Error("there is no move " + line + ": give 1 to " + std::to_string(count) + " or a move");
        match.apply(moves.index[number - 1]);
      } else if (auto card = parse_card(line); card && !game_verb) {
        const std::vector<std::size_t> found = moves_of_card(match, *card);
        if (found.size() == 1) {
          match.apply(found[0]);
        } else {
          std::vector<std::string> texts;
          for (std::size_t k = 0; k < moves.index.size(); ++k)
            if (std::find(found.begin(), found.end(), moves.index[k]) != found.end())
              texts.push_back(std::to_string(k + 1) + ") " + moves.texts[k]);
          throw Error(found.empty() ? "no move plays " + card_name(*card) + " now; type moves to see the moves"
                                    : card_name(*card) + " is played by several moves: " + join(texts, "  "));
        }
      } else {
        // A verb or the start of moves lists those moves; any other text is played.
        std::string start = lowercase_verb(line);
        const std::vector<std::string>& legal = moves.texts;
        bool complete = std::find(legal.begin(), legal.end(), start) != legal.end();
        bool starts_some = std::any_of(legal.begin(), legal.end(),
                                       [&](const std::string& m) { return m.compare(0, start.size(), start) == 0; });
        if (!complete && starts_some && !looks_complete(line)) {
          print_moves(legal, start);
          continue;
        }
        match.play(line);
      }
      return true;
    } catch (const Error& e) {
      std::cout << e.what() << "\n";
    }
  }
}

// Prints a header when a deal begins and the seats' gains when it ends, once each.
class DealLog {
 public:
  void update(const Match& match) {
    const int deal = match.deal_number();
    if (deal != headed_) {
      headed_ = deal;
      std::cout << "\n== Deal " << deal << " — dealer seat " << match.dealer() << " ==\n";
    }
    if (match.deal_over() && deal != reported_) {
      reported_ = deal;
      std::cout << "Deal " << deal << " over:\n";
      std::vector<std::vector<std::string>> rows;
      for (int seat = 1; seat <= match.spec().players; ++seat)
        rows.push_back({"seat " + std::to_string(seat), signed_text(match.deal_score(seat, deal)),
                        "total " + std::to_string(match.score(seat))});
      print_columns(std::cout, rows, "  ");
    }
  }

 private:
  int headed_ = 0;
  int reported_ = 0;
};

void print_final(const Match& match) {
  std::cout << "\nMatch over after " << match.deal_number() << (match.deal_number() == 1 ? " deal" : " deals")
            << " and " << match.moves_played() << " moves. Final scores:\n";
  std::vector<std::vector<std::string>> rows;
  for (int seat = 1; seat <= match.spec().players; ++seat)
    rows.push_back({"seat " + std::to_string(seat), std::to_string(match.score(seat))});
  print_columns(std::cout, rows, "  ");
  auto winners = match.winners();
  std::cout << (winners.size() == 1 ? "Winner: " : "Winners: ") << seat_list(winners) << "\n";
}

int run_play(const PlayArgs& args) {
  // Suit symbols and colour on a terminal, for the whole screen.
  std::optional<CardStyle> style;
  if (fancy_cards(args.plain)) style.emplace(std::cout);
  auto spec = make_spec(args.select.selection);
  const std::vector<bool> human = human_seats(args.human, spec->players);
  Lineup bots(args.bots, *spec);
  MatchSetup setup;
  // Without --seed every match is new; the seed is printed so it can be played again.
  setup.seed = args.select.seed ? *args.select.seed : std::random_device{}();
  // A record notes every position, so replaying it checks the game state by state.
  setup.trace = !args.record_file.empty();
  Match match(load_rules(spec), setup);
  Rng bots_rng = bot_rng(setup.seed);
  // Written before the first move, so an unwritable path fails before the game rather than after
  // it, and again at the end; each write replaces the whole file, which always holds a record.
  auto write_record = [&] {
    if (!args.record_file.empty()) write_file_atomic(args.record_file, json_text(make_record(match), 2) + "\n");
  };
  write_record();

  std::vector<int> people;
  for (int seat = 1; seat <= spec->players; ++seat)
    if (human[std::size_t(seat)]) people.push_back(seat);
  std::cout << spec->layout->name << ": " << spec_text(*spec) << "\nseed " << setup.seed << "\n";
  if (people.empty())
    std::cout << "All seats are bots (" << args.bots << ").\n";
  else
    std::cout << "You play " << seat_list(people)
              << "; type a move's number or text; help lists the ways; quit stops.\n";

  const bool echo = !isatty(STDIN_FILENO);
  bots.start_match();
  State before;  // the state each move is made from, for bots that watch the moves
  DealLog log;
  bool quit = false;
  // The rules' messages (g:log), each shown once, as the moves that gave them are made.
  std::size_t messages_shown = 0;
  auto show_messages = [&] {
    for (; messages_shown < match.log().size(); ++messages_shown)
      std::cout << "  > " << match.log()[messages_shown].text << "\n";
  };
  // Waits for Enter (echoed when piped); false on quit or the end of input.
  auto wait_for_enter = [&](const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << "\n";
      return false;
    }
    if (echo) std::cout << line << "\n";
    return line != "quit" && line != "q";
  };
  int last_person = 0;  // the person who saw the screen last, for hot-seat play
  log.update(match);
  show_messages();
  while (!match.over()) {
    // A person reads the deal's result before the next one is dealt.
    if (match.deal_over() && !people.empty() && !wait_for_enter("Press Enter for the next deal (or quit): ")) {
      quit = true;
      break;
    }
    match.next_deal();
    show_messages();
    const int seat = match.to_move();
    log.update(match);
    if (seat == 0) {
      // Only a deal that ended as it was dealt leaves nobody to move.
      if (!match.deal_over()) throw Error(spec->layout->id + ": the rules left no seat to move while the deal goes on");
      continue;
    }
    if (bots.observes()) before = match.state();
    if (human[std::size_t(seat)]) {
      // Several people at one screen: each hand stays hidden until its player is there.
      if (people.size() > 1 && seat != last_person) {
        if (!wait_for_enter("\nSeat " + std::to_string(seat) + "'s turn: the others look away; press Enter: ")) {
          quit = true;
          break;
        }
        if (isatty(STDOUT_FILENO)) std::cout << "\033[2J\033[H";  // clear the screen of the last hand
      }
      last_person = seat;
      if (!human_move(match, seat, echo)) {
        quit = true;
        break;
      }
    } else {
      match.apply(bots.choose(match, bots_rng));
    }
    if (bots.observes()) bots.observe(before, match);
    std::cout << "seat " << seat << ": " << match.history().back() << "\n";
    show_messages();
    log.update(match);
  }
  if (quit)
    std::cout << "bye\n";
  else
    print_final(match);
  write_record();
  return 0;
}

}  // namespace

void add_play_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd = app.add_subcommand("play", "Play a match on the terminal against bots");
  add_selection_options(*cmd, args->select, "a new one each game, shown at the start");
  cmd->add_option("--human", args->human, "Seats people play: 1, 1,3, all, or none (bots only)")
      ->type_name("SEATS")
      ->capture_default_str();
  cmd->add_option("--bots", args->bots,
                  "Bots for the other seats: one for all or one per seat, comma-separated, options after colons "
                  "(ismcts:iterations=500); bots: " +
                      bot_names())
      ->type_name("B")
      ->capture_default_str();
  cmd->add_option("--record", args->record_file, "Write the game record (JSON) to FILE, at the start and at the end")
      ->type_name("FILE");
  cmd->add_flag("--plain", args->plain,
                "Cards as letters (7H), without suit symbols and colour (also when the output is not a terminal, or "
                "with NO_COLOR set)");
  cmd->callback([&chosen, args] { chosen = [args] { return run_play(*args); }; });
}

}  // namespace cardrt::cli
