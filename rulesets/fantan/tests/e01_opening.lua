-- Fan Tan E1 (spec §12): on an empty layout only start cards are playable (§5.1, §5.2).

local h = require("lib.helpers")
local sorted, cards, mentions = h.sorted, h.cards, h.mentions

-- The whole pack, 13 each; seat 1 holds E1's hand.
local E1_HANDS = {
  "AC 6C 7C 3D 9D JD 2H 8H QH 7S 8S TS KS",
  "2C 3C 4C 5C 8C 9C TC JC QC KC AD 2D 4D",
  "5D 6D 7D 8D TD QD KD AH 3H 4H 5H 6H 7H",
  "9H TH JH KH AS 2S 3S 4S 5S 6S 9S JS QS",
}

local function e1_game(variant, options, hands)
  return cardrt.new("fantan", {
    players = 4, seed = 1, dealer = 4, variant = variant, options = options,
    deal = { hand = hands or E1_HANDS },
  })
end

test("E1 standard: left of dealer opens, only the 7s are legal", function()
  local g = e1_game("standard")
  assert_eq(g:to_move(), 1)                -- dealer 4, so seat 1 acts first (§4.5)
  assert_eq(g:moves(), { "play 7C", "play 7S" })
  assert_eq(g:zone("row_C"), {})
  assert_eq(g:deal_number(), 1)
  assert_eq(g:dealer(), 4)
end)

test("E1 standard: equal hands of 13 pay the plain ante", function()
  local g = e1_game("standard")
  -- §4.4: nobody is short, so 50 - 1 each and the pot holds 4 x 1.
  for s = 1, 4 do assert_eq(g:counter("chips", s), 49, "seat " .. s) end
  assert_eq(g:counter("pot"), 4)
end)

test("E1 penalized: pass is added after the plays", function()
  local g = e1_game("standard-penalized")
  assert_eq(g:moves(), { "play 7C", "play 7S", "pass" })
end)

test("E1 options override: passing=penalized gives the same list", function()
  local g = e1_game(nil, { passing = "penalized" })
  assert_eq(g:moves(), { "play 7C", "play 7S", "pass" })
end)

test("E1 start_rank=8: the 8s open instead", function()
  -- start_rank is given as a rank string, like the card notation
  local g = e1_game(nil, { start_rank = "8" })
  assert_eq(g:moves(), { "play 8H", "play 8S" })
end)

test("E1 sixes variant: the 6s open", function()
  local g = e1_game("sixes")
  assert_eq(g:moves(), { "play 6C" })
end)

test("E1 a player holding no 7 on an empty layout can only pass", function()
  -- seats 1 and 2 swap hands: seat 1 now holds no start card
  local g = e1_game("standard", nil, { E1_HANDS[2], E1_HANDS[1], E1_HANDS[3], E1_HANDS[4] })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  -- §5.3: a pass in chips mode costs pass_chip at once
  assert_eq(g:counter("chips", 1), 48)
  assert_eq(g:counter("pot"), 5)
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "play 7C", "play 7S" })
end)

test("E1 playing 7C opens the clubs row and passes the turn", function()
  local g = e1_game("standard")
  g:play("play 7C")
  assert_eq(g:zone("row_C"), { "7C" })
  assert_eq(g:zone("row_S"), {})
  assert_eq(sorted(g:zone("hand", 1)), sorted(cards("AC 6C 3D 9D JD 2H 8H QH 7S 8S TS KS")))
  assert_eq(g:to_move(), 2)
  -- seat 2 holds 8C (hi+1 of [7..7]) and no 7
  assert_eq(g:moves(), { "play 8C" })
  g:play("play 8C")
  assert_eq(g:zone("row_C"), { "7C", "8C" })
  assert_eq(g:to_move(), 3)
  -- seat 3: 7D and 7H open their rows; 6C is not his
  assert_eq(g:moves(), { "play 7D", "play 7H" })
end)

test("E1 a seat's view hides the other hands", function()
  local g = e1_game("standard")
  -- KC is only in seat 2's hand; 7C only in seat 1's
  assert_true(mentions(g:view(2), "KC"), "seat 2 sees his own KC")
  assert_true(not mentions(g:view(1), "KC"), "seat 1 must not see seat 2's KC")
  assert_true(not mentions(g:view(3), "7C"), "seat 3 must not see seat 1's 7C")
  g:play("play 7C")
  -- once laid out, a card is public
  assert_true(mentions(g:view(3), "7C"), "the layout is public")
end)
