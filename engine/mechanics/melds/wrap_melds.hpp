// What the two files of the melds object share: wrap_melds.cpp makes the object, and
// wrap_meld_kinds.cpp adds the meld-kinds queries every melds object answers.
#pragma once

#include "binding.hpp"
#include "cardrt/meld_kinds.hpp"

namespace cardrt {

// The meld kinds of the melds object at argument 1.
const MeldKinds& check_meld_kinds(lua_State* L);
// The meld-kinds queries (wrap_meld_kinds.cpp), methods of every melds object.
extern const luaL_Reg kMeldKindsMethods[];

}  // namespace cardrt
