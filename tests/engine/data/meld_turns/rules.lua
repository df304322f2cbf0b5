-- Engine-test fixture: the rules of the melds' turns table (see game.yaml). They play a whole
-- turn as the melds do, set red 3s aside (replaced from the stock), end the deal when a hand
-- runs out, and count every move they apply.
local M = mechanics.melds
local RED_THREES = cards.bit(cards.parse("3D")) | cards.bit(cards.parse("3H"))

function rules.deal(g) end

local function begin_turn(g, seat)
  g:set("player", seat)
  g:set("phase", "draw")
  g:set_to_move(seat)
end

function rules.start_deal(g)
  g:set("minimum", 50)
  if options.rules_seat > 0 then g:set("by_rules", true, options.rules_seat) end
  M:take_turns(g)
  begin_turn(g, 1)
end

function rules.moves(g, out, seat)
  if g:get("phase") == "draw" then
    out:add("draw")
    M:pickups(g, out, seat, { top = g:top("discard"), opened = g:get("opened", seat), minimum = 50,
                              take = math.min(options.take, g:count("discard")) - 1 })
  else
    M:moves(g, out, seat, { opened = g:get("opened", seat), minimum = 50 })
    out:add_cards("discard", g:mask("hand", seat))
  end
  if g:get("by_rules", seat) then out:add("knock") end
  out:sort()
end

local function set_aside(g, seat)
  while g:mask("hand", seat) & RED_THREES ~= 0 do
    for _, name in ipairs({ "3D", "3H" }) do
      local red = cards.parse(name)
      if g:has(red, "hand", seat) then g:move(red, "hand", seat, "aside", seat) end
    end
    g:move_top("stock", nil, "hand", seat)
  end
end

function rules.play(g, verb, arg, seat)
  g:add("rules_plays", 1)
  if verb == "draw" then
    g:move_top("stock", nil, "hand", seat, 2)
    set_aside(g, seat)
    g:set("phase", "meld")
  elseif verb == "discard" then
    g:move(arg, "hand", seat, "discard", nil)
    if g:count("hand", seat) == 0 then return g:end_match() end
    local next = g:next_seat(seat)
    set_aside(g, next)
    begin_turn(g, next)
  elseif verb == "knock" then
    g:set("phase", "wait")
  else
    local take = verb == "pickup" and math.min(options.take, g:count("discard")) - 1 or 0
    M:play(g, seat, verb, arg, { pile = "discard" })
    g:move_top("discard", nil, "hand", seat, take)
    g:set("opened", true, seat)
    g:set("phase", "meld")
    if g:count("hand", seat) == 0 then g:end_match() end
  end
end
