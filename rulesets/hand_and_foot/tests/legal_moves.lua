-- Hand and Foot legal-move rules L1-L12 (spec §7) on small positions with exact lists.
-- (Pickups L4: pickup.lua, e05, e06; openings L9: opening.lua, e07; holding rule L7 and
-- ask L8: going_out.lua, foot.lua, e09; single_meld_kind L11: e13.)

local h = require("lib.helpers")

test("L1/L2 seat 1 starts deal 1 in DRAW; draw takes the top two stock cards", function()
  local g = h.new({ hands = { "5C 9D", "KH", "KH", "KH" }, stock = "7C 8D 4H 4S", pile = "QS" })
  assert_eq(g:to_move(), 1, "dealer of deal 1 is seat 4, seat 1 leads (§4.1, D3)")
  assert_eq(g:dealer(), 4)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(h.hand(g, 1), h.set("5C 9D 7C 8D"))
  assert_eq(g:zone("stock"), h.cards("4S 4H"), "bottom first: the two top cards are gone")
  assert_eq(g:to_move(), 1, "MELD phase: same seat")
  assert_eq(g:moves(), { "discard 5C", "discard 7C", "discard 8D", "discard 9D" })
  g:play("discard 8D")
  assert_eq(g:to_move(), 2, "the discard ends the turn; play passes left")
  assert_eq(g:zone("discard"), h.cards("QS 8D"))
end)

test("L3 unopened side: only minimal openings, no single meld below the minimum", function()
  local g = h.new({ hands = { "AC AD AH 5C 5D 5H", "KH", "KH", "KH" }, stock = "9S 8D 4H 4S", pile = "QS" })
  g:play("draw")
  -- AAA = 60 is minimal; 555 = 15 < 50; AAA + 555 = 75 is not minimal (AAA alone >= 50)
  assert_eq(g:moves(), { "discard 5C", "discard 5D", "discard 5H", "discard 8D", "discard 9S",
                         "discard AC", "discard AD", "discard AH", "meld AC AD AH" })
  h.assert_illegal(g, "meld 5C 5D 5H")
  h.assert_illegal(g, "meld 5C 5D 5H + AC AD AH")
  g:play("meld AC AD AH")
  -- opened: meld G needs no minimum (L5)
  assert_eq(g:moves(), { "discard 5C", "discard 5D", "discard 5H", "discard 8D", "discard 9S",
                         "meld 5C 5D 5H" })
end)

test("L3 the partner of an opened player melds without a minimum", function()
  local g = h.new({
    hands = { "AC AD AH", "KH", "5C 5D 5H", "KH" },
    stock = "9S 8D 4C 4D 6C 6D 7C 7D 8C 8H",
    pile = "QS",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 9S" })
  h.draw_discard(g, 2, "4C")
  h.play(g, 3, { "draw" })
  assert_eq(g:moves(), { "discard 5C", "discard 5D", "discard 5H", "discard 6C", "discard 6D",
                         "meld 5C 5D 5H" })
end)

test("L6 add: only naturals of the target and wilds; books and missing melds are no targets", function()
  local g = h.new({ hands = { "AC AD AH AS 5C 2D", "KH", "KH", "KH" }, stock = "9S 8D 4H 4S", pile = "QS" })
  h.play(g, 1, { "draw", "meld AC AD AH" })
  -- A meld (3 nat): + AS, + 2D, + AS 2D
  assert_eq(g:moves(), { "add A 2D", "add A AS", "add A AS 2D",
                         "discard 2D", "discard 5C", "discard 8D", "discard 9S", "discard AS" })
  h.assert_illegal(g, "add A 5C")          -- not an A
  h.assert_illegal(g, "add 5 5C")          -- no incomplete 5 meld
  h.assert_illegal(g, "add wild 2D")       -- no wild meld
  h.assert_illegal(g, "add A")             -- at least one card
end)

test("L6 a wild meld takes only wilds", function()
  local g = h.new({ hands = { "2C 2D JK 2H 7C 7D", "KH", "KH", "KH" }, stock = "9S 8D 4H 4S", pile = "QS" })
  g:play("draw")
  g:play("meld 2C 2D JK")                  -- 90, minimal
  -- wild meld: + 2H; 7C 7D + 2H is a new 7 meld
  assert_eq(g:moves(), { "add wild 2H", "discard 2H", "discard 7C", "discard 7D", "discard 8D",
                         "discard 9S", "meld 7C 7D 2H" })
  h.assert_illegal(g, "add wild 7C")
end)

test("L10 one discard per distinct card; a player not on foot may discard his last card", function()
  local g = h.new({ hands = { "7C 7C 7C", "KH", "KH", "KH" }, stock = "7C 7C 4H 4S", pile = "QS" })
  g:play("draw")
  assert_eq(g:moves(), { "discard 7C" }, "five 7Cs, 35 < 50: no opening")
end)

-- L12 (and 6.1 R): seat 1 (2 players) is on foot with one card when he draws the last two
-- stock cards, both red 3s: R lays them and the empty stock gives nothing back. He may not
-- discard his only card (G1 fails) and has no meld: the deal ends as a stock-out.
test("L12 on foot with one card he may not discard: the deal ends", function()
  local g = h.new({
    players = 2,
    hands = { "AC AD", "7C" },
    feet = { "9C 9D 9H", "" },
    -- s1: AH 5C | s2: 6C 6D | s1: 4C 4D | s2: 6H 6S | s1: 3D 3H
    stock = "AH 5C 6C 6D 4C 4D 6H 6S 3D 3H",
    pile = "KS",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })      -- last card: takes his foot
  h.draw_discard(g, 2, "6C")
  h.play(g, 1, { "draw" })
  -- on foot: 9C 9D 9H 4C 4D; the meld leaves 2 cards (H)
  assert_eq(g:moves(), { "discard 4C", "discard 4D", "discard 9C", "discard 9D", "discard 9H",
                         "meld 9C 9D 9H" })
  h.play(g, 1, { "meld 9C 9D 9H", "discard 4C" })
  h.draw_discard(g, 2, "6H")
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_true(g:deal_over(), "no legal move in MELD: stock-out (L12)")
  assert_eq(h.zone(g, "red3s", 1), h.set("3D 3H"))
  assert_eq(h.hand(g, 1), { "4D" })
  -- seat 1: AAA 60 + 999 30 + red 3s 200 - 4D 5 = 285; seat 2: 7C 6D 6S = -15
  assert_eq(g:deal_score(1, 1), 285)
  assert_eq(g:deal_score(2, 1), -15)
end)

test("F with a foot of red 3s only and an empty stock: the deal ends", function()
  local g = h.new({
    players = 2,
    hands = { "AC AD 9D 9H", "7C" },
    feet = { "3D 3H", "" },
    stock = "AH 9C",
    pile = "KS",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "meld 9C 9D 9H" })
  assert_true(g:deal_over(), "foot taken, R laid both red 3s, nothing drawn: stock-out")
  assert_eq(h.zone(g, "red3s", 1), h.set("3D 3H"))
  assert_eq(g:zone("hand", 1), {})
  assert_eq(g:deal_score(1, 1), 60 + 30 + 200, "no going-out bonus")
  assert_eq(g:deal_score(2, 1), -5)
end)
