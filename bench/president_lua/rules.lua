-- President with every move in Lua (bench/president_lua): the shipped rules, and the climbing
-- mechanic's tricks written out here: the plays that beat the last one, passing, clearing the
-- trick and going out, listed and applied as the native mechanic does.
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
    return
  end
  if not EXCHANGE then
    g:set_to_move(titled(g, players))
    return
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
local function exchange_moves(g, out, seat)
  local held = cards.sorted(g:mask("hand", seat))
  if seat == titled(g, 1) and players > 3 then
    for i = 1, #held - 1 do
      for j = i + 1, #held do out:add("give", { held[i], held[j] }) end
    end
  else
    for _, card in ipairs(held) do out:add("give", { card }) end
  end
end

local function give_back(g, given, seat)
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
  end
end

-- Once only one is left every seat has its place: a point for each player finishing behind, and
-- the match ends when someone reaches the target.
local function went_out(g)
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

local SIZES_MOST, EQUAL, UNTIL_CLEAR = 4, options.equal, options.passing == "until_clear"

local function is_in(g, seat) return g:get("place", seat) == 0 end

-- The next seat after `seat` still in (and not passed, when passes hold until the trick is
-- cleared); nil when there is none.
local function next_in(g, seat, skip_passed)
  local next = seat
  for _ = 1, players do
    next = next % players + 1
    if is_in(g, next) and not (skip_passed and g:flag("passed", next)) then return next end
  end
end

-- Every distinct set of one rank the seat may play, by rank from the lowest, then suits.
local function add_plays(g, out, seat)
  local need, above = g:get("size"), 1
  if need > 0 then
    local pile = g:cards("pile")
    above = cards.place(pile[#pile]) + (EQUAL and 0 or 1)
  end
  local most = need > 0 and need or SIZES_MOST
  local held = cards.sorted(g:mask("hand", seat))
  local i = 1
  while i <= #held do
    local place, j = cards.place(held[i]), i
    while j < #held and cards.place(held[j + 1]) == place do j = j + 1 end
    if place >= above then
      local chosen = {}
      local function extend(from, size)
        for k = from, j do
          chosen[size + 1] = held[k]
          if need == 0 or size + 1 == need then out:add("play", { table.unpack(chosen, 1, size + 1) }) end
          if size + 1 < most then extend(k + 1, size + 1) end
        end
      end
      extend(i, 0)
    end
    i = j + 1
  end
end

local function clear(g, leader)
  g:move_top("pile", nil, "cleared", nil, g:count("pile"))
  g:set("last", nil)
  g:set("size", 0)
  g:set("passed", {})
  g:set_to_move(leader)
end

function rules.moves(g, out, seat)
  if g:get("giving") then return exchange_moves(g, out, seat) end
  add_plays(g, out, seat)
  if g:get("size") > 0 then out:add("pass") end
end

function rules.play(g, verb, arg, seat)
  if verb == "give" then return give_back(g, arg, seat) end
  if verb == "pass" then
    g:set_flag("passed", seat, true)
    local leader = g:get("last")
    for s = 1, players do
      if s ~= leader and is_in(g, s) and not g:flag("passed", s) then
        return g:set_to_move(next_in(g, seat, UNTIL_CLEAR))
      end
    end
    return clear(g, is_in(g, leader) and leader or next_in(g, leader, false))
  end
  for _, card in ipairs(arg) do g:move(card, "hand", seat, "pile", nil) end
  g:set("last", seat)
  g:set("size", #arg)
  if not UNTIL_CLEAR then g:set("passed", {}) end
  if g:count("hand", seat) > 0 then
    local next = next_in(g, seat, UNTIL_CLEAR)
    if not next or next == seat then return clear(g, seat) end
    return g:set_to_move(next)
  end
  local placed, still_in, remaining = 0, 0, nil
  for s = 1, players do
    if not is_in(g, s) then placed = placed + 1 end
  end
  g:set("place", placed + 1, seat)
  local next = next_in(g, seat, UNTIL_CLEAR)
  for s = 1, players do
    if is_in(g, s) then still_in, remaining = still_in + 1, s end
  end
  if still_in == 1 then
    g:set("place", placed + 2, remaining)
    g:set_to_move(remaining)
  elseif not next then
    clear(g, next_in(g, seat, false))
  else
    g:set_to_move(next)
  end
  went_out(g)
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
