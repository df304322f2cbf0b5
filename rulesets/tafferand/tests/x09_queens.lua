-- Tafferand X9 (spec §13), contract queens: -30 per queen taken (§6), +120 only when one seat
-- takes all four. Reduced deals (cards not listed are out of play), every trick scripted.

local h = require("lib.helpers")

local function run(hands, script)
  assert_eq(h.hands_of(script), h.sorted_hands(hands))
  local g = h.new({ dealer = 4, hands = hands })     -- seat 1 declares and leads
  g:play("choose queens")
  h.play_tricks(g, script, "queens")
  assert_true(g:deal_over())
  return g
end

test("X9 seat 2 QS QD, seat 3 QH, seat 4 QC: A -30, B -90", function()
  -- T1: seat 2's AD takes QD. T2: seat 2's AS takes QS (seat 3 follows with it).
  -- T3: seat 4's AC takes QC. T4: seat 1, void in spades, discards QH to seat 3's KS.
  -- A: 1 x -30 = -30; B: 3 x -30 = -90.
  local g = run({
    "2D 3S QC QH",
    "AD AS 4C 6S",
    "QD QS 5C KS",
    "3D 2S AC 4S",
  }, {
    { 1, "2D AD QD 3D", 2 },
    { 2, "AS QS 2S 3S", 2 },
    { 2, "4C 5C AC QC", 4 },
    { 4, "4S QH 6S KS", 3 },
  })
  assert_eq(h.count_won(g, h.is_queen), { 0, 2, 1, 1 })
  assert_eq(h.deal_scores(g, 1), { A = -30, B = -90 })
  assert_eq(h.totals(g), { A = -30, B = -90 })
end)

test("X9 seat 1 takes all four queens: A +120, B 0", function()
  -- Seat 1 leads AC into three voids that discard QD QS QH, then leads QC himself.
  local g = run({ "AC QC", "QD 2D", "QS 2S", "QH 2H" }, {
    { 1, "AC QD QS QH", 1 },
    { 1, "QC 2D 2S 2H", 1 },
  })
  assert_eq(h.count_won(g, h.is_queen), { 4, 0, 0, 0 })
  assert_eq(h.deal_scores(g, 1), { A = 120, B = 0 })
end)

test("X9 partners sharing all four queens get no bonus: A -120, B 0", function()
  -- Seat 1 takes QD QC QH (seat 3 must follow AC with a club), seat 3's KC takes QS.
  local g = run({ "AC 2C", "QD 3D", "QC KC", "QH QS" }, {
    { 1, "AC QD QC QH", 1 },
    { 1, "2C 3D KC QS", 3 },
  })
  assert_eq(h.count_won(g, h.is_queen), { 3, 0, 1, 0 })
  assert_eq(h.deal_scores(g, 1), { A = -120, B = 0 })
end)

test("X9 legal lists of the first deal: lead restriction and following", function()
  local g = h.new({ dealer = 4, hands = { "2D 3S QC QH", "AD AS 4C 6S", "QD QS 5C KS", "3D 2S AC 4S" } })
  g:play("choose queens")
  h.step(g, 1, { "play QC", "play 2D", "play 3S" }, "play 2D")   -- no QH lead (§5.1, all)
  h.step(g, 2, { "play AD" }, "play AD")
  h.step(g, 3, { "play QD" }, "play QD")
  h.step(g, 4, { "play 3D" }, "play 3D")
  h.step(g, 2, { "play 4C", "play 6S", "play AS" }, "play AS")
  h.step(g, 3, { "play QS", "play KS" }, "play QS")
end)
