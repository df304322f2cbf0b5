-- Scopa with every move in Lua (bench/scopa_lua): the shipped rules, and the capture mechanic's
-- takes written out here: the takes by value or sum, laying, the sweeps, refilling the hands and
-- the last taker, listed and applied as the native mechanic does.

local TARGET = options.target
local DIAMONDS, SETTEBELLO = 2, cards.parse("7D")

-- Four cards face up on the table; the player at the dealer's left plays first.
function rules.start_deal(g)
  g:move_top("stock", nil, "table", nil, 4)
  g:set_to_move(g:seat(g:dealer() + 1))
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
local function score_deal(g)
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

-- The sets of table cards `card` takes: a card of its value (each such card alone), else every
-- distinct set adding up to it, in canonical order.
local function takes(g, card)
  local want = cards.value(card, "capture")
  local lying = cards.sorted(g:mask("table"))
  local out = {}
  for _, c in ipairs(lying) do
    if cards.value(c, "capture") == want then out[#out + 1] = { c } end
  end
  if #out > 0 then return out end
  local chosen = {}
  local function extend(from, size, sum)
    for i = from, #lying do
      local with = sum + cards.value(lying[i], "capture")
      if with <= want then
        chosen[size + 1] = lying[i]
        if with == want then out[#out + 1] = { table.unpack(chosen, 1, size + 1) } end
        extend(i + 1, size + 1, with)
      end
    end
  end
  extend(1, 0, 0)
  return out
end

-- The held cards by suit, then rank.
local function held_in_order(g, seat)
  return cards.ids(g:mask("hand", seat))
end

function rules.moves(g, out, seat)
  local found = {}
  for _, card in ipairs(held_in_order(g, seat)) do
    found[card] = takes(g, card)
    if #found[card] == 0 then out:add("play", card) end
  end
  for _, card in ipairs(held_in_order(g, seat)) do
    for _, set in ipairs(found[card]) do out:add("take", card, set) end
  end
end

local function hands_empty(g)
  for s = 1, players do
    if g:count("hand", s) > 0 then return false end
  end
  return true
end

function rules.play(g, verb, arg, seat)
  local last = g:count("stock") == 0
  if last then
    local held = 0
    for s = 1, players do held = held + g:count("hand", s) end
    last = held == 1
  end
  if verb == "play" then
    g:move(arg, "hand", seat, "table", nil)
  else
    g:move(arg.card, "hand", seat, "taken", seat)
    for _, c in ipairs(arg.with) do g:move(c, "table", nil, "taken", seat) end
    g:set("taker", seat)
    if g:count("table") == 0 and not last then g:add("scope", 1, seat) end
  end
  g:set_to_move(g:seat(seat + 1))
  if not last then
    if hands_empty(g) and g:count("stock") > 0 then g:deal_out("stock", { "hand" }, 3) end
    return
  end
  local by = g:get("taker")
  if by then g:move_top("table", nil, "taken", by, g:count("table")) end
  score_deal(g)
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
