-- Hand and Foot E3 (spec §14): at most one incomplete meld per target (M5). Side A has a
-- book 8C 8C 8C 8D 8D 8D 8H and an incomplete 8C 8D 2S; seat 1 holds 8H 8H 8S 8S 8S 8S 8S KD.
--
-- Construction: turn 1 seat 1 opens AC AD AH and melds the book (the seven lowest of his
-- fourteen 8s: 8C x3, 8D x3, 8H); turn 2 he draws 8C 8D and melds 8C 8D 2S (a new 8 meld
-- is allowed: only a book of 8s exists).

local h = require("lib.helpers")

local function e3()
  local g = h.new({
    hands = { "AC AD 8C 8C 8C 8D 8D 8D 8H 8H 8H 8S 8S 8S 8S 8S 2S KD", "5C 6D", "5H 6S", "5S 6C" },
    -- seat 1: AH QC; seat 2: 9C 9D; seat 3: 9H 9S; seat 4: TC TD; seat 1: 8C 8D
    stock = "AH QC 9C 9D 9H 9S TC TD 8C 8D 4C 4D",
    pile = "4S",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "meld 8C 8C 8C 8D 8D 8D 8H", "discard QC" })
  assert_eq(g:counter("books_clean", 1), 1)
  h.draw_discard(g, 2, "9C")
  h.draw_discard(g, 3, "9H")
  h.draw_discard(g, 4, "TC")
  h.play(g, 1, { "draw", "meld 8C 8D 2S" })
  assert_eq(h.zone(g, "books", 1), h.set("8C 8C 8C 8D 8D 8D 8H"))
  assert_eq(h.zone(g, "meld_8", 1), h.set("8C 8D 2S"))
  assert_eq(h.hand(g, 1), h.set("8H 8H 8S 8S 8S 8S 8S KD"))
  return g
end

test("E3 no new meld of 8 while an incomplete one exists, although he holds seven 8s", function()
  local g = e3()
  -- adds: up to 4 naturals (7 cards), the lowest ones (8.3); AC AD AH takes nothing he holds
  assert_eq(g:moves(), {
    "add 8 8H", "add 8 8H 8H", "add 8 8H 8H 8S", "add 8 8H 8H 8S 8S",
    "discard 8H", "discard 8S", "discard KD",
  })
  h.assert_illegal(g, "meld 8S 8S 8S")
  h.assert_illegal(g, "meld 8H 8H 8S 8S 8S 8S 8S")
end)

test("E3 after add 8 8H 8H 8S 8S the meld is a dirty book and a new 8 meld may start", function()
  local g = e3()
  g:play("add 8 8H 8H 8S 8S")
  assert_eq(g:zone("meld_8", 1), {})
  assert_eq(h.zone(g, "books", 1), h.set("8C 8C 8C 8D 8D 8D 8H 8C 8D 8H 8H 8S 8S 2S"))
  assert_eq(g:counter("books_clean", 1), 1)
  assert_eq(g:counter("books_dirty", 1), 1)
  assert_eq(h.hand(g, 1), h.set("8S 8S 8S KD"))
  assert_eq(g:moves(), { "discard 8S", "discard KD", "meld 8S 8S 8S" })
end)
