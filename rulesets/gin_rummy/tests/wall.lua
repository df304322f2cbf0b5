-- The wall: when a discard leaves only two cards in the stock, the deal is void, nobody scores
-- and the same dealer deals again. The player who draws the card that leaves two may still knock.

local h = require("lib.helpers")

-- Seat 1 deals. Both pass 8C; seat 2 draws 2D and discards it; seat 1 then draws 4H, the card
-- that leaves two in the stock, and could knock with 5H.
local HANDS = { "AC 2C 3C 7D 7H 7S JS QS KS 5H", "4C 5C 6C 9C 9H 9S TD JD KD 3S" }
local STOCK = "8D 9D 4H 2D"

local function at_the_wall()
  local g = h.fixed(HANDS, "8C", STOCK)
  h.play(g, { "pass", "pass", "draw", "discard 2D" })
  return g
end

test("a discard that leaves two cards in the stock voids the deal; the same dealer deals again", function()
  local g = at_the_wall()
  assert_eq(g:to_move(), 1)
  g:play("draw")
  assert_eq(#g:zone("stock"), 2)
  assert_eq(h.of(g:moves(), "knock"), { "knock 4H", "knock 5H" })
  g:play("discard 4H")
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "void")
  assert_eq(g:messages()[#g:messages()], "only 2 cards are left in the stock: the deal is void")
  assert_eq({ g:deal_score(1, 1), g:deal_score(2, 1) }, { 0, 0 })
  assert_eq({ g:get("boxes", 1), g:get("boxes", 2) }, { 0, 0 })
  assert_eq(g:moves(), { "take", "pass" })      -- the next deal is dealt
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 1)
  assert_eq(g:to_move(), 2)
end)

test("the player who draws the card that leaves two may still knock", function()
  local g = at_the_wall()
  g:play("draw")
  g:play("knock 5H")
  assert_eq(g:get("deal_end"), "knock")
  assert_eq(g:zone("deadwood", 1), { "4H" })
  assert_eq(g:deal_score(1, 1), 10 + 10 + 10 + 3 - 4)   -- TD JD KD 3S against 4H
end)

test("taking the discard leaves the stock as it was: play goes on", function()
  local g = at_the_wall()
  g:play("take")
  g:play("discard 5H")
  assert_true(not g:deal_over())
  assert_eq(#g:zone("stock"), 3)
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "draw", "take" })
end)

test("a stock of two when both pass the upcard: void before anyone draws", function()
  local g = h.fixed(HANDS, "8C", "9D 4H")
  h.play(g, { "pass", "pass" })
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "void")
end)
