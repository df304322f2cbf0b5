-- Engine-test fixture: the rules of the sevens game of game.yaml.
--
-- A deal: fill the deck, set the lowest clubs aside (strip=true), shuffle, deal one card at a
-- time from the dealer's left (the stock, with stock=true, takes one after the hands each round);
-- every seat antes (scoring=chips) and the dealer's left leads. A turn: lay a card that fits a
-- row, else draw (stock=true), else pass. A draw leaves the turn with the same seat. The first seat
-- out settles and ends the deal; the match ends after `hands` deals, or once a seat has `target`
-- points (scoring=points).

local rows = mechanics.rows
local chips_mode = options.scoring == "chips"

function rules.validate()
  if options.stock then
    if players ~= 2 then error("stock=true needs exactly 2 players", 0) end
  elseif players < 3 then
    error("sevens is for 3 to 6 players (2 only with stock=true)", 0)
  end
end

function rules.start_match(g)
  if chips_mode then
    for seat = 1, players do g:set("chips", options.start_chips, seat) end
  else
    g:set_score("points")
  end
end

function rules.deal(g)
  g:fill("deck")
  if options.strip then
    -- The stock counts as a hand: 3 hands set the AC aside, 5 hands AC 2C, and so on.
    local hands = players + (options.stock and 1 or 0)
    for rank = 1, 52 % hands do g:move(cards.make(rank, 1), "deck", nil, "stripped", nil) end
  end
  g:shuffle("deck")
  g:deal_out("deck", options.stock and { "hand", "stock" } or { "hand" })
end

local function pay_pot(g, seat, amount)
  g:add("chips", -amount, seat)
  g:add("pot", amount)
end

function rules.start_deal(g)
  if chips_mode then
    for seat = 1, players do pay_pot(g, seat, options.ante) end
  end
  g:set_to_move(g:seat(g:dealer() + 1))
end

function rules.moves(g, out, seat)
  local playable = rows:playable(g, g:mask("hand", seat), 7)
  if playable ~= 0 then
    out:add_cards("play", playable)
  elseif options.stock and g:count("stock") > 0 then
    out:add("draw")
  else
    out:add("pass")
  end
end

local function go_out(g, winner)
  g:set("first_out", winner)
  local over = g:deal_number() >= options.hands
  if chips_mode then
    g:add("chips", g:get("pot"), winner)
    g:set("pot", 0)
  else
    local left = 0
    for seat = 1, players do left = left + g:count("hand", seat) end
    if g:add("points", left, winner) >= options.target then over = true end
  end
  if over then g:end_match() else g:end_deal() end
end

function rules.play(g, verb, card, seat)
  if verb == "play" then
    rows:lay(g, card, "hand", seat)
    g:set("opened", true)
    if g:count("hand", seat) == 0 then return go_out(g, seat) end
  elseif verb == "draw" then
    g:move_top("stock", nil, "hand", seat)
    return  -- the same seat goes on
  else
    g:add("passes", 1, seat)
    if chips_mode then pay_pot(g, seat, 1) end
  end
  g:set_to_move(g:next_seat(seat, "hand"))
end
