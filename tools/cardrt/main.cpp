// The cardrt program: command-line parsing, the shared options and helpers, and exit codes.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <iostream>
#include <sstream>

#include "cardrt/error.hpp"
#include "commands.hpp"

namespace cardrt::cli {

void add_rules_dirs_option(CLI::App& cmd, std::vector<std::string>& dirs) {
  // One folder per --rules, so a following GAME is not taken for a second folder.
  cmd.add_option("--rules", dirs, "Also look for games in DIR, before the default places (repeatable)")
      ->type_name("DIR")
      ->allow_extra_args(false);
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

std::string spec_text(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  std::string text = layout.id + (spec.variant.empty() ? "" : " (" + spec.variant + ")") + ", " +
                     std::to_string(spec.players) + " players";
  std::vector<std::string> changed;
  for (const auto& def : layout.options)
    if (spec.options.at(def.name) != option_default(def, spec.players, spec.options))
      changed.push_back(def.name + "=" + option_value_text(def, spec.options.at(def.name)));
  return changed.empty() ? text : text + ", options " + join(changed, ", ");
}

std::string fixed(double value, int decimals) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(decimals);
  out << value;
  return out.str();
}

std::string join(const std::vector<std::string>& items, const std::string& separator) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

std::string shell_word(const std::string& word) {
  const bool safe = !word.empty() && std::all_of(word.begin(), word.end(), [](unsigned char c) {
    return std::isalnum(c) || std::strchr("_./=:,+-@%", c);
  });
  if (safe) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string selection_words(const Selection& selection) {
  std::string out = shell_word(selection.game);
  if (!selection.variant.empty()) out += " --variant " + shell_word(selection.variant);
  for (const auto& [key, value] : selection.option_text) out += " -o " + shell_word(key + "=" + value);
  if (selection.players) out += " --players " + std::to_string(selection.players);
  for (const auto& dir : selection.search_dirs) out += " --rules " + shell_word(dir);
  return out;
}

std::string join(const std::vector<int>& numbers, const std::string& separator) {
  std::vector<std::string> items;
  for (int n : numbers) items.push_back(std::to_string(n));
  return join(items, separator);
}

void print_columns(std::ostream& out, const std::vector<std::vector<std::string>>& rows, const std::string& indent) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows)
    for (std::size_t c = 0; c + 1 < row.size(); ++c) {
      if (widths.size() <= c) widths.resize(c + 1, 0);
      widths[c] = std::max(widths[c], row[c].size());
    }
  for (const auto& row : rows) {
    std::string line = indent;
    for (std::size_t c = 0; c < row.size(); ++c) {
      line += row[c];
      if (c + 1 < row.size()) line += std::string(widths[c] - row[c].size() + 2, ' ');
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out << line << "\n";
  }
}

}  // namespace cardrt::cli

int main(int argc, char** argv) {
  using namespace cardrt::cli;
  CLI::App app{"cardrt: a rules runtime for card games", "cardrt"};
  app.set_version_flag("--version", CARDRT_VERSION);
  app.require_subcommand(1);
  Command chosen;
  add_info_commands(app, chosen);
  add_play_command(app, chosen);
  add_simulate_commands(app, chosen);
  add_replay_command(app, chosen);
  add_compare_command(app, chosen);
  add_test_command(app, chosen);
  add_new_commands(app, chosen);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version end here with 0; every usage error exits with 2.
    return app.exit(e) == 0 ? 0 : 2;
  }
  try {
    return chosen();
  } catch (const std::exception& e) {
    // cardrt::Error messages carry their own location; anything else is reported the same way.
    std::cerr << "cardrt: " << e.what() << "\n";
    return 1;
  }
}
