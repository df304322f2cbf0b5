-- luacheck configuration for cardrt's Lua: the rules files, the rule tests and the editor
-- annotations. Run from the repository root: `luacheck rulesets editor/lua` (the whole check,
-- with a negative test of this file, is tests/editor/luacheck.sh). The globals of each kind of
-- file are defined in editor/luacheck/cardrt.lua, which `cardrt new` copies into the folders it
-- makes.
local here = debug.getinfo(1, "S").source:match("^@(.*)/") or "."
local cardrt = dofile(here .. "/editor/luacheck/cardrt.lua")
local removed_in_rules, removed_in_tests = cardrt.removed_in_rules, cardrt.removed_in_tests
stds.cardrt_rules = cardrt.rules
stds.cardrt_variant = cardrt.variant
stds.cardrt_tests = cardrt.tests

max_line_length = 120  -- as .clang-format's ColumnLimit

-- Any Lua file not matched below is taken for a variant's rules file, which may live anywhere.
std = "lua54+cardrt_rules+cardrt_variant"
not_globals = removed_in_rules

-- A game's own rules file: no `base`.
files["rulesets/*/rules.lua"] = { std = "lua54+cardrt_rules" }

-- Rule tests and the libraries they require (tests/lib/*.lua) run in the test sandbox.
files["rulesets/*/tests/**"] = {
  std = "lua54+cardrt_tests",
  not_globals = removed_in_tests,
  read_globals = { "print" },
}

-- Variant rules files that tests load (Fan Tan's house rules beside their .yaml).
files["rulesets/*/tests/house/**"] = {
  std = "lua54+cardrt_rules+cardrt_variant",
  not_globals = removed_in_rules,
}

-- The LuaLS annotation file declares every global of both sandboxes. Its functions are stubs
-- that exist for their annotations: their parameters (212) and the class tables holding them
-- (241) are never used.
files["editor/lua/**"] = {
  std = "lua54",
  globals = {
    "rules", "base", "options", "players", "teams", "deck", "cards", "cardrt", "mechanics",
    "test", "assert_eq", "assert_true", "assert_error", "assert_illegal",
  },
  ignore = { "212", "241" },
}

-- The engine's own test fixtures are not linted: tests/hostile deliberately does what the
-- sandbox must refuse, and tests/engine/data and tests/cli hold deliberately broken or minimal
-- games for the engine's error messages.
exclude_files = { "tests/**", "build/**" }
