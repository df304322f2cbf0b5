// The pages of `cardrt serve`: the lobby, where a table is set up, and a live table's page, drawn
// by web/board.js as the replay page is and played through the table's WebSocket (web/table.js).
#pragma once

#include <string>

#include "cardrt/match.hpp"

namespace cardrt::cli {

// The lobby: its script (web/lobby.js) reads the catalogue from /api/catalogue and creates a
// table by POST /api/tables.
std::string lobby_page();
// The page of a table of `match`'s game; the token in its address opens the seat.
std::string table_page(const Match& match);

}  // namespace cardrt::cli
