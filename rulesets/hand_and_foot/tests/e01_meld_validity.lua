-- Hand and Foot E1 (spec §14): meld validity (M1-M3). New melds are tried right after
-- seat 1 opened with AC AD AH; adds are tried on an incomplete 9C 9D 9H 2S in seat 1's
-- second turn. 4 players, sides A = {1,3}, B = {2,4}, deal 1 (minimum 50).

local h = require("lib.helpers")

-- Seat 1 holds every card the new-meld cases need; the draw brings KC QD.
local function opened()
  local g = h.new({
    hands = { "AC AD AH 7C 7D 7H 7S 7S 2C 2D JK 3C 3S", "KH", "KH", "KH" },
    stock = "KC QD 4H 4D",     -- top first
    pile = "9H",
  })
  h.play(g, 1, { "draw", "meld AC AD AH" })   -- 60 >= 50, a 3-card group is minimal (L9)
  return g
end

test("E1 7C 7D 2C is a valid new meld (2 naturals, 1 wild)", function()
  local g = opened()
  assert_true(h.contains(g:moves(), "meld 7C 7D 2C"))
  g:play("meld 7C 7D 2C")
  assert_eq(h.zone(g, "meld_7", 1), h.set("7C 7D 2C"))
  assert_eq(g:counter("books_dirty", 1), 0)
end)

test("E1 invalid new melds are not listed and are refused", function()
  local g = opened()
  local legal = g:moves()
  for _, m in ipairs({
    "meld 7C 2C JK",            -- 1 natural < 2 * 2 wilds (M2)
    "meld 7C 7D 7H 2C 2D",      -- 5 cards: 3 < 4 (M2)
    "meld 7C 7D 7H 7S 2C 2D JK",-- 7 cards: 4 < 6 (M2)
    "meld 2C JK",               -- size 2 (M2)
    "meld 7C 7D",               -- size 2 (M2)
  }) do
    assert_true(not h.contains(legal, m), m .. " must not be listed")
    h.assert_illegal(g, m)
  end
  -- 3s never enter a meld (M1)
  h.assert_illegal(g, "meld 3C 3S 2C")
  for _, m in ipairs(legal) do
    assert_true(not m:find("3C", 1, true) and not m:find("3S", 1, true) or m:sub(1, 8) == "discard ",
      "a 3 appears in " .. m)
  end
end)

test("E1 7C 7D 7H 7S 2C 2D is valid (4 naturals >= 2 * 2 wilds)", function()
  local g = opened()
  assert_true(h.contains(g:moves(), "meld 7C 7D 7H 7S 2C 2D"))
  g:play("meld 7C 7D 7H 7S 2C 2D")
  assert_eq(h.zone(g, "meld_7", 1), h.set("7C 7D 7H 7S 2C 2D"))
end)

test("E1 7C 7D 7H 7S 7S 2C JK is valid and a dirty book at once (M3)", function()
  local g = opened()
  g:play("meld 7C 7D 7H 7S 7S 2C JK")
  assert_eq(g:zone("meld_7", 1), {}, "a book is not an incomplete meld")
  assert_eq(h.zone(g, "books", 1), h.set("7C 7D 7H 7S 7S 2C JK"))
  assert_eq(g:counter("books_dirty", 1), 1)
  assert_eq(g:counter("books_clean", 1), 0)
  assert_eq(g:counter("books_wild", 1), 0)
  -- partner seat 3 reads the same side zones and counters (§16)
  assert_eq(h.zone(g, "books", 3), h.set("7C 7D 7H 7S 7S 2C JK"))
  assert_eq(g:counter("books_dirty", 3), 1)
  assert_eq(g:counter("books_dirty", 2), 0, "side B has no book")
end)

test("E1 2C 2D JK is a valid wild meld", function()
  local g = opened()
  assert_true(h.contains(g:moves(), "meld 2C 2D JK"))
  g:play("meld 2C 2D JK")
  assert_eq(h.zone(g, "meld_wild", 1), h.set("2C 2D JK"))
end)

-- Turn 1: seat 1 opens AC AD AH and melds 9C 9D 9H 2S (the lowest three 9s he holds);
-- turn 2 he draws 9C 9D and holds 9C 9D 9S 9S JK QD.
local function nines()
  local g = h.new({
    hands = { "AC AD AH 9C 9D 9H 9S 9S 2S JK", "5C 6D", "5H 6S", "5S 6C" },
    -- seat 1: KC QD; seat 2: 8C 8D; seat 3: 8H 8S; seat 4: TC TD; seat 1 again: 9C 9D
    stock = "KC QD 8C 8D 8H 8S TC TD 9C 9D 4C 4D",
    pile = "4S",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "meld 9C 9D 9H 2S", "discard KC" })
  h.draw_discard(g, 2, "8C")
  h.draw_discard(g, 3, "8H")
  h.draw_discard(g, 4, "TC")
  h.play(g, 1, { "draw" })
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 9H 2S"))
  assert_eq(h.hand(g, 1), h.set("9C 9D 9S 9S JK QD"))
  return g
end

test("E1 adds to an incomplete 9C 9D 9H 2S: exact MELD list", function()
  local g = nines()
  -- meld 9 has 3 nat + 1 wild: +1 nat (5), +1 nat +JK (6: 4 >= 4), +2 nat (6), +2 nat +JK
  -- (7: 5 >= 4, book), +3 nat (7, book); JK alone gives 3 < 4. The A meld (3 nat) takes JK.
  -- No new 9 meld while one is incomplete (M5). Naturals are the lowest held (8.3).
  assert_eq(g:moves(), {
    "add 9 9C", "add 9 9C 9D", "add 9 9C 9D 9S", "add 9 9C 9D JK", "add 9 9C JK", "add A JK",
    "discard 9C", "discard 9D", "discard 9S", "discard JK", "discard QD",
  })
end)

test("E1 add 9 JK is invalid (3 nat, 2 wild); add 9 9C 9D 9S 9S is invalid (8 cards)", function()
  local g = nines()
  h.assert_illegal(g, "add 9 JK")
  h.assert_illegal(g, "add 9 9C 9D 9S 9S")
end)

test("E1 add 9 9S JK is valid: 6 cards, 4 nat, 2 wild (typed 9S becomes the lowest 9, 9C)", function()
  local g = nines()
  g:play("add 9 9S JK")
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 9H 2S 9C JK"))
  assert_eq(h.hand(g, 1), h.set("9D 9S 9S QD"))
  assert_eq(g:counter("books_dirty", 1), 0)
end)

test("E1 add 9 9C 9S 9S makes a dirty book (6 nat, 1 wild)", function()
  local g = nines()
  g:play("add 9 9C 9S 9S")       -- three naturals: canonical add 9 9C 9D 9S
  assert_eq(g:zone("meld_9", 1), {})
  assert_eq(h.zone(g, "books", 1), h.set("9C 9D 9H 2S 9C 9D 9S"))
  assert_eq(g:counter("books_dirty", 1), 1)
  assert_eq(h.hand(g, 1), h.set("9S JK QD"))
end)
