// The bidding mechanic as game.yaml declares it (type: bidding): an auction of rounds, each seat
// in play bidding in turn from the seat the rules set to move, the bids and the winner kept in
// declared vars, and the turns it plays natively until the auction is over.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cardrt/mechanic.hpp"

namespace cardrt {

// A bound of a number bid: a constant, a formula of the table and the deal, or the cards the
// bidder holds in the mechanic's hand zone (a bid of tricks up to the tricks there are).
struct BidBound {
  bool cards = false;
  std::int64_t constant = 0;
  std::shared_ptr<const TableFormula> formula;
};

// Something a round may switch on: always, never, or while a bool option is true.
struct BidSwitch {
  bool on = false;
  std::string option;  // when set, the option's value decides
};

// A move that bids: its verb, and what it takes (nothing, one of its words, a number).
struct BidVerb {
  enum class Arg { None, Word, Number };
  int verb = 0;
  Arg arg = Arg::None;
  std::vector<std::string> words;         // Arg::Word
  std::vector<std::int64_t> word_values;  // Arg::Word: what each word stores in the high bid var
  std::int64_t base = 0;                  // Arg::Number: the move's min, which its word counts from
  bool alone = false;                     // bidding with it makes the bidder's partners sit the deal out
  std::vector<bool> alone_words;          // Arg::Word: those of its words that do (order alone)
};

struct BidRoundDef {
  std::vector<BidVerb> bids;
  int pass_verb = -1;                     // -1: no passing, every seat bids (Oh Hell)
  int except_slot = -1;                   // slot def: no word naming this var's value is bid this round
  std::vector<std::string> except_names;  // the name of each value of that var (by value)
  int value_slot = -1;  // slot def: a bid of the round bids this var's value (order up: the turned suit)
  BidBound min, max;    // number bids
  BidSwitch forced;     // the round's last bidder may not pass when nobody bid (stick the dealer)
  BidSwitch hook;       // the last bidder may not make the bids total the cards each holds
  enum class Taker { None, Dealer, Bidder } kitty_taker = Taker::None;  // who takes the kitty when this round wins
};

// The kitty a won auction may hand over (Euchre's turned card to the dealer, a widow to the
// bidder): its cards go into the taker's hand, and the taker discards as many, one move each.
struct BidKitty {
  int zone = -1;          // zone def of the table
  int discard_verb = -1;  // a move with a card
  int to_zone = -1;       // zone def of the table the discards go to
};

// The auction's state lives in hidden table vars the reader adds (NAME_round, NAME_spoken and,
// with a kitty, NAME_discards): the round (0-based), the seats that spoke in it and the discards
// still to make, so saves, digests and bots' copies carry it.
struct BiddingMechanic final : Mechanic {
  std::vector<BidRoundDef> rounds;
  bool each_once = false;  // every seat bids once and the auction is over (Oh Hell); else the first bid wins it
  int hand_zone = -1;      // zone def of each seat's cards: `cards` bounds and the hook
  int bids_slot = -1;      // a per-seat int var (may be none): each seat's number bid
  int high_slot = -1;      // a table var: the winning bid (a number, a word as suit or enum value)
  int bidder_slot = -1;    // a table seat var: who won the auction
  int then_mechanic = -1;  // layout index of the mechanic the turns go to when the auction is won
  BidKitty kitty;          // zone -1: none
  RankOrder rank_order;    // the layout's: discards are listed as every card move is
  int round_slot = -1, count_slot = -1, discards_slot = -1;

  const char* type() const override { return "bidding"; }
  bool has_turns() const override { return true; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  // The round and its bids so far, for screens and pages.
  void add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const override;
};

}  // namespace cardrt
