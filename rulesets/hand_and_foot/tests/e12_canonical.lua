-- Hand and Foot E12 (spec §14): canonical notation (8.3, 8.4). Side opened (seat 1 opened
-- with AC AD 2C, a meld that takes no wild), no 7s or wild meld; seat 1 holds
-- 7D 7C 7C 2S 2H JK QH, not on foot.

local h = require("lib.helpers")

local function e12()
  local g = h.new({
    hands = { "AC AD 7D 7C 7C 2S 2H JK", "5C", "5D", "5H" },
    stock = "2C QH 4C 4D",
    pile = "KS",
  })
  h.play(g, 1, { "draw", "meld AC AD 2C" })   -- the lowest 2 (2C) goes to the opening (8.3)
  assert_eq(h.hand(g, 1), h.set("7D 7C 7C 2S 2H JK QH"))
  return g
end

test("E12 MELD list: one string per (target, n, twos, jokers), lowest suits, byte order", function()
  local g = e12()
  assert_eq(g:moves(), {
    "discard 2H", "discard 2S", "discard 7C", "discard 7D", "discard JK", "discard QH",
    "meld 2H 2S JK", "meld 7C 7C 2H", "meld 7C 7C 7D", "meld 7C 7C 7D 2H", "meld 7C 7C 7D JK",
    "meld 7C 7C JK",
  })
end)

test("E12 typed `meld 7d 7c 2s` reduces to (7: 2 nat, 1 two) and executes meld 7C 7C 2H", function()
  local g = e12()
  g:play("meld 7d 7c 2s")
  assert_eq(h.zone(g, "meld_7", 1), h.set("7C 7C 2H"))
  assert_eq(h.hand(g, 1), h.set("7D 2S JK QH"))
end)

test("E12 discard 7C appears once although 7C is held twice", function()
  local g = e12()
  assert_eq(h.count(g:moves(), "discard 7C"), 1)
  g:play("discard 7C")
  assert_eq(h.hand(g, 1), h.set("7D 7C 2S 2H JK QH"))
end)

test("E12 typed cards must be in the hand", function()
  local g = e12()
  h.assert_illegal(g, "meld 7h 7c 2s")      -- no 7H
  h.assert_illegal(g, "meld 7c 7c 7c")      -- only two 7C
  h.assert_illegal(g, "discard 7S")
end)
