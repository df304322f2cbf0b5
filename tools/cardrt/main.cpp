// The cardrt program: command-line parsing, the shared options, and exit codes.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <iostream>
#include <sstream>

#include "cardrt/error.hpp"
#include "commands.hpp"
#include "terminal.hpp"

namespace cardrt::cli {

void add_rules_dirs_option(CLI::App& cmd, std::vector<std::string>& dirs) {
  // One folder per --rules, so a following GAME is not taken for a second folder.
  cmd.add_option("--rules", dirs, "Also look for games in DIR, before the default places (repeatable)")
      ->type_name("DIR")
      ->allow_extra_args(false);
}

void add_limit_options(CLI::App& cmd, MatchLimits& limits) {
  cmd.add_option("--max-moves", limits.moves_per_deal,
                 "A deal past this many moves stops with an error: the rules may never end it (default " +
                     std::to_string(MatchLimits{}.moves_per_deal) + ")")
      ->type_name("N")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--max-deals", limits.deals_per_match,
                 "A match past this many deals stops with an error (default " +
                     std::to_string(MatchLimits{}.deals_per_match) + ")")
      ->type_name("N")
      ->check(CLI::PositiveNumber);
}

void add_option_texts(const std::vector<std::string>& items, Selection& into) {
  for (const auto& item : items) {
    const std::size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0) throw cardrt::Error("expected key=value, got '" + item + "'");
    into.option_text.emplace_back(item.substr(0, eq), item.substr(eq + 1));
  }
}

void add_selection_options(CLI::App& cmd, SelectionArgs& args, const std::string& seed_default) {
  Selection& sel = args.selection;
  cmd.add_option("GAME", sel.game, "A game name, a ruleset folder or a variant file")->required();
  cmd.add_option("--variant", sel.variant, "A named variant of the game")->type_name("V");
  cmd.add_option_function<std::vector<std::string>>(
         "-o,--option",
         [&sel](const std::vector<std::string>& items) {
           try {
             add_option_texts(items, sel);
           } catch (const cardrt::Error& e) {
             throw CLI::ValidationError("-o", e.what());
           }
         },
         "Set a game option (repeatable)")
      ->type_name("KEY=VALUE")
      ->allow_extra_args(false);
  cmd.add_option("--players", sel.players, "Number of players (default: the game's own)")->type_name("N");
  cmd.add_option_function<std::uint64_t>(
         "--seed", [&args](const std::uint64_t& seed) { args.seed = seed; },
         "Seed of the shuffles and of the bots (default: " + seed_default + ")")
      ->type_name("S")
      ->check([](const std::string& text) {
        // CLI11 itself would read "-1" and overlong numbers as wrapped-around seeds.
        std::uint64_t seed = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
        return ec == std::errc() && end == text.data() + text.size()
                   ? std::string()
                   : "a seed is a whole number from 0 to 2^64-1, got '" + text + "'";
      });
  add_rules_dirs_option(cmd, sel.search_dirs);
}

namespace {

std::vector<CLI::App*> commands_of(CLI::App& app) {
  return app.get_subcommands([](CLI::App*) { return true; });
}

std::string command_path(const CLI::App& app) {
  std::string path;
  for (const CLI::App* at = &app; at; at = at->get_parent()) path = at->get_name() + (path.empty() ? "" : " ") + path;
  return path;
}

// The command words at the start of the arguments each name a command (and the words after one
// with commands of its own, as `new game`), checked before CLI11 parses: for an unknown word it
// would say only that a subcommand is required, or with --help show the top help and succeed.
// Returns the error, or "".
std::string unknown_command(CLI::App& app, int argc, char** argv) {
  CLI::App* at = &app;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    const std::vector<CLI::App*> commands = commands_of(*at);
    if (word.empty() || word[0] == '-' || commands.empty()) return "";
    std::vector<std::string> names;
    CLI::App* found = nullptr;
    for (CLI::App* command : commands) {
      names.push_back(command->get_name());
      if (command->get_name() == word) found = command;
    }
    if (!found)
      return command_path(*at) + ": " + unknown_name("command", clip(word), "", names, "commands") + "\nsee " +
             command_path(*at) + " --help";
    at = found;
  }
  return "";
}

// The command the arguments chose, the deepest one (`new game`).
CLI::App& chosen_command(CLI::App& app) {
  CLI::App* command = &app;
  while (!command->get_subcommands().empty()) command = command->get_subcommands().front();
  return *command;
}

// An argument the command does not take, said the way games and options are: "unknown option
// '--gmaes'; did you mean '--games'?". "" when every argument was taken.
std::string unexpected_argument(CLI::App& app) {
  CLI::App& command = chosen_command(app);
  std::vector<std::string> extras = command.remaining();
  if (extras.empty()) extras = app.remaining(true);
  if (extras.empty()) return "";
  std::vector<std::string> flags;
  for (const CLI::Option* option : command.get_options()) {
    for (const auto& name : option->get_lnames()) flags.push_back("--" + name);
    for (const auto& name : option->get_snames()) flags.push_back("-" + name);
  }
  const auto flag = std::find_if(extras.begin(), extras.end(),
                                 [](const std::string& extra) { return extra.size() > 1 && extra[0] == '-'; });
  if (flag != extras.end()) {
    const std::string name = flag->substr(0, flag->find('='));
    return "unknown option '" + clip(name) + "'" + did_you_mean(name, flags);
  }
  return "unexpected argument '" + clip(extras.front()) + "'";
}

}  // namespace

}  // namespace cardrt::cli

int main(int argc, char** argv) {
  using namespace cardrt::cli;
  // Whatever reaches the terminal may hold a stranger's text: a mod's names, a record's moves.
  TerminalOutput safe_out(std::cout), safe_err(std::cerr);
  CLI::App app{"cardrt: a rules runtime for card games", "cardrt"};
  app.set_version_flag("--version", CARDRT_VERSION);
  app.require_subcommand(1);
  Command chosen;
  add_info_commands(app, chosen);
  add_play_command(app, chosen);
  add_simulate_commands(app, chosen);
  add_replay_command(app, chosen);
  add_compare_command(app, chosen);
  add_tune_command(app, chosen);
  add_serve_command(app, chosen);
  add_test_command(app, chosen);
  add_new_commands(app, chosen);
  if (argc < 2) {
    std::cerr << app.help() << "\n";
    return 2;
  }
  if (const std::string unknown = unknown_command(app, argc, argv); !unknown.empty()) {
    std::cerr << unknown << "\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version end here with 0; every usage error exits with 2, said as
    // "cardrt simulate: unknown option '--gmaes'; did you mean '--games'?", an argument the
    // command does not know before whatever else CLI11 found missing.
    if (e.get_exit_code() == 0) return app.exit(e);
    const std::string path = command_path(chosen_command(app));
    const std::string unexpected = unexpected_argument(app);
    std::cerr << path << ": " << (unexpected.empty() ? std::string(e.what()) : unexpected) << "\nsee " << path
              << " --help\n";
    return 2;
  }
  try {
    return chosen();
  } catch (const std::exception& e) {
    // cardrt::Error messages carry their own location; anything else is reported the same way.
    std::cerr << "cardrt: " << e.what() << "\n";
    return 1;
  }
}
