// Move notation: the canonical text of a move under a layout ("play 7H", "pass",
// "choose hearts"), sorting lists by it, and reading typed moves.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/layout.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

std::string move_text(const Layout& layout, const MoveList& list, const Move& m);
void append_move_text(const Layout& layout, const MoveList& list, const Move& m, std::string& out);
std::vector<std::string> move_texts(const Layout& layout, const MoveList& list);
// Sorts the list by the byte order of its move texts.
void sort_by_text(const Layout& layout, MoveList& list);

// How a card-to move's text names zone instance `to`: by the card on top, or by the zone's name
// while it is empty ("move 6H 7S", "move KH pile3").
std::string destination_name(const Layout& layout, const Shape& shape, const State& state, int to);

// The zone instance of a card-to move read from typed text: where it goes is only named, and
// Match::play finds the legal move it names.
inline constexpr int kTypedDestination = 0xFFFF;

// Reads typed input ("Play 10h") into `out` (one move). Throws Error on malformed input.
// `number_max`: per move, the largest number a number move takes at this table (GameSpec's);
// empty: the layout's widest.
void parse_move(const Layout& layout, std::string_view input, MoveList& out,
                std::span<const std::int64_t> number_max = {});

}  // namespace cardrt
