-- Hand and Foot E7 (spec §14): the opening minimum (M6, L9, D15). Side A unopened; seat 1
-- holds KC KD AC AD AH 2C 7S 7S 4D 5H; pile bottom->top AS JK KH.
-- "Deal 2 (minimum 90)" is played as a one-deal game with meld_minimums = { 90 } (§16):
-- the fixed deal fixes only the first deal, and L9 depends on the deal's minimum only.

local h = require("lib.helpers")

local HAND = "KC KD AC AD AH 2C 7S 7S 4D 5H"

local function e7(minimum)
  return h.new({
    hands = { HAND, "5C", "5D", "5S" },
    stock = "9C 6H 4C 4H",
    pile = "AS JK KH",
    options = { meld_minimums = { minimum } },
  })
end

test("E7 minimum 90: DRAW list", function()
  local g = e7(90)
  -- t = KH; G0 = KC KD (KH KC KD = 30) plus AC AD 2C or AC AD AH (60) = 90, minimal:
  -- omitting the A group leaves 30, no card of a 3-card group can go.
  assert_eq(g:moves(), { "draw", "pickup KC KD + AC AD 2C", "pickup KC KD + AC AD AH" })
end)

test("E7 pickup KC KD alone (30) and the non-minimal KC KD 2C + AC AD AH (110) are refused", function()
  local g = e7(90)
  h.assert_illegal(g, "pickup KC KD")
  h.assert_illegal(g, "pickup KC KD 2C + AC AD AH")   -- without 2C still 90 >= 90
  h.assert_illegal(g, "pickup KC KD + AC AD AH 2C")   -- without 2C still 90 >= 90
end)

test("E7 the picked-up AS JK go to the hand; afterwards add K 2C is allowed", function()
  local g = e7(90)
  g:play("pickup KC KD + AC AD AH")
  assert_eq(h.zone(g, "meld_K", 1), h.set("KC KD KH"))
  assert_eq(h.zone(g, "meld_A", 1), h.set("AC AD AH"))
  assert_eq(h.hand(g, 1), h.set("2C 7S 7S 4D 5H AS JK"))
  assert_eq(g:zone("discard"), {}, "the whole 3-card pile was taken")
  -- opened now: meld G / add T G (L3). A meld 3 nat: + 2C, + JK, + AS, + AS and a wild,
  -- + AS 2C JK (6: 4 >= 4); 2C JK alone would be 3 nat 2 wild. K meld: + one wild.
  assert_eq(g:moves(), {
    "add A 2C", "add A AS", "add A AS 2C", "add A AS 2C JK", "add A AS JK", "add A JK",
    "add K 2C", "add K JK",
    "discard 2C", "discard 4D", "discard 5H", "discard 7S", "discard AS", "discard JK",
    "meld 7S 7S 2C", "meld 7S 7S JK",
  })
  g:play("add K 2C")
  assert_eq(h.zone(g, "meld_K", 1), h.set("KC KD KH 2C"))
end)

test("E7 minimum 90 after draw (9C 6H): two openings, 90 and 100", function()
  local g = e7(90)
  g:play("draw")
  assert_eq(h.hand(g, 1), h.set(HAND .. " 9C 6H"))
  -- AAA + 7S 7S 2C = 60 + 30; AAA + KC KD 2C = 60 + 40; the only 2C can serve one group;
  -- AAA2C alone is 80 < 90; omitting any group leaves < 90.
  assert_eq(g:moves(), {
    "discard 2C", "discard 4D", "discard 5H", "discard 6H", "discard 7S", "discard 9C",
    "discard AC", "discard AD", "discard AH", "discard KC", "discard KD",
    "meld 7S 7S 2C + AC AD AH", "meld KC KD 2C + AC AD AH",
  })
end)

test("E7 the same hand with minimum 50 (deal 1): meld AC AD 2C and meld AC AD AH", function()
  local g = e7(50)
  -- pickups (G0 is never omitted): KKK + AAA / AA2C (90) and KKK + 7S 7S 2C (60) are
  -- minimal, omitting the second group leaves KKK = 30 < 50; KC KD 2C + KH = 50 alone is
  -- minimal (without 2C: 30; a K cannot go, G0 must keep two naturals); KKK + AAA2C (110)
  -- is not (without 2C: 90).
  assert_eq(g:moves(), { "draw", "pickup KC KD + 7S 7S 2C", "pickup KC KD + AC AD 2C",
                         "pickup KC KD + AC AD AH", "pickup KC KD 2C" })
  g:play("draw")
  -- AAA 60, AA2C 60; AAA2C (80) is not minimal (AAA = 60 >= 50); KK2C 40, 7S7S2C 30 < 50
  -- alone and AAA + either is not minimal.
  assert_eq(g:moves(), {
    "discard 2C", "discard 4D", "discard 5H", "discard 6H", "discard 7S", "discard 9C",
    "discard AC", "discard AD", "discard AH", "discard KC", "discard KD",
    "meld AC AD 2C", "meld AC AD AH",
  })
end)

test("E7 default game: deal 1 has minimum 50 (the same list as meld_minimums = { 50 })", function()
  local g = h.new({ hands = { HAND, "5C", "5D", "5S" }, stock = "9C 6H 4C 4H", pile = "AS JK KH" })
  g:play("draw")
  local legal = g:moves()
  assert_eq({ legal[#legal - 1], legal[#legal] }, { "meld AC AD 2C", "meld AC AD AH" })
end)
