// What one seat knows of the cards it cannot see (knowledge.hpp): learnt from the moves it
// watches, and used to sample worlds it cannot tell from the real one.
#include "cardrt/knowledge.hpp"

#include <algorithm>

#include "cardrt/layout.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

SeatKnowledge::SeatKnowledge(const GameSpec& spec, int seat) : spec_(spec), seat_(seat) {
  const Layout& layout = *spec.layout;
  visible_.assign(std::size_t(spec.zone_instances), false);
  top_only_.assign(std::size_t(spec.zone_instances), false);
  pile_.assign(std::size_t(spec.zone_instances), false);
  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const ZoneDef& def = layout.zones[d];
    for (int i = 0; i < spec.owner_count(def.owner); ++i) {
      const bool own = (def.owner == Owner::Seat && i == seat - 1) ||
                       (def.owner == Owner::Team && i == spec.team_of_seat[std::size_t(seat)]);
      const std::size_t z = std::size_t(spec.zone_base[d] + i);
      // A zone out of play counts as seen: its cards stay where they are in every sampled world.
      visible_[z] =
          def.out_of_play || def.visibility == Visibility::Public || (def.visibility == Visibility::Owner && own);
      top_only_[z] = !visible_[z] && def.visibility == Visibility::Top;
      pile_[z] = !visible_[z] && def.visibility == Visibility::Pile;
    }
  }
  forget(-1);
}

void SeatKnowledge::forget(int deal) {
  deal_ = deal;
  known_.assign(std::size_t(spec_.zone_instances), CardCounts{});
  excluded_.assign(std::size_t(spec_.zone_instances), 0);
}

CardCounts SeatKnowledge::visible_counts(const State& state) const {
  CardCounts counts{};
  const TableView table(spec_, state);
  for (int z = 0; z < spec_.zone_instances; ++z) {
    const int n = table.count(z);
    if (visible_[std::size_t(z)])
      for (int i = 0; i < n; ++i) ++counts[table.at(z, i)];
    else if (top_only_[std::size_t(z)] && n > 0)
      ++counts[table.at(z, n - 1)];
    else if (pile_[std::size_t(z)])
      for (int i = table.face_down(z); i < n; ++i) ++counts[table.at(z, i)];
  }
  return counts;
}

int SeatKnowledge::hidden_places(const State& state, int zone) const {
  if (visible_[std::size_t(zone)]) return 0;
  const TableView table(spec_, state);
  const int n = table.count(zone);
  if (pile_[std::size_t(zone)]) return table.face_down(zone);
  return top_only_[std::size_t(zone)] && n > 0 ? n - 1 : n;
}

void SeatKnowledge::observe(const State& before, const State& after) {
  if (before.deal_number != deal_) forget(before.deal_number);
  // What changed in sight: cards that left the seat's view (they went to hidden places) and cards
  // that came into it (from hidden places, or dealt face up).
  const CardCounts seen_before = visible_counts(before), seen_after = visible_counts(after);
  CardCounts went{}, came{};
  int went_total = 0, came_total = 0;
  for (int c = 0; c < kCardKinds; ++c) {
    went[std::size_t(c)] = std::max(0, seen_before[std::size_t(c)] - seen_after[std::size_t(c)]);
    came[std::size_t(c)] = std::max(0, seen_after[std::size_t(c)] - seen_before[std::size_t(c)]);
    went_total += went[std::size_t(c)];
    came_total += came[std::size_t(c)];
  }
  // Which hidden places grew and which shrank: zone sizes are public.
  std::vector<int> grew, shrank;
  int grown = 0, shrunk = 0;
  for (int z = 0; z < spec_.zone_instances; ++z) {
    if (visible_[std::size_t(z)]) continue;
    const int change = hidden_places(after, z) - hidden_places(before, z);
    if (change > 0) grew.push_back(z), grown += change;
    if (change < 0) shrank.push_back(z), shrunk -= change;
  }
  // Cards that left a hidden place: the seat knows which only when they all came into view from
  // the one place that shrank; otherwise nothing it knew of the places that shrank holds.
  for (int z : shrank) {
    CardCounts& known = known_[std::size_t(z)];
    if (shrank.size() == 1 && came_total == shrunk)
      for (int c = 0; c < kCardKinds; ++c)
        known[std::size_t(c)] = std::max(0, known[std::size_t(c)] - came[std::size_t(c)]);
    else
      known.fill(0);
  }
  // Cards that left the seat's view went into the one hidden place that grew, when only one did.
  // A place that took cards may now hold what it could not before.
  if (went_total > 0 && grew.size() == 1)
    for (int c = 0; c < kCardKinds; ++c) known_[std::size_t(grew[0])][std::size_t(c)] += went[std::size_t(c)];
  for (int z : grew) excluded_[std::size_t(z)] = 0;
  // A card played into view may show what the player's hidden hand lacks (a suit not followed).
  if (came_total != 1) return;
  Card played = kJoker;
  for (int c = 0; c < kCardKinds; ++c)
    if (came[std::size_t(c)]) played = Card(c);
  for (const MechanicDef& m : spec_.layout->mechanics) {
    const Revealed shown = m.unit->revealed(spec_, before, after, played);
    if (shown.zone >= 0 && !visible_[std::size_t(shown.zone)]) excluded_[std::size_t(shown.zone)] |= shown.cards;
  }
}

void SeatKnowledge::sample(const State& state, Rng& rng, State& out) const {
  out = state;
  // What a test stacked is the future, which no seat knows: a sampled world shuffles freely.
  out.stacked.clear();
  const TableView table(spec_, state);
  // Searching bots sample a world per iteration: the buffers keep their capacity between calls.
  Scratch& s = scratch_;
  const std::size_t zones = std::size_t(spec_.zone_instances);
  // The hidden places, what lies in them all (as a whole: which card is where is what is dealt
  // anew), and first the cards the seat knows the place of.
  s.places.clear();
  s.room.assign(zones, 0);
  CardCounts pool{};
  for (int z = 0; z < spec_.zone_instances; ++z) {
    const int n = hidden_places(state, z);
    if (n == 0) continue;
    s.places.push_back(z);
    s.room[std::size_t(z)] = n;
    for (int i = 0; i < n; ++i) ++pool[table.at(z, i)];
  }
  s.dealt.resize(zones);
  s.assigned.resize(zones);
  for (int z : s.places) {
    std::vector<Card>& dealt = s.dealt[std::size_t(z)];
    dealt.clear();
    const CardCounts& known = known_[std::size_t(z)];
    for (int c = 0; c < kCardKinds; ++c) {
      const int k = std::min({known[std::size_t(c)], pool[std::size_t(c)], s.room[std::size_t(z)]});
      for (int i = 0; i < k; ++i) dealt.push_back(Card(c));
      pool[std::size_t(c)] -= k;
      s.room[std::size_t(z)] -= k;
    }
  }
  s.rest.clear();
  for (int c = 0; c < kCardKinds; ++c)
    for (int i = 0; i < pool[std::size_t(c)]; ++i) s.rest.push_back(Card(c));
  // The rest at random, each card to a place that may hold it, with chances by the room left;
  // after a few dead ends (the voids leave a card nowhere to go) the voids are set aside.
  for (int attempt = 0;; ++attempt) {
    const bool with_voids = attempt < 8;
    for (int z : s.places) s.assigned[std::size_t(z)] = s.dealt[std::size_t(z)];
    s.left = s.room;
    rng.shuffle(s.rest.data(), s.rest.size());
    bool placed_all = true;
    for (Card c : s.rest) {
      int total = 0;
      for (int z : s.places)
        if (!with_voids || !(excluded_[std::size_t(z)] & card_bit(c))) total += s.left[std::size_t(z)];
      if (total == 0) {
        placed_all = false;
        break;
      }
      int pick = int(rng.uniform(std::uint32_t(total)));
      for (int z : s.places) {
        if (with_voids && (excluded_[std::size_t(z)] & card_bit(c))) continue;
        pick -= s.left[std::size_t(z)];
        if (pick < 0) {
          s.assigned[std::size_t(z)].push_back(c);
          --s.left[std::size_t(z)];
          break;
        }
      }
    }
    if (placed_all) break;
  }
  // Each hidden place in a random order, below a `top` zone's visible top card or a pile's face-up
  // cards.
  Table world(spec_, out);
  for (int z : s.places) {
    std::vector<Card>& cards = s.assigned[std::size_t(z)];
    rng.shuffle(cards.data(), cards.size());
    world.set_bottom(z, cards);
  }
  out.rng.reseed(rng.next());
}

}  // namespace cardrt
