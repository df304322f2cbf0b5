-- The match: deals scored until a player reaches the target, then the game bonus and the line
-- bonuses; the loser of a deal deals the next. A position set up mid-deal with g:set_zone, the
-- bots' heuristic, and whole matches played by it.

local h = require("lib.helpers")

-- Deal 1: seat 2 draws 8S and knocks with 10 against 30. Deal 2, dealt by seat 1 (the loser):
-- seat 2 passes KS, seat 1 takes it and goes gin discarding 9H against 62.
local function two_deals(options)
  local g = h.fixed({ "5D 6D 7D 9C 9H 9S QS JS 4H 6S", "AC 2C 3C 4C KC KD KH KS 2H 3D" }, "9D", "5H 6H 7C 8S",
    { options = options })
  g:fix_deal(2, { hand = { "AC 2C 3C 4C 7D 7H 7S JS QS 9H", "5D 6H 8C 9C TD 2H 3D 4S 5S KC" }, discard = "KS",
    stock = "AD 2D 3S 7C 8D" })
  h.play(g, { "pass", "pass", "draw", "knock 3D" })
  assert_eq(g:score(2), 20)
  assert_true(not g:over())
  assert_eq(g:moves(), { "take", "pass" })     -- deal 2 is dealt
  assert_eq(g:dealer(), 1)
  assert_eq(g:to_move(), 2)
  h.play(g, { "pass", "take", "gin 9H" })
  return g
end

test("the match ends after the deal that reaches the target, with the game and line bonuses", function()
  local g = two_deals({ target = 30 })
  assert_true(g:over())
  assert_eq(g:get("deal_end"), "gin")
  assert_eq({ g:get("boxes", 1), g:get("boxes", 2) }, { 1, 1 })
  assert_eq(g:score(1), 62 + 25 + 100 + 25)     -- the gin, the game bonus, one deal won
  assert_eq(g:score(2), 20 + 25)                -- the knock, one deal won
  assert_eq(g:deal_score(1, 2), 62 + 25 + 100 + 25)
  assert_eq(g:deal_score(2, 2), 25)
  assert_eq(g:winners(), { 1 })
  local log = g:messages()
  assert_eq(log[#log - 1], "deadwood 0 against 62: seat 1 scores 87 (gin)")
  assert_eq(log[#log], "seat 1 reaches 30: game bonus 100, line bonus 25 a deal won")
  assert_eq(g:to_move(), nil)
  assert_eq(g:moves(), {})
end)

test("without bonuses the match scores are the deals' alone", function()
  local g = two_deals({ target = 30, game_bonus = 0, box_bonus = 0 })
  assert_true(g:over())
  assert_eq({ g:score(1), g:score(2) }, { 87, 20 })
end)

test("below the target the next deal follows", function()
  local g = two_deals({ target = 100 })
  assert_true(not g:over())
  assert_eq({ g:score(1), g:score(2) }, { 87, 20 })
  g:moves()
  assert_eq(g:deal_number(), 3)
  assert_eq(g:dealer(), 2)                      -- seat 2 lost deal 2
end)

test("a position set up in the middle of a real deal", function()
  local g = cardrt.new("gin_rummy", { seed = 2, dealer = 1 })
  h.play(g, { "pass", "pass", "draw" })
  g:play(g:moves()[1])
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw", "take" })
  g:set_zone("hand", 1, "AC 2C 3C 7D 7H 7S JS QS KS 5H")
  g:set_zone("hand", 2, "4C 5C 6C 9C 9H 9S TD JD KD 3S")
  g:set_zone("discard", "8C")
  g:set_zone("stock", "8D 9D 2D 4H")
  g:play("draw")
  assert_eq(h.of(g:moves(), "knock"), { "knock 4H", "knock 5H" })
  g:play("knock 5H")
  assert_eq(g:zone("deadwood", 2), { "TD", "JD", "KD", "3S" })
  assert_eq(g:deal_score(1, 1), 33 - 4)
end)

test("the heuristic knocks when the knock scores, and not into an undercut", function()
  local g = h.fixed({ "5D 6D 7D 9C 9H 9S QS JS 4H 6S", "AC 2C 3C 4C KC KD KH KS 2H 3D" }, "9D", "5H 6H 7C 8S")
  h.play(g, { "pass", "pass", "draw" })
  assert_eq(g:evaluate(2), -5)                  -- discarding 8S would keep 5 deadwood
  assert_eq(h.best_move(g), "knock 8S")
  -- Seat 1 would undercut a knock with 5 deadwood: discarding 9D keeps 5 and the deal goes on.
  g = h.fixed({ "4D 5D 6D 8C 9C TC TD JD QD 5S", "AC 2C 3C 7D 7H 7S JS QS KS 5H" }, "2H", "3H 4H 8H 9D")
  h.play(g, { "pass", "pass", "draw" })
  assert_eq(h.best_move(g), "discard 9D")
end)

-- Every card of the pack, wherever it lies.
local function cards_in_play(g)
  local n = #g:zone("stock") + #g:zone("discard")
  for seat = 1, 2 do
    n = n + #g:zone("hand", seat) + #g:zone("melds", seat) + #g:zone("deadwood", seat)
  end
  return n
end

test("whole matches played by the heuristic: every card kept, one scorer a deal", function()
  local endings = {}
  for seed = 1, 3 do
    local g = cardrt.new("gin_rummy", { seed = seed })
    local deals = 0
    while g:to_move() do
      assert_eq(cards_in_play(g), 52)
      g:play(h.best_move(g))
      if g:deal_over() then
        deals = deals + 1
        local how = g:get("deal_end")
        endings[how] = (endings[how] or 0) + 1
        local scored = (g:deal_score(1, deals) > 0 and 1 or 0) + (g:deal_score(2, deals) > 0 and 1 or 0)
        assert_true(scored <= 1 or g:over(), "one scorer a deal, both only with the line bonuses")
      end
      assert_true(deals < 100, "the match ends")
    end
    assert_eq(#g:winners(), 1)
  end
  assert_true((endings.knock or 0) > 0, "the heuristic knocks")
end)
