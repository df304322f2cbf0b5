// What one finished deal and one finished match add to a simulation report (counting.hpp): the
// place a new statistic is measured.
#include "counting.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>

#include "cardrt/layout.hpp"

namespace cardrt {

namespace {

std::vector<DeclaredMetric> declared_metrics(const GameSpec& spec) {
  std::vector<DeclaredMetric> out;
  for (const std::string& name : spec.layout->metrics) {
    const int def = spec.layout->slot_index(name);
    const SlotDef& slot = spec.layout->slots[std::size_t(def)];
    DeclaredMetric m{name, spec.slot_base[std::size_t(def)], spec.owner_count(spec.slots[std::size_t(def)].owner), 0};
    if (slot.type != SlotType::Enum) {
      out.push_back(m);
      continue;
    }
    for (std::size_t v = 0; v < slot.values.size(); ++v) {
      m.name = name + "=" + slot.values[v];
      m.equals = std::int64_t(v + 1);
      out.push_back(m);
    }
  }
  return out;
}

std::int64_t metric_value(const DeclaredMetric& m, const TableView& table) {
  std::int64_t total = 0;
  for (int i = 0; i < m.owners; ++i) {
    const std::int64_t v = table.get(m.base + i);
    total += m.equals ? (v == m.equals ? 1 : 0) : v;
  }
  return total;
}

}  // namespace

DealCounts::DealCounts(const GameSpec& spec)
    : declared(declared_metrics(spec)), verbs(spec.layout->moves.size()), metrics(declared.size(), Sample(true)) {}

void DealCounts::fold_into(const GameSpec& spec, SimReport& part) const {
  for (std::size_t v = 0; v < verbs.size(); ++v) part.moves_by_verb[spec.layout->moves[v].verb].merge(verbs[v]);
  for (std::size_t i = 0; i < declared.size(); ++i)
    part.metrics.try_emplace(declared[i].name, true).first->second.merge(metrics[i]);
}

void count_deal(const Match& m, int first_mover, const std::vector<std::int64_t>& verb_moves, DealCounts& counts,
                SimReport& part, MatchSummary* summary, DealSummary* row) {
  const GameSpec& spec = m.spec();
  const int players = spec.players, deal = m.deal_number();
  std::int64_t moves = 0;
  for (std::size_t v = 0; v < verb_moves.size(); ++v) {
    counts.verbs[v].add(verb_moves[v]);
    if (summary) summary->verb_moves[spec.layout->moves[v].verb] += verb_moves[v];
    moves += verb_moves[v];
  }
  const TableView table = m.table();
  for (std::size_t i = 0; i < counts.declared.size(); ++i) {
    const std::int64_t value = metric_value(counts.declared[i], table);
    counts.metrics[i].add(value);
    if (summary) summary->metrics[counts.declared[i].name] += value;
    if (row) row->metrics.emplace_back(counts.declared[i].name, value);
  }
  part.moves_per_deal.add(moves);
  std::array<std::int64_t, 17> scores{};  // by seat: at most 16
  std::int64_t total = 0;
  for (int seat = 1; seat <= players; ++seat) {
    const std::int64_t score = scores[std::size_t(seat)] = m.deal_score(seat, deal);
    total += score;
    part.seats[std::size_t(seat - 1)].deal_score.add(score);
    part.by_position[std::size_t((seat - m.dealer() + players) % players)].add(score);
    if (row) row->scores.push_back(score);
  }
  const auto edge = [&](int seat) { return std::int64_t(players) * scores[std::size_t(seat)] - total; };
  if (m.dealer() >= 1) part.dealer_edge.add(edge(m.dealer()));
  if (first_mover >= 1) part.first_mover_edge.add(edge(first_mover));
  ScoreTerms metrics;
  if (m.metrics(metrics))
    for (const auto& [name, value] : metrics) {
      part.metrics.try_emplace(name, true).first->second.add(value);
      if (summary) summary->metrics[name] += value;
      if (row) row->metrics.emplace_back(name, value);
    }
  if (row) {
    row->deal = deal;
    row->dealer = m.dealer();
    row->first_mover = first_mover;
    row->moves = moves;
  }
}

void count_match(const Match& m, SimReport& part, MatchSummary* summary) {
  const Shape& shape = m.spec();
  const int players = shape.players;
  const TableView table = m.table();
  // The sides that won, as bits by team index (at most 16 seats, so 16 sides); a game won by a
  // var is won by all sides together or lost, never tied.
  const std::uint32_t best_sides = table.winning_sides();
  const bool alone = shape.won_slot >= 0 || std::popcount(best_sides) == 1;
  if (!alone) ++part.tied;
  for (std::size_t t = 0; t < part.sides.size(); ++t)
    if (best_sides >> t & 1) ++(alone ? part.sides[t].wins : part.sides[t].shared);
  for (int seat = 1; seat <= players; ++seat) {
    SeatStats& stats = part.seats[std::size_t(seat - 1)];
    stats.final_score.add(table.score(seat));
    const bool best = best_sides >> shape.team_of_seat[std::size_t(seat)] & 1;
    if (best) ++(alone ? stats.wins : stats.shared);
    if (summary) {
      summary->scores.push_back(table.score(seat));
      summary->won.push_back(best && alone);
      summary->shared.push_back(best && !alone);
    }
  }
  part.deals_per_match.add(m.deal_number());
  if (summary) {
    summary->deals = m.deal_number();
    summary->moves = m.moves_played();
  }
}

}  // namespace cardrt
