// Reading `type: tricks` from game.yaml into a TricksMechanic, with the layout's errors.
#include "cardrt/tricks_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

namespace {

TrickTurnsDef read_trick_turns(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  r.map(n, what);
  r.keys(n, what, {"play", "no_lead", "until_broken", "opening_lead", "first_trick_avoid"});
  if (!n["play"]) r.fail(n, what + " needs 'play:'");
  TrickTurnsDef t;
  t.play_verb = turns_verb(r, n["play"], what + ": play", ArgKind::Card, out);
  if (n["no_lead"]) {
    t.no_lead_slot =
        named_slot(r, n["no_lead"], what + ": no_lead", table_var(SlotType::Int, "a suit 1-4, 0 for none"), out);
  }
  if (n["until_broken"]) {
    if (!n["no_lead"]) r.fail(n["until_broken"], what + ": until_broken needs no_lead");
    t.limits.until_broken = r.boolean(n["until_broken"], what + ": until_broken");
  }
  if (const YAML::Node lead = n["opening_lead"]) {
    const std::optional<Card> card = parse_card(r.str(lead, what + ": opening_lead"));
    if (!card) r.fail(lead, what + ": opening_lead must be a card like 2C, got '" + clip(lead.Scalar()) + "'");
    t.limits.opening_lead = *card;
  }
  if (const YAML::Node avoid = n["first_trick_avoid"]) {
    try {
      t.limits.first_trick_avoid = parse_card_set(r.str(avoid, what + ": first_trick_avoid"));
    } catch (const Error& e) {
      r.fail(avoid, what + ": first_trick_avoid: " + e.what());
    }
  }
  return t;
}

}  // namespace

// Tricks: each seat's hand, the trick on the table and each seat's won pile, the ace's place and
// the turns they may take.
std::shared_ptr<const Mechanic> read_tricks(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                            const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "hand", "trick", "won", "ace", "turns", "doc"});
  auto m = std::make_shared<TricksMechanic>();
  const std::tuple<const char*, Owner, int*> parts[] = {{"hand", Owner::Seat, &m->tricks.hand_zone},
                                                        {"trick", Owner::Table, &m->tricks.trick_zone},
                                                        {"won", Owner::Seat, &m->tricks.won_zone}};
  for (const auto& [part, owner, zone] : parts) {
    if (!d[part]) r.fail(key, what + " needs '" + part + ":' (a zone)");
    *zone = mechanic_zone(r, d[part], what + ": " + part, owner, out);
  }
  m->tricks.ace_high = !d["ace"] || r.pick<bool>(d["ace"], what + ": ace", {{"low", false}, {"high", true}});
  if (d["turns"]) m->turns = read_trick_turns(r, d["turns"], what + ": turns", out);
  return m;
}

}  // namespace cardrt
