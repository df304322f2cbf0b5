// `cardrt list`, `rules` and `check`: which games there are, what each offers, whether one loads
// and plays soundly (and, with --determinism, the same way in every process).
#include <algorithm>
#include <iostream>
#include <memory>

#include "cardrt/bots.hpp"
#include "cardrt/checks.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "commands.hpp"
#include "determinism.hpp"

namespace cardrt::cli {

namespace {

struct CheckArgs {
  std::string path;
  std::vector<std::string> dirs;
  std::string variant;                    // only this variant, not the game and all of its variants
  std::vector<std::string> option_texts;  // -o key=value, for every selection checked
  int players = 0;                        // 0: each selection's default
  bool all = false;                       // every selection at every player count the game allows
  int playouts = 10;
  bool determinism = false;  // prove determinism instead of running the check suite
  int seeds = 20;            // matches per run of the determinism proof
  MatchLimits limits;
};

// "4 players: 1+3 against 2+4; 6 players: ..."
std::string teams_text(const Layout& layout) {
  std::vector<std::string> counts;
  for (const auto& [players, teams] : layout.teams) {
    std::vector<std::string> sides;
    for (const auto& team : teams) sides.push_back(join(team, "+"));
    counts.push_back(std::to_string(players) + " players: " + join(sides, " against "));
  }
  std::string text = join(counts, "; ");
  return layout.teams_option.empty() ? text : text + " (when option " + layout.teams_option + " is true)";
}

// A variant file's own option values as written: "passing=free, ante=2".
std::string variant_values(const VariantDef& variant) {
  std::vector<std::string> items;
  for (const auto& [name, value] : variant.options.items())
    items.push_back(name + "=" + (value.is_string() ? value.get<std::string>() : json_text(value)));
  return join(items, ", ");
}

std::string spec_label(const GameSpec& spec) {
  return spec.variant.empty() ? spec.layout->id : spec.layout->id + " (" + spec.variant + ")";
}

// The game and variant, and what the command line chose beyond them: "fantan (parliament), 5
// players, stock=true".
std::string check_label(const GameSpec& spec, const Selection& selection) {
  std::string label = spec_label(spec);
  if (selection.players) label += ", " + count_text(spec.players, "player");
  for (const auto& [key, value] : selection.option_text) label += ", " + key + "=" + value;
  return label;
}

int list_games(const std::vector<std::string>& dirs) {
  int status = 0;
  std::vector<std::vector<std::string>> rows;
  for (const auto& folder : list_game_folders(search_path(dirs))) {
    try {
      auto layout = load_layout(folder);
      rows.push_back({layout->id, players_text(*layout), title_text(*layout)});
      for (const auto& variant : layout->variants) rows.push_back({"  " + variant.id, "", variant.summary});
    } catch (const Error& e) {
      // One broken game does not hide the others.
      std::cerr << "cardrt: " << e.what() << "\n";
      status = 1;
    }
  }
  if (rows.empty() && status == 0) std::cout << "no games found in: " << join(search_path(dirs), ", ") << "\n";
  print_columns(std::cout, rows, "");
  return status;
}

// "2 packs of 52 cards", "5 packs of 54 cards (2 jokers each)", "1 pack of 24 cards (ranks 9 T J Q K
// A, low to high)", with the formula that gave the count when it follows the table: "(decks: if
// players > 5 then 2 else 1)".
std::string deck_text(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  std::string text = std::to_string(spec.decks) + (spec.decks == 1 ? " pack of " : " packs of ") +
                     std::to_string(spec.pack_size()) + " cards";
  std::vector<std::string> parts;
  if (spec.ranks != Shape::kAllRanks || !layout.rank_order.is_aces_low()) {
    std::string ranks;
    for (int place = 1; place <= kRanks; ++place)
      if (const int rank = layout.rank_order.rank_at(place); spec.ranks >> (rank - 1) & 1)
        ranks += std::string(ranks.empty() ? "" : " ") + rank_char(rank);
    parts.push_back("ranks " + ranks + ", low to high");
  }
  if (spec.jokers) parts.push_back(std::to_string(spec.jokers) + (spec.jokers == 1 ? " joker" : " jokers") + " each");
  if (!parts.empty()) text += " (" + join(parts, "; ") + ")";
  std::vector<std::string> formulas;
  for (const TableNumber* n : {&layout.decks, &layout.jokers})
    if (n->formula) formulas.push_back(n->what.substr(n->what.find('.') + 1) + ": " + n->text());
  return formulas.empty() ? text : text + " (" + join(formulas, "; ") + ")";
}

// "values capture: J 8, Q 9, K 10 (the others their number)": a deck.values table, the pack's ranks
// from the lowest, those worth their number left out.
std::string values_text(const GameSpec& spec, const Layout::CardValues& table) {
  std::vector<std::string> worth;
  bool all = true;
  for (int place = 1; place <= kRanks; ++place) {
    const int rank = spec.layout->rank_order.rank_at(place);
    if (!(spec.ranks >> (rank - 1) & 1)) continue;
    if (table.by_rank[std::size_t(rank)] == rank) {
      all = false;
      continue;
    }
    worth.push_back(std::string(1, rank_char(rank)) + " " + std::to_string(table.by_rank[std::size_t(rank)]));
  }
  return "values " + table.name + ": " + (worth.empty() ? "each rank its number" : join(worth, ", ")) +
         (all || worth.empty() ? "" : " (the others their number)");
}

// What follows the cards: "; the next card turned up to up (its suit: trump); then bidding takes
// the turns".
std::string after_deal_text(const Layout& layout) {
  const Layout::Deal& deal = layout.deal;
  std::string text;
  if (deal.turn_up_zone >= 0) {
    text += "; the next card turned up to " + layout.zones[std::size_t(deal.turn_up_zone)].name;
    if (deal.turn_up_suit >= 0) text += " (its suit: " + layout.slots[std::size_t(deal.turn_up_suit)].name + ")";
  }
  if (deal.then_mechanic >= 0)
    text += "; then " + layout.mechanics[std::size_t(deal.then_mechanic)].name + " takes the turns";
  return text;
}

// "5 cards to each hand (each: hand_size)", "the whole pack to each hand in turn".
std::string deal_text(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  std::vector<std::string> zones;
  for (int def : layout.deal.to_zones) {
    const ZoneDef& zone = layout.zones[std::size_t(def)];
    zones.push_back(zone.owner == Owner::Seat ? "each " + zone.name : zone.name);
  }
  const std::string to = join(zones, ", ");
  if (spec.deal_each < 0)
    return "the whole pack from " + layout.zones[std::size_t(layout.deal.from_zone)].name + ", one card at a time to " +
           to + after_deal_text(layout);
  std::string text = std::to_string(spec.deal_each) + (spec.deal_each == 1 ? " card" : " cards") + " to " + to;
  if (layout.deal.each.follows_deal()) text += " at the first deal";
  if (layout.deal.each.formula) text += " (each: " + layout.deal.each.text() + ")";
  return text + after_deal_text(layout);
}

int describe_game(const Selection& selection) {
  auto spec = make_spec(selection);
  const Layout& layout = *spec->layout;
  const bool chosen_variant = !spec->variant.empty();
  std::cout << layout.name << " (" << layout.id << ")";
  if (chosen_variant) std::cout << ", variant " << spec->variant;
  std::cout << "\n";
  const std::string& summary = chosen_variant ? spec->variant_summary : layout.summary;
  if (!summary.empty()) std::cout << "  " << summary << "\n";
  std::cout << "players: " << layout.min_players << " to " << layout.max_players << ", default "
            << layout.default_players << "\n";
  if (!layout.teams.empty()) std::cout << "teams: " << teams_text(layout) << "\n";
  std::cout << "folder: " << layout.folder << "\n";
  // The numbers that follow the table, as they are at this one.
  const bool follows_table = layout.decks.formula || layout.jokers.formula || layout.deal.each.formula ||
                             std::any_of(layout.options.begin(), layout.options.end(),
                                         [](const OptionDef& o) { return o.default_formula != nullptr; });
  const bool chosen_table = selection.players != 0 || !selection.option_text.empty() || !selection.options.empty();
  if (follows_table || chosen_table)
    std::cout << "at this table (" << count_text(spec->players, "player")
              << (chosen_table ? "" : "; choose with --players N") << "):\n";
  else
    std::cout << "table:\n";
  std::cout << "  deck: " << deck_text(*spec) << "\n";
  for (const Layout::CardValues& table : layout.card_values) std::cout << "  " << values_text(*spec, table) << "\n";
  if (layout.deal.from_zone >= 0) std::cout << "  deal: " << deal_text(*spec) << "\n";

  if (layout.options.empty()) {
    std::cout << "options: none\n";
  } else {
    std::cout << "options (set with -o NAME=VALUE):\n";
    const bool values = chosen_variant || follows_table || chosen_table;
    std::vector<std::vector<std::string>> rows;
    if (values)
      rows.push_back({"name", "type", "default", "value", "doc"});
    else
      rows.push_back({"name", "type", "default", "doc"});
    for (const auto& def : layout.options) {
      std::vector<std::string> row = {def.name, option_kind(def), option_default_text(def)};
      if (values) row.push_back(option_value_text(def, spec->options[def.name]));
      row.push_back(def.doc);
      rows.push_back(row);
    }
    print_columns(std::cout, rows, "  ");
  }

  std::cout << "moves (type them as shown):\n";
  print_columns(std::cout, move_rows(*spec), "  ");

  if (layout.variants.empty()) {
    std::cout << "variants: none\n";
  } else {
    std::cout << "variants (choose with --variant ID):\n";
    std::vector<std::vector<std::string>> rows;
    for (const auto& variant : layout.variants) {
      rows.push_back({variant.id, variant.summary});
      std::vector<std::string> details;
      if (variant.extends != layout.id) details.push_back("extends " + variant.extends);
      if (!variant.options.empty()) details.push_back(variant_values(variant));
      if (!variant.rules_file.empty()) details.push_back("own rules hooks");
      if (!details.empty()) rows.push_back({"", join(details, "; ")});
    }
    print_columns(std::cout, rows, "  ");
  }
  return 0;
}

// Loads the selection's layout and rules and deals a first hand with seed 1 (the deal hooks run
// when the legal moves are first asked for), then runs the shared check suite for `playouts`
// random matches, or instead the determinism proof. Prints "ok: game (variant)" (the proof prints
// its own line), or the errors as they are, since they already name their file and line. With
// --all, an option combination the rules refuse (their validate hook) is passed by with its reason.
enum class Checked { passed, failed, refused };
Checked check_one(const Selection& selection, const CheckArgs& args) {
  try {
    auto spec = make_spec(selection);
    Match match(load_rules(spec), MatchSetup{});
    match.legal_moves();
    check_bot_defaults(*spec);
    if (args.determinism)
      return check_determinism(selection, check_label(*spec, selection), args.seeds) ? Checked::passed
                                                                                     : Checked::failed;
    if (args.playouts > 0) {
      CheckOptions opts;
      opts.games = args.playouts;
      opts.limits = args.limits;
      CheckReport report = run_checks(spec, load_rules, opts);
      if (!report.ok()) {
        std::cout.flush();
        for (const auto& failure : report.failures) {
          std::cerr << failure.what << "\n";
          if (failure.playouts > 1 || report.games > 1)
            std::cerr << "  met in " << failure.playouts << " of " << report.games << " playouts, first in playout "
                      << failure.first_playout << "\n";
        }
        if (report.more_failures > 0)
          std::cerr << "(and " << report.more_failures << " more failures of other kinds, not shown)\n";
        // The playouts follow from the seed alone: the same count meets the failure again.
        Selection again = selection;
        again.game = selection.variant.empty() ? selection.game : spec->layout->variant(selection.variant)->file;
        again.variant.clear();
        std::cerr << "  to see it again: cardrt check " << selection_words(again) << " --playouts "
                  << report.first_failed_playout() << "\n";
        return Checked::failed;
      }
      std::cout << "ok: " << check_label(*spec, selection) << " (" << count_text(report.games, "playout") << ", "
                << count_text(report.deals, "deal") << ", " << count_text(report.moves, "move") << " checked)\n";
    } else {
      std::cout << "ok: " << check_label(*spec, selection) << "\n";
    }
    return Checked::passed;
  } catch (const OptionsRefused& e) {
    // The rules' own answer to a combination they do not play: nothing checked broke.
    std::cout << "not played: " << e.what()
              << (selection.players ? " (" + count_text(selection.players, "player") + ")" : "") << "\n";
    return Checked::refused;
  } catch (const Error& e) {
    std::cout.flush();
    std::cerr << e.what() << "\n";
    return Checked::failed;
  }
}

// The selections a check covers: the one named (a game, a variant file, or --variant V) and, for a
// game, each of its variants; each at the player count asked for (its default without one), or
// with --all at every count the game allows. Options given apply to each.
int check_ruleset(const CheckArgs& args) {
  Selection base;
  base.game = args.path;
  base.search_dirs = args.dirs;
  base.variant = args.variant;
  base.players = args.players;
  std::shared_ptr<const GameSpec> spec;
  try {
    add_option_texts(args.option_texts, base);
    spec = make_spec(base);
  } catch (const Error& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  std::vector<Selection> selections{base};
  if (spec->variant.empty())
    for (const auto& variant : spec->layout->variants) {
      Selection selection = base;
      selection.variant = variant.id;
      selections.push_back(selection);
    }
  if (args.all) {
    std::vector<Selection> counted;
    for (const Selection& selection : selections)
      for (int players = spec->layout->min_players; players <= spec->layout->max_players; ++players) {
        counted.push_back(selection);
        counted.back().players = players;
      }
    selections = counted;
  }
  int status = 0;
  std::size_t refused = 0;
  for (std::size_t i = 0; i < selections.size(); ++i) {
    const Selection& selection = selections[i];
    const Checked checked = check_one(selection, args);
    if (checked == Checked::refused) ++refused;
    if (checked != Checked::failed) continue;
    // Without its base the variants of a game are not worth checking.
    if (i == 0 && !args.all) return 1;
    const std::string& variant = selection.variant.empty() ? spec->variant : selection.variant;
    std::cout << "failed: " << spec->layout->id << (variant.empty() ? "" : " (" + variant + ")")
              << (selection.players ? ", " + count_text(selection.players, "player") : "") << "\n";
    status = 1;
  }
  if (refused == selections.size()) {
    std::cerr << "nothing checked: the rules play none of the " << count_text(selections.size(), "selection")
              << " asked for\n";
    return 1;
  }
  return status;
}

}  // namespace

void add_info_commands(CLI::App& app, Command& chosen) {
  auto list_dirs = std::make_shared<std::vector<std::string>>();
  CLI::App* list = app.add_subcommand("list", "List the games and variants found");
  add_rules_dirs_option(*list, *list_dirs);
  list->callback([&chosen, list_dirs] { chosen = [list_dirs] { return list_games(*list_dirs); }; });

  auto selection = std::make_shared<Selection>();
  CLI::App* rules = app.add_subcommand("rules", "Show a game's players, options and variants");
  rules->add_option("GAME", selection->game, "A game name, a ruleset folder or a variant file")->required();
  rules->add_option("--variant", selection->variant, "Show the option values of this variant")->type_name("V");
  auto rules_options = std::make_shared<std::vector<std::string>>();
  rules->add_option("-o,--option", *rules_options, "Show the game with this option set (repeatable)")
      ->type_name("KEY=VALUE");
  rules->add_option("--players", selection->players, "Show the numbers and option values at this many players")
      ->type_name("N");
  add_rules_dirs_option(*rules, selection->search_dirs);
  rules->callback([&chosen, selection, rules_options] {
    add_option_texts(*rules_options, *selection);
    chosen = [selection] { return describe_game(*selection); };
  });

  auto check_args = std::make_shared<CheckArgs>();
  CLI::App* check = app.add_subcommand("check", "Validate a ruleset folder (and its variants) or a variant file");
  check->add_option("PATH", check_args->path, "A ruleset folder, a variant file or a game name")->required();
  CLI::Option* playouts =
      check
          ->add_option("--playouts", check_args->playouts,
                       "Random matches of the shared check suite per game and variant (0: load and deal only)")
          ->type_name("N")
          ->check(CLI::NonNegativeNumber)
          ->capture_default_str();
  add_limit_options(*check, check_args->limits);
  CLI::Option* determinism =
      check
          ->add_flag("--determinism", check_args->determinism,
                     "Instead of the check suite: simulate in two processes, with 1 and 2 threads, and compare "
                     "every match's record")
          ->excludes(playouts);
  check->add_option("--seeds", check_args->seeds, "Matches per run of --determinism")
      ->type_name("N")
      ->check(CLI::PositiveNumber)
      ->capture_default_str()
      ->needs(determinism);
  check->add_option("--variant", check_args->variant, "Check only this variant of the game")->type_name("V");
  check
      ->add_option("-o,--option", check_args->option_texts, "Set a game option in every selection checked (repeatable)")
      ->type_name("KEY=VALUE");
  CLI::Option* players =
      check->add_option("--players", check_args->players, "Number of players (default: each selection's own)")
          ->type_name("N");
  check
      ->add_flag("--all", check_args->all,
                 "Check the game and every variant (or --variant V) at every player count the game allows")
      ->excludes(players);
  add_rules_dirs_option(*check, check_args->dirs);
  check->callback([&chosen, check_args] { chosen = [check_args] { return check_ruleset(*check_args); }; });
}

}  // namespace cardrt::cli
