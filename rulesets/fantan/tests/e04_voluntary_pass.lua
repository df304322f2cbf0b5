-- Fan Tan E4 (spec §12): a voluntary pass under passing=penalized pays the pass
-- chip at once and records a 3-chip pass penalty plus start-card penalties to
-- the holders of the start card's neighbours at that moment (§5.4). The records
-- are hidden and paid at the settlement (§7.1), so each case plays to the end.

local h = require("lib.helpers")
local balances, sum = h.balances, h.sum

-- Layout C 5-9 only; dealer 1, so seat 2 acts first.
local function e4_game(hands)
  return cardrt.new("fantan", {
    players = 4, seed = 4, dealer = 1, variant = "standard-penalized",
    deal = { hand = hands, row_C = "5C 6C 7C 8C 9C" },
  })
end

-- Ante for the hands used below: seat 2 holds the longest hand, so seat 2 pays
-- 1 (49) and seats 1, 3, 4 pay 1 + 1 short-hand ante (48); pot 4+3 = 7.
local function check_ante(g)
  assert_eq(balances(g, 4), { 48, 49, 48, 48 })
  assert_eq(g:counter("pot"), 7)
end

-- Seat 2's voluntary pass: the pass chip now (48, pot 8), nothing else yet.
local function voluntary_pass(g, expected_moves)
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), expected_moves)
  g:play("pass")
  assert_eq(g:counter("chips", 2), 48)
  assert_eq(g:counter("pot"), 8)
  -- penalties stay recorded, not paid (§5.4)
  assert_eq(balances(g, 4), { 48, 48, 48, 48 })
end

test("E4 legal list includes pass under penalized", function()
  local g = e4_game({ "AD KC", "4C 2D 9D 7H QH JS KS", "TC", "6H 8H" })
  assert_eq(g:moves(), { "play 4C", "play 7H", "pass" })
end)

test("E4 (a) seat 4 holds 6H and 8H: 10 chips to seat 4", function()
  local g = e4_game({ "AD KC", "4C 2D 9D 7H QH JS KS", "TC", "6H 8H" })
  check_ante(g)
  voluntary_pass(g, { "play 4C", "play 7H", "pass" })
  assert_eq(g:to_move(), 3)
  g:play("play TC")                         -- seat 3 goes out
  assert_true(g:deal_over())
  -- cards: seat 1 48-2 = 46, seat 2 48-7 = 41, seat 4 48-2 = 46, pot 8+11 = 19
  -- pass penalty: seat 2 41-3 = 38, pot 22
  -- start-card penalty: seat 2 38-10 = 28, seat 4 46+10 = 56
  -- seat 3 takes the pot: 48+22 = 70
  assert_eq(balances(g, 4), { 46, 28, 70, 56 })
  assert_eq(g:counter("pot"), 0)
  assert_eq(sum(balances(g, 4)), 200)
end)

test("E4 (b) 6H with seat 4, 8H with seat 1: 5 to each", function()
  local g = e4_game({ "8H AD", "4C 2D 9D 7H QH JS KS", "TC", "6H KC" })
  check_ante(g)
  voluntary_pass(g, { "play 4C", "play 7H", "pass" })
  g:play("play TC")
  assert_true(g:deal_over())
  -- seat 1 48-2+5 = 51, seat 2 48-7-3-10 = 28, seat 4 48-2+5 = 51,
  -- seat 3 48 + pot (8+11+3 = 22) = 70
  assert_eq(balances(g, 4), { 51, 28, 70, 51 })
  assert_eq(sum(balances(g, 4)), 200)
end)

test("E4 (c) 8H in the passer's own hand: only 5 to seat 3", function()
  -- Seat 3 holds 6H and must still hold it later, so seat 4 goes out instead:
  -- seat 2 passes, seat 3 plays TC (keeps 6H), seat 4 plays JC, its last card.
  local g = e4_game({ "AD KC", "4C 2D 9D 7H 8H QH JS KS", "6H TC", "JC" })
  check_ante(g)
  -- 8H is not playable: hearts are unopened
  voluntary_pass(g, { "play 4C", "play 7H", "pass" })
  -- 6H is not playable either; seat 3 could pass, but plays
  assert_eq(g:moves(), { "play TC", "pass" })
  g:play("play TC")
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play JC", "pass" })
  g:play("play JC")
  assert_true(g:deal_over())
  -- cards: seat 1 48-2 = 46, seat 2 48-8 = 40, seat 3 48-1 = 47, pot 8+11 = 19
  -- pass penalty: seat 2 37, pot 22; start-card penalty (6H only): seat 2 32, seat 3 52
  -- seat 4 takes the pot: 48+22 = 70
  assert_eq(balances(g, 4), { 46, 32, 52, 70 })
  assert_eq(sum(balances(g, 4)), 200)
end)

test("E4 (d) two start cards: 3 to the pot, 10 to seat 4, 5 to seat 1, 5 to seat 3", function()
  -- Seat 3 (holder of 8S) is also the winner: after the pass the others play
  -- TC, JC, QC, seat 2 opens spades with 7S and seat 3 goes out with 8S.
  local g = e4_game({ "6S QC", "4C 2D 9D 7H QH 7S JS KS", "8S TC", "6H 8H JC" })
  check_ante(g)
  voluntary_pass(g, { "play 4C", "play 7H", "play 7S", "pass" })
  assert_eq(g:moves(), { "play TC", "pass" })
  g:play("play TC")
  assert_eq(g:moves(), { "play JC", "pass" })
  g:play("play JC")
  assert_eq(g:moves(), { "play QC", "pass" })
  g:play("play QC")
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "play 4C", "play 7H", "play 7S", "pass" })
  g:play("play 7S")
  assert_eq(g:moves(), { "play 8S", "pass" })
  g:play("play 8S")
  assert_true(g:deal_over())
  -- cards: seat 1 48-1 = 47, seat 2 48-7 = 41, seat 4 48-2 = 46, pot 8+10 = 18
  -- pass penalty: seat 2 38, pot 21
  -- start-card penalties (23 in all with the 3): seat 2 38-20 = 18,
  --   seat 4 46+10 = 56, seat 1 47+5 = 52, seat 3 48+5 = 53
  -- seat 3 takes the pot: 53+21 = 74
  assert_eq(balances(g, 4), { 52, 18, 74, 56 })
  assert_eq(sum(balances(g, 4)), 200)
  -- seat 2 lost ante 1 + pass chip 1 + 7 cards + 23 in penalties
  assert_eq(g:deal_score(2, 1), -32)
end)

test("E4 rule: no start-card payment for a stripped neighbour", function()
  -- 3 players with strip: AC is out; start_rank 2, so 2C's neighbours are AC
  -- (stripped: void, §5.4) and 3C (seat 2: 5 chips). Dealer 3: seat 1 acts.
  local g = cardrt.new("fantan", {
    players = 3, seed = 4, dealer = 3,
    options = { strip = true, start_rank = "2", passing = "penalized" },
    deal = { hand = { "2C KD", "3C QD", "2D" }, stripped = "AC" },
  })
  -- ante: seat 3 is short: 49, 49, 48; pot 4
  assert_eq(g:moves(), { "play 2C", "pass" })
  g:play("pass")                              -- seat 1 48, pot 5
  assert_eq(g:moves(), { "pass" })
  g:play("pass")                              -- seat 2 48, pot 6
  assert_eq(g:moves(), { "play 2D", "pass" })
  g:play("play 2D")                           -- seat 3 goes out
  assert_true(g:deal_over())
  -- cards: seat 1 46, seat 2 46, pot 10; pass penalty: seat 1 43, pot 13;
  -- 3C's holder: seat 1 38, seat 2 51; seat 3 48+13 = 61
  assert_eq(balances(g, 3), { 38, 51, 61 })
end)

test("E4 rule: with start_rank A there is no lower neighbour", function()
  -- passer holds AH; only 2H (seat 4) is owed 5
  local g = cardrt.new("fantan", {
    players = 4, seed = 4, dealer = 1, variant = "standard-penalized",
    options = { start_rank = "A" },
    deal = { hand = { "KH", "AH QD", "AC", "2H" } },
  })
  -- ante: seat 2 longest: 49; others 48; pot 7
  assert_eq(g:moves(), { "play AH", "pass" })
  g:play("pass")                              -- seat 2 48, pot 8
  assert_eq(g:moves(), { "play AC", "pass" })
  g:play("play AC")                           -- seat 3 goes out
  assert_true(g:deal_over())
  -- cards: seat 1 47, seat 2 46, seat 4 47, pot 12; pass penalty: seat 2 43, pot 15;
  -- 2H: seat 2 38, seat 4 52; KH is not a neighbour of AH (no wrap); seat 3 48+15 = 63
  assert_eq(balances(g, 4), { 47, 38, 63, 52 })
  assert_eq(sum(balances(g, 4)), 200)
end)
