// Chance under a test's control: Match::set_zone and Match::stack_shuffle on a small game whose
// draw turns the pile over into a new stock, their errors, and saves, records and replays that make
// them again; and the same calls from a Lua test file (g:set_zone, g:stack_shuffle).
#include <catch2/catch.hpp>

#include <sstream>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/test_runner.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {

// Two players draw (from the stock, the pile under its top card shuffled into it when the stock
// is empty) or discard; `stop` ends the deal, and the match ends with deal 2.
struct Turnover : enginetest::TempDir {
  Turnover() : TempDir("chance") {
    write("game.yaml",
          "game: turnover\n"
          "players: { min: 2, max: 2 }\n"
          "zones: { hand: { owner: seat }, stock: { visibility: hidden }, pile: {} }\n"
          "moves: { draw: { arg: none }, discard: { arg: card }, stop: { arg: none } }\n"
          "deal: { from: stock, to: [hand], each: 2 }\n");
    write("rules.lua",
          "function rules.first_dealer() return 2 end\n"
          "function rules.start_deal(g)\n"
          "  g:move_top('stock', nil, 'pile', nil)\n"
          "  g:set_to_move(1)\n"
          "end\n"
          "function rules.moves(g, out, seat)\n"
          "  out:add('draw')\n"
          "  out:add_cards('discard', g:mask('hand', seat))\n"
          "  out:add('stop')\n"
          "end\n"
          "function rules.play(g, verb, card, seat)\n"
          "  if verb == 'draw' then\n"
          "    if g:count('stock') == 0 then\n"
          "      local top = g:top('pile')\n"
          "      g:move_top('pile', nil, 'stock', nil, g:count('pile'))\n"
          "      g:move(top, 'stock', nil, 'pile', nil)\n"
          "      g:shuffle('stock')\n"
          "    end\n"
          "    g:move_top('stock', nil, 'hand', seat)\n"
          "  elseif verb == 'discard' then\n"
          "    g:move(card, 'hand', seat, 'pile', nil)\n"
          "    g:set_to_move(g:next_seat(seat))\n"
          "  elseif g:deal_number() == 2 then\n"
          "    g:end_match()\n"
          "  else\n"
          "    g:end_deal()\n"
          "  end\n"
          "end\n");
  }
  Match match(bool trace = false) const {
    Selection sel;
    sel.game = path();
    MatchSetup setup;
    setup.seed = 7;
    setup.trace = trace;
    return Match(load_rules(make_spec(sel)), setup);
  }
};

std::string text(const Match& m, const std::string& zone, int seat = 0) { return cards_text(m.zone(zone, seat)); }

// The cards in all zones, in card id order: what set_zone keeps within the deck.
std::string in_play(const Match& m) {
  std::vector<Card> all;
  for (const char* zone : {"hand", "stock", "pile"})
    for (int seat = 1; seat <= (std::string(zone) == "hand" ? 2 : 1); ++seat)
      for (Card c : m.zone(zone, seat)) all.push_back(c);
  std::sort(all.begin(), all.end());
  return cards_text(all);
}

}  // namespace

TEST_CASE("set_zone makes a zone hold exactly the cards given, taking them from out of play first", "[chance]") {
  Turnover game;
  Match m = game.match();
  REQUIRE(m.zone("hand", 1).size() == 2);
  const std::string hand2 = text(m, "hand", 2);
  // The stock's cards leave play; 4C and 9H were in it or come from elsewhere.
  m.set_zone("stock", 0, "4C 9H");
  CHECK(text(m, "stock") == "4C 9H");
  CHECK(m.zone("stock", 0).size() + m.zone("pile", 0).size() + 4 == in_play(m).size() / 3 + 1);
  // A card held elsewhere and in play nowhere else moves: seat 2's first card into the pile.
  const std::string taken = hand2.substr(0, 2);
  m.set_zone("pile", 0, taken);
  CHECK(text(m, "pile") == taken);
  CHECK(text(m, "hand", 2) == hand2.substr(3));
  // Out of play first: the stock's old cards are free again, so setting it back takes nothing.
  m.set_zone("hand", 1, "4C");
  CHECK(text(m, "hand", 1) == "4C");
  CHECK(text(m, "stock") == "9H");
  CHECK(m.interventions().size() == 3);
  CHECK(m.interventions()[0] == Intervention{Intervention::Kind::SetZone, 0, 1, "stock", 0, "4C 9H"});
  CHECK(m.interventions()[2] == Intervention{Intervention::Kind::SetZone, 0, 1, "hand", 1, "4C"});
  CHECK(m.legal_texts() == std::vector<std::string>{"draw", "discard 4C", "stop"});
}

TEST_CASE("set_zone and stack_shuffle refuse what cannot be, changing nothing", "[chance]") {
  Turnover game;
  Match m = game.match();
  const Json before = m.save();
  CHECK(error_of([&] { m.set_zone("stock", 0, "4C 4C"); }) == "4C is listed more often than the deck holds it");
  CHECK(error_of([&] { m.set_zone("hand", 0, "4C"); }) == "zone 'hand' needs a seat from 1 to 2");
  CHECK(error_of([&] { m.set_zone("stok", 0, "4C"); }) ==
        "unknown zone 'stok'; did you mean 'stock'? (zones: hand, stock, pile)");
  CHECK(error_of([&] { m.set_zone("pile", 0, "4X"); }) ==
        "not a card: '4X' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
  CHECK(error_of([&] { m.stack_shuffle("stock", 0, "QS QS"); }) == "QS is listed more often than the deck holds it");
  CHECK(m.save() == before);
}

TEST_CASE("a stacked shuffle leaves its order and draws from the generator as any shuffle", "[chance]") {
  Turnover game;
  Match stacked = game.match();
  stacked.set_zone("hand", 1, "AH");
  stacked.set_zone("stock", 0, "");
  stacked.set_zone("pile", 0, "4C 9H 3S KD");
  Match plain = stacked;
  stacked.stack_shuffle("stock", 0, "9H 3S 4C");
  CHECK(stacked.state().stacked.size() == 1);
  stacked.play("draw");
  plain.play("draw");
  // The pile under KD became the stock, in the stacked order; the top card went to the hand.
  CHECK(text(stacked, "pile") == "KD");
  CHECK(text(stacked, "stock") == "9H 3S");
  CHECK(text(stacked, "hand", 1) == "AH 4C");
  CHECK(stacked.state().stacked.empty());
  CHECK(stacked.state().rng == plain.state().rng);
  // Used once: the next shuffle is the generator's again.
  CHECK(stacked.interventions().back() == Intervention{Intervention::Kind::StackShuffle, 0, 1, "stock", 0, "9H 3S 4C"});
}

TEST_CASE("a stacked shuffle of other cards than the zone holds fails the move, which changes nothing", "[chance]") {
  Turnover game;
  Match m = game.match();
  m.set_zone("stock", 0, "");
  m.set_zone("pile", 0, "4C 9H 3S KD");
  m.stack_shuffle("stock", 0, "9H 3S 5C");
  const Json before = m.save();
  CHECK_THROWS_WITH(m.play("draw"), Catch::Contains("the test stacked the next shuffle of zone 'stock' as 9H 3S 5C, "
                                                    "but it holds 4C 9H 3S"));
  CHECK(m.save() == before);
}

TEST_CASE("saves, records and replays make a test's interventions again", "[chance][record]") {
  Turnover game;
  Match m = game.match(true);
  m.set_zone("hand", 1, "AH");
  m.set_zone("stock", 0, "");
  m.set_zone("pile", 0, "4C 9H 3S KD");
  m.stack_shuffle("stock", 0, "9H KD 3S 4C");
  m.play("discard AH");
  SECTION("a save keeps what is stacked and what was done; loaded, the match goes on the same") {
    // Stacked as well, for a later shuffle.
    m.stack_shuffle("stock", 0, "2D 5S");
    const Json saved = m.save();
    CHECK(saved["interventions"].size() == 5);
    CHECK(saved["interventions"][4] ==
          Json::parse(R"({"after": 1, "deal": 1, "stack_shuffle": "stock", "seat": 0, "cards": "2D 5S"})"));
    CHECK(saved["state"]["stacked"] == Json::parse(R"([{"zone": "stock", "owner": 0, "cards": "9H KD 3S 4C"},
                                                      {"zone": "stock", "owner": 0, "cards": "2D 5S"}])"));
    Match loaded = Match::load(saved, load_rules);
    CHECK(loaded.save() == saved);
    for (Match* each : {&m, &loaded}) each->play("draw");
    CHECK(loaded.save() == m.save());
  }
  SECTION("a record replays them where they were made, position by position") {
    m.play("draw");
    m.play("stop");
    m.next_deal();
    // Made once deal 2 is dealt: the replay deals it before making it again.
    m.set_zone("pile", 0, "AS");
    m.play("stop");
    REQUIRE(m.over());
    const Json record = make_record(m);
    REQUIRE(record["interventions"].size() == 5);
    CHECK(record["interventions"][4] ==
          Json::parse(R"({"after": 3, "deal": 2, "set_zone": "pile", "seat": 0, "cards": "AS"})"));
    const ReplayOutcome replayed = replay_record(record, load_rules);
    CHECK(replayed.message == "same result: " + json_text(m.result()));
    CHECK(replayed.same);
    // Without them the replay meets other positions.
    Json bare = record;
    bare.erase("interventions");
    CHECK_THAT(replay_record(bare, load_rules).message, Catch::StartsWith("position 1 (before move 1"));
  }
}

TEST_CASE("a Lua test sets zones and stacks shuffles with g:set_zone and g:stack_shuffle", "[chance][lua]") {
  Turnover game;
  const std::string file = game.write(
      "tests/chance.lua",
      "test('a reshuffle as stacked', function()\n"
      "  local g = cardrt.new('" +
          game.path() +
          "', { seed = 7 })\n"
          "  g:set_zone('stock', '')\n"
          "  g:set_zone('pile', '4C 9H 3S KD')\n"
          "  g:set_zone('hand', 1, 'AH')\n"
          "  g:stack_shuffle('stock', '9H 3S 4C')\n"
          "  g:play('draw')\n"
          "  assert_eq(g:zone('hand', 1), { 'AH', '4C' })\n"
          "  assert_eq(g:zone('stock'), { '9H', '3S' })\n"
          "  local copy = cardrt.load(g:save())\n"
          "  assert_eq(copy:zone('stock'), { '9H', '3S' })\n"
          "end)\n"
          "test('the first shuffle stacked, dealt by the game', function()\n"
          "  local order = {}\n"
          "  for _, suit in ipairs({ 'C', 'D', 'H', 'S' }) do\n"
          "    for rank in ('A23456789TJQK'):gmatch('.') do order[#order + 1] = rank .. suit end\n"
          "  end\n"
          "  local g = cardrt.new('" +
          game.path() +
          "', { seed = 7, shuffle = { stock = table.concat(order, ' ') } })\n"
          "  assert_eq(g:zone('hand', 1), { 'KS', 'JS' })\n"
          "  assert_eq(g:zone('hand', 2), { 'QS', 'TS' })\n"
          "  assert_eq(g:zone('pile'), { '9S' })\n"
          "end)\n"
          "test('errors name the zone and the seat', function()\n"
          "  local g = cardrt.new('" +
          game.path() +
          "', { seed = 7 })\n"
          "  assert_error(function() g:set_zone('hand', 'AH') end, \"zone 'hand' needs a seat from 1 to 2\")\n"
          "  assert_error(function() g:stack_shuffle('stock', 'AH AH') end, 'AH is listed more often')\n"
          "end)\n");
  std::ostringstream out;
  const TestSummary summary = run_test_files({file}, out);
  INFO(out.str());
  CHECK(summary.passed == 3);
  CHECK(summary.failed == 0);
}
