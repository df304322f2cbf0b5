-- Helpers shared by the Gin Rummy rule tests (../*.lua). Load with
-- `local h = require("lib.helpers")`; the test runner only runs the files directly in tests/,
-- so this module is never run as a test itself.

local h = {}

-- A match on a fixed first deal: `hands` is two card strings (seat 1, seat 2), `pile` the
-- discard pile (its last card the upcard) and `stock` the stock, both bottom first, so the last
-- card of the stock is drawn first. Cards not listed are out of play for the deal. Seat 1 deals
-- unless `opts.dealer` says otherwise, so seat 2 is offered the upcard first. `opts` may also
-- give `options`, `variant` and `seed`.
function h.fixed(hands, pile, stock, opts)
  opts = opts or {}
  return cardrt.new("gin_rummy", {
    players = 2, seed = opts.seed or 1, dealer = opts.dealer or 1,
    variant = opts.variant, options = opts.options,
    deal = { hand = hands, discard = pile, stock = stock },
  })
end

-- A fixed deal (as h.fixed) on which both players pass the upcard and seat 2 draws the top
-- stock card: seat 2 is then to discard with eleven cards.
function h.drawn(hands, upcard, stock, opts)
  local g = h.fixed(hands, upcard, stock, opts)
  h.play(g, { "pass", "pass", "draw" })
  return g
end

-- The move the rules' heuristic rates best for the player to move, trying each on a copy (the
-- first of equals); with `keep_on`, only among the moves that do not end the deal (nil if none).
function h.best_move(g, keep_on)
  local seat = g:to_move()
  local best, best_value
  for _, move in ipairs(g:moves()) do
    local try = g:clone()
    try:play(move)
    local value = try:evaluate(seat)
    if not (keep_on and try:deal_over()) and (not best_value or value > best_value) then
      best, best_value = move, value
    end
  end
  return best
end

-- Plays the moves in order.
function h.play(g, moves)
  for _, move in ipairs(moves) do g:play(move) end
end

-- "3C 4C" -> { "3C", "4C" }
function h.cards(text)
  local list = {}
  for name in text:gmatch("%S+") do list[#list + 1] = name end
  return list
end

-- The moves of one verb in a legal list, in order: "discard 2C discard 3C" for "discard".
function h.of(moves, verb)
  local list = {}
  for _, move in ipairs(moves) do
    if move:match("^(%S+)") == verb then list[#list + 1] = move end
  end
  return list
end

return h
