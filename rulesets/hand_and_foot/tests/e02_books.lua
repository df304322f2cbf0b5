-- Hand and Foot E2 (spec §14): books. Side A (opened) has the incomplete clean meld
-- 4C 4D 4H 4S 4S; seat 1 holds 4C 2H JK KS, not on foot. Book values (§10).
--
-- Construction: seat 1's turn 1 opens with AC AD 2C (60, minimal; a meld of 2 naturals and
-- a wild, which takes no further wild and no card of his hand) and melds all five 4s he
-- holds; he keeps 2H JK. Seats 2-4 draw and discard. Turn 2 he draws 4C KS. The stock
-- then is empty, so the deal ends (stock-out, 6.1d) at seat 2's next turn start.

local h = require("lib.helpers")

local function e2(turn2_draw)
  local g = h.new({
    hands = { "AC AD 2C 4C 4D 4H 4S 4S 2H", "5C 6D", "5H 6S", "5S 6C" },
    feet = { "", "", "", "" },
    -- seat 1: JK 9C; seat 2: 8C 8D; seat 3: 8H 8S; seat 4: TC TD; seat 1: turn2_draw
    stock = "JK 9C 8C 8D 8H 8S TC TD " .. (turn2_draw or "4C KS"),
    pile = "QH",
  })
  h.play(g, 1, { "draw", "meld AC AD 2C", "meld 4C 4D 4H 4S 4S", "discard 9C" })
  assert_eq(h.hand(g, 1), h.set("2H JK"))
  h.draw_discard(g, 2, "8C")
  h.draw_discard(g, 3, "8H")
  h.draw_discard(g, 4, "TC")
  h.play(g, 1, { "draw" })
  return g
end

test("E2 MELD list of seat 1 holding 4C 2H JK KS", function()
  local g = e2()
  assert_eq(h.zone(g, "meld_4", 1), h.set("4C 4D 4H 4S 4S"))
  assert_eq(h.hand(g, 1), h.set("4C 2H JK KS"))
  -- adds to the 4s: 4C (6 clean), 2H or JK (6: 5 >= 2), 4C + a wild (7: 6 >= 2),
  -- 2H JK (7: 5 >= 4); 4C 2H JK would be 8. AC AD 2C takes no wild (2 < 4). KS: no meld.
  assert_eq(g:moves(), {
    "add 4 2H", "add 4 2H JK", "add 4 4C", "add 4 4C 2H", "add 4 4C JK", "add 4 JK",
    "discard 2H", "discard 4C", "discard JK", "discard KS",
  })
end)

test("E2 add 4 4C keeps the meld clean and incomplete", function()
  local g = e2()
  g:play("add 4 4C")
  assert_eq(h.zone(g, "meld_4", 1), h.set("4C 4C 4D 4H 4S 4S"))
  assert_eq(g:counter("books_clean", 1), 0)
  assert_eq(g:moves(), {
    "add 4 2H", "add 4 JK",                  -- 7 cards: 6 nat, 1 wild (a dirty book)
    "discard 2H", "discard JK", "discard KS",
  })
end)

test("E2 add 4 2H JK makes a dirty book worth 5*5 + 20 + 50 + 300 = 395", function()
  local g = e2()
  g:play("add 4 2H JK")
  assert_eq(g:zone("meld_4", 1), {})
  assert_eq(h.zone(g, "books", 1), h.set("4C 4D 4H 4S 4S 2H JK"))
  assert_eq(g:counter("books_dirty", 1), 1)
  assert_eq(g:counter("books_clean", 1), 0)
  assert_eq(g:moves(), { "discard 4C", "discard KS" })
  g:play("discard KS")
  assert_true(g:deal_over(), "stock empty at seat 2's turn start: stock-out (6.1d)")
  -- side A: melded AC AD 2C 60 + book 95, books 300, left: seat 1 4C 5, seat 3 5H 6S 8S 20
  -- = 60 + 95 + 300 - 5 - 20 = 430
  assert_eq(g:deal_score(1, 1), 430)
  assert_eq(g:deal_score(3, 1), 430)
  -- side B: nothing melded; left: seat 2 holds 5C 6D 8D (20), seat 4 5S 6C TD (20): -40
  assert_eq(g:deal_score(2, 1), -40)
end)

test("E2 one more natural makes a clean book: 7*5 + 500 = 535", function()
  local g = e2("4C 4C")                     -- turn 2 draws two 4C instead of 4C KS
  assert_eq(h.hand(g, 1), h.set("4C 4C 2H JK"))
  g:play("add 4 4C 4C")
  assert_eq(h.zone(g, "books", 1), h.set("4C 4C 4C 4D 4H 4S 4S"))
  assert_eq(g:counter("books_clean", 1), 1)
  g:play("discard 2H")
  assert_true(g:deal_over())
  -- side A: 60 (AC AD 2C) + 35 + 500 - JK 50 (seat 1) - 5H 6S 8S 20 (seat 3) = 525
  assert_eq(g:deal_score(1, 1), 525)
end)

test("E2 a wild book 2C 2D 2H 2S 2S JK JK is worth 5*20 + 2*50 + 1500 = 1700", function()
  -- seat 1 opens with the wild meld 2C 2D JK (90, minimal) and completes it at once
  local g = h.new({
    hands = { "2C 2D 2H 2S 2S JK JK 9C", "5C", "5H", "5S" },
    stock = "QC QD",
    pile = "KH",
  })
  h.play(g, 1, { "draw", "meld 2C 2D JK", "add wild 2H 2S 2S JK" })
  assert_eq(g:zone("meld_wild", 1), {})
  assert_eq(g:counter("books_wild", 1), 1)
  assert_eq(h.zone(g, "books", 1), h.set("2C 2D 2H 2S 2S JK JK"))
  g:play("discard 9C")
  assert_true(g:deal_over(), "stock empty: stock-out at seat 2's turn start")
  -- side A: 1700 - QC QD 20 (seat 1) - 5H 5 (seat 3) = 1675
  assert_eq(g:deal_score(1, 1), 1700 - 20 - 5)
end)
