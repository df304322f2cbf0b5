-- Hostile suite: attacks that would leave something in the Lua state for later calls and matches:
-- globals, the options table, library tables, the g handle, the move list's metatable, the string
-- metatable, and handles kept from an earlier hook. A clone shares its match's Lua state (as the
-- matches of one simulation thread do), so it shows what the next match would meet.
local h = require("lib.hostile")

local after_play_ac = { "play AD", "play 2D", "play 3D", "pass", "attack" }

-- The attack fails with `message`; then a clone made before it plays on with the usual moves.
local function refused(attack, message)
  test(attack .. ": " .. message, function()
    local g = h.match(attack)
    local twin = g:clone()
    h.refused(g, "attack", message, "play")
    twin:play("play AC")
    assert_eq(twin:moves(), after_play_ac, "the clone's legal moves")
  end)
end

refused("set_global",
  "variants/attacks.lua:68: cannot set global 'leaked' while a game runs: keep game state in the counters and vars of game.yaml, and helpers in locals")
refused("rawset_global", "variants/attacks.lua:73: rawset: this table is read-only while a game runs")
refused("options_write", "variants/attacks.lua:78: cannot change 'attack': library and engine tables are read-only while a game runs")
refused("mechanics_write", "variants/attacks.lua:462: cannot change 'tricks': library and engine tables are read-only while a game runs")
refused("option_list_write", "variants/attacks.lua:469: cannot change '1': library and engine tables are read-only while a game runs")
refused("teams_write", "variants/attacks.lua:473: cannot change '1': library and engine tables are read-only while a game runs")
refused("library_write", "variants/attacks.lua:83: cannot change 'upper': library and engine tables are read-only while a game runs")
refused("library_rawset", "variants/attacks.lua:88: rawset: this table is read-only while a game runs")
refused("cards_write", "variants/attacks.lua:93: cannot change 'JOKER': library and engine tables are read-only while a game runs")
refused("g_method_write", "variants/attacks.lua:98: cannot change 'count': library and engine tables are read-only while a game runs")
refused("string_metatable", "variants/attacks.lua:103: attempt to index a boolean value")
refused("out_kept", "variants/attacks.lua:305: the move list is only usable inside moves()")

test("g kept from an earlier play() cannot change the game from moves()", function()
  h.refused_moves(h.match("g_kept"), "variants/attacks.lua:365: g:set cannot change the game inside moves()")
end)

test("the move list's metatable cannot be reached", function()
  h.refused_moves(h.match("moves_metatable"), "variants/attacks.lua:370: attempt to index a boolean value")
end)

test("two matches loaded separately share nothing, even what got past the seal", function()
  local first, second = h.match("rawset_global"), h.match("rawset_global")
  pcall(first.play, first, "attack")
  second:play("play AC")
  assert_eq(second:moves(), after_play_ac)
end)
