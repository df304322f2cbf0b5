-- Hand and Foot E10 (spec §14): end-of-deal score (§10), continuing E9's `yes` line:
-- seat 1 asks, seat 3 says yes, seat 1 melds 9C 9D JK, adds 6S and discards QH: out.

local h = require("lib.helpers")
local e9 = require("lib.e9")

local function e10()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "yes" })
  h.play(g, 1, { "meld 9C 9D JK", "add 6 6S", "discard QH" })
  assert_true(g:deal_over())
  return g
end

test("E10 final zones of side A", function()
  local g = e10()
  assert_eq(h.zone(g, "books", 1), h.set(
    "KC KC KD KH KH KS KS  QC QD QD QH QH QS QS  5C 5D 5H 5S 5S 2C JK  " ..
    "JC JD JH JS JS 2D 2H  2C 2D 2H 2S 2S JK JK"))
  assert_eq(h.zone(g, "meld_6", 1), h.set("6C 6D 6H 6S"))
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D JK"))
  assert_eq(#g:zone("red3s", 1), 3)
  assert_eq(g:zone("hand", 1), {})
  assert_eq(h.hand(g, 3), h.set("4C 9D 3S 2H"))
  assert_eq(g:zone("foot", 1), {})
  assert_eq(g:zone("foot", 3), {})
  assert_eq({ g:counter("books_clean", 1), g:counter("books_dirty", 1), g:counter("books_wild", 1) },
            { 2, 2, 1 })
end)

test("E10 final zones of side B", function()
  local g = e10()
  assert_eq(h.zone(g, "books", 2), h.set("AC AC AD AD AH AS AS  8C 8C 8D 8H 8S 8S 2S"))
  assert_eq(h.zone(g, "meld_7", 2), h.set("7C 7D 7H 2D"))
  assert_eq(h.zone(g, "meld_T", 4), h.set("TC TD TS"))
  assert_eq(#g:zone("red3s", 2), 2)
  assert_eq(h.hand(g, 2), h.set("KD KD QS"))
  assert_eq(h.zone(g, "foot", 2), h.set("3H AC 7D 7D 8S 9H TC JS QD KC 2D JK 4S"))
  assert_eq(h.hand(g, 4), h.set("5H 3C"))
  assert_eq({ g:counter("books_clean", 2), g:counter("books_dirty", 2), g:counter("books_wild", 2) },
            { 1, 1, 0 })
end)

test("E10 side A scores 4075", function()
  local g = e10()
  -- melded: K 70 + Q 70 + 5 book (25 + 20 + 50) 95 + J book (50 + 40) 90 + wild (100 + 100)
  -- 200 + 6C 6D 6H 6S 20 + 9C 9D JK 70 = 615; books 500 + 500 + 300 + 300 + 1500 = 3100;
  -- red 3s 3 * 100; out 100; left: seat 3 4C 9D 3S 2H = 5 + 10 + 5 + 20 = 40
  -- 615 + 3100 + 300 + 100 - 40 = 4075
  assert_eq(g:deal_score(1, 1), 4075)
  assert_eq(g:deal_score(3, 1), 4075)
  local s, p = h.score_from_zones(g, 1, 4, true, 100, 0)
  assert_eq(p.melded, 615)
  assert_eq(p.books, 3100)
  assert_eq(p.left, 40)
  assert_eq(s, 4075)
end)

test("E10 side B scores 980", function()
  local g = e10()
  -- melded: A book 140 + 8 book (60 + 20) 80 + 7C 7D 7H 2D 35 + TC TD TS 30 = 285; books
  -- 500 + 300 = 800; red 3s 200; out 0; left: seat 2 KD KD QS 30 + untaken foot 165
  -- (AC 20, 7D 7D 10, 8S 9H TC JS QD KC 60, 2D 20, JK 50, 4S 5) + seat 4 5H 3C 10 = 205;
  -- red 3 in the untaken foot -100: 285 + 800 + 200 - 205 - 100 = 980
  assert_eq(g:deal_score(2, 1), 980)
  assert_eq(g:deal_score(4, 1), 980)
  local s, p = h.score_from_zones(g, 2, 4, true, 0, 0)
  assert_eq(p.melded, 285)
  assert_eq(p.left, 205)
  assert_eq(p.red3left, 100)
  assert_eq(s, 980)
end)

test("E10 the deal is over, the game goes on; deal 2 is dealt by seat 1", function()
  local g = e10()
  assert_true(not g:over())
  assert_eq(g:deal_number(), 1)
  assert_eq(g:score(1), 4075)
  assert_eq(g:score(2), 980)
  assert_eq(g:counter("score", 3), 4075)
  assert_eq(g:counter("score", 4), 980)
  assert_eq(g:to_move(), 2, "deal 2: dealer seat 1, seat 2 leads (§4.1)")
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 1)
  assert_true(not g:deal_over())
end)

test("E10 the `no` line: no going out; the deal ends by stock-out at seat 2's turn start", function()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "no" })
  h.play(g, 1, { "meld 9C 9D JK", "discard QH" })
  assert_true(g:deal_over(), "the stock is empty")
  -- side A: melded 615 - 6S 5 = 610; books 3100; red 3s 300; no out bonus;
  -- left: seat 1 6S 5 + seat 3 40 -> 610 + 3100 + 300 - 45 = 3965
  assert_eq(g:deal_score(1, 1), 3965)
  assert_eq(g:deal_score(2, 1), 980)
end)
