-- Hostile suite: hooks breaking their contract: moves() changing the game, and canonical()
-- returning something other than the move's text.
local h = require("lib.hostile")

local legal = "legal moves: play AC, play 2C, play 3C, pass, attack"

test("moves() may not change the game", function()
  h.refused_moves(h.match("moves_write"),
    "variants/attacks.lua:360: g:set cannot change the game inside moves()")
end)

test("a canonical hook that names no move refuses the typed move with its reason", function()
  h.refused(h.match("none"), "meld 7c", "illegal move 'meld 7c': the hostile game has no melds; " .. legal)
end)

test("a canonical hook returning a table refuses the typed move", function()
  h.refused(h.match("canonical_table"), "meld 7c", "illegal move 'meld 7c': the rules read no move in it; " .. legal)
end)

test("a canonical hook returning a number refuses the typed move", function()
  h.refused(h.match("canonical_number"), "meld 7c", "illegal move 'meld 7c': the rules read no move in it; " .. legal)
end)

test("a canonical hook returning three megabytes of text does not make a three-megabyte error", function()
  local g = h.match("canonical_huge")
  local before = g:save()
  local ok, msg = pcall(g.play, g, "meld 7c")
  assert_eq(ok, false, "the move is refused")
  assert_eq(msg:sub(1, 24), "illegal move 'meld 7C 7C")
  assert_true(#msg <= 1000, "the error is " .. #msg .. " bytes long")
  assert_true(g:save() == before, "the save is as before")
  g:play("play AC")
  assert_eq(g:to_move(), 2)
end)
