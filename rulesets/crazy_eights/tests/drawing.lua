-- Drawing: only a player who cannot play draws, one card a move, until he can play (draw_limit
-- 0) or up to draw_limit cards, then passes; an empty stock is refilled from the pile at most
-- `reshuffles` times a deal (10 by default, 0: never), else the player passes.

local h = require("lib.helpers")
local sorted, cards = h.sorted, h.cards

test("unable to play: draw until a card fits, the turn stays", function()
  -- Stock top first: 2S, KH, then 5C (fits 7C by suit).
  local g = h.fixed({ "KD", "9S 4H", "QD" }, "7C", "3D 5C KH 2S")
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("hand", 2), { "9S", "4H", "2S" })
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "draw" })
  assert_illegal(g, "pass")
  g:play("draw")
  assert_eq(g:zone("hand", 2), { "9S", "4H", "2S", "KH", "5C" })
  assert_eq(g:moves(), { "play 5C" })            -- no more drawing once a card fits
  assert_error(function() g:play("draw") end, "you can play a card, so you may not draw")
  g:play("play 5C")
  assert_eq(g:zone("stock"), { "3D" })
  assert_eq(g:to_move(), 3)
end)

test("a drawn eight may be played like any eight", function()
  local g = h.fixed({ "KD", "9S", "QD" }, "7C", "8H")
  g:play("draw")
  assert_eq(g:moves(), { "play 8H" })
end)

test("draw_limit 0: the stock and the pile run dry, then pass", function()
  local g = h.fixed({ "KD", "9S", "QD" }, "7C", "2H", { options = { reshuffles = 0 } })
  g:play("draw")
  assert_eq(g:zone("stock"), {})
  assert_eq(g:moves(), { "pass" })
  assert_error(function() g:play("draw") end, "there is nothing left to draw")
  g:play("pass")
  assert_eq(g:to_move(), 3)
  assert_eq(g:get("passes"), 1)
end)

test("draw_limit N: after N cards without a fit the player passes", function()
  local g = h.fixed({ "KD", "9S", "QD" }, "7C", "5C 3H 2H", { options = { draw_limit = 2 } })
  g:play("draw")
  assert_eq(g:get("drawn"), 1)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "pass" })              -- 5C is still in the stock
  assert_error(function() g:play("draw") end, "you have drawn 2 cards this turn, as many as draw_limit allows")
  g:play("pass")
  assert_eq(g:to_move(), 3)
  assert_eq(g:get("drawn"), 0)
  assert_eq(g:get("passes"), 1)
  -- The next player has his own allowance; the card he draws fits.
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "play 5C" })
  g:play("play 5C")
  assert_eq(g:get("passes"), 0)
  assert_eq(g:get("drawn"), 0)
end)

test("draw_limit N: a fitting card within the limit is played", function()
  local g = h.fixed({ "KD", "9S", "QD" }, "7C", "5C 3H 7S", { options = { draw_limit = 3 } })
  g:play("draw")
  assert_eq(g:moves(), { "play 7S" })
  assert_illegal(g, "pass")
end)

test("passing is only for a player who can neither play nor draw", function()
  local g = h.fixed({ "KD", "9S", "QD" }, "7C", "2H")
  assert_error(function() g:play("pass") end,
    "draw a card: you may pass only when you can neither play nor draw; legal moves: draw")
  local g2 = h.fixed({ "KD", "9C", "QD" }, "7C", "2H")
  assert_error(function() g2:play("pass") end, "you can play a card, so you may not pass")
end)

test("an empty stock: the pile under its top card is shuffled into a new stock", function()
  -- Seat 2 holds no card for JC and nothing is left to draw but the pile.
  local g = h.fixed({ "KD", "9H", "QD" }, "3C 4C 5C 9D 2C JC", nil)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("discard"), { "JC" })
  assert_eq(#g:zone("stock"), 4)
  assert_eq(#g:zone("hand", 2), 2)
  local drawn = g:zone("hand", 2)[2]
  local moved = g:zone("stock")
  moved[#moved + 1] = drawn
  assert_eq(sorted(moved), sorted(cards("3C 4C 5C 9D 2C")))
  assert_eq(g:get("reshuffled"), 1)
  assert_eq(g:messages(), { "the pile is shuffled into a new stock of 5 cards" })
end)

test("a reshuffle as the test stacks it: the new stock is drawn in that order", function()
  local g = h.fixed({ "KD", "9H", "QD" }, "3C 4C 5C 9D 2C JC", nil)
  g:stack_shuffle("stock", "3C 4C 5C 2C 9D")
  g:play("draw")
  assert_eq(g:zone("hand", 2), { "9H", "9D" })
  assert_eq(g:zone("stock"), { "3C", "4C", "5C", "2C" })
  -- 9D follows neither the jack nor clubs: draw again, and the two of clubs plays.
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "play 2C" })
end)

test("a dealt match run out of stock by the test, reshuffled as stacked, saved and loaded", function()
  local g = cardrt.new("crazy_eights", { players = 3, seed = 4, dealer = 1 })
  assert_eq(g:to_move(), 2)
  g:set_zone("stock", "")
  g:set_zone("discard", "3C 4C 5C 9D 2C JC")
  g:set_zone("hand", 2, "9H KD")
  g:stack_shuffle("stock", "4C 3C 5C 9D 2C")
  local copy = cardrt.load(g:save())
  for _, match in ipairs({ g, copy }) do
    assert_eq(match:moves(), { "draw" })
    match:play("draw")
    assert_eq(match:zone("hand", 2), { "9H", "KD", "2C" })
    assert_eq(match:zone("stock"), { "4C", "3C", "5C", "9D" })
    assert_eq(match:moves(), { "play 2C" })
  end
end)

test("the new stock's order comes from the seed", function()
  local function stock_after(seed)
    local g = h.fixed({ "KD", "9H", "QD" }, "3C 4C 5C 6C 7C 9D 2C TC JC", nil, { seed = seed })
    g:play("draw")
    local all = g:zone("stock")
    all[#all + 1] = g:zone("hand", 2)[2]
    return all
  end
  assert_eq(stock_after(5), stock_after(5))
  local differs = false
  for seed = 6, 20 do
    if table.concat(stock_after(seed)) ~= table.concat(stock_after(5)) then differs = true end
  end
  assert_true(differs, "another seed shuffles otherwise")
end)

test("reshuffles=0: an empty stock is never refilled, and the player passes", function()
  local g = h.fixed({ "KD", "9H", "QD" }, "3C 4C 5C 9D 2C JC", nil, { options = { reshuffles = 0 } })
  assert_eq(g:moves(), { "pass" })
  assert_error(function() g:play("draw") end,
    "the stock is empty, and with reshuffles 0 the pile is never turned into a new stock")
  g:play("pass")
  assert_eq(g:zone("discard"), { "3C", "4C", "5C", "9D", "2C", "JC" })
  assert_eq(g:zone("stock"), {})
  assert_eq(g:get("reshuffled"), 0)
  assert_eq(g:get("passes"), 1)
  assert_eq(g:to_move(), 3)
  assert_eq(g:messages(), {})
end)

test("a pile of its top card alone gives nothing to shuffle: pass", function()
  local g = h.fixed({ "KD", "9H", "QD" }, "JC", nil)
  assert_eq(g:moves(), { "pass" })
  assert_error(function() g:play("draw") end, "there is nothing left to draw")
end)

-- Two players pass the eights round: each draws the eight the other just played from the pile
-- turned over, plays it and names a suit the other lacks (seat 2 spades, seat 1 hearts). Without
-- a cap this would go on for ever. Plays `turns` such turns, checking the count as it goes.
local function pass_eights_round(opts, turns)
  local g = h.fixed({ "3H 5H", "4S 6S" }, "8C 8D", nil, opts)
  for turn = 1, turns do
    local seat, suit = turn % 2 == 1 and 2 or 1, turn % 2 == 1 and "spades" or "hearts"
    assert_eq(g:to_move(), seat)
    assert_eq(g:moves(), { "draw" })
    g:play("draw")
    assert_eq(g:get("reshuffled"), turn)
    assert_eq(#g:zone("stock"), 0)
    local eight = g:zone("hand", seat)[3]
    g:play("play " .. eight)
    g:play("choose " .. suit)
  end
  return g
end

-- After the last reshuffle allowed: seat 2 can neither follow hearts nor draw from the two eights
-- in the pile; seat 1 then goes out with his hearts.
local function capped(g, times)
  assert_eq(g:to_move(), 2)
  assert_eq(#g:zone("discard"), 2)
  assert_eq(g:moves(), { "pass" })
  assert_error(function() g:play("draw") end,
    "the stock is empty, and the pile has been turned into a new stock " .. times .. " times this deal, "
      .. "as many as reshuffles allows")
  g:play("pass")
  h.play(g, { "play 3H", "pass", "play 5H" })
  assert_true(g:deal_over())
  assert_eq(g:get("reshuffled"), times)
  assert_eq(g:deal_score(1, 1), 4 + 6)
end

test("the pile is turned at most ten times a deal by default, so that the deal ends", function()
  local g = pass_eights_round(nil, 10)
  local messages = g:messages()
  assert_eq(#messages, 11)
  assert_eq(messages[10], "the pile is shuffled into a new stock of 1 card")
  assert_eq(messages[11], "that was the last time: the pile is not turned again this deal")
  capped(g, 10)
end)

test("reshuffles=2: the cap is reached at exactly the second reshuffle", function()
  local g = pass_eights_round({ options = { reshuffles = 2 } }, 1)
  -- One reshuffle: the pile may still be turned once more.
  assert_eq(g:messages(), { "the pile is shuffled into a new stock of 1 card" })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:get("reshuffled"), 2)
  assert_eq(g:messages(), { "the pile is shuffled into a new stock of 1 card",
    "the pile is shuffled into a new stock of 1 card",
    "that was the last time: the pile is not turned again this deal" })
  h.play(g, { "play 8D", "choose hearts" })
  capped(g, 2)
end)

test("reshuffles=1: the first reshuffle is the last", function()
  local g = pass_eights_round({ options = { reshuffles = 1 } }, 1)
  assert_eq(g:messages(), { "the pile is shuffled into a new stock of 1 card",
    "that was the last time: the pile is not turned again this deal" })
  -- Seat 1 cannot follow spades, and the pile (8D 8C) is not turned again.
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass" })
  assert_error(function() g:play("draw") end,
    "the stock is empty, and the pile has been turned into a new stock 1 time this deal, "
      .. "as many as reshuffles allows")
end)
