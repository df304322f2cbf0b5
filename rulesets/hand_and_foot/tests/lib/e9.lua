-- The E9/E10 position of spec §14, reached by play from a fixed first deal (used by
-- e09_going_out_refusal.lua, e10_deal_score.lua and e14_game_total.lua).
--
-- Round 1 (4 players, A = {1,3}, B = {2,4}, deal 1, minimum 50):
-- * Seat 1: R lays 3D 3H and draws 6C 6D; draws 6H 4H; opens QC QD QD + KC KC KD (30 + 30,
--   minimal), completes both (clean books K and Q), melds the wild book and 6C 6D 6H, and
--   discards 4H, his last card: he takes up his foot 3H 9C JK (settled at his next turn).
-- * Seat 2: R lays 3D, draws QS; draws KD 9S; opens AC AC AD (60), completes the A book,
--   melds the dirty book 8C 8C 8D 8H 8S 8S 2S, discards 9S; keeps KD KD QS; foot untaken.
-- * Seat 3: draws JS 4D; melds the dirty books 5C 5D 5H 5S 5S 2C JK and JC JD JH JS JS 2D 2H
--   (2s are handed out lowest first, 8.3), discards 4D: takes up his foot 4C 9D 3S 2H.
-- * Seat 4: R lays 3D, draws TS; draws TD 8D; melds 7C 7D 7H 2D and TC TD TS, discards 8D:
--   takes up his foot 5H 3C.
-- Round 2: seat 1's turn begins on foot (foot_turns = 1): R lays 3H and draws 9D; the stock
-- then holds 6S QH. He is left in DRAW (the caller plays on).
--
-- With wild_book = false seat 1 holds no 2s and no JK in round 1 (no wild book).
-- o.extra_stock (top first) is put below the stock: drawn after 6S QH.

local h = require("lib.helpers")

local e9 = {}

e9.HANDS = {
  "3D 3H KC KC KD KH KH KS KS QC QD QD QH QH QS QS 2C 2D 2H 2S 2S JK JK",
  "3D AC AC AD AD AH AS AS 8C 8C 8D 8H 8S 8S 2S KD",
  "5C 5D 5H 5S 5S 2C JK JC JD JH JS 2D 2H",
  "3D 7C 7D 7H 2D TC",
}
e9.FEET = { "3H 9C JK", "3H AC 7D 7D 8S 9H TC JS QD KC 2D JK 4S", "4C 9D 3S 2H", "5H 3C" }
-- R1: 6C 6D | draw1: 6H 4H | R2: QS | draw2: KD 9S | draw3: JS 4D | R4: TS | draw4: TD 8D |
-- R1 (foot): 9D | draw1: 6S QH
e9.STOCK = "6C 6D 6H 4H QS KD 9S JS 4D TS TD 8D 9D 6S QH"
e9.PILE = "4C"

function e9.new(o)
  o = o or {}
  local hands = { e9.HANDS[1], e9.HANDS[2], e9.HANDS[3], e9.HANDS[4] }
  if o.wild_book == false then
    hands[1] = "3D 3H KC KC KD KH KH KS KS QC QD QD QH QH QS QS"
  end
  local stock = e9.STOCK .. (o.extra_stock and (" " .. o.extra_stock) or "")
  local g = h.new({ hands = hands, feet = e9.FEET, stock = stock, pile = e9.PILE,
                    options = o.options, variant = o.variant })
  local s1 = { "draw", "meld QC QD QD + KC KC KD", "add K KH KH KS KS", "add Q QH QH QS QS" }
  if o.wild_book ~= false then s1[#s1 + 1] = "meld 2C 2D 2H 2S 2S JK JK" end
  s1[#s1 + 1] = "meld 6C 6D 6H"
  s1[#s1 + 1] = "discard 4H"
  h.play(g, 1, s1)
  h.play(g, 2, { "draw", "meld AC AC AD", "add A AD AH AS AS", "meld 8C 8C 8D 8H 8S 8S 2S", "discard 9S" })
  h.play(g, 3, { "draw", "meld 5C 5D 5H 5S 5S 2C JK", "meld JC JD JH JS JS 2D 2H", "discard 4D" })
  h.play(g, 4, { "draw", "meld 7C 7D 7H 2D", "meld TC TD TS", "discard 8D" })
  assert_eq(g:to_move(), 1)
  return g
end

return e9
