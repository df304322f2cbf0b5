// The climbing mechanic (tests/engine/data/climbing): its declaration's errors, the plays it lists
// when leading and following, a pass that lasts until the trick is cleared, its view, and the
// rules' last(g) and the hidden vars they may read but not change.
#include <catch2/catch.hpp>

#include "cardrt/climbing_mechanic.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using Texts = std::vector<std::string>;

namespace {
Match climbing_match(const FixedDeal& deal, const std::string& folder = enginetest::kData + "/climbing") {
  return enginetest::folder_match(folder, deal, 3);
}
}  // namespace

TEST_CASE("climbing leads any allowed set of a rank, and follows with as many cards of a higher rank", "[climbing]") {
  Match m = climbing_match({{"hand", {"3C 3D 3H 7S", "4C 4D 9H", "8C 8D 2S"}}});
  CHECK(m.to_move() == 1);
  // sets: [1, 2]: no triple of threes.
  CHECK(m.legal_texts() == Texts{"play 3C", "play 3C 3D", "play 3C 3H", "play 3D", "play 3D 3H", "play 3H", "play 7S"});
  m.play("play 3H 3C");
  CHECK(m.legal_texts() == Texts{"pass", "play 4C 4D"});
  m.play("pass");
  CHECK(m.legal_texts() == Texts{"pass", "play 8C 8D"});
  m.play("play 8D 8C");
  const Json view = m.view(0)["climbing"]["climbing"];
  CHECK(view["last"] == Json::array({"8C", "8D"}));
  CHECK(view["by"] == 3);
  CHECK(view["passed"] == Json::array({2}));
  // Seat 1 passes; seat 2's pass holds until the trick is cleared: seat 3 leads again.
  m.play("pass");
  CHECK(m.to_move() == 3);
  CHECK(m.zone("pile", 0).empty());
  CHECK(m.counter("climbing_passed", 0) == 0);
}

TEST_CASE("climbing's own vars are read by the rules but not changed", "[climbing]") {
  enginetest::TempDir dir("climbing");
  dir.write("game.yaml", enginetest::read_text(enginetest::kData + "/climbing/game.yaml"));
  dir.write("rules.lua", enginetest::read_text(enginetest::kData + "/climbing/rules.lua") +
                             "function rules.start_deal(g) g:set('climbing_passed', { 1 }) end\n");
  CHECK_THAT(error_of([&] { climbing_match({}, dir.path()).legal_texts(); }),
             Catch::Contains("'climbing_passed' is kept by its mechanic"));
}

TEST_CASE("a wrong climbing declaration is refused where it is written", "[climbing][layout]") {
  enginetest::TempDir dir("climbing");
  const std::string yaml = dir.path("game.yaml");
  auto error = [&](const std::string& from, const std::string& to) {
    return enginetest::edited_fixture_error(dir, "climbing", from, to);
  };
  CHECK(error("    place: place\n", "") ==
        yaml + ":18:3: mechanic 'climbing' needs 'place:' (a per-seat int var for the order the seats go out in)");
  CHECK(error("  place: { per: seat, reset: deal }", "  place: { per: seat }") ==
        yaml + ":25:12: mechanic 'climbing': place var 'place' must be reset each deal (reset: deal)");
  CHECK(error("sets: [1, 2]", "sets: [1, 1]") == yaml + ":23:15: mechanic 'climbing': sets: size 1 given twice");
  CHECK(error("pass: until_clear", "pass: sometimes") ==
        yaml +
            ":24:11: mechanic 'climbing': pass must be until_play, until_clear, or an enum option of those two values");
  CHECK(error("turns: { play: play, pass: pass }", "turns: { play: pass, pass: pass }") ==
        yaml + ":26:20: mechanic 'climbing': turns: play 'pass' must be a move with cards (arg: cards)");
}
