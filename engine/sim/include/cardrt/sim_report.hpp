// The report of a simulation as data: what a run, one of its threads or a shard counted, the
// tables that declare its sample statistics once, and how the counts of two parts add up. JSON,
// shard states, text and pages are views of it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/rules.hpp"
#include "cardrt/stats.hpp"

namespace cardrt {

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
  // The rules' scripts as the run loaded them (Rules::scripts_digest); 0 for native rules and for
  // a report merged from shards.
  std::uint64_t scripts_digest = 0;
  std::int64_t deals = 0;
  std::int64_t moves = 0;
  std::vector<SeatStats> seats;
  std::vector<SideStats> sides;  // by team index (Shape::teams)
  std::int64_t tied = 0;         // matches two or more sides shared the best score
  Sample deals_per_match{true};  // kLengthSamples
  Sample moves_per_deal{true};
  // Deal scores by where the seat sat from the dealer (0 = the dealer, 1 = his left, ...).
  std::vector<Sample> by_position;
  Sample dealer_edge, first_mover_edge;         // kEdgeSamples
  std::map<std::string, Sample> moves_by_verb;  // per deal: how many moves of each verb
  // Per deal: game.yaml's metrics and rules.metrics's, each with the counts of its values (a
  // distribution).
  std::map<std::string, Sample> metrics;
  std::map<std::int64_t, GroupStats> groups;  // by stats_by value
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

// What a sample statistic takes one value of per match or per deal: a shard's sample holds at
// most as many values as the shard counted matches or deals, and the page heads its n so.
enum class SampleOf { Matches, Deals };

constexpr const char* sample_noun(SampleOf of) { return of == SampleOf::Matches ? "matches" : "deals"; }

// A statistic of samples, declared once in a table below: the merge, a shard's state, the JSON
// report and the page's tables go through the tables (and the text report through the edges), so
// a statistic added to one is merged, written, read back and shown by all of them. A sample kept
// with the counts of its values (Sample(true)) is shown as a distribution: median, 90th
// percentile, a histogram.
template <class Owner>
struct SampleStatistic {
  Sample Owner::*sample;
  const char* state_key;   // in a shard's state
  const char* report_key;  // in the JSON report
  const char* label;       // what the page and the text report call it
  SampleOf of;
};

// Each seat's scores.
inline constexpr SampleStatistic<SeatStats> kSeatSamples[] = {
    {&SeatStats::final_score, "final_score", "score", "final score", SampleOf::Matches},
    {&SeatStats::deal_score, "deal_score", "deal_score", "deal score", SampleOf::Deals},
};

// How long matches and deals are.
inline constexpr SampleStatistic<SimReport> kLengthSamples[] = {
    {&SimReport::deals_per_match, "deals_per_match", "deals_per_match", "deals per match", SampleOf::Matches},
    {&SimReport::moves_per_deal, "moves_per_deal", "moves_per_deal", "moves per deal", SampleOf::Deals},
};

// How much more a seat scored in a deal than the other seats on average. Kept per deal as an
// integer, (players - 1) times its score less the others' scores, and shown divided by
// edge_scale: the mean with the interval of a paired comparison.
inline constexpr SampleStatistic<SimReport> kEdgeSamples[] = {
    {&SimReport::dealer_edge, "dealer_edge", "dealer_edge", "dealer", SampleOf::Deals},
    {&SimReport::first_mover_edge, "first_mover_edge", "first_mover_edge", "first to move", SampleOf::Deals},
};

inline double edge_scale(const SimReport& report) { return double(std::max(1, report.players() - 1)); }

// A value of the layout's stats_by var as reports show it: an enum's value by its name, else the
// number.
std::string stats_group_name(const GameSpec& spec, std::int64_t value);
// A report with a place for every seat, side and position of the game, and nothing counted.
void shape_report(const GameSpec& spec, SimReport& report);
// Adds what `part` counted (another thread's or shard's matches) to `report`, games aside.
void merge_report(SimReport& report, const SimReport& part);

}  // namespace cardrt
