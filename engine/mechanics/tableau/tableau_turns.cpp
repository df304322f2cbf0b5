// Tableau taking turns: the card moves of the piles, the waste and the foundations, the draw and
// the pass through the stock, the next card turned up, and the ends of the game.
#include <algorithm>
#include <bit>

#include "cardrt/tableau_mechanic.hpp"

namespace cardrt {

namespace {
// A card move as listed: its card's place in the documented order (suit, then rank), where it
// goes (a zone instance) and the card it goes onto (none: an empty zone).
struct CardMove {
  int key;
  int to;
  int onto;
};
constexpr int kEmpty = -1;

int home_count(const TableView& table, const std::array<int, kSuits>& foundations) {
  int n = 0;
  for (int f : foundations)
    if (f >= 0) n += table.count(f);
  return n;
}
}  // namespace

int TableauTurns::cards_out(const TableView& table) const {
  int n = (stock >= 0 ? table.count(stock) : 0) + (waste >= 0 ? table.count(waste) : 0);
  for (int pile : piles) n += table.count(pile);
  return n;
}

bool TableauTurns::may_draw(const TableView& table) const {
  if (stock < 0) return false;
  if (table.count(stock) > 0) return true;
  return waste >= 0 && table.count(waste) > 0 && (passes == 0 || table.get(redeals) + 1 < passes);
}

bool TableauTurns::add_card_moves(const TableView& table, MoveList* out) const {
  // The moves gathered, then listed in order; each thread keeps its buffer (the turns are shared).
  thread_local std::vector<CardMove> found;
  found.clear();
  const auto add = [&](Card card, int to, int onto) {
    found.push_back({is_joker(card) ? 5 * 16 : suit_of(card) * 16 + def.ranks.place(rank_of(card)), to, onto});
  };
  // Per card, the piles (bits by their place in `piles`) whose face-up top card it builds on, and
  // the empty piles: found once, so each card that may move looks its places up.
  std::array<std::uint32_t, kCardKinds> accepts{};
  std::array<int, 32> tops{};
  std::uint32_t empty = 0;
  for (std::size_t k = 0; k < piles.size(); ++k) {
    const int held = table.count(piles[k]);
    if (held == 0) {
      empty |= 1u << k;
      continue;
    }
    const Card top = table.at(piles[k], held - 1);
    tops[k] = top;
    if (table.face_down(piles[k]) == held || is_joker(top)) continue;
    const int place = def.ranks.place(rank_of(top));
    if (place == 1) continue;
    for (int suit = 1; suit <= kSuits; ++suit)
      if (const Card under = make_card(def.ranks.rank_at(place - 1), suit); def.builds_on(under, top))
        accepts[under] |= 1u << k;
  }
  // `card` from zone `from` onto each pile it builds on, and home when `alone` (no run on it).
  // `whole`: it is the bottom of its pile, which an empty pile would only mirror.
  const auto onto_piles = [&](Card card, int from, bool alone, bool whole) {
    std::uint32_t to = accepts[card];
    if (!whole && (def.empty_rank == 0 || (!is_joker(card) && rank_of(card) == def.empty_rank))) to |= empty;
    for (; to; to &= to - 1) {
      const int k = std::countr_zero(to);
      if (piles[std::size_t(k)] != from)
        add(card, piles[std::size_t(k)], empty >> k & 1 ? kEmpty : tops[std::size_t(k)]);
    }
    if (!alone || is_joker(card)) return;
    const int home = foundations[std::size_t(suit_of(card) - 1)];
    if (home < 0 || home == from) return;
    const int held = table.count(home);
    const int want = held == 0 ? 1 : def.ranks.place(rank_of(table.at(home, held - 1))) + 1;
    if (def.ranks.place(rank_of(card)) == want) add(card, home, held == 0 ? kEmpty : table.at(home, held - 1));
  };
  for (int pile : piles) {
    const int held = table.count(pile);
    const int down = table.face_down(pile);
    if (held == down) continue;
    // The run on top: face-up cards each built on the one below it.
    int start = held - 1;
    while (start > down && def.builds_on(table.at(pile, start), table.at(pile, start - 1))) --start;
    for (int i = start; i < held; ++i) {
      onto_piles(table.at(pile, i), pile, i == held - 1, i == 0);
      if (!out && !found.empty()) return true;
    }
  }
  if (waste >= 0 && table.count(waste) > 0) onto_piles(table.at(waste, table.count(waste) - 1), waste, true, false);
  if (def.from_foundation)
    for (int home : foundations)
      if (home >= 0 && table.count(home) > 0) onto_piles(table.at(home, table.count(home) - 1), home, false, false);
  if (!out) return !found.empty();
  std::sort(found.begin(), found.end(),
            [](const CardMove& a, const CardMove& b) { return a.key != b.key ? a.key < b.key : a.to < b.to; });
  const Shape& shape = table.shape();
  for (const CardMove& m : found) {
    const Card card = m.key == 5 * 16 ? kJoker : make_card(def.ranks.rank_at(m.key % 16), m.key / 16);
    if (m.onto == kEmpty) {
      out->add_card_to(std::uint16_t(def.move_verb), card, m.to,
                       shape.zones[std::size_t(shape.zone_def_of(m.to))].name);
    } else {
      char name[3];
      card_chars(Card(m.onto), name);
      out->add_card_to(std::uint16_t(def.move_verb), card, m.to, std::string_view(name, 2));
    }
  }
  return !found.empty();
}

bool TableauTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const TableView table(shape, state);
  // Verbs in layout order.
  const bool draw = may_draw(table);
  if (draw && def.draw_verb < def.move_verb) out.add(std::uint16_t(def.draw_verb));
  add_card_moves(table, &out);
  if (draw && def.draw_verb > def.move_verb) out.add(std::uint16_t(def.draw_verb));
  return true;
}

bool TableauTurns::calls_rules(const Shape& shape, const State& state, const MoveList&, const Move& move,
                               const TurnHooks&) const {
  if (move.verb != def.move_verb && move.verb != def.draw_verb) return true;
  const TableView table(shape, state);
  // Where the game may end: the last card going home, the stall limit, a pass through the stock
  // without progress, and play with the stock spent (where no move may be left).
  if (cards_out(table) <= 1) return true;
  if (def.stall > 0 && table.get(quiet) + 1 >= def.stall) return true;
  return stock < 0 || table.count(stock) <= draw_count;
}

TurnResult TableauTurns::apply(const Shape& shape, State& state, const MoveList&, const Move& move,
                               const TurnHooks&) const {
  if (move.verb != def.move_verb && move.verb != def.draw_verb) return {TurnEvent::Rules, 0};
  Table table(shape, state);
  const int seat = state.to_move;
  bool progress = false;
  if (move.verb == def.draw_verb) {
    if (table.count(stock) > 0) {
      table.move_top(stock, waste, draw_count);
    } else {
      // The stock went round: without progress since the last pass began, the next would play
      // out the same, and the game is blocked.
      if (!table.get(this->progress)) return {TurnEvent::Stuck, seat};
      table.move_top(waste, stock, table.count(waste));
      table.add(redeals, 1);
      table.set(this->progress, 0);
    }
  } else {
    const int to = move.word;
    // Where the card lies: on a pile (with the run above it), on the waste or at home.
    int from = -1, at = -1;
    for (int pile : piles)
      if (const int i = table.find(pile, move.card); i >= table.face_down(pile) && i >= 0) {
        from = pile;
        at = i;
        break;
      }
    if (from < 0) {
      from = waste >= 0 && table.find(waste, move.card) >= 0 ? waste : foundations[std::size_t(suit_of(move.card) - 1)];
      at = table.count(from) - 1;
    }
    table.move_run(from, at, to);
    const bool pile_from = from != waste && std::find(piles.begin(), piles.end(), from) != piles.end();
    // Progress is for good: a card out of the waste, or more cards home than ever this deal (a
    // card taken back from a foundation and brought home again is none).
    progress = from == waste;
    if (const int home = home_count(table, foundations); home > table.get(most_home)) {
      table.set(most_home, home);
      progress = true;
    }
    // The card under it, face down, is turned up.
    if (pile_from && table.count(from) > 0 && table.face_down(from) == table.count(from)) {
      table.set_face_down(from, table.count(from) - 1);
      progress = true;
    }
  }
  // A card move without progress counts towards the stall; drawing does not (a pass through the
  // stock without progress blocks the game on its own).
  if (progress) {
    table.set(quiet, 0);
    table.set(this->progress, 1);
  } else if (move.verb == def.move_verb) {
    table.add(quiet, 1);
  }
  if (cards_out(table) == 0) return {TurnEvent::WentOut, seat};
  if (def.stall > 0 && table.get(quiet) >= def.stall) return {TurnEvent::Stuck, seat};
  if (!may_draw(table) && !add_card_moves(table, nullptr)) return {TurnEvent::Stuck, seat};
  return {TurnEvent::None, 0};
}

const char* TableauTurns::missing_hook(const TurnHooks& hooks) const {
  if (!hooks.went_out) return "rules.went_out(g, seat)";
  return hooks.stuck ? nullptr : "rules.stuck(g, seat)";
}

}  // namespace cardrt
