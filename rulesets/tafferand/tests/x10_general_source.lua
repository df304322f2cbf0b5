-- Tafferand X10 (spec §13, §12 T6), the source's General example: seat 3 wins 4 tricks
-- holding all 13 hearts (KH and QH among them) and 3 other non-queen cards; seat 1 wins none;
-- seat 2 wins 5 tricks with QS and QC; seat 4 wins 4 tricks with QD. Full deal, restriction
-- all, every trick scripted.

local h = require("lib.helpers")

-- Dealer 3: seat 4 declares. T1-T4 seat 4 (A C, A D with QD, A S, K S); T5-T9 seat 2 (KC
-- over QC, JC, QS, KD, JS into voids); T10 seat 3 (JD over TD, two hearts discarded), T11
-- (6C into three voids, three hearts), T12-T13 only hearts are left: AH and KH win.
local HANDS = {
  "2C QC TC 2D 6D 9D 2S 5S TS 3H 5H 8H JH",    -- seat 1
  "3C KC JC 3D KD TD 3S 6S QS JS 6H 9H QH",    -- seat 2
  "4C 7C 8C 6C QD 4D 7D JD 4S 7S 8S AH KH",    -- seat 3
  "AC 5C 9C AD 5D 8D AS KS 9S 2H 4H 7H TH",    -- seat 4
}
local SCRIPT = {
  { 4, "AC 2C 3C 4C", 4 }, { 4, "AD 2D 3D QD", 4 }, { 4, "AS 2S 3S 4S", 4 },
  { 4, "KS 5S 6S 7S", 4 },
  { 4, "5C QC KC 7C", 2 }, { 2, "JC 8C 9C TC", 2 }, { 2, "QS 8S 9S TS", 2 },
  { 2, "KD 4D 5D 6D", 2 }, { 2, "JS 7D 8D 9D", 2 },
  { 2, "TD JD 2H 3H", 3 }, { 3, "6C 4H 5H 6H", 3 }, { 3, "AH 7H 8H 9H", 3 },
  { 3, "KH TH JH QH", 3 },
}

test("X10 the scripted deal uses exactly the dealt hands", function()
  assert_eq(h.hands_of(SCRIPT), h.sorted_hands(HANDS))
end)

test("X10 general: A -120, B -180 (net -300)", function()
  local g = h.new({ dealer = 3, hands = HANDS })
  assert_eq(g:to_move(), 4)
  g:play("choose general")
  h.play_tricks(g, SCRIPT, "general")
  assert_true(g:deal_over())
  assert_eq(h.tricks_won(g), { 0, 5, 4, 4 })
  assert_eq(h.count_won(g, h.is_heart), { 0, 0, 13, 0 })
  assert_eq(h.count_won(g, h.is_queen), { 0, 2, 1, 1 })
  -- A: tricks 4 x -10 = -40; KH -180; hearts all 13 by one seat +130; QH -30: -120.
  -- B: tricks 9 x -10 = -90; queens QS QC QD 3 x -30 = -90; no hearts, no KH: -180.
  assert_eq(h.deal_scores(g, 1), { A = -120, B = -180 })
  assert_eq(h.totals(g), { A = -120, B = -180 })
  -- §12 T6: -300 = -560 + 130 (hearts not charged) + 130 (bonus)
  assert_eq(g:deal_score(1, 1) + g:deal_score(2, 1), -560 + 130 + 130)
end)

test("X10 the same play under hearts: one seat took all 13, so A +130 and B 0", function()
  local g = h.new({ dealer = 3, hands = HANDS })
  g:play("choose hearts")
  h.play_tricks(g, SCRIPT, "hearts")
  assert_eq(h.deal_scores(g, 1), { A = 130, B = 0 })
end)

test("X10 the same play under king: A -180; under queens: A -30, B -90", function()
  local g = h.new({ dealer = 3, hands = HANDS })
  g:play("choose king")
  h.play_tricks(g, SCRIPT, "king")
  assert_eq(h.deal_scores(g, 1), { A = -180, B = 0 })
  g = h.new({ dealer = 3, hands = HANDS })
  g:play("choose queens")
  h.play_tricks(g, SCRIPT, "queens")
  assert_eq(h.deal_scores(g, 1), { A = -30, B = -90 })
end)
