// Batch simulation: N matches between bots on T threads, with statistics and invariant checks.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/stats.hpp"

namespace cardrt {

struct SimOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  int threads = 1;
  std::string bots = "random";
  bool records = false;          // keep every match's record (costs time: the move texts are kept)
  std::string records_file;      // the file the records go to: make_record's `beside`
  bool match_summaries = false;  // keep each match's numbers (SimReport::matches), for compare
  // Keep each deal's numbers in its match's summary too (MatchSummary::deal_rows), for a results
  // database; implies match_summaries.
  bool deal_summaries = false;
  // Shard `shard` of `shards` (1-based) plays only its block of the matches 0 .. games-1, each
  // from the seed of its number in the whole run: merged, the shards' reports are the whole run's.
  int shard = 1, shards = 1;
  // A deal or match past these caps stops the run with an error naming the match.
  MatchLimits limits;
  // Set (from a signal handler, say) to stop: matches under way are finished, no other begins,
  // and the report covers the matches finished (SimReport::partial).
  const std::atomic<bool>* stop = nullptr;
  // Called every fifth of a second or so from the calling thread with the matches finished and
  // the seconds since the start, while the matches are played.
  std::function<void(int finished, double seconds)> progress;
};

struct SeatStats {
  std::int64_t wins = 0;     // matches the seat's side won alone
  std::int64_t shared = 0;   // matches the seat's side tied for the best score with another side
  Sample final_score{true};  // the seat's score at each match's end, counted for the histograms
  Sample deal_score;         // the seat's side's score in each deal
};

// Per side (a team, or a seat playing alone), as SeatStats counts wins.
struct SideStats {
  std::int64_t wins = 0;
  std::int64_t shared = 0;
};

// Deals grouped by the value of the layout's stats_by var at the end of the deal.
struct GroupStats {
  std::int64_t deals = 0;
  std::vector<std::int64_t> score_sums;  // per seat: the sum of its deal scores
  double seconds = 0;                    // thread time spent in these deals, dealing included
};

// One deal's numbers (SimOptions::deal_summaries).
struct DealSummary {
  int deal = 0;                     // from 1
  int dealer = 0, first_mover = 0;  // seats, 0 = none
  std::int64_t moves = 0;
  std::vector<std::int64_t> scores;         // by seat: the deal score
  ScoreTerms metrics;                       // game.yaml's metrics and rules.metrics's, at the deal's end
  std::optional<std::int64_t> stats_group;  // the stats_by var at the deal's end (stats_group_name)
};

// One match's numbers, as compare pairs them with the same match of another game.
struct MatchSummary {
  int match = -1;  // its number in the whole run, from 0; -1 = not played (an interrupted run)
  std::uint64_t seed = 0;
  std::vector<std::int64_t> scores;  // by seat: the final score
  std::vector<bool> won;             // by seat: its side won the match alone
  std::vector<bool> shared;          // by seat: its side tied for the best score with another side
  std::int64_t deals = 0, moves = 0;
  std::map<std::string, std::int64_t> verb_moves;  // over the match's deals
  std::map<std::string, std::int64_t> metrics;     // the rules' metrics, summed over its deals
  std::vector<DealSummary> deal_rows;              // with SimOptions::deal_summaries, in deal order
};

// Per score term, per seat: a sum over deals.
using TermSums = std::map<std::string, std::vector<std::int64_t>>;

struct SimReport {
  int games = 0;         // matches the report covers
  bool partial = false;  // stopped (SimOptions::stop) before every match asked for was played
  int threads = 0;
  double seconds = 0;
  std::int64_t deals = 0;
  std::int64_t moves = 0;
  std::vector<SeatStats> seats;
  std::vector<SideStats> sides;  // by team index (Shape::teams)
  std::int64_t tied = 0;         // matches two or more sides shared the best score
  Sample deals_per_match{true};
  Sample moves_per_deal{true};
  // Deal scores by where the seat sat from the dealer (0 = the dealer, 1 = his left, ...); and
  // the edge of the dealer and of the seat that moved first: per deal, (players - 1) times its
  // score less the others' scores, so that the mean over players - 1 is how much more it scored
  // than the others on average, with the interval of a paired comparison.
  std::vector<Sample> by_position;
  Sample dealer_edge, first_mover_edge;
  std::map<std::string, Sample> moves_by_verb;  // per deal: how many moves of each verb
  std::map<std::string, Sample> metrics;        // per deal: game.yaml's metrics and rules.metrics's
  std::map<std::int64_t, GroupStats> groups;    // by stats_by value
  // Invariants checked at the end of every deal: the multiset of cards in play, and the sum of
  // every counter the layout lists under `conserve:`.
  std::int64_t deals_checked = 0;
  std::int64_t card_violations = 0;
  std::int64_t counter_violations = 0;
  // With a rules.score_terms hook: each seat's deal score must equal the sum of its side's terms,
  // recomputed from the final zones. term_sums: per term, per seat, over all deals.
  bool score_terms = false;
  std::int64_t score_term_violations = 0;
  TermSums term_sums;
  std::vector<std::string> first_violations;  // a few messages, for the user to look at
  // With SimOptions::records: match i's record (make_record) at index i, as compact JSON text,
  // which takes a fraction of the memory a Json tree of every move would.
  std::vector<std::string> records;
  // With SimOptions::match_summaries: the summary of the shard's i-th match at index i (of the
  // matches finished, in match order, when the run was interrupted).
  std::vector<MatchSummary> matches;

  double games_per_second() const { return seconds > 0 ? games / seconds : 0; }
  int players() const { return int(seats.size()); }
};

// Plays opts.games matches, each thread with its own rules from `loader`. Match i uses a seed
// derived from (opts.seed, i) alone, so the report is the same for any thread count.
SimReport simulate(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts);

// Why a run stopped at one of its matches; the message names the match and its seed. `replayable`:
// a rules error, which `cardrt play` with that seed and the run's bots meets again (not a match
// past --max-moves, which would play on).
class MatchFailed : public Error {
 public:
  MatchFailed(const std::string& what, std::uint64_t match_seed, bool can_replay)
      : Error(what), seed(match_seed), replayable(can_replay) {}
  std::uint64_t seed;
  bool replayable;
};
Json report_json(const GameSpec& spec, const SimOptions& opts, const SimReport& report);
std::uint64_t match_seed(std::uint64_t seed, int index);
// The matches [shard_begin, shard_end) a shard plays.
int shard_begin(const SimOptions& opts);
int shard_end(const SimOptions& opts);
// A value of the layout's stats_by var as reports show it: an enum's value by its name, else the
// number.
std::string stats_group_name(const GameSpec& spec, std::int64_t value);
// A report with a place for every seat, side and position of the game, and nothing counted.
void shape_report(const GameSpec& spec, SimReport& report);
// Adds what `part` counted (another thread's or shard's matches) to `report`, games aside.
void merge_report(SimReport& report, const SimReport& part);

// After a deal has ended: each seat's deal score against the sum of its side's score terms
// (rules.score_terms). `checked` is false when the rules have no such hook; each disagreement is
// one problem ("seat 2 scored 0, its terms sum to 1 (base 1)"). Adds the terms to *sums if given.
struct ScoreTermCheck {
  bool checked = false;
  std::vector<std::string> problems;
};
ScoreTermCheck check_score_terms(const Match& m, TermSums* sums = nullptr);

}  // namespace cardrt
