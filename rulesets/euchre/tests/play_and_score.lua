-- Euchre's play under trumps (the bowers, the left bower following trumps) and the scoring of a
-- deal: a euchre worth 2 to the defenders, and the match points.

local d = require("lib.deal")

-- Diamonds ordered up by seat 2: JD is the right bower, JH (seat 1's) the left.
local HANDS = { "JH 9H AS KD 9C", "TH QH JD 9D TC", "AH KH QS TS JC", "9S JS KS AD QC" }
local UP, REST = "QD", "KC AC TD"

local function ordered_up()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "pass" }, { 2, "order up" }, { 4, "discard QC" } })
  return g
end

test("the left bower led calls for trumps; the right bower takes it", function()
  local g = ordered_up()
  g:play("play JH")
  assert_eq(g:moves(), { "play 9D", "play JD" })   -- seat 2 follows trumps, not hearts
  g:play("play JD")
  assert_eq(#g:moves(), 5)                         -- seat 3 holds no trump: any card
  g:play("play JC")
  assert_eq(g:moves(), { "play QD", "play AD" })
  g:play("play QD")
  assert_eq(g:to_move(), 2)                        -- JD beat the left bower
  assert_eq(g:view(0).tricks.tricks.last.winner, 2)
  assert_eq(g:view(0).tricks.tricks.trumps, { "JD", "JH", "AD", "KD", "QD", "TD", "9D" })
end)

test("the winner of a trick leads the next, and a suit led must be followed", function()
  local g = ordered_up()
  d.plays(g, { { 1, "play JH" }, { 2, "play JD" }, { 3, "play JC" }, { 4, "play QD" },
               { 2, "play 9D" }, { 3, "play QS" }, { 4, "play AD" }, { 1, "play KD" },
               { 4, "play 9S" }, { 1, "play AS" }, { 2, "play TH" }, { 3, "play TS" } })
  assert_eq(g:to_move(), 1)
  g:play("play 9H")
  assert_eq(g:moves(), { "play QH" })
end)

test("makers held to two tricks are euchred: 2 points to the defenders", function()
  local g = ordered_up()
  d.plays(g, { { 1, "play JH" }, { 2, "play JD" }, { 3, "play JC" }, { 4, "play QD" },
               { 2, "play 9D" }, { 3, "play QS" }, { 4, "play AD" }, { 1, "play KD" },
               { 4, "play 9S" }, { 1, "play AS" }, { 2, "play TH" }, { 3, "play TS" },
               { 1, "play 9H" }, { 2, "play QH" }, { 3, "play AH" }, { 4, "play JS" },
               { 3, "play KH" }, { 4, "play KS" }, { 1, "play 9C" }, { 2, "play TC" } })
  assert_true(g:deal_over())
  assert_true(not g:over())
  assert_eq(g:get("points", 1), 2)
  assert_eq(g:get("points", 2), 0)
  assert_eq(g:view(0).tricks.tricks.taken, { 1, 1, 2, 1 })
end)
