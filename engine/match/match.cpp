// The flow of a match: start, deals, the single move path with rollback, views, save and load.
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

namespace cardrt {

namespace {
// Typed input and a rule's reason are echoed in errors; a huge one is cut, not repeated whole.
std::string clipped(std::string_view text) {
  constexpr std::size_t kShown = 200;
  if (text.size() <= kShown) return std::string(text);
  return std::string(text.substr(0, kShown)) + "... (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace

void Match::start_log() {
  pending_log_.clear();
  rules_->set_log(&pending_log_);
}

void Match::end_log(int after) {
  rules_->set_log(nullptr);
  if (after >= 0)
    for (auto& text : pending_log_) log_.push_back(LogEntry{after, std::move(text)});
  pending_log_.clear();
}

Match::Match(std::shared_ptr<Rules> rules, const MatchSetup& setup)
    : rules_(std::move(rules)), turn_hooks_(rules_->turn_hooks()), setup_(setup) {
  restart(setup.seed);
}

Match::Match(std::shared_ptr<Rules> rules, const State& from)
    : rules_(std::move(rules)), turn_hooks_(rules_->turn_hooks()) {
  setup_.record = false;
  sampled_ = true;
  state_ = from;
  deal_first_move_ = from.moves_played;
}

const GameSpec& Match::spec() const { return rules_->spec(); }

void Match::assume(const State& state) {
  state_ = state;
  deal_first_move_ = state.moves_played;
  legal_valid_ = false;
  history_.clear();
  log_.clear();
  positions_.clear();
}

void Match::restart(std::uint64_t seed) {
  setup_.seed = seed;
  history_.clear();
  log_.clear();
  interventions_.clear();
  positions_.clear();
  listen();
  try {
    reset_state(spec(), seed, state_);
    legal_valid_ = false;
    rules_->start_match(state_);
    // Without a given dealer the rules pick one; without a first_dealer hook the engine draws a
    // seat with the match's RNG.
    if (setup_.dealer) {
      if (setup_.dealer < 1 || setup_.dealer > spec().players)
        throw Error("dealer " + std::to_string(setup_.dealer) + " is not a seat of this " +
                    std::to_string(spec().players) + "-player game");
      state_.dealer = setup_.dealer;
    } else if (!rules_->first_dealer(state_)) {
      state_.dealer = int(state_.rng.uniform(std::uint32_t(spec().players))) + 1;
    }
    begin(true);
  } catch (...) {
    stop_listening(-1);
    throw;
  }
  stop_listening(0);
}

void Match::begin(bool first) {
  const GameSpec& sp = spec();
  if (state_.deal_number >= setup_.limits.deals_per_match)
    throw MatchTooLong("the match did not end within " + std::to_string(setup_.limits.deals_per_match) +
                       " deals; the rules may never end it (the cap: --max-deals)");
  deal_first_move_ = state_.moves_played;
  Table(sp, state_).start_deal();
  // The rules' errors say which deal they were dealing; a fixed deal's are the caller's own.
  const auto dealing = [&](auto&& step) {
    try {
      step();
    } catch (const Error& e) {
      throw Error(std::string(e.what()) + "\n  while dealing deal " + std::to_string(state_.deal_number));
    }
  };
  const auto later = setup_.later_deals.find(state_.deal_number);
  if (first && !setup_.deal.empty())
    place_fixed_deal(setup_.deal);
  else if (!first && later != setup_.later_deals.end())
    place_fixed_deal(later->second);
  else
    dealing([&] {
      if (!rules_->deal(state_) && !deal_as_declared())
        throw Error(sp.layout->id + ": the rules define no deal hook and game.yaml declares no deal:");
    });
  dealing([&] { rules_->start_deal(state_); });
  if (state_.to_move == 0 && !state_.deal_over)
    throw Error(sp.layout->id + ": after dealing, the rules set no seat to move (g:set_to_move)");
  legal_valid_ = false;
}

void Match::next_deal() {
  if (!state_.deal_over || state_.match_over) return;
  // Dealing the next hand runs hooks too; if one fails, the finished hand stays as it was.
  backup_ = state_;
  listen();
  try {
    // Without a next_dealer hook the deal passes to the left.
    if (!rules_->next_dealer(state_)) state_.dealer = state_.dealer % spec().players + 1;
    begin(false);
  } catch (...) {
    stop_listening(-1);
    state_ = backup_;
    throw;
  }
  stop_listening(state_.moves_played);
}

int Match::zone_instance(const std::string& name, int seat) const {
  const Layout& layout = *spec().layout;
  int def = layout.zone_index(name);
  if (def < 0) throw Error(unknown_name("zone", clipped(name), "", layout.zone_names(), "zones"));
  if (layout.zones[std::size_t(def)].owner == Owner::Table) return spec().zone_base[std::size_t(def)];
  if (seat < 1 || seat > spec().players)
    throw Error("zone '" + name + "' needs a seat from 1 to " + std::to_string(spec().players));
  return spec().zone_at(def, seat);
}

bool Match::deal_as_declared() {
  const GameSpec& sp = spec();
  const Layout::Deal& deal = sp.layout->deal;
  if (deal.from_zone < 0) return false;
  Table table(sp, state_);
  const int from = sp.zone_base[std::size_t(deal.from_zone)];
  table.fill(from);
  table.shuffle(from);
  deal_targets_.clear();
  for (int def : deal.to_zones) {
    if (sp.zones[std::size_t(def)].owner == Owner::Table)
      deal_targets_.push_back(sp.zone_base[std::size_t(def)]);
    else
      table.seat_zones_from_dealer(def, std::back_inserter(deal_targets_));
  }
  table.deal_out(from, deal_targets_, sp.deal_each);
  return true;
}

CardCounts Match::fixed_deal_counts(const FixedDeal& deal) const {
  const GameSpec& sp = spec();
  const Layout& layout = *sp.layout;
  CardCounts left = sp.deck_counts();
  CardCounts given{};
  for (const auto& [name, texts] : deal) {
    int def = layout.zone_index(name);
    if (def < 0) zone_instance(name, 1);  // reports the unknown name
    int owners = sp.owner_count(layout.zones[std::size_t(def)].owner);
    if (int(texts.size()) != owners)
      throw Error("deal: zone '" + name + "' needs " + std::to_string(owners) + " card string" +
                  (owners == 1 ? "" : "s") + " (one per " + (owners == 1 ? "table" : "owner") + "), got " +
                  std::to_string(texts.size()));
    for (const auto& text : texts)
      for (Card c : parse_cards(text)) {
        if (left[c]-- <= 0) throw Error("deal: " + card_name(c) + " is given more often than the deck holds it");
        ++given[c];
      }
  }
  return given;
}

Match::DealtCards Match::cards_of_deal() const {
  const auto later = setup_.later_deals.find(state_.deal_number);
  // set_zone may bring in any card of the deck, a fixed deal or not.
  if (zones_set_this_deal()) return {spec().deck_counts(), "the deck"};
  if (later != setup_.later_deals.end()) return {fixed_deal_counts(later->second), "the fixed deal"};
  if (state_.deal_number == 1 && !setup_.deal.empty()) return {fixed_deal_counts(setup_.deal), "the fixed deal"};
  return {spec().deck_counts(), "the deck"};
}

bool Match::zones_set_this_deal() const {
  return std::any_of(interventions_.begin(), interventions_.end(), [&](const Intervention& i) {
    return i.kind == Intervention::Kind::SetZone && i.deal == state_.deal_number;
  });
}

void Match::place_fixed_deal(const FixedDeal& deal) {
  const GameSpec& sp = spec();
  fixed_deal_counts(deal);
  Table table(sp, state_);
  for (const auto& [name, texts] : deal) {
    const int def = sp.layout->zone_index(name);
    for (std::size_t i = 0; i < texts.size(); ++i)
      for (Card c : parse_cards(texts[i])) table.push(sp.zone_base[std::size_t(def)] + int(i), c);
  }
}

void Match::fix_deal(int number, FixedDeal deal) {
  if (number <= state_.deal_number)
    throw Error("deal " + std::to_string(number) + " is dealt already; fix deal " +
                std::to_string(state_.deal_number + 1) + " or a later one");
  fixed_deal_counts(deal);
  setup_.later_deals[number] = std::move(deal);
}

void Match::set_zone(const std::string& zone, int seat, const std::string& cards) {
  const GameSpec& sp = spec();
  const int z = zone_instance(zone, seat);
  const std::vector<Card> wanted = parse_cards(cards);
  Table table(sp, state_);
  State before = state_;
  try {
    table.clear(z);
    CardCounts out_of_play = sp.deck_counts();
    const CardCounts in_play = table.card_counts();
    for (int c = 0; c < kCardKinds; ++c) out_of_play[std::size_t(c)] -= in_play[std::size_t(c)];
    for (Card c : wanted) {
      if (out_of_play[c] > 0) {
        --out_of_play[c];
      } else {
        // Zone instances are numbered in layout order, owners in order within a zone.
        int from = 0;
        while (from < sp.zone_instances && (from == z || table.find(from, c) < 0)) ++from;
        if (from == sp.zone_instances) throw Error(card_name(c) + " is listed more often than the deck holds it");
        table.remove_at(from, table.find(from, c));
      }
      table.push(z, c);
    }
  } catch (...) {
    state_ = std::move(before);
    throw;
  }
  legal_valid_ = false;
  interventions_.push_back({Intervention::Kind::SetZone, state_.moves_played, state_.deal_number, zone,
                            seat_of_zone(zone, seat), cards_text(wanted)});
}

void Match::stack_shuffle(const std::string& zone, int seat, const std::string& cards) {
  const GameSpec& sp = spec();
  const int z = zone_instance(zone, seat);
  std::vector<Card> order = parse_cards(cards);
  CardCounts left = sp.deck_counts();
  for (Card c : order)
    if (left[c]-- <= 0) throw Error(card_name(c) + " is listed more often than the deck holds it");
  interventions_.push_back({Intervention::Kind::StackShuffle, state_.moves_played, state_.deal_number, zone,
                            seat_of_zone(zone, seat), cards_text(order)});
  state_.stacked.push_back({z, std::move(order)});
  legal_valid_ = false;
}

void Match::replay_interventions(const std::vector<Intervention>& recorded, int after) {
  for (const Intervention& made : recorded) {
    if (made.after != after) continue;
    if (made.deal > state_.deal_number) next_deal();
    if (made.kind == Intervention::Kind::SetZone)
      set_zone(made.zone, made.seat, made.cards);
    else
      stack_shuffle(made.zone, made.seat, made.cards);
  }
}

int Match::seat_of_zone(const std::string& zone, int seat) const {
  return spec().layout->zones[std::size_t(spec().layout->zone_index(zone))].owner == Owner::Table ? 0 : seat;
}

std::string Match::moment() const {
  return "deal " + std::to_string(state_.deal_number) + ", move " + std::to_string(state_.moves_played + 1) +
         (sampled_ ? " in a world a bot sampled" : " of the match");
}

const MoveList& Match::legal_moves() const {
  if (!legal_valid_) {
    if (state_.match_over || state_.deal_over)
      legal_.clear();
    else {
      try {
        const MechanicTurns* turns = turns_now();
        legal_.clear();
        if (!turns || !turns->moves(spec(), state_, legal_)) rules_->moves(state_, legal_);
      } catch (const Error& e) {
        throw Error(std::string(e.what()) + "\n  while listing the moves of seat " + std::to_string(state_.to_move) +
                    " (" + moment() + ")");
      }
      if (legal_.empty())
        throw Error(spec().layout->id + ": rules.moves listed no move for seat " + std::to_string(state_.to_move) +
                    " while the deal goes on (" + moment() + ")");
    }
    legal_valid_ = true;
  }
  return legal_;
}

std::vector<std::string> Match::legal_texts() const { return move_texts(*spec().layout, legal_moves()); }

void Match::apply(std::size_t index) {
  if (state_.moves_played - deal_first_move_ >= setup_.limits.moves_per_deal)
    throw MatchTooLong("deal " + std::to_string(state_.deal_number) + " did not end within " +
                       std::to_string(setup_.limits.moves_per_deal) +
                       " moves; the rules may never end it (the cap: --max-moves)");
  const MoveList& list = legal_moves();
  if (index >= list.size()) throw Error("move number " + std::to_string(index + 1) + " does not exist");
  const Move move = list[index];
  std::string text, position_before;
  if (setup_.record) text = move_text(*spec().layout, list, move);
  if (setup_.trace) position_before = position();
  // A move the mechanic playing the turns applies alone cannot fail: it needs no copy to roll
  // back to, and changes nothing before it knows it succeeds.
  const MechanicTurns* turns = turns_now();
  const bool may_fail = !turns || turns->calls_rules(spec(), state_, list, move, turn_hooks_);
  if (may_fail) backup_ = state_;
  listen();
  try {
    apply_turn(list, move, turns);
    if (!state_.deal_over && (state_.to_move < 1 || state_.to_move > spec().players))
      throw Error(spec().layout->id + ": after '" + move_text(*spec().layout, list, move) +
                  "' the rules left no seat to move while the deal goes on (g:set_to_move)");
  } catch (const Error& e) {
    stop_listening(-1);
    if (may_fail) state_ = backup_;
    throw Error(std::string(e.what()) + "\n  while applying '" + move_text(*spec().layout, list, move) + "' by seat " +
                std::to_string(state_.to_move) + " (" + moment() + ")");
  } catch (...) {
    stop_listening(-1);
    if (may_fail) state_ = backup_;
    throw;
  }
  ++state_.moves_played;
  stop_listening(state_.moves_played);
  legal_valid_ = false;
  if (setup_.record) history_.push_back(std::move(text));
  if (setup_.trace) positions_.push_back(std::move(position_before));
}

void Match::apply_turn(const MoveList& list, const Move& move, const MechanicTurns* turns) {
  if (!turns) return rules_->apply(state_, list, move);
  const TurnResult result = turns->apply(spec(), state_, list, move, turn_hooks_);
  switch (result.event) {
    case TurnEvent::None: return;
    case TurnEvent::WentOut: return rules_->went_out(state_, result.seat);
    case TurnEvent::TrickWon:
      return result.last ? rules_->last_trick(state_, result.seat) : rules_->trick_won(state_, result.seat);
    case TurnEvent::Stuck: return rules_->stuck(state_, result.seat);
    case TurnEvent::Rules: return rules_->apply(state_, list, move);
  }
}

std::string Match::position() const {
  const MoveList& legal = legal_moves();
  Fnv1a digest;
  digest_position(spec(), state_, digest);
  legal.digest(digest);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(digest.value()));
  return std::to_string(state_.to_move) + " " + std::to_string(legal.size()) + " " + hex;
}

std::vector<std::string> Match::positions() const {
  if (!setup_.trace || positions_.size() != history_.size()) return {};
  std::vector<std::string> out = positions_;
  out.push_back(position());
  return out;
}

namespace {
// The legal moves in at most a line: all of them (a 13-card hand's plays fit), or the first ones
// and how many more.
std::string legal_summary(const std::vector<std::string>& moves) {
  if (moves.empty()) return "none: the match is over";
  constexpr std::size_t kLine = 120;
  std::string out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!out.empty() && out.size() + 2 + moves[i].size() > kLine)
      return out + " and " + std::to_string(moves.size() - i) + " more";
    out += (out.empty() ? "" : ", ") + moves[i];
  }
  return out;
}
}  // namespace

bool Match::reason_not_legal(std::string& why) {
  std::string reason;
  if (!rules_->why_not(state_, probe_, probe_[0], reason)) return false;
  why = reason;
  return true;
}

void Match::play(std::string_view text) {
  next_deal();
  const MoveList& list = legal_moves();
  auto legal_list = [&] { return legal_summary(move_texts(*spec().layout, list)); };
  probe_.clear();
  try {
    parse_move(*spec().layout, text, probe_);
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + "; legal moves: " + legal_list());
  }
  if (spec().layout->moves[probe_[0].verb].arg == ArgKind::Groups) {
    // Group moves have one canonical spelling per distinct move; the rules map typed input to it.
    std::uint16_t verb = probe_[0].verb;
    const std::string typed(probe_.text(probe_[0]));
    std::string arg = typed, why;
    const bool named = rules_->canonical(state_, verb, arg, why);
    if (!named) {
      // When no move of the verb is legal now (a meld typed while drawing), the rules' account of
      // the position says more than what was wrong with the text.
      bool verb_legal = false;
      for (std::size_t i = 0; i < list.size() && !verb_legal; ++i) verb_legal = list[i].verb == verb;
      if (!verb_legal) reason_not_legal(why);
      throw Error("illegal move '" + clipped(text) + "': " + clipped(why) + "; legal moves: " + legal_list());
    }
    probe_.clear();
    probe_.add_text(verb, arg);
  }
  int index = list.find(probe_, probe_[0]);
  if (index < 0) {
    std::string why;
    const bool given = reason_not_legal(why);
    throw Error("illegal move '" + clipped(move_text(*spec().layout, probe_, probe_[0])) + "'" +
                (given ? ": " + clipped(why) : std::string()) + "; legal moves: " + legal_list());
  }
  apply(std::size_t(index));
}

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
  std::int64_t best = INT64_MIN;
  const TableView table = this->table();
  for (int seat = 1; seat <= spec().players; ++seat) {
    std::int64_t s = table.standing(seat);
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
    case SlotType::Enum:
      return v >= 1 && v <= std::int64_t(def.values.size()) ? Json(def.values[std::size_t(v - 1)]) : Json(nullptr);
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

Json Match::value(const std::string& name, int seat) const {
  const std::int64_t v = counter(name, seat);
  return slot_json(spec().layout->slots[std::size_t(spec().layout->slot_index(name))], v);
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
      } else if (def.visibility == Visibility::Top && n > 0)
        e["top"] = card_name(p[n - 1]);
      entries.push_back(e);
    }
    zones[def.name] = def.owner == Owner::Table ? entries[0] : entries;
  }
  v["zones"] = zones;
  // Cards played to tricks lie face up: who played each card of the trick going on, and the last
  // trick resolved, are seen by everyone, whatever the won zones show.
  for (const MechanicDef& m : layout.mechanics) {
    if (m.kind != MechanicKind::Tricks) continue;
    const int trick = sp.zone_base[std::size_t(m.tricks.trick_zone)];
    Json current = Json::array();
    for (int i = 0; i < table.count(trick) && state_.to_move != 0; ++i)
      current.push_back({{"seat", m.tricks.player_of_current(sp, state_, i)}, {"card", card_name(table.at(trick, i))}});
    Json last = nullptr;
    if (const std::optional<PlayedTrick> t = m.tricks.last(sp, state_)) {
      Json played = Json::array();
      for (std::size_t i = 0; i < t->cards.size(); ++i)
        played.push_back({{"seat", t->player(i, sp.players)}, {"card", card_name(t->cards[i])}});
      last = {{"leader", t->leader}, {"winner", t->winner}, {"cards", played}};
    }
    v["tricks"][m.name] = {{"current", current}, {"last", last}, {"resolved", state_.trick_seats.size() / 2}};
  }
  Json counters = Json::object();
  for (std::size_t d = 0; d < layout.slots.size(); ++d) {
    const SlotDef& def = layout.slots[d];
    if (def.visibility == Visibility::Hidden) continue;
    int n = sp.owner_count(def.per);
    Json values = Json::array();
    for (int i = 0; i < n; ++i) {
      bool visible = def.visibility == Visibility::Public || sees(def.per, i);
      values.push_back(visible ? slot_json(def, table.get(sp.slot_base[d] + i)) : Json(nullptr));
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
  if (!state_.laid.empty()) {
    Json laid = Json::array();
    for (const LaidMeld& meld : state_.laid) laid.push_back(zone_ref_json(sp, meld.zone, Json{{"size", meld.size}}));
    s["laid"] = laid;
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
    case SlotType::Flags:
    case SlotType::Int: break;
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
    if (it == layout.mechanics.end() || it->turns.play_verb < 0)
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
