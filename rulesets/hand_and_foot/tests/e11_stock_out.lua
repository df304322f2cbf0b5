-- Hand and Foot E11 (spec §14): stock-out (6.1d, 9.2, D23), 2 players playing alone.
-- Seat 1 (R lays 3D 3H, draws 2S 9C; draws JK 6H) opens AC AC AD, completes the A book,
-- melds 4C 4D 2S, discards 6H, keeps 9C JK. Seat 2 draws 3C 9D, opens QC QD QH + KC KC KD
-- (60, minimal), completes the K book, discards 9D, keeps 3S 5D 3C. At seat 1's next turn
-- start the stock holds 1 card (5S): the deal ends.

local h = require("lib.helpers")

local function e11()
  local g = h.new({
    players = 2,
    hands = { "3D 3H AC AC AD AD AH AH AS 4C 4D", "KC KC KD KD KH KH KS QC QD QH 3S 5D" },
    stock = "2S 9C JK 6H 3C 9D 5S",        -- top first
    pile = "7C",
  })
  h.play(g, 1, { "draw", "meld AC AC AD", "add A AD AH AH AS", "meld 4C 4D 2S", "discard 6H" })
  h.play(g, 2, { "draw", "meld QC QD QH + KC KC KD", "add K KD KH KH KS", "discard 9D" })
  return g
end

test("E11 the deal ends at seat 1's turn start with 1 stock card", function()
  local g = e11()
  assert_true(g:deal_over())
  assert_eq(g:zone("stock"), { "5S" })
  assert_eq(h.hand(g, 1), h.set("9C JK"))
  assert_eq(h.hand(g, 2), h.set("3S 5D 3C"))
end)

test("E11 scores: seat 1 810, seat 2 585, no going-out bonus", function()
  local g = e11()
  -- seat 1: book 140 + 500, 4C 4D 2S 30, red 3s 200, hand 9C JK -60 = 810
  assert_eq(g:deal_score(1, 1), 810)
  -- seat 2: book 70 + 500, QC QD QH 30, hand 3S 5D 3C -15 = 585
  assert_eq(g:deal_score(2, 1), 585)
  assert_eq(select(1, h.score_from_zones(g, 1, 2)), 810)
  assert_eq(select(1, h.score_from_zones(g, 2, 2)), 585)
end)

-- Seat 1 holds AC AC; seat 2 discards AD: a pickup AC AC (AD AC AC = 60 >= 50, L9) would
-- be legal with enough stock.
local function pair_game(stock)
  local g = h.new({ players = 2, hands = { "AC AC 5C", "AD 6C" }, stock = stock, pile = "KH",
                    options = { meld_minimums = { 50 } } })   -- a one-deal game
  h.draw_discard(g, 1, "5C")
  h.draw_discard(g, 2, "AD")
  return g
end

test("E11 control: with 2 stock cards seat 1 may pick up AD", function()
  local g = pair_game("7C 7D 8C 8D 4S 4H")
  assert_eq(g:moves(), { "draw", "pickup AC AC" })
end)

test("E11 seat 1 may not pick up the pile instead of the missing draw (9.2)", function()
  local g = pair_game("7C 7D 8C 8D 4S")  -- 1 card left at seat 1's turn start
  assert_true(g:deal_over())
  assert_true(g:over(), "the only deal is over")
  assert_eq(g:to_move(), nil)
  assert_eq(g:moves(), {})
  assert_eq(g:zone("discard"), h.cards("KH 5C AD"))
  assert_eq(g:zone("stock"), { "4S" })
end)
