-- Tafferand X12 (spec §13): Elferraus rows (§7.1-7.3), the ace rule (§7.4), going out and
-- places (§7.5): both places to one side, A +300. Every move of the table is asserted.

local h = require("lib.helpers")

-- Dealer 1: seat 2 declares and lays the start card.
local HANDS = {
  "KC AC TD JD QD 9H",    -- seat 1
  "9C TC 4H 5H",          -- seat 2
  "JC 9D TH",             -- seat 3
  "8C QC KD",             -- seat 4
}

local function x12_game(o)
  o = o or {}
  local g = h.new({ dealer = 1, hands = HANDS, variant = o.variant, options = o.options })
  h.step(g, 2, h.all_chooses(), "choose elferraus")
  return g
end

-- Moves 1-11 of the table.
local FIRST_ELEVEN = {
  { 2, { "play 9C", "play TC", "play 4H", "play 5H" }, "play TC" },   -- start rank T
  { 3, { "play JC", "play TH" }, "play TH" },                         -- opens hearts
  { 4, { "pass" }, "pass" },
  { 1, { "play TD", "play 9H" }, "play TD" },                         -- opens diamonds
  { 2, { "play 9C" }, "play 9C" },
  { 3, { "play JC", "play 9D" }, "play JC" },
  { 4, { "play 8C", "play QC" }, "play QC" },
  { 1, { "play KC", "play JD", "play 9H" }, "play KC" },
  { 2, { "pass" }, "pass" },
  { 3, { "play 9D" }, "play 9D" },                                    -- seat 3 out first
  { 4, { "play 8C" }, "play 8C" },
}

local function run(g, steps)
  for i, s in ipairs(steps) do h.step(g, s[1], s[2], s[3], "move " .. i) end
end

test("X12 the start card: any card of the declarer's hand; it opens its row", function()
  local g = x12_game()
  run(g, { FIRST_ELEVEN[1] })
  assert_eq(g:zone("row_C"), { "TC" })
  assert_eq(g:zone("row_H"), {})
  assert_eq(h.sorted(g:zone("hand", 2)), { "9C", "4H", "5H" })
end)

test("X12 moves 1-11: rows grow one rank at a time, cards of rank T open rows", function()
  local g = x12_game()
  run(g, FIRST_ELEVEN)
  assert_eq(g:zone("row_C"), { "8C", "9C", "TC", "JC", "QC", "KC" })
  assert_eq(g:zone("row_D"), { "9D", "TD" })
  assert_eq(g:zone("row_H"), { "TH" })
  assert_eq(g:zone("row_S"), {})
  assert_eq(#g:zone("hand", 3), 0)
  assert_true(not g:deal_over())
end)

test("X12 moves 12-15: after AC seat 1 keeps laying, JD makes QD legal; A +300", function()
  local g = x12_game()
  run(g, FIRST_ELEVEN)
  h.step(g, 1, { "play AC", "play JD", "play 9H" }, "play AC", "move 12")
  h.step(g, 1, { "play JD", "play 9H" }, "play JD", "move 13")      -- ace: same seat
  h.step(g, 1, { "play QD", "play 9H" }, "play QD", "move 14")      -- made legal by JD
  h.step(g, 1, { "play 9H" }, "play 9H", "move 15")
  -- seat 1 is out second: the deal ends at once (§7.5), seats 2 and 4 still hold cards
  assert_true(g:deal_over())
  assert_eq(g:zone("row_C"), { "8C", "9C", "TC", "JC", "QC", "KC", "AC" })
  assert_eq(g:zone("row_D"), { "9D", "TD", "JD", "QD" })
  assert_eq(g:zone("row_H"), { "9H", "TH" })
  -- first out seat 3 (+200) and second out seat 1 (+100) are both A (§12 T10: one entry)
  assert_eq(h.deal_scores(g, 1), { A = 300, B = 0 })
  assert_eq(h.totals(g), { A = 300, B = 0 })
end)

test("X12 with ace_cascade=false the turn passes to seat 2 after move 12", function()
  local g = x12_game({ options = { ace_cascade = false } })
  run(g, FIRST_ELEVEN)
  h.step(g, 1, { "play AC", "play JD", "play 9H" }, "play AC", "move 12")
  -- seat 2 holds 4H 5H (hearts row T..T): pass; seat 3 is out and skipped; seat 4 holds
  -- KD (diamonds row 9..T): pass; then seat 1 again.
  h.step(g, 2, { "pass" }, "pass")
  h.step(g, 4, { "pass" }, "pass")
  h.step(g, 1, { "play JD", "play 9H" }, "play JD")
  assert_eq(g:to_move(), 2)                                         -- no ace, no cascade
end)

test("X12 plain-elferraus variant is ace_cascade=false", function()
  local g = x12_game({ variant = "plain-elferraus" })
  run(g, FIRST_ELEVEN)
  h.step(g, 1, { "play AC", "play JD", "play 9H" }, "play AC", "move 12")
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "pass" })
end)
