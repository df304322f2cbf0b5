// Game records: what a played game needs to be replayed exactly, and replaying one; starting the
// match a record or save names.
#pragma once

#include <string>
#include <vector>

#include "cardrt/files.hpp"
#include "cardrt/match.hpp"

namespace cardrt {

// The match a record or save starts from: game, variant, options, players, seed, first dealer and
// fixed deal (engine, if given, must be a string), each field checked, then started like a new
// match. The game is found as recorded_selection finds it, `beside` the file the record was read
// from ("" for one in memory). What the game itself refuses (an unknown option, a player count)
// comes from make_spec.
Match start_match(const JsonField& file, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                  const std::string& beside = "");

// {engine, game, game_folder, variant, variant_file, options, players, seed, dealer, deal, moves,
// log, result}; `log` only when the rules gave messages, `later_deals` and `interventions` only
// when a test made them. Paths relative to the folder of `beside`, the file it is written to
// (selection_json), or absolute without one.
Json make_record(const Match& match, const std::string& beside = "");

// The rules' messages as records and saves hold them: [{"after": 12, "text": "..."}, ...].
Json log_json(const std::vector<LogEntry>& log);
std::vector<LogEntry> read_log(const JsonField& field);

// A test's interventions as records and saves hold them: [{"after": 12, "deal": 1, "set_zone":
// "stock", "seat": 0, "cards": "4C 9H"}, {"after": 12, "deal": 1, "stack_shuffle": "stock", ...}].
Json interventions_json(const std::vector<Intervention>& made);
std::vector<Intervention> read_interventions(const JsonField& field);

struct ReplayOutcome {
  bool same = false;    // the replay reproduced the recorded result
  std::string message;  // what differed, or a summary
  Json result;          // the replayed result
  int moves = 0;
};

// Re-runs a record's moves from its seed. A record whose fields are wrong is refused before any
// move ("not a cardrt record: seed: must be a non-negative integer, got -1"); a move the replay
// refuses is an Error naming its number ("move 12 'play 3C': illegal move ...").
ReplayOutcome replay_record(const Json& record, const RulesLoader& loader,
                            const std::vector<std::string>& search_dirs = {}, const std::string& beside = "");
// replay_record of a record file (read_json_file); every error starts with "PATH: ".
ReplayOutcome replay_file(const std::string& path, const RulesLoader& loader,
                          const std::vector<std::string>& search_dirs = {});

}  // namespace cardrt
