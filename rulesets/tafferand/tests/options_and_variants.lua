-- Tafferand options (§10) and named variants (§11), each value seen through behaviour:
-- heart_lead_restriction (lead lists), early_end (where a deal stops), ace_cascade (who acts
-- after an ace). standard = defaults; frankfurter-rundschau = heart_contracts;
-- quick = early_end; plain-elferraus = ace_cascade false.

local h = require("lib.helpers")

-- Lead list of seat 1 holding 4C QC 8D 2H 9H KH (X2), dealer 4.
local function x2_leads(contract, variant, options)
  local g = h.new({ dealer = 4, variant = variant, options = options, hands = {
    "4C QC 8D 2H 9H KH", "2C 3C 2D 3D 3H 2S", "5C 6C 4D 5D 4H 3S", "7C 8C 6D 7D 5H 4S",
  } })
  g:play("choose " .. contract)
  return g:moves()
end
local NO_HEART = h.plays("4C QC 8D")
local ANY = h.plays("4C QC 8D 2H 9H KH")

-- X6's king deal: is the deal over right after the KH trick?
local function king_over_after_kh(variant, options)
  local g = h.new({ dealer = 1, variant = variant, options = options,
                    hands = { "JS 2C", "6S 3C", "2S 4C", "KH 5C" } })
  for _, mv in ipairs({ "choose king", "play 6S", "play 2S", "play KH", "play JS" }) do g:play(mv) end
  return g:deal_over()
end

-- X12 up to move 12 (seat 1 lays AC): who acts next?
local function after_x12_ace(variant, options)
  local g = h.new({ dealer = 1, variant = variant, options = options, hands = {
    "KC AC TD JD QD 9H", "9C TC 4H 5H", "JC 9D TH", "8C QC KD",
  } })
  for _, mv in ipairs({ "choose elferraus", "play TC", "play TH", "pass", "play TD", "play 9C",
                        "play JC", "play QC", "play KC", "pass", "play 9D", "play 8C",
                        "play AC" }) do
    g:play(mv)
  end
  return g:to_move()
end

test("no variant and standard: restriction all, no early end, ace cascade", function()
  for _, v in ipairs({ false, "standard" }) do
    local variant = v or nil
    assert_eq(x2_leads("queens", variant), NO_HEART)
    assert_eq(x2_leads("tricks", variant), NO_HEART)
    assert_eq(king_over_after_kh(variant), false)
    assert_eq(after_x12_ace(variant), 1)
  end
end)

test("frankfurter-rundschau: heart_contracts, otherwise defaults", function()
  local v = "frankfurter-rundschau"
  assert_eq(x2_leads("queens", v), ANY)
  assert_eq(x2_leads("tricks", v), ANY)
  assert_eq(x2_leads("king", v), NO_HEART)
  assert_eq(x2_leads("hearts", v), NO_HEART)
  assert_eq(x2_leads("general", v), NO_HEART)
  assert_eq(king_over_after_kh(v), false)
  assert_eq(after_x12_ace(v), 1)
end)

test("quick: early_end, otherwise defaults", function()
  assert_eq(x2_leads("queens", "quick"), NO_HEART)
  assert_eq(king_over_after_kh("quick"), true)
  assert_eq(after_x12_ace("quick"), 1)
end)

test("plain-elferraus: no ace cascade, otherwise defaults", function()
  assert_eq(x2_leads("queens", "plain-elferraus"), NO_HEART)
  assert_eq(king_over_after_kh("plain-elferraus"), false)
  assert_eq(after_x12_ace("plain-elferraus"), 2)
end)

test("options override the defaults and a variant's values", function()
  assert_eq(x2_leads("queens", nil, { heart_lead_restriction = "none" }), ANY)
  assert_eq(king_over_after_kh(nil, { early_end = true }), true)
  assert_eq(king_over_after_kh("quick", { early_end = false }), false)
  assert_eq(after_x12_ace(nil, { ace_cascade = false }), 2)
  assert_eq(after_x12_ace("plain-elferraus", { ace_cascade = true }), 1)
  assert_eq(x2_leads("king", "frankfurter-rundschau", { heart_lead_restriction = "none" }), ANY)
end)

-- Seat 1 leads his clubs into three voids, taking every heart: the 13th heart falls in
-- trick 5 of 6 (§5.3 hearts: stop after the trick in which the 13th heart was taken).
local HEARTS_EARLY = {
  hands = { "AC KC QC JC TC 2C", "2H 3H 4H 5H 6H 2D", "7H 8H 9H TH 3D 4D", "JH QH KH AH 5D 6D" },
  script = {
    { 1, "AC 2H 7H JH", 1 }, { 1, "KC 3H 8H QH", 1 }, { 1, "QC 4H 9H KH", 1 },
    { 1, "JC 5H TH AH", 1 }, { 1, "TC 6H 3D 5D", 1 },
  },
}

test("quick, hearts: the deal ends after the trick with the 13th heart", function()
  local whole = { table.unpack(HEARTS_EARLY.script) }
  whole[#whole + 1] = { 1, "2C 2D 4D 6D", 1 }
  assert_eq(h.hands_of(whole), h.sorted_hands(HEARTS_EARLY.hands))
  local g = h.new({ dealer = 4, variant = "quick", hands = HEARTS_EARLY.hands })
  g:play("choose hearts")
  h.play_tricks(g, HEARTS_EARLY.script, "hearts")
  assert_true(g:deal_over())
  -- seat 1 took all 13 hearts: A +130 (§6); the unplayed cards count for nobody
  assert_eq(h.deal_scores(g, 1), { A = 130, B = 0 })
end)

test("standard, hearts: the same deal plays its sixth trick", function()
  local g = h.new({ dealer = 4, hands = HEARTS_EARLY.hands })
  g:play("choose hearts")
  h.play_tricks(g, HEARTS_EARLY.script, "hearts")
  assert_true(not g:deal_over())
  h.play_tricks(g, { { 1, "2C 2D 4D 6D", 1 } }, "hearts")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 130, B = 0 })
end)

-- Seat 1 takes QD QS QH in trick 1 and QC in trick 2 of 3.
local QUEENS_EARLY = {
  hands = { "AC QC 2C", "QD 2D 3D", "QS 2S 3S", "QH 2H 3H" },
  first_two = { { 1, "AC QD QS QH", 1 }, { 1, "QC 2D 2S 2H", 1 } },
  last = { { 1, "2C 3D 3S 3H", 1 } },
}

test("quick, queens: the deal ends after the trick with the 4th queen", function()
  local g = h.new({ dealer = 4, variant = "quick", hands = QUEENS_EARLY.hands })
  g:play("choose queens")
  h.play_tricks(g, QUEENS_EARLY.first_two, "queens")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 120, B = 0 })
end)

test("quick, tricks and general: always played to the end (§5.3)", function()
  local g = h.new({ dealer = 4, variant = "quick", hands = QUEENS_EARLY.hands })
  g:play("choose tricks")
  h.play_tricks(g, QUEENS_EARLY.first_two, "tricks")
  assert_true(not g:deal_over())
  h.play_tricks(g, QUEENS_EARLY.last, "tricks")
  assert_true(g:deal_over())
  -- 3 tricks to seat 1 (not all 13): A -30
  assert_eq(h.deal_scores(g, 1), { A = -30, B = 0 })

  g = h.new({ dealer = 4, variant = "quick", hands = QUEENS_EARLY.hands })
  g:play("choose general")
  h.play_tricks(g, QUEENS_EARLY.first_two, "general")
  assert_true(not g:deal_over(), "general runs on after the 4th queen")
  h.play_tricks(g, QUEENS_EARLY.last, "general")
  assert_true(g:deal_over())
  -- seat 1 took everything: tricks 3 x -10 = -30; hearts QH 2H 3H 3 x -10 = -30 (13 is the
  -- bonus total); queens all four by one seat +120; no KH in play. A +60, B 0.
  assert_eq(h.deal_scores(g, 1), { A = 60, B = 0 })
end)

test("quick, king: without the KH in play the deal runs to the end", function()
  local g = h.new({ dealer = 4, variant = "quick", hands = QUEENS_EARLY.hands })
  g:play("choose king")
  h.play_tricks(g, QUEENS_EARLY.first_two, "king")
  assert_true(not g:deal_over())
  h.play_tricks(g, QUEENS_EARLY.last, "king")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 0, B = 0 })
end)
