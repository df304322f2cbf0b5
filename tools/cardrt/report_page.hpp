// `simulate --report`, `compare --report` and `tune --report`: a simulation's statistics as one self-contained web
// page (inline SVG charts and CSS, no script, no network), every rate and mean with its 95%
// interval and its sample size.
#pragma once

#include <string>

#include "cardrt/files.hpp"
#include "cardrt/game.hpp"

namespace cardrt::cli {

// The page of a simulation report (the document `simulate --json` prints).
std::string simulation_page(const GameSpec& spec, const Json& report);

// The page of a comparison (the document `compare --json` prints): A and B side by side, the
// differences with the significant ones marked.
std::string comparison_page(const GameSpec& a, const GameSpec& b, const Json& comparison);

// The page of a comparison at several strengths (the document `compare --skill --json` prints):
// what each difference does across them, then each strength's differences.
std::string skill_page(const GameSpec& a, const GameSpec& b, const Json& ladder);

// The page of a tuning (the document `tune --json` prints): the curve of the aim's measure over
// the option's values, the best marked, then each value's evidence against the best.
std::string tuning_page(const GameSpec& game, const Json& tuning);

}  // namespace cardrt::cli
