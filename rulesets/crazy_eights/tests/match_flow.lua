-- Whole matches played by always choosing the first legal move, and by the bots' heuristic:
-- no card is lost (52, or 104 with the two packs of six or seven players), only one player scores
-- in a deal, and the match ends with the deal in which a total reaches the target.

local h = require("lib.helpers")

local MAX_MOVES = 20000   -- guard against a runaway loop

local function cards_in_play(g, players)
  local n = #g:zone("stock") + #g:zone("discard")
  for seat = 1, players do n = n + #g:zone("hand", seat) end
  return n
end

local function play_match(players, seed, options)
  local g = cardrt.new("crazy_eights", { players = players, seed = seed, options = options })
  local target = options and options.target or 100
  local moves, deals = 0, 0
  while g:to_move() do
    assert_eq(cards_in_play(g, players), players > 5 and 104 or 52)
    g:play(g:moves()[1])
    moves = moves + 1
    assert_true(moves < MAX_MOVES, "the match ends")
    if g:deal_over() then
      deals = deals + 1
      local scorers, best = 0, 0
      for seat = 1, players do
        if g:deal_score(seat, deals) > 0 then scorers = scorers + 1 end
        assert_true(g:deal_score(seat, deals) >= 0)
        best = math.max(best, g:score(seat))
      end
      assert_true(scorers <= 1, "at most one player scores a deal")
      assert_eq(g:over(), best >= target)
    end
  end
  assert_true(g:over())
  return g, deals
end

test("first-move matches for every table size", function()
  for players = 2, 7 do
    local _, deals = play_match(players, players)
    assert_true(deals >= 1)
  end
end)

test("first-move matches with every special card", function()
  for seed = 1, 4 do
    play_match(4, seed, { skip_queens = true, reverse_aces = true, draw_twos = "stack", draw_limit = 1 })
    play_match(3, seed, { draw_twos = "draw", reshuffles = 0, target = 50 })
  end
end)

test("the heuristic names the suit its player holds most of", function()
  local g = h.fixed({ "KD", "8C 3H 9H 2H 5S", "QD" }, "4D", "3S")
  g:play("play 8C")
  local best, best_value
  for _, move in ipairs(g:moves()) do
    local try = g:clone()
    try:play(move)
    local value = try:evaluate(2)
    if not best_value or value > best_value then best, best_value = move, value end
  end
  assert_eq(best, "choose hearts")
end)

test("the heuristic rates going out above any other play", function()
  local g = h.fixed({ "KD 4S", "7D", "QD" }, "4D", "3S")
  local out = g:clone()
  out:play("play 7D")
  assert_true(out:evaluate(2) > g:evaluate(2) + 10)
end)
