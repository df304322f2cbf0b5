-- Hand and Foot E6 (spec §14): pickup and the 7-card limit (L4c). Pile bottom->top
-- 4C 8D KS 5H QC JK 9D 6S 3C 9H; seat 2 (side B opened, no 9s meld) holds 9C 9S 9S 2D KH.
--
-- Construction: the dealt pile is 4C 8D KS 5H QC; then seat 1 discards JK, seat 2 (who
-- opens with AC AD AH) 9D, seat 3 6S, seat 4 3C, seat 1 9H.

local h = require("lib.helpers")

local STOCK = "4D 4H AH 9D 5C 5D 7C 7D 8C 8H TC TD"   -- top first, two cards per turn

local function e6()
  local g = h.new({
    hands = { "JK 9H", "AC AD 9C 9S 9S 2D KH", "6S", "3C" },
    stock = STOCK,
    pile = "4C 8D KS 5H QC",
  })
  h.draw_discard(g, 1, "JK")
  h.play(g, 2, { "draw", "meld AC AD AH", "discard 9D" })
  h.draw_discard(g, 3, "6S")
  h.draw_discard(g, 4, "3C")
  h.draw_discard(g, 1, "9H")
  assert_eq(g:zone("discard"), h.cards("4C 8D KS 5H QC JK 9D 6S 3C 9H"))
  assert_eq(h.hand(g, 2), h.set("9C 9S 9S 2D KH"))
  return g
end

test("E6 DRAW list: draw, pickup 9C 9S", function()
  local g = e6()
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "draw", "pickup 9C 9S" })
end)

test("E6 pickup 9C 9S: new meld 9C 9H 9S, six cards to the hand, pile 4C 8D KS", function()
  local g = e6()
  g:play("pickup 9C 9S")
  assert_eq(h.zone(g, "meld_9", 2), h.set("9C 9H 9S"))
  assert_eq(h.zone(g, "meld_9", 4), h.set("9C 9H 9S"))
  assert_eq(h.hand(g, 2), h.set("9S 2D KH 5H QC JK 9D 6S 3C"))
  assert_eq(g:zone("discard"), h.cards("4C 8D KS"))
  assert_eq(g:to_move(), 2, "seat 2 goes on in MELD")
end)

-- Side B's turn-1 melds are AC AD AH and `extra`; seat 2 keeps 9S 9S KH.
local function with_nines(hand2, extra)
  local g = h.new({
    hands = { "JK 9H", hand2, "6S", "3C" },
    stock = "4D 4H AH QD 5C 5D 7C 7D 8C 8H TC TD",
    pile = "4C 8D KS 5H QC",
  })
  h.draw_discard(g, 1, "JK")
  h.play(g, 2, { "draw", "meld AC AD AH", extra, "discard QD" })
  h.draw_discard(g, 3, "6S")
  h.draw_discard(g, 4, "3C")
  h.draw_discard(g, 1, "9H")
  assert_eq(h.hand(g, 2), h.set("9S 9S KH"))
  return g
end

test("E6 with incomplete 9D 9D 9H 9S 2H (5 cards) the pickup would make 8: draw only", function()
  local g = with_nines("AC AD 9D 9D 9H 9S 9S 9S 2H KH", "meld 9D 9D 9H 9S 2H")
  assert_eq(h.zone(g, "meld_9", 2), h.set("9D 9D 9H 9S 2H"))
  assert_eq(g:moves(), { "draw" })
  h.assert_illegal(g, "pickup 9S 9S")
end)

test("E6 with incomplete 9D 9H 9S 2H (4 cards) the pickup joins it: a dirty book", function()
  local g = with_nines("AC AD 9D 9H 9S 9S 9S 2H KH", "meld 9D 9H 9S 2H")
  assert_eq(g:moves(), { "draw", "pickup 9S 9S" })
  g:play("pickup 9S 9S")
  assert_eq(g:zone("meld_9", 2), {})
  assert_eq(g:counter("books_dirty", 2), 1)
  assert_eq(h.zone(g, "books", 2), h.set("9D 9H 9S 2H 9H 9S 9S"))   -- 6 nat, 1 wild
  -- here seat 2 discarded QD in turn 1: pile 4C 8D KS 5H QC JK QD 6S 3C 9H
  assert_eq(h.hand(g, 2), h.set("KH 5H QC JK QD 6S 3C"))
  assert_eq(g:zone("discard"), h.cards("4C 8D KS"))
end)
