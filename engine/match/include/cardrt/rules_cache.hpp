// Rules made once per process: a game's rules kept and given again for each match of the same
// game while none of the files they were read from has changed, so that starting a match costs
// what the match does, not a fresh Lua state and the compiling of its scripts.
#pragma once

#include <memory>
#include <string>

#include "cardrt/file_stamps.hpp"
#include "cardrt/rules.hpp"

namespace cardrt {

// A RulesLoader that remembers: the rules `loader` made for a spec of the same game, variant,
// options and players, read from the same files, as long as these (game.yaml, the variant files,
// the rules files and the modules they loaded) are as they were. Matches of one rules object
// share it, as clones do: they must be used from one thread at a time (Rules serve one), and what
// a script keeps in its own upvalues is shared by them (docs/architecture.md, the sandbox).
// Thread-safe; errors are not kept.
class RulesCache {
 public:
  explicit RulesCache(RulesLoader loader) : loader_(std::move(loader)) {}
  std::shared_ptr<Rules> operator()(std::shared_ptr<const GameSpec> spec);

 private:
  RulesLoader loader_;
  // Enough for the games and option sets a process works with.
  StampedCache<std::shared_ptr<Rules>> kept_{64};
};

}  // namespace cardrt
