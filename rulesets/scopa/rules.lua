-- Scopa: what game.yaml cannot say. The taking, laying, refilling and the sweeps are declared
-- there and played natively; these rules lay the first four table cards, score each deal and
-- end the match.

local TARGET = options.target
local DIAMONDS, SETTEBELLO = 2, cards.parse("7D")

-- Four cards face up on the table.
function rules.start_deal(g)
  g:move_top("stock", nil, "table", nil, 4)
end

-- A side's primiera: its best card of each suit by primiera value, added up (a suit it took no
-- card of adds nothing). The ranks from the best primiera value down, to find each suit's best.
local BY_PRIMIERA = { table.unpack(deck.ranks) }
local function primiera_value(rank) return cards.value(cards.make(rank, 1), "primiera") end
table.sort(BY_PRIMIERA, function(a, b) return primiera_value(a) > primiera_value(b) end)
local function primiera(taken)
  local total = 0
  for suit = 1, 4 do
    for _, rank in ipairs(BY_PRIMIERA) do
      local card = cards.make(rank, suit)
      if taken & cards.bit(card) ~= 0 then
        total = total + cards.value(card, "primiera")
        break
      end
    end
  end
  return total
end

-- The side whose count is above every other side's, nil when two share the most.
local function alone_best(counts)
  local top, who = -1, nil
  for side, count in ipairs(counts) do
    if count > top then top, who = count, side
    elseif count == top then who = nil end
  end
  return who
end

-- What each side's taken cards say: cards, diamonds, the settebello, the primiera.
local function tallies(g)
  local out = { cards = {}, diamonds = {}, settebello = {}, primiera = {} }
  for side, seats in ipairs(teams) do
    local taken = g:mask("taken", seats[1])
    out.cards[side] = g:count("taken", seats[1])
    out.diamonds[side] = cards.count(taken & cards.suit_mask(DIAMONDS))
    out.settebello[side] = taken & cards.bit(SETTEBELLO) ~= 0 and 1 or 0
    out.primiera[side] = primiera(taken)
  end
  return out
end

-- After the deal's last card (the table gone to the last taker): a point each for the most cards,
-- the most diamonds, the settebello and the best primiera, none for a tie; and the sweeps. The
-- match ends when a side has reached the target alone at the top.
function rules.last_trick(g)
  local t = tallies(g)
  for _, kind in ipairs({ "cards", "diamonds", "settebello", "primiera" }) do
    local side = alone_best(t[kind])
    if side then g:add("points", 1, teams[side][1]) end
  end
  local totals = {}
  for side, seats in ipairs(teams) do
    totals[side] = g:add("points", g:get("scope", seats[1]), seats[1])
  end
  local leader = alone_best(totals)
  if leader and totals[leader] >= TARGET then g:end_match() else g:end_deal() end
end

-- The points of each side's tally so far, by name, for the play screen and records.
function rules.score_terms(g, seat)
  local t, side = tallies(g), g:team(seat)
  local terms = { scope = g:get("scope", seat) }
  for _, kind in ipairs({ "cards", "diamonds", "settebello", "primiera" }) do
    terms[kind] = alone_best(t[kind]) == side and 1 or 0
  end
  return terms
end

-- For the bots: the points so far, the sweeps of the deal, and the taken cards on their way to
-- the deal's points: each card, more for diamonds, sevens and sixes, most for the settebello.
function rules.evaluate(g, seat)
  local value = g:get("points", seat) + g:get("scope", seat)
  for _, card in ipairs(g:cards("taken", seat)) do
    local rank = cards.rank(card)
    value = value + 0.03 + (cards.suit(card) == DIAMONDS and 0.08 or 0)
      + ((rank == 7 or rank == 6 or rank == 1) and 0.06 or 0) + (card == SETTEBELLO and 0.6 or 0)
  end
  return value
end
