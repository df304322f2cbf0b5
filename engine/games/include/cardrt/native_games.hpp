// Games whose rules are also written in C++ (engine/games): the same game as their rules.lua,
// giving the same records from the same seeds, for speed and as the proof that the engine's
// Rules seam needs no Lua.
#pragma once

#include <memory>

#include "cardrt/game.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

// Fan Tan (rulesets/fantan) with all its options. Throws Error for the option combinations its
// rules.validate refuses, with the same messages.
std::shared_ptr<Rules> make_native_fantan(std::shared_ptr<const GameSpec> spec);

}  // namespace cardrt
