// The cardrt subcommands and the options they share (their text helpers: texts.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "texts.hpp"

namespace cardrt::cli {

// The subcommand the user chose, bound to its parsed arguments; run after parsing, it returns
// the exit code. A cardrt::Error it throws becomes "cardrt: message" and exit code 1.
using Command = std::function<int()>;

// What the selection options fill in: the game selection and the match seed.
struct SelectionArgs {
  Selection selection;
  std::optional<std::uint64_t> seed;  // unset: each command picks its default
};

// "key=value" items (-o) added to a selection's options; Error for an item without a key.
void add_option_texts(const std::vector<std::string>& items, Selection& into);
// GAME (positional) and [--variant V] [-o key=value]... [--players N] [--seed S] [--rules DIR];
// `seed_default` says in the help what the command does without --seed.
void add_selection_options(CLI::App& cmd, SelectionArgs& args, const std::string& seed_default);
// [--rules DIR]...: folders searched for games before the default path.
void add_rules_dirs_option(CLI::App& cmd, std::vector<std::string>& dirs);
// [--max-moves N] [--max-deals N]: the caps of every match the command plays.
void add_limit_options(CLI::App& cmd, MatchLimits& limits);

void add_info_commands(CLI::App& app, Command& chosen);      // list, rules, check
void add_play_command(CLI::App& app, Command& chosen);       // play
void add_simulate_commands(CLI::App& app, Command& chosen);  // simulate, merge
void add_replay_command(CLI::App& app, Command& chosen);     // replay
void add_compare_command(CLI::App& app, Command& chosen);    // compare
void add_tune_command(CLI::App& app, Command& chosen);       // tune
void add_serve_command(CLI::App& app, Command& chosen);      // serve
void add_test_command(CLI::App& app, Command& chosen);       // test
void add_new_commands(CLI::App& app, Command& chosen);       // new game, new variant

}  // namespace cardrt::cli
