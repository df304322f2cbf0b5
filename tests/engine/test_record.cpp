// Game records and saves on disk, on the sevens, decks and every_var_type fixtures: make_record
// then replay_record reproduces the result, files are written whole, and a record or save that is
// cut short or has a wrong field is refused naming it.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::sevens_spec;
namespace fs = std::filesystem;

namespace {
// A whole match between random bots (tracing its positions when `trace`).
Match played_match(const std::string& variant, std::uint64_t seed, bool trace = false) {
  MatchSetup setup;
  setup.seed = seed;
  setup.trace = trace;
  Match m(load_rules(sevens_spec(variant)), setup);
  Lineup bots("random", m.spec());
  Rng rng(seed + 1);
  while (!m.over()) {
    m.next_deal();
    m.apply(bots.choose(m, rng));
  }
  return m;
}
}  // namespace

TEST_CASE("a record replays to the same result", "[record]") {
  const std::vector<std::pair<std::string, int>> variants = {{"", 4}, {"points", 4}, {"duel", 2}};
  for (const auto& [variant, players] : variants) {
    INFO("variant '" << variant << "'");
    Match m = played_match(variant, 31);
    REQUIRE(m.deal_number() > 1);
    Json record = make_record(m);
    CHECK(record["game"] == "sevens");
    CHECK(record["variant"] == (variant.empty() ? Json(nullptr) : Json(variant)));  // null: the base game
    CHECK(record["players"] == players);
    CHECK(record["seed"] == 31);
    CHECK(record["engine"] == CARDRT_VERSION);
    CHECK(record["moves"].size() == std::size_t(m.moves_played()));
    CHECK(record["result"] == m.result());
    ReplayOutcome out = replay_record(record, load_rules, {enginetest::kData});
    CHECK(out.same);
    CHECK(out.moves == m.moves_played());
    CHECK(out.result == m.result());
    CHECK(out.message == "same result: " + m.result().dump());
  }
}

TEST_CASE("a record with a fixed deal and dealer replays", "[record]") {
  Match m = enginetest::sevens_match({{"hand", {"7C", "AD", "AH", "AS"}}}, 4, 13, "points", 4, {{"target", "1"}});
  m.play("play 7C");
  Json record = make_record(m);
  CHECK(record["dealer"] == 4);
  CHECK(record["deal"] == Json::parse(R"({"hand": ["7C", "AD", "AH", "AS"]})"));
  CHECK(record["options"]["target"] == 1);
  ReplayOutcome out = replay_record(record, load_rules, {enginetest::kData});
  CHECK(out.same);
  CHECK(out.moves == 1);
}

TEST_CASE("a tampered record is caught", "[record]") {
  Match m = played_match("", 47);
  Json record = make_record(m);
  REQUIRE(record["moves"].size() > 10);
  SECTION("an illegal move names its number") {
    record["moves"][4] = "draw";  // never legal without a stock
    CHECK_THAT(error_of([&] { replay_record(record, load_rules, {enginetest::kData}); }),
               StartsWith("move 5 'draw': illegal move 'draw'; legal moves: "));
  }
  SECTION("a malformed move names its number") {
    record["moves"][0] = "play 1H";
    CHECK_THAT(error_of([&] { replay_record(record, load_rules, {enginetest::kData}); }),
               StartsWith("move 1 'play 1H': 'play' needs one card, like 'play 7H', got 'play 1H'; legal moves: "));
  }
  SECTION("a changed result is reported as different") {
    record["result"]["scores"][0] = record["result"]["scores"][0].get<std::int64_t>() + 1;
    ReplayOutcome out = replay_record(record, load_rules, {enginetest::kData});
    CHECK_FALSE(out.same);
    CHECK(out.result == m.result());
    CHECK(out.message == "result differs: recorded " + record["result"].dump() + ", replayed " + m.result().dump());
  }
  SECTION("a record without a result does not count as the same") {
    record.erase("result");
    ReplayOutcome out = replay_record(record, load_rules, {enginetest::kData});
    CHECK_FALSE(out.same);
    CHECK(out.message == "the record has no result to compare");
  }
  SECTION("a record missing its moves is not a record") {
    record.erase("moves");
    CHECK_THAT(error_of([&] { replay_record(record, load_rules, {enginetest::kData}); }),
               StartsWith("not a cardrt record: "));
  }
}

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// A sevens save in the middle of deal 1 (seed 8, 30 random moves): every card is in some zone.
Json mid_deal_save() {
  Match m = enginetest::sevens_match({}, 0, 8);
  Rng pick(11);
  for (int i = 0; i < 30; ++i) m.apply(pick.uniform(std::uint32_t(m.legal_moves().size())));
  return m.save();
}

std::string load_error(const Json& saved) {
  return error_of([&] { Match::load(saved, load_rules, {enginetest::kData}); });
}
std::string replay_error(const Json& record) {
  return error_of([&] { replay_record(record, load_rules, {enginetest::kData}); });
}

// One mutation of a good document and the exact error it must give.
struct Refusal {
  std::function<void(Json&)> change;
  std::string message;
};

// A value of the wrong type for a field: an object, or an array where an object belongs.
Json wrong_type_for(const Json& value) { return value.is_object() ? Json::array() : Json::object(); }

}  // namespace

TEST_CASE("a traced record notes every position, and replay checks them one by one", "[record]") {
  Match m = played_match("", 47, true);
  Json record = make_record(m);
  const std::size_t moves = record["moves"].size();
  REQUIRE(record["positions"].size() == moves + 1);
  // The first position: seat to move, its legal moves, and a 16-digit digest.
  const std::string first = record["positions"][0];
  CHECK(first.size() > 19);
  CHECK(first.substr(first.size() - 17, 1) == " ");
  CHECK(record["positions"][moves].get<std::string>().rfind("0 0 ", 0) == 0);  // the match is over
  CHECK(replay_record(record, load_rules, {enginetest::kData}).same);
  // Without tracing, a record holds no positions.
  CHECK_FALSE(make_record(played_match("", 47)).contains("positions"));

  SECTION("a position that differs is named with both texts, whatever the result") {
    const std::string recorded = record["positions"][6];
    record["positions"][6] = recorded.substr(0, recorded.size() - 1) + (recorded.back() == '0' ? "1" : "0");
    ReplayOutcome out = replay_record(record, load_rules, {enginetest::kData});
    CHECK_FALSE(out.same);
    CHECK(out.moves == 6);
    const std::string move = record["moves"][6];
    CHECK(out.message == "position 7 (before move 7 '" + move + "') differs: recorded '" +
                             record["positions"][6].get<std::string>() + "', replayed '" + recorded +
                             "' (seat to move, legal moves, digest)");
  }
  SECTION("positions must match the moves in number") {
    record["positions"].erase(record["positions"].size() - 1);
    CHECK(error_of([&] { replay_record(record, load_rules, {enginetest::kData}); }) ==
          "not a cardrt record: positions: must hold one position per move and the last one (" +
              std::to_string(moves + 1) + "), got " + std::to_string(moves));
  }
}

TEST_CASE("write_file_atomic replaces a file whole and leaves nothing behind", "[record]") {
  enginetest::TempDir dir("record");
  const std::string target = dir.path("record.json");
  SECTION("a new file, then a replacement") {
    write_file_atomic(target, "first\n");
    CHECK(read_text(target) == "first\n");
    write_file_atomic(target, "second, longer\n");
    CHECK(read_text(target) == "second, longer\n");
    CHECK(dir.entries() == std::vector<std::string>{"record.json"});
  }
  SECTION("the permissions follow the umask, as for any new file") {
    const mode_t mask = umask(022);
    write_file_atomic(target, "x");
    umask(mask);
    CHECK((fs::status(target).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read));
  }
  SECTION("a target that is a folder: refused, the folder untouched, no temporary file left") {
    fs::create_directory(target);
    dir.write("record.json/inside", "kept");
    CHECK(error_of([&] { write_file_atomic(target, "new"); }) == target + ": cannot write: Is a directory");
    CHECK(fs::is_directory(target));
    CHECK(read_text(target + "/inside") == "kept");
    CHECK(dir.entries() == std::vector<std::string>{"record.json"});
  }
  SECTION("a folder that does not exist") {
    const std::string missing = dir.path("no/such/folder/record.json");
    CHECK(error_of([&] { write_file_atomic(missing, "x"); }) == missing + ": cannot write: No such file or directory");
    CHECK(dir.entries().empty());
  }
}

TEST_CASE("read_json_file refuses what is not a readable JSON file", "[record]") {
  enginetest::TempDir dir("record");
  SECTION("a JSON file") {
    CHECK(read_json_file(dir.write("ok.json", R"({"a": [1, 2]})")) == Json::parse(R"({"a": [1, 2]})"));
  }
  SECTION("no such file") {
    const std::string p = dir.path("none.json");
    CHECK(error_of([&] { read_json_file(p); }) == p + ": cannot read: No such file or directory");
  }
  SECTION("a folder") {
    CHECK(error_of([&] { read_json_file(dir.path("")); }) == dir.path("") + ": cannot read: Is a directory");
  }
  SECTION("a named pipe is refused at once, not waited on") {
    const std::string p = dir.path("pipe");
    REQUIRE(mkfifo(p.c_str(), 0600) == 0);
    CHECK(error_of([&] { read_json_file(p); }) == p + ": cannot read: not a regular file");
  }
  SECTION("not JSON: the parser's message with line and column") {
    const std::string p = dir.write("bad.json", "{\n  \"game\": \"sevens\",\n");
    CHECK(error_of([&] { read_json_file(p); }) ==
          p + ": not JSON: parse error at line 3, column 1: syntax error while parsing object key - unexpected end "
              "of input; expected string literal");
    const std::string empty = dir.write("empty.json", "");
    CHECK(error_of([&] { read_json_file(empty); }) ==
          empty +
              ": not JSON: parse error at line 1, column 1: syntax error while parsing value - unexpected end of "
              "input; expected '[', '{', or a literal");
  }
  SECTION("over 64 MiB") {
    const std::string p = dir.write("huge.json", "");
    fs::resize_file(p, (std::uintmax_t{64} << 20) + 1);  // sparse: nothing is written
    CHECK(error_of([&] { read_json_file(p); }) == p + ": too large (67108865 bytes; at most 64 MiB)");
  }
}

TEST_CASE("a record or save cut at any byte is refused as not JSON", "[record]") {
  enginetest::TempDir dir("record");
  const std::string record = make_record(played_match("", 47)).dump(2) + "\n";
  const std::string save = mid_deal_save().dump(2) + "\n";
  // Up to the closing brace, a cut leaves an object open; the whole text without its final
  // newline is still complete.
  for (std::size_t cut = 0; cut + 1 < record.size(); ++cut) {
    const std::string p = dir.write("record.json", record.substr(0, cut));
    INFO("record cut at byte " << cut);
    REQUIRE_THAT(error_of([&] { replay_file(p, load_rules, {enginetest::kData}); }),
                 StartsWith(p + ": not JSON: parse error at line "));
  }
  for (std::size_t cut = 0; cut + 1 < save.size(); ++cut) {
    const std::string p = dir.write("save.json", save.substr(0, cut));
    INFO("save cut at byte " << cut);
    REQUIRE_THAT(error_of([&] { Match::load(read_json_file(p), load_rules, {enginetest::kData}); }),
                 StartsWith(p + ": not JSON: parse error at line "));
  }
  const std::string whole = dir.write("record.json", record.substr(0, record.size() - 1));
  CHECK(replay_file(whole, load_rules, {enginetest::kData}).same);
}

TEST_CASE("replay_file names the file once in front of what is wrong", "[record]") {
  enginetest::TempDir dir("record");
  Json record = make_record(played_match("", 47));
  SECTION("a wrong field") {
    record["seed"] = -1;
    const std::string p = dir.write("r.json", record.dump());
    CHECK(error_of([&] { replay_file(p, load_rules, {enginetest::kData}); }) ==
          p + ": not a cardrt record: seed: must be a non-negative integer, got -1");
  }
  SECTION("an illegal move") {
    record["moves"][4] = "draw";
    const std::string p = dir.write("r.json", record.dump());
    CHECK_THAT(error_of([&] { replay_file(p, load_rules, {enginetest::kData}); }),
               StartsWith(p + ": move 5 'draw': illegal move 'draw'; legal moves: "));
  }
  SECTION("a record written by write_file_atomic replays") {
    const std::string p = dir.path("r.json");
    write_file_atomic(p, record.dump(2) + "\n");
    CHECK(replay_file(p, load_rules, {enginetest::kData}).same);
  }
}

TEST_CASE("a record with a wrong field is refused naming the field", "[record]") {
  const Json good = make_record(played_match("", 47));
  const std::vector<Refusal> refusals = {
      {[](Json& r) { r = Json::array(); }, "must be an object, got an array"},
      {[](Json& r) { r["engine"] = 1; }, "engine: must be a string, got 1"},
      {[](Json& r) { r.erase("game"); }, "game: missing"},
      {[](Json& r) { r["variant"] = 3; }, "variant: must be a string, got 3"},
      {[](Json& r) { r["options"] = Json::array(); }, "options: must be an object, got an array"},
      {[](Json& r) { r["players"] = 0; }, "players: must be an integer of 1 or more, got 0"},
      {[](Json& r) { r["players"] = "4"; }, "players: must be an integer of 1 or more, got \"4\""},
      {[](Json& r) { r["players"] = 4294967296; }, "players: must be an integer from 1 to 2147483647, got 4294967296"},
      {[](Json& r) { r["seed"] = -1; }, "seed: must be a non-negative integer, got -1"},
      {[](Json& r) { r["seed"] = 1.5; }, "seed: must be a non-negative integer, got 1.5"},
      {[](Json& r) { r["seed"] = std::string(100, 'x'); },
       "seed: must be a non-negative integer, got \"" + std::string(40, 'x') + "...\""},
      {[](Json& r) { r["seed"] = std::string(39, 'x') + "\u00e9tude"; },  // not cut inside the two bytes of é
       "seed: must be a non-negative integer, got \"" + std::string(39, 'x') + "...\""},
      {[](Json& r) { r["seed"] = "\xff"; }, "seed: must be a non-negative integer, got \"\xef\xbf\xbd\""},
      {[](Json& r) { r["dealer"] = 5; }, "dealer: 5 is not a seat (null, or 1 to 4)"},
      {[](Json& r) { r["dealer"] = true; }, "dealer: must be an integer, got true"},
      {[](Json& r) { r["deal"] = "7C"; }, "deal: must be an object, got \"7C\""},
      {[](Json& r) { r["deal"] = Json::parse(R"({"hand": "7C"})"); }, "deal.hand: must be an array, got \"7C\""},
      {[](Json& r) { r["deal"] = Json::parse(R"({"hand": ["7C", 8, "9C", "TC"]})"); },
       "deal.hand[1]: must be a string, got 8"},
      {[](Json& r) { r.erase("moves"); }, "moves: missing"},
      {[](Json& r) { r["moves"] = "play 7C"; }, "moves: must be an array, got \"play 7C\""},
      {[](Json& r) { r["moves"][12] = 5; }, "moves[12]: must be a string, got 5"},
      {[](Json& r) { r["result"] = Json::array(); }, "result: must be an object, got an array"},
  };
  SECTION("each refusal with its message") {
    for (const auto& refusal : refusals) {
      Json record = good;
      refusal.change(record);
      CHECK(replay_error(record) == "not a cardrt record: " + refusal.message);
    }
  }
  SECTION("what the game refuses is said by the game") {
    Json record = good;
    record["players"] = 9;
    CHECK(replay_error(record) == "sevens is for 2 to 6 players, not 9");
  }
  SECTION("every field, given a value of the wrong type") {
    for (const auto& [key, value] : good.items()) {
      Json record = good;
      record[key] = wrong_type_for(value);
      INFO("field " << key);
      const std::string message = replay_error(record);
      CHECK_THAT(message, StartsWith("not a cardrt record: " + key + ": must be "));
      CHECK_THAT(message, EndsWith(value.is_object() ? ", got an array" : ", got an object"));
    }
  }
  SECTION("a record nested a million levels deep is refused, not crashed on") {
    Json record = good;
    record["result"] = Json::parse(std::string(1000000, '[') + std::string(1000000, ']'));
    CHECK(replay_error(record) == "not a cardrt record: nested deeper than 100 levels");
  }
}

TEST_CASE("a save with a wrong field is refused naming the field", "[record]") {
  const Json good = mid_deal_save();
  REQUIRE(good["state"]["deal_number"] == 1);
  REQUIRE(good["state"]["deal_over"] == false);
  const std::string hand0 = good["state"]["zones"]["hand"][0].get<std::string>();
  const std::string first = hand0.substr(0, 2);  // the first card of seat 1's hand
  const std::vector<Refusal> refusals = {
      {[](Json& s) { s = Json::array(); }, "must be an object, got an array"},
      {[](Json& s) { s["game"] = 5; }, "game: must be a string, got 5"},
      {[](Json& s) { s["seed"] = -1; }, "seed: must be a non-negative integer, got -1"},
      {[](Json& s) { s["dealer"] = 0; }, "dealer: 0 is not a seat (null, or 1 to 4)"},
      {[](Json& s) { s.erase("state"); }, "state: missing"},
      {[](Json& s) { s["state"]["deal_number"] = 0; }, "state.deal_number: must be an integer of 1 or more, got 0"},
      {[](Json& s) { s["state"]["dealer"] = 5; }, "state.dealer: 5 is not a seat (0 for none, or 1 to 4)"},
      {[](Json& s) { s["state"]["to_move"] = 5; }, "state.to_move: 5 is not a seat (0 for none, or 1 to 4)"},
      {[](Json& s) { s["state"]["to_move"] = -1; }, "state.to_move: -1 is not a seat (0 for none, or 1 to 4)"},
      {[](Json& s) { s["state"]["to_move"] = 0; }, "state.to_move: no seat to move while the deal goes on"},
      {[](Json& s) { s["state"]["deal_over"] = 1; }, "state.deal_over: must be true or false, got 1"},
      {[](Json& s) { s["state"]["match_over"] = "no"; }, "state.match_over: must be true or false, got \"no\""},
      {[](Json& s) { s["state"]["moves_played"] = -3; }, "state.moves_played: must be an integer of 0 or more, got -3"},
      {[](Json& s) { s["state"]["score_slot"] = "nope"; }, "state.score_slot: no counter or var 'nope' in sevens"},
      {[](Json& s) { s["state"]["rng"] = "0123456789ab"; }, "state.rng: must be 64 hex digits, got 12"},
      {[](Json& s) { s["state"]["rng"] = std::string(64, 'g'); },
       "state.rng: bad rng state '" + std::string(64, 'g') + "'"},
      {[](Json& s) { s["state"]["zones"].erase("hand"); }, "state.zones.hand: missing"},
      {[](Json& s) { s["state"]["zones"]["hand"].erase(3); },
       "state.zones.hand: must hold 4 card strings (one per seat), got 3"},
      {[](Json& s) { s["state"]["zones"]["deck"] = ""; },
       "state.zones.deck: must be an array of 1 card string (for the table), got \"\""},
      {[](Json& s) { s["state"]["zones"]["hand"][2] = "XY"; },
       "state.zones.hand[2]: not a card: 'XY' (write rank A 2..9 T J Q K + suit C D H S, or JK)"},
      {[&](Json& s) {
         s["state"]["zones"]["hand"][1] = s["state"]["zones"]["hand"][1].get<std::string>() + " " + first;
       },
       "state.zones: " + first + " appears 2 times but the deck holds it once"},
      {[&](Json& s) { s["state"]["zones"]["hand"][0] = hand0.substr(std::min<std::size_t>(3, hand0.size())); },
       "state.zones: " + first + " is missing (the deck holds it once, the zones 0 times)"},
      {[](Json& s) { s["state"]["zones"]["stock"][0] = "JK"; },
       "state.zones: JK appears once but the deck holds it 0 times"},
      {[](Json& s) { s["state"]["slots"].erase("chips"); }, "state.slots.chips: missing"},
      {[](Json& s) { s["state"]["slots"]["chips"].erase(0); },
       "state.slots.chips: must hold 4 integers (one per seat), got 3"},
      {[](Json& s) { s["state"]["slots"]["chips"][1] = "x"; }, "state.slots.chips[1]: must be an integer, got \"x\""},
      {[](Json& s) { s["state"]["slots"]["chips"][1] = 9223372036854775808u; },
       "state.slots.chips[1]: must be an integer, got 9223372036854775808"},
      {[](Json& s) { s["state"]["slots"]["pot"] = 3; },
       "state.slots.pot: must be an array of 1 integer (for the table), got 3"},
      {[](Json& s) { s["state"]["slots"]["opened"][0] = 2; }, "state.slots.opened[0]: 2 is not a bool (0 or 1)"},
      {[](Json& s) { s["state"]["slots"]["first_out"][0] = 5; },
       "state.slots.first_out[0]: 5 is not a seat (0 for none, or 1 to 4)"},
      {[](Json& s) { s["state"]["deal_start_score"].erase(0); },
       "state.deal_start_score: must hold 4 integers (one per seat), got 3"},
      {[](Json& s) {
         s["state"]["deal_scores"] = Json::array({1, 2, 3, 4});
       },
       "state.deal_scores: must hold 0 integers (0 ended deals x 4 seats), got 4"},
      {[](Json& s) { s["state"]["deal_over"] = true; },
       "state.deal_scores: must hold 4 integers (1 ended deal x 4 seats), got 0"},
      {[](Json& s) { s.erase("history"); }, "history: missing"},
      {[](Json& s) { s["history"][0] = 5; }, "history[0]: must be a string, got 5"},
      {[](Json& s) { s["options"]["ante"] = Json::parse(std::string(200, '[') + std::string(200, ']')); },
       "nested deeper than 100 levels"},
  };
  SECTION("each refusal with its message") {
    for (const auto& refusal : refusals) {
      Json saved = good;
      refusal.change(saved);
      CHECK(load_error(saved) == "not a saved cardrt game: " + refusal.message);
    }
  }
  SECTION("every field, given a value of the wrong type") {
    auto check_field = [&](const std::string& path, const std::function<void(Json&)>& change, const Json& value) {
      Json saved = good;
      change(saved);
      INFO("field " << path);
      const std::string message = load_error(saved);
      CHECK_THAT(message, StartsWith("not a saved cardrt game: " + path + ": must be "));
      CHECK_THAT(message, EndsWith(value.is_object() ? ", got an array" : ", got an object"));
    };
    for (const auto& [key, value] : good.items())
      check_field(
          key, [&, key = key](Json& s) { s[key] = wrong_type_for(s[key]); }, value);
    for (const auto& [key, value] : good["state"].items())
      check_field(
          "state." + key, [&, key = key](Json& s) { s["state"][key] = wrong_type_for(s["state"][key]); }, value);
  }
  SECTION("a good save still loads and saves the same") {
    CHECK(Match::load(good, load_rules, {enginetest::kData}).save() == good);
  }
}

TEST_CASE("a save holds exactly the cards in play: the decks, or a fixed first deal's", "[record]") {
  SECTION("five decks with two jokers each, with four players") {
    MatchSetup setup;
    setup.seed = 5;
    Json saved = Match(load_rules(enginetest::fixture_spec("decks", 4)), setup).save();
    std::string stock = saved["state"]["zones"]["stock"][0].get<std::string>();
    const std::string top = stock.substr(stock.rfind(' ') + 1);
    saved["state"]["zones"]["stock"][0] = stock.substr(0, stock.rfind(' '));
    CHECK(load_error(saved) == "not a saved cardrt game: state.zones: " + top + " is missing (the deck holds it " +
                                   (top == "JK" ? "10" : "5") + " times, the zones " + (top == "JK" ? "9" : "4") +
                                   " times)");
  }
  SECTION("a fixed first deal puts only its own cards in play") {
    Match m = enginetest::sevens_match({{"hand", {"7C", "AD", "AH", "AS"}}}, 4, 13, "points", 4, {{"target", "1"}});
    m.play("play 7C");
    const Json good = m.save();
    CHECK(Match::load(good, load_rules, {enginetest::kData}).save() == good);
    Json saved = good;
    saved["state"]["zones"]["hand"][1] = "AD 8C";
    CHECK(load_error(saved) ==
          "not a saved cardrt game: state.zones: 8C appears once but the fixed deal holds it 0 times");
    saved = good;
    saved["state"]["zones"]["hand"][1] = "AD AH";
    CHECK(load_error(saved) ==
          "not a saved cardrt game: state.zones: AH appears 2 times but the fixed deal holds it once");
    saved = good;
    saved["state"]["zones"]["hand"][1] = "";
    CHECK(load_error(saved) ==
          "not a saved cardrt game: state.zones: AD is missing (the fixed deal holds it once, the zones 0 times)");
  }
}

TEST_CASE("a save's variables stay in the range of their type", "[record]") {
  // A fixture with a variable of every type, each set on every move.
  Selection sel;
  sel.game = std::string(CARDRT_SOURCE_DIR) + "/tests/cli/every_var_type";
  MatchSetup setup;
  setup.seed = 3;
  Match m(load_rules(make_spec(sel)), setup);
  for (int i = 0; i < 9; ++i) m.apply(0);
  const Json good = m.save();
  CHECK(Match::load(good, load_rules).save() == good);
  const std::vector<Refusal> refusals = {
      {[](Json& s) { s["state"]["slots"]["last_card"][0] = 54; },
       "state.slots.last_card[0]: 54 is not a card (0 for none, or 1 to 53)"},
      {[](Json& s) { s["state"]["slots"]["last_card"][0] = -1; },
       "state.slots.last_card[0]: -1 is not a card (0 for none, or 1 to 53)"},
      {[](Json& s) { s["state"]["slots"]["last_seat"][0] = 3; },
       "state.slots.last_seat[0]: 3 is not a seat (0 for none, or 1 to 2)"},
      {[](Json& s) { s["state"]["slots"]["played"][0] = -1; }, "state.slots.played[0]: -1 is not a bool (0 or 1)"},
      {[](Json& s) { s["state"]["slots"]["parity"][0] = 3; },
       "state.slots.parity[0]: 3 is not a value of parity (0 for none, or 1 to 2)"},
      {[](Json& s) { s["state"]["slots"]["suits"][0] = true; }, "state.slots.suits[0]: must be an integer, got true"},
  };
  SECTION("each refusal with its message") {
    for (const auto& refusal : refusals) {
      Json saved = good;
      refusal.change(saved);
      CHECK(load_error(saved) == "not a saved cardrt game: " + refusal.message);
    }
  }
  SECTION("flags and ints take any integer, as g:set does") {
    Json saved = good;
    saved["state"]["slots"]["suits"][0] = -12345;
    saved["state"]["slots"]["plays"][1] = INT64_MIN;
    CHECK(Match::load(saved, load_rules).save() == saved);
  }
}
