-- The globals each kind of cardrt Lua file has, for luacheck (Debian: lua-check): a table that a
-- .luacheckrc turns into its standards. The repository's .luacheckrc loads this file, and every
-- folder `cardrt new` makes gets a .luacheckrc holding a copy of it, so the two never differ.
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
  "last_trick", "stuck", "evaluate", "metrics", "why_not", "auction_over",
}

local function fields(names, writable)
  local t = {}
  for _, name in ipairs(names) do t[name] = { read_only = not writable } end
  return t
end

local cards_library = {
  fields = fields({
    "parse", "list", "name", "names", "rank", "suit", "make", "bit", "count", "ids",
    "suit_mask", "rank_mask", "rank_name", "set", "place", "beats", "sorted", "value", "JOKER",
  }),
}

return {
  removed_in_rules = removed_in_rules,
  removed_in_tests = removed_in_tests,
  -- A game's rules.lua.
  rules = {
    read_globals = {
      -- `rules` may not be replaced, only its hooks set: `rules.move = ...` is a warning.
      rules = { fields = fields(hooks, true) },
      options = { other_fields = true },
      players = {},
      teams = { other_fields = true },
      deck = { fields = fields({ "decks", "jokers", "size", "ranks" }) },
      cards = cards_library,
      cardrt = { fields = fields({ "version" }) },
      mechanics = { other_fields = true },
    },
  },
  -- What a variant's rules file has besides: `base`, the hooks before it.
  variant = {
    read_globals = { base = { fields = fields(hooks) } },
  },
  -- Rule tests and the libraries they require.
  tests = {
    read_globals = {
      "test", "assert_eq", "assert_true", "assert_error", "assert_illegal",
      cards = cards_library,
      cardrt = { fields = fields({ "version", "new", "load" }) },
    },
  },
}
