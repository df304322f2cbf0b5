// The Canasta family's draw-meld-discard turn: the legal moves, and the plain ones played natively.
#include <algorithm>
#include <bit>
#include <optional>
#include <string>

#include "cardrt/melds_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// The cards in the byte order of their names (2C 2D ... 9S AC ... JH JK JS ... TS), the order of
// card moves in a list sorted by text: each card's place in it, and the card at each place.
struct CardsByName {
  std::array<int, kCardKinds> place{};
  std::array<Card, kCardKinds> card{};
  CardsByName() {
    for (int c = 0; c < kCardKinds; ++c) card[std::size_t(c)] = Card(c);
    std::sort(card.begin(), card.end(), [](Card a, Card b) { return card_name(a) < card_name(b); });
    for (int i = 0; i < kCardKinds; ++i) place[card[std::size_t(i)]] = i;
  }
};
const CardsByName kCardsByName;
}  // namespace

void MeldTurns::order_verbs(const std::vector<std::string>& verb_names) {
  auto by_name = [&](std::uint16_t a, std::uint16_t b) { return verb_names[a] < verb_names[b]; };
  if (pickup_verb >= 0) {
    draw_order = {draw_verb, std::uint16_t(pickup_verb)};
    std::sort(draw_order.begin(), draw_order.end(), by_name);
  }
  meld_order = {add_verb, discard_verb, meld_verb};
  std::sort(meld_order.begin(), meld_order.end(), by_name);
}

bool MeldTurns::rules_seat(const Shape& shape, const State& state, int seat) const {
  return rules_seat_def >= 0 && TableView(shape, state).get(shape.slot_at(rules_seat_def, seat)) != 0;
}

bool MeldTurns::lists(const Shape& shape, const State& state) const {
  const std::int64_t phase = TableView(shape, state).get(phase_slot);
  return (phase == draw_phase || phase == meld_phase) && !rules_seat(shape, state, state.to_move);
}

std::optional<MeldVerb> MeldTurns::meld_verb_of(std::uint16_t verb) const {
  if (verb == meld_verb) return MeldVerb::Meld;
  if (verb == add_verb) return MeldVerb::Add;
  if (pickup_verb >= 0 && verb == pickup_verb) return MeldVerb::Pickup;
  return std::nullopt;
}

int MeldTurns::pickup_take(const TableView& table) const {
  const int pile_cards = table.count(pile);
  const int taken = pickup_size == 0 ? pile_cards : std::min(pickup_size, pile_cards);
  return std::max(taken - 1, 0);
}

bool MeldTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  if (!lists(shape, state)) return false;
  const TableView view(shape, state);
  const int seat = state.to_move;
  const bool draw = view.get(phase_slot) == draw_phase;
  if (draw && pickup_verb < 0) {
    out.add(draw_verb);
    return true;
  }
  const MeldHand hand = meld_hand(table.rules, table.hand_cards(shape, state, seat));
  const MeldSide side = table.side(shape, state, seat);
  const bool opened = view.get(shape.slot_at(opened_def, seat)) != 0;
  const int minimum = int(view.get(minimum_slot));
  std::vector<MeldMove>& melds = scratch_meld_moves();
  const std::array<int, 3> verbs{meld_verb, add_verb, pickup_verb};
  if (draw) {
    const std::optional<Card> top = view.top(pile);
    if (top && table.rules.natural_target(*top) >= 0) {
      PickupRequest request;
      request.top = *top;
      request.opened = opened;
      request.minimum = minimum;
      request.match_wild = match_wild;
      request.take = pickup_take(view);
      pickup_moves(table.rules, hand, side, request, melds);
    }
    for (std::uint16_t verb : draw_order) {
      if (verb == draw_verb) {
        out.add(draw_verb);
      } else if (!melds.empty()) {
        MeldWriter writer(table.rules, hand.cards);
        add_meld_moves(writer, melds, verbs, out, MeldVerb::Pickup);
      }
    }
    return true;
  }
  MeldRequest request;
  request.opened = opened;
  request.minimum = minimum;
  meld_moves(table.rules, hand, side, request, melds);
  std::optional<MeldWriter> writer;
  if (!melds.empty()) writer.emplace(table.rules, hand.cards);
  for (std::uint16_t verb : meld_order) {
    if (verb == discard_verb) {
      CardMask by_name = 0;
      for (CardMask held = view.mask(shape.zone_at(table.hand_zone, seat)); held; held &= held - 1)
        by_name |= CardMask{1} << kCardsByName.place[std::size_t(std::countr_zero(held))];
      for (; by_name; by_name &= by_name - 1)
        out.add_card(discard_verb, kCardsByName.card[std::size_t(std::countr_zero(by_name))]);
    } else if (writer) {
      add_meld_moves(*writer, melds, verbs, out, verb == meld_verb ? MeldVerb::Meld : MeldVerb::Add);
    }
  }
  return true;
}

bool MeldTurns::plays(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                      TypedMeld& typed) const {
  const TableView view(shape, state);
  const int seat = state.to_move;
  if (!lists(shape, state)) return false;
  const int hand = shape.zone_at(table.hand_zone, seat);
  const int held = view.count(hand);
  if (move.verb == draw_verb) {
    const int stock_cards = view.count(stock);
    if (stock_cards < draw_count) return false;
    for (int i = stock_cards - draw_count; i < stock_cards; ++i)
      if (rules_cards & card_bit(view.at(stock, i))) return false;
    return true;
  }
  if (move.verb == discard_verb) {
    const int next = view.next_seat(seat);
    return held > 1 && !rules_seat(shape, state, next) && view.count(stock) >= draw_count &&
           !(view.mask(shape.zone_at(table.hand_zone, next)) & rules_cards);
  }
  const std::optional<MeldVerb> verb = meld_verb_of(move.verb);
  if (!verb || !read_meld_payload(*verb, list.payload(move), typed)) return false;
  int taken = 0;
  if (*verb == MeldVerb::Pickup) {
    taken = pickup_take(view);
    const int top = view.count(pile) - 1;
    for (int i = top - taken; i < top; ++i)
      if (rules_cards & card_bit(view.at(pile, i))) return false;
  }
  return held - typed.card_count + taken > 0;
}

bool MeldTurns::calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                            const TurnHooks&) const {
  TypedMeld typed;
  return !plays(shape, state, list, move, typed);
}

TurnResult MeldTurns::apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                            const TurnHooks&) const {
  TypedMeld typed;
  if (!plays(shape, state, list, move, typed)) return {TurnEvent::Rules, 0};
  const int seat = state.to_move;
  Table t(shape, state);
  const int hand = shape.zone_at(table.hand_zone, seat);
  if (move.verb == discard_verb) {
    t.move(move.card, hand, pile);
    const int next = t.next_seat(seat);
    if (player_slot >= 0) t.set(player_slot, next);
    t.set(phase_slot, draw_phase);
    t.set_to_move(next);
  } else if (move.verb == draw_verb) {
    t.move_top(stock, hand, draw_count);
    t.set(phase_slot, meld_phase);
  } else {
    const MeldVerb verb = *meld_verb_of(move.verb);
    // The pile's cards under the top one, counted before the top card joins its meld.
    const int taken = verb == MeldVerb::Pickup ? pickup_take(t) : 0;
    table.play(shape, state, seat, verb, list.text(move), pile, &typed);
    if (taken) t.move_top(pile, hand, taken);
    t.set(shape.slot_at(opened_def, seat), 1);
    t.set(phase_slot, meld_phase);
  }
  return {TurnEvent::None, 0};
}

// The Canasta family's turns end in no event: whatever the rules decide goes to them whole.
const char* MeldTurns::missing_hook(const TurnHooks&) const { return nullptr; }

}  // namespace cardrt
