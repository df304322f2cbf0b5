-- Fan Tan E6 (spec §12): E5's hand in settle mode (§7.2: no ante, no pass chips,
-- payments go straight to the player who goes out), then with play-on (§5.6,
-- D9): every later player to go out triggers a settlement of his own.
--
-- Same deal as e05_chips_settlement.lua (h.E5_DEAL). In kartendomino,
-- first_player is first_extra_card: the shortest hand is 3 (seat 3) and seat 2,
-- first in dealing order from dealer 1, holds more, so seat 2 still acts first
-- (§4.5).

local h = require("lib.helpers")
local balances, sizes, sorted = h.balances, h.sizes, h.sorted

local function e6_game(variant)
  return cardrt.new("fantan", { players = 4, seed = 6, dealer = 1, variant = variant, deal = h.E5_DEAL })
end

-- E5's sequence up to seat 3 going out, asserting each legal list.
local function play_until_seat3_out(g)
  local steps = {
    { 2, { "play 4C", "play 7H", "pass" }, "pass" },    -- voluntary: 3 + 10 recorded
    { 3, { "play TC", "pass" }, "play TC" },
    { 4, { "play 7S", "pass" }, "play 7S" },
    { 1, { "pass" }, "pass" },                          -- forced: nothing recorded
    { 2, { "play 4C", "play 7H", "pass" }, "play 4C" },
    { 3, { "play JC", "pass" }, "play JC" },
    { 4, { "play 8S", "pass" }, "play 8S" },
    { 1, { "play 9S", "pass" }, "play 9S" },
    { 2, { "play 7H", "pass" }, "play 7H" },
    { 3, { "play QC", "pass" }, "play QC" },
  }
  for i, st in ipairs(steps) do
    assert_eq(g:to_move(), st[1], "step " .. i)
    assert_eq(g:moves(), st[2], "step " .. i)
    if i < #steps then
      -- settle mode: no ante, no pass chips, nothing paid before a settlement
      assert_eq(balances(g, 4), { 50, 50, 50, 50 }, "step " .. i)
    end
    g:play(st[3])
  end
end

test("E6 settle mode: 47 / 32 / 63 / 58", function()
  local g = e6_game("kartendomino")
  play_until_seat3_out(g)
  assert_true(g:deal_over())
  -- seat 1 pays 3 to seat 3; seat 2 pays 5 + 3 (penalty) to seat 3 and 10 to
  -- seat 4; seat 4 pays 2 to seat 3: 50+3+8+2 = 63, 50-2+10 = 58
  assert_eq(balances(g, 4), { 47, 32, 63, 58 })
  assert_eq(g:deal_score(2, 1), -18)
  assert_eq(g:deal_score(3, 1), 13)
  assert_true(not g:over())
  assert_true(g:to_move() ~= nil)
  assert_eq(g:dealer(), 3)                  -- winner deals next
end)

test("E6 play-on: ranking 3, 4, 1, 2; balances 48 / 25 / 63 / 64", function()
  local g = e6_game("kartendomino-places")
  play_until_seat3_out(g)
  -- first settlement as in plain settle mode; the hand goes on at seat 4
  assert_eq(balances(g, 4), { 47, 32, 63, 58 })
  assert_true(not g:deal_over())
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play 6H", "play 8H", "pass" })
  g:play("play 6H")
  assert_eq(g:moves(), { "play TS", "pass" });  g:play("play TS")   -- seat 1
  assert_eq(g:moves(), { "play JS", "pass" });  g:play("play JS")   -- seat 2
  -- seat 3 is out and is skipped
  assert_eq(g:to_move(), 4)
  assert_eq(sizes(g, 4), { 2, 4, 0, 1 })
  assert_eq(g:moves(), { "play 8H", "pass" })
  g:play("play 8H")
  -- seat 4 out: seat 1 pays 2 (45), seat 2 pays 4 (28), seat 4 58+6 = 64
  assert_eq(balances(g, 4), { 45, 28, 63, 64 })
  assert_true(not g:deal_over())
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 9H", "play QS", "pass" })
  g:play("play QS")
  assert_eq(g:moves(), { "play KS", "pass" });  g:play("play KS")   -- seat 2
  assert_eq(g:to_move(), 1)
  assert_eq(sizes(g, 4), { 1, 3, 0, 0 })
  assert_eq(g:moves(), { "play 9H", "pass" })
  g:play("play 9H")
  -- seat 1 out: seat 2 pays 3 (25), seat 1 45+3 = 48; seat 2 alone holds cards
  assert_true(g:deal_over())
  assert_eq(balances(g, 4), { 48, 25, 63, 64 })
  assert_eq(sorted(g:zone("hand", 2)), sorted({ "2D", "9D", "QH" }))
  assert_eq(g:deal_score(1, 1), -2)
  assert_eq(g:deal_score(2, 1), -25)
  assert_eq(g:deal_score(3, 1), 13)
  assert_eq(g:deal_score(4, 1), 14)
  -- the first player out (seat 3) is the winner who deals next
  assert_true(g:to_move() ~= nil)
  assert_eq(g:dealer(), 3)
end)
