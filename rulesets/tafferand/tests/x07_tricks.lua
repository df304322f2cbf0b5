-- Tafferand X7 (spec §13), contract tricks: -10 per trick to each partnership (§6), the
-- +130 bonus only for one seat taking all 13. Full 52-card deals, every trick scripted.

local h = require("lib.helpers")

-- Dealer 4: seat 1 declares. Three pure tricks per suit plus one trick of the four jacks:
-- clubs (seat 1 holds A K Q: wins 3), diamonds (seat 2 wins with AD and KD, seat 3 with QD),
-- spades (seat 3, A K Q), JC led into three voids (seat 3), hearts (seat 4, A K Q).
-- Hearts are led only in tricks 11-13, when seat 3 and then seat 4 hold nothing else (§5.1).
local HANDS = {
  "AC KC QC 2D 7D TD 3S 6S 9S JS 3H 5H 8H",
  "2C 5C 8C AD KD 8D 4S 7S TS JH 4H 6H 9H",
  "3C 6C 9C JC 3D 5D QD AS KS QS 2H 7H TH",
  "4C 7C TC 4D 6D 9D JD 2S 5S 8S AH KH QH",
}
local SCRIPT = {
  { 1, "AC 2C 3C 4C", 1 }, { 1, "KC 5C 6C 7C", 1 }, { 1, "QC 8C 9C TC", 1 },
  { 1, "2D AD 3D 4D", 2 }, { 2, "KD 5D 6D 7D", 2 }, { 2, "8D QD 9D TD", 3 },
  { 3, "AS 2S 3S 4S", 3 }, { 3, "KS 5S 6S 7S", 3 }, { 3, "QS 8S 9S TS", 3 },
  { 3, "JC JD JS JH", 3 },
  { 3, "2H AH 3H 4H", 4 }, { 4, "KH 5H 6H 7H", 4 }, { 4, "QH 8H 9H TH", 4 },
}

test("X7 the scripted deal uses exactly the dealt hands", function()
  assert_eq(h.hands_of(SCRIPT), h.sorted_hands(HANDS))
end)

test("X7 tricks 3/2/5/3: A 8 x -10 = -80, B 5 x -10 = -50", function()
  local g = h.new({ dealer = 4, hands = HANDS })
  g:play("choose tricks")
  h.play_tricks(g, SCRIPT, "tricks")
  assert_true(g:deal_over())
  assert_eq(h.tricks_won(g), { 3, 2, 5, 3 })
  assert_eq(h.deal_scores(g, 1), { A = -80, B = -50 })
  assert_eq(h.totals(g), { A = -80, B = -50 })
end)

test("X7 the same deal and play under general counts tricks the same way", function()
  -- general adds hearts, queens and KH (§6). A: tricks -80; the only heart A took is the
  -- JH discarded to seat 3 in trick 10: -10; queens QC (seat 1), QD QS (seat 3): -90.
  -- A = -80 - 10 - 90 = -180.
  -- B: tricks -50; hearts: seat 4 took the other 12 (not all 13): -120; QH -30; KH -180.
  -- B = -50 - 120 - 30 - 180 = -380. Sum -560 (§6 table).
  local g = h.new({ dealer = 4, hands = HANDS })
  g:play("choose general")
  h.play_tricks(g, SCRIPT, "general")
  assert_eq(h.count_won(g, h.is_heart), { 0, 0, 1, 12 })
  assert_eq(h.count_won(g, h.is_queen), { 1, 0, 2, 1 })
  assert_eq(h.deal_scores(g, 1), { A = -180, B = -380 })
end)

test("X7 seat 2 wins all 13 tricks: B +130, A 0", function()
  -- Dealer 1: seat 2 declares holding every diamond; the others are void in diamonds and
  -- discard, so every trick is seat 2's.
  local g = h.new({ dealer = 1, hands = {
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
  } })
  g:play("choose tricks")
  h.finish_deal(g)
  assert_eq(h.tricks_won(g), { 0, 13, 0, 0 })
  assert_eq(h.deal_scores(g, 1), { A = 0, B = 130 })
  assert_eq(h.totals(g), { A = 0, B = 130 })
end)

test("X7 partners taking all 13 between them get no bonus", function()
  -- Dealer 4: seat 1 leads his seven clubs and wins them (seat 3 discards spades, keeping
  -- his diamonds), then must lead 2D, which seat 3 wins with AD; seat 3 wins the last five
  -- diamond tricks. A took 13 tricks, but no single seat did: A 13 x -10 = -130, B 0 (§6).
  local hands = {
    "8C 9C TC JC QC KC AC 2D 2H 3H 4H 5H 6H",
    "7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S",
    "AD KD QD JD TD 9D 7S 8S 9S TS JS QS KS",
    "2C 3C 4C 5C 6C 7C 3D 4D 5D 6D 7D 8D AS",
  }
  local script = {
    { 1, "8C 2S 7S 2C", 1 }, { 1, "9C 3S 8S 3C", 1 }, { 1, "TC 4S 9S 4C", 1 },
    { 1, "JC 5S TS 5C", 1 }, { 1, "QC 6S JS 6C", 1 }, { 1, "KC 7H QS 7C", 1 },
    { 1, "AC 8H KS AS", 1 },
    { 1, "2D 9H AD 3D", 3 }, { 3, "KD 4D 2H TH", 3 }, { 3, "QD 5D 3H JH", 3 },
    { 3, "JD 6D 4H QH", 3 }, { 3, "TD 7D 5H KH", 3 }, { 3, "9D 8D 6H AH", 3 },
  }
  assert_eq(h.hands_of(script), h.sorted_hands(hands))
  local g = h.new({ dealer = 4, hands = hands })
  g:play("choose tricks")
  h.play_tricks(g, script, "tricks")
  assert_true(g:deal_over())
  assert_eq(h.tricks_won(g), { 7, 0, 6, 0 })
  assert_eq(h.deal_scores(g, 1), { A = -130, B = 0 })
end)
