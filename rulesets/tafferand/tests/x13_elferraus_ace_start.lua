-- Tafferand X13 (spec §13): an ace as start card (start rank A) triggers the ace rule
-- (§7.4, §12 T9); rows grow downwards only; the places split, A +100, B +200 (§7.5).

local h = require("lib.helpers")

-- Dealer 2: seat 3 declares.
local HANDS = {
  "QH KH",                -- seat 1
  "2C 3C",                -- seat 2
  "5D AH KS AS",          -- seat 3
  "JS QS",                -- seat 4
}

local function x13_game(o)
  o = o or {}
  local g = h.new({ dealer = 2, hands = HANDS, variant = o.variant, options = o.options })
  h.step(g, 3, h.all_chooses(), "choose elferraus")
  return g
end

test("X13 whole deal, every legal list", function()
  local g = x13_game()
  h.step(g, 3, { "play 5D", "play AH", "play KS", "play AS" }, "play AS")  -- start rank A
  h.step(g, 3, { "play AH", "play KS" }, "play KS")   -- ace rule: seat 3 keeps the turn
  h.step(g, 3, { "play AH" }, "play AH")              -- AH opens hearts (rank = R)
  -- 5D cannot open diamonds (start rank is A): no legal card, the turn passes
  h.step(g, 4, { "play QS" }, "play QS")
  h.step(g, 1, { "play KH" }, "play KH")
  h.step(g, 2, { "pass" }, "pass")
  h.step(g, 3, { "pass" }, "pass")
  h.step(g, 4, { "play JS" }, "play JS")              -- seat 4 out first: B +200
  assert_true(not g:deal_over())
  h.step(g, 1, { "play QH" }, "play QH")              -- seat 1 out second: A +100
  assert_true(g:deal_over())
  assert_eq(g:zone("row_S"), { "JS", "QS", "KS", "AS" })
  assert_eq(g:zone("row_H"), { "QH", "KH", "AH" })
  assert_eq(g:zone("row_C"), {})
  assert_eq(g:zone("row_D"), {})
  assert_eq(h.deal_scores(g, 1), { A = 100, B = 200 })
  assert_eq(h.totals(g), { A = 100, B = 200 })
end)

test("X13 the start card opens its row as [A..A]", function()
  local g = x13_game()
  g:play("play AS")
  assert_eq(g:zone("row_S"), { "AS" })
  assert_eq(g:to_move(), 3)
end)

test("X13 with ace_cascade=false the turn passes after the ace start card", function()
  local g = x13_game({ options = { ace_cascade = false } })
  g:play("play AS")
  -- seat 4 holds JS QS: the spades row is A..A, only KS would fit
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "pass" })
end)

test("X13 the ace rule also applies to a row-opening ace (AH)", function()
  -- Seat 3 lays AS, then AH first: AH is an ace too, so he keeps the turn and lays KS.
  local g = x13_game()
  g:play("play AS")
  h.step(g, 3, { "play AH", "play KS" }, "play AH")
  h.step(g, 3, { "play KS" }, "play KS")
  assert_eq(g:to_move(), 4)
end)
