// Turns a declared mechanic plays natively: sequence rows listing and laying the seat's cards,
// the rules called for the stuck move and for a seat's last card, rollback, saves, and the errors.
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/melds_mechanic.hpp"
#include "cardrt/rows_mechanic.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/tricks_mechanic.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using Texts = std::vector<std::string>;

namespace {
// The spec of game folder `game`; `failing`, when given, names the bool option that makes the
// fixture's event hook fail.
std::shared_ptr<const GameSpec> turns_spec(const std::string& game, const std::string& failing = "",
                                           const enginetest::OptionText& options = {}) {
  Selection sel;
  sel.game = game;
  if (!failing.empty()) sel.options[failing] = true;
  sel.option_text = options;
  return make_spec(sel);
}

// A match of fixture `game` (tests/engine/data) whose first deal gives the seats these hands.
Match fixture_match(const std::string& game, int dealer, const std::vector<std::string>& hands,
                    const std::string& failing = "", bool trace = false, const enginetest::OptionText& options = {}) {
  MatchSetup setup;
  setup.dealer = dealer;
  setup.deal = {{"hand", hands}};
  setup.trace = trace;
  return Match(load_rules(turns_spec(enginetest::kData + "/" + game, failing, options)), setup);
}

Match turns_match(const std::vector<std::string>& hands, bool fail_out = false, bool trace = false) {
  return fixture_match("turns", 3, hands, fail_out ? "fail_out" : "", trace);
}

// hooks: which trick hooks the fixture's rules define (each, last or old; see its rules.lua).
Match trick_match(const std::vector<std::string>& hands, bool fail_trick = false, const std::string& hooks = "each") {
  return fixture_match("trick_turns", 2, hands, fail_trick ? "fail_trick" : "", false, {{"hooks", hooks}});
}

// Plays `move`, which the event hook `hook` refuses at `file`:`line` with `message`: the error
// says where and in which hook, and the match is as it was, the move still legal.
void check_event_fails(Match& m, const std::string& move, const std::string& file, int line, const std::string& message,
                       const std::string& hook) {
  const std::string before = m.save().dump();
  const std::string error = error_of([&] { m.play(move); });
  CHECK_THAT(enginetest::first_line(error), enginetest::LuaErrorAt(file, line, message));
  CHECK(error.find("(in rules." + hook + ")") != std::string::npos);
  CHECK(m.save().dump() == before);
  CHECK(m.legal_texts() == Texts{move});
}

std::vector<Card> cards_of(const std::string& text) { return parse_cards(text); }
}  // namespace

TEST_CASE("rows with the turns list the cards that fit, else the stuck move, and pass the turn on", "[turns]") {
  Match m = turns_match({"7C 8C 2D", "6C KD", "9H"});
  CHECK(m.state().turns == 1);
  CHECK(m.legal_texts() == Texts{"lay 7C"});
  m.play("lay 7C");
  CHECK(m.to_move() == 2);
  CHECK(m.legal_texts() == Texts{"lay 6C"});
  m.play("lay 6C");
  CHECK(m.to_move() == 3);
  // Nothing of seat 3 fits: its move is the stuck move, which the rules apply.
  CHECK(m.legal_texts() == Texts{"pass"});
  m.play("pass");
  CHECK(m.counter("passes", 3) == 1);
  CHECK(m.to_move() == 1);
  CHECK(m.legal_texts() == Texts{"lay 8C"});
  CHECK(error_of([&] { m.play("lay 2D"); }) == "illegal move 'lay 2D'; legal moves: lay 8C");
  m.play("lay 8C");
  CHECK(m.zone("row_C", 0) == cards_of("6C 7C 8C"));
  CHECK(m.zone("hand", 1) == cards_of("2D"));
  CHECK(m.to_move() == 2);
  CHECK(m.history() == Texts{"lay 7C", "lay 6C", "pass", "lay 8C"});
}

TEST_CASE("a seat that laid the again rank lays again while a card of it fits", "[turns]") {
  Match m = fixture_match("turns", 3, {"7C 8C KD", "7D 6C", "9H"}, "", false, {{"again", "7"}});
  m.play("lay 7C");
  CHECK(m.to_move() == 1);
  CHECK(m.counter("again_on", 0) == 1);
  CHECK(m.legal_texts() == Texts{"lay 8C"});
  m.play("lay 8C");
  // nothing more fits for seat 1: the turn passes on, and so does the flag
  CHECK(m.to_move() == 2);
  CHECK(m.counter("again_on", 0) == 0);
  CHECK(m.legal_texts() == Texts{"lay 6C", "lay 7D"});
  m.play("lay 7D");
  CHECK(m.to_move() == 2);
  CHECK(m.legal_texts() == Texts{"lay 6C"});
  // the last card goes to rules.went_out, which ends this fixture's deal
  m.play("lay 6C");
  CHECK(m.counter("outs", 0) == 1);
  CHECK(m.counter("again_on", 0) == 0);
  CHECK(m.deal_over());
}

TEST_CASE("the turn skips seats without cards", "[turns]") {
  Match m = turns_match({"7C 8C 9C", "", "6C TC"});
  m.play("lay 7C");
  CHECK(m.to_move() == 3);
  m.play("lay 6C");
  CHECK(m.to_move() == 1);
}

TEST_CASE("a seat's last card goes to rules.went_out, and if that fails the lay is undone", "[turns]") {
  Match m = turns_match({"7C 8C", "6C", "9H KD"});
  m.play("lay 7C");
  m.play("lay 6C");
  CHECK(m.counter("outs", 0) == 1);
  CHECK(m.deal_over());
  CHECK(m.to_move() == 0);

  Match failing = turns_match({"7C 8C", "6C", "9H KD"}, true, true);
  failing.play("lay 7C");
  check_event_fails(failing, "lay 6C", "turns/rules.lua",
                    enginetest::line_of(enginetest::kData + "/turns/rules.lua", "@fail_out"), "settling failed",
                    "went_out");
  // A traced match notes no position for the move that failed.
  CHECK(failing.positions().size() == 2);
}

TEST_CASE("a save keeps which mechanic has the turns, and the loaded match goes on alike", "[turns]") {
  Match m = turns_match({"7C 8C 2D", "6C KD", "9H"});
  m.play("lay 7C");
  const Json saved = m.save();
  CHECK(saved["state"]["turns"] == "rows");
  Match loaded = Match::load(saved, load_rules);
  CHECK(loaded.state() == m.state());
  for (Match* match : {&m, &loaded})
    for (const char* move : {"lay 6C", "pass", "lay 8C"}) match->play(move);
  CHECK(loaded.save() == m.save());

  Json edited = saved;
  edited["state"]["turns"] = "tricks";
  CHECK(error_of([&] { Match::load(edited, load_rules); }) ==
        "not a saved cardrt game: state.turns: no mechanic with turns named 'tricks' in turns");
}

TEST_CASE("only declared rows with turns: take the turns, and the rules must settle a last card", "[turns]") {
  enginetest::TempDir dir("turns");
  const std::string yaml =
      "game: t\n"
      "players: { min: 2, max: 2 }\n"
      "zones: { hand: { owner: seat }, a: { owner: table }, b: { owner: table },\n"
      "         c: { owner: table }, d: { owner: table } }\n"
      "moves: { lay: { arg: card }, pass: { arg: none } }\n"
      "mechanics:\n"
      "  plain: { type: sequence_rows, zones: [a, b, c, d] }\n";
  auto match_with = [&](const std::string& extra_yaml, const std::string& start_deal) {
    dir.write("game.yaml", yaml + extra_yaml);
    dir.write("rules.lua",
              "function rules.deal(g) end\n"
              "function rules.start_deal(g) g:set_to_move(1); " +
                  start_deal +
                  " end\n"
                  "function rules.moves(g, out) out:add('pass') end\n"
                  "function rules.play(g) end\n");
    Match(load_rules(turns_spec(dir.path())), MatchSetup{});
  };
  CHECK_THAT(error_of([&] { match_with("", "mechanics.plain:take_turns(g)"); }),
             StartsWith(dir.path("rules.lua") + ":2: mechanic 'plain' declares no turns: in game.yaml"));
  const std::string with_turns =
      "  taking: { type: sequence_rows, zones: [a, b, c, d],\n"
      "            turns: { play: lay, from: hand, start: \"7\", stuck: pass } }\n";
  CHECK(error_of([&] { match_with(with_turns, ""); }) ==
        dir.path("rules.lua") +
            ": game.yaml gives mechanic 'taking' turns, so the rules must define rules.went_out(g, seat)");
}

TEST_CASE("turns: of rows is read with every mistake located", "[turns][layout]") {
  enginetest::TempDir dir("turns-layout");
  dir.write("rules.lua", "");
  auto write = [&](const std::string& turns) {
    dir.write("game.yaml",
              "game: t\n"
              "players: { min: 2, max: 2 }\n"
              "zones: { hand: { owner: seat }, a: { owner: table }, b: { owner: table },\n"
              "         c: { owner: table }, d: { owner: table } }\n"
              "moves: { lay: { arg: card }, pass: { arg: none } }\n"
              "options: { first: { type: rank, default: \"7\" }, n: { type: int, default: 1 } }\n"
              "vars: { opener: { type: int }, mine: { type: int, per: seat }, on: { type: bool } }\n"
              "mechanics:\n"
              "  rows: { type: sequence_rows, zones: [a, b, c, d],\n"
              "          turns: " +
                  turns + " }\n");
    return dir.path();
  };
  auto error_for = [&](const std::string& turns) { return error_of([&] { load_layout(write(turns)); }); };
  const RowTurnsDef good = load_layout(write("{ play: lay, from: hand, start: first, stuck: pass }"))
                               ->mechanics[0]
                               .as<RowsMechanic>()
                               ->turns;
  CHECK(good.play_verb == 0);
  CHECK(good.stuck_verb == 1);
  CHECK(good.from_zone == 0);
  CHECK(good.start_option == "first");
  CHECK(load_layout(write("{ play: lay, from: hand, start: T, stuck: pass }"))
            ->mechanics[0]
            .as<RowsMechanic>()
            ->turns.start_rank == 10);
  const RowTurnsDef by_var = load_layout(write("{ play: lay, from: hand, start: opener, stuck: pass, lays: rules }"))
                                 ->mechanics[0]
                                 .as<RowsMechanic>()
                                 ->turns;
  CHECK(by_var.start_slot == 0);
  CHECK(by_var.rules_lay);
  CHECK_FALSE(good.rules_lay);
  const std::string at = dir.path("game.yaml");
  CHECK(error_for("{ play: pass, from: hand, start: 7, stuck: pass }") ==
        at + ":10:26: mechanic 'rows': turns: play 'pass' must be a move with a card");
  CHECK(error_for("{ play: lay, from: hand, start: 7, stuck: lay }") ==
        at + ":10:60: mechanic 'rows': turns: stuck 'lay' must be a move without an argument");
  CHECK(error_for("{ play: lay, from: a, start: 7, stuck: pass }") ==
        at + ":10:37: mechanic 'rows': turns: from 'a' must be a zone of each seat");
  CHECK(error_for("{ play: lay, from: hand, start: n, stuck: pass }") ==
        at + ":10:50: mechanic 'rows': turns: start option 'n' must be a rank option");
  CHECK(error_for("{ play: lay, from: hand, start: 15, stuck: pass }") ==
        at + ":10:50: mechanic 'rows': turns: start must be a rank (A 2..9 T J Q K), a rank option or an int var, not "
             "'15'");
  CHECK(
      error_for("{ play: lay, from: hand, start: mine, stuck: pass }") ==
      at +
          ":10:50: mechanic 'rows': turns: start var 'mine' must be an int var of the table (a rank 1-13, 0 for none)");
  CHECK(error_for("{ play: lay, from: hand, start: 7, stuck: pass, lays: lua }") ==
        at + ":10:72: mechanic 'rows': turns: lays must be one of native, rules, got 'lua'");
  CHECK(error_for("{ play: lay, from: hand, start: 7, stuck: pass, passes: lua }") ==
        at + ":10:74: mechanic 'rows': turns: passes must be one of native, rules, got 'lua'");
  CHECK(load_layout(write("{ play: lay, from: hand, start: 7, stuck: pass, passes: native }"))
            ->mechanics[0]
            .as<RowsMechanic>()
            ->turns.native_passes);
  CHECK_FALSE(good.native_passes);
  CHECK(error_for("{ play: lay, from: hand, stuck: pass }") == at + ":10:18: mechanic 'rows': turns needs 'start:'");
  CHECK(error_for("{ play: draw, from: hand, start: 7, stuck: pass }") ==
        at + ":10:26: mechanic 'rows': turns: play names no move: 'draw'");
  const RowTurnsDef again = load_layout(write("{ play: lay, from: hand, start: 7, stuck: pass, "
                                              "again: { rank: opener, flag: on } }"))
                                ->mechanics[0]
                                .as<RowsMechanic>()
                                ->turns;
  CHECK(again.again_rank_slot == 0);
  CHECK(again.again_flag_slot == 2);
  CHECK(good.again_flag_slot == -1);
  const std::string with = "{ play: lay, from: hand, start: 7, stuck: pass, ";
  CHECK(error_for(with + "lays: rules, again: { rank: opener, flag: on } }") ==
        at + ":10:86: mechanic 'rows': turns: again needs the rows to lay the cards (lays: native)");
  CHECK(error_for(with + "again: { rank: opener } }") == at + ":10:73: mechanic 'rows': turns: again needs 'flag:'");
  CHECK(error_for(with + "again: { rank: none, flag: on } }") ==
        at + ":10:81: mechanic 'rows': turns: again: rank names no var: 'none'");
  CHECK(error_for(with + "again: { rank: mine, flag: on } }") ==
        at + ":10:81: mechanic 'rows': turns: again: rank 'mine' must be an int var of the table (a rank 1-13, 0 for "
             "none)");
  CHECK(error_for(with + "again: { rank: opener, flag: opener } }") ==
        at + ":10:95: mechanic 'rows': turns: again: flag 'opener' must be a bool var of the table");
  CHECK(error_for(with + "again: 7 }") == at + ":10:73: mechanic 'rows': turns: again must be a mapping");
  CHECK(error_for(with + "lays: rules, passes: native }") ==
        at + ":10:87: mechanic 'rows': turns: passes: native needs the rows to lay the cards (lays: native)");

  const std::string native = with + "passes: native, ";
  const RowTurnsDef fee = load_layout(write(native + "pass_fee: { amount: opener, from: mine, to: opener } }"))
                              ->mechanics[0]
                              .as<RowsMechanic>()
                              ->turns;
  CHECK(fee.pass_fee_slot == 0);
  CHECK(fee.pass_fee_from == 1);
  CHECK(fee.pass_fee_to == 0);
  CHECK(good.pass_fee_slot == -1);
  CHECK(error_for(with + "pass_fee: { amount: opener, from: mine, to: opener } }") ==
        at + ":10:76: mechanic 'rows': turns: pass_fee needs the rows to play the passes (passes: native)");
  CHECK(error_for(native + "pass_fee: { amount: opener, from: mine } }") ==
        at + ":10:92: mechanic 'rows': turns: pass_fee needs 'to:'");
  CHECK(error_for(native + "pass_fee: { amount: on, from: mine, to: opener } }") ==
        at + ":10:102: mechanic 'rows': turns: pass_fee: amount 'on' must be an int var of the table (what a pass "
             "pays, 0 for nothing)");
  CHECK(error_for(native + "pass_fee: { amount: opener, from: opener, to: opener } }") ==
        at + ":10:116: mechanic 'rows': turns: pass_fee: from 'opener' must be an int counter or var per seat");
  CHECK(error_for(native + "pass_fee: { amount: opener, from: mine, to: mine } }") ==
        at + ":10:126: mechanic 'rows': turns: pass_fee: to 'mine' must be an int counter or var of the table");
  CHECK(error_for(native + "pass_fee: { amount: opener, from: chips, to: opener } }") ==
        at + ":10:116: mechanic 'rows': turns: pass_fee: from names no counter or var: 'chips'");
}

TEST_CASE("tricks with the turns list the cards the trick allows, the winner leads, the rules score", "[turns]") {
  Match m = trick_match({"AH 2C 3C", "KH 4C 5D"});
  // Hearts may not be led while the seat holds another suit (no_lead 3); aces rank high.
  CHECK(m.legal_texts() == Texts{"play 2C", "play 3C"});
  m.play("play 2C");
  CHECK(m.to_move() == 2);
  CHECK(m.legal_texts() == Texts{"play 4C"});
  m.play("play 4C");
  CHECK(m.counter("tricks", 2) == 1);
  CHECK(m.zone("won", 2) == cards_of("2C 4C"));
  CHECK(m.to_move() == 2);
  CHECK(m.legal_texts() == Texts{"play 5D"});
  m.play("play 5D");
  CHECK(m.legal_texts() == Texts{"play 3C", "play AH"});
  m.play("play AH");
  CHECK(m.counter("tricks", 2) == 2);
  CHECK(m.to_move() == 2);
  m.play("play KH");
  CHECK(m.legal_texts() == Texts{"play 3C"});
  m.play("play 3C");
  // Seat 2 led a heart (it held nothing else) and took the last trick with it.
  CHECK(m.deal_over());
  CHECK(m.counter("tricks", 2) == 3);
  CHECK(m.counter("tricks", 1) == 0);
  // rules.trick_won heard the first two tricks, rules.last_trick the last
  CHECK(m.counter("trick_won_calls", 0) == 2);
  CHECK(m.counter("last_trick_calls", 0) == 1);
  // tricks:taken and tricks:taken_cards list every seat's share (seat 2 took AH and KH)
  CHECK(m.counter("tricks_listed", 1) == 0);
  CHECK(m.counter("tricks_listed", 2) == 3);
  CHECK(m.counter("hearts_listed", 1) == 0);
  CHECK(m.counter("hearts_listed", 2) == 2);
  CHECK(m.counter("hearts_of_two", 0) == 2);
}

TEST_CASE("tricks without rules.trick_won let the winner lead and call the rules for the last trick only", "[turns]") {
  Match m = trick_match({"AH 2C 3C", "KH 4C 5D"}, false, "last");
  m.play("play 2C");
  m.play("play 4C");
  CHECK(m.zone("won", 2) == cards_of("2C 4C"));
  CHECK(m.to_move() == 2);
  CHECK(m.counter("tricks", 2) == 0);
  m.play("play 5D");
  m.play("play AH");
  CHECK(m.to_move() == 2);
  m.play("play KH");
  m.play("play 3C");
  CHECK(m.deal_over());
  CHECK(m.counter("tricks", 2) == 1);
  CHECK(m.counter("trick_won_calls", 0) == 0);
  CHECK(m.counter("last_trick_calls", 0) == 1);
}

TEST_CASE("rules with only rules.trick_won, as written before rules.last_trick, hear every trick", "[turns]") {
  Match m = trick_match({"AH 2C 3C", "KH 4C 5D"}, false, "old");
  for (const char* move : {"play 2C", "play 4C", "play 5D", "play AH", "play KH", "play 3C"}) m.play(move);
  CHECK(m.deal_over());
  CHECK(m.counter("tricks", 2) == 3);
  CHECK(m.counter("trick_won_calls", 0) == 3);
}

TEST_CASE("a failing trick hook undoes the card that completed the trick", "[turns]") {
  const int line = enginetest::line_of(enginetest::kData + "/trick_turns/rules.lua", "@fail_trick");
  SECTION("rules.trick_won") {
    Match m = trick_match({"AH 2C 3C", "KH 4C 5D"}, true);
    m.play("play 2C");
    check_event_fails(m, "play 4C", "trick_turns/rules.lua", line, "scoring failed", "trick_won");
  }
  SECTION("rules.last_trick") {
    Match m = trick_match({"2C", "4C"}, true, "last");
    m.play("play 2C");
    check_event_fails(m, "play 4C", "trick_turns/rules.lua", line, "scoring failed", "last_trick");
  }
}

TEST_CASE("tricks' turns: name a card move and a table int var", "[turns][layout]") {
  enginetest::TempDir dir("trick-turns-layout");
  dir.write("rules.lua", "");
  auto error_for = [&](const std::string& turns) {
    dir.write("game.yaml",
              "game: t\n"
              "players: { min: 2, max: 2 }\n"
              "zones: { hand: { owner: seat }, trick: { owner: table }, won: { owner: seat } }\n"
              "vars: { lead: { type: int }, mine: { type: int, per: seat } }\n"
              "moves: { play: { arg: card }, pass: { arg: none } }\n"
              "mechanics:\n"
              "  t: { type: tricks, hand: hand, trick: trick, won: won, turns: " +
                  turns + " }\n");
    return error_of([&] { load_layout(dir.path()); });
  };
  const std::string at = dir.path("game.yaml");
  CHECK(error_for("{ no_lead: lead }") == at + ":7:65: mechanic 't': turns needs 'play:'");
  CHECK(error_for("{ play: play, no_lead: mine }") ==
        at + ":7:88: mechanic 't': turns: no_lead 'mine' must be an int var of the table (a suit 1-4, 0 for none)");
  CHECK(error_for("{ play: play, no_lead: none }") == at + ":7:88: mechanic 't': turns: no_lead names no var: 'none'");
  CHECK(error_for("{ play: play, stuck: pass }") ==
        at + ":7:79: unknown key 'stuck' in mechanic 't': turns (allowed: play, no_lead, until_broken, opening_lead, "
             "first_trick_avoid)");
}

TEST_CASE("tricks that take the turns need rules.last_trick or rules.trick_won", "[turns]") {
  enginetest::TempDir dir("trick-turns-hooks");
  dir.write("game.yaml",
            "game: t\n"
            "players: { min: 2, max: 2 }\n"
            "zones: { hand: { owner: seat }, trick: { owner: table }, won: { owner: seat } }\n"
            "moves: { play: { arg: card } }\n"
            "mechanics:\n"
            "  t: { type: tricks, hand: hand, trick: trick, won: won, turns: { play: play } }\n");
  const std::string hooks = "function rules.moves(g, out) end\nfunction rules.play(g) end\n";
  auto load_with = [&](const std::string& more) {
    dir.write("rules.lua", hooks + more);
    load_rules(turns_spec(dir.path()));
  };
  CHECK(error_of([&] { load_with(""); }) ==
        dir.path("rules.lua") +
            ": game.yaml gives mechanic 't' turns, so the rules must define rules.last_trick(g, winner) or "
            "rules.trick_won(g, winner)");
  CHECK_NOTHROW(load_with("function rules.last_trick(g) end\n"));
  CHECK_NOTHROW(load_with("function rules.trick_won(g) end\n"));
}

TEST_CASE("rows with native passes pass the turn on and call rules.stuck only when the rules define it", "[turns]") {
  enginetest::TempDir dir("native-passes");
  dir.write("game.yaml",
            "game: t\n"
            "players: { min: 3, max: 3 }\n"
            "zones: { hand: { owner: seat }, a: { owner: table }, b: { owner: table },\n"
            "         c: { owner: table }, d: { owner: table } }\n"
            "counters: { stuck: { per: seat } }\n"
            "moves: { lay: { arg: card }, pass: { arg: none } }\n"
            "mechanics:\n"
            "  rows: { type: sequence_rows, zones: [a, b, c, d],\n"
            "          turns: { play: lay, from: hand, start: \"7\", stuck: pass, passes: native } }\n");
  const std::string hooks =
      "function rules.deal(g) end\n"
      "function rules.start_deal(g) g:set_to_move(1) mechanics.rows:take_turns(g) end\n"
      "function rules.moves(g) error('the rows list the moves') end\n"
      "function rules.play(g) error('the rows play every move') end\n"
      "function rules.went_out(g) g:end_deal() end\n";
  MatchSetup setup;
  setup.dealer = 3;
  // Seat 2 has nothing that fits and passes; seat 3 holds no cards and is skipped.
  setup.deal = {{"hand", {"7C 8C", "2D KD", ""}}};
  SECTION("with rules.stuck") {
    dir.write("rules.lua", hooks + "function rules.stuck(g, seat) g:add('stuck', 1, seat) end\n");
    Match m(load_rules(turns_spec(dir.path())), setup);
    m.play("lay 7C");
    CHECK(m.legal_texts() == Texts{"pass"});
    m.play("pass");
    CHECK(m.counter("stuck", 2) == 1);
    CHECK(m.to_move() == 1);
  }
  SECTION("without it no hook runs") {
    dir.write("rules.lua", hooks);
    Match m(load_rules(turns_spec(dir.path())), setup);
    m.play("lay 7C");
    m.play("pass");
    CHECK(m.counter("stuck", 2) == 0);
    CHECK(m.to_move() == 1);
    CHECK(m.history() == Texts{"lay 7C", "pass"});
  }
}

TEST_CASE("a native pass pays its fee from the passer's counter into the table's, no hook run", "[turns]") {
  enginetest::TempDir dir("pass-fee");
  dir.write("game.yaml",
            "game: t\n"
            "players: { min: 3, max: 3 }\n"
            "zones: { hand: { owner: seat }, a: { owner: table }, b: { owner: table },\n"
            "         c: { owner: table }, d: { owner: table } }\n"
            "counters: { chips: { per: seat, initial: 10 }, pot: { per: table } }\n"
            "vars: { fee: { type: int } }\n"
            "options: { fee: { type: int, default: 2 } }\n"
            "moves: { lay: { arg: card }, pass: { arg: none } }\n"
            "mechanics:\n"
            "  rows: { type: sequence_rows, zones: [a, b, c, d],\n"
            "          turns: { play: lay, from: hand, start: \"7\", stuck: pass, passes: native,\n"
            "                   pass_fee: { amount: fee, from: chips, to: pot } } }\n");
  dir.write("rules.lua",
            "function rules.deal(g) end\n"
            "function rules.start_deal(g)\n"
            "  g:set_to_move(1) g:set('fee', options.fee) mechanics.rows:take_turns(g)\n"
            "end\n"
            "function rules.moves(g) error('the rows list the moves') end\n"
            "function rules.play(g) error('the rows play every move') end\n"
            "function rules.went_out(g) g:end_deal() end\n");
  MatchSetup setup;
  setup.dealer = 3;
  setup.deal = {{"hand", {"7C 8C", "2D KD", "3H"}}};
  auto match_with = [&](const std::string& fee) {
    return Match(load_rules(turns_spec(dir.path(), "", {{"fee", fee}})), setup);
  };
  SECTION("each pass pays the fee") {
    Match m = match_with("2");
    m.play("lay 7C");
    m.play("pass");
    m.play("pass");
    CHECK(m.counter("chips", 1) == 10);
    CHECK(m.counter("chips", 2) == 8);
    CHECK(m.counter("chips", 3) == 8);
    CHECK(m.counter("pot", 0) == 4);
    CHECK(m.to_move() == 1);
  }
  SECTION("a fee of 0 costs nothing") {
    Match m = match_with("0");
    m.play("lay 7C");
    m.play("pass");
    CHECK(m.counter("chips", 2) == 10);
    CHECK(m.counter("pot", 0) == 0);
  }
  SECTION("a fee the pot cannot hold refuses the pass and changes nothing") {
    Match m = match_with("9223372036854775807");
    m.play("lay 7C");
    m.play("pass");  // the pot now holds the largest int
    const std::string before = m.save().dump();
    CHECK(error_of([&] { m.play("pass"); }) ==
          "'pot' would overflow (9223372036854775807 + 9223372036854775807)\n  while applying 'pass' by seat 3 "
          "(deal 1, move 3 of the match)");
    CHECK(m.save().dump() == before);
  }
}

TEST_CASE("rows whose cards the rules lay only list the moves, from a start rank the game sets", "[turns]") {
  enginetest::TempDir dir("rules-lay");
  dir.write("game.yaml",
            "game: t\n"
            "players: { min: 2, max: 2 }\n"
            "zones: { hand: { owner: seat }, a: { owner: table }, b: { owner: table },\n"
            "         c: { owner: table }, d: { owner: table } }\n"
            "vars: { opener: { type: int } }\n"
            "counters: { plays: { per: table } }\n"
            "moves: { lay: { arg: card }, pass: { arg: none } }\n"
            "mechanics:\n"
            "  rows: { type: sequence_rows, zones: [a, b, c, d],\n"
            "          turns: { play: lay, from: hand, start: opener, stuck: pass, lays: rules } }\n");
  // The first card sets the start rank and hands the listing to the rows; the rules lay every card.
  dir.write("rules.lua",
            "local rows = mechanics.rows\n"
            "function rules.deal(g) end\n"
            "function rules.start_deal(g) g:set_to_move(1) end\n"
            "function rules.moves(g, out, seat) out:add_cards('lay', g:mask('hand', seat)) end\n"
            "function rules.play(g, verb, card, seat)\n"
            "  g:add('plays', 1)\n"
            "  if verb == 'lay' then\n"
            "    if g:get('opener') == 0 then g:set('opener', cards.rank(card)); rows:take_turns(g) end\n"
            "    rows:lay(g, card, 'hand', seat)\n"
            "  end\n"
            "  g:set_to_move(g:next_seat(seat, 'hand'))\n"
            "end\n");
  MatchSetup setup;
  setup.dealer = 2;
  setup.deal = {{"hand", {"5C 6C 5D", "4C 7C 9H"}}};
  Match m(load_rules(turns_spec(dir.path())), setup);
  CHECK(m.legal_texts() == Texts{"lay 5C", "lay 6C", "lay 5D"});
  m.play("lay 5C");
  CHECK(m.state().turns == 1);
  CHECK(m.legal_texts() == Texts{"lay 4C"});
  m.play("lay 4C");
  CHECK(m.legal_texts() == Texts{"lay 6C", "lay 5D"});
  m.play("lay 5D");
  CHECK(m.legal_texts() == Texts{"pass"});
  m.play("pass");
  CHECK(m.counter("plays", 0) == 4);
  CHECK(m.zone("b", 0) == cards_of("5D"));
}

namespace {
// A match of the turns fixture under a variant whose hooks are `lua`, the first deal fixed: seat 1
// holds 7C 8C 2D, seat 2 6C KD, seat 3 9H; seat 1 begins.
Match wrapped_turns_match(const std::string& lua) {
  enginetest::TempDir dir("turns-variant");
  dir.write("wraps.yaml", "extends: turns\nrules: wraps.lua\n");
  dir.write("wraps.lua", lua);
  Selection sel;
  sel.game = dir.path("wraps.yaml");
  sel.search_dirs = {enginetest::kData};
  MatchSetup setup;
  setup.dealer = 3;
  setup.deal = {{"hand", {"7C 8C 2D", "6C KD", "9H"}}};
  Match m(load_rules(make_spec(sel)), setup);
  return m;
}
}  // namespace

TEST_CASE("a variant that replaces moves lists every move itself, also while the rows play the turns", "[turns]") {
  // The house rule lists its own moves: the rows must not bypass it.
  Match m = wrapped_turns_match("function rules.moves(g, out, seat) out:add('pass') end\n");
  CHECK(m.state().turns == 1);
  CHECK(m.legal_texts() == Texts{"pass"});
  m.play("pass");
  CHECK(m.counter("passes", 1) == 1);
  CHECK(m.to_move() == 2);
}

TEST_CASE("a variant's base.moves and base.play are the rows' own turns, its wrappers around them", "[turns]") {
  // The fixture's Lua moves fail and its Lua play counts a pass: neither may run for a lay, while
  // the pass the rows leave to the rules is the game's.
  Match m = wrapped_turns_match(
      "local base = base\n"
      "function rules.moves(g, out, seat) base.moves(g, out, seat) end\n"
      "function rules.play(g, verb, arg, seat)\n"
      "  base.play(g, verb, arg, seat)\n"
      "  if verb == 'lay' then g:add('outs', 10) end\n"
      "end\n");
  CHECK(m.legal_texts() == Texts{"lay 7C"});
  m.play("lay 7C");
  CHECK(m.counter("outs", 0) == 10);
  CHECK(m.counter("passes", 2) == 0);
  CHECK(m.to_move() == 2);
  CHECK(m.legal_texts() == Texts{"lay 6C"});
  m.play("lay 6C");
  CHECK(m.legal_texts() == Texts{"pass"});
  m.play("pass");  // a move the rows leave to the rules: the game's Lua play
  CHECK(m.counter("passes", 3) == 1);
  CHECK(m.counter("outs", 0) == 20);
  CHECK(m.legal_texts() == Texts{"lay 8C"});
}

namespace {
// A whole match of Fan Tan under a house rule wrapping rules.play (an ace or a king plays again;
// `before` runs first), its wrapper calling `play` (base.play: the rows' native turns; or the
// game's Lua hook, kept at load), played by a seeded random choice; the moves and the final state.
std::pair<Texts, std::string> wrapped_fantan(const std::string& play, const std::string& before) {
  enginetest::TempDir dir("base-turns");
  dir.write("again.yaml", "extends: fantan\nrules: again.lua\n");
  dir.write("again.lua",
            "local base, own_play = base, rules.play\n"
            "function rules.play(g, verb, card, seat)\n"
            "  " +
                before +
                "\n"
                "  " +
                play +
                "(g, verb, card, seat)\n"
                "  if verb ~= 'play' or g:to_move() == nil or g:count('hand', seat) == 0 then return end\n"
                "  local rank = cards.rank(card)\n"
                "  if rank == 1 or rank == 13 then g:set_to_move(seat) end\n"
                "end\n");
  Selection sel;
  sel.game = dir.path("again.yaml");
  MatchSetup setup;
  setup.seed = 11;
  Match m(load_rules(make_spec(sel)), setup);
  Rng choice(5);
  while (!m.over()) {
    m.next_deal();
    if (!m.over()) m.apply(choice.uniform(std::uint32_t(m.legal_moves().size())));
  }
  return {m.history(), m.save()["state"].dump()};
}
}  // namespace

TEST_CASE("a variant wrapping rules.play keeps the mechanic's native turns through base.play", "[turns]") {
  const auto [lua_moves, lua_save] = wrapped_fantan("own_play", "");
  REQUIRE(lua_moves.size() > 100);
  SECTION("base.play plays the turn natively, as the game's Lua play does") {
    const auto [moves, save] = wrapped_fantan("base.play", "");
    CHECK(moves == lua_moves);
    CHECK(save == lua_save);
  }
  SECTION("once the wrapper changed the game, base.play is the game's Lua play") {
    const auto [lua_moves_2, lua_save_2] = wrapped_fantan("own_play", "g:add('pot', 0)");
    const auto [moves, save] = wrapped_fantan("base.play", "g:add('pot', 0)");
    CHECK(moves == lua_moves_2);
    CHECK(save == lua_save_2);
  }
}

// ---------------------------------------------------------------- melds

namespace {
// A match of the meld_turns fixture with its first deal fixed, seat 1 to begin; with
// `rules_only`, through a variant that replaces rules.play and rules.moves by the game's Lua ones,
// which the match then calls for every move.
Match meld_turns_match(const FixedDeal& deal, bool rules_only = false, const enginetest::OptionText& options = {}) {
  enginetest::TempDir dir("meld-turns-variant");
  dir.write("rules_only.yaml", "extends: meld_turns\nrules: rules_only.lua\n");
  dir.write("rules_only.lua",
            "local play, moves = rules.play, rules.moves\n"
            "function rules.play(g, verb, arg, seat) return play(g, verb, arg, seat) end\n"
            "function rules.moves(g, out, seat) return moves(g, out, seat) end\n");
  Selection sel;
  sel.game = rules_only ? dir.path("rules_only.yaml") : enginetest::kData + "/meld_turns";
  sel.search_dirs = {enginetest::kData};
  sel.option_text = options;
  MatchSetup setup;
  setup.dealer = 4;
  setup.deal = deal;
  return Match(load_rules(make_spec(sel)), setup);
}

const FixedDeal kMeldDeal = {{"hand", {"4C 4D 4H 9H AC JK TD KS KS", "5C 6D 7H 7S", "8C 8D 9S", "9C 9D 3D"}},
                             {"stock", {"QC QD 5D 5H 5S 6S 2C"}},
                             {"discard", {"7C KH"}}};

// Plays `moves` in both matches, the legal lists equal before each; the zones and counters end equal.
void play_alike(Match& melds, Match& rules, const Texts& moves) {
  for (const std::string& move : moves) {
    INFO("before " << move);
    REQUIRE(melds.legal_texts() == rules.legal_texts());
    melds.play(move);
    rules.play(move);
  }
  CHECK(melds.legal_texts() == rules.legal_texts());
  for (const char* zone : {"hand", "stock", "discard", "aside", "meld_4", "meld_K", "books"})
    for (int seat = 1; seat <= 4; ++seat) CHECK(melds.zone(zone, seat) == rules.zone(zone, seat));
  for (const char* var : {"phase", "player", "opened"})
    for (int seat = 1; seat <= 4; ++seat) CHECK(melds.counter(var, seat) == rules.counter(var, seat));
  CHECK(melds.to_move() == rules.to_move());
}
}  // namespace

TEST_CASE("melds with the turns list a plain turn in text order and play it with no rules call", "[turns][melds]") {
  Match m = meld_turns_match(kMeldDeal);
  Match by_rules = meld_turns_match(kMeldDeal, true);
  CHECK(m.state().turns == 1);
  CHECK(by_rules.state().turns == 1);
  // Minimal openings with the pile's KH (50 or more; the pair for the top card always stays).
  CHECK(m.legal_texts() == Texts{"draw", "pickup KS KS + 4C 4D JK", "pickup KS KS JK"});
  // Drawn from the stock's top: 2C, then 6S.
  play_alike(m, by_rules, {"draw"});
  CHECK(m.legal_texts() == Texts{"discard 2C", "discard 4C", "discard 4D", "discard 4H", "discard 6S", "discard 9H",
                                 "discard AC", "discard JK", "discard KS", "discard TD", "meld 4C 4D 4H + KS KS 2C",
                                 "meld 4C 4D JK", "meld KS KS JK"});
  play_alike(m, by_rules, {"meld 4C 4D JK"});
  // A 2 would make 2 naturals to 2 wilds.
  CHECK(m.legal_texts() == Texts{"add 4 4H", "discard 2C", "discard 4H", "discard 6S", "discard 9H", "discard AC",
                                 "discard KS", "discard TD", "meld KS KS 2C"});
  play_alike(m, by_rules, {"add 4 4H", "discard 9H"});
  CHECK(m.to_move() == 2);
  CHECK(m.counter("player", 0) == 2);
  CHECK(m.counter("phase", 0) == 1);
  CHECK(m.legal_texts() == Texts{"draw"});
  CHECK(m.counter("rules_plays", 0) == 0);
  CHECK(by_rules.counter("rules_plays", 0) == 4);
  CHECK(m.counter("opened", 1) == 1);
  CHECK(cards_text(m.zone("meld_4", 1)) == "4C 4D 4H JK");
  CHECK(cards_text(m.zone("discard", 0)) == "7C KH 9H");
}

TEST_CASE(
    "melds leave to the rules a red 3 drawn, an emptied hand, a turn that would not begin plainly and a "
    "seat of theirs",
    "[turns][melds]") {
  SECTION("a draw that brings a rules card") {
    FixedDeal deal = kMeldDeal;
    deal[1].second = {"QC QD 5S 3H"};
    Match m = meld_turns_match(deal);
    Match by_rules = meld_turns_match(deal, true);
    play_alike(m, by_rules, {"draw"});
    CHECK(m.counter("rules_plays", 0) == 1);
    CHECK(cards_text(m.zone("aside", 1)) == "3H");
    CHECK(cards_text(m.zone("stock", 0)) == "QC");
  }
  SECTION("a discard before a seat holding a rules card, the next turn by the rules") {
    Match m = meld_turns_match(kMeldDeal);
    Match by_rules = meld_turns_match(kMeldDeal, true);
    play_alike(m, by_rules, {"draw", "discard 9H", "draw", "discard 5C", "draw"});
    CHECK(m.counter("rules_plays", 0) == 0);
    play_alike(m, by_rules, {"discard 9S"});  // seat 4 holds 3D
    CHECK(m.counter("rules_plays", 0) == 1);
    CHECK(cards_text(m.zone("aside", 2)) == "3D");
  }
  SECTION("a discard before a short stock") {
    FixedDeal deal = kMeldDeal;
    deal[1].second = {"5S 6S 2C"};
    Match m = meld_turns_match(deal);
    Match by_rules = meld_turns_match(deal, true);
    play_alike(m, by_rules, {"draw", "discard 9H"});
    CHECK(m.counter("rules_plays", 0) == 1);
  }
  SECTION("a pickup that empties the hand ends the deal by the rules") {
    FixedDeal deal = kMeldDeal;
    deal[0].second = {"4C 4D 4H KS KS KD", "5C 6D 7H 7S", "8C 8D 9S", "9C 9D 3D"};
    Match m = meld_turns_match(deal, false, {{"take", "1"}});
    Match by_rules = meld_turns_match(deal, true, {{"take", "1"}});
    play_alike(m, by_rules, {"pickup KD KS KS + 4C 4D 4H"});
    CHECK(m.counter("rules_plays", 0) == 1);
    CHECK(m.over());
  }
  SECTION("a seat the rules play: they list its moves and apply them") {
    Match m = meld_turns_match(kMeldDeal, false, {{"rules_seat", "1"}});
    CHECK(m.legal_texts() == Texts{"draw", "knock", "pickup KS KS + 4C 4D JK", "pickup KS KS JK"});
    m.play("draw");
    CHECK(m.counter("rules_plays", 0) == 1);
    m.play("discard 9H");
    CHECK(m.counter("rules_plays", 0) == 2);
    m.play("draw");  // seat 2, the melds'
    CHECK(m.counter("rules_plays", 0) == 2);
  }
}

TEST_CASE("turns: of melds is read with every mistake located", "[turns][layout][melds]") {
  std::ifstream in(enginetest::kData + "/meld_turns/game.yaml");
  const std::string fixture((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t from = fixture.find("    turns:"), to = fixture.find("\noptions:");
  REQUIRE(from != std::string::npos);
  enginetest::TempDir dir("meld-turns-layout");
  dir.write("rules.lua", "");
  const std::string plain =
      "draw: draw, meld: meld, add: add, discard: discard, stock: stock, pile: discard, phase: phase, opened: opened, "
      "minimum: minimum";
  auto write = [&](const std::string& turns) {
    dir.write("game.yaml", fixture.substr(0, from) + "    turns: { " + turns + " }\n" + fixture.substr(to));
    return dir.path();
  };
  auto error_for = [&](const std::string& turns) { return error_of([&] { load_layout(write(turns)); }); };
  const MeldTurnsDef good = load_layout(write(plain))->mechanics[0].as<MeldsMechanic>()->turns;
  CHECK(good.pickup_verb == -1);
  CHECK(good.draw_count == 2);
  CHECK(good.draw_phase == 1);
  CHECK(good.meld_phase == 2);
  CHECK(good.rules_seat_slot == -1);
  const MeldTurnsDef full =
      load_layout(write(plain + ", pickup: pickup, pickup_size: take, match_wild: true, draw_count: 1, player: player, "
                                "rules_seats: by_rules, rules_cards: \"3D 3H\""))
          ->mechanics[0]
          .as<MeldsMechanic>()
          ->turns;
  CHECK(full.pickup_size_option == "take");
  CHECK(full.match_wild);
  CHECK(full.draw_count == 1);
  CHECK(full.rules_cards == (card_bit(*parse_card("3D")) | card_bit(*parse_card("3H"))));
  const std::string at = dir.path("game.yaml") + ":65:";
  CHECK(error_for("draw: draw") == at + "12: mechanic 'melds': turns needs 'meld:'");
  CHECK(error_for(plain + ", hand: hand") ==
        at + "143: unknown key 'hand' in mechanic 'melds': turns (allowed: draw, pickup, meld, add, discard, stock, "
             "pile, draw_count, pickup_size, match_wild, phase, player, opened, minimum, rules_seats, rules_cards)");
  CHECK(error_for("draw: meld, meld: meld, add: add, discard: discard, stock: stock, pile: discard, phase: phase, "
                  "opened: opened, minimum: minimum") ==
        at + "20: mechanic 'melds': turns: draw 'meld' must be a move without an argument");
  CHECK(error_for("draw: draw, meld: draw, add: add, discard: discard, stock: stock, pile: discard, phase: phase, "
                  "opened: opened, minimum: minimum") ==
        at + "32: mechanic 'melds': turns: meld 'draw' must be a move with groups (arg: groups)");
  CHECK(error_for(plain + ", pickup_size: minimum") ==
        at + "156: mechanic 'melds': turns: pickup_size (a number or an int option) must be an integer, got 'minimum'");
  CHECK(error_for(plain + ", match_wild: take") ==
        at + "155: mechanic 'melds': turns: match_wild option 'take' must be a bool option");
  CHECK(error_for("draw: draw, meld: meld, add: add, discard: discard, stock: hand, pile: discard, phase: phase, "
                  "opened: opened, minimum: minimum") ==
        at + "73: mechanic 'melds': turns: stock 'hand' must be a zone of the table");
  CHECK(error_for("draw: draw, meld: meld, add: add, discard: discard, stock: stock, pile: discard, phase: player, "
                  "opened: opened, minimum: minimum") ==
        at + "102: mechanic 'melds': turns: phase 'player' must be an enum var of the table (its values draw and meld "
             "are the mechanic's phases)");
  CHECK(error_for("draw: draw, meld: meld, add: add, discard: discard, stock: stock, pile: discard, phase: phase, "
                  "opened: by_rules, minimum: minimum") ==
        at + "117: mechanic 'melds': turns: opened 'by_rules' must be a bool var per team (the side has opened)");
  CHECK(
      error_for(plain + ", rules_seats: opened") ==
      at + "156: mechanic 'melds': turns: rules_seats 'opened' must be a bool var per seat (the rules play its turns)");
  CHECK(error_for(plain + ", rules_cards: \"3D 3Z\"") == at + "156: mechanic 'melds': turns: rules_cards: not a card: "
                                                              "'3Z' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
}
