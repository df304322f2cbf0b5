-- Fan Tan E8 (spec §12): points mode (§7.3): the player who goes out scores the
-- cards left in the other hands; the match ends as soon as he reaches target (§8).
--
-- E8's scores before the hand (38, 12, 45, 20) cannot be set from a test, so the
-- hand is played as the first of the match with target lowered by the score the
-- player already had: 50-38 = 12 for seat 1, 50-45 = 5 for seat 3.

local function points(g, n)
  local t = {}
  for s = 1, n do t[s] = g:counter("points", s) end
  return t
end

-- Seat `first` opens and goes out with its only card; the others keep theirs.
local function one_card_out(target, dealer, hands)
  return cardrt.new("fantan", {
    players = 4, seed = 8, dealer = dealer, variant = "french-points",
    options = { target = target }, deal = { hand = hands },
  })
end

test("E8 seat 1 scores 13 and reaches the target: match over", function()
  -- dealer 4: seat 1 leads; seats 2, 3, 4 hold 6, 3, 4 cards
  local g = one_card_out(12, 4, { "7C", "AD 2D 3D 4D 5D 6D", "AH 2H 3H", "AS 2S 3S 4S" })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 7C" })
  g:play("play 7C")
  assert_true(g:deal_over())
  assert_true(g:over())
  assert_eq(g:to_move(), nil)
  assert_eq(g:moves(), {})
  assert_eq(points(g, 4), { 13, 0, 0, 0 })
  assert_eq(g:score(1), 13)
  assert_eq(g:deal_score(1, 1), 13)
  assert_eq(g:deal_score(2, 1), 0)
  assert_eq(g:deal_number(), 1)
end)

test("E8 reaching the target exactly ends the match", function()
  local g = one_card_out(13, 4, { "7C", "AD 2D 3D 4D 5D 6D", "AH 2H 3H", "AS 2S 3S 4S" })
  g:play("play 7C")
  assert_true(g:over())
end)

test("E8 one point short: the match continues", function()
  local g = one_card_out(14, 4, { "7C", "AD 2D 3D 4D 5D 6D", "AH 2H 3H", "AS 2S 3S 4S" })
  g:play("play 7C")
  assert_true(g:deal_over())
  assert_true(not g:over())
end)

test("E8 other branch: seat 3 scores 4, short of the target", function()
  -- dealer 2: seat 3 leads; seats 1, 2, 4 hold 1, 2, 1 cards
  local g = one_card_out(5, 2, { "AD", "AH 2H", "7H", "AS" })
  assert_eq(g:to_move(), 3)
  g:play("play 7H")
  assert_true(g:deal_over())
  assert_true(not g:over())
  assert_eq(points(g, 4), { 0, 0, 4, 0 })
  assert_eq(g:deal_score(3, 1), 4)
  -- the match goes on: hand 2, dealt by the winner
  assert_true(g:to_move() ~= nil)
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 3)
  assert_eq(g:score(3), 4)
end)

test("E8 points mode has no penalties: pass is not offered", function()
  -- french-points keeps passing=forced (penalized is invalid with points, §3)
  local g = one_card_out(50, 4, { "7C 8C", "AD", "AH", "AS" })
  assert_eq(g:moves(), { "play 7C" })
end)
