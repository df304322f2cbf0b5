// `simulate` and `merge` without --json: a simulation report as text on stdout, every rate and
// mean with its 95% interval.
#pragma once

#include "cardrt/simulate.hpp"

namespace cardrt::cli {

void print_report(const GameSpec& spec, const SimOptions& opts, const SimReport& report);

}  // namespace cardrt::cli
