// The Lua implementation of Rules: a ruleset's rules.lua and variant hook files in a sandbox.
#pragma once

#include <memory>

#include "cardrt/game.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

// Loads the spec's rule files into a fresh sandbox and runs rules.validate; throws Error for
// script errors and for option combinations the rules refuse.
std::shared_ptr<Rules> load_lua_rules(std::shared_ptr<const GameSpec> spec);
// The same rules, made once per process for each game, variant, options and players and given
// again while their files are unchanged (RulesCache): what starting one match after another uses
// (cardrt.new in rule tests and in Python). Matches of one rules object serve one thread at a time.
std::shared_ptr<Rules> shared_lua_rules(std::shared_ptr<const GameSpec> spec);

}  // namespace cardrt
