-- Helpers shared by the Crazy Eights rule tests (../*.lua). Load with
-- `local h = require("lib.helpers")`; the test runner only runs the files directly in tests/,
-- so this module is never run as a test itself.

local h = {}

-- A match on a fixed first deal: `hands` has one card string per seat (so it sets the player
-- count), `pile` is the discard pile and `stock` the stock, both bottom first (the last card is
-- the top). Cards not listed are out of play. Seat 1 deals unless `opts.dealer` says otherwise,
-- so seat 2 plays first. `opts` may also give `options`, `variant` and `seed`.
function h.fixed(hands, pile, stock, opts)
  opts = opts or {}
  return cardrt.new("crazy_eights", {
    players = #hands, seed = opts.seed or 1, dealer = opts.dealer or 1,
    variant = opts.variant, options = opts.options,
    deal = { hand = hands, discard = pile, stock = stock },
  })
end

-- Plays the moves in order.
function h.play(g, moves)
  for _, move in ipairs(moves) do g:play(move) end
end

-- A sorted copy of a list of card names.
function h.sorted(list)
  local copy = {}
  for i, v in ipairs(list) do copy[i] = v end
  table.sort(copy)
  return copy
end

-- "3C 4C" -> { "3C", "4C" }
function h.cards(text)
  local list = {}
  for name in text:gmatch("%S+") do list[#list + 1] = name end
  return list
end

-- Hand sizes of every seat.
function h.sizes(g, players)
  local sizes = {}
  for seat = 1, players do sizes[seat] = #g:zone("hand", seat) end
  return sizes
end

return h
