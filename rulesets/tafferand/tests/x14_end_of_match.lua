-- Tafferand X14 (spec §13), end of match (§3, §8): after deal 24 the match is over and the
-- higher signed partnership total wins (equal totals: a draw). The test API has no winner
-- query, so this checks that the match ends exactly after deal 24 and that the totals it
-- is decided on are the sums of the 24 deal scores, read alike by partners.

local h = require("lib.helpers")
local m = require("lib.match")

local function full_match(seed)
  local g = h.new({ seed = seed, dealer = 4 })
  local r = m.play_match(g, { choose = m.first, play = m.first,
                              restriction = "all", early_end = false, ace_cascade = true })
  return g, r
end

test("X14 the match is over after deal 24, not before", function()
  local g = full_match(21)
  assert_true(g:over())
  assert_true(g:deal_over())
  assert_eq(g:deal_number(), 24)
  assert_eq(g:to_move(), nil)
  assert_eq(g:moves(), {})
  assert_eq(g:deal_number(), 24)                  -- no deal 25 was dealt
end)

test("X14 the final totals are the sums of the 24 deal scores", function()
  local g, r = full_match(22)
  local a, b = 0, 0
  for k = 1, 24 do
    local d = h.deal_scores(g, k)
    a, b = a + d.A, b + d.B
  end
  assert_eq(h.totals(g), { A = a, B = b })
  assert_eq(r.total, { A = a, B = b })
end)

test("X14 no move is accepted after the match", function()
  local g = full_match(23)
  local before = g:save()
  assert_error(function() g:play("choose king") end)
  assert_error(function() g:play("pass") end)
  assert_eq(g:save(), before)
end)
