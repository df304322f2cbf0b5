// Reading `type: bidding` from game.yaml into a BiddingMechanic (its rounds, the vars it keeps the
// bids in, the mechanic it hands the turns to), with the layout's errors.
#include <algorithm>

#include "cardrt/bidding_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

namespace {

BidBound read_bound(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  BidBound b;
  if (n.IsScalar() && n.Scalar() == "cards") {
    b.cards = true;
    return b;
  }
  TableNumber number{what, 0, kMaxNumberSpan, 0, nullptr, {}};
  read_number(r, n, number, out, true);
  if (number.formula)
    b.formula = table_formula(number);
  else
    b.constant = number.constant;
  return b;
}

// true, false, or the name of a bool option.
BidSwitch read_switch(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  if (std::string option = named_option(r, n, what, OptionType::Bool, out); !option.empty())
    return BidSwitch{false, std::move(option)};
  return BidSwitch{r.boolean(n, what + " (true, false or a bool option)"), ""};
}

// The names a suit or enum var's values have, by value (0: none).
std::vector<std::string> value_names(const SlotDef& s) {
  std::vector<std::string> names{""};
  if (s.type == SlotType::Suit)
    for (int suit = 1; suit <= kSuits; ++suit) names.emplace_back(suit_name(suit));
  else
    names.insert(names.end(), s.values.begin(), s.values.end());
  return names;
}

// What a word bid stores in the high bid var: the suit or enum value of its name, or its place.
std::vector<std::int64_t> word_values(const Reader& r, const YAML::Node& at, const std::string& what,
                                      const MoveDef& move, const SlotDef* high) {
  std::vector<std::int64_t> values;
  for (std::size_t w = 0; w < move.words.size(); ++w) {
    std::int64_t v = std::int64_t(w) + 1;
    if (high && (high->type == SlotType::Suit || high->type == SlotType::Enum)) {
      const std::vector<std::string> names = value_names(*high);
      const auto found = std::find(names.begin() + 1, names.end(), move.words[w]);
      if (found == names.end())
        r.fail(at, what + ": the word '" + move.words[w] + "' of move '" + move.verb + "' is no value of '" +
                       high->name + "'");
      v = found - names.begin();
    }
    values.push_back(v);
  }
  return values;
}

BidRoundDef read_round(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out,
                       const SlotDef* high, bool has_hand, const std::vector<std::string>& alone) {
  r.keys(n, what, {"bid", "pass", "except", "value", "min", "max", "forced", "hook", "kitty"});
  if (!n["bid"]) r.fail(n, what + " needs 'bid:' (a move, or a list of moves)");
  BidRoundDef round;
  std::vector<YAML::Node> verbs;
  if (n["bid"].IsSequence())
    for (const auto& v : n["bid"]) verbs.push_back(v);
  else
    verbs.push_back(n["bid"]);
  bool numbers = false;
  for (const YAML::Node& v : verbs) {
    const std::string name = r.str(v, what + ": bid");
    const int index = out.move_index(name);
    if (index < 0) r.fail(v, what + ": bid names no move: '" + clip(name) + "'");
    const MoveDef& move = out.moves[std::size_t(index)];
    BidVerb bid;
    bid.verb = index;
    bid.alone = std::find(alone.begin(), alone.end(), name) != alone.end();
    switch (move.arg) {
      case ArgKind::None: bid.arg = BidVerb::Arg::None; break;
      case ArgKind::Word:
        bid.arg = BidVerb::Arg::Word;
        bid.words = move.words;
        if (!n["value"]) bid.word_values = word_values(r, v, what, move, high);
        for (const std::string& word : move.words)
          bid.alone_words.push_back(std::find(alone.begin(), alone.end(), name + " " + word) != alone.end());
        break;
      case ArgKind::Number:
        bid.arg = BidVerb::Arg::Number;
        bid.base = move.min;
        numbers = true;
        break;
      default: r.fail(v, what + ": bid move '" + name + "' must take no argument, a word or a number");
    }
    round.bids.push_back(std::move(bid));
  }
  // Listed in layout order, as every legal-move list is.
  std::sort(round.bids.begin(), round.bids.end(), [](const BidVerb& a, const BidVerb& b) { return a.verb < b.verb; });
  if (n["pass"]) round.pass_verb = turns_verb(r, n["pass"], what + ": pass", ArgKind::None, out);
  if (n["except"]) {
    round.except_slot = named_slot(r, n["except"], what + ": except", table_var(SlotType::Suit), out);
    round.except_names = value_names(out.slots[std::size_t(round.except_slot)]);
  }
  if (n["value"]) {
    round.value_slot = out.slot_index(r.str(n["value"], what + ": value"));
    if (round.value_slot < 0) r.fail(n["value"], what + ": value names no var: '" + clip(n["value"].Scalar()) + "'");
    const SlotDef& s = out.slots[std::size_t(round.value_slot)];
    if (high && (s.type != high->type || s.per != Owner::Table))
      r.fail(n["value"], what + ": value '" + s.name + "' must be a table var of the type of '" + high->name + "'");
  }
  for (const char* key : {"min", "max"}) {
    if (!n[key]) continue;
    if (!numbers) r.fail(n[key], what + ": " + key + " is for bids of a number");
    const BidBound b = read_bound(r, n[key], what + ": " + key, out);
    if (b.cards && !has_hand) r.fail(n[key], what + ": " + key + ": cards needs the mechanic's hand:");
    (std::string(key) == "min" ? round.min : round.max) = b;
  }
  if (numbers && !n["max"]) r.fail(n, what + " bids numbers: it needs 'max:' (a number, a formula or cards)");
  if (n["forced"]) {
    if (round.pass_verb < 0) r.fail(n["forced"], what + ": forced needs pass:");
    round.forced = read_switch(r, n["forced"], what + ": forced", out);
  }
  if (n["hook"]) {
    if (!numbers || !has_hand) r.fail(n["hook"], what + ": hook is for bids of a number, with the mechanic's hand:");
    round.hook = read_switch(r, n["hook"], what + ": hook", out);
  }
  if (n["kitty"])
    round.kitty_taker = r.pick<BidRoundDef::Taker>(
        n["kitty"], what + ": kitty", {{"dealer", BidRoundDef::Taker::Dealer}, {"bidder", BidRoundDef::Taker::Bidder}});
  return round;
}

// The most cards a kitty may hand over, as a bound of the discards still to make.
constexpr std::int64_t kKitty = 12 * kCardKinds;

}  // namespace

// Bidding: the rounds of the auction, the vars its outcome goes to, and what follows it.
std::shared_ptr<const Mechanic> read_bidding(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                             const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "hand", "rounds", "ends", "alone", "bids", "high", "bidder", "then", "kitty", "doc"});
  auto m = std::make_shared<BiddingMechanic>();
  if (d["hand"]) m->hand_zone = mechanic_zone(r, d["hand"], what + ": hand", Owner::Seat, out);
  if (d["ends"]) m->each_once = r.pick<bool>(d["ends"], what + ": ends", {{"first_bid", false}, {"each_once", true}});
  if (d["bids"]) {
    m->bids_slot = named_slot(r, d["bids"], what + ": bids",
                              {WantedSlot::Kind::Var, SlotType::Int, Owner::Seat, "each seat's bid"}, out);
    const SlotDef& s = out.slots[std::size_t(m->bids_slot)];
    if (!s.may_be_none || !s.reset_each_deal)
      r.fail(d["bids"], what + ": bids var '" + s.name + "' must be declared { initial: none, reset: deal }");
  }
  const SlotDef* high = nullptr;
  if (d["high"]) {
    m->high_slot = out.slot_index(r.str(d["high"], what + ": high"));
    if (m->high_slot < 0) r.fail(d["high"], what + ": high names no var: '" + clip(d["high"].Scalar()) + "'");
    high = &out.slots[std::size_t(m->high_slot)];
    const bool fits = high->is_var && high->per == Owner::Table &&
                      (high->type == SlotType::Int || high->type == SlotType::Suit || high->type == SlotType::Enum);
    if (!fits) r.fail(d["high"], what + ": high '" + high->name + "' must be an int, suit or enum var of the table");
  }
  if (d["bidder"]) m->bidder_slot = named_slot(r, d["bidder"], what + ": bidder", table_var(SlotType::Seat), out);
  std::vector<std::string> alone;
  if (const YAML::Node a = d["alone"]) {
    if (!a.IsSequence())
      r.fail(a, what + ": alone must be a list of bid moves (alone) or of a move's words (order alone)");
    for (const auto& v : a) alone.push_back(r.str(v, what + ": alone"));
  }
  const YAML::Node rounds = d["rounds"];
  if (!rounds || !rounds.IsSequence() || rounds.size() == 0 || rounds.size() > 16)
    r.fail(rounds ? rounds : key, what + " needs 'rounds:', a list of 1 to 16 rounds");
  for (std::size_t i = 0; i < rounds.size(); ++i)
    m->rounds.push_back(
        read_round(r, rounds[i], what + ": round " + std::to_string(i + 1), out, high, m->hand_zone >= 0, alone));
  for (const std::string& entry : alone) {
    // A move ("alone": with any of its words) or one word of a move ("order alone").
    const std::string verb = entry.substr(0, entry.find(' '));
    const int index = out.move_index(verb);
    if (index >= 0 && entry != verb) {
      const std::vector<std::string>& words = out.moves[std::size_t(index)].words;
      if (std::find(words.begin(), words.end(), entry.substr(verb.size() + 1)) == words.end())
        r.fail(d["alone"], what + ": alone names '" + clip(entry) + "', no word of move '" + verb + "'");
    }
    const bool bids = std::any_of(m->rounds.begin(), m->rounds.end(), [&](const BidRoundDef& round) {
      return std::any_of(round.bids.begin(), round.bids.end(), [&](const BidVerb& b) { return b.verb == index; });
    });
    if (!bids) r.fail(d["alone"], what + ": alone names '" + clip(entry) + "', which no round bids");
  }
  if (m->each_once &&
      std::any_of(m->rounds.begin(), m->rounds.end(), [](const BidRoundDef& round) { return round.pass_verb >= 0; }))
    r.fail(d["ends"], what + ": where each bids once (ends: each_once) nobody passes: leave out pass:");
  if (m->each_once && m->rounds.size() != 1) r.fail(d["rounds"], what + ": ends: each_once takes one round");
  if (const YAML::Node then = d["then"]) m->then_mechanic = turns_mechanic(r, then, what + ": then", out);
  const bool kitty_taken = std::any_of(m->rounds.begin(), m->rounds.end(), [](const BidRoundDef& round) {
    return round.kitty_taker != BidRoundDef::Taker::None;
  });
  if (const YAML::Node k = d["kitty"]) {
    const std::string at = what + ": kitty";
    r.map(k, at + " ({ zone: ZONE, discard: MOVE, to: ZONE })");
    r.keys(k, at, {"zone", "discard", "to"});
    for (const char* key : {"zone", "discard", "to"})
      if (!k[key]) r.fail(k, at + " needs '" + key + ":'");
    if (m->hand_zone < 0 || m->bidder_slot < 0) r.fail(k, at + " needs the mechanic's hand: and bidder:");
    if (!kitty_taken) r.fail(k, at + ": no round says who takes it (kitty: dealer or kitty: bidder)");
    m->kitty.zone = mechanic_zone(r, k["zone"], at + ": zone", Owner::Table, out);
    m->kitty.discard_verb = turns_verb(r, k["discard"], at + ": discard", ArgKind::Card, out);
    m->kitty.to_zone = mechanic_zone(r, k["to"], at + ": to", Owner::Table, out);
  } else if (kitty_taken) {
    r.fail(rounds, what + ": a round hands the kitty over (kitty:), so the mechanic needs 'kitty:'");
  }
  m->rank_order = out.rank_order;
  const std::string name = key.Scalar();
  m->round_slot =
      mechanic_var(r, key, name + "_round", "the auction's round, from 0", std::int64_t(m->rounds.size()) - 1, out);
  m->count_slot =
      mechanic_var(r, key, name + "_spoken", "the seats that bid or passed in the round", out.max_players - 1, out);
  if (m->kitty.zone >= 0)
    m->discards_slot =
        mechanic_var(r, key, name + "_discards", "the cards the kitty's taker has still to discard", kKitty, out);
  return m;
}

}  // namespace cardrt
