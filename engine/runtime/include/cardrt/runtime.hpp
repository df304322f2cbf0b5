// The runtime's choice of rules for a selected game: what the CLI, tests and tools load a game
// with. Below this layer every part takes a RulesLoader, so none depends on how rules are made.
#pragma once

#include <memory>

#include "cardrt/game.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

// The rules of the spec's game: its Lua rules, loaded into a fresh sandbox. Throws Error for
// script errors and for option combinations the rules refuse. A RulesLoader.
std::shared_ptr<Rules> load_rules(std::shared_ptr<const GameSpec> spec);

}  // namespace cardrt
