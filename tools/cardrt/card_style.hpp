// Card names on a terminal: suit symbols in red and black for what `cardrt play` writes, and
// plain letters with --plain, when the output is not a terminal, or under NO_COLOR.
#pragma once

#include <string>
#include <string_view>

namespace cardrt::cli {

// Whether the screen gets symbols and colour: a terminal, and neither --plain nor NO_COLOR.
bool fancy_cards(bool plain);

// `text` with every card name that stands alone as a word ("7H", "TD", "JK") written with its
// suit symbol, diamonds and hearts in red: "7♥".
std::string styled_cards(std::string_view text);

}  // namespace cardrt::cli
