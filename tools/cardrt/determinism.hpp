// `cardrt check --determinism`: whether a selection plays the same matches in separate processes.
#pragma once

#include <string>

#include "cardrt/game.hpp"

namespace cardrt::cli {

// Runs `simulate SELECTION --games SEEDS --seed 1` twice in child processes of this binary, with 1
// and with 2 threads, each writing --records, and compares the two files byte for byte. Prints
// "deterministic: LABEL (N matches, M moves compared)" on stdout, or on stderr where the runs
// part ("LABEL: not deterministic: match 3 (seed S) parts at move 17: ...") or a child's own
// errors. `label` names the selection ("fantan (parliament)"). Returns whether the runs agreed.
bool check_determinism(const Selection& selection, const std::string& label, int seeds);

}  // namespace cardrt::cli
