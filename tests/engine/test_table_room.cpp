// A table's room: a connection holds the seat its token opens, gets only that seat's view, and
// what it sends is checked (size, JSON, fields, rate) before the table sees it; bots and the
// next deal move after their pauses.
#include <catch2/catch.hpp>

#include "cardrt/runtime.hpp"
#include "cardrt/table_room.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {
TableRoom room_of(std::vector<std::string> seats, RoomLimits limits = {}) {
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/fantan";
  sel.players = 4;
  const auto game = make_spec(sel);
  return TableRoom(LiveTable(load_rules(game), parse_seat_plans(seats, *game), 3), limits);
}

Json parsed(const Outgoing& o) { return Json::parse(o.text); }
}  // namespace

TEST_CASE("a connection gets its own seat's view, and every change sends each its own", "[tables]") {
  TableRoom room = room_of({"human", "human", "greedy", "greedy"});
  std::vector<Outgoing> out;
  const int first = room.connect(room.table().token(1), 0, out);
  const int second = room.connect(room.table().token(2), 0, out);
  const int watcher = room.connect(room.table().spectator_token(), 0, out);
  REQUIRE(out.size() == 3);
  CHECK(parsed(out[0]).at("view").at("seat") == 1);
  CHECK(parsed(out[1]).at("view").at("seat") == 2);
  CHECK(parsed(out[2]).at("view").at("seat") == 0);
  CHECK(error_of([&] { room.connect("forged", 0, out); }) == "unknown token: it opens no seat at this table");
  // Play on until a person is to move, by the room's own steps.
  std::int64_t now = 0;
  while (room.table().match().to_move() > 2 || room.table().match().deal_over()) {
    REQUIRE(room.next_step_at());
    now = *room.next_step_at();
    room.tick(now, out);
  }
  const int seat = room.table().match().to_move();
  const int mover = seat == 1 ? first : second;
  out.clear();
  room.receive(mover, json_text(Json{{"move", room.table().match().legal_texts().front()}}), now, out);
  REQUIRE(out.size() == 3);
  for (const Outgoing& o : out) {
    const Json view = parsed(o).at("view");
    CHECK(view.at("seat") == (o.connection == first     ? 1
                              : o.connection == second  ? 2
                              : o.connection == watcher ? 0
                                                        : -1));
    for (const Json& hand : view.at("zones").at("hand"))
      CHECK(hand.contains("cards") == (hand.at("seat") == view.at("seat")));
  }
}

TEST_CASE("a room refuses what is out of turn, forged, malformed, too long or too fast, changing nothing", "[tables]") {
  RoomLimits limits;
  limits.messages_per_second = 5;
  limits.message_bytes = 100;
  TableRoom room = room_of({"human", "human", "greedy", "greedy"}, limits);
  std::vector<Outgoing> out;
  const int one = room.connect(room.table().token(1), 0, out);
  const int two = room.connect(room.table().token(2), 0, out);
  std::int64_t now = 0;
  while (room.table().match().to_move() > 2 || room.table().match().deal_over()) {
    now = *room.next_step_at();
    room.tick(now, out);
  }
  const int waiting = room.table().match().to_move() == 1 ? two : one;
  const Json before = room.table().match().save();
  const std::uint64_t changes = room.changes();
  const auto reply = [&](int connection, const std::string& text) {
    out.clear();
    room.receive(connection, text, now, out);
    REQUIRE(out.size() == 1);
    CHECK(out[0].connection == connection);
    return parsed(out[0]).at("error").get<std::string>();
  };
  CHECK(reply(waiting, R"({"move": "pass"})").rfind("it is seat ", 0) == 0);
  CHECK(reply(waiting, "{\"move\": ") ==
        "a message is one JSON object with one field: {\"move\": \"...\"} or {\"bot\": true|false}");
  CHECK(reply(waiting, R"({"move": 7})") == "a message is {\"move\": \"...\"} or {\"bot\": true|false}");
  CHECK(reply(waiting, R"({"seat": 3, "move": "pass"})") ==
        "a message is one JSON object with one field: {\"move\": \"...\"} or {\"bot\": true|false}");
  CHECK(reply(waiting, "{\"move\": \"" + std::string(200, 'x') + "\"}") == "message too long: 212 bytes, at most 100");
  CHECK(reply(waiting, R"({"move": "pass"})") == "too many messages: at most 5 a second");
  CHECK(room.table().match().save() == before);
  CHECK(room.changes() == changes);
  // A second later it may speak again.
  now += 1000;
  CHECK(reply(waiting, R"({"move": "pass"})").rfind("it is seat ", 0) == 0);
}

TEST_CASE("a seat handed to its bot is played by the room after the pause", "[tables]") {
  TableRoom room = room_of({"human", "greedy", "greedy", "greedy"});
  std::vector<Outgoing> out;
  const int one = room.connect(room.table().token(1), 100, out);
  out.clear();
  room.receive(one, R"({"bot": true})", 100, out);
  CHECK(room.table().played_by_bot(1));
  REQUIRE(room.next_step_at());
  const int played = room.table().match().moves_played();
  const std::int64_t due = *room.next_step_at();
  room.tick(due - 1, out);
  CHECK(room.table().match().moves_played() == played);  // not before the pause
  room.tick(due, out);
  CHECK(room.table().match().moves_played() == played + 1);
  // Every seat is a bot's: the whole match plays out by the room's steps.
  while (room.next_step_at()) room.tick(*room.next_step_at(), out);
  CHECK(room.table().match().over());
  const Json last = parsed(out.back()).at("view");
  CHECK(last.at("result") == room.table().match().result());
}
