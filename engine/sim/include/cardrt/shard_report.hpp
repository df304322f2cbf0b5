// A shard's report for `cardrt merge`: the counts behind its statistics, written by
// `simulate --shard K/N --json`, and read back field by field, each checked before it is used.
#pragma once

#include <string>
#include <vector>

#include "cardrt/files.hpp"
#include "cardrt/simulate.hpp"

namespace cardrt {

// The "shard" member of a shard's report: where the shard lies in its run, and everything its
// report counted, exactly (the sums behind its means and intervals).
Json shard_json(const SimOptions& opts, const SimReport& report);

// A shard's report as read: the whole document, and where the shard lies in its run.
struct ShardReport {
  std::string file;
  Json document;
  int index = 0, of = 0;
  int total_games = 0;
};

// Checks what says which run and shard a report is, without the game: "FILE: not a shard's
// report: shard.of: must be an integer from 1 to 2147483647, got 0".
ShardReport read_shard_report(Json document, const std::string& file);

// The report of the whole run from every one of its shards' reports, which must be of one run
// and one split, each shard once. Every count is read with its bounds and checked against the
// game and the others (wins within games, a sample's counts summing to its size), so a shard
// cannot put the report out of range; sums past 64 bits are refused. `opts` gets the run's
// seed, bots, games and threads.
SimReport merge_shards(const GameSpec& spec, const std::vector<ShardReport>& shards, SimOptions& opts);

}  // namespace cardrt
