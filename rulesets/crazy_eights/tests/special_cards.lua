-- The special cards the options turn on: queens skip (skip_queens), aces reverse the direction
-- of play (reverse_aces), twos make the next player draw (draw_twos=draw) or pass the penalty
-- on (draw_twos=stack). A special card that empties its player's hand does nothing.

local h = require("lib.helpers")
local sizes = h.sizes

local SKIP = { options = { skip_queens = true } }
local REVERSE = { options = { reverse_aces = true } }
local DRAW = { options = { draw_twos = "draw" } }
local STACK = { options = { draw_twos = "stack" } }

test("a queen skips the next player", function()
  local g = h.fixed({ "KD", "QC 5S", "4C", "9C 3H" }, "7C", "3S", SKIP)
  g:play("play QC")
  assert_eq(g:to_move(), 4)
  g:play("play 9C")
  assert_eq(g:to_move(), 1)
end)

test("without skip_queens a queen is a plain card", function()
  local g = h.fixed({ "KD", "QC 5S", "4C", "9C" }, "7C", "3S")
  g:play("play QC")
  assert_eq(g:to_move(), 3)
end)

test("with two players a queen gives its player another turn", function()
  local g = h.fixed({ "KD", "QC 5C 9H" }, "7C", "3S", SKIP)
  g:play("play QC")
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "play 5C" })
end)

test("an ace reverses the direction of play", function()
  -- Dealer 1: seat 2 leads, then 3. After 2's ace play runs 2 -> 1 -> 4 -> 3.
  local g = h.fixed({ "KC 4C", "AC 5C", "QH", "9C 3C" }, "7C", "3S", REVERSE)
  assert_eq(g:view(0).direction, "left")
  g:play("play AC")
  assert_eq(g:view(0).direction, "right")
  assert_eq(g:to_move(), 1)
  g:play("play KC")
  assert_eq(g:to_move(), 4)
  g:play("play 9C")
  assert_eq(g:to_move(), 3)
end)

test("a second ace turns play back", function()
  local g = h.fixed({ "AD 4C", "AC 5C", "QH", "9C 3C" }, "7C", "3S", REVERSE)
  g:play("play AC")
  g:play("play AD")                             -- seat 1
  assert_eq(g:view(0).direction, "left")
  assert_eq(g:to_move(), 2)
end)

test("skips follow the direction of play", function()
  local g = h.fixed({ "QC 4C", "AC 5C", "KH", "9C 3C" }, "7C", "3S",
    { options = { reverse_aces = true, skip_queens = true } })
  g:play("play AC")                             -- to the right: seat 1
  g:play("play QC")                             -- seat 4 is skipped
  assert_eq(g:to_move(), 3)
end)

test("with two players an ace acts as a skip", function()
  local g = h.fixed({ "KD", "AC 5C 9H" }, "7C", "3S", REVERSE)
  g:play("play AC")
  assert_eq(g:to_move(), 2)
  assert_eq(g:view(0).direction, "left")
end)

test("draw_twos=draw: the next player draws two and loses his turn", function()
  local g = h.fixed({ "KD 3D", "2C 5S", "7C 2H", "9D" }, "4C", "3S 4S JD", DRAW)
  g:play("play 2C")
  assert_eq(g:get("penalty"), 2)
  assert_eq(g:to_move(), 3)
  -- Neither his 7C nor his own two helps.
  assert_eq(g:moves(), { "draw" })
  assert_error(function() g:play("play 2H") end, "a two was played at you: draw 2 and lose your turn")
  assert_illegal(g, "play 7C")
  assert_illegal(g, "pass")
  g:play("draw")
  assert_eq(g:zone("hand", 3), { "7C", "2H", "JD", "4S" })
  assert_eq(g:zone("stock"), { "3S" })
  assert_eq(g:get("penalty"), 0)
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "draw" })              -- 9D on 2C: an ordinary turn
end)

test("draw_twos=stack: a chain of twos over several players, the last one draws it all", function()
  local g = h.fixed({ "KD 3D 5C", "2C 5S", "9C 2H", "2S 2D 6H", "TC" }, "4C", "3S 4S 5H 6S 7S 8S 9S", STACK)
  g:play("play 2C")
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play 2H", "draw" })   -- not 9C
  assert_error(function() g:play("play 9C") end, "a two was played at you: play a two of your own or draw 2")
  g:play("play 2H")
  assert_eq(g:get("penalty"), 4)
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play 2D", "play 2S", "draw" })
  g:play("play 2S")
  assert_eq(g:get("penalty"), 6)
  assert_eq(g:to_move(), 5)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("hand", 5), { "TC", "9S", "8S", "7S", "6S", "5H", "4S" })
  assert_eq(g:zone("stock"), { "3S" })
  assert_eq(g:get("penalty"), 0)
  assert_eq(g:to_move(), 1)                     -- seat 5 lost his turn
  assert_eq(g:moves(), { "draw" })              -- 2S on top: KD 3D 5C do not fit
end)

test("draw_twos=stack: the penalty is taken rather than answered", function()
  local g = h.fixed({ "KD", "2C 5S", "9C 2H", "4D" }, "4C", "3S 4S JD", STACK)
  g:play("play 2C")
  g:play("draw")
  assert_eq(g:zone("hand", 3), { "9C", "2H", "JD", "4S" })
  assert_eq(g:to_move(), 4)
end)

test("the pending penalty is shown to everybody", function()
  local g = h.fixed({ "KD", "2C 5S", "9C 2H", "4D" }, "4C", "3S 4S JD", STACK)
  g:play("play 2C")
  assert_eq(g:view(1).counters.penalty, 2)
  assert_eq(g:view(0).counters.penalty, 2)
end)

test("a penalty longer than the stock turns the pile over", function()
  local g = h.fixed({ "KD", "2C 5S", "9C", "4D" }, "3C 6C 4C", "JD", DRAW)
  g:play("play 2C")
  g:play("draw")
  assert_eq(#g:zone("hand", 3), 3)
  assert_eq(g:zone("hand", 3)[2], "JD")
  assert_eq(g:zone("discard"), { "2C" })
  assert_eq(#g:zone("stock"), 2)
  assert_eq(g:get("reshuffled"), 1)
end)

test("a penalty with too few cards left: he takes what there is", function()
  local g = h.fixed({ "KD", "2C 5S", "9C", "4D" }, "4C", "JD", { options = { draw_twos = "draw", reshuffles = 0 } })
  g:play("play 2C")
  g:play("draw")
  assert_eq(g:zone("hand", 3), { "9C", "JD" })
  assert_eq(g:to_move(), 4)
  assert_eq(g:get("penalty"), 0)
  assert_eq(g:get("passes"), 0)
end)

test("a penalty with no card at all left counts as a pass", function()
  local g = h.fixed({ "KD", "2C 5S", "9C", "4D" }, "4C", nil, { options = { draw_twos = "draw", reshuffles = 0 } })
  g:play("play 2C")
  g:play("draw")
  assert_eq(g:zone("hand", 3), { "9C" })
  assert_eq(g:to_move(), 4)
  assert_eq(g:get("passes"), 1)
end)

test("a special card that goes out ends the deal at once", function()
  local all = { options = { skip_queens = true, reverse_aces = true, draw_twos = "stack" } }
  -- A queen: no skip, the deal is over.
  local g = h.fixed({ "KD", "QC", "4C", "9C" }, "7C", "3S", all)
  g:play("play QC")
  assert_true(g:deal_over())
  assert_eq(g:deal_score(2, 1), 10 + 4 + 9)
  -- An ace: the direction stays.
  g = h.fixed({ "KD", "AC", "4C", "9C" }, "7C", "3S", all)
  g:play("play AC")
  assert_true(g:deal_over())
  assert_eq(g:view(0).direction, "left")
  -- A two: no penalty for anyone.
  g = h.fixed({ "KD", "2C", "4C", "9C" }, "7C", "3S", all)
  g:play("play 2C")
  assert_true(g:deal_over())
  assert_eq(g:get("penalty"), 0)
  assert_eq(sizes(g, 4), { 1, 0, 1, 1 })
  assert_eq(g:deal_score(2, 1), 10 + 4 + 9)
  -- A stacked two: the chain ends with the deal.
  g = h.fixed({ "KD", "2C 5S", "2H", "9C" }, "7C", "3S", all)
  g:play("play 2C")
  g:play("play 2H")
  assert_true(g:deal_over())
  assert_eq(g:get("penalty"), 2)                -- seat 2's two, never paid
  assert_eq(g:deal_score(3, 1), 10 + 5 + 9)
end)
