-- Hostile fixture: a shedding game on a pack stripped of its 2s to 6s (game.yaml).
local function stripped(card)
  local rank = cards.rank(card)
  return rank >= 2 and rank <= 6
end

function rules.deal(g)
  g:fill("deck")
  local to = options.strip == "out_of_play" and "stripped" or "set_aside"
  for _, card in ipairs(g:cards("deck")) do
    if stripped(card) then g:move(card, "deck", nil, to, nil) end
  end
  if options.strip == "cleared" then g:clear("set_aside") end
  g:shuffle("deck")
  g:deal_out("deck", { "hand" }, 5)
end

function rules.start_deal(g) g:set_to_move(g:seat(g:dealer() + 1)) end

-- The rules refuse a world where a stripped card reached a hand, as any rule may fail on cards
-- the deal cannot hold.
local function check_hand(g, seat)
  for _, card in ipairs(g:cards("hand", seat)) do
    if stripped(card) then error("a stripped card in the hand of seat " .. seat) end
  end
end

function rules.moves(g, out, seat)
  check_hand(g, seat)
  out:add_cards("lay", g:mask("hand", seat))
end

-- Fewer cards left is better (the greedy bot's guide).
function rules.evaluate(g, seat)
  for each = 1, players do check_hand(g, each) end
  return -g:count("hand", seat)
end

function rules.play(g, verb, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  if g:count("hand", seat) > 0 then return g:set_to_move(g:seat(seat + 1)) end
  for other = 1, players do
    if other ~= seat then
      g:add("chips", -1, other)
      g:add("chips", 1, seat)
    end
  end
  if g:deal_number() >= options.hands then g:end_match() else g:end_deal() end
end
