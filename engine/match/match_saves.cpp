// A match saved to JSON and loaded back, every field of a save checked before it is used.
#include "cardrt/match.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <climits>
#include <cstdio>
#include <iterator>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {

// A zone instance as saves name it (laid melds, stacked shuffles): {"zone": NAME, "owner": i},
// the owner 0-based (0 for a table zone); the fields of `with` follow.
Json zone_ref_json(const GameSpec& sp, int zone, const Json& with) {
  const int def = sp.zone_def_of(zone);
  Json out{{"zone", sp.layout->zones[std::size_t(def)].name}, {"owner", zone - sp.zone_base[std::size_t(def)]}};
  for (const auto& [key, value] : with.items()) out[key] = value;
  return out;
}

// The zone instance a save's {"zone", "owner"} names, checked against the game.
int read_zone_ref(const JsonField& item, const GameSpec& sp) {
  item.object();
  const Layout& layout = *sp.layout;
  const std::string name = item["zone"].string();
  const int def = layout.zone_index(name);
  if (def < 0) throw item["zone"].error("no zone '" + clip(name) + "' in " + layout.id);
  const int owners = sp.owner_count(layout.zones[std::size_t(def)].owner);
  return sp.zone_base[std::size_t(def)] + int(item["owner"].integer(0, owners - 1));
}

}  // namespace

Json Match::save() const {
  const GameSpec& sp = spec();
  const TableView table(sp, state_);
  Json j = selection_json(sp);
  j["engine"] = CARDRT_VERSION;
  j["seed"] = setup_.seed;
  j["dealer"] = setup_.dealer ? Json(setup_.dealer) : Json(nullptr);
  Json deal = Json::object();
  for (const auto& [name, texts] : setup_.deal) deal[name] = texts;
  j["deal"] = deal;
  if (!setup_.shuffle.empty()) {
    Json shuffle = Json::object();
    for (const auto& [name, texts] : setup_.shuffle) shuffle[name] = texts;
    j["shuffle"] = shuffle;
  }
  if (!setup_.later_deals.empty()) {
    Json later = Json::object();
    for (const auto& [number, fixed] : setup_.later_deals)
      for (const auto& [name, texts] : fixed) later[std::to_string(number)][name] = texts;
    j["later_deals"] = later;
  }
  Json s;
  s["deal_number"] = state_.deal_number;
  s["dealer"] = state_.dealer;
  s["to_move"] = state_.to_move;
  s["deal_over"] = state_.deal_over;
  s["match_over"] = state_.match_over;
  s["moves_played"] = state_.moves_played;
  s["score_slot"] = state_.score_slot < 0 ? Json(nullptr) : Json(sp.layout->slots[std::size_t(state_.score_slot)].name);
  s["turns"] = state_.turns ? Json(sp.layout->mechanics[std::size_t(state_.turns - 1)].name) : Json(nullptr);
  s["rng"] = state_.rng.to_hex();
  Json zones = Json::object();
  for (std::size_t d = 0; d < sp.layout->zones.size(); ++d) {
    Json per = Json::array();
    for (int i = 0; i < sp.owner_count(sp.layout->zones[d].owner); ++i) {
      const int z = sp.zone_base[d] + i;
      per.push_back(cards_text(std::vector<Card>(table.cards(z), table.cards(z) + table.count(z))));
    }
    zones[sp.layout->zones[d].name] = per;
  }
  s["zones"] = zones;
  // Cards the rules took out of play (g:clear): the rest of what the deal holds.
  const CardCounts out = cards_of_deal().counts;
  const CardCounts held = table.card_counts();
  std::vector<Card> gone;
  for (int c = 0; c < kCardKinds; ++c)
    for (int n = held[std::size_t(c)]; n < out[std::size_t(c)]; ++n) gone.push_back(Card(c));
  if (!gone.empty()) s["out_of_play"] = cards_text(gone);
  Json slots = Json::object();
  for (std::size_t d = 0; d < sp.layout->slots.size(); ++d) {
    Json per = Json::array();
    for (int i = 0; i < sp.owner_count(sp.layout->slots[d].per); ++i) per.push_back(table.get(sp.slot_base[d] + i));
    slots[sp.layout->slots[d].name] = per;
  }
  s["slots"] = slots;
  s["deal_start_score"] = state_.deal_start_score;
  s["deal_scores"] = state_.deal_scores;
  if (!state_.trick_seats.empty()) s["trick_seats"] = state_.trick_seats;
  if (state_.reversed) s["reversed"] = true;
  if (state_.sitting_out) s["sitting_out"] = table.seats_out();
  if (!state_.laid.empty()) {
    Json laid = Json::array();
    for (const LaidMeld& meld : state_.laid) laid.push_back(zone_ref_json(sp, meld.zone, Json{{"size", meld.size}}));
    s["laid"] = laid;
  }
  Json face_down = Json::array();
  for (int z = 0; z < sp.zone_instances; ++z)
    if (table.face_down(z)) face_down.push_back(zone_ref_json(sp, z, Json{{"count", table.face_down(z)}}));
  if (!face_down.empty()) s["face_down"] = face_down;
  if (!state_.seen.empty()) {
    Json seen = Json::array();
    for (std::uint64_t position : state_.seen) {
      char hex[17];
      std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(position));
      seen.push_back(hex);
    }
    s["seen_positions"] = seen;
  }
  if (!state_.stacked.empty()) {
    Json stacked = Json::array();
    for (const StackedShuffle& stack : state_.stacked)
      stacked.push_back(zone_ref_json(sp, stack.zone, Json{{"cards", cards_text(stack.order)}}));
    s["stacked"] = stacked;
  }
  j["state"] = s;
  if (!interventions_.empty()) j["interventions"] = interventions_json(interventions_);
  j["history"] = history_;
  j["log"] = log_json(log_);
  return j;
}

namespace {

std::string times(int n) { return n == 1 ? "once" : std::to_string(n) + " times"; }

// A seat number as states keep it: 0 for none.
int seat_field(const JsonField& f, int players) {
  std::int64_t seat = f.integer();
  if (seat < 0 || seat > players)
    throw f.error(std::to_string(seat) + " is not a seat (0 for none, or 1 to " + std::to_string(players) + ")");
  return int(seat);
}

// A slot's raw value, in the range its type allows: what the rules' setters can store.
// Flags are any integer, as g:set takes any integer for them.
std::int64_t slot_field(const JsonField& f, const SlotDef& def, int players) {
  std::int64_t v = f.integer();
  auto out_of = [&](const std::string& what, std::int64_t max) {
    return f.error(std::to_string(v) + " is not " + what + " (0 for none, or 1 to " + std::to_string(max) + ")");
  };
  switch (def.type) {
    case SlotType::Bool:
      if (v != 0 && v != 1) throw f.error(std::to_string(v) + " is not a bool (0 or 1)");
      break;
    case SlotType::Seat: return seat_field(f, players);
    case SlotType::Card:  // the card id + 1
      if (v < 0 || v > kCardKinds) throw out_of("a card", kCardKinds);
      break;
    case SlotType::Enum:
      if (v < 0 || v > std::int64_t(def.values.size()))
        throw out_of("a value of " + def.name, std::int64_t(def.values.size()));
      break;
    case SlotType::Suit:
      if (v < 0 || v > kSuits) throw out_of("a suit", kSuits);
      break;
    case SlotType::Int:
      if (def.kept_max >= 0 && (v < 0 || v > def.kept_max))
        throw f.error(std::to_string(v) + " is not a count of " + def.name + " (0 to " + std::to_string(def.kept_max) +
                      ")");
      break;
    case SlotType::Flags: break;
    case SlotType::Seats:
      if (v < 0 || v >> (players + 1) != 0 || (v & 1))
        throw f.error(std::to_string(v) + " is not a set of seats (bit s for seat s, 1 to " + std::to_string(players) +
                      ")");
      break;
  }
  return v;
}

const char* owners_text(Owner owner) {
  return owner == Owner::Seat ? "one per seat" : owner == Owner::Team ? "one per team" : "for the table";
}

}  // namespace

// Every field is checked before it is used, so a truncated, edited or hostile save is refused
// with its path ("not a saved cardrt game: state.rng: must be 64 hex digits, got 12").
Match Match::load(const Json& saved, const RulesLoader& loader, const std::vector<std::string>& search_dirs) {
  const JsonField file(saved, "not a saved cardrt game");
  Match m = start_match(file, loader, search_dirs);
  const GameSpec& sp = m.spec();
  const Layout& layout = *sp.layout;
  State& st = m.state_;
  const JsonField s = file["state"];
  st.deal_number = int(s["deal_number"].integer(1, INT_MAX));
  if (auto made = file.optional("interventions")) m.interventions_ = read_interventions(*made);
  st.dealer = seat_field(s["dealer"], sp.players);
  st.to_move = seat_field(s["to_move"], sp.players);
  st.deal_over = s["deal_over"].boolean();
  st.match_over = s["match_over"].boolean();
  // Legal moves are listed for the seat to move: a deal going on always has one.
  if (st.to_move == 0 && !st.deal_over && !st.match_over)
    throw s["to_move"].error("no seat to move while the deal goes on");
  st.moves_played = int(s["moves_played"].integer(0, INT_MAX));
  m.deal_first_move_ = st.moves_played;  // the moves cap counts from where the saved match goes on
  st.score_slot = -1;
  if (auto score = s.optional("score_slot")) {
    std::string name = score->string();
    st.score_slot = layout.slot_index(name);
    if (st.score_slot < 0) throw score->error("no counter or var '" + name + "' in " + layout.id);
  }
  st.turns = 0;
  if (auto turns = s.optional("turns")) {
    const std::string name = turns->string();
    auto is_named = [&](const MechanicDef& m) { return m.name == name; };
    auto it = std::find_if(layout.mechanics.begin(), layout.mechanics.end(), is_named);
    if (it == layout.mechanics.end() || !it->unit->has_turns())
      throw turns->error("no mechanic with turns named '" + name + "' in " + layout.id);
    st.turns = int(it - layout.mechanics.begin()) + 1;
  }
  const JsonField rng = s["rng"];
  const std::string hex = rng.string();
  if (hex.size() != 64) throw rng.error("must be 64 hex digits, got " + std::to_string(hex.size()));
  st.rng = rng.within([&] { return Rng::from_hex(hex); });

  const JsonField zones = s["zones"];
  std::vector<std::vector<Card>> held(std::size_t(sp.zone_instances));
  CardCounts counts{};
  // Cards that left play (g:clear) are listed apart: with them the deal holds all its cards.
  const std::optional<JsonField> out_of_play = s.optional("out_of_play");
  if (out_of_play) {
    const std::string text = out_of_play->string();
    for (Card c : out_of_play->within([&] { return parse_cards(text); })) ++counts[c];
  }
  for (std::size_t d = 0; d < layout.zones.size(); ++d) {
    const JsonField per = zones[layout.zones[d].name];
    const int owners = sp.owner_count(layout.zones[d].owner);
    per.array(std::size_t(owners), "card string", owners_text(layout.zones[d].owner));
    for (int i = 0; i < owners; ++i) {
      const JsonField f = per[std::size_t(i)];
      const std::string text = f.string();
      auto& cards = held[std::size_t(sp.zone_base[d] + i)];
      cards = f.within([&] { return parse_cards(text); });
      for (Card c : cards) ++counts[c];
    }
  }
  // Checked before any card is placed: with the deck's count no zone can outgrow its capacity.
  const DealtCards dealt = m.cards_of_deal();
  const bool zones_set = m.zones_set_this_deal();
  const std::string holders = out_of_play ? "the zones and state.out_of_play" : "the zones";
  for (int c = 0; c < kCardKinds; ++c) {
    const int have = counts[std::size_t(c)], want = dealt.counts[std::size_t(c)];
    if (have > want)
      throw zones.error(card_name(Card(c)) + " appears " + times(have) + " but " + dealt.source + " holds it " +
                        times(want));
    if (have < want && !zones_set)
      throw zones.error(card_name(Card(c)) + " is missing (" + dealt.source + " holds it " + times(want) + ", " +
                        holders + " " + times(have) + ")");
  }
  Table placed(sp, st);
  for (int z = 0; z < sp.zone_instances; ++z) {
    placed.clear(z);
    for (Card c : held[std::size_t(z)]) placed.push(z, c);
  }

  const JsonField slots = s["slots"];
  for (std::size_t d = 0; d < layout.slots.size(); ++d) {
    const SlotDef& def = layout.slots[d];
    const JsonField per = slots[def.name];
    const int owners = sp.owner_count(def.per);
    per.array(std::size_t(owners), "integer", owners_text(def.per));
    for (int i = 0; i < owners; ++i) placed.set(sp.slot_base[d] + i, slot_field(per[std::size_t(i)], def, sp.players));
  }
  const JsonField start_scores = s["deal_start_score"];
  start_scores.array(std::size_t(sp.players), "integer", "one per seat");
  for (int i = 0; i < sp.players; ++i) st.deal_start_score[std::size_t(i)] = start_scores[std::size_t(i)].integer();
  // Each ended deal adds one gain per seat; the current deal counts once it has ended.
  const int finished = st.deal_number - (st.deal_over ? 0 : 1);
  const JsonField deal_scores = s["deal_scores"];
  deal_scores.array(std::size_t(finished) * std::size_t(sp.players), "integer",
                    std::to_string(finished) + " ended deal" + (finished == 1 ? "" : "s") + " x " +
                        std::to_string(sp.players) + " seats");
  st.deal_scores.resize(std::size_t(finished) * std::size_t(sp.players));
  for (std::size_t i = 0; i < st.deal_scores.size(); ++i) st.deal_scores[i] = deal_scores[i].integer();
  st.trick_seats.clear();
  if (auto tricks = s.optional("trick_seats")) {
    const std::size_t n = tricks->array();
    if (n % 2) throw tricks->error("must hold a leader and a winner per trick, got " + std::to_string(n) + " seats");
    for (std::size_t i = 0; i < n; ++i) st.trick_seats.push_back(std::uint8_t((*tricks)[i].integer(1, sp.players)));
  }
  const std::optional<JsonField> reversed = s.optional("reversed");
  st.reversed = reversed && reversed->boolean();
  st.sitting_out = 0;
  if (auto seats = s.optional("sitting_out")) {
    const std::size_t n = seats->array();
    if (n >= std::size_t(sp.players)) throw seats->error("must leave a seat to play the deal");
    for (std::size_t i = 0; i < n; ++i)
      st.sitting_out = std::uint16_t(st.sitting_out | 1 << ((*seats)[i].integer(1, sp.players) - 1));
  }
  st.laid.clear();
  if (auto laid = s.optional("laid")) {
    std::vector<int> held(std::size_t(sp.zone_instances), 0);
    for (std::size_t i = 0, n = laid->array(); i < n; ++i) {
      const JsonField item = (*laid)[i];
      const int zone = read_zone_ref(item, sp);
      const int size = int(item["size"].integer(1, sp.capacity));
      held[std::size_t(zone)] += size;
      if (held[std::size_t(zone)] > placed.count(zone))
        throw item["size"].error("the melds of zone '" + item["zone"].string() + "' hold more cards than the zone");
      st.laid.push_back({zone, size});
    }
  }
  st.face_down.clear();
  if (auto face_down = s.optional("face_down")) {
    for (std::size_t i = 0, n = face_down->array(); i < n; ++i) {
      const JsonField item = (*face_down)[i];
      const int zone = read_zone_ref(item, sp);
      if (layout.zones[std::size_t(sp.zone_def_of(zone))].visibility != Visibility::Pile)
        throw item["zone"].error("zone '" + item["zone"].string() + "' is not a pile: its cards cannot lie face down");
      placed.set_face_down(zone, int(item["count"].integer(0, placed.count(zone))));
    }
  }
  st.seen.clear();
  if (auto seen = s.optional("seen_positions")) {
    if (!sp.remember_positions) throw seen->error("the game keeps no positions (remember_positions)");
    const std::size_t n = seen->array();
    if (n > std::size_t(st.moves_played)) throw seen->error("holds more positions than moves were played");
    for (std::size_t i = 0; i < n; ++i) {
      const std::string hex = (*seen)[i].string();
      std::uint64_t position = 0;
      const auto [end, error] = std::from_chars(hex.data(), hex.data() + hex.size(), position, 16);
      if (hex.size() != 16 || error != std::errc() || end != hex.data() + hex.size())
        throw(*seen)[i].error("must be 16 hex digits, got '" + clip(hex) + "'");
      st.seen.push_back(position);
    }
  }
  st.stacked.clear();
  if (auto stacked = s.optional("stacked")) {
    for (std::size_t i = 0, n = stacked->array(); i < n; ++i) {
      const JsonField item = (*stacked)[i];
      const int zone = read_zone_ref(item, sp);
      const std::string cards = item["cards"].string();
      st.stacked.push_back({zone, item["cards"].within([&] { return parse_cards(cards); })});
    }
  }
  const JsonField history = file["history"];
  m.history_.resize(history.array());
  for (std::size_t i = 0; i < m.history_.size(); ++i) m.history_[i] = history[i].string();
  if (auto log = file.optional("log")) m.log_ = read_log(*log);
  m.legal_valid_ = false;
  return m;
}

}  // namespace cardrt
