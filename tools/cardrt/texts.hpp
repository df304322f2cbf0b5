// The text helpers of cardrt's output and pages: a game's selection, counts, numbers and columns
// as the commands print them.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/words.hpp"

namespace cardrt::cli {

// "fantan (kartendomino), 4 players, options scoring=settle, passing=penalized": the game, its
// variant, players and the options that differ from the game's defaults.
std::string spec_text(const GameSpec& spec);
// Each move as typed at this table beside its doc, one row per move: {"bid 0..8", "bid the tricks ..."}.
std::vector<std::vector<std::string>> move_rows(const GameSpec& spec);
// A word for a shell command line: as it is when it holds only safe characters, else quoted.
std::string shell_word(const std::string& word);
// The words of a command line that select this game again: GAME [--variant V] [-o K=V]...
// [--players N] [--rules DIR]...
std::string selection_words(const cardrt::Selection& selection);
using cardrt::join;
std::string join(const std::vector<int>& numbers, const std::string& separator);  // seats: "1+3"
// A paragraph broken into lines of at most `width` characters (a longer word stands alone), each
// ending in a newline.
std::string wrapped(const std::string& paragraph, std::size_t width);
// Prints rows as aligned columns: every column but the last is padded to its widest cell.
void print_columns(std::ostream& out, const std::vector<std::vector<std::string>>& rows, const std::string& indent);

// "2-6 players", "4 players": the counts a game allows.
std::string players_text(const Layout& layout);
// "Fan Tan: build the suits out from the sevens", or just the summary when the name is the id.
std::string title_text(const Layout& layout);
// An option's type with its bounds: "int 0..20", "int >= 1", "enum (chips, settle, points)".
std::string option_kind(const OptionDef& def);

}  // namespace cardrt::cli
