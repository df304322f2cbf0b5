// The capture mechanic (tests/engine/data/capture): its declaration's errors, the takes it lists
// with match: or_sum and takes declared before lays, capture:takes and capture:last_taker, and
// the last taker getting the table after the deal's last card.
#include <catch2/catch.hpp>

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
Match capture_match(const FixedDeal& deal, const std::string& folder = enginetest::kData + "/capture") {
  return enginetest::folder_match(folder, deal, 2);
}
}  // namespace

TEST_CASE("with match or_sum a card takes a card of its value or a sum, and takes come before lays", "[capture]") {
  Match m = capture_match({{"hand", {"7C AS", "2C"}}, {"table", {"7H 3D 4S"}}});
  CHECK(m.legal_texts() == Texts{"take 7C with 3D 4S", "take 7C with 7H", "lay AS"});
  m.play("take 7C with 7H");
  CHECK(m.counter("capture_taker", 0) == 1);
  CHECK(m.view(0)["capture"]["capture"]["last_taker"] == 1);
  m.play("lay 2C");
  // The deal's last card: AS takes nothing, and the table (3D 4S 2C AS) goes to seat 1.
  CHECK(m.legal_texts() == Texts{"lay AS"});
  m.play("lay AS");
  CHECK(m.deal_over());
  CHECK(m.zone("table", 0).empty());
  CHECK(m.zone("won", 1).size() == 6);
  CHECK(m.counter("sweeps", 1) == 0);
}

TEST_CASE("capture's rules object lists the takes of a card and who took last", "[capture]") {
  enginetest::TempDir dir("capture");
  dir.write("game.yaml",
            enginetest::read_text(enginetest::kData + "/capture/game.yaml") + "vars: { n: { type: int } }\n");
  dir.write("rules.lua", enginetest::read_text(enginetest::kData + "/capture/rules.lua") +
                             "local base = rules.start_deal\n"
                             "function rules.start_deal(g)\n"
                             "  local takes = mechanics.capture:takes(g, '7C')\n"
                             "  g:set('n', #takes * 100 + #takes[1] * 10 + (mechanics.capture:last_taker(g) or 0))\n"
                             "end\n");
  Match m = capture_match({{"hand", {"7C", "2C"}}, {"table", {"7H 3D 4S"}}}, dir.path());
  CHECK(m.counter("n", 0) == 220);
}

TEST_CASE("a wrong capture declaration is refused where it is written", "[capture][layout]") {
  enginetest::TempDir dir("capture");
  const std::string yaml = dir.path("game.yaml");
  auto error = [&](const std::string& from, const std::string& to) {
    return enginetest::edited_fixture_error(dir, "capture", from, to);
  };
  CHECK(error("    values: capture\n", "    values: points\n") ==
        yaml + ":26:13: mechanic 'capture': values names no table of deck.values: 'points'");
  CHECK(error("{ J: 8, Q: 9, K: 10 }", "{ J: 8, Q: 9, K: 0 }") ==
        yaml + ":26:13: mechanic 'capture': values: a card's value in a sum must be 1 or more; rank K is worth 0");
  CHECK(error("match: or_sum", "match: never") ==
        yaml + ":27:12: mechanic 'capture': match must be one of first, or_sum, got 'never'");
  CHECK(error("refill: { from: stock, each: 3 }", "refill: { from: stock }") ==
        yaml + ":25:13: mechanic 'capture': refill needs 'from:' (a zone) and 'each:'");
  CHECK(error("turns: { take: take, lay: lay }", "turns: { take: lay, lay: lay }") ==
        yaml +
            ":29:20: mechanic 'capture': turns: take 'lay' must be a move with a card and the cards it takes (arg: "
            "card_with)");
}
