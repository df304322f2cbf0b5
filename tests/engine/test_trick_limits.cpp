// The Hearts family's limits on tricks (the opening lead, no hearts led until broken, no points
// on the first trick), the same natively (declared turns) and through tricks:legal's limits; the
// tricks of a deal kept with who led, played and won each, for rules (tricks:history, last) and
// views.
#include <catch2/catch.hpp>

#include "cardrt/game.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/match.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::TempDir;

namespace {

const char* const kGame = R"L(game: hearts4
players: { min: 4, max: 4 }
zones:
  hand: { owner: seat, visibility: owner }
  trick: { owner: table }
  won: { owner: seat, visibility: hidden }
vars:
  no_lead: { type: int, reset: deal }
moves:
  play: { arg: card }
move_order: ace_high
options:
  native: { type: bool, default: true }
mechanics:
  tricks:
    type: tricks
    hand: hand
    trick: trick
    won: won
    turns: { play: play, no_lead: no_lead, until_broken: true, opening_lead: 2C, first_trick_avoid: "hearts QS" }
wins: lowest
)L";

const char* const kRules = R"L(local tricks = mechanics.tricks
function rules.start_deal(g)
  local _, holder = g:holder(cards.parse("2C"))
  g:set_to_move(holder)
  g:set("no_lead", 3)
  if options.native then tricks:take_turns(g) end
end
function rules.moves(g, out, seat)
  out:add_cards("play", tricks:legal(g, seat,
    { no_lead = "hearts", until_broken = true, opening_lead = "2C", first_trick_avoid = "hearts QS" }))
end
local function told(g)
  local t = tricks:last(g)
  g:log("trick %s: seat %s led, seat %s won with %s (seats %s)", #tricks:history(g), t.leader, t.winner,
    cards.names(t.cards), table.concat(t.players, " "))
end
function rules.trick_won(g, winner)
  told(g)
  g:set_to_move(winner)
end
function rules.last_trick(g, winner)
  told(g)
  g:end_match()
end
function rules.play(g, verb, card, seat)
  local winner = tricks:play(g, seat, card)
  if not winner then return g:set_to_move(g:seat(seat + 1)) end
  if g:count("hand", winner) == 0 then rules.last_trick(g, winner) else rules.trick_won(g, winner) end
end
)L";

Match hearts(const TempDir& dir, bool native) {
  Selection sel;
  sel.game = dir.path("hearts4");
  sel.options["native"] = native;
  MatchSetup setup;
  setup.dealer = 4;
  setup.deal = {{"hand", {"2C AD 3H 4S", "KD 9S 4H QS", "5C 6C 5H TS", "3C TD 7H 8H"}}};
  return Match(load_lua_rules(make_spec(sel)), setup);
}

using Moves = std::vector<std::string>;

}  // namespace

TEST_CASE("the opening lead, no points on the first trick and hearts led once broken", "[tricks]") {
  TempDir dir("hearts");
  dir.write("hearts4/game.yaml", kGame);
  dir.write("hearts4/rules.lua", kRules);
  for (bool native : {true, false}) {
    INFO((native ? "declared turns" : "tricks:legal with limits"));
    Match m = hearts(dir, native);
    CHECK(m.to_move() == 1);
    CHECK(m.legal_texts() == Moves{"play 2C"});  // the holder of 2C leads it
    m.play("play 2C");
    CHECK(m.legal_texts() == Moves{"play KD", "play 9S"});  // void in clubs: no heart, no QS yet
    m.play("play KD");
    CHECK(m.legal_texts() == Moves{"play 5C", "play 6C"});
    m.play("play 6C");
    m.play("play 3C");
    CHECK(m.log().back().text == "trick 1: seat 1 led, seat 3 won with 2C KD 6C 3C (seats 1 2 3 4)");
    // Seat 3 leads: hearts are not broken, so not 5H.
    CHECK(m.legal_texts() == Moves{"play 5C", "play TS"});
    m.play("play 5C");
    CHECK(m.view(1)["tricks"]["tricks"]["current"] == Json::parse(R"([{"seat": 3, "card": "5C"}])"));
    Match unbroken = m;
    m.play("play 7H");  // a heart off suit, no longer on the first trick: hearts are broken
    m.play("play AD");
    m.play("play QS");
    CHECK(m.legal_texts() == Moves{"play 5H", "play TS"});
    unbroken.play("play TD");
    unbroken.play("play AD");
    unbroken.play("play QS");
    CHECK(unbroken.legal_texts() == Moves{"play TS"});
    const Json view = m.view(2)["tricks"]["tricks"];
    CHECK(view["resolved"] == 2);
    CHECK(view["last"] == Json::parse(R"({"leader": 3, "winner": 3, "cards": [{"seat": 3, "card": "5C"},
      {"seat": 4, "card": "7H"}, {"seat": 1, "card": "AD"}, {"seat": 2, "card": "QS"}]})"));
    // A save keeps who led and won each trick.
    Match loaded = Match::load(m.save(), load_lua_rules);
    CHECK(loaded.view(2) == m.view(2));
    CHECK(loaded.legal_texts() == Moves{"play 5H", "play TS"});
  }
}

TEST_CASE("a limit misspelt or a card set misnamed is an error", "[tricks]") {
  TempDir dir("hearts-bad");
  dir.write("hearts4/game.yaml", kGame);
  auto error = [&](const std::string& limits) {
    std::string rules = kRules;
    rules.replace(rules.find("{ no_lead = \"hearts\""), rules.find("}))") + 1 - rules.find("{ no_lead = \"hearts\""),
                  limits);
    dir.write("hearts4/rules.lua", rules);
    Match m = hearts(dir, false);
    return error_of([&] { m.legal_moves(); });
  };
  CHECK_THAT(error("{ no_leads = 3 }"), Catch::Contains("tricks:legal: unknown limit 'no_leads' (limits: no_lead, "
                                                        "until_broken, opening_lead, first_trick_avoid)"));
  CHECK_THAT(
      error("{ first_trick_avoid = \"hearts Q\" }"),
      Catch::Contains("tricks:legal: not a card or suit: 'Q' (a card like QS, or clubs, diamonds, hearts, spades)"));
}
