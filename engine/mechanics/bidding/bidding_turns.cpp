// An auction taking turns: the bids and passes a seat may make in the round, and each one
// applied, the round and the auction ended natively.
#include "bidding_turns.hpp"

#include <algorithm>

#include "cardrt/table.hpp"

namespace cardrt {

namespace {
bool switched(const BidSwitch& s, const Json& options) {
  if (s.option.empty()) return s.on;
  const Json& v = options.at(s.option);
  return v.is_boolean() && v.get<bool>();
}
}  // namespace

std::shared_ptr<const MechanicTurns> BiddingMechanic::make_turns(const TurnsTable& table) const {
  auto made = std::make_shared<BiddingTurns>();
  made->def = this;
  made->options = table.options;
  for (const BidRoundDef& round : rounds)
    made->rounds.push_back({switched(round.forced, table.options), switched(round.hook, table.options)});
  made->round_slot = table.table_slot(round_slot);
  made->count_slot = table.table_slot(count_slot);
  made->high_slot = table.table_slot(high_slot);
  made->bidder_slot = table.table_slot(bidder_slot);
  made->discards_slot = table.table_slot(discards_slot);
  return made;
}

std::int64_t BiddingTurns::cards_held(const Shape& shape, const State& state, int seat) const {
  return TableView(shape, state).count(shape.zone_at(def->hand_zone, seat));
}

std::int64_t BiddingTurns::bound(const BidBound& b, const Shape& shape, const State& state, int seat) const {
  if (b.cards) return cards_held(shape, state, seat);
  return b.formula ? b.formula->at(shape.players, options, state.deal_number) : b.constant;
}

std::int64_t BiddingTurns::bids_total(const Shape& shape, const State& state) const {
  const TableView table(shape, state);
  std::int64_t total = 0;
  for (int seat = 1; seat <= shape.players; ++seat)
    if (const std::int64_t bid = table.get(shape.slot_at(def->bids_slot, seat)); bid != kNoneValue) total += bid;
  return total;
}

bool BiddingTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const TableView table(shape, state);
  if (discards_slot >= 0 && table.get(discards_slot) > 0) {  // the kitty's taker discards any card
    out.add_cards(std::uint16_t(def->kitty.discard_verb), table.mask(shape.zone_at(def->hand_zone, state.to_move)),
                  def->rank_order);
    return true;
  }
  const int r = int(table.get(round_slot));
  const BidRoundDef& round = def->rounds[std::size_t(r)];
  const bool last = table.get(count_slot) >= table.seated() - 1;  // >=: a seat may have sat out since
  const int seat = state.to_move;
  const bool may_pass =
      round.pass_verb >= 0 && !(last && rounds[std::size_t(r)].forced && r + 1 == int(def->rounds.size()));
  bool passed = false;
  const auto add_pass = [&] {
    if (may_pass && !passed) out.add(std::uint16_t(round.pass_verb));
    passed = true;
  };
  // The round's bids are in layout order (the reader sorts them), as every legal-move list is.
  for (const BidVerb& bid : round.bids) {
    if (round.pass_verb >= 0 && round.pass_verb < bid.verb) add_pass();
    switch (bid.arg) {
      case BidVerb::Arg::None: out.add(std::uint16_t(bid.verb)); break;
      case BidVerb::Arg::Word: {
        const std::string* except = nullptr;
        if (round.except_slot >= 0) {
          const std::int64_t v = table.get(shape.slot_base[std::size_t(round.except_slot)]);
          if (v >= 0 && v < std::int64_t(round.except_names.size())) except = &round.except_names[std::size_t(v)];
        }
        for (std::size_t w = 0; w < bid.words.size(); ++w)
          if (!except || bid.words[w] != *except) out.add_word(std::uint16_t(bid.verb), std::uint16_t(w));
        break;
      }
      case BidVerb::Arg::Number: {
        const std::int64_t lo = bound(round.min, shape, state, seat), hi = bound(round.max, shape, state, seat);
        // The hook: the last bid may not make the bids total the tricks there are.
        const std::int64_t barred = last && rounds[std::size_t(r)].hook && def->bids_slot >= 0
                                        ? cards_held(shape, state, seat) - bids_total(shape, state)
                                        : kNoneValue;
        for (std::int64_t v = std::max(lo, bid.base); v <= hi; ++v)
          if (v != barred) out.add_word(std::uint16_t(bid.verb), std::uint16_t(v - bid.base));
        break;
      }
    }
  }
  add_pass();
  return true;
}

bool BiddingTurns::ends_auction(const Shape& shape, const State& state, const Move& move) const {
  const TableView table(shape, state);
  const BidRoundDef& round = def->rounds[std::size_t(table.get(round_slot))];
  const bool ends_round = table.get(count_slot) >= table.seated() - 1;
  if (int(move.verb) == round.pass_verb)
    return ends_round && table.get(round_slot) + 1 == std::int64_t(def->rounds.size());
  return !def->each_once || ends_round;
}

// Only the move that ends the auction may hand the rules an event: a bid that wins it without a
// mechanic to go on with (or that hands the kitty over, which may yet), the last pass, or the
// last discard without a mechanic to go on with.
bool BiddingTurns::calls_rules(const Shape& shape, const State& state, const MoveList&, const Move& move,
                               const TurnHooks&) const {
  const TableView table(shape, state);
  if (discards_slot >= 0 && table.get(discards_slot) > 0)
    return table.get(discards_slot) == 1 && def->then_mechanic < 0;
  if (!ends_auction(shape, state, move)) return false;
  const BidRoundDef& round = def->rounds[std::size_t(table.get(round_slot))];
  return def->then_mechanic < 0 || int(move.verb) == round.pass_verb || round.kitty_taker != BidRoundDef::Taker::None;
}

TurnResult BiddingTurns::won(const Shape& shape, Table& table, const BidRoundDef& round, int winner) const {
  if (round.kitty_taker != BidRoundDef::Taker::None) {
    const int taker = round.kitty_taker == BidRoundDef::Taker::Dealer ? table.dealer() : winner;
    const int kitty = shape.zone_base[std::size_t(def->kitty.zone)];
    // A taker sitting the deal out (the partner of one who went alone) takes nothing, nor does
    // nobody (a saved game may have no dealer).
    if (const int n = table.count(kitty); n > 0 && taker > 0 && !table.sits_out(taker)) {
      table.move_top(kitty, shape.zone_at(def->hand_zone, taker), n);
      table.set(discards_slot, n);
      table.set_to_move(taker);
      return {TurnEvent::None, 0};
    }
  }
  return over(table, winner);
}

TurnResult BiddingTurns::over(Table& table, int winner) const {
  if (def->then_mechanic >= 0) {
    table.hand_turns_on(def->then_mechanic);
    return {TurnEvent::None, 0};
  }
  table.set_turns(-1);  // the rules go on, and may hand the turns to another mechanic
  return {TurnEvent::AuctionOver, winner};
}

TurnResult BiddingTurns::apply(const Shape& shape, State& state, const MoveList&, const Move& move,
                               const TurnHooks&) const {
  Table table(shape, state);
  const int seat = state.to_move;
  if (discards_slot >= 0 && table.get(discards_slot) > 0) {
    table.move(move.card, shape.zone_at(def->hand_zone, seat), shape.zone_base[std::size_t(def->kitty.to_zone)]);
    const std::int64_t left = table.get(discards_slot) - 1;
    table.set(discards_slot, left);
    return left > 0 ? TurnResult{TurnEvent::None, 0} : over(table, int(table.get(bidder_slot)));
  }
  const int r = int(table.get(round_slot));
  const BidRoundDef& round = def->rounds[std::size_t(r)];
  const std::int64_t made = table.get(count_slot) + 1;
  const bool ends_round = made >= table.seated();
  if (int(move.verb) == round.pass_verb) {
    if (!ends_round) {
      table.set(count_slot, made);
      table.set_to_move(table.seated_from(seat, 1));
      return {TurnEvent::None, 0};
    }
    if (r + 1 == int(def->rounds.size())) {  // passed out
      table.set_turns(-1);
      return {TurnEvent::AuctionOver, 0};
    }
    table.set(round_slot, r + 1);
    table.set(count_slot, 0);
    table.set_to_move(table.seated_from(seat, 1));
    return {TurnEvent::None, 0};
  }
  const BidVerb* bid = nullptr;
  for (const BidVerb& b : round.bids)
    if (b.verb == move.verb) bid = &b;
  std::int64_t value = 1;
  if (round.value_slot >= 0)
    value = table.get(shape.slot_base[std::size_t(round.value_slot)]);
  else if (bid->arg == BidVerb::Arg::Word)
    value = bid->word_values[move.word];
  else if (bid->arg == BidVerb::Arg::Number)
    value = bid->base + move.word;
  if (def->bids_slot >= 0) table.set(shape.slot_at(def->bids_slot, seat), value);
  if (bid->alone || (bid->arg == BidVerb::Arg::Word && bid->alone_words[move.word]))
    for (const int partner : shape.teams[std::size_t(shape.team_of_seat[std::size_t(seat)])])
      if (partner != seat) table.sit_out(partner);
  // The first bid wins an auction it ends; where each bids once, the highest, the first of equal ones.
  const bool first = bidder_slot < 0 || table.get(bidder_slot) == 0;
  if (!def->each_once || first || (high_slot >= 0 && value > table.get(high_slot))) {
    if (high_slot >= 0) table.set(high_slot, value);
    if (bidder_slot >= 0) table.set(bidder_slot, seat);
  }
  if (def->each_once && !ends_round) {
    table.set(count_slot, made);
    table.set_to_move(table.seated_from(seat, 1));
    return {TurnEvent::None, 0};
  }
  return won(shape, table, round, bidder_slot >= 0 ? int(table.get(bidder_slot)) : seat);
}

const char* BiddingTurns::missing_hook(const TurnHooks& hooks) const {
  if (hooks.auction_over) return nullptr;
  // Without a mechanic to go on with, or with an auction that can be passed out, the rules decide.
  const BidRoundDef& last = def->rounds.back();
  const bool may_pass_out = !def->each_once && last.pass_verb >= 0 && !rounds.back().forced;
  return def->then_mechanic < 0 || may_pass_out ? "rules.auction_over(g, bidder)" : nullptr;
}

}  // namespace cardrt
