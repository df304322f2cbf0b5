// The rules' messages (g:log): kept in order with the move they follow, dropped with a failed
// step, not kept without a record, saved, loaded, written to records and checked by replays.
#include <catch2/catch.hpp>

#include "cardrt/game.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/match.hpp"
#include "cardrt/record.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::TempDir;

namespace {

// Two seats take turns saying numbers; "shout" fails after logging, as a broken hook would.
const char* const kGame = R"(game: talk
players: { min: 2, max: 2 }
zones:
  hand: { owner: seat }
  deck: { owner: table }
vars:
  said: { type: int }
moves:
  say: { arg: number, min: 1, max: 3 }
  shout: {}
  end: {}
)";

const char* const kRules = R"(function rules.deal(g) g:fill("deck") end
function rules.start_deal(g)
  g:log("deal %s begins, %s%% sure", g:deal_number(), 100)
  g:set_to_move(1)
end
function rules.moves(g, out, seat)
  if options.log_in_moves then g:log("listing") end
  out:add("say", 1)
  out:add("say", 2)
  out:add("shout")
  out:add("end")
end
function rules.play(g, verb, n, seat)
  if verb == "shout" then
    g:log("never kept")
    error("shouting is not allowed", 0)
  elseif verb == "end" then
    g:log("seat %s ends it", seat)
    return g:end_match()
  end
  g:log("seat %s says %s", seat, n)
  if n == 2 then g:log("and again: %s", true) end
  g:set("said", n)
  g:set_to_move(g:seat(seat + 1))
end
)";

struct Talk {
  TempDir dir{"log"};
  Talk(const std::string& rules = kRules) {
    dir.write("talk/game.yaml", std::string(kGame) + "options:\n  log_in_moves: { type: bool, default: false }\n");
    dir.write("talk/rules.lua", rules);
  }
  Match match(bool record = true, bool log_in_moves = false) const {
    Selection sel;
    sel.game = dir.path("talk");
    sel.options["log_in_moves"] = log_in_moves;
    MatchSetup setup;
    setup.record = record;
    return Match(load_lua_rules(make_spec(sel)), setup);
  }
};

std::vector<std::pair<int, std::string>> entries(const Match& m) {
  std::vector<std::pair<int, std::string>> out;
  for (const auto& e : m.log()) out.emplace_back(e.after, e.text);
  return out;
}

}  // namespace

TEST_CASE("the rules' messages are kept in order with the move they follow", "[log]") {
  Talk talk;
  Match m = talk.match();
  CHECK(entries(m) == std::vector<std::pair<int, std::string>>{{0, "deal 1 begins, 100% sure"}});
  m.play("say 1");
  m.play("say 2");
  CHECK(entries(m) ==
        std::vector<std::pair<int, std::string>>{
            {0, "deal 1 begins, 100% sure"}, {1, "seat 1 says 1"}, {2, "seat 2 says 2"}, {2, "and again: true"}});
  SECTION("a failing move leaves no message of its own") {
    CHECK_THAT(error_of([&] { m.play("shout"); }), Catch::StartsWith("shouting is not allowed"));
    CHECK(m.log().size() == 4);
    m.play("end");
    CHECK(m.log().back().text == "seat 1 ends it");
    CHECK(m.log().back().after == 3);
  }
  SECTION("a save keeps them, and a record replays them") {
    Match loaded = Match::load(m.save(), load_lua_rules);
    CHECK(entries(loaded) == entries(m));
    m.play("end");
    Json record = make_record(m);
    CHECK(record["log"].size() == 5);
    CHECK(record["log"][4] == Json::parse(R"({"after": 3, "text": "seat 1 ends it"})"));
    ReplayOutcome same = replay_record(record, load_lua_rules);
    CHECK(same.same);
    record["log"][2]["text"] = "seat 2 says 3";
    ReplayOutcome differs = replay_record(record, load_lua_rules);
    CHECK_FALSE(differs.same);
    CHECK(differs.message ==
          "message 3 differs: recorded 'seat 2 says 3' after move 2, replayed 'seat 2 says 2' after move 2");
  }
}

TEST_CASE("without a record the messages cost nothing and are not kept", "[log]") {
  Talk talk;
  Match m = talk.match(false);
  m.play("say 2");
  CHECK(m.log().empty());
}

TEST_CASE("g:log refuses what it cannot say", "[log]") {
  CHECK_THAT(error_of([] { Talk().match(true, true).legal_moves(); }),
             Catch::Contains("g:log speaks where the game changes, not inside moves()"));
  auto failure = [](const std::string& call) {
    Talk talk(std::string(kRules) + "local play = rules.play\nfunction rules.play(g, verb, n, seat)\n  " + call +
              "\nend\n");
    Match m = talk.match();
    return error_of([&] { m.play("say 1"); });
  };
  CHECK_THAT(failure("g:log('%s and %s', 1)"), Catch::Contains("g:log: no argument for the %s number 2"));
  CHECK_THAT(failure("g:log('%s', {})"),
             Catch::Contains("g:log: argument 2 is a table; give strings, numbers or booleans"));
  CHECK_THAT(failure("g:log('%d', 1)"),
             Catch::Contains("g:log: '%d' in the text; use %s for an argument, %% for a percent sign"));
  CHECK_THAT(failure("for i = 1, 65 do g:log('x') end"), Catch::Contains("g:log: more than 64 messages in one step"));
  // Control characters a terminal would act on become '?', and a long message is cut.
  Talk talk(std::string(kRules) +
            "function rules.play(g) g:log('\\27[2J' .. string.rep('x', 400)) g:end_match() end\n");
  Match m = talk.match();
  m.play("end");
  CHECK(m.log().back().text == "?[2J" + std::string(296, 'x') + "...");
}
