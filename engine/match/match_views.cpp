// What a match shows: scores, counters, zones, the rules' readings and a seat's view.
#include "cardrt/match.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdio>
#include <iterator>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/table.hpp"
#include "clipped.hpp"

namespace cardrt {

std::int64_t Match::score(int seat) const {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  return TableView(spec(), state_).score(seat);
}

std::int64_t Match::deal_score(int seat, int deal) const {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  std::size_t finished = state_.deal_scores.size() / std::size_t(spec().players);
  if (deal < 1 || std::size_t(deal) > finished)
    throw Error("deal " + std::to_string(deal) + " has not been finished (" + std::to_string(finished) + " finished)");
  return state_.deal_scores[std::size_t(deal - 1) * std::size_t(spec().players) + std::size_t(seat - 1)];
}

std::int64_t Match::counter(const std::string& name, int seat) const {
  const Layout& layout = *spec().layout;
  int def = layout.slot_index(name);
  if (def < 0) throw Error(unknown_name("counter", clipped(name), "", layout.slot_names(), "known"));
  const TableView table(spec(), state_);
  if (layout.slots[std::size_t(def)].per == Owner::Table) return table.get(spec().slot_base[std::size_t(def)]);
  if (seat < 1 || seat > spec().players)
    throw Error("counter '" + name + "' needs a seat from 1 to " + std::to_string(spec().players));
  return table.get(spec().slot_at(def, seat));
}

std::vector<Card> Match::zone(const std::string& name, int seat) const {
  const int z = zone_instance(name, seat);
  const TableView table(spec(), state_);
  return std::vector<Card>(table.cards(z), table.cards(z) + table.count(z));
}

bool Match::score_terms(int seat, ScoreTerms& terms) const {
  if (!state_.deal_over) throw Error("score terms exist only once a deal has ended");
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  return rules_->score_terms(state_, seat, terms);
}

bool Match::metrics(ScoreTerms& values) const {
  if (!state_.deal_over) throw Error("metrics exist only once a deal has ended");
  return rules_->metrics(state_, values);
}

bool Match::evaluate(int seat, double& value) const {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  return rules_->evaluate(state_, seat, value);
}

std::vector<std::string> Match::display(int seat) const {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  std::vector<std::string> lines;
  rules_->display(state_, seat, lines);
  return lines;
}

std::vector<int> Match::winners() const {
  std::vector<int> out;
  const std::uint32_t sides = table().winning_sides();
  for (int seat = 1; seat <= spec().players; ++seat)
    if (sides >> spec().team_of_seat[std::size_t(seat)] & 1) out.push_back(seat);
  return out;
}

namespace {
Json card_array(const Card* p, int n) {
  Json a = Json::array();
  for (int i = 0; i < n; ++i) a.push_back(card_name(p[i]));
  return a;
}
Json seat_or_null(int seat) { return seat ? Json(seat) : Json(nullptr); }

}  // namespace

Json Match::value(const std::string& name, int seat) const {
  const std::int64_t v = counter(name, seat);
  return slot_value_json(spec().layout->slots[std::size_t(spec().layout->slot_index(name))], v);
}

// What `seat` may see (seat 0: only what everyone sees). Zones owned by a seat or team list one
// entry per owner; hidden cards show only as a count.
Json Match::view(int seat) const {
  const GameSpec& sp = spec();
  const TableView table(sp, state_);
  if (seat < 0 || seat > sp.players)
    throw Error("no seat " + std::to_string(seat) + " to view from (0 for what everyone sees, or 1 to " +
                std::to_string(sp.players) + ")");
  const Layout& layout = *sp.layout;
  Json v;
  v["game"] = layout.id;
  v["seat"] = seat;
  v["to_move"] = seat_or_null(state_.to_move);
  v["deal"] = state_.deal_number;
  v["dealer"] = seat_or_null(state_.dealer);
  v["deal_over"] = state_.deal_over;
  v["direction"] = state_.reversed ? "right" : "left";
  v["sitting_out"] = Json(table.seats_out());
  v["over"] = state_.match_over;
  auto sees = [&](Owner owner, int index) {
    if (seat == 0) return false;
    if (owner == Owner::Seat) return index == seat - 1;
    if (owner == Owner::Team) return index == sp.team_of_seat[std::size_t(seat)];
    return false;
  };
  Json zones = Json::object();
  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const ZoneDef& def = layout.zones[d];
    Json entries = Json::array();
    for (int i = 0; i < sp.owner_count(def.owner); ++i) {
      const int z = sp.zone_base[d] + i;
      const int n = table.count(z);
      const Card* p = table.cards(z);
      Json e;
      if (def.owner == Owner::Seat) e["seat"] = i + 1;
      if (def.owner == Owner::Team) e["team"] = sp.teams[std::size_t(i)];
      e["count"] = n;
      bool visible =
          def.visibility == Visibility::Public || (def.visibility == Visibility::Owner && sees(def.owner, i));
      if (visible) {
        e["cards"] = card_array(p, n);
        // Laid melds: the zone's cards grouped as laid.
        if (!state_.laid.empty() && table.melds_whole(z) && n > 0) {
          Json melds = Json::array();
          for (const auto& [first, size] : table.melds_of(z)) melds.push_back(card_array(p + first, size));
          if (!melds.empty()) e["melds"] = melds;
        }
      } else if (def.visibility == Visibility::Top && n > 0) {
        e["top"] = card_name(p[n - 1]);
      } else if (def.visibility == Visibility::Pile) {
        const int down = table.face_down(z);
        e["face_down"] = down;
        e["cards"] = card_array(p + down, n - down);
      }
      entries.push_back(e);
    }
    zones[def.name] = def.owner == Owner::Table ? entries[0] : entries;
  }
  v["zones"] = zones;
  for (const MechanicDef& m : layout.mechanics) m.unit->add_view(m.name, sp, state_, v);
  Json counters = Json::object();
  for (std::size_t d = 0; d < layout.slots.size(); ++d) {
    const SlotDef& def = layout.slots[d];
    if (def.visibility == Visibility::Hidden) continue;
    int n = sp.owner_count(def.per);
    Json values = Json::array();
    for (int i = 0; i < n; ++i) {
      bool visible = def.visibility == Visibility::Public || sees(def.per, i);
      values.push_back(visible ? slot_value_json(def, table.get(sp.slot_base[d] + i)) : Json(nullptr));
    }
    counters[def.name] = def.per == Owner::Table ? values[0] : values;
  }
  v["counters"] = counters;
  Json scores = Json::array();
  for (int s = 1; s <= sp.players; ++s) scores.push_back(table.score(s));
  v["scores"] = scores;
  return v;
}

Json Match::result() const {
  Json r;
  Json scores = Json::array();
  for (int s = 1; s <= spec().players; ++s) scores.push_back(score(s));
  r["scores"] = scores;
  r["winners"] = winners();
  r["deals"] = state_.deal_number;
  r["moves"] = state_.moves_played;
  return r;
}

}  // namespace cardrt
