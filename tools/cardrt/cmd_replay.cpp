// `cardrt replay`: re-runs game records and checks their results; with --html, writes a record as
// a page that steps through the match.
#include <iostream>
#include <memory>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "commands.hpp"
#include "replay_page.hpp"

namespace cardrt::cli {

namespace {

struct ReplayArgs {
  std::string file;
  std::vector<std::string> dirs;
  std::string html_file;     // empty: check the record instead
  std::string seat = "all";  // whose cards the page shows face up
};

// A file of `simulate --records`: every record is replayed, one that fails is reported and the
// others still run.
int replay_records(const std::string& path, const Json& records, const std::vector<std::string>& dirs) {
  if (records.empty()) throw Error(path + ": no records in the list");
  std::size_t same = 0, differ = 0, failed = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    const std::string match = "match " + std::to_string(i + 1);
    try {
      ReplayOutcome outcome = replay_record(records[i], load_rules, dirs, path);
      std::cout << match << ": " << outcome.message << "; " << count_text(outcome.moves, "move") << " replayed\n";
      ++(outcome.same ? same : differ);
    } catch (const Error& e) {
      std::cout.flush();
      std::cerr << "cardrt: " << path << ": " << match << ": " << e.what() << "\n";
      ++failed;
    }
  }
  std::cout << count_text(std::int64_t(records.size()), "record") << " replayed: " << same << " same, " << differ
            << " differ, " << failed << " failed\n";
  return same == records.size() ? 0 : 1;
}

int run_replay(const ReplayArgs& args) {
  const Json file = read_json_file(args.file);
  if (file.is_array()) return replay_records(args.file, file, args.dirs);
  // A single record goes through replay_file, whose messages name the file; reading a record
  // twice costs next to nothing.
  ReplayOutcome outcome = replay_file(args.file, load_rules, args.dirs);
  std::cout << outcome.message << "\n" << count_text(outcome.moves, "move") << " replayed\n";
  return outcome.same ? 0 : 1;
}

// --seat: "all", "0" or a seat number.
Perspective read_perspective(const std::string& text) {
  if (text == "all") return Perspective{};
  try {
    std::size_t used = 0;
    const int seat = std::stoi(text, &used);
    if (used == text.size() && seat >= 0) return Perspective{seat};
  } catch (const std::logic_error&) {
  }
  throw Error("--seat must be all, 0 (no hand face up) or a seat number, not '" + text + "'");
}

// The page of a single record (a list of records has one page per record: give one of them).
int write_replay_page(const ReplayArgs& args) {
  const Json record = read_json_file(args.file);
  if (record.is_array())
    throw Error(args.file + ": a list of records; --html takes one record (play --record writes one)");
  std::string page;
  try {
    page = replay_page(record, load_rules, args.dirs, read_perspective(args.seat), args.file);
  } catch (const Error& e) {
    throw Error(args.file + ": " + e.what());
  }
  write_file_atomic(args.html_file, page);
  std::cout << "wrote " << args.html_file << "\n";
  return 0;
}

}  // namespace

void add_replay_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<ReplayArgs>();
  CLI::App* replay_cmd = app.add_subcommand("replay", "Re-run a game record and check it gives the same result");
  replay_cmd->add_option("FILE", args->file, "A record written by play --record, or the list simulate --records writes")
      ->required();
  replay_cmd
      ->add_option("--html", args->html_file,
                   "Write the record as one self-contained web page that steps through the match, instead of "
                   "checking it")
      ->type_name("OUT.html");
  replay_cmd
      ->add_option("--seat", args->seat,
                   "With --html: whose cards show face up: all (each hand), 0 (none: what the table sees) or a seat")
      ->type_name("S")
      ->capture_default_str();
  add_rules_dirs_option(*replay_cmd, args->dirs);
  replay_cmd->callback([&chosen, args] {
    chosen = [args] { return args->html_file.empty() ? run_replay(*args) : write_replay_page(*args); };
  });
}

}  // namespace cardrt::cli
