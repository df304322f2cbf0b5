-- Fan Tan E7 (spec §12): every player whose hand is shorter than the longest
-- pays short_hand_ante on top of the ante (§4.4); pass chips and the settlement
-- then run as in §5.3 and §7.1.

local h = require("lib.helpers")
local balances, sizes, sum = h.balances, h.sizes, h.sum

test("E7 real 5-player deal: 11/11/10/10/10 and the extra ante", function()
  for _, seed in ipairs({ 1, 2, 3 }) do
    local g = cardrt.new("fantan", { players = 5, seed = seed, dealer = 5, variant = "standard" })
    assert_eq(sizes(g, 5), { 11, 11, 10, 10, 10 }, "seed " .. seed)
    -- seats 1, 2 pay 1 (49); seats 3, 4, 5 pay 2 (48); pot 2+6 = 8
    assert_eq(balances(g, 5), { 49, 49, 48, 48, 48 }, "seed " .. seed)
    assert_eq(g:counter("pot"), 8, "seed " .. seed)
    assert_eq(g:to_move(), 1)
  end
end)

test("E7 passes and settlement: 44 / 47 / 74 / 40 / 45", function()
  -- E7's counts (seat 3 out with 10 cards; seats 1, 4, 5 holding 4, 5, 1 after
  -- 1, 3, 2 passes) are not reachable from 11/11/10/10/10 in turn order. These
  -- hands keep the same ante pattern (seats 1, 2 longest, seats 3, 4, 5 short)
  -- with sizes 6/6/4/5/2 and dealer 1, so seat 2 leads and seat 3 goes out on
  -- his 4th turn after seat 4 passed 3 times, seat 5 twice and seat 1 once.
  local g = cardrt.new("fantan", {
    players = 5, seed = 7, dealer = 1, variant = "standard",
    deal = {
      hand = { "8S TS AD 2D 3D 4D", "8C 7S 9C TC KD QD", "6C 5C 4C 3C", "6D 8D 9D TD JD", "9S 5D" },
      row_C = "7C",
    },
  })
  -- ante: seats 1, 2 pay 1 (49); seats 3, 4, 5 pay 1+1 (48); pot 2+6 = 8
  assert_eq(balances(g, 5), { 49, 49, 48, 48, 48 })
  assert_eq(g:counter("pot"), 8)
  local rounds = {
    { "play 8C", "play 6C", "pass", "pass", "pass" },
    { "play 7S", "play 5C", "pass", "pass", "play 8S" },
    { "play 9C", "play 4C", "pass", "play 9S", "play TS" },
  }
  for r, moves in ipairs(rounds) do
    for i, m in ipairs(moves) do
      local seat = (i % 5) + 1                -- seats 2, 3, 4, 5, 1
      assert_eq(g:to_move(), seat, "round " .. r)
      if m == "pass" then assert_eq(g:moves(), { "pass" }, "round " .. r .. " seat " .. seat) end
      g:play(m)
    end
  end
  -- seat 4 passed 3 times (45), seat 5 twice (46), seat 1 once (48); pot 8+6 = 14
  assert_eq(balances(g, 5), { 48, 49, 48, 45, 46 })
  assert_eq(g:counter("pot"), 14)
  g:play("play TC")                          -- seat 2
  assert_eq(g:to_move(), 3)
  assert_eq(sizes(g, 5), { 4, 2, 1, 5, 1 })
  assert_eq(g:moves(), { "play 3C" })
  g:play("play 3C")
  assert_true(g:deal_over())
  -- they pay 4+2+5+1 = 12: 44, 47, 40, 45; pot 26; seat 3 takes it: 48+26 = 74
  assert_eq(balances(g, 5), { 44, 47, 74, 40, 45 })
  assert_eq(sum(balances(g, 5)), 250)
  assert_eq(g:deal_score(3, 1), 24)
  assert_eq(g:deal_score(4, 1), -10)
end)

test("E7 short_hand_ante is an option", function()
  local g = cardrt.new("fantan", {
    players = 5, seed = 1, dealer = 5, options = { ante = 2, short_hand_ante = 3 },
  })
  -- seats 1, 2: 50-2 = 48; seats 3, 4, 5: 50-2-3 = 45; pot 4+15 = 19
  assert_eq(balances(g, 5), { 48, 48, 45, 45, 45 })
  assert_eq(g:counter("pot"), 19)
end)
