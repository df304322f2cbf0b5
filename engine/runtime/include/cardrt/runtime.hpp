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
// The same rules, made once per process for each game, variant, options and players and given
// again while none of their files has changed (RulesCache): what a program starting one match
// after another uses (Python's cardrt.new and cardrt.load). The matches of one rules object serve
// one thread at a time.
std::shared_ptr<Rules> shared_rules(std::shared_ptr<const GameSpec> spec);

// The spec's game played by rules written in C++ (native_games.hpp), where it has them: Fan Tan
// and its option variants. Throws Error for any other game, and for a variant that adds Lua hooks
// the native rules cannot run. A RulesLoader; opt-in (`cardrt simulate --native`), since the Lua
// rules are what a modder edits.
std::shared_ptr<Rules> load_native_rules(std::shared_ptr<const GameSpec> spec);

}  // namespace cardrt
