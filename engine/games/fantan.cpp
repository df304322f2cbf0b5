// Fan Tan's rules in C++: the same game as rulesets/fantan/rules.lua, hook for hook and with every
// option, so that a match played with either gives the same record from the same seed. It proves
// the Rules seam (a game's rules need not be Lua) and measures what a native game costs.
#include <algorithm>
#include <array>
#include <bit>
#include <climits>

#include "cardrt/error.hpp"
#include "cardrt/native_games.hpp"
#include "cardrt/rows_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {

class FanTan final : public Rules {
 public:
  explicit FanTan(std::shared_ptr<const GameSpec> spec);
  const GameSpec& spec() const override { return *spec_; }

  bool start_match(State& state) override;
  bool deal(State& state) override;
  bool start_deal(State& state) override;
  bool next_dealer(State& state) override;
  void moves(const State& state, MoveList& out) override;
  void apply(State& state, const State& before, const MoveList& list, const Move& move) override;
  TurnHooks turn_hooks() const override { return {.went_out = true}; }
  void went_out(State& state, int seat) override;
  bool evaluate(const State& state, int seat, double& value) override;
  void set_log(std::vector<std::string>* sink) override { log_ = sink; }

 private:
  int zone(const char* name) const;
  int slot(const char* name) const;
  int hand(int seat) const { return spec_->zone_at(hand_, seat); }
  int at(int slot_def, int seat = 1) const { return spec_->slot_at(slot_def, seat); }
  // Hands at the table: the stock counts as one when stripping evens out the deal.
  int table_hands() const { return spec_->players + (stock_ ? 1 : 0); }
  const std::vector<int>& stripped_ranks() const;
  CardMask playable(const TableView& table, int seat) const;

  void pay_pot(Table& table, int seat, std::int64_t amount) const;
  void pay(Table& table, int from, int to, std::int64_t amount) const;
  void next_turn(Table& table, int seat) const;
  void record_penalties(Table& table, int passer) const;
  void settle_start_penalties(Table& table) const;
  void settle(Table& table, int winner) const;
  void end_hand(Table& table) const;
  void go_out(Table& table, int seat) const;

  std::shared_ptr<const GameSpec> spec_;
  SequenceRows rows_;
  int rows_mechanic_ = 0;  // the layout index of the rows
  // Without penalized passing or the stock a turn is the rows' own (game.yaml turns): lay a card
  // that fits, else pass. Under diamond_opens they take over once the start diamond is down.
  bool rows_take_turns_ = false;
  std::vector<std::string>* log_ = nullptr;  // where the messages of rules.lua's g:log go
  // Options.
  int start_rank_ = 7;
  enum class Scoring { Chips, Settle, Points } scoring_ = Scoring::Chips;
  bool penalized_ = false, play_on_ = false, strip_ = false, stock_ = false, diamond_opens_ = false;
  bool first_extra_card_ = false, dealer_rotates_ = false;
  int strip_suit_ = 1;
  std::int64_t ante_ = 0, short_hand_ante_ = 0, pass_chip_ = 0, hands_ = 0, target_ = 0;
  std::int64_t pass_penalty_ = 0, start_penalty_ = 0;
  // Layout.
  int hand_ = 0, deck_ = 0, stock_zone_ = 0, stripped_ = 0;
  int chips_ = 0, pot_ = 0, points_ = 0, passes_ = 0, active_ = 0, opened_ = 0, first_out_ = 0, winner_ = 0,
      ran_out_ = 0, pass_fee_ = 0, pass_owed_ = 0, start_owed_ = 0, start_due_ = 0, voluntary_passes_ = 0;
  std::uint16_t play_ = 0, draw_ = 0, pass_ = 0;
};

int FanTan::zone(const char* name) const {
  const int def = spec_->layout->zone_index(name);
  if (def < 0) throw Error(std::string("native Fan Tan needs the zone '") + name + "' of rulesets/fantan/game.yaml");
  return def;
}

int FanTan::slot(const char* name) const {
  const int def = spec_->layout->slot_index(name);
  if (def < 0) throw Error(std::string("native Fan Tan needs the counter '") + name + "' of rulesets/fantan/game.yaml");
  return def;
}

FanTan::FanTan(std::shared_ptr<const GameSpec> spec) : spec_(std::move(spec)) {
  const Layout& layout = *spec_->layout;
  const Json& o = spec_->options;
  start_rank_ = int(o.at("start_rank").get<std::int64_t>());
  const std::string scoring = o.at("scoring").get<std::string>();
  scoring_ = scoring == "chips" ? Scoring::Chips : scoring == "settle" ? Scoring::Settle : Scoring::Points;
  penalized_ = o.at("passing").get<std::string>() == "penalized";
  play_on_ = o.at("play_on").get<bool>();
  strip_ = o.at("strip").get<bool>();
  stock_ = o.at("stock").get<bool>();
  diamond_opens_ = o.contains("diamond_opens") && o.at("diamond_opens").get<bool>();
  first_extra_card_ = o.at("first_player").get<std::string>() == "first_extra_card";
  dealer_rotates_ = o.at("next_dealer").get<std::string>() == "rotate";
  const std::string suit = o.at("strip_suit").get<std::string>();
  strip_suit_ = suit == "clubs" ? 1 : suit == "diamonds" ? 2 : suit == "hearts" ? 3 : 4;
  ante_ = o.at("ante").get<std::int64_t>();
  short_hand_ante_ = o.at("short_hand_ante").get<std::int64_t>();
  pass_chip_ = o.at("pass_chip").get<std::int64_t>();
  hands_ = o.at("hands").get<std::int64_t>();
  target_ = o.at("target").get<std::int64_t>();
  pass_penalty_ = o.at("pass_penalty").get<std::int64_t>();
  start_penalty_ = o.at("start_penalty").get<std::int64_t>();

  // The checks of rules.validate, with its messages.
  if (stock_) {
    if (spec_->players != 2) throw OptionsRefused("stock=true is the two-player game: it needs exactly 2 players");
  } else if (spec_->players < 3) {
    throw OptionsRefused("Fan Tan is for 3 to 6 players (2 only with stock=true)");
  }
  if (penalized_ && scoring_ == Scoring::Points)
    throw OptionsRefused("passing=penalized needs scoring=chips or scoring=settle");
  if (play_on_ && scoring_ != Scoring::Settle) throw OptionsRefused("play_on=true needs scoring=settle");
  if (diamond_opens_ && stock_) throw OptionsRefused("diamond_opens=true cannot be used with stock=true");
  if (strip_)
    for (int rank : stripped_ranks())
      if (rank == start_rank_)
        throw OptionsRefused(std::string("start_rank ") + rank_char(start_rank_) + " is stripped with " +
                             std::to_string(table_hands()) + " hands");

  hand_ = zone("hand");
  deck_ = zone("deck");
  stock_zone_ = zone("stock");
  stripped_ = zone("stripped");
  // The rows game.yaml declares (mechanics: rows), as the Lua rules take them.
  auto rows = std::find_if(layout.mechanics.begin(), layout.mechanics.end(),
                           [](const MechanicDef& m) { return m.name == "rows" && m.as<RowsMechanic>(); });
  if (rows == layout.mechanics.end())
    throw OptionsRefused("native Fan Tan needs the sequence rows 'rows' of rulesets/fantan/game.yaml (mechanics:)");
  rows_ = rows->as<RowsMechanic>()->rows;
  rows_mechanic_ = int(rows - layout.mechanics.begin());
  rows_take_turns_ = !penalized_ && !stock_;
  chips_ = slot("chips");
  pot_ = slot("pot");
  points_ = slot("points");
  passes_ = slot("passes");
  active_ = slot("active");
  opened_ = slot("opened");
  first_out_ = slot("first_out");
  winner_ = slot("winner");
  ran_out_ = slot("ran_out");
  pass_fee_ = slot("pass_fee");
  pass_owed_ = slot("pass_owed");
  voluntary_passes_ = slot("voluntary_passes");
  start_owed_ = slot("start_owed");
  start_due_ = slot("start_due");
  play_ = std::uint16_t(layout.move_index("play"));
  draw_ = std::uint16_t(layout.move_index("draw"));
  pass_ = std::uint16_t(layout.move_index("pass"));
}

const std::vector<int>& FanTan::stripped_ranks() const {
  static const std::array<std::vector<int>, 7> by_hands = {std::vector<int>{}, {}, {}, {1}, {}, {1, 13},
                                                           {1, 2, 12, 13}};
  return by_hands[std::size_t(std::clamp(table_hands(), 0, 6))];
}

CardMask FanTan::playable(const TableView& table, int seat) const {
  return rows_.playable(*spec_, table.state(), table.mask(hand(seat)), start_rank_);
}

// rules.evaluate: the balance (or points) first, then fewer cards in hand, then how many of the
// seat's cards fit the rows now against how many of the other players' cards do.
bool FanTan::evaluate(const State& state, int seat, double& value) {
  const TableView table(*spec_, state);
  CardMask others = 0;
  for (int s = 1; s <= spec_->players; ++s)
    if (s != seat) others |= table.mask(hand(s));
  const std::int64_t mine = std::popcount(playable(table, seat));
  const std::int64_t theirs = std::popcount(rows_.playable(*spec_, state, others, start_rank_));
  const std::int64_t balance = table.get(at(scoring_ == Scoring::Points ? points_ : chips_, seat));
  value = double(balance * 100 - std::int64_t(table.count(hand(seat))) * 10 + 2 * mine - theirs);
  return true;
}

// Every balance starts at start_chips (game.yaml); scoring=points scores by points instead.
bool FanTan::start_match(State& state) {
  if (scoring_ != Scoring::Points) return false;
  Table(*spec_, state).set_score(points_);
  return true;
}

bool FanTan::deal(State& state) {
  Table table(*spec_, state);
  const int deck = spec_->zone_base[std::size_t(deck_)];
  table.fill(deck);
  if (strip_)
    for (int rank : stripped_ranks())
      table.move(make_card(rank, strip_suit_), deck, spec_->zone_base[std::size_t(stripped_)]);
  table.shuffle(deck);
  std::vector<int> targets;
  for (int i = 1; i <= spec_->players; ++i) targets.push_back(hand(table.seat(table.dealer() + i)));
  if (stock_) targets.push_back(spec_->zone_base[std::size_t(stock_zone_)]);
  table.deal_out(deck, targets);
  return true;
}

// Chips paid into the pot; a balance at or below zero ends the match after this hand.
void FanTan::pay_pot(Table& table, int seat, std::int64_t amount) const {
  if (amount == 0) return;
  table.transfer(at(chips_, seat), at(pot_), amount);
  if (table.get(at(chips_, seat)) <= 0) table.set(at(ran_out_), 1);
}

void FanTan::pay(Table& table, int from, int to, std::int64_t amount) const {
  table.transfer(at(chips_, from), at(chips_, to), amount);
}

bool FanTan::start_deal(State& state) {
  Table table(*spec_, state);
  const int dealer = table.dealer();
  int longest = 0, shortest = INT_MAX, active = 0;
  for (int seat = 1; seat <= spec_->players; ++seat) {
    const int n = table.count(hand(seat));
    longest = std::max(longest, n);
    shortest = std::min(shortest, n);
    if (n > 0) ++active;
  }
  table.set(at(active_), active);
  if (scoring_ == Scoring::Chips) {
    for (int seat = 1; seat <= spec_->players; ++seat) {
      const bool short_hand = table.count(hand(seat)) < longest;
      pay_pot(table, seat, ante_ + (short_hand ? short_hand_ante_ : 0));
    }
    table.set(at(pass_fee_), pass_chip_);
  }
  int first = table.seat(dealer + 1);
  if (first_extra_card_)
    for (int i = 1; i <= spec_->players; ++i) {
      const int seat = table.seat(dealer + i);
      if (table.count(hand(seat)) > shortest) {
        first = seat;
        break;
      }
    }
  if (diamond_opens_) {
    const auto place = table.holder(make_card(start_rank_, 2));
    if (place && place->zone_def == hand_) first = place->owner + 1;
  }
  table.set_to_move(first);
  if (rows_take_turns_ && !diamond_opens_) table.set_turns(rows_mechanic_);
  return true;
}

void FanTan::moves(const State& state, MoveList& out) {
  out.clear();
  const TableView table(*spec_, state);
  const int seat = table.to_move();
  // The opener must lay the start diamond (a fixed test deal may leave it out of every hand).
  if (diamond_opens_ && table.get(at(opened_)) == 0 && table.find(hand(seat), make_card(start_rank_, 2)) >= 0) {
    out.add_card(play_, make_card(start_rank_, 2));
    return;
  }
  const CardMask cards = playable(table, seat);
  if (cards != 0) {
    out.add_cards(play_, cards, RankOrder::aces_low());
    // Anti-stall: after a full circle of passes somebody able to play must play.
    if (penalized_ && table.get(at(passes_)) < table.get(at(active_))) out.add(pass_);
  } else if (stock_ && table.count(spec_->zone_base[std::size_t(stock_zone_)]) > 0) {
    out.add(draw_);
  } else {
    out.add(pass_);
  }
}

// The turn passes to the next seat to the left still holding cards.
void FanTan::next_turn(Table& table, int seat) const { table.set_to_move(table.next_seat_holding(seat, hand_)); }

// A voluntary pass: the pass penalty, and for each start card held, start_penalty to each other
// player holding one of its neighbours now.
void FanTan::record_penalties(Table& table, int passer) const {
  table.add(voluntary_passes_, 1);
  table.add(at(pass_owed_, passer), pass_penalty_);
  for (int suit = 1; suit <= kSuits; ++suit) {
    if (table.find(hand(passer), make_card(start_rank_, suit)) < 0) continue;
    for (int rank : {start_rank_ - 1, start_rank_ + 1}) {
      if (rank < 1 || rank > 13) continue;
      const auto place = table.holder(make_card(rank, suit));
      if (place && place->zone_def == hand_ && place->owner + 1 != passer) {
        table.add(at(start_owed_, passer), start_penalty_);
        table.add(at(start_due_, place->owner + 1), start_penalty_);
      }
    }
  }
}

void FanTan::settle_start_penalties(Table& table) const {
  for (int seat = 1; seat <= spec_->players; ++seat) {
    table.add(at(chips_, seat), table.get(at(start_due_, seat)) - table.get(at(start_owed_, seat)));
    table.set(at(start_owed_, seat), 0);
    table.set(at(start_due_, seat), 0);
  }
}

// Settlement when `winner` plays his last card.
void FanTan::settle(Table& table, int winner) const {
  const int players = spec_->players;
  if (scoring_ == Scoring::Chips) {
    // Pass chips the rows took lowered balances without a check: the payers are checked as they
    // pay, the winner before he collects (7.4).
    if (table.get(at(chips_, winner)) <= 0) table.set(at(ran_out_), 1);
    for (int seat = 1; seat <= players; ++seat)
      if (seat != winner) pay_pot(table, seat, table.count(hand(seat)));
    for (int seat = 1; seat <= players; ++seat) {
      pay_pot(table, seat, table.get(at(pass_owed_, seat)));
      table.set(at(pass_owed_, seat), 0);
    }
    settle_start_penalties(table);
    table.transfer(at(pot_), at(chips_, winner), table.get(at(pot_)));
  } else if (scoring_ == Scoring::Settle) {
    for (int seat = 1; seat <= players; ++seat)
      if (seat != winner) pay(table, seat, winner, table.count(hand(seat)));
    for (int seat = 1; seat <= players; ++seat) {
      if (seat != winner) pay(table, seat, winner, table.get(at(pass_owed_, seat)));
      table.set(at(pass_owed_, seat), 0);
    }
    settle_start_penalties(table);
  } else {
    std::int64_t total = 0;
    for (int seat = 1; seat <= players; ++seat)
      if (seat != winner) total += table.count(hand(seat));
    table.add(at(points_, winner), total);
  }
  // Direct payments (settle mode, penalties) are not checked as they are made.
  if (scoring_ == Scoring::Settle || penalized_)
    for (int seat = 1; seat <= players; ++seat)
      if (table.get(at(chips_, seat)) <= 0) table.set(at(ran_out_), 1);
}

void FanTan::end_hand(Table& table) const {
  const int first_out = int(table.get(at(first_out_)));
  table.set(at(winner_), first_out);
  const bool over = scoring_ == Scoring::Points ? table.get(at(points_, first_out)) >= target_
                                                : table.get(at(ran_out_)) != 0 || table.deal_number() >= hands_;
  if (over)
    table.end_match();
  else
    table.end_deal();
}

void FanTan::go_out(Table& table, int seat) const {
  if (table.get(at(first_out_)) == 0) table.set(at(first_out_), seat);
  if (log_)
    log_->push_back("seat " + std::to_string(seat) + (table.get(at(first_out_)) == seat ? " is out first" : " is out"));
  settle(table, seat);
  const std::int64_t active = table.get(at(active_)) - 1;
  table.set(at(active_), active);
  if (play_on_ && active >= 2)
    next_turn(table, seat);
  else
    end_hand(table);
}

void FanTan::apply(State& state, const State&, const MoveList&, const Move& move) {
  Table table(*spec_, state);
  const int seat = table.to_move();
  if (move.verb == play_) {
    rows_.lay(*spec_, state, move.card, hand(seat));
    if (diamond_opens_) {
      table.set(at(opened_), 1);
      if (rows_take_turns_) table.set_turns(rows_mechanic_);
    }
    if (penalized_) table.set(at(passes_), 0);
    if (table.count(hand(seat)) == 0)
      go_out(table, seat);
    else
      next_turn(table, seat);
  } else if (move.verb == draw_) {
    // The same player goes on: he must play the drawn card if it fits, or draw again.
    table.move_top(spec_->zone_base[std::size_t(stock_zone_)], hand(seat));
  } else {
    // As rules.lua has it: the rows' passes (forced passing, no stock) pay the fee unchecked,
    // the settlement noting a balance it took to 0 or below; the rules' own passes check at once.
    if (scoring_ == Scoring::Chips) {
      if (penalized_ || stock_)
        pay_pot(table, seat, pass_chip_);
      else
        table.transfer(at(chips_, seat), at(pot_), pass_chip_);
    }
    if (penalized_ && playable(table, seat) != 0) record_penalties(table, seat);
    if (penalized_) table.add(at(passes_), 1);
    next_turn(table, seat);
  }
}

void FanTan::went_out(State& state, int seat) {
  Table table(*spec_, state);
  go_out(table, seat);
}

bool FanTan::next_dealer(State& state) {
  Table table(*spec_, state);
  if (dealer_rotates_)
    table.set_dealer(table.seat(table.dealer() + 1));
  else
    table.set_dealer(int(table.get(at(winner_))));
  return true;
}

}  // namespace

std::shared_ptr<Rules> make_native_fantan(std::shared_ptr<const GameSpec> spec) {
  return std::make_shared<FanTan>(std::move(spec));
}

}  // namespace cardrt
