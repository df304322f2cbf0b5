-- luacheck configuration for cardrt's Lua: the rules files, the rule tests and the editor
-- annotations. Run from the repository root: `luacheck rulesets editor/lua` (the whole check,
-- with a negative test of this file, is tests/editor/luacheck.sh).
--
-- Each kind of file gets the globals its sandbox really has (docs/lua-api.md, "Globals of a
-- rules file", "Sandbox limits" and "Rule tests"), so an undefined or misspelt name, a field the
-- engine does not provide (`cards.rnak`, `rules.move`) and a library the sandbox removed
-- (`os.time`, `math.random` in rules) are warnings.

-- Lua 5.4 minus what the rules sandbox removes (engine/script/lua_host.cpp, open_safe_libs).
local removed_in_rules = {
  "io", "os", "debug", "package", "dofile", "loadfile", "collectgarbage", "string.dump",
  "print", "math.random", "math.randomseed",
}
-- Test scripts keep print; math.random is gone there too, so that every test run is the same
-- (a test varies the seed of cardrt.new instead).
local removed_in_tests = {
  "io", "os", "debug", "package", "dofile", "loadfile", "collectgarbage", "string.dump",
  "math.random", "math.randomseed",
}

-- The hooks a rules file may define (engine/script/rules.cpp, kHookNames, and validate).
local hooks = {
  "validate", "start_match", "first_dealer", "deal", "start_deal", "moves", "play",
  "next_dealer", "canonical", "score_terms", "display", "went_out", "trick_won",
  "last_trick", "stuck", "evaluate", "metrics", "why_not",
}

local function fields(names, writable)
  local t = {}
  for _, name in ipairs(names) do t[name] = { read_only = not writable } end
  return t
end

local cards_library = {
  fields = fields({
    "parse", "list", "name", "names", "rank", "suit", "make", "bit", "count", "ids",
    "suit_mask", "rank_mask", "rank_name", "set", "JOKER",
  }),
}

stds.cardrt_rules = {
  read_globals = {
    -- `rules` may not be replaced, only its hooks set: `rules.move = ...` is a warning.
    rules = { fields = fields(hooks, true) },
    options = { other_fields = true },
    players = {},
    teams = { other_fields = true },
    deck = { fields = fields({ "decks", "jokers", "size" }) },
    cards = cards_library,
    cardrt = { fields = fields({ "version", "sequence_rows", "tricks", "melds" }) },
    mechanics = { other_fields = true },
  },
}

-- Variant rules files also read `base`, the hooks before them (nil in a game's rules.lua).
stds.cardrt_variant = {
  read_globals = { base = { fields = fields(hooks) } },
}

stds.cardrt_tests = {
  read_globals = {
    "test", "assert_eq", "assert_true", "assert_error", "assert_illegal",
    cards = cards_library,
    cardrt = { fields = fields({ "version", "new", "load" }) },
  },
}

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
