// Tricks as a declared mechanic: their turns at a table, what a view shows of them, and what a
// play that does not follow suit shows of a hand.
#include "cardrt/tricks_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> TricksMechanic::make_turns(const TurnsTable& table) const {
  auto made = std::make_shared<TrickTurns>();
  made->tricks = tricks;
  made->play_verb = std::uint16_t(turns.play_verb);
  made->no_lead_slot = table.table_slot(turns.no_lead_slot);
  made->limits = turns.limits;
  return made;
}

void TricksMechanic::add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const {
  const TableView table(shape, state);
  const int trick = shape.zone_base[std::size_t(tricks.trick_zone)];
  Json current = Json::array();
  for (int i = 0; i < table.count(trick) && state.to_move != 0; ++i)
    current.push_back({{"seat", tricks.player_of_current(shape, state, i)}, {"card", card_name(table.at(trick, i))}});
  Json last = nullptr;
  if (const std::optional<PlayedTrick> t = tricks.last(shape, state)) {
    Json played = Json::array();
    for (std::size_t i = 0; i < t->cards.size(); ++i)
      played.push_back({{"seat", t->seats[i]}, {"card", card_name(t->cards[i])}});
    last = {{"leader", t->leader}, {"winner", t->winner}, {"cards", played}};
  }
  Json& shown = view["tricks"][name];
  Json taken = Json::array();
  for (int seat = 1; seat <= shape.players; ++seat) taken.push_back(tricks.taken(shape, state, seat));
  shown = {{"current", current}, {"last", last}, {"resolved", state.trick_seats.size() / 2}, {"taken", taken}};
  if (tricks.trump_slot >= 0) {
    const int trump = tricks.trump(shape, state);
    Json trumps = Json::array();
    for (Card c : tricks.trumps(shape, trump)) trumps.push_back(card_name(c));
    shown["trump"] = trump ? Json(suit_name(trump)) : Json(nullptr);
    shown["trumps"] = trumps;
  }
}

Revealed TricksMechanic::revealed(const Shape& shape, const State& before, const State& after, Card played) const {
  const int player = before.to_move;
  if (player < 1 || player > shape.players) return {};
  const int hand = shape.zone_at(tricks.hand_zone, player);
  const int trick = shape.zone_base[std::size_t(tricks.trick_zone)];
  const TableView was(shape, before);
  if (was.count(trick) == 0 || TableView(shape, after).count(hand) != was.count(hand) - 1) return {};
  const int trump = tricks.trump(shape, before);
  const int led = tricks.suit_of_card(was.at(trick, 0), trump);
  if (led == 0 || tricks.suit_of_card(played, trump) == led) return {};
  return {hand, tricks.ranking.cards[std::size_t(trump)][std::size_t(led)]};
}

}  // namespace cardrt
