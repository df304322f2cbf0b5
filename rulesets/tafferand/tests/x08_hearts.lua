-- Tafferand X8 (spec §13), contract hearts: -10 per heart taken (§6), +130 only when one seat
-- takes all 13; two partners sharing all 13 get -130. All 13 hearts are in play in every
-- deal here; restriction all (default), so hearts are led only by a hand of hearts.

local h = require("lib.helpers")

local function run(dealer, hands, script, contract)
  assert_eq(h.hands_of(script), h.sorted_hands(hands))
  local g = h.new({ dealer = dealer, hands = hands })
  g:play("choose " .. (contract or "hearts"))
  h.play_tricks(g, script, contract or "hearts")
  assert_true(g:deal_over())
  return g
end

test("X8 hearts 4/0/2/7: A -60, B -70", function()
  -- Dealer 4, seat 1 leads. T1: clubs, seats 2 and 4 void: seat 3 (AC) takes 2H 3H.
  -- T2: spades, seats 1 and 2 void: seat 4 (AS) takes 4H 5H. T3: seat 4's AD takes 6H.
  -- T4, T5: only hearts are left; AH (seat 4) takes 4, KH (seat 1) takes 4.
  -- Seat 4: 2 + 1 + 4 = 7; seat 1: 4; seat 3: 2. A (4 + 2) x -10 = -60, B 7 x -10 = -70.
  local g = run(4, {
    "2C 4H 6H 7H KH",
    "2H 5H 2D 8H JH",
    "AC 2S 3D 9H QH",
    "3H AS AD AH TH",
  }, {
    { 1, "2C 2H AC 3H", 3 },
    { 3, "2S AS 4H 5H", 4 },
    { 4, "AD 6H 2D 3D", 4 },
    { 4, "AH 7H 8H 9H", 4 },
    { 4, "TH KH JH QH", 1 },
  })
  assert_eq(h.count_won(g, h.is_heart), { 4, 0, 2, 7 })
  assert_eq(h.deal_scores(g, 1), { A = -60, B = -70 })
  assert_eq(h.totals(g), { A = -60, B = -70 })
end)

test("X8 seat 4 takes all 13 hearts: B +130, A 0", function()
  -- Dealer 3, seat 4 declares holding every club; the others are void in clubs, so seat 4
  -- wins every trick and every discarded heart.
  local g = h.new({ dealer = 3, hands = {
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
  } })
  assert_eq(g:to_move(), 4)
  g:play("choose hearts")
  h.finish_deal(g)
  assert_eq(h.count_won(g, h.is_heart), { 0, 0, 0, 13 })
  assert_eq(h.deal_scores(g, 1), { A = 0, B = 130 })
  assert_eq(h.totals(g), { A = 0, B = 130 })
end)

test("X8 seat 1 takes 8 and seat 3 takes 5: A -130, B 0 (no bonus for two seats)", function()
  -- Dealer 4. T1-T3: seat 1 leads clubs into three voids: 3 + 3 + 2 hearts (seat 3 keeps
  -- 2S back in T3). T4: seat 1 must lead 2D (he still holds KH, §5.1); seat 3's AD takes
  -- TH JH. T5: seat 3's KS takes QH KH AH. Seat 1: 8, seat 3: 2 + 3 = 5.
  local g = run(4, {
    "AC KC QC 2D KH",
    "2H 5H 8H TH AH",
    "3H 6H 2S AD KS",
    "4H 7H 9H JH QH",
  }, {
    { 1, "AC 2H 3H 4H", 1 },
    { 1, "KC 5H 6H 7H", 1 },
    { 1, "QC 8H 2S 9H", 1 },
    { 1, "2D TH AD JH", 3 },
    { 3, "KS QH KH AH", 3 },
  })
  assert_eq(h.count_won(g, h.is_heart), { 8, 0, 5, 0 })
  assert_eq(h.deal_scores(g, 1), { A = -130, B = 0 })
end)

test("X8 in hearts the KH is just a heart (-10), not -180", function()
  -- The first X8 deal again: seat 1 took KH among his four hearts; A stays -60 (§6).
  local g = h.new({ dealer = 4, hands = {
    "2C 4H 6H 7H KH", "2H 5H 2D 8H JH", "AC 2S 3D 9H QH", "3H AS AD AH TH",
  } })
  g:play("choose hearts")
  h.play_tricks(g, {
    { 1, "2C 2H AC 3H", 3 }, { 3, "2S AS 4H 5H", 4 }, { 4, "AD 6H 2D 3D", 4 },
    { 4, "AH 7H 8H 9H", 4 }, { 4, "TH KH JH QH", 1 },
  }, "hearts")
  assert_true(h.contains(g:zone("won", 1), "KH"))
  assert_eq(h.deal_scores(g, 1).A, -60)
end)
