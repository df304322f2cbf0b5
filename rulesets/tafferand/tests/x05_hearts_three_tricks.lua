-- Tafferand X5 (spec §13): three tricks of contract hearts under restriction all, every
-- legal list exact (§5.1 lead restriction and following, §5.2 winners, §6 hearts group).

local h = require("lib.helpers")

-- Dealer 1: seat 2 declares and leads.
local HANDS = {
  "QS 6D AH",             -- seat 1
  "5S 2H 8H",             -- seat 2
  "KS 9D 3H",             -- seat 3
  "4S TH JH",             -- seat 4
}

local function x5_game(options)
  local g = h.new({ dealer = 1, hands = HANDS, options = options })
  h.step(g, 2, h.all_chooses(), "choose hearts")
  return g
end

test("X5 trick 1: seat 2 may not lead a heart; KS wins", function()
  local g = x5_game()
  h.step(g, 2, { "play 5S" }, "play 5S")
  h.step(g, 3, { "play KS" }, "play KS")
  h.step(g, 4, { "play 4S" }, "play 4S")
  h.step(g, 1, { "play QS" }, "play QS")
  assert_eq(g:to_move(), 3)
  assert_eq(h.sorted(g:zone("won", 3)), { "4S", "5S", "QS", "KS" })
end)

test("X5 trick 2: 9D led, voids discard hearts, seat 3 wins JH and 8H", function()
  local g = x5_game()
  for _, m in ipairs({ "play 5S", "play KS", "play 4S", "play QS" }) do g:play(m) end
  h.step(g, 3, { "play 9D" }, "play 9D")              -- may not lead 3H
  h.step(g, 4, { "play TH", "play JH" }, "play JH")
  h.step(g, 1, { "play 6D" }, "play 6D")
  h.step(g, 2, { "play 2H", "play 8H" }, "play 8H")
  assert_eq(g:to_move(), 3)
  assert_eq(h.sorted(g:zone("won", 3)), h.sorted(h.cards("5S KS 4S QS 9D JH 6D 8H")))
end)

test("X5 trick 3: a leader holding only hearts leads one; AH wins; A -60, B 0", function()
  local g = x5_game()
  for _, m in ipairs({ "play 5S", "play KS", "play 4S", "play QS",
                       "play 9D", "play JH", "play 6D", "play 8H" }) do g:play(m) end
  h.step(g, 3, { "play 3H" }, "play 3H")
  h.step(g, 4, { "play TH" }, "play TH")
  h.step(g, 1, { "play AH" }, "play AH")
  h.step(g, 2, { "play 2H" }, "play 2H")
  assert_true(g:deal_over())
  assert_eq(h.sorted(g:zone("won", 1)), { "2H", "3H", "TH", "AH" })
  -- hearts taken: seat 1 four, seat 3 two (JH 8H): A 6 x -10 = -60; B took none: 0
  assert_eq(h.count_won(g, h.is_heart), { 4, 0, 2, 0 })
  assert_eq(h.deal_scores(g, 1), { A = -60, B = 0 })
  assert_eq(h.totals(g), { A = -60, B = 0 })
end)

test("X5 under restriction none seat 2 may lead his hearts", function()
  local g = x5_game({ heart_lead_restriction = "none" })
  assert_eq(g:moves(), { "play 2H", "play 8H", "play 5S" })
end)
