-- Fan Tan E5 (spec §12): the chips settlement of E4 case (a), in the order of
-- §7.1: (a) cards into the pot, (b) pass penalties into the pot, (c) start-card
-- penalties to their recipients, (d) the winner takes the pot.
--
-- E5 as written (13 cards each, only two passes in the whole hand) cannot be
-- reached: seat 3 never passes, so he needs as many turns as cards, while seat 2,
-- who plays right before him and ends with 5 cards, gets at most one turn more
-- than his 2 plays + 1 pass. The hands below are as short as that sequence
-- allows (4/7/3/4), and short_hand_ante=0 keeps E5's "ante 1 each".

local h = require("lib.helpers")
local balances, sizes = h.balances, h.sizes

-- h.E5_DEAL is E4 (a)'s position: layout C 5-9, seat 2 to act (dealer 1)
-- holding E4's hand, seat 4 holding 6H and 8H.
local function e5_game()
  return cardrt.new("fantan", {
    players = 4, seed = 5, dealer = 1, variant = "standard-penalized",
    options = { short_hand_ante = 0 }, deal = h.E5_DEAL,
  })
end

test("E5 chips settlement with penalties: 45 / 30 / 68 / 57", function()
  local g = e5_game()
  -- ante 1 each: 49 each, pot 4
  assert_eq(balances(g, 4), { 49, 49, 49, 49 })
  assert_eq(g:counter("pot"), 4)

  -- seat 2's voluntary pass (E4 case (a)): seat 2 48, pot 5
  assert_eq(g:moves(), { "play 4C", "play 7H", "pass" })
  g:play("pass")
  assert_eq(g:counter("chips", 2), 48)
  assert_eq(g:counter("pot"), 5)

  assert_eq(g:moves(), { "play TC", "pass" });  g:play("play TC")   -- seat 3
  assert_eq(g:moves(), { "play 7S", "pass" });  g:play("play 7S")   -- seat 4

  -- seat 1 has no playable card: a forced pass, seat 1 48, pot 6
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:counter("chips", 1), 48)
  assert_eq(g:counter("pot"), 6)

  assert_eq(g:moves(), { "play 4C", "play 7H", "pass" });  g:play("play 4C")  -- seat 2
  assert_eq(g:moves(), { "play JC", "pass" });  g:play("play JC")   -- seat 3
  assert_eq(g:moves(), { "play 8S", "pass" });  g:play("play 8S")   -- seat 4
  assert_eq(g:moves(), { "play 9S", "pass" });  g:play("play 9S")   -- seat 1
  assert_eq(g:moves(), { "play 7H", "pass" });  g:play("play 7H")   -- seat 2

  -- seat 3 is about to play his last card; seats 1, 2, 4 hold 3, 5, 2
  assert_eq(g:to_move(), 3)
  assert_eq(sizes(g, 4), { 3, 5, 1, 2 })
  assert_eq(balances(g, 4), { 48, 48, 49, 49 })
  assert_eq(g:moves(), { "play QC", "pass" })
  g:play("play QC")

  assert_true(g:deal_over())
  assert_true(not g:over())
  -- (a) cards: 48-3 = 45, 48-5 = 43, 49-2 = 47, pot 6+10 = 16
  -- (b) seat 2 pays 3: 40, pot 19
  -- (c) seat 2 pays 10 to seat 4: 30, 57
  -- (d) seat 3 takes 19: 49+19 = 68
  assert_eq(balances(g, 4), { 45, 30, 68, 57 })
  assert_eq(g:counter("pot"), 0)
  for s, v in ipairs({ 45, 30, 68, 57 }) do assert_eq(g:score(s), v, "score of seat " .. s) end
  -- changes over hand 1, ante included (§13)
  assert_eq(g:deal_score(1, 1), -5)
  assert_eq(g:deal_score(2, 1), -20)
  assert_eq(g:deal_score(3, 1), 18)
  assert_eq(g:deal_score(4, 1), 7)
end)

test("E5 seat 3 deals the next hand", function()
  local g = e5_game()
  for _, m in ipairs({ "pass", "play TC", "play 7S", "pass", "play 4C", "play JC",
                       "play 8S", "play 9S", "play 7H", "play QC" }) do
    g:play(m)
  end
  assert_true(g:deal_over())
  assert_eq(g:deal_number(), 1)
  -- next_dealer=winner (§4.1); asking who moves starts hand 2
  assert_true(g:to_move() ~= nil)
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 3)
  assert_eq(g:to_move(), 4)
  assert_true(not g:deal_over())
  -- hand 1's result stays readable
  assert_eq(g:deal_score(3, 1), 18)
end)
