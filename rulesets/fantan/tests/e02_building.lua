-- Fan Tan E2 (spec §12): an open row grows one card at either end (§5.1).

local h = require("lib.helpers")
local sorted, cards = h.sorted, h.cards

-- Dealer 1, so seat 2 acts first. Seats 3, 4, 1 hold one diamond each that
-- stays unplayable (diamonds are never opened), so each of them must pass.
local function e2_game(seat2_hand)
  return cardrt.new("fantan", {
    players = 4, seed = 2, dealer = 1, variant = "standard", deal = h.e2_deal(seat2_hand),
  })
end

test("E2 building both directions: legal list", function()
  local g = e2_game()
  assert_eq(g:to_move(), 2)
  -- not 3C (4C first), not 8D (diamonds unopened), not JS (spades unopened)
  assert_eq(g:moves(), { "play 4C", "play TC", "play 6H", "play 8H", "play 7S" })
end)

test("E2 the list is sorted whatever the hand order", function()
  local g = e2_game("JS 8H 4C 7S TC 3C 6H 8D")
  assert_eq(g:moves(), { "play 4C", "play TC", "play 6H", "play 8H", "play 7S" })
end)

test("E2 after 4C the clubs row is 4-9 and 3C becomes playable", function()
  local g = e2_game()
  g:play("play 4C")
  assert_eq(g:zone("row_C"), { "4C", "5C", "6C", "7C", "8C", "9C" })
  assert_eq(sorted(g:zone("hand", 2)), sorted(cards("3C TC 8D 6H 8H 7S JS")))
  -- seats 3, 4, 1 have nothing playable: forced passes (§5.2 step 5)
  for _, s in ipairs({ 3, 4, 1 }) do
    assert_eq(g:to_move(), s)
    assert_eq(g:moves(), { "pass" })
    g:play("pass")
  end
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "play 3C", "play TC", "play 6H", "play 8H", "play 7S" })
end)

test("E2 playing at the high end and opening a new row", function()
  local g = e2_game()
  g:play("play 8H")
  assert_eq(g:zone("row_H"), { "7H", "8H" })
  for _ = 1, 3 do g:play("pass") end
  -- 6H is still lo-1; 8H is gone
  assert_eq(g:moves(), { "play 4C", "play TC", "play 6H", "play 7S" })
  g:play("play 7S")
  assert_eq(g:zone("row_S"), { "7S" })
  for _ = 1, 3 do g:play("pass") end
  -- JS is still not adjacent to [7..7]
  assert_eq(g:moves(), { "play 4C", "play TC", "play 6H" })
end)

test("E2 no wrap-around: A and K are not adjacent", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 2, dealer = 1,
    deal = {
      hand = { "AH", "AS 6S KD 8D", "QH", "KH" },
      row_S = "7S 8S 9S TS JS QS KS",
      row_D = "AD 2D 3D 4D 5D 6D 7D",
    },
  })
  -- AS is not above KS, KD is not below AD (§2: no wrap-around)
  assert_eq(g:moves(), { "play 8D", "play 6S" })
end)
