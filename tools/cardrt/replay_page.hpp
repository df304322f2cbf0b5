// `cardrt replay FILE --html OUT`: a game record as one self-contained web page that steps
// through the match, its table drawn from the game's layout.
#pragma once

#include <string>
#include <vector>

#include "cardrt/files.hpp"
#include "cardrt/match.hpp"

namespace cardrt::cli {

// Who the page shows the cards to: every seat its own (each hand face up, what no player sees
// face down), or one seat (its hand face up, the others' face down), or nobody (the public view).
struct Perspective {
  static constexpr int kEverySeat = -1;
  int seat = kEverySeat;  // kEverySeat, 0 for the public view, or a seat
};

// What the board script (web/board.js) needs of the layout to draw any game's table: the zones
// with their owners, the counters and vars its screen shows (game.yaml `show:`), the score, the
// var a game won or lost is decided by, and the tricks mechanics.
Json board_layout(const Match& match);

// The page of `record` (a game record, as replay reads it, from the file `beside`), replayed move
// by move with the rules `loader` makes; the record's moves must replay (an Error names the first
// that does not).
std::string replay_page(const Json& record, const RulesLoader& loader, const std::vector<std::string>& search_dirs,
                        Perspective perspective, const std::string& beside);

}  // namespace cardrt::cli
