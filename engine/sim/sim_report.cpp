// The report as data (sim_report.hpp): its shape for a game, the names of its groups, and the
// sum of two parts' counts.
#include "cardrt/sim_report.hpp"

#include "cardrt/layout.hpp"

namespace cardrt {

std::string stats_group_name(const GameSpec& spec, std::int64_t value) {
  const SlotDef& def = spec.layout->slots[std::size_t(spec.layout->slot_index(spec.layout->stats_by))];
  const Json shown = slot_value_json(def, value);
  return shown.is_string() ? shown.get<std::string>() : std::to_string(value);
}

void shape_report(const GameSpec& spec, SimReport& report) {
  report.seats.assign(std::size_t(spec.players), SeatStats{});
  report.sides.assign(spec.teams.size(), SideStats{});
  report.by_position.assign(std::size_t(spec.players), Sample{});
}

namespace {
template <class Owner, std::size_t N>
void merge_samples(const SampleStatistic<Owner> (&statistics)[N], Owner& into, const Owner& part) {
  for (const auto& statistic : statistics) (into.*statistic.sample).merge(part.*statistic.sample);
}
}  // namespace

void merge_report(SimReport& report, const SimReport& part) {
  // Checked: a shard's report (merge) may hold any counts its reader let through.
  const auto add = [](std::int64_t& total, std::int64_t more) { total = checked_add(total, more); };
  add(report.deals, part.deals);
  add(report.moves, part.moves);
  add(report.deals_checked, part.deals_checked);
  add(report.card_violations, part.card_violations);
  add(report.counter_violations, part.counter_violations);
  report.score_terms = report.score_terms || part.score_terms;
  add(report.score_term_violations, part.score_term_violations);
  for (const auto& [name, sums_of_part] : part.term_sums) {
    auto& sums = report.term_sums[name];
    sums.resize(sums_of_part.size(), 0);
    for (std::size_t s = 0; s < sums_of_part.size(); ++s) add(sums[s], sums_of_part[s]);
  }
  for (std::size_t s = 0; s < part.seats.size(); ++s) {
    SeatStats& seat = report.seats[s];
    add(seat.wins, part.seats[s].wins);
    add(seat.shared, part.seats[s].shared);
    merge_samples(kSeatSamples, seat, part.seats[s]);
  }
  for (std::size_t t = 0; t < part.sides.size(); ++t) {
    add(report.sides[t].wins, part.sides[t].wins);
    add(report.sides[t].shared, part.sides[t].shared);
  }
  add(report.tied, part.tied);
  merge_samples(kLengthSamples, report, part);
  for (std::size_t p = 0; p < part.by_position.size(); ++p) report.by_position[p].merge(part.by_position[p]);
  merge_samples(kEdgeSamples, report, part);
  for (const auto& [verb, sample] : part.moves_by_verb) report.moves_by_verb[verb].merge(sample);
  for (const auto& [name, sample] : part.metrics) report.metrics.try_emplace(name, true).first->second.merge(sample);
  for (const auto& [value, group] : part.groups) {
    GroupStats& g = report.groups[value];
    add(g.deals, group.deals);
    g.seconds += group.seconds;
    g.score_sums.resize(group.score_sums.size(), 0);
    for (std::size_t s = 0; s < group.score_sums.size(); ++s) add(g.score_sums[s], group.score_sums[s]);
  }
}

}  // namespace cardrt
