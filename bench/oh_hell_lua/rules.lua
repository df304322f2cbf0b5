-- Oh Hell with every move in Lua: the turned card, the auction with the hook, following suit,
-- trick winners under trumps, and the same scoring as the shipped game.

local MOST, SCORING, HOOK = options.most_cards, options.scoring, options.hook
local DEALS = 2 * MOST - 1

local function power(card)
  local rank = cards.rank(card)
  return rank == 1 and 14 or rank
end

local function deal_points(bid, took)
  if SCORING == "per_trick" then return took + (bid == took and 10 or 0) end
  if bid == took then return 10 + bid end
  return SCORING == "penalty" and -10 * math.abs(took - bid) or 0
end

function rules.start_deal(g)
  local up = g:move_top("stock", nil, "up", nil)
  if up then g:set("trump", cards.suit(up)) end
  g:set("bidding", true)
  g:set_to_move(g:next_seat(g:dealer()))
end

function rules.moves(g, out, seat)
  local hand = g:mask("hand", seat)
  if g:get("bidding") then
    local held, barred = cards.count(hand), -1
    if HOOK and seat == g:dealer() then
      barred = held
      for s = 1, players do barred = barred - (g:get("bid", s) or 0) end
    end
    for n = 0, held do
      if n ~= barred then out:add("bid", n) end
    end
    return
  end
  if g:count("trick") > 0 then
    local follow = hand & cards.suit_mask(cards.suit(g:cards("trick")[1]))
    if follow ~= 0 then hand = follow end
  end
  out:add_cards("play", hand, "ace_high")
end

local function score(g)
  for seat = 1, players do
    local bid, took = g:get("bid", seat), g:get("taken", seat)
    g:set("made", bid == took, seat)
    g:add("points", deal_points(bid, took), seat)
  end
  if g:deal_number() == DEALS then g:end_match() else g:end_deal() end
end

function rules.play(g, verb, arg, seat)
  if verb == "bid" then
    g:set("bid", arg, seat)
    if seat == g:dealer() then g:set("bidding", false) end
    g:set_to_move(g:seat(seat + 1))
    return
  end
  g:move(arg, "hand", seat, "trick", nil)
  local trick = g:cards("trick")
  if #trick < players then return g:set_to_move(g:seat(seat + 1)) end
  local trump, best = g:get("trump"), 1
  for i = 2, #trick do
    local suit, best_suit = cards.suit(trick[i]), cards.suit(trick[best])
    if (suit == best_suit and power(trick[i]) > power(trick[best])) or (suit == trump and best_suit ~= trump) then
      best = i
    end
  end
  local winner = g:seat(seat - #trick + best)
  g:move_top("trick", nil, "won", winner, #trick)
  g:add("taken", 1, winner)
  if g:count("hand", winner) == 0 then return score(g) end
  g:set_to_move(winner)
end
