// What `cardrt play` shows a person: the screen of the seat to move, drawn from the layout for any
// game, its numbered legal moves, and what a move took from the table's open piles.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "cardrt/match.hpp"

namespace cardrt::cli {

// The legal moves as the screen numbers them: verbs in the order they first appear, and a verb's
// card moves in the order the player's hand is sorted (not the byte order of their texts).
struct NumberedMoves {
  std::vector<std::string> texts;  // in the screen's order; number k is texts[k - 1]
  std::vector<std::size_t> index;  // each one's index in the legal list
};
NumberedMoves numbered_moves(const Match& match);

// Numbered moves (number k is the k-th of the list). `only` keeps the moves starting with it; a
// long list shows verbs with many moves as a count, to be listed by typing the verb.
void print_moves(const std::vector<std::string>& moves, const std::string& only = "");

// The cards each seat saw in its own zones on its last screen of the deal: the cards it gained
// since (drawn, picked up) are marked on its next screen.
class SeenCards {
 public:
  // The cards of `zone` new to `seat` since its last screen, as names with their counts; notes
  // `cards` as seen.
  std::map<std::string, int> gained(int seat, int deal, const std::string& zone, const std::vector<std::string>& cards);
  void forget() { seen_.clear(); }

 private:
  struct Seen {
    int deal = 0;
    std::map<std::string, std::vector<std::string>> zones;
  };
  std::map<int, Seen> seen_;
};

// Everything `seat` may see (its view, laid out as game.yaml declares its zones, counters and
// vars), the rules' display lines, then its legal moves, numbered.
void show_screen(const Match& match, int seat, const NumberedMoves& moves, SeenCards& seen);

// The cards the last move, made by `seat` from `before`, took from an open pile of the table into
// the mover's zones: "from discard: 9S 9D 4C" (bottom first), or "" when none. An open pile shows all its cards or its
// top one; every card of the latter was on top once, so the whole table saw it.
std::string taken_from_piles(const Match& match, const State& before, int seat);

// What `rules` at the prompt shows: the game and its variant in a line each, the options in play
// with their values and meaning, the moves and how to type them, and where the rules are written
// out in full (the game's README.md).
void print_rules(const GameSpec& spec);

// The melds laid in the public zones of `view`, a line per zone and owner: "seat 2 melds: 3C 3D
// 3H | TD JD QD" (a showdown's at the end of a deal).
std::vector<std::string> laid_meld_lines(const GameSpec& spec, const Json& view);

}  // namespace cardrt::cli
