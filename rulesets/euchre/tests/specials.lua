-- Euchre's larger scores: a march with a partner (2), a lone march (4), a lone defender's euchre
-- (4, with lone_defenders), and the match ending at the target.

local d = require("lib.deal")

-- Seat 1 holds the five top diamonds but QD and 9D; QD is turned, seat 4 deals.
local HANDS = { "JD JH AD KD TD", "9D 9C TC QC KC", "AC 9H TH QH KH", "AH 9S TS QS KS" }
local UP, REST = "QD", "JC JS AS"

-- Seat 1 leads its five trumps; the others follow as they must (seat 3 only when in play).
local function five_tricks(g, with_partner)
  local others = {
    { "play 9D", "play QD" }, { "play 9C", "play AH" }, { "play TC", "play TS" },
    { "play QC", "play QS" }, { "play KC", "play KS" } }
  local partner = { "play AC", "play 9H", "play TH", "play QH", "play KH" }
  for i, lead in ipairs({ "play JD", "play JH", "play AD", "play KD", "play TD" }) do
    d.plays(g, { { 1, lead }, { 2, others[i][1] } })
    if with_partner then d.plays(g, { { 3, partner[i] } }) end
    d.plays(g, { { 4, others[i][2] } })
  end
end

test("a march with a partner scores 2", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "order up" }, { 4, "discard 9S" } })
  five_tricks(g, true)
  assert_eq(g:get("points", 1), 2)
  assert_eq(g:get("points", 2), 0)
end)

test("a lone march scores 4", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "order alone" }, { 4, "discard 9S" } })
  five_tricks(g, false)
  assert_eq(g:get("points", 1), 4)
end)

test("lone_defenders: the defenders are asked from the dealer's left; a lone euchre scores 4", function()
  local g = d.new(HANDS, UP, REST, { lone_defenders = true })
  d.plays(g, { { 1, "pass" }, { 2, "order up" }, { 4, "discard 9S" } })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass", "defend" })
  g:play("defend")
  assert_eq(g:view(0).sitting_out, { 3 })
  assert_eq(g:get("defender"), 1)
  five_tricks(g, false)
  assert_eq(g:get("points", 1), 4)
  assert_eq(g:get("points", 2), 0)
end)

test("lone_defenders: when the first defender declines, the second is asked, then play begins", function()
  local g = d.new(HANDS, UP, REST, { lone_defenders = true })
  d.plays(g, { { 1, "pass" }, { 2, "order up" }, { 4, "discard 9S" }, { 1, "pass" } })
  assert_eq(g:to_move(), 3)
  g:play("pass")
  assert_eq(g:view(0).sitting_out, {})
  assert_eq(g:to_move(), 1)
  assert_eq(#g:moves(), 5)
end)

test("the match ends after the deal that reaches the target", function()
  local g = d.new(HANDS, UP, REST, { target = 4 })
  d.plays(g, { { 1, "order alone" }, { 4, "discard 9S" } })
  five_tricks(g, false)
  assert_true(g:over())
  assert_eq(g:winners(), { 1, 3 })
end)
