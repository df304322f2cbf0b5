// Choosing the rules implementation of a selected game.
#include "cardrt/runtime.hpp"

#include "cardrt/lua_rules.hpp"

namespace cardrt {

std::shared_ptr<Rules> load_rules(std::shared_ptr<const GameSpec> spec) { return load_lua_rules(std::move(spec)); }

}  // namespace cardrt
