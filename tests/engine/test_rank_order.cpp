// A game's own rank order and card values: deck.order and deck.values as read (and refused),
// card moves listed in the order, and the rules' cards.place, cards.beats, cards.sorted and
// cards.value.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/notation.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {
const RankOrder kPresident({3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2});

std::string listed(const MoveList& list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) out += (out.empty() ? "" : " ") + card_name(list[i].card);
  return out;
}

// A two-player game whose deck line is `deck`; rules.lua is `rules` after a deal of 13 cards each
// and a `play` move per card held.
std::string write_game(const enginetest::TempDir& dir, const std::string& deck, const std::string& rules = "") {
  dir.write("game.yaml",
            "game: ranked\n"
            "players: { min: 2, max: 2 }\n" +
                deck +
                "zones: { stock: { visibility: hidden }, hand: { owner: seat, visibility: owner } }\n"
                "deal: { from: stock, to: [hand], each: 5 }\n"
                "vars: { n: { type: int } }\n"
                "moves: { play: { arg: card } }\n");
  dir.write("rules.lua",
            "function rules.moves(g, out, seat) out:add_cards('play', g:mask('hand', seat)) end\n"
            "function rules.play(g, verb, card, seat) g:move(card, 'hand', 'stock', seat) end\n" +
                rules);
  return dir.path();
}
Match game_match(const std::string& folder) {
  Selection sel;
  sel.game = folder;
  return Match(load_rules(make_spec(sel)), MatchSetup{});
}
}  // namespace

TEST_CASE("a rank order places each rank, and orders cards by rank then suit", "[card]") {
  CHECK(kPresident.place(3) == 1);
  CHECK(kPresident.place(1) == 12);
  CHECK(kPresident.place(2) == 13);
  CHECK(kPresident.rank_at(13) == 2);
  CHECK(kPresident.text() == "3 4 5 6 7 8 9 T J Q K A 2");
  CHECK(kPresident.beats(*parse_card("2C"), *parse_card("AS")));
  CHECK_FALSE(kPresident.beats(*parse_card("AS"), *parse_card("2C")));
  CHECK_FALSE(kPresident.beats(*parse_card("7S"), *parse_card("7C")));  // suits aside
  CHECK(kPresident.key(*parse_card("3C")) == 0);
  CHECK(kPresident.key(*parse_card("2S")) == 51);
  CHECK(kPresident.key(kJoker) == 52);
  for (int key = 0; key <= 52; ++key) CHECK(kPresident.key(kPresident.card_of_key(key)) == key);
  CHECK_FALSE(kPresident.is_aces_low());
  CHECK_FALSE(kPresident.is_aces_high());
  CHECK(RankOrder({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}).is_aces_low());
  CHECK(RankOrder::aces_high().is_aces_high());
  CHECK(RankOrder::aces_high().text() == "2 3 4 5 6 7 8 9 T J Q K A");
  // Euchre's pack, nine to ace: the ranks it lacks go below, so its order is aces high.
  CHECK(RankOrder({9, 10, 11, 12, 13, 1}) == RankOrder::aces_high());
}

TEST_CASE("card moves are listed suit by suit, each suit's ranks in the order given", "[card]") {
  const CardMask held = enginetest::mask_of("2C 3C AC KD 2H 9H AH JK");
  MoveList list;
  list.add_cards(0, held, kPresident);
  CHECK(listed(list) == "3C AC 2C KD 9H AH 2H JK");
  list.clear();
  list.add_cards(0, held, RankOrder::aces_high());
  CHECK(listed(list) == "2C 3C AC KD 2H 9H AH JK");
  list.clear();
  list.add_cards(0, held, RankOrder::aces_low());
  CHECK(listed(list) == "AC 2C 3C KD AH 2H 9H JK");
}

TEST_CASE("deck.order and deck.values are read into the layout", "[layout]") {
  enginetest::TempDir dir("ranks");
  write_game(dir,
             "deck:\n"
             "  ranks: A 2 3 4 5 6 7 J Q K\n"
             "  order: [3, 4, 5, 6, 7, J, Q, K, A, 2]\n"
             "  values: { capture: { J: 8, Q: 9, K: 10 }, primiera: { 7: 21, A: 16 } }\n");
  const auto layout = load_layout(dir.path());
  CHECK(layout->rank_order.text() == "8 9 T 3 4 5 6 7 J Q K A 2");
  CHECK(layout->rank_order_declared);
  REQUIRE(layout->card_values.size() == 2);
  CHECK(layout->card_values[0].name == "capture");
  CHECK(layout->card_values[0].by_rank[11] == 8);
  CHECK(layout->card_values[0].by_rank[13] == 10);
  CHECK(layout->card_values[0].by_rank[7] == 7);  // left out: worth its number
  CHECK(layout->card_values[1].by_rank[1] == 16);
}

TEST_CASE("a wrong rank order or value table is refused where it is written", "[layout]") {
  enginetest::TempDir dir("ranks");
  const std::string yaml = dir.path("game.yaml");
  auto error = [&](const std::string& deck, const std::string& more = "") {
    write_game(dir, deck);
    if (!more.empty()) dir.write("game.yaml", "game: ranked\nplayers: { min: 2, max: 2 }\n" + deck + more);
    return error_of([&] { load_layout(dir.path()); });
  };
  CHECK(error("deck: { order: 3 4 5 6 7 8 9 T J Q K A }\n") ==
        yaml + ":3:16: deck.order must name each rank of the pack once (A 2 3 4 5 6 7 8 9 T J Q K), lowest first");
  CHECK(error("deck: { ranks: 9 T J Q K A, order: 9 T J Q K A 2 }\n") ==
        yaml + ":3:36: deck.order must name each rank of the pack once (A 9 T J Q K), lowest first");
  CHECK(error("deck: { order: 3 4 5 6 7 8 9 T J Q K A 3 }\n") == yaml + ":3:16: deck.order: rank 3 given twice");
  CHECK(error("deck: { values: { capture: { X: 1 } } }\n") ==
        yaml + ":3:30: deck.values.capture: 'X' is not a rank (A 2 .. 10 J Q K)");
  CHECK(error("deck: { ranks: A 2 3 4 5 6 7 J Q K, values: { capture: { 8: 1 } } }\n") ==
        yaml + ":3:58: deck.values.capture: the pack has no rank 8");
  CHECK(error("deck: { values: { capture: { J: 8, j: 9 } } }\n") ==
        yaml + ":3:36: deck.values.capture: rank j given twice");
  CHECK(error("deck: { values: { capture: { J: 2000000 } } }\n") ==
        yaml + ":3:33: deck.values.capture.J must be from -1000000 to 1000000, got 2000000");
  CHECK(error("deck: { order: 3 4 5 6 7 8 9 T J Q K A 2 }\n",
              "zones: { hand: { owner: seat } }\nmoves: { pass: { arg: none } }\nmove_order: ace_high\n") ==
        yaml + ":6:13: deck.order sets where the aces rank: move_order may only be 'text' beside it");
}

TEST_CASE("the rules list, compare, sort and value cards by the game's order", "[binding]") {
  enginetest::TempDir dir("ranks");
  const std::string folder =
      write_game(dir,
                 "deck:\n"
                 "  order: 3 4 5 6 7 8 9 T J Q K A 2\n"
                 "  values: { capture: { J: 8, Q: 9, K: 10 } }\n",
                 "function rules.start_deal(g)\n"
                 "  local n = 0\n"
                 "  if cards.beats('2C', 'AS') and not cards.beats('AS', '2C') then n = n + 1 end\n"
                 "  if cards.place('3D') == 1 and cards.place('2S') == 13 then n = n + 10 end\n"
                 "  if cards.names(cards.sorted(cards.set('2C AD 3S KH'))) == '3S KH AD 2C' then\n"
                 "    n = n + 100 end\n"
                 "  n = n + 1000 * cards.value('QH', 'capture') + 100000 * cards.value('7H', 'capture')\n"
                 "  g:set('n', n)\n"
                 "  g:set_to_move(1)\n"
                 "end\n");
  Match m = game_match(folder);
  m.next_deal();
  CHECK(m.counter("n", 0) == 111 + 9000 + 700000);
  // The legal list: suit by suit, 3 lowest and 2 highest.
  m.set_zone("hand", 1, "2C 3C AC KD 2H 9H AH");
  CHECK(move_texts(*m.spec().layout, m.legal_moves()) ==
        std::vector<std::string>{"play 3C", "play AC", "play 2C", "play KD", "play 9H", "play AH", "play 2H"});
  CHECK_THAT(error_of([&] {
               game_match(write_game(dir, "deck: { order: 3 4 5 6 7 8 9 T J Q K A 2 }\n",
                                     "function rules.start_deal(g) cards.value('QH', 'points') end\n"))
                   .next_deal();
             }),
             Catch::Contains("deck.values has no table 'points'"));
}
