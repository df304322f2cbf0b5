-- Oh Hell test deals: a pack stacked so that the game's own deal (the last seat dealing, one card
-- at a time from seat 1) gives each seat the hand wanted and turns `up`; the cards nobody holds
-- lie under it in pack order.
local M = {}

local function words(text)
  local out = {}
  for word in text:gmatch("%S+") do out[#out + 1] = word end
  return out
end

local PACK = {}
for _, suit in ipairs({ "C", "D", "H", "S" }) do
  for _, rank in ipairs({ "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" }) do
    PACK[#PACK + 1] = rank .. suit
  end
end

-- The stock bottom first: the cards nobody holds, the turned card, then the hands, last round
-- first, so that the top card is seat 1's first.
function M.stack(hands, up)
  local split, used = {}, {}
  for seat, hand in ipairs(hands) do
    split[seat] = words(hand)
    for _, card in ipairs(split[seat]) do used[card] = true end
  end
  if up then used[up] = true end
  local order = {}
  for _, card in ipairs(PACK) do
    if not used[card] then order[#order + 1] = card end
  end
  order[#order + 1] = up
  for round = #split[1], 1, -1 do
    for seat = #hands, 1, -1 do order[#order + 1] = split[seat][round] end
  end
  return table.concat(order, " ")
end

-- A match whose first deal is `hands` (one per seat) with `up` turned, the last seat dealing.
-- The first deal gives most_cards cards, so the options play the hands shrinking first.
function M.new(hands, up, options)
  local chosen = { order = "down_up", most_cards = #words(hands[1]) }
  for name, value in pairs(options or {}) do chosen[name] = value end
  return cardrt.new("oh_hell", { players = #hands, dealer = #hands, seed = 5, options = chosen,
                                 shuffle = { stock = M.stack(hands, up) } })
end

-- Plays moves in order, each by the seat expected to move.
function M.plays(g, seat_moves)
  for _, pair in ipairs(seat_moves) do
    assert_eq(g:to_move(), pair[1], "to move before " .. pair[2])
    g:play(pair[2])
  end
end

return M
