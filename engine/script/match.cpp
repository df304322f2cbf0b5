// The flow of a match: start, deals, the single move path with rollback, views, save and load.
#include "cardrt/match.hpp"

#include <algorithm>
#include <array>

#include "cardrt/error.hpp"
#include "script/rules.hpp"

namespace cardrt {

std::shared_ptr<RulesHost> load_rules(std::shared_ptr<const GameSpec> spec) {
  return std::make_shared<RulesHost>(std::move(spec));
}

Match::Match(std::shared_ptr<RulesHost> host, const MatchSetup& setup) : host_(std::move(host)), setup_(setup) {
  restart(setup.seed);
}

const GameSpec& Match::spec() const { return host_->spec(); }

void Match::restart(std::uint64_t seed) {
  setup_.seed = seed;
  state_ = new_state(spec(), seed);
  history_.clear();
  legal_valid_ = false;
  host_->start_match(state_);
  // Without a given dealer the rules pick one; without a first_dealer hook the engine draws a
  // seat with the match's RNG.
  if (setup_.dealer) {
    if (setup_.dealer < 1 || setup_.dealer > spec().players)
      throw Error("dealer " + std::to_string(setup_.dealer) + " is not a seat of this " +
                  std::to_string(spec().players) + "-player game");
    state_.dealer = setup_.dealer;
  } else if (!host_->first_dealer(state_)) {
    state_.dealer = int(state_.rng.uniform(std::uint32_t(spec().players))) + 1;
  }
  begin(true);
}

void Match::begin(bool first) {
  const GameSpec& sp = spec();
  ++state_.deal_number;
  state_.deal_over = false;
  state_.to_move = 0;
  std::fill(state_.sizes.begin(), state_.sizes.end(), 0);
  reset_deal_slots(sp, state_);
  for (int seat = 1; seat <= sp.players; ++seat)
    state_.deal_start_score[std::size_t(seat - 1)] = seat_score(sp, state_, seat);
  if (first && !setup_.deal.empty()) place_fixed_deal();
  else if (!host_->deal(state_)) throw Error(sp.layout->id + ": the rules define no deal hook");
  host_->start_deal(state_);
  if (state_.to_move == 0 && !state_.deal_over)
    throw Error(sp.layout->id + ": after dealing, the rules set no seat to move (g:set_to_move)");
  legal_valid_ = false;
}

void Match::advance() {
  if (!state_.deal_over || state_.match_over) return;
  // Dealing the next hand runs hooks too; if one fails, the finished hand stays as it was.
  backup_ = state_;
  try {
    // Without a next_dealer hook the deal passes to the left.
    if (!host_->next_dealer(state_)) state_.dealer = state_.dealer % spec().players + 1;
    begin(false);
  } catch (...) {
    state_ = backup_;
    throw;
  }
}

int Match::zone_instance(const std::string& name, int seat) const {
  const Layout& layout = *spec().layout;
  int def = layout.zone_index(name);
  if (def < 0) {
    std::string names;
    for (const auto& z : layout.zones) names += (names.empty() ? "" : ", ") + z.name;
    throw Error("unknown zone '" + name + "' (zones: " + names + ")");
  }
  if (layout.zones[std::size_t(def)].owner == Owner::Table) return spec().zone_base[std::size_t(def)];
  if (seat < 1 || seat > spec().players) throw Error("zone '" + name + "' needs a seat from 1 to " + std::to_string(spec().players));
  return spec().zone_at(def, seat);
}

void Match::place_fixed_deal() {
  const GameSpec& sp = spec();
  const Layout& layout = *sp.layout;
  std::array<int, kCardKinds> left{};
  for (int c = 0; c < 52; ++c) left[std::size_t(c)] = sp.decks;
  left[kJoker] = sp.decks * layout.jokers;
  Zones zones(sp, state_);
  for (const auto& [name, texts] : setup_.deal) {
    int def = layout.zone_index(name);
    if (def < 0) zone_instance(name, 1);  // reports the unknown name
    int owners = sp.owner_count(layout.zones[std::size_t(def)].owner);
    if (int(texts.size()) != owners)
      throw Error("deal: zone '" + name + "' needs " + std::to_string(owners) + " card string" + (owners == 1 ? "" : "s") +
                  " (one per " + (owners == 1 ? "table" : "owner") + "), got " + std::to_string(texts.size()));
    for (int i = 0; i < owners; ++i) {
      int z = sp.zone_base[std::size_t(def)] + i;
      for (Card c : parse_cards(texts[std::size_t(i)])) {
        if (left[c]-- <= 0) throw Error("deal: " + card_name(c) + " is given more often than the deck holds it");
        zones.push(z, c);
      }
    }
  }
}

const MoveList& Match::legal_moves() {
  advance();
  if (!legal_valid_) {
    if (state_.match_over || state_.deal_over) legal_.clear();
    else {
      host_->moves(state_, legal_);
      if (legal_.empty())
        throw Error(spec().layout->id + ": the rules list no legal move for seat " + std::to_string(state_.to_move) +
                    " while the deal goes on");
    }
    legal_valid_ = true;
  }
  return legal_;
}

std::vector<std::string> Match::legal_texts() { return move_texts(*spec().layout, legal_moves()); }

int Match::to_move() {
  advance();
  return state_.to_move;
}

void Match::apply(std::size_t index) {
  const MoveList& list = legal_moves();
  if (index >= list.size()) throw Error("move number " + std::to_string(index + 1) + " does not exist");
  const Move move = list[index];
  std::string text;
  if (setup_.record) text = move_text(*spec().layout, list, move);
  backup_ = state_;
  try {
    host_->apply(state_, list, move);
    if (!state_.deal_over && (state_.to_move < 1 || state_.to_move > spec().players))
      throw Error(spec().layout->id + ": after '" + move_text(*spec().layout, list, move) +
                  "' the rules left no seat to move while the deal goes on (g:set_to_move)");
  } catch (...) {
    state_ = backup_;
    throw;
  }
  ++state_.moves_played;
  legal_valid_ = false;
  if (setup_.record) history_.push_back(std::move(text));
}

void Match::play(std::string_view text) {
  const MoveList& list = legal_moves();
  auto legal_list = [&] {
    std::string out;
    for (const auto& m : move_texts(*spec().layout, list)) out += (out.empty() ? "" : ", ") + m;
    return out.empty() ? std::string("none: the match is over") : out;
  };
  probe_.clear();
  try {
    parse_move(*spec().layout, text, probe_);
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + "; legal moves: " + legal_list());
  }
  if (spec().layout->moves[probe_[0].verb].arg == ArgKind::Groups) {
    // Group moves have one canonical spelling per distinct move; the rules map typed input to it.
    std::uint16_t verb = probe_[0].verb;
    std::string arg(probe_.text(probe_[0])), why;
    if (!host_->canonical(state_, verb, arg, why))
      throw Error("illegal move '" + std::string(text) + "': " + why + "; legal moves: " + legal_list());
    probe_.clear();
    probe_.add_text(verb, arg);
  }
  int index = list.find(probe_, probe_[0]);
  if (index < 0)
    throw Error("illegal move '" + move_text(*spec().layout, probe_, probe_[0]) + "'; legal moves: " + legal_list());
  apply(std::size_t(index));
}

std::int64_t Match::score(int seat) const {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  return seat_score(spec(), state_, seat);
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
  if (def < 0) {
    std::string names;
    for (const auto& s : layout.slots) names += (names.empty() ? "" : ", ") + s.name;
    throw Error("unknown counter '" + name + "' (known: " + names + ")");
  }
  if (layout.slots[std::size_t(def)].per == Owner::Table) return state_.slots[std::size_t(spec().slot_base[std::size_t(def)])];
  if (seat < 1 || seat > spec().players) throw Error("counter '" + name + "' needs a seat from 1 to " + std::to_string(spec().players));
  return state_.slots[std::size_t(spec().slot_at(def, seat))];
}

std::vector<Card> Match::zone(const std::string& name, int seat) const {
  int z = zone_instance(name, seat);
  const Card* p = &state_.cards[std::size_t(z) * spec().capacity];
  return std::vector<Card>(p, p + state_.sizes[std::size_t(z)]);
}

bool Match::score_terms(int seat, ScoreTerms& terms) {
  if (!state_.deal_over) throw Error("score terms exist only once a deal has ended");
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  return host_->score_terms(state_, seat, terms);
}

std::vector<std::string> Match::display(int seat) {
  if (seat < 1 || seat > spec().players) throw Error("no seat " + std::to_string(seat));
  std::vector<std::string> lines;
  host_->display(state_, seat, lines);
  return lines;
}

std::vector<int> Match::winners() const {
  std::vector<int> out;
  std::int64_t best = INT64_MIN;
  for (int seat = 1; seat <= spec().players; ++seat) {
    std::int64_t s = score(seat);
    if (s > best) {
      best = s;
      out.clear();
    }
    if (s == best) out.push_back(seat);
  }
  return out;
}

namespace {
Json card_array(const Card* p, int n) {
  Json a = Json::array();
  for (int i = 0; i < n; ++i) a.push_back(card_name(p[i]));
  return a;
}
Json seat_or_null(int seat) { return seat ? Json(seat) : Json(nullptr); }

Json slot_json(const SlotDef& def, std::int64_t v) {
  switch (def.type) {
    case SlotType::Bool: return v != 0;
    case SlotType::Seat: return seat_or_null(int(v));
    case SlotType::Card: return v ? Json(card_name(Card(v - 1))) : Json(nullptr);
    case SlotType::Enum: return v >= 1 && v <= std::int64_t(def.values.size()) ? Json(def.values[std::size_t(v - 1)]) : Json(nullptr);
    case SlotType::Flags: {
      Json names = Json::array();
      for (std::size_t i = 0; i < def.values.size(); ++i)
        if (v & (std::int64_t{1} << (i + 1))) names.push_back(def.values[i]);
      return names;
    }
    case SlotType::Int: return v;
  }
  return v;
}
}  // namespace

// What `seat` may see (seat 0: only what everyone sees). Zones owned by a seat or team list one
// entry per owner; hidden cards show only as a count.
Json Match::view(int seat) const {
  const GameSpec& sp = spec();
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
      int z = sp.zone_base[d] + i;
      int n = state_.sizes[std::size_t(z)];
      const Card* p = &state_.cards[std::size_t(z) * sp.capacity];
      Json e;
      if (def.owner == Owner::Seat) e["seat"] = i + 1;
      if (def.owner == Owner::Team) e["team"] = sp.teams[std::size_t(i)];
      e["count"] = n;
      bool visible = def.visibility == Visibility::Public || (def.visibility == Visibility::Owner && sees(def.owner, i));
      if (visible) e["cards"] = card_array(p, n);
      else if (def.visibility == Visibility::Top && n > 0) e["top"] = card_name(p[n - 1]);
      entries.push_back(e);
    }
    zones[def.name] = def.owner == Owner::Table ? entries[0] : entries;
  }
  v["zones"] = zones;
  Json counters = Json::object();
  for (std::size_t d = 0; d < layout.slots.size(); ++d) {
    const SlotDef& def = layout.slots[d];
    if (def.visibility == Visibility::Hidden) continue;
    int n = sp.owner_count(def.per);
    Json values = Json::array();
    for (int i = 0; i < n; ++i) {
      bool visible = def.visibility == Visibility::Public || sees(def.per, i);
      values.push_back(visible ? slot_json(def, state_.slots[std::size_t(sp.slot_base[d] + i)]) : Json(nullptr));
    }
    counters[def.name] = def.per == Owner::Table ? values[0] : values;
  }
  v["counters"] = counters;
  Json scores = Json::array();
  for (int s = 1; s <= sp.players; ++s) scores.push_back(seat_score(sp, state_, s));
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

Json Match::save() const {
  const GameSpec& sp = spec();
  Json j = selection_json(sp);
  j["engine"] = CARDRT_VERSION;
  j["seed"] = setup_.seed;
  j["dealer"] = setup_.dealer ? Json(setup_.dealer) : Json(nullptr);
  Json deal = Json::object();
  for (const auto& [name, texts] : setup_.deal) deal[name] = texts;
  j["deal"] = deal;
  Json s;
  s["deal_number"] = state_.deal_number;
  s["dealer"] = state_.dealer;
  s["to_move"] = state_.to_move;
  s["deal_over"] = state_.deal_over;
  s["match_over"] = state_.match_over;
  s["moves_played"] = state_.moves_played;
  s["score_slot"] = state_.score_slot < 0 ? Json(nullptr) : Json(sp.layout->slots[std::size_t(state_.score_slot)].name);
  s["rng"] = state_.rng.to_hex();
  Json zones = Json::object();
  for (std::size_t d = 0; d < sp.layout->zones.size(); ++d) {
    Json per = Json::array();
    for (int i = 0; i < sp.owner_count(sp.layout->zones[d].owner); ++i) {
      int z = sp.zone_base[d] + i;
      per.push_back(cards_text(std::vector<Card>(&state_.cards[std::size_t(z) * sp.capacity],
                                                 &state_.cards[std::size_t(z) * sp.capacity] + state_.sizes[std::size_t(z)])));
    }
    zones[sp.layout->zones[d].name] = per;
  }
  s["zones"] = zones;
  Json slots = Json::object();
  for (std::size_t d = 0; d < sp.layout->slots.size(); ++d) {
    Json per = Json::array();
    for (int i = 0; i < sp.owner_count(sp.layout->slots[d].per); ++i) per.push_back(state_.slots[std::size_t(sp.slot_base[d] + i)]);
    slots[sp.layout->slots[d].name] = per;
  }
  s["slots"] = slots;
  s["deal_start_score"] = state_.deal_start_score;
  s["deal_scores"] = state_.deal_scores;
  j["state"] = s;
  j["history"] = history_;
  return j;
}

Match Match::load(const Json& saved, const std::vector<std::string>& search_dirs) {
  try {
    Selection sel;
    sel.game = saved.at("game").get<std::string>();
    if (!saved.at("variant").is_null()) sel.variant = saved.at("variant").get<std::string>();
    sel.options = saved.at("options");
    sel.players = saved.at("players").get<int>();
    sel.search_dirs = search_dirs;
    // The saved options already include the variant's; applying the variant again changes nothing.
    MatchSetup setup;
    setup.seed = saved.at("seed").get<std::uint64_t>();
    setup.dealer = saved.at("dealer").is_null() ? 0 : saved.at("dealer").get<int>();
    for (const auto& [name, texts] : saved.at("deal").items()) setup.deal.emplace_back(name, texts.get<std::vector<std::string>>());
    auto spec = make_spec(sel);
    Match m(load_rules(spec), setup);
    const Json& s = saved.at("state");
    State& st = m.state_;
    st.deal_number = s.at("deal_number").get<int>();
    st.dealer = s.at("dealer").get<int>();
    st.to_move = s.at("to_move").get<int>();
    st.deal_over = s.at("deal_over").get<bool>();
    st.match_over = s.at("match_over").get<bool>();
    st.moves_played = s.at("moves_played").get<int>();
    st.score_slot = s.at("score_slot").is_null() ? -1 : spec->layout->slot_index(s.at("score_slot").get<std::string>());
    st.rng = Rng::from_hex(s.at("rng").get<std::string>());
    Zones zones(*spec, st);
    for (std::size_t d = 0; d < spec->layout->zones.size(); ++d) {
      const Json& per = s.at("zones").at(spec->layout->zones[d].name);
      for (int i = 0; i < spec->owner_count(spec->layout->zones[d].owner); ++i) {
        int z = spec->zone_base[d] + i;
        zones.clear(z);
        auto cards = parse_cards(per.at(std::size_t(i)).get<std::string>());
        if (int(cards.size()) > spec->capacity) throw Error("zone " + spec->layout->zones[d].name + " holds too many cards");
        for (Card c : cards) zones.push(z, c);
      }
    }
    for (std::size_t d = 0; d < spec->layout->slots.size(); ++d) {
      const Json& per = s.at("slots").at(spec->layout->slots[d].name);
      for (int i = 0; i < spec->owner_count(spec->layout->slots[d].per); ++i)
        st.slots[std::size_t(spec->slot_base[d] + i)] = per.at(std::size_t(i)).get<std::int64_t>();
    }
    st.deal_start_score = s.at("deal_start_score").get<std::vector<std::int64_t>>();
    st.deal_scores = s.at("deal_scores").get<std::vector<std::int64_t>>();
    if (st.deal_start_score.size() != std::size_t(spec->players)) throw Error("deal_start_score has the wrong size");
    m.history_ = saved.at("history").get<std::vector<std::string>>();
    m.legal_valid_ = false;
    return m;
  } catch (const Json::exception& e) {
    throw Error(std::string("not a saved cardrt game: ") + e.what());
  }
}

}  // namespace cardrt
