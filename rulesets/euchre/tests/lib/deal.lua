-- Euchre test deals: a pack stacked so that the game's own deal (dealer seat 4, one card at a
-- time from seat 1) gives each seat the hand wanted, in order, and turns `up`.
local M = {}

local function words(text)
  local out = {}
  for word in text:gmatch("%S+") do out[#out + 1] = word end
  return out
end

-- The stock bottom first: the three cards left under the turned one, the turned card, then the
-- hands, last round first, so that the top card is seat 1's first.
function M.stack(hands, up, rest)
  local order = words(rest)
  order[#order + 1] = up
  local split = {}
  for seat = 1, 4 do split[seat] = words(hands[seat]) end
  for round = 5, 1, -1 do
    for seat = 4, 1, -1 do order[#order + 1] = split[seat][round] end
  end
  return table.concat(order, " ")
end

-- A match whose first deal is `hands` (seats 1 to 4) with `up` turned, seat 4 dealing.
function M.new(hands, up, rest, options)
  return cardrt.new("euchre", { dealer = 4, seed = 5, options = options or {},
                                shuffle = { stock = M.stack(hands, up, rest) } })
end

-- Plays moves in order, each by the seat expected to move.
function M.plays(g, seat_moves)
  for _, pair in ipairs(seat_moves) do
    assert_eq(g:to_move(), pair[1], "to move before " .. pair[2])
    g:play(pair[2])
  end
end

return M
