-- President: what game.yaml cannot say. The tricks (beating the last play, passing, clearing,
-- going out) are declared there and played natively; these rules say who leads, run the exchange
-- of cards between the deals, and score each deal by the order the players went out in.

local climbing = mechanics.climbing
local TARGET, EXCHANGE = options.target, options.exchange

-- The seat that took `place` in the deal before (1: the President), nil when nobody did.
local function titled(g, place)
  for seat = 1, players do
    if g:get("title", seat) == place then return seat end
  end
end

-- How many cards each pair exchanges: the President and the Scum two (one at three players), the
-- Vice-President and the Vice-Scum one.
local function exchanges()
  if players == 3 then return { { high = 1, low = 3, cards = 1 } } end
  return { { high = 1, low = players, cards = 2 }, { high = 2, low = players - 1, cards = 1 } }
end

-- The Scum deals from the second deal on.
function rules.next_dealer(g)
  g:set_dealer(titled(g, players))
end

-- The lower of each pair gives his best cards at once; then the higher, from the President
-- down, gives back as many of his choice.
function rules.start_deal(g)
  if g:deal_number() == 1 then
    -- The holder of the 3 of clubs leads the first deal (the dealer's left when nobody holds it).
    local zone, holder = g:holder("3C")
    g:set_to_move(zone == "hand" and holder or g:seat(g:dealer() + 1))
    return climbing:take_turns(g)
  end
  if not EXCHANGE then
    g:set_to_move(titled(g, players))
    return climbing:take_turns(g)
  end
  for _, pair in ipairs(exchanges()) do
    local high, low = titled(g, pair.high), titled(g, pair.low)
    local best = cards.sorted(g:mask("hand", low))
    for i = 0, pair.cards - 1 do g:move(best[#best - i], "hand", low, "hand", high) end
    g:log("seat %s gives seat %s %s", low, high, cards.names({ table.unpack(best, #best - pair.cards + 1) }))
  end
  g:set("giving", titled(g, 1))
  g:set_to_move(titled(g, 1))
end

-- The exchange's moves: every choice of as many cards as the giver got.
function rules.moves(g, out, seat)
  local held = cards.sorted(g:mask("hand", seat))
  if seat == titled(g, 1) and players > 3 then
    for i = 1, #held - 1 do
      for j = i + 1, #held do out:add("give", { held[i], held[j] }) end
    end
  else
    for _, card in ipairs(held) do out:add("give", { card }) end
  end
end

function rules.play(g, _, given, seat)
  local place = g:get("title", seat)
  local to = titled(g, players + 1 - place)
  for _, card in ipairs(given) do g:move(card, "hand", seat, "hand", to) end
  g:log("seat %s gives seat %s back %s", seat, to, cards.names(given))
  -- The Vice-President gives next; then the Scum leads the first trick.
  if place == 1 and players > 3 then
    g:set("giving", titled(g, 2))
    g:set_to_move(titled(g, 2))
  else
    g:set("giving", nil)
    g:set_to_move(titled(g, players))
    climbing:take_turns(g)
  end
end

-- Each seat that goes out; once only one is left every seat has its place: a point for each
-- player finishing behind, and the match ends when someone reaches the target.
function rules.went_out(g)
  for seat = 1, players do
    if not g:get("place", seat) or g:get("place", seat) == 0 then return end
  end
  local top = 0
  for seat = 1, players do
    local place = g:get("place", seat)
    g:set("title", place, seat)
    top = math.max(top, g:add("points", players - place, seat))
  end
  if top >= TARGET then g:end_match() else g:end_deal() end
end

-- For the bots: the score so far, the deal's place once it is known, else how far the seat is
-- from going out, half a place for each place it may still gain. A high card (an ace or a 2) held
-- counts nearly as much as a card shed: the bot plays the lowest cards that beat the last play,
-- and a high card only when nothing lower does.
local HAND = 52 // players + 1
local PER_CARD = (players - 1) / HAND / 2
function rules.evaluate(g, seat)
  local value = g:get("points", seat)
  local place = g:get("place", seat)
  if place ~= 0 then return value + players - place end
  local held = g:cards("hand", seat)
  local high = 0
  for _, card in ipairs(held) do
    if cards.place(card) >= 12 then high = high + 1 end
  end
  return value + PER_CARD * (HAND - #held + 0.9 * high)
end
