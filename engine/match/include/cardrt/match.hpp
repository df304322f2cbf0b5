// Match: one game being played — the native state, its rules, the flow from deal to deal, and
// the one path every move takes (check, apply through the rules, roll back on failure, record).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/rules.hpp"
#include "cardrt/state.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// Cards for the zones of the first deal, instead of shuffling and dealing: zone name → one
// card string per owner (seat or team) or one string for a table zone, bottom first.
using FixedDeal = std::vector<std::pair<std::string, std::vector<std::string>>>;

// A message the rules gave the players (g:log), shown after move `after` of the match (0: before
// the first move).
struct LogEntry {
  int after = 0;
  std::string text;
  bool operator==(const LogEntry& o) const { return after == o.after && text == o.text; }
};

// A test's hand on chance (Match::set_zone, Match::stack_shuffle), kept so that saves, clones and
// records make it again: made after move `after` of the match, in deal `deal`, on zone `zone` of
// `seat` (a seat of the team for a team zone, 0 for a table zone), with `cards` bottom first.
struct Intervention {
  enum class Kind { SetZone, StackShuffle };
  Kind kind = Kind::SetZone;
  int after = 0;
  int deal = 0;
  std::string zone;
  int seat = 0;
  std::string cards;
  bool operator==(const Intervention&) const = default;
};

// The caps every match runs under, whoever plays it (play, check, simulate, compare, replay, a
// bot's search, Python): a rule that never ends a deal, or a match, stops with MatchTooLong
// instead of running on without end.
struct MatchLimits {
  int moves_per_deal = 10'000;
  int deals_per_match = 1'000;
};

// A deal or a match past its cap: a fault of the rules (or of bots that never finish), reported
// as such rather than as the move it stopped at.
class MatchTooLong : public Error {
 public:
  using Error::Error;
};

struct MatchSetup {
  std::uint64_t seed = 1;
  int dealer = 0;  // first deal's dealer; 0 = the rules choose
  FixedDeal deal;
  // The first deal's shuffles, stacked (a test dealing a given deal through the rules' own deal):
  // zone name → per owner, the cards its instance holds after its first shuffle, bottom first (""
  // for an instance left to chance). Not together with `deal`.
  FixedDeal shuffle;
  // Later deals a test fixed (Match::fix_deal): deal number → its cards, as `deal` gives them.
  std::map<int, FixedDeal> later_deals;
  bool record = true;  // keep the move texts and the rules' messages (records, replays, saves)
  // Also note every position a move is made from (positions()): records that replay checks
  // state by state, as the golden records are.
  bool trace = false;
  MatchLimits limits;
};

class Match {
 public:
  Match(std::shared_ptr<Rules> rules, const MatchSetup& setup);
  // A match going on from `from`, a position of the rules' game, recording nothing: a bot's
  // private copy to try moves in.
  Match(std::shared_ptr<Rules> rules, const State& from);
  // Starts over on a new seed with the same rules, reusing memory (simulation).
  void restart(std::uint64_t seed);

  const GameSpec& spec() const { return *spec_; }
  const MatchSetup& setup() const { return setup_; }
  const State& state() const { return state_; }
  const std::shared_ptr<Rules>& rules() const { return rules_; }
  // Goes on from `state`, a position of this game (a bot's sampled world): the moves made from
  // here are made as in any match.
  void assume(const State& state);
  TableView table() const { return TableView(spec(), state_); }

  // The seat to move, 0 while nobody is: the deal or the match is over.
  int to_move() const { return state_.to_move; }
  // The legal moves of the seat to move (asked of the rules once per position); empty while
  // nobody is to move. Reading them changes nothing.
  const MoveList& legal_moves() const;
  std::vector<std::string> legal_texts() const;
  // Once a deal has ended and the match goes on, deals the next one; until then the ended deal's
  // zones and counters stay readable. Does nothing otherwise. If a rules hook fails, the ended
  // deal stays as it was.
  void next_deal();
  // Applies legal move number `index` through the rules; if they fail, the match is as it was.
  void apply(std::size_t index);
  // Parses typed input and applies it, dealing the next hand first if the last one has ended (as
  // players and records expect). An unknown, malformed or illegal move throws Error naming the
  // legal moves, and leaves the match as it was.
  void play(std::string_view text);
  // The index in the legal list of the move typed input names, dealing first as play does; -1
  // with `why` (what was wrong, without the legal list) when it names none.
  int find_typed(std::string_view text, std::string& why);
  // Deals deal `number` (one not dealt yet) as `deal` says instead of by the rules: each zone it
  // names gets exactly those cards, the others start empty (a test's stacked deck).
  void fix_deal(int number, FixedDeal deal);
  // A test's hand on chance; the rules cannot reach these. set_zone makes a zone hold exactly
  // `cards`, bottom first: the cards it held leave play, and each card listed comes from out of
  // play, else from another zone (its topmost copy; zones in layout order, owners in order), and
  // never more copies than the deck has. stack_shuffle makes the next shuffle of the zone leave
  // `cards` in this order, an error then unless the zone holds exactly them.
  void set_zone(const std::string& zone, int seat, const std::string& cards);
  void stack_shuffle(const std::string& zone, int seat, const std::string& cards);
  const std::vector<Intervention>& interventions() const { return interventions_; }
  // Makes again those of `recorded` made after move `after` (a record's, on its replay), dealing
  // the next hand first for one made in it.
  void replay_interventions(const std::vector<Intervention>& recorded, int after);

  bool over() const { return state_.match_over; }
  bool deal_over() const { return state_.deal_over; }
  int deal_number() const { return state_.deal_number; }
  int dealer() const { return state_.dealer; }
  int moves_played() const { return state_.moves_played; }
  std::int64_t score(int seat) const;
  std::int64_t deal_score(int seat, int deal) const;  // throws for a deal not finished
  std::int64_t counter(const std::string& name, int seat) const;
  // The same as views show it: a bool, a seat or card (null for none), an enum's value name, a
  // flags var as the names set.
  Json value(const std::string& name, int seat) const;
  std::vector<Card> zone(const std::string& name, int seat) const;
  std::vector<int> winners() const;  // seats with the highest score
  // After a deal has ended: the rules' terms of the seat's side's score for it, recomputed from
  // the final zones; false when the rules define no score_terms hook.
  bool score_terms(int seat, ScoreTerms& terms) const;
  // After a deal has ended: the named numbers the rules measured in it (rules.metrics), sorted by
  // name; false when the rules define no metrics hook.
  bool metrics(ScoreTerms& values) const;
  // The rules' heuristic value of the position for the seat's side (rules.evaluate); false when
  // the rules give none.
  bool evaluate(int seat, double& value) const;
  // Lines the rules' display hook adds to the seat's screen (only what that seat may see).
  std::vector<std::string> display(int seat) const;

  Json view(int seat) const;
  Json save() const;
  // A match saved by save(), its game's rules made by `loader`.
  static Match load(const Json& saved, const RulesLoader& loader, const std::vector<std::string>& search_dirs = {});
  Json result() const;  // scores, winners, deals
  const std::vector<std::string>& history() const { return history_; }
  // The rules' messages so far, in order (kept with MatchSetup::record).
  const std::vector<LogEntry>& log() const { return log_; }
  // With MatchSetup::trace: the position each move of history() was made from, then the current
  // one, each as "SEAT LEGAL DIGEST" (the seat to move, how many legal moves it had, and the hex
  // digest of the position and its legal list); empty when the match did not trace every move.
  std::vector<std::string> positions() const;
  std::string position() const;  // the current position, as positions() writes it
  // "deal 3, move 41 of the match" (or "in a world a bot sampled", in a bot's copy): where a
  // rules error happened, for its message.
  std::string moment() const;

 private:
  void begin(bool first);
  // The rules' messages (g:log) of one step (a move, or the start of a match or deal): collected
  // from listen(), kept by stop_listening(after) as shown after move `after`, or dropped with
  // after < 0 when the step failed. Without a record nobody listens.
  void listen() {
    if (setup_.record) start_log();
  }
  void stop_listening(int after) {
    if (setup_.record) end_log(after);
  }
  void start_log();
  void end_log(int after);
  // The seat an intervention on `zone` names: 0 for a table zone.
  int seat_of_zone(const std::string& zone, int seat) const;
  // The cards a fixed deal gives, checked against the layout and the deck.
  CardCounts fixed_deal_counts(const FixedDeal& deal) const;
  // The cards the current deal holds in all, in its zones or out of play: the deck's, or those a
  // fixed deal gives; and which of the two ("the deck", "the fixed deal").
  struct DealtCards {
    CardCounts counts;
    const char* source;
  };
  DealtCards cards_of_deal() const;
  // A test that set a zone in the current deal (set_zone) may have taken cards out of play.
  bool zones_set_this_deal() const;
  void place_fixed_deal(const FixedDeal& deal);
  // Stacks MatchSetup::shuffle's orders for the first deal's shuffles.
  void stack_first_shuffles();
  // The deal game.yaml declares (Layout::deal), for rules without a deal hook; false when none.
  bool deal_as_declared();
  int zone_instance(const std::string& name, int seat) const;
  // The rules' reason (rules.why_not) why the typed move in probe_ is not legal now, into `why`
  // (left as it was when they give none).
  bool reason_not_legal(std::string& why);
  int destination_named(const MoveList& list, const MoveList& typed) const;
  // The declared mechanic playing the turns now (State::turns), null while the rules play them.
  const MechanicTurns* turns_now() const {
    return state_.turns ? spec().turns[std::size_t(state_.turns - 1)].get() : nullptr;
  }
  // The mechanic that lists (applies) the moves now: null when the rules do, because no mechanic
  // plays the turns or because the rules see every move (Rules::lists_every_move).
  const MechanicTurns* lister_now() const { return rules_->lists_every_move() ? nullptr : turns_now(); }
  const MechanicTurns* applier_now() const { return rules_->applies_every_move() ? nullptr : turns_now(); }
  // Applies `move` with the mechanic playing the turns, handing the rules the event it ends in,
  // or with the rules alone.
  void apply_turn(const MoveList& list, const Move& move, const MechanicTurns* turns);

  std::shared_ptr<Rules> rules_;
  const GameSpec* spec_;  // the rules' spec, asked for on every move
  TurnHooks turn_hooks_;  // the turn events the rules settle
  MatchSetup setup_;
  State state_;
  State backup_;
  // The legal moves of the current position, filled when first asked for.
  mutable MoveList legal_;
  mutable bool legal_valid_ = false;
  MoveList probe_;
  int deal_first_move_ = 0;        // moves_played when the current deal began, for the moves cap
  bool sampled_ = false;           // a bot's private copy, playing in a world it sampled
  std::vector<int> deal_targets_;  // deal_as_declared's zone instances, kept from deal to deal
  std::vector<std::string> history_;
  std::vector<LogEntry> log_;
  std::vector<Intervention> interventions_;
  std::vector<std::string> pending_log_;
  std::vector<std::string> positions_;  // with setup_.trace: before each move of history_
};

}  // namespace cardrt
