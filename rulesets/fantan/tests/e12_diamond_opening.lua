-- Fan Tan E12 (spec §12): with diamond_opens the holder of the start diamond
-- takes the first turn and must play it (§4.5, §5.2 step 2).

local h = require("lib.helpers")
local contains = h.contains

test("E12 parliament: seat 3 holds 7D and opens, then seat 4", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 12, dealer = 4, variant = "parliament",
    deal = { hand = { "AC KS", "AH QS", "7S 7D 2C", "6D 8D 7C 7H KH" } },
  })
  -- seat 1 is left of the dealer, but seat 3 holds 7D
  assert_eq(g:to_move(), 3)
  -- 7S is a start card too, yet only 7D is legal before any card is down
  assert_eq(g:moves(), { "play 7D" })
  g:play("play 7D")
  assert_eq(g:zone("row_D"), { "7D" })
  -- play continues to the left of seat 3
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play 7C", "play 6D", "play 8D", "play 7H" })
end)

test("E12 the diamond rule holds only for the first card", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 12, dealer = 4, variant = "parliament",
    deal = { hand = { "AC KS", "AH QS", "7S 7D 2C", "6D 8D 7C 7H KH" } },
  })
  g:play("play 7D")
  g:play("play 7C")                           -- seat 4
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass" })            -- AC KS: nothing playable
  g:play("pass")
  g:play("pass")                              -- seat 2: AH QS
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play 7S" })         -- 2C is not next to [7..7]
end)

test("E12 the 7D holder left of the dealer opens as usual", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 12, dealer = 4, variant = "parliament",
    deal = { hand = { "7D 7C", "AH", "AS", "AC" } },
  })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 7D" })
end)

test("E12 parliament rotates the deal; the next hand opens with 7D again", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 12, dealer = 4, variant = "parliament",
    deal = { hand = { "2C", "3C", "7D", "4C" } },
  })
  assert_eq(g:to_move(), 3)
  g:play("play 7D")                           -- seat 3 goes out at once
  assert_true(g:deal_over())
  -- ante 1 each (49, pot 4); seats 1, 2, 4 pay 1 card each (48); seat 3 49+7 = 56
  assert_eq(g:counter("chips", 1), 48)
  assert_eq(g:counter("chips", 3), 56)
  local first = g:to_move()
  -- next_dealer=rotate: seat left of dealer 4, not the winner (§4.1)
  assert_eq(g:dealer(), 1)
  assert_eq(g:deal_number(), 2)
  assert_true(contains(g:zone("hand", first), "7D"))
  assert_eq(g:moves(), { "play 7D" })
end)

test("E12 diamond_opens follows start_rank", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 12, dealer = 4, options = { diamond_opens = true, start_rank = "6" },
    deal = { hand = { "6C", "7D", "6D 6S", "8D 9D" } },
  })
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play 6D" })
  g:play("play 6D")
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "pass" })            -- 8D is two above 6D
end)

test("parliament with the start diamond in no hand (a fixed deal) plays as usual", function()
  -- diamond_opens names the holder of 7D; a test deal may leave 7D out, and then nobody can be
  -- made to lay it: seat 1, left of the dealer, starts with the ordinary legal moves.
  local g = cardrt.new("fantan", {
    variant = "parliament", dealer = 4,
    deal = { hand = { "7C 2D", "8C", "6C", "9S" } },
  })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 7C" })
end)
