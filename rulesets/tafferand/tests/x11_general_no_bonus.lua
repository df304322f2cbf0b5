-- Tafferand X11 (spec §13), general without a bonus, and its variant where one seat takes
-- all four queens (§6: each group's bonus is checked on its own; KH is -180 and a heart).
-- Full deals, restriction all, every trick scripted. Dealer 1: seat 2 declares.

local h = require("lib.helpers")

local function run(hands, script)
  assert_eq(h.hands_of(script), h.sorted_hands(hands))
  local g = h.new({ dealer = 1, hands = hands })
  assert_eq(g:to_move(), 2)
  g:play("choose general")
  h.play_tricks(g, script, "general")
  assert_true(g:deal_over())
  return g
end

test("X11 tricks 2/5/3/3, hearts 2/6/1/4, queens QH QS / QC / QD: A -110, B -450", function()
  -- T1-T5: seat 2 leads AD KD JD TD 9D; seats 3 and 4 have no diamonds and discard KH QH
  -- 2H 3H 4H 5H, QS and three other non-hearts; seat 1 follows low. Seat 2: 5 tricks, 6 hearts
  -- with KH and QH, queens QH QS.
  -- T6 (2C to AC), T7 (KC): seat 1, 9H and TH discarded by seat 3.
  -- T8-T10: seat 3 (AS, KS, JS); seat 1 discards QC and seat 2 JH in T10.
  -- T11 (TS over 8S, QD discarded), T12 (JC over TC), T13 (AH over the last hearts): seat 4.
  local g = run({
    "2D 3D 4D 5D 6D 8D QD AC KC QC 2S 6S 6H",
    "AD KD JD TD 9D 7D 2C 4C 8C 9C TC 7H JH",
    "2H 4H 5H 8H 9H TH KH 3S 7S 8S JS KS AS",
    "3C 5C 6C 7C JC 3H QH AH 4S 5S 9S TS QS",
  }, {
    { 2, "AD KH QH 2D", 2 }, { 2, "KD 2H 3H 3D", 2 }, { 2, "JD 4H QS 4D", 2 },
    { 2, "TD 5H 6C 5D", 2 }, { 2, "9D 3S 7C 6D", 2 },
    { 2, "2C 9H 3C AC", 1 }, { 1, "KC 4C TH 5C", 1 },
    { 1, "2S 8C AS 4S", 3 }, { 3, "KS 5S 6S 9C", 3 }, { 3, "JS 9S QC JH", 3 },
    { 3, "8S TS QD 7D", 4 }, { 4, "JC 8D TC 7S", 4 }, { 4, "AH 6H 7H 8H", 4 },
  })
  assert_eq(h.tricks_won(g), { 2, 5, 3, 3 })
  assert_eq(h.count_won(g, h.is_heart), { 2, 6, 1, 4 })
  assert_eq(h.count_won(g, h.is_queen), { 0, 2, 1, 1 })
  assert_true(h.contains(g:zone("won", 2), "KH") and h.contains(g:zone("won", 2), "QH"))
  -- A: -50 (5 tricks) -30 (3 hearts) -30 (QC) = -110.
  -- B: -80 (8 tricks) -100 (10 hearts) -90 (QH QS QD) -180 (KH) = -450. Sum -560.
  assert_eq(h.deal_scores(g, 1), { A = -110, B = -450 })
  assert_eq(h.totals(g), { A = -110, B = -450 })
end)

test("X11 variant: seat 2 takes all four queens, KH with seat 4: A -120, B -200", function()
  -- T1-T3: seat 2 leads AD KD QD; seats 3 and 4 discard QH QS QC 2H 3H 4H. Seat 2: 3 tricks,
  -- 4 hearts, all four queens.
  -- T4-T7: seat 1 (JD over 5D, then TD 9D 8D), taking 5H 6H 7H.
  -- T8-T10: seat 3 (AC, KC, JC), taking 8H 9H from seat 4.
  -- T11-T13: seat 4 (KS, AS, AH), the last trick holding AH TH JH KH.
  local g = run({
    "2D 3D 4D 8D 9D TD JD 2C 5C 7C 8S TS TH",
    "AD KD QD 5D 6D 7D 4C 6C 8C 2S 9S JS JH",
    "9C TC JC KC AC 3S 4S 7S 2H 3H 5H QH KH",
    "3C QC 5S 6S QS KS AS 4H 6H 7H 8H 9H AH",
  }, {
    { 2, "AD QH QS 2D", 2 }, { 2, "KD 2H QC 3D", 2 }, { 2, "QD 3H 4H 4D", 2 },
    { 2, "5D 5H 3C JD", 1 }, { 1, "TD 6D 9C 6H", 1 }, { 1, "9D 7D TC 7H", 1 },
    { 1, "8D 2S 4S 5S", 1 },
    { 1, "2C 4C AC 8H", 3 }, { 3, "KC 9H 5C 6C", 3 }, { 3, "JC 6S 7C 8C", 3 },
    { 3, "7S KS 8S 9S", 4 }, { 4, "AS TS JS 3S", 4 }, { 4, "AH TH JH KH", 4 },
  })
  assert_eq(h.tricks_won(g), { 4, 3, 3, 3 })
  assert_eq(h.count_won(g, h.is_heart), { 3, 4, 2, 4 })
  assert_eq(h.count_won(g, h.is_queen), { 0, 4, 0, 0 })
  assert_true(h.contains(g:zone("won", 4), "KH"))
  -- A: -70 (7 tricks) -50 (5 hearts) = -120.
  -- B: +120 (queens bonus, one seat) -60 (6 tricks) -80 (8 hearts) -180 (KH) = -200.
  assert_eq(h.deal_scores(g, 1), { A = -120, B = -200 })
end)
