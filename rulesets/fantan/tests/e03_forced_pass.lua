-- Fan Tan E3 (spec §12): a player with no playable card must pass and, in chips
-- mode, pays a pass chip at once (§5.2 step 5, §5.3).

local h = require("lib.helpers")
local balances = h.balances

-- E3's layout: C 5-9, D 7-9, H 6-8, S 6-9.
local E3_ROWS = {
  row_C = "5C 6C 7C 8C 9C", row_D = "7D 8D 9D", row_H = "6H 7H 8H", row_S = "6S 7S 8S 9S",
}

test("E3 forced pass with a chip, reached by play (44 chips, pot 9)", function()
  -- Dealer 2, so seat 3 acts first. Seat 3 holds 4 cards, the others 5:
  -- ante 50-1 = 49 for seats 1, 2, 4; seat 3 is short: 50-1-1 = 48; pot 3+2 = 5.
  -- Seat 3 passes 4 times while the others build E3's layout from row C 6-8:
  -- seat 3 then has 48-4 = 44 and the pot 5+4 = 9, exactly as in E3.
  local g = cardrt.new("fantan", {
    players = 4, seed = 3, dealer = 2, variant = "standard",
    deal = {
      hand = { "7H 6H 8H 5C AD", "7S 8S 6S 9S KC", "2D KD 3S QS", "7D 8D 9D 9C KH" },
      row_C = "6C 7C 8C",
    },
  })
  assert_eq(balances(g, 4), { 49, 49, 48, 49 })
  assert_eq(g:counter("pot"), 5)
  local rounds = {
    { "play 7D", "play 7H", "play 7S" },
    { "play 8D", "play 6H", "play 8S" },
    { "play 9D", "play 8H", "play 6S" },
    { "play 9C", "play 5C", "play 9S" },
  }
  for _, r in ipairs(rounds) do
    assert_eq(g:to_move(), 3)
    assert_eq(g:moves(), { "pass" })
    g:play("pass")
    for i, seat in ipairs({ 4, 1, 2 }) do
      assert_eq(g:to_move(), seat)
      g:play(r[i])
    end
  end
  -- the position of E3
  assert_eq(g:zone("row_C"), { "5C", "6C", "7C", "8C", "9C" })
  assert_eq(g:zone("row_D"), { "7D", "8D", "9D" })
  assert_eq(g:zone("row_H"), { "6H", "7H", "8H" })
  assert_eq(g:zone("row_S"), { "6S", "7S", "8S", "9S" })
  assert_eq(g:to_move(), 3)
  assert_eq(g:counter("chips", 3), 44)
  assert_eq(g:counter("pot"), 9)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:counter("chips", 3), 43)
  assert_eq(g:counter("pot"), 10)
  assert_eq(balances(g, 4), { 49, 49, 43, 49 })
  assert_eq(g:to_move(), 4)
  assert_true(not g:deal_over())
end)

test("E3 on the fixed layout: pass costs exactly one chip", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 3, dealer = 2, variant = "standard",
    deal = {
      hand = { "AD", "KC", "2D KD 3S QS", "AH" },
      row_C = E3_ROWS.row_C, row_D = E3_ROWS.row_D, row_H = E3_ROWS.row_H, row_S = E3_ROWS.row_S,
    },
  })
  local before, pot = g:counter("chips", 3), g:counter("pot")
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:counter("chips", 3), before - 1)
  assert_eq(g:counter("pot"), pot + 1)
end)

test("E3 under penalized the pass is not voluntary: nothing recorded", function()
  -- Seat 3 passes (no playable card), then seat 4 goes out with TC.
  -- Ante: seat 3 holds the longest hand (4): 50-1 = 49; seats 1, 2, 4 (1 card)
  -- 50-2 = 48; pot 4+3 = 7. Pass: seat 3 48, pot 8.
  -- Settlement §7.1: seat 1 pays 1 (47), seat 2 pays 1 (47), seat 3 pays 4 (44),
  -- pot 8+6 = 14, no penalty; seat 4 takes it: 48+14 = 62. Sum 200.
  local g = cardrt.new("fantan", {
    players = 4, seed = 3, dealer = 2, variant = "standard-penalized",
    deal = {
      hand = { "AD", "KC", "2D KD 3S QS", "TC" },
      row_C = E3_ROWS.row_C, row_D = E3_ROWS.row_D, row_H = E3_ROWS.row_H, row_S = E3_ROWS.row_S,
    },
  })
  assert_eq(balances(g, 4), { 48, 48, 49, 48 })
  assert_eq(g:counter("pot"), 7)
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:counter("chips", 3), 48)
  assert_eq(g:counter("pot"), 8)
  assert_eq(g:moves(), { "play TC", "pass" })
  g:play("play TC")
  assert_true(g:deal_over())
  -- a 3-chip penalty for seat 3 would show as 41 / 65 here
  assert_eq(balances(g, 4), { 47, 47, 44, 62 })
  assert_eq(g:counter("pot"), 0)
  assert_eq(g:deal_score(3, 1), -6)
  assert_eq(g:deal_score(4, 1), 12)
end)
