-- Scoring: the player out scores the cards left in the other hands (eight 50, K Q J T 10, ace 1,
-- others their pips); a blocked deal scores the lowest hand the others' values, nobody on a tie;
-- the match ends after the deal in which a total reaches the target.

local h = require("lib.helpers")

test("going out scores every other hand at its card values", function()
  -- Seat 2 goes out; seat 3 holds 8S KH QD (50 + 10 + 10), seat 4 JC TD AS 9H (10 + 10 + 1 + 9),
  -- seat 1 7C 2S (7 + 2).
  local g = h.fixed({ "7C 2S", "5D", "8S KH QD", "JC TD AS 9H" }, "3D", "4S")
  g:play("play 5D")
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "went_out")
  assert_eq(g:deal_score(2, 1), 70 + 30 + 9)
  assert_eq(g:score(2), 109)
  for _, seat in ipairs({ 1, 3, 4 }) do assert_eq(g:deal_score(seat, 1), 0) end
  assert_eq(g:messages(), { "seat 2 scores 109" })
  assert_true(g:over())                         -- 109 reaches the default target of 100
  assert_eq(g:winners(), { 2 })
end)

test("with two packs every copy left in a hand counts", function()
  -- Six players: seat 1 holds both 8S and both KD (100 + 20), the others one card each.
  local g = h.fixed({ "8S 8S KD KD", "5D", "2C", "3C", "4C", "5C" }, "3D", "4S")
  g:play("play 5D")
  assert_true(g:deal_over())
  assert_eq(g:deal_score(2, 1), 120 + 2 + 3 + 4 + 5)
end)

test("below the target the match goes on with the next deal", function()
  local g = h.fixed({ "7C 2S", "5D", "KH" }, "3D", "4S")
  g:play("play 5D")
  assert_true(g:deal_over())
  assert_true(not g:over())
  assert_eq(g:score(2), 19)
  assert_true(g:to_move() ~= nil)
  assert_eq(g:deal_number(), 2)
end)

test("a blocked deal: the lowest hand scores the others' values", function()
  -- Nothing fits 9D and nothing is left to draw. Seat 2 holds KH (10), seat 3 QS 3C (13),
  -- seat 1 2C (2): after a round of passes seat 1 scores 23.
  local g = h.fixed({ "2C", "KH", "QS 3C" }, "9D", nil)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  g:play("pass")
  assert_true(not g:deal_over())
  assert_eq(g:to_move(), 1)
  g:play("pass")
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "blocked")
  assert_eq(g:deal_score(1, 1), 23)
  assert_eq(g:deal_score(2, 1), 0)
  assert_eq(g:deal_score(3, 1), 0)
  assert_eq(g:messages(), { "nobody can play or draw: the deal is blocked", "seat 1 scores 23" })
end)

test("a blocked deal with the lowest hands level: nobody scores", function()
  local g = h.fixed({ "2C", "KH", "QS 3C", "2H" }, "9D", nil)
  h.play(g, { "pass", "pass", "pass", "pass" })
  assert_true(g:deal_over())
  for seat = 1, 4 do assert_eq(g:deal_score(seat, 1), 0) end
  assert_eq(g:messages(), { "nobody can play or draw: the deal is blocked",
    "the lowest hands are level: nobody scores this deal" })
end)

test("a card played starts the count of passes again", function()
  -- Seat 3 can play on KD; seat 2 and seat 1 cannot.
  local g = h.fixed({ "3C", "2H", "QD 4C" }, "KD", nil, { options = { reshuffles = 0 } })
  h.play(g, { "pass", "play QD", "pass", "pass" })
  assert_true(not g:deal_over())
  assert_eq(g:get("passes"), 2)
  g:play("pass")                                -- seat 3: 4C does not fit QD
  assert_true(g:deal_over())
  assert_eq(g:deal_score(2, 1), 3 + 4)         -- 2H is the lowest hand
end)

test("a draw breaks the round of passes; a player who drew and passed starts a new one", function()
  -- One card to draw, no reshuffles, one draw a turn; nothing fits KD.
  local g = h.fixed({ "3C", "2H 5C", "9S" }, "KD", "4S", { options = { reshuffles = 0, draw_limit = 1 } })
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:get("passes"), 0)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")                                -- seat 2 drew 4S and passes: the first pass
  assert_eq(g:get("passes"), 1)
  g:play("pass")                                -- seat 3
  assert_true(not g:deal_over())
  g:play("pass")                                -- seat 1: a full round since the draw
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "blocked")
  assert_eq(g:deal_score(1, 1), 2 + 5 + 4 + 9)
end)

test("the match ends after the deal that reaches the target; the highest total wins", function()
  local g = h.fixed({ "7C 2S", "5D", "KH" }, "3D", "4S", { options = { target = 30 } })
  g:fix_deal(2, { hand = { "9S", "JD", "QS QH" }, discard = "4S" })
  g:fix_deal(3, { hand = { "5H 6H", "KH", "8C 8D" }, discard = "4H" })
  g:play("play 5D")                             -- seat 2 out: 9 + 10
  assert_eq(g:score(2), 19)
  assert_true(not g:over())
  assert_eq(g:to_move(), 3)                     -- deal 2: seat 2 deals
  g:play("play QS")
  g:play("play 9S")                             -- seat 1 out: 10 + 10
  assert_eq(g:score(1), 20)
  assert_true(not g:over())
  assert_eq(g:to_move(), 1)                     -- deal 3: seat 3 deals
  g:play("play 5H")
  g:play("play KH")                             -- seat 2 out: 6 + 50 + 50
  assert_true(g:over())
  assert_eq(g:deal_number(), 3)
  assert_eq({ g:score(1), g:score(2), g:score(3) }, { 20, 125, 0 })
  assert_eq(g:winners(), { 2 })
  assert_eq(g:to_move(), nil)
  assert_eq(g:moves(), {})
end)

test("reaching the target exactly ends the match", function()
  local g = h.fixed({ "7C 2S", "5D", "KH" }, "3D", "4S", { options = { target = 19 } })
  g:play("play 5D")
  assert_true(g:over())
  assert_eq(g:winners(), { 2 })
end)

test("a blocked deal can end the match too", function()
  local g = h.fixed({ "2C", "KH", "QS 3C" }, "9D", nil, { options = { target = 20 } })
  h.play(g, { "pass", "pass", "pass" })
  assert_true(g:over())
  assert_eq(g:winners(), { 1 })
end)
