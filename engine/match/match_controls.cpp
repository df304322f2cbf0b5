// What tests and records set by hand: fixed deals, zones set and shuffles stacked (interventions).
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

int Match::zone_instance(const std::string& name, int seat) const {
  const Layout& layout = *spec().layout;
  int def = layout.zone_index(name);
  if (def < 0) throw Error(unknown_name("zone", clipped(name), "", layout.zone_names(), "zones"));
  if (layout.zones[std::size_t(def)].owner == Owner::Table) return spec().zone_base[std::size_t(def)];
  if (seat < 1 || seat > spec().players)
    throw Error("zone '" + name + "' needs a seat from 1 to " + std::to_string(spec().players));
  return spec().zone_at(def, seat);
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

void Match::stack_first_shuffles() {
  if (setup_.shuffle.empty()) return;
  if (!setup_.deal.empty()) throw Error("give deal or shuffle, not both: a fixed deal is not shuffled");
  const GameSpec& sp = spec();
  for (const auto& [name, texts] : setup_.shuffle) {
    const int def = sp.layout->zone_index(name);
    if (def < 0) zone_instance(name, 1);  // reports the unknown name
    const int owners = sp.owner_count(sp.layout->zones[std::size_t(def)].owner);
    if (int(texts.size()) != owners)
      throw Error("shuffle: zone '" + name + "' needs " + std::to_string(owners) + " card string" +
                  (owners == 1 ? "" : "s") + " (one per " + (owners == 1 ? "table" : "owner") + "), got " +
                  std::to_string(texts.size()));
    for (std::size_t i = 0; i < texts.size(); ++i) {
      if (texts[i].empty()) continue;
      std::vector<Card> order = parse_cards(texts[i]);
      CardCounts left = sp.deck_counts();
      for (Card c : order)
        if (left[c]-- <= 0) throw Error("shuffle: " + card_name(c) + " is given more often than the deck holds it");
      state_.stacked.push_back({sp.zone_base[std::size_t(def)] + int(i), std::move(order)});
    }
  }
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

}  // namespace cardrt
