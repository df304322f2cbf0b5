-- Euchre: what game.yaml cannot say. The pack, the deal and the turned card, the auction (its
-- rounds, the dealer stuck, going alone, the dealer's pickup and discard) and the tricks (trumps,
-- the bowers, following suit) are declared there and played natively; these rules ask the
-- defenders (lone_defenders), start the play and score the deal.

local tricks = mechanics.tricks
local LONE_DEFENDERS, TARGET = options.lone_defenders, options.target

-- The first player in play to the dealer's left leads; he also bids first.
local function lead(g)
  g:set_to_move(g:next_seat(g:dealer()))
  tricks:take_turns(g)
end

-- The defenders, in turn from the dealer's left.
local function defenders(g)
  local out, makers = {}, g:team(g:get("maker"))
  for step = 1, 4 do
    local seat = g:seat(g:dealer() + step)
    if g:team(seat) ~= makers then out[#out + 1] = seat end
  end
  return out
end

-- Trumps are made and the dealer's hand is whole again: with lone_defenders, the defenders are
-- asked whether to defend alone (the rules' own moves); then the play.
local function before_play(g)
  if LONE_DEFENDERS then
    g:set_to_move(defenders(g)[1])
    return
  end
  lead(g)
end

-- The auction is over, the dealer has discarded if he took the turned card: a card nobody took
-- is turned down.
function rules.auction_over(g, maker)
  if not maker then
    g:log("all passed: the deal is thrown in")
    g:end_deal()
    return
  end
  g:move_top("up", nil, "discard", nil)
  before_play(g)
end

-- Only lone_defenders gives the rules moves: a defender's choice to defend alone.
function rules.moves(_, out)
  out:add("pass")
  out:add("defend")
end

function rules.play(g, verb, _, seat)
  if verb == "defend" then
    g:set("defender", seat)
    for _, partner in ipairs(g:team_seats(g:team(seat))) do
      if partner ~= seat then g:sit_out(partner) end
    end
  elseif seat == defenders(g)[1] then
    g:set_to_move(defenders(g)[2])  -- the first declined: the second may
    return
  end
  lead(g)
end

-- The makers' side scores 1 for three or four tricks, 2 for all five (4 when one of them went
-- alone); held to fewer than three, they are euchred and the defenders score 2 (4 for a lone
-- defender).
function rules.last_trick(g)
  local maker = g:get("maker")
  local side = teams[g:team(maker)]
  local taken = tricks:taken(g)
  local made = taken[side[1]] + taken[side[2]]
  g:set("made", made >= 3)
  local scorer, points = maker, 1
  if made == 5 then
    points = (g:sits_out(side[1]) or g:sits_out(side[2])) and 4 or 2
  elseif made < 3 then
    local defender = g:get("defender")
    scorer, points = defender or g:seat(maker + 1), defender and 4 or 2
  end
  if g:add("points", points, scorer) >= TARGET then
    g:end_match()
  else
    g:end_deal()
  end
end

-- How many tricks a hand is worth under `trump`, for the bots: the right bower a sure trick, the
-- left nearly, other trumps and side aces by their chance of taking one.
local function hand_tricks(g, seat, trump)
  local worth = 0
  for _, card in ipairs(g:cards("hand", seat)) do
    local suit, rank = tricks:suit(g, card), cards.rank(card)
    if suit == trump then
      if rank == 11 then
        worth = worth + (cards.suit(card) == trump and 1 or 0.85)
      else
        worth = worth + (rank == 1 and 0.7 or rank == 13 and 0.55 or 0.4)
      end
    elseif rank == 1 then
      worth = worth + 0.45
    end
  end
  return worth
end

-- For the greedy bot: the side's points, and once trumps are made what the deal is likely to
-- give, from the tricks taken and what the hands in play are worth.
function rules.evaluate(g, seat)
  local value = g:get("points", seat)
  local maker = g:get("maker")
  if not maker or not g:to_move() then return value end
  local trump = g:get("trump")
  local makers = g:team(maker)
  local taken = tricks:taken(g)
  local made, kept = 0, 0
  for s = 1, 4 do
    if g:team(s) == makers then made = made + taken[s] else kept = kept + taken[s] end
  end
  local mine, theirs = 0, 0
  for s = 1, 4 do
    if not g:sits_out(s) then
      local worth = hand_tricks(g, s, trump)
      if g:team(s) == makers then mine = mine + worth else theirs = theirs + worth end
    end
  end
  local left = 5 - made - kept
  local expected = made + (mine + theirs > 0 and left * mine / (mine + theirs) or left / 2)
  local points = expected >= 3 and (expected >= 4.6 and 2 or 1) or -2
  return value + (g:team(seat) == makers and points or -points)
end
