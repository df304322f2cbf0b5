// Live tables: tokens open only their seat, a person's move is checked (turn, legality) before
// the match sees it and a refused one changes nothing, bots move for their seats and for seats
// handed to them, views show a seat only what it may see, and the record replays to the result.
#include <catch2/catch.hpp>

#include <set>

#include "cardrt/live_table.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {
std::shared_ptr<const GameSpec> fantan() {
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/fantan";
  sel.players = 4;
  return make_spec(sel);
}

LiveTable two_people(std::uint64_t seed = 3) {
  const auto game = fantan();
  return LiveTable(load_rules(game), parse_seat_plans({"human", "greedy", "human", "random"}, *game), seed);
}

// The person or bot to move plays: a person the first legal move.
void step(LiveTable& table) {
  if (table.deal_over()) return table.next_deal();
  if (table.bot_to_move()) return table.bot_move();
  const int seat = table.match().to_move();
  table.play(table.token(seat), table.match().legal_texts().front());
}
}  // namespace

TEST_CASE("a live table gives each person's seat and the spectators an unguessable token", "[tables]") {
  LiveTable table = two_people();
  const std::set<std::string> tokens{table.token(1), table.token(3), table.spectator_token()};
  CHECK(tokens.size() == 3);
  for (const std::string& token : tokens) {
    CHECK(token.size() == 32);
    CHECK(token.find_first_not_of("0123456789abcdef") == std::string::npos);
  }
  CHECK(table.token(2).empty());
  CHECK(table.seat_of(table.token(1)) == 1);
  CHECK(table.seat_of(table.token(3)) == 3);
  CHECK(table.seat_of(table.spectator_token()) == 0);
  CHECK_FALSE(table.seat_of("").has_value());
  CHECK_FALSE(table.seat_of(table.token(1).substr(0, 31) + "x").has_value());
  // Another table of the same game and seed draws other tokens.
  CHECK(two_people().token(1) != table.token(1));
}

TEST_CASE("a person's move is checked before the match sees it", "[tables]") {
  LiveTable table = two_people();
  while (table.bot_to_move()) table.bot_move();
  const int seat = table.match().to_move();
  REQUIRE((seat == 1 || seat == 3));
  const int other = seat == 1 ? 3 : 1;
  const Json before = table.match().save();
  const int played = table.match().moves_played();
  CHECK(error_of([&] { table.play("not-a-token", "pass"); }) == "unknown token: it opens no seat at this table");
  CHECK(error_of([&] { table.play(table.spectator_token(), "pass"); }) == "spectators watch: they make no moves");
  CHECK(error_of([&] { table.play(table.token(other), "pass"); }) ==
        "it is seat " + std::to_string(seat) + "'s turn, not seat " + std::to_string(other) + "'s");
  const std::string refused = error_of([&] { table.play(table.token(seat), "play 2C 3C"); });
  CHECK(refused.find("legal moves: " + table.match().legal_texts().front()) != std::string::npos);
  CHECK(table.match().save() == before);
  table.play(table.token(seat), table.match().legal_texts().front());
  CHECK(table.match().moves_played() == played + 1);
}

TEST_CASE("a seat's view shows its own hand, the others' counts, and its legal moves on its turn", "[tables]") {
  LiveTable table = two_people();
  while (table.bot_to_move()) table.bot_move();
  const int seat = table.match().to_move();
  const Json mine = table.view(seat);
  CHECK(mine.at("legal") == Json(table.match().legal_texts()));
  CHECK(mine.at("version") == table.match().moves_played());
  for (const Json& hand : mine.at("zones").at("hand")) {
    CHECK(hand.contains("cards") == (hand.at("seat") == seat));
    CHECK(hand.at("count").get<int>() >= 0);
  }
  const Json watching = table.view(0);
  CHECK_FALSE(watching.contains("legal"));
  for (const Json& hand : watching.at("zones").at("hand")) CHECK_FALSE(hand.contains("cards"));
  CHECK(watching.at("seats")[1] == Json{{"seat", 2}, {"person", false}, {"bot", "greedy"}, {"played_by_bot", true}});
  CHECK(watching.at("seats")[0].at("person") == true);
}

TEST_CASE("a seat handed to its bot is played by it, and refuses its person until taken back", "[tables]") {
  LiveTable table = two_people();
  table.hand_to_bot(1, true);
  table.hand_to_bot(3, true);
  CHECK(table.played_by_bot(1));
  const std::string refused = error_of([&] { table.play(table.token(1), "pass"); });
  CHECK(refused == "seat 1 is played by its bot now; take it back first");
  CHECK(error_of([&] { table.hand_to_bot(2, true); }) == "seat 2 is a bot's seat");
  CHECK(error_of([&] { table.hand_to_bot(5, true); }) == "no seat 5 at this table");
  // Every seat is a bot's now: the deal plays to its end without a person.
  while (!table.match().deal_over()) table.bot_move();
  table.hand_to_bot(1, false);
  CHECK_FALSE(table.played_by_bot(1));
}

TEST_CASE("a live table's record replays to its result", "[tables]") {
  LiveTable table = two_people(11);
  while (!table.match().over()) step(table);
  const Json record = table.record();
  CHECK(record.at("moves").size() == std::size_t(table.match().moves_played()));
  const ReplayOutcome replayed = replay_record(record, load_rules);
  CHECK(replayed.same);
  CHECK(replayed.result == table.match().result());
  CHECK(table.view(1).at("result") == table.match().result());
}

TEST_CASE("a view carries the rules' latest messages, not the whole log", "[tables]") {
  // Gin Rummy's rules say something at every deal's end: a match gives hundreds of messages.
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/gin_rummy";
  const auto game = make_spec(sel);
  LiveTable table(load_rules(game), parse_seat_plans({"human", "random"}, *game), 1);
  const std::vector<LogEntry>& log = table.match().log();
  while (!table.match().over() && log.size() <= LiveTable::kViewMessages + 5) step(table);
  REQUIRE(log.size() > LiveTable::kViewMessages);
  const Json shown = table.view(0).at("log");
  REQUIRE(shown.size() == LiveTable::kViewMessages);
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const LogEntry& entry = log[log.size() - LiveTable::kViewMessages + i];
    CHECK(shown[i].at("text") == entry.text);
    CHECK(shown[i].at("after") == entry.after);
  }
  // The record keeps them all.
  CHECK(table.record().at("log").size() == log.size());
}

TEST_CASE("a saved table goes on after a restart exactly as it would have", "[tables]") {
  LiveTable table = two_people(5);
  for (int i = 0; i < 70; ++i) step(table);
  table.hand_to_bot(3, true);
  const Json saved = table.save();
  LiveTable again = LiveTable::load(Json::parse(saved.dump()), load_rules);
  CHECK(again.token(1) == table.token(1));
  CHECK(again.spectator_token() == table.spectator_token());
  CHECK(again.played_by_bot(3));
  for (int seat = 0; seat <= 4; ++seat) CHECK(again.view(seat) == table.view(seat));
  CHECK(again.save() == saved);
  while (!table.match().over()) step(table);
  while (!again.match().over()) step(again);
  CHECK(again.record() == table.record());
}

TEST_CASE("a table file is checked whole before it is used", "[tables]") {
  LiveTable table = two_people(5);
  for (int i = 0; i < 10; ++i) step(table);
  const Json saved = table.save();
  const auto refused = [&](const std::function<void(Json&)>& edit) {
    Json bad = saved;
    edit(bad);
    return error_of([&] { LiveTable::load(bad, load_rules); });
  };
  CHECK(refused([](Json& j) { j["seats"][0]["token"] = "12345"; }) ==
        "not a cardrt table: seats[0].token: must be 32 hex digits");
  CHECK(refused([](Json& j) { j["seats"][2]["token"] = j["seats"][0]["token"]; }) ==
        "not a cardrt table: two seats share a token");
  CHECK(refused([](Json& j) { j["seats"][1]["token"] = std::string(32, 'a'); }) ==
        "not a cardrt table: seats[1].token: a bot's seat has no token");
  CHECK(refused([](Json& j) { j["seats"].erase(3); }) ==
        "not a cardrt table: seats: must hold 4 seats (one per player), got 3");
  CHECK(refused([](Json& j) {
          j["seats"][1]["plays"] = "clever";
        }).rfind("not a cardrt table: seats[1].plays: unknown bot 'clever'", 0) == 0);
  CHECK(refused([](Json& j) { j["cardrt_table"] = 2; }) ==
        "not a cardrt table: cardrt_table: must be an integer from 1 to 1, got 2");
  CHECK(refused([](Json& j) { j["bot_rng"] = "00"; }) == "not a cardrt table: bot_rng: must be 64 hex digits, got 2");
  CHECK(refused([](Json& j) { j["deal"] = 3; }) == "not a cardrt table: deal: must be an integer from 1 to 1, got 3");
  const std::string illegal = refused([](Json& j) { j["record"]["moves"][3] = "play 2C 3C"; });
  CHECK(illegal.rfind("not a cardrt table: record.moves[3]: ", 0) == 0);
}

TEST_CASE("seat plans name a person or a bot for every seat", "[tables]") {
  const auto game = fantan();
  const std::vector<SeatPlan> plans = parse_seat_plans({"human", "ismcts:iterations=50", "random", "human"}, *game);
  CHECK(plans[0].person);
  CHECK(plans[0].bot.name == "greedy");
  CHECK(bot_text(plans[1].bot) == "ismcts:iterations=50");
  CHECK_FALSE(plans[1].person);
  CHECK(error_of([&] {
          parse_seat_plans({"human", "greedy"}, *game);
        }) == "2 seats given for 4 players: say who plays each seat, a person (human) or a bot");
  CHECK(error_of([&] {
          parse_seat_plans({"human", "clever", "random", "human"}, *game);
        }) == "seat 2: unknown bot 'clever' (bots: random, first, greedy, ismcts)");
  CHECK(error_of([&] {
          parse_seat_plans({"human", "greedy", "ismcts:c=x", "human"}, *game);
        }).rfind("seat 3: ismcts:c must be", 0) == 0);
}
