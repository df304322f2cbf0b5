// The flow of a match: its start, its deals and the single move path with rollback.
#include "cardrt/match.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cstdio>
#include <iterator>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/table.hpp"
#include "clipped.hpp"

namespace cardrt {

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
    : rules_(std::move(rules)), spec_(&rules_->spec()), turn_hooks_(rules_->turn_hooks()), setup_(setup) {
  restart(setup.seed);
}

Match::Match(std::shared_ptr<Rules> rules, const State& from)
    : rules_(std::move(rules)), spec_(&rules_->spec()), turn_hooks_(rules_->turn_hooks()) {
  setup_.record = false;
  sampled_ = true;
  state_ = from;
  deal_first_move_ = from.moves_played;
}

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
    stack_first_shuffles();
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
  const FixedDeal* fixed = first && !setup_.deal.empty()                 ? &setup_.deal
                           : !first && later != setup_.later_deals.end() ? &later->second
                                                                         : nullptr;
  if (fixed) {
    place_fixed_deal(*fixed);
    // What game.yaml says follows the deal follows a fixed one too: the turned card's suit, the
    // mechanic that takes the turns.
    const Layout::Deal& deal = sp.layout->deal;
    Table table(sp, state_);
    if (deal.turn_up_zone >= 0 && deal.turn_up_suit >= 0)
      if (const std::optional<Card> up = table.top(sp.zone_base[std::size_t(deal.turn_up_zone)]); up && !is_joker(*up))
        table.set(sp.slot_base[std::size_t(deal.turn_up_suit)], suit_of(*up));
    if (deal.from_zone >= 0 && deal.then_mechanic >= 0) table.hand_turns_on(deal.then_mechanic);
  } else {
    dealing([&] {
      if (!rules_->deal(state_) && !deal_as_declared())
        throw Error(sp.layout->id + ": the rules define no deal hook and game.yaml declares no deal:");
    });
  }
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
  const TableNumber& each = sp.layout->deal.each;
  table.deal_out(from, deal_targets_,
                 each.follows_deal() ? each.at(sp.players, sp.options, state_.deal_number) : sp.deal_each);
  // The next card turned up: with no card left there is none (Oh Hell's biggest hand: no trumps).
  if (deal.turn_up_zone >= 0)
    if (const std::optional<Card> up = table.move_top(from, sp.zone_base[std::size_t(deal.turn_up_zone)]);
        up && deal.turn_up_suit >= 0 && !is_joker(*up))
      table.set(sp.slot_base[std::size_t(deal.turn_up_suit)], suit_of(*up));
  if (deal.then_mechanic >= 0) table.hand_turns_on(deal.then_mechanic);
  return true;
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
        const MechanicTurns* turns = lister_now();
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
  const MechanicTurns* turns = applier_now();
  const bool may_fail = !turns || turns->calls_rules(spec(), state_, list, move, turn_hooks_);
  if (may_fail) backup_ = state_;
  if (spec().remember_positions) state_.seen.push_back(card_position(spec(), state_));
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

// A move the rules apply may fail, so apply() kept the state before it in backup_.
void Match::apply_turn(const MoveList& list, const Move& move, const MechanicTurns* turns) {
  if (!turns) return rules_->apply(state_, backup_, list, move);
  const TurnResult result = turns->apply(spec(), state_, list, move, turn_hooks_);
  switch (result.event) {
    case TurnEvent::None: return;
    case TurnEvent::WentOut: return rules_->went_out(state_, result.seat);
    case TurnEvent::TrickWon:
      return result.last ? rules_->last_trick(state_, result.seat) : rules_->trick_won(state_, result.seat);
    case TurnEvent::Stuck: return rules_->stuck(state_, result.seat);
    case TurnEvent::AuctionOver: return rules_->auction_over(state_, result.seat);
    case TurnEvent::Rules: return rules_->apply(state_, backup_, list, move);
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

// The legal card-to move of the typed card whose destination the typed text names: as the list
// shows it (its top card, or its zone's name when empty), or by its zone's name or label.
int Match::destination_named(const MoveList& list, const MoveList& typed) const {
  const Move& want = typed[0];
  const std::string_view to = typed.text(want);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move& m = list[i];
    if (m.verb != want.verb || m.card != want.card) continue;
    const ZoneDef& zone = spec().layout->zones[std::size_t(spec().zone_def_of(m.word))];
    const auto same_name = [&](const std::string& name) {
      return !name.empty() && name.size() == to.size() &&
             std::equal(name.begin(), name.end(), to.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
             });
    };
    if (list.text(m) == to || same_name(zone.name) || same_name(zone.label)) return int(i);
  }
  return -1;
}

bool Match::reason_not_legal(std::string& why) {
  std::string reason;
  if (!rules_->why_not(state_, probe_, probe_[0], reason)) return false;
  why = reason;
  return true;
}

int Match::find_typed(std::string_view text, std::string& why) {
  next_deal();
  const MoveList& list = legal_moves();
  probe_.clear();
  try {
    parse_move(*spec().layout, text, probe_, spec().number_max);
  } catch (const Error& e) {
    why = e.what();
    return -1;
  }
  if (spec().layout->moves[probe_[0].verb].arg == ArgKind::Groups) {
    // Group moves have one canonical spelling per distinct move; the rules map typed input to it.
    std::uint16_t verb = probe_[0].verb;
    const std::string typed(probe_.text(probe_[0]));
    std::string arg = typed, reason;
    const bool named = rules_->canonical(state_, verb, arg, reason);
    if (!named) {
      // When no move of the verb is legal now (a meld typed while drawing), the rules' account of
      // the position says more than what was wrong with the text.
      bool verb_legal = false;
      for (std::size_t i = 0; i < list.size() && !verb_legal; ++i) verb_legal = list[i].verb == verb;
      if (!verb_legal) reason_not_legal(reason);
      why = "illegal move '" + clipped(text) + "': " + clipped(reason);
      return -1;
    }
    probe_.clear();
    probe_.add_text(verb, arg);
  }
  const int index = spec().layout->moves[probe_[0].verb].arg == ArgKind::CardTo ? destination_named(list, probe_)
                                                                                : list.find(probe_, probe_[0]);
  if (index < 0) {
    std::string reason;
    const bool given = reason_not_legal(reason);
    why = "illegal move '" + clipped(move_text(*spec().layout, probe_, probe_[0])) + "'" +
          (given ? ": " + clipped(reason) : std::string());
  }
  return index;
}

void Match::play(std::string_view text) {
  std::string why;
  const int index = find_typed(text, why);
  if (index < 0) throw Error(why + "; legal moves: " + legal_summary(move_texts(*spec().layout, legal_moves())));
  apply(std::size_t(index));
}

}  // namespace cardrt
