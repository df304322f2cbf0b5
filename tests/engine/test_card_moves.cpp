// Moves of several cards: a card set (arg: cards), a card and where it goes (arg: card_to), a card
// and the cards it takes (arg: card_with). Their canonical texts, typed input in any order, the
// rules' tables on both sides, and the errors for what names no legal move.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using Texts = std::vector<std::string>;

namespace {
// Two players, President's rank order. Seat 1 holds 3C 3D 3H 7S 2C; the table holds piles a
// (top 8H) and b (empty) and the cards 3S 4D 7C. The moves: pairs and triples of a rank held and
// single cards (play), any card held onto a pile (move), the 7S taking sums of 7 (take), and pass.
// Each move played is logged as the rules read its argument.
const char* kYaml =
    "game: several\n"
    "players: { min: 2, max: 2 }\n"
    "deck: { order: 3 4 5 6 7 8 9 T J Q K A 2 }\n"
    "zones:\n"
    "  stock: { visibility: hidden }\n"
    "  hand: { owner: seat, visibility: owner }\n"
    "  a: {}\n"
    "  b: {}\n"
    "  floor: {}\n"
    "  won: { owner: seat }\n"
    "moves:\n"
    "  play: { arg: cards }\n"
    "  move: { arg: card_to }\n"
    "  take: { arg: card_with }\n"
    "  pass: { arg: none }\n";
const char* kRules = R"(
function rules.deal(g)
  g:fill('stock')
  for _, c in ipairs(cards.list('3C 3D 3H 7S 2C')) do g:move(c, 'stock', nil, 'hand', 1) end
  g:move('8H', 'stock', nil, 'a', nil)
  for _, c in ipairs(cards.list('3S 4D 7C')) do g:move(c, 'stock', nil, 'floor', nil) end
end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out, seat)
  local held = g:mask('hand', seat)
  out:add('play', { cards.parse('3D'), '3C' })
  out:add('play', cards.set('3C 3D 3H'))
  out:add('play', { '2C' })
  for _, c in ipairs(cards.sorted(held)) do
    out:add('move', c, 'a')
    out:add('move', c, 'b')
  end
  out:add('take', '7S', { '4D', '3S' })
  out:add('take', '7S', cards.set('7C'))
  out:add('pass')
  out:remove('move', '2C', 'b')
  if not out:has('play', { '3C', '3D' }) or out:has('play', { '3C', '3H' }) then error('has') end
end
function rules.play(g, verb, arg, seat)
  if verb == 'play' then g:log('play ' .. cards.names(arg))
  elseif verb == 'move' then
    g:log('move ' .. cards.name(arg.card) .. ' to ' .. arg.to .. ' ' .. tostring(arg.seat))
    g:move(arg.card, 'hand', seat, arg.to, nil)
  elseif verb == 'take' then g:log('take ' .. cards.name(arg.card) .. ' with ' .. cards.names(arg.with))
  end
  g:set_to_move(seat)
end
)";

Match several(const enginetest::TempDir& dir) {
  dir.write("game.yaml", kYaml);
  dir.write("rules.lua", kRules);
  Selection sel;
  sel.game = dir.path();
  Match m(load_rules(make_spec(sel)), MatchSetup{});
  return m;
}
}  // namespace

TEST_CASE("card sets, destinations and takes have one canonical text each", "[moves]") {
  enginetest::TempDir dir("several");
  Match m = several(dir);
  CHECK(m.legal_texts() == Texts{"play 3C 3D", "play 3C 3D 3H", "play 2C", "move 3C 8H", "move 3C b", "move 3D 8H",
                                 "move 3D b", "move 3H 8H", "move 3H b", "move 7S 8H", "move 7S b", "move 2C 8H",
                                 "take 7S with 3S 4D", "take 7S with 7C", "pass"});
}

TEST_CASE("typed card moves are read in any order and spelling, and reach the rules as tables", "[moves]") {
  enginetest::TempDir dir("several");
  Match m = several(dir);
  m.play("play 3d 3c");
  m.play("Play 3H 3D 3C");
  m.play("move 3c 8h");  // onto the pile whose top card is 8H
  m.play("move 3d B");   // the empty pile by its name
  m.play("move 7s a");   // pile a by its name, though it has cards
  m.play("take 7s 4d 3s");
  m.play("take 7S with 7c");
  Texts log;
  for (const LogEntry& entry : m.log()) log.push_back(entry.text);
  CHECK(log == Texts{"play 3C 3D", "play 3C 3D 3H", "move 3C to a nil", "move 3D to b nil", "move 7S to a nil",
                     "take 7S with 3S 4D", "take 7S with 7C"});
  // The destination's name follows its top card.
  CHECK(m.legal_texts()[3] == "move 3H 7S");
}

TEST_CASE("a typed card move that names no legal move says so and lists the legal ones", "[moves]") {
  enginetest::TempDir dir("several");
  Match m = several(dir);
  const std::string legal =
      "; legal moves: play 3C 3D, play 3C 3D 3H, play 2C, move 3C 8H, move 3C b, move 3D 8H, move 3D b, move 3H "
      "8H, move 3H b, move 7S 8H and 5 more";
  CHECK(error_of([&] { m.play("play 3C 3H"); }) == "illegal move 'play 3C 3H'" + legal);
  CHECK(error_of([&] { m.play("play 3C XX"); }) ==
        "'play' takes cards, like 'play 7H 7D'; 'XX' is not a card, in 'play 3C XX'" + legal);
  CHECK(error_of([&] { m.play("play"); }) == "'play' takes cards, like 'play 7H 7D', got 'play'" + legal);
  CHECK(error_of([&] { m.play("move 2C b"); }) == "illegal move 'move 2C b'" + legal);
  CHECK(error_of([&] { m.play("move 2C"); }) ==
        "'move' takes a card and where it goes, like 'move 6H 7S', got 'move 2C'" + legal);
  CHECK(error_of([&] { m.play("move 2C floor"); }) == "illegal move 'move 2C floor'" + legal);
  CHECK(error_of([&] { m.play("take 7S with 3S"); }) == "illegal move 'take 7S with 3S'" + legal);
  std::string why;
  CHECK(m.find_typed("take 7s with 7c", why) == 13);
  CHECK(m.find_typed("take 7s with 3s 3s", why) == -1);
  CHECK(why == "illegal move 'take 7S with 3S 3S'");
}

TEST_CASE("the rules' card moves must name cards, a zone and a set that fit", "[moves]") {
  enginetest::TempDir dir("several");
  dir.write("game.yaml", kYaml);
  auto error_with = [&](const std::string& add) {
    dir.write("rules.lua", std::string(kRules) + "local base = rules.moves\nfunction rules.moves(g, out, seat)\n  " +
                               add + "\nend\n");
    Selection sel;
    sel.game = dir.path();
    return error_of([&] { Match(load_rules(make_spec(sel)), MatchSetup{}).legal_texts(); });
  };
  CHECK_THAT(error_with("out:add('play', { 'XX' })"), Catch::Contains("not a card: 'XX'"));
  CHECK_THAT(error_with("out:add('move', '7S', 'nowhere')"), Catch::Contains("unknown zone 'nowhere'"));
  CHECK_THAT(error_with("out:add('take', '7S', 'none')"), Catch::Contains("table expected, got string"));
  CHECK_THAT(error_with("local t = {} for i = 1, 1025 do t[i] = 1 end out:add('play', t)"),
             Catch::Contains("at most 1,024 cards"));
}

TEST_CASE("a card goes onto a laid meld, which its text names by the meld's first card", "[moves]") {
  // Seat 1 lays 5C 5D 5S and 6H 7H 8H before play; seat 2 lays off on them.
  Match m = enginetest::folder_match(enginetest::kData + "/layoffs",
                                     {{"hand", {"6H 7H 8H 5C 5D 5S KC", "9H 5H 4H 2C 3D JD QS"}}}, 1);
  CHECK(m.legal_texts() == Texts{"layoff 5H 5C", "layoff 5H 6H", "layoff 9H 6H", "pass"});
  m.play("LAYOFF 5h 6h");
  CHECK(cards_text(m.zone("melds", 1)) == "5C 5D 5S 5H 6H 7H 8H");
  CHECK(m.log().back().text == "seat 2 lays off 5H on meld 2");
  m.play("pass");
  // The run begins with 5H now: the same meld goes by its new first card, and takes 4H too.
  CHECK(m.legal_texts() == Texts{"layoff 4H 5H", "layoff 9H 5H", "pass"});
  const std::string why = error_of([&] { m.play("layoff 9H 6H"); });
  INFO(why);
  CHECK(why.find("illegal move 'layoff 9H 6H'") == 0);
  CHECK(why.find("layoff 4H 5H, layoff 9H 5H, pass") != std::string::npos);
}

TEST_CASE("the rules' layoff names a laid meld the zone has", "[moves]") {
  enginetest::TempDir dir("layoff_bad");
  dir.write("game.yaml", enginetest::read_text(enginetest::kData + "/layoffs/game.yaml"));
  std::string rules = enginetest::read_text(enginetest::kData + "/layoffs/rules.lua");
  rules.replace(rules.find("out:add(\"layoff\", card, \"melds\", 1, index)"), 42,
                "out:add(\"layoff\", card, \"melds\", 1, index + 2)");
  dir.write("rules.lua", rules);
  const std::string why = error_of([&] {
    Match m = enginetest::folder_match(dir.path(), {{"hand", {"6H 7H 8H 5C 5D 5S KC", "9H 5H 4H 2C 3D JD QS"}}}, 1);
    m.legal_moves();
  });
  INFO(why);
  CHECK(why.find("move 'layoff': zone 'melds' has no laid meld 3 (it holds 2)") != std::string::npos);
}
