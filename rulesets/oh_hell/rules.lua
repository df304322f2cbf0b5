-- Oh Hell: what game.yaml cannot say. The deal (its hand sizes and the turned card), the auction
-- (one bid each, the dealer hooked) and the tricks (trumps, following suit) are declared there
-- and played natively; these rules score each deal, end the match after the last, and value a
-- position for the bots.

local tricks = mechanics.tricks
local MOST, SCORING = options.most_cards, options.scoring
local DEALS = 2 * MOST - 1

function rules.validate()
  if MOST * players > deck.size then
    error(("most_cards %d is too many for %d players: %d cards are %d each at most"):format(
      MOST, players, deck.size, deck.size // players))
  end
end

-- What a bid made or missed scores.
local function deal_points(bid, took)
  if SCORING == "per_trick" then return took + (bid == took and 10 or 0) end
  if bid == took then return 10 + bid end
  return SCORING == "penalty" and -10 * math.abs(took - bid) or 0
end

function rules.last_trick(g)
  local taken = tricks:taken(g)
  for seat = 1, players do
    local bid = g:get("bid", seat)
    g:set("made", bid == taken[seat], seat)
    g:add("points", deal_points(bid, taken[seat]), seat)
  end
  if g:deal_number() == DEALS then g:end_match() else g:end_deal() end
end

-- The tricks a card is likely to take for the bots: high trumps nearly always, side aces and
-- kings less often the more players there are to ruff them.
local function card_worth(card, trump)
  local rank, high = cards.rank(card), cards.suit(card) == trump
  if rank == 1 then return high and 0.95 or 0.85 - 0.05 * players end
  if rank == 13 then return high and 0.8 or 0.55 - 0.05 * players end
  if high then return rank >= 11 and 0.6 or 0.3 end
  return 0
end

-- For the bots: the score so far and what the deal is likely to add, reading the tricks still
-- to take from the cards in hand, and a bid not yet made as the one those cards suggest.
function rules.evaluate(g, seat)
  local value = g:get("points", seat)
  if not g:to_move() then return value end
  local trump = g:get("trump")
  local expected = tricks:taken(g, seat)
  for _, card in ipairs(g:cards("hand", seat)) do expected = expected + card_worth(card, trump) end
  local bid = g:get("bid", seat) or math.floor(expected + 0.5)
  local miss = math.abs(expected - bid)
  return value + deal_points(bid, bid) * math.max(0, 1 - miss) - 10 * miss
end
