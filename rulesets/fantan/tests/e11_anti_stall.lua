-- Fan Tan E11 (spec §12): under penalized, once the consecutive-pass counter
-- reaches the number of active players, a player holding a playable card may
-- not pass (§5.5).

local h = require("lib.helpers")
local balances, sum = h.balances, h.sum

-- Layout C 5-9, D 7-9; dealer 3, so seat 1 acts first. Seat 2 holds 6S,
-- seat 3 holds 8S: the neighbours of seat 1's 7S.
local function e11_game()
  return cardrt.new("fantan", {
    players = 3, seed = 11, dealer = 3, variant = "standard-penalized",
    deal = {
      hand = { "4C KD 7S", "KC 6S", "TC 8S" },
      row_C = "5C 6C 7C 8C 9C",
      row_D = "7D 8D 9D",
    },
  })
end

test("E11 three passes in a row: seat 1 must play", function()
  local g = e11_game()
  -- ante: seat 1 longest (3): 49; seats 2, 3 (2 cards): 48; pot 3+2 = 5
  assert_eq(balances(g, 3), { 49, 48, 48 })
  assert_eq(g:moves(), { "play 4C", "play 7S", "pass" })
  g:play("pass")                              -- voluntary, holds 7S
  assert_eq(g:moves(), { "pass" })            -- seat 2: nothing playable
  g:play("pass")
  assert_eq(g:moves(), { "play TC", "pass" }) -- seat 3: counter 2 < 3
  g:play("pass")                              -- voluntary
  -- each paid a pass chip
  assert_eq(balances(g, 3), { 48, 47, 47 })
  assert_eq(g:counter("pot"), 8)
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 4C", "play 7S" })
end)

test("E11 the recorded penalties are paid at the settlement", function()
  local g = e11_game()
  for _, m in ipairs({ "pass", "pass", "pass" }) do g:play(m) end
  g:play("play 7S")                                           -- seat 1
  assert_eq(g:moves(), { "play 6S", "pass" });  g:play("play 6S")   -- seat 2
  assert_eq(g:moves(), { "play TC", "play 8S", "pass" });  g:play("play TC")  -- seat 3
  assert_eq(g:moves(), { "play 4C", "pass" });  g:play("play 4C")   -- seat 1
  assert_eq(g:moves(), { "pass" });  g:play("pass")                 -- seat 2, forced
  assert_eq(balances(g, 3), { 48, 46, 47 })
  assert_eq(g:counter("pot"), 9)
  assert_eq(g:moves(), { "play 8S", "pass" })
  g:play("play 8S")                                           -- seat 3 goes out
  assert_true(g:deal_over())
  -- (a) cards: seat 1 (KD) 47, seat 2 (KC) 45, pot 11
  -- (b) pass penalties: seat 1 3 (44), seat 3 3 (44), pot 17
  -- (c) seat 1's 7S: 5 to seat 2 (held 6S at the pass) = 50, 5 to seat 3 (8S) = 49; seat 1 34
  -- (d) seat 3 takes 17: 66 (his own penalty came back with the pot)
  assert_eq(balances(g, 3), { 34, 50, 66 })
  assert_eq(sum(balances(g, 3)), 150)
end)

test("E11 the counter counts every pass; a player with no play still passes", function()
  local g = cardrt.new("fantan", {
    players = 3, seed = 11, dealer = 3, variant = "standard-penalized",
    deal = { hand = { "KD", "QD", "TC JC" }, row_C = "5C 6C 7C 8C 9C" },
  })
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 1
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 2
  assert_eq(g:moves(), { "play TC", "pass" });  g:play("pass") -- seat 3, counter 2
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 1, counter 3
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 2, counter 4
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play TC" })
  g:play("play TC")
  -- the play reset the counter: two passes later seat 3 may pass again
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 1
  assert_eq(g:moves(), { "pass" });  g:play("pass")            -- seat 2
  assert_eq(g:moves(), { "play JC", "pass" })                  -- seat 3, counter 2
end)
