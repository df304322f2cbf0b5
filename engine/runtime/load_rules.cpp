// Choosing the rules implementation of a selected game.
#include "cardrt/runtime.hpp"

#include "cardrt/error.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/native_games.hpp"

namespace cardrt {

std::shared_ptr<Rules> load_rules(std::shared_ptr<const GameSpec> spec) { return load_lua_rules(std::move(spec)); }

std::shared_ptr<Rules> shared_rules(std::shared_ptr<const GameSpec> spec) { return shared_lua_rules(std::move(spec)); }

std::shared_ptr<Rules> load_native_rules(std::shared_ptr<const GameSpec> spec) {
  const Layout& layout = *spec->layout;
  if (layout.id != "fantan")
    throw Error("no native rules for " + layout.id + ": only fantan has them (its rules.lua is the reference)");
  if (spec->rules_files.size() > 1)
    throw Error("native rules play " + layout.id + "'s own rules.lua only; variant " + spec->variant +
                " adds Lua hooks (" + spec->rules_files.back() + ")");
  return make_native_fantan(std::move(spec));
}

}  // namespace cardrt
