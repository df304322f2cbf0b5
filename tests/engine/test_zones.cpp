// State and Table on the sevens and layout fixtures: the shape new_state gives a spec, zone and
// slot operations, deals, copies.
#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/digest.hpp"
#include "cardrt/game.hpp"
#include "cardrt/state.hpp"
#include "cardrt/table.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::sevens_spec;

namespace {
std::vector<Card> cards_of(const TableView& table, int z) {
  return std::vector<Card>(table.cards(z), table.cards(z) + table.count(z));
}
Card C(const char* name) { return *parse_card(name); }

std::shared_ptr<const GameSpec> good_spec(int players) {
  Selection sel;
  sel.game = enginetest::kData + "/layout/good";
  sel.players = players;
  return make_spec(sel);
}
}  // namespace

TEST_CASE("a spec lays out one zone instance per owner, each holding a whole deck", "[zone]") {
  auto spec = sevens_spec("", 4);
  const Layout& layout = *spec->layout;
  REQUIRE(layout.zones.size() == 8);  // hand, row_C, row_D, row_H, row_S, stock, stripped, deck
  CHECK(spec->players == 4);
  CHECK(spec->capacity == 52);
  CHECK(spec->zone_instances == 4 + 7);
  CHECK(spec->zone_base == std::vector<int>{0, 4, 5, 6, 7, 8, 9, 10});
  const int hand = layout.zone_index("hand"), row_h = layout.zone_index("row_H");
  CHECK(spec->zone_at(hand, 1) == 0);
  CHECK(spec->zone_at(hand, 4) == 3);
  CHECK(spec->zone_at(row_h, 3) == 6);  // the seat is ignored for a table zone
  CHECK(layout.zone_index("nowhere") == -1);
  // chips(4) pot(1) points(4), then opened first_out (1 each), passes (4)
  CHECK(spec->slot_instances == 4 + 1 + 4 + 2 + 4);
  CHECK(spec->slot_base == std::vector<int>{0, 4, 5, 9, 10, 11});
  CHECK(spec->slot_at(layout.slot_index("pot"), 2) == 4);

  SECTION("with 6 players") {
    auto six = sevens_spec("", 6);
    CHECK(six->zone_instances == 6 + 7);
    CHECK(six->zone_base == std::vector<int>{0, 6, 7, 8, 9, 10, 11, 12});
    CHECK(six->slot_instances == 6 + 1 + 6 + 2 + 6);
  }
}

TEST_CASE("new_state gives empty zones, slots at their initial values and the seeded RNG", "[zone]") {
  SECTION("sevens: every slot starts at 0, the score reads chips") {
    auto spec = sevens_spec("", 4);
    State s = new_state(*spec, 77);
    CHECK(s.cards.size() == std::size_t(11 * 52));
    CHECK(s.sizes == std::vector<std::uint16_t>(11, 0));
    CHECK(s.slots == std::vector<std::int64_t>(std::size_t(spec->slot_instances), 0));
    CHECK(s.rng == Rng(77));
    CHECK(s.score_slot == spec->layout->slot_index("chips"));
    CHECK(s.deal_start_score == std::vector<std::int64_t>(4, 0));
    CHECK(s.deal_scores.empty());
    CHECK(s.deal_number == 0);
    CHECK(s.dealer == 0);
    CHECK(s.to_move == 0);
    CHECK_FALSE(s.deal_over);
    CHECK_FALSE(s.match_over);
  }
  SECTION("a layout with initial values, team counters and two decks with a joker") {
    auto spec = good_spec(4);
    const Layout& layout = *spec->layout;
    CHECK(spec->capacity == 2 * 53);
    CHECK(spec->teams == std::vector<std::vector<int>>{{1, 3}, {2, 4}});
    CHECK(spec->team_of_seat == std::vector<int>{0, 0, 1, 0, 1});
    // hand ×4 seats, tricks ×2 teams, discard, table
    CHECK(spec->zone_instances == 8);
    CHECK(spec->zone_base == std::vector<int>{0, 4, 6, 7});
    const int tricks = layout.zone_index("tricks");
    CHECK(spec->zone_at(tricks, 1) == 4);
    CHECK(spec->zone_at(tricks, 3) == 4);
    CHECK(spec->zone_at(tricks, 2) == 5);
    CHECK(spec->owner_index(Owner::Team, 4) == 1);
    CHECK(spec->owner_index(Owner::Seat, 4) == 3);
    CHECK(spec->owner_index(Owner::Table, 4) == 0);
    // score ×2 teams, bank, chips ×4, trump, doubled, lead, secret ×4
    CHECK(spec->slot_instances == 14);
    State s = new_state(*spec, 1);
    CHECK(s.slots == std::vector<std::int64_t>{0, 0, 100, 20, 20, 20, 20, 3, 1, 0, 0, 0, 0, 0});
    CHECK(s.score_slot == layout.slot_index("score"));
    CHECK(s.cards.size() == std::size_t(8 * 106));

    s.slots[2] = 5;  // bank: kept over deals
    s.slots[8] = 0;  // doubled: reset each deal
    s.slots[7] = 1;  // trump: kept
    Table(*spec, s).start_deal();
    CHECK(s.slots[2] == 5);
    CHECK(s.slots[8] == 1);
    CHECK(s.slots[7] == 1);
    s.slots[spec->slot_at(layout.slot_index("score"), 4)] = 9;
    CHECK(TableView(*spec, s).score(2) == 9);  // seat 2 and 4 are a team
    CHECK(TableView(*spec, s).score(1) == 0);
  }
}

TEST_CASE("A table pushes on top, insert at the bottom, remove by index and find from the top", "[zone]") {
  auto spec = sevens_spec("", 4);
  State s = new_state(*spec, 1);
  Table zones(*spec, s);
  const int hand2 = spec->zone_at(spec->layout->zone_index("hand"), 2);
  const int deck = spec->zone_at(spec->layout->zone_index("deck"), 0);

  zones.push(hand2, C("AC"));
  zones.push(hand2, C("7H"));
  zones.push(hand2, C("AC"));  // a second copy: zones are multisets
  zones.insert_bottom(hand2, C("KS"));
  CHECK(cards_of(zones, hand2) == std::vector<Card>{C("KS"), C("AC"), C("7H"), C("AC")});
  CHECK(zones.count(hand2) == 4);
  CHECK(zones.at(hand2, 0) == C("KS"));
  CHECK(zones.at(hand2, 3) == C("AC"));
  CHECK(s.sizes[std::size_t(hand2)] == 4);

  // find gives the index (bottom = 0) of the topmost copy
  CHECK(zones.find(hand2, C("AC")) == 3);
  CHECK(zones.find(hand2, C("7H")) == 2);
  CHECK(zones.find(hand2, C("KS")) == 0);
  CHECK(zones.find(hand2, C("2D")) == -1);
  CHECK(zones.find(deck, C("AC")) == -1);

  CHECK(zones.mask(hand2) == (card_bit(C("KS")) | card_bit(C("AC")) | card_bit(C("7H"))));
  CHECK(zones.mask(deck) == 0);

  zones.remove_at(hand2, 1);  // the lower AC
  CHECK(cards_of(zones, hand2) == std::vector<Card>{C("KS"), C("7H"), C("AC")});
  zones.remove_at(hand2, 2);  // the top
  CHECK(cards_of(zones, hand2) == std::vector<Card>{C("KS"), C("7H")});
  zones.remove_at(hand2, 0);  // the bottom
  CHECK(cards_of(zones, hand2) == std::vector<Card>{C("7H")});
  CHECK(zones.find(hand2, C("AC")) == -1);

  // other instances are untouched
  for (int z = 0; z < spec->zone_instances; ++z)
    if (z != hand2) CHECK(zones.count(z) == 0);

  zones.clear(hand2);
  CHECK(zones.count(hand2) == 0);
  CHECK(zones.mask(hand2) == 0);

  SECTION("a zone holds a whole deck") {
    for (int c = 0; c < 52; ++c) zones.push(deck, Card(c));
    CHECK(zones.count(deck) == 52);
    CHECK(mask_count(zones.mask(deck)) == 52);
    CHECK(zones.at(deck, 51) == 51);
    zones.remove_at(deck, 0);
    zones.insert_bottom(deck, Card(51));
    CHECK(zones.at(deck, 0) == 51);
    CHECK(zones.find(deck, Card(51)) == 51);
    CHECK(zones.count(deck) == 52);
  }
}

TEST_CASE("A table moves, deals and counts with every limit checked, and says what it cannot do", "[zone]") {
  auto spec = sevens_spec("", 4);
  State s = new_state(*spec, 1);
  Table table(*spec, s);
  const Layout& layout = *spec->layout;
  const int deck = spec->zone_at(layout.zone_index("deck"), 0);
  const int stock = spec->zone_at(layout.zone_index("stock"), 0);
  const int stripped = spec->zone_at(layout.zone_index("stripped"), 0);
  const int hand_def = layout.zone_index("hand");
  auto hand = [&](int seat) { return spec->zone_at(hand_def, seat); };
  using Cards = std::vector<Card>;

  table.fill(deck);  // card-id order: the clubs ace at the bottom, the spade king on top
  CHECK(table.count(deck) == 52);
  CHECK(*table.bottom(deck) == C("AC"));
  CHECK(*table.top(deck) == C("KS"));
  CHECK_THROWS_WITH(table.fill(deck), "zone 'deck' is not empty enough for the whole deck");

  const int three[] = {hand(1), hand(2), hand(3)};
  table.deal_out(deck, three, 2);  // from the top, one card to each target in turn
  CHECK(cards_of(table, hand(1)) == Cards{C("KS"), C("TS")});
  CHECK(cards_of(table, hand(2)) == Cards{C("QS"), C("9S")});
  CHECK(cards_of(table, hand(3)) == Cards{C("JS"), C("8S")});
  CHECK(table.count(deck) == 46);
  const int itself[] = {hand(1), deck};
  CHECK_THROWS_WITH(table.deal_out(deck, itself), "zone 'deck' cannot deal to itself");
  CHECK(table.count(hand(1)) == 2);

  table.move(C("TS"), hand(1), hand(4));
  table.move(C("KS"), hand(1), hand(4), true);  // onto the bottom
  CHECK(cards_of(table, hand(4)) == Cards{C("KS"), C("TS")});
  CHECK(table.count(hand(1)) == 0);
  CHECK_THROWS_WITH(table.move(C("KS"), hand(1), hand(2)), "KS is not in zone 'hand'");

  CHECK(table.move_top(deck, stock, 3) == C("5S"));  // the last card moved
  CHECK(cards_of(table, stock) == Cards{C("7S"), C("6S"), C("5S")});
  CHECK_FALSE(table.move_top(hand(1), stock, 1));     // nothing to move
  CHECK(table.move_top(stock, deck, 99) == C("7S"));  // no more than the zone holds
  CHECK(table.count(stock) == 0);

  auto where = [&](const char* card) {
    auto place = table.holder(C(card));
    return place ? std::make_pair(place->zone_def, place->owner) : std::make_pair(-1, -1);
  };
  CHECK(where("QS") == std::make_pair(hand_def, 1));
  CHECK(where("KS") == std::make_pair(hand_def, 3));
  CHECK(where("AC") == std::make_pair(layout.zone_index("deck"), 0));

  CHECK(table.seat(0) == 4);
  CHECK(table.seat(5) == 1);
  CHECK(table.seat(-1) == 3);
  CHECK(table.seat(INT64_MIN) == 4);
  CHECK(table.seat(INT64_MAX) == 3);
  CHECK(table.next_seat(4) == 1);
  CHECK(table.next_seat_holding(1, hand_def) == 2);
  CHECK(table.next_seat_holding(3, hand_def) == 4);
  table.clear(hand(2));
  table.clear(hand(3));
  table.clear(hand(4));
  CHECK(table.next_seat_holding(1, hand_def) == 0);

  SECTION("play may be reversed: the seats in play go to the right, a skip two seats on, until the next deal") {
    CHECK(table.direction() == 1);
    CHECK(table.seat_in_play(4) == 1);
    CHECK(table.seat_in_play(1, 2) == 3);
    Fnv1a left;
    digest_position(*spec, table.state(), left);
    table.reverse();
    CHECK(table.direction() == -1);
    CHECK(table.seat_in_play(1) == 4);
    CHECK(table.seat_in_play(1, 2) == 3);
    CHECK(table.seat_in_play(3, 3) == 4);
    CHECK(table.next_seat(1) == 2);  // the native mechanics' neighbour stays the left one
    table.push(hand(3), C("AC"));
    CHECK(table.next_seat_holding(1, hand_def, table.direction()) == 3);
    table.clear(hand(3));
    Fnv1a right;
    digest_position(*spec, table.state(), right);
    CHECK(left.value() != right.value());  // a reversed table is another position
    table.start_deal();
    CHECK(table.direction() == 1);
  }

  SECTION("a full zone takes no card, and a refused deal or move moves none") {
    table.fill(stripped);
    CHECK_THROWS_WITH(table.push(stripped, C("AC")),
                      "zone 'stripped' is full (it already holds the 52 cards of the whole deck)");
    CHECK_THROWS_WITH(table.move_top(deck, stripped, 2),
                      "zone 'stripped' is full (it already holds the 52 cards of the whole deck)");
    const int to_stripped[] = {hand(1), stripped};
    CHECK_THROWS_WITH(table.deal_out(deck, to_stripped),
                      "zone 'stripped' is full (it already holds the 52 cards of the whole deck)");
    CHECK(table.count(deck) == 46);
    CHECK(table.count(hand(1)) == 0);
  }

  SECTION("counters add with overflow checked") {
    const int pot = spec->slot_at(layout.slot_index("pot"), 1);
    table.set(pot, INT64_MAX - 1);
    CHECK(table.add(pot, 1) == INT64_MAX);
    CHECK_THROWS_WITH(table.add(pot, 1), "'pot' would overflow (9223372036854775807 + 1)");
    CHECK(table.get(pot) == INT64_MAX);
  }

  SECTION("a deal starts empty with per-deal counters reset, and ends once with each seat's gain") {
    const int pot = spec->slot_at(layout.slot_index("pot"), 1);
    const int chips2 = spec->slot_at(layout.slot_index("chips"), 2);
    table.set(pot, 4);
    table.set(chips2, 10);
    table.start_deal();
    CHECK(table.deal_number() == 1);
    CHECK(table.count(deck) == 0);
    CHECK(table.get(pot) == 0);
    CHECK(table.get(chips2) == 10);
    table.set_to_move(3);
    table.add(chips2, 5);
    table.end_deal();
    table.end_deal();  // once only
    CHECK(table.deal_over());
    CHECK(table.to_move() == 0);
    CHECK(s.deal_scores == std::vector<std::int64_t>{0, 5, 0, 0});
    CHECK_FALSE(table.match_over());
    table.end_match();
    CHECK(table.match_over());
    CHECK(s.deal_scores.size() == 4);
  }
}

TEST_CASE("a copied State is equal to the original and independent of it", "[zone]") {
  auto spec = sevens_spec("", 4);
  State a = new_state(*spec, 9);
  Table za(*spec, a);
  const int hand1 = spec->zone_at(spec->layout->zone_index("hand"), 1);
  za.push(hand1, C("7H"));
  za.push(hand1, C("8H"));
  a.slots[0] = 50;
  a.to_move = 2;
  a.rng.next();

  State b = a;
  CHECK(b == a);
  Table zb(*spec, b);
  zb.remove_at(hand1, 1);
  zb.push(hand1, C("2C"));
  b.slots[0] = 49;
  b.rng.next();

  CHECK_FALSE(b == a);
  CHECK(cards_of(za, hand1) == std::vector<Card>{C("7H"), C("8H")});
  CHECK(cards_of(zb, hand1) == std::vector<Card>{C("7H"), C("2C")});
  CHECK(a.slots[0] == 50);
  CHECK(a.rng != b.rng);

  State c = a;
  c.deal_scores.push_back(1);
  CHECK_FALSE(c == a);
  c = a;
  CHECK(c == a);
}

TEST_CASE("a pack of some ranks holds every suit's card of those ranks, in each of its copies", "[zone]") {
  enginetest::TempDir dir("ranks");
  dir.write("game.yaml",
            "game: short\nplayers: { min: 2, max: 4 }\ndeck: { decks: 2, jokers: 1, ranks: 9 T J Q K A }\n"
            "zones: { stock: {} }\nmoves: { pass: }\n");
  dir.write("rules.lua", "function rules.deal(g) g:fill('stock') end\nfunction rules.moves(g, out) end\n");
  Selection sel;
  sel.game = dir.path("");
  const auto spec = make_spec(sel);
  CHECK(spec->pack_faces() ==
        (rank_mask(1) | rank_mask(9) | rank_mask(10) | rank_mask(11) | rank_mask(12) | rank_mask(13)));
  CHECK(spec->pack_size() == 25);
  CHECK(spec->deck_size() == 50);
  CHECK(spec->capacity == 50);
  const CardCounts counts = spec->deck_counts();
  CHECK(counts[make_card(9, 1)] == 2);
  CHECK(counts[make_card(8, 4)] == 0);
  CHECK(counts[kJoker] == 2);
  State state = new_state(*spec, 1);
  Table(*spec, state).fill(0);
  const TableView table(*spec, state);
  REQUIRE(table.count(0) == 50);
  std::vector<Card> first;
  for (int i = 0; i < 25; ++i) first.push_back(table.at(0, i));
  CHECK(cards_text(first) == "AC 9C TC JC QC KC AD 9D TD JD QD KD AH 9H TH JH QH KH AS 9S TS JS QS KS JK");
}

TEST_CASE("decks and partnerships can follow options and the player count", "[zone]") {
  auto spec_of = [](int players, const enginetest::OptionText& options) {
    Selection sel;
    sel.game = enginetest::kData + "/layout/per_players";
    sel.players = players;
    sel.option_text = options;
    return make_spec(sel);
  };
  SECTION("the decks default is players + 1, and the zones hold all of them") {
    auto spec = spec_of(4, {});
    CHECK(spec->options["decks"] == Json(5));
    CHECK(spec->decks == 5);
    CHECK(spec->capacity == 5 * 54);
    CHECK(spec_of(6, {})->decks == 7);
    CHECK(spec_of(2, {})->decks == 3);
  }
  SECTION("a decks value given explicitly wins over the default") { CHECK(spec_of(4, {{"decks", "2"}})->decks == 2); }
  SECTION("a default outside the option's range is an error naming the player count") {
    Selection sel;
    sel.game = enginetest::kData + "/layout/per_players";
    sel.players = 6;
    sel.option_text = {{"decks", "8"}};
    CHECK(make_spec(sel)->decks == 8);
    enginetest::OptionText none;
    CHECK_THROWS_WITH(spec_of(8, none), Catch::Contains("2 to 6 players"));
  }
  SECTION("partnerships by player count, and everyone alone when the option is false") {
    CHECK(spec_of(4, {})->teams == std::vector<std::vector<int>>{{1, 3}, {2, 4}});
    CHECK(spec_of(6, {})->teams == std::vector<std::vector<int>>{{1, 4}, {2, 5}, {3, 6}});
    CHECK(spec_of(5, {})->teams == std::vector<std::vector<int>>{{1}, {2}, {3}, {4}, {5}});
    auto alone = spec_of(4, {{"partnerships", "false"}});
    CHECK(alone->teams == std::vector<std::vector<int>>{{1}, {2}, {3}, {4}});
    CHECK(alone->owner_count(Owner::Team) == 4);
  }
}

TEST_CASE("face-down cards stay at the bottom of a zone as cards come and go", "[zone]") {
  auto spec = sevens_spec("", 4);
  State s = new_state(*spec, 1);
  Table t(*spec, s);
  const int stock = spec->zone_at(spec->layout->zone_index("stock"), 1);
  const int hand = spec->zone_at(spec->layout->zone_index("hand"), 1);
  for (const char* c : {"2C", "3C", "4C", "5C"}) t.push(stock, C(c));
  CHECK(t.face_down(stock) == 0);
  CHECK(s.face_down.empty());  // nothing copied until a card lies face down
  t.set_face_down(stock, 3);
  CHECK(t.face_down(stock) == 3);
  t.push(stock, C("6C"));  // arrives face up
  CHECK(t.face_down(stock) == 3);
  t.move_top(stock, hand, 3);  // 6C 5C and the face-down 4C leave: two lie face down
  CHECK(t.face_down(stock) == 2);
  t.insert_bottom(stock, C("7C"));  // slipped under face-down cards: face down
  CHECK(t.face_down(stock) == 3);
  t.move(C("3C"), stock, hand);  // a face-down card taken from the middle
  CHECK(t.face_down(stock) == 2);
  CHECK(cards_of(t, stock) == std::vector<Card>{C("7C"), C("2C")});
  Fnv1a with, without;
  digest_position(*spec, s, with);
  State turned = s;
  Table(*spec, turned).set_face_down(stock, 1);
  digest_position(*spec, turned, without);
  CHECK(with.value() != without.value());  // the digest tells the faces apart
  CHECK_THROWS_WITH(t.set_face_down(stock, 3), "zone 'stock' holds 2 cards: 3 of them cannot lie face down");
  t.clear(stock);
  CHECK(t.face_down(stock) == 0);
  t.push(stock, C("8C"));
  t.set_face_down(stock, 1);
  t.start_deal();
  CHECK(s.face_down.empty());  // every deal starts face up
}
