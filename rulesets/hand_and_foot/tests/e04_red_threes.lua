-- Hand and Foot E4 (spec §14): red 3s (6.1 R). Seat 2's first turn: his dealt hand has
-- 3D 3H and 11 other cards; the stock from the top is 3H 9C KD 5S 3D 7C 4H.
-- Seat 1 plays a turn first (draws the two cards above them: QC QD, discards QC).

local h = require("lib.helpers")

local ELEVEN = "4C 5C 6C 7D 8D 9D TH JH QS KS AS"

local function e4()
  return h.new({
    hands = { "KC", "3D 3H " .. ELEVEN, "KH", "KD" },
    stock = "QC QD 3H 9C KD 5S 3D 7C 4H",   -- top first
    pile = "6H",
  })
end

test("E4 turn start: 3D 3H laid, two drawn (3H 9C); the new 3H laid and replaced by KD", function()
  local g = e4()
  assert_eq(g:zone("red3s", 1), {}, "seat 1 had no red 3")
  h.draw_discard(g, 1, "QC")
  assert_eq(g:to_move(), 2)
  assert_eq(h.zone(g, "red3s", 2), h.set("3D 3H 3H"))
  assert_eq(h.zone(g, "red3s", 4), h.set("3D 3H 3H"), "red3s belong to the side (§16)")
  assert_eq(g:zone("red3s", 1), {})
  assert_eq(h.hand(g, 2), h.set(ELEVEN .. " 9C KD"))
  assert_eq(g:zone("stock"), h.cards("4H 7C 3D 5S"), "bottom first: 5S is on top")
  assert_eq(g:moves(), { "draw" })   -- top QC, seat 2 holds one Q only: no pickup (L4b)
end)

test("E4 draw takes 5S 3D; R lays 3D and draws 7C: 15 cards, 4 red 3s, stock 4H", function()
  local g = e4()
  h.draw_discard(g, 1, "QC")
  g:play("draw")
  assert_eq(#g:zone("hand", 2), 15)
  assert_eq(h.hand(g, 2), h.set(ELEVEN .. " 9C KD 5S 7C"))
  assert_eq(h.zone(g, "red3s", 2), h.set("3D 3D 3H 3H"))
  assert_eq(g:zone("stock"), { "4H" })
end)

test("E4 the four laid red 3s count +400 at deal end", function()
  local g = e4()
  h.draw_discard(g, 1, "QC")
  h.play(g, 2, { "draw", "discard 4C" })
  assert_true(g:deal_over(), "seat 3's turn start finds 1 stock card: stock-out (6.1d)")
  -- side B: red3 400; left: seat 2 holds 14 cards: 5C 6C 7D 8D 9D TH JH QS KS AS 9C KD 5S 7C
  -- = 5+5+5+10+10+10+10+10+10+20+10+10+5+5 = 125; seat 4 KD 10 -> 400 - 125 - 10 = 265
  assert_eq(g:deal_score(2, 1), 265)
  -- side A: seat 1 KC QD 20, seat 3 KH 10 -> -30
  assert_eq(g:deal_score(1, 1), -30)
end)
