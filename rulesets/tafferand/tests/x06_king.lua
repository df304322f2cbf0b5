-- Tafferand X6 (spec §13), contract king: KH discarded by a void player goes to the trick's
-- winner, whose partnership gets -180 (§6). With early_end the deal stops after that trick
-- (§5.3); otherwise the remaining tricks are played and change nothing.

local h = require("lib.helpers")

-- Dealer 1: seat 2 declares and leads 6S. Trick 2 (seat 1 leads 2C) has no KH.
local HANDS = { "JS 2C", "6S 3C", "2S 4C", "KH 5C" }

local function trick1(o)
  local g = h.new({ dealer = 1, hands = HANDS, variant = o.variant, options = o.options })
  h.step(g, 2, h.all_chooses(), "choose king")
  h.step(g, 2, { "play 3C", "play 6S" }, "play 6S")
  h.step(g, 3, { "play 2S" }, "play 2S")
  h.step(g, 4, { "play 5C", "play KH" }, "play KH")  -- void in spades: may discard KH
  h.step(g, 1, { "play JS" }, "play JS")
  return g
end

test("X6 standard: JS wins with KH, the deal goes on, A -180 B 0", function()
  local g = trick1({})
  assert_true(not g:deal_over(), "early_end is off by default")
  assert_true(h.contains(g:zone("won", 1), "KH"))
  h.step(g, 1, { "play 2C" }, "play 2C")
  h.step(g, 2, { "play 3C" }, "play 3C")
  h.step(g, 3, { "play 4C" }, "play 4C")
  h.step(g, 4, { "play 5C" }, "play 5C")
  assert_true(g:deal_over())
  assert_eq(#g:zone("won", 4), 4)                 -- seat 4 took trick 2: no KH, no points
  assert_eq(h.deal_scores(g, 1), { A = -180, B = 0 })
  assert_eq(h.totals(g), { A = -180, B = 0 })
end)

test("X6 early_end=true: the deal ends right after the KH trick", function()
  local g = trick1({ options = { early_end = true } })
  assert_true(g:deal_over())
  assert_eq(g:deal_number(), 1)
  assert_eq(h.deal_scores(g, 1), { A = -180, B = 0 })
  assert_eq(h.totals(g), { A = -180, B = 0 })
end)

test("X6 quick variant = early_end: the deal ends after the KH trick", function()
  local g = trick1({ variant = "quick" })
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = -180, B = 0 })
  -- the next deal follows: dealer 2, declarer 3 (§3)
  assert_eq(g:to_move(), 3)
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 2)
end)
