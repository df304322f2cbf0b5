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

// One bower: JK, a card (JC: that card whatever the trump), or a rank of the trump suit or of the
// other suit of its colour ("J trump", "J same_colour").
Bower read_bower(const Reader& r, const YAML::Node& n, const std::string& what) {
  const std::string text = r.str(n, what);
  const std::string wrong =
      what + " must be JK, a card like JC, or a rank with trump or same_colour (\"J trump\"), got '" + clip(text) + "'";
  if (text == "JK") return Bower{Bower::Of::Joker, 0, 0};
  const std::size_t space = text.find(' ');
  if (space == std::string::npos) {
    const std::optional<Card> card = parse_card(text);
    if (!card || is_joker(*card)) r.fail(n, wrong);
    return Bower{Bower::Of::Suit, std::uint8_t(rank_of(*card)), std::uint8_t(suit_of(*card))};
  }
  const std::optional<int> rank = parse_rank(text.substr(0, space));
  const std::string of = text.substr(space + 1);
  if (!rank || (of != "trump" && of != "same_colour")) r.fail(n, wrong);
  return Bower{of == "trump" ? Bower::Of::Trump : Bower::Of::SameColour, std::uint8_t(*rank), 0};
}

// `bowers:` same_colour_jacks (Euchre's right and left bower), or a list of bowers, highest first.
void read_bowers(const Reader& r, const YAML::Node& n, const std::string& what, Tricks& tricks) {
  if (n.IsScalar()) {
    if (n.Scalar() != "same_colour_jacks")
      r.fail(n, what + " must be same_colour_jacks or a list of cards promoted into trumps, highest first");
    tricks.bowers[0] = Bower{Bower::Of::Trump, 11, 0};
    tricks.bowers[1] = Bower{Bower::Of::SameColour, 11, 0};
    tricks.bower_count = 2;
    return;
  }
  if (!n.IsSequence() || n.size() == 0 || n.size() > std::size_t(kMaxBowers))
    r.fail(n, what + " must be same_colour_jacks or a list of 1 to " + std::to_string(kMaxBowers) + " cards");
  for (const auto& item : n) {
    const Bower b = read_bower(r, item, what + " item");
    for (int i = 0; i < tricks.bower_count; ++i) {
      const Bower& other = tricks.bowers[std::size_t(i)];
      if (other.of == b.of && other.rank == b.rank && other.suit == b.suit) r.fail(item, what + ": given twice");
    }
    tricks.bowers[std::size_t(tricks.bower_count++)] = b;
  }
}

}  // namespace

// Tricks: each seat's hand, the trick on the table and each seat's won pile, the ace's place and
// the turns they may take.
std::shared_ptr<const Mechanic> read_tricks(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                            const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "hand", "trick", "won", "ace", "trump", "bowers", "turns", "doc"});
  auto m = std::make_shared<TricksMechanic>();
  const std::tuple<const char*, Owner, int*> parts[] = {{"hand", Owner::Seat, &m->tricks.hand_zone},
                                                        {"trick", Owner::Table, &m->tricks.trick_zone},
                                                        {"won", Owner::Seat, &m->tricks.won_zone}};
  for (const auto& [part, owner, zone] : parts) {
    if (!d[part]) r.fail(key, what + " needs '" + part + ":' (a zone)");
    *zone = mechanic_zone(r, d[part], what + ": " + part, owner, out);
  }
  // Without `ace:`, the deck's declared order, else aces high as in most trick games.
  if (d["ace"])
    m->tricks.ranks = r.pick<bool>(d["ace"], what + ": ace", {{"low", false}, {"high", true}}) ? RankOrder::aces_high()
                                                                                               : RankOrder::aces_low();
  else if (out.rank_order_declared)
    m->tricks.ranks = out.rank_order;
  if (d["trump"]) m->tricks.trump_slot = named_slot(r, d["trump"], what + ": trump", table_var(SlotType::Suit), out);
  if (d["bowers"]) {
    if (!d["trump"]) r.fail(d["bowers"], what + ": bowers need trump: (the suit var they follow)");
    read_bowers(r, d["bowers"], what + ": bowers", m->tricks);
  }
  m->tricks.rank_cards();
  if (d["turns"]) m->turns = read_trick_turns(r, d["turns"], what + ": turns", out);
  return m;
}

}  // namespace cardrt
