-- Gin Rummy rules: the upcard offer, the turn (draw or take, then discard, knock or go gin), the
-- showdown with its layoffs, the scoring of deals and of the match, and the void deal at the
-- wall. The layout, the deal and the options are in game.yaml; README.md gives every rule in
-- words. Melds, the least-deadwood arrangement and layoffs are the native melds mechanic's.
--
-- Decisions the common rules leave open: the first dealer is a random seat (the engine's
-- default), then the loser of a deal deals the next (the same dealer after a void deal); at the
-- showdown each player lays his least-deadwood arrangement, and the defender lays off his
-- deadwood one card at a time, the highest-valued card that fits first, without breaking a meld
-- of his own; with oklahoma the deal's knock limit is the lower of knock_limit and the upcard's
-- value.

-- Options are read once here: a hook reads a global through the seal that keeps globals
-- unchanged from match to match, a lookup more than a local's.
local UNDERCUT_BONUS, BIG_GIN, OKLAHOMA = options.undercut_bonus, options.big_gin, options.oklahoma
local TARGET, GAME_BONUS, BOX_BONUS = options.target, options.game_bonus, options.box_bonus
local M = mechanics.melds
-- How a deal ended -> the bonus of a hand shown without deadwood.
local GIN_BONUS = { gin = options.gin_bonus, big_gin = options.big_gin_bonus }

-- Card id -> its deadwood value, as the melds mechanic counts it (ace 1, pips, J Q K 10).
local VALUE = {}
for id = 0, 51 do VALUE[id] = M:value(id) end
local SPADES = 4
local ALL = (1 << 52) - 1

-- Two players: the other one.
local function other(seat)
  return 3 - seat
end

-- The upcard is the top stock card turned face up (a test's fixed deal may lay it itself). With
-- oklahoma its value caps the knock limit, an ace allowing gin only, and a spade doubles the deal.
function rules.start_deal(g)
  if g:count("discard") == 0 then g:move_top("stock", nil, "discard", nil) end
  if OKLAHOMA then
    local upcard = g:top("discard")
    local cap = cards.rank(upcard) == 1 and 0 or VALUE[upcard]
    if cap < g:get("limit") then g:set("limit", cap) end
    if cards.suit(upcard) == SPADES then g:set("doubled", true) end
    g:log("the upcard %s: the knock limit is %s%s", cards.name(upcard), g:get("limit"),
      g:get("doubled") and " and the deal counts double" or "")
  end
  g:set_to_move(other(g:dealer()))
end

-- The loser of the last deal deals, or after a void deal the same dealer again.
function rules.next_dealer(g)
  g:set_dealer(g:get("deals_next"))
end

-- The hand now holds eleven cards. Which discards leave deadwood within the knock limit, or none,
-- is worked out once here and kept for the moves of the discard, which the bots list many times.
local function weigh_discards(g, seat)
  local limit = g:get("limit")
  local taken = g:get("taken")
  local best = M:arrange(g, "hand", seat)
  local total = best.deadwood_value
  local knock, gin = 0, 0
  local function leaves(card, left)
    if left == 0 then
      gin = gin | cards.bit(card)
    elseif left <= limit then
      knock = knock | cards.bit(card)
    end
  end
  -- A deadwood card of the best arrangement: the rest of that arrangement is the best of the ten
  -- cards left (a better one, with the card added as deadwood, would have beaten it).
  for _, card in ipairs(best.deadwood) do
    if card ~= taken then leaves(card, total - VALUE[card]) end
  end
  -- A melded card: the ten cards left are arranged anew, natively. Their deadwood is never below
  -- total - value (the card added to them as deadwood would make an arrangement of all eleven),
  -- so most melded cards need no look.
  local look = 0
  for _, meld in ipairs(best.melds) do
    for _, card in ipairs(meld.cards) do
      if card ~= taken and total - VALUE[card] <= limit then look = look | cards.bit(card) end
    end
  end
  if look ~= 0 then
    local hand = g:cards("hand", seat)
    for i, card in ipairs(hand) do
      if look & cards.bit(card) ~= 0 then
        local rest = table.move(hand, 1, #hand, 1, {})
        table.remove(rest, i)
        leaves(card, M:deadwood(rest))
      end
    end
  end
  g:set("knock_cards", knock)
  g:set("gin_cards", gin)
  if BIG_GIN then g:set("all_meld", total == 0) end
end

-- The seat takes a card (drawn from the stock, or taken from the pile) and must now discard.
local function pick_up(g, seat, from, taken)
  g:move_top(from, nil, "hand", seat)
  g:set("taken", taken)
  g:set("phase", "discard")
  g:add("turns", 1)
  weigh_discards(g, seat)
end

-- Legal moves in the documented order: draw, take, pass, then discards, knocks and gins by suit
-- and rank, then big gin.
function rules.moves(g, out, seat)
  local phase = g:get("phase")
  if phase == "upcard" then
    out:add("take")
    out:add("pass")
  elseif phase == "stock" then
    out:add("draw")
  elseif phase == "draw" then
    out:add("draw")
    out:add("take")
  else
    local taken = g:get("taken")
    out:add_cards("discard", g:mask("hand", seat) & (taken and ~cards.bit(taken) or ALL))
    out:add_cards("knock", g:get("knock_cards"))
    out:add_cards("gin", g:get("gin_cards"))
    if g:get("all_meld") then out:add("biggin") end
  end
end

-- The deal is over without a score: nobody knocked before the stock ran down to two cards.
local function void_deal(g)
  g:log("only %s cards are left in the stock: the deal is void", g:count("stock"))
  g:set("deal_end", "void")
  g:set("deals_next", g:dealer())
  g:end_deal()
end

-- The next player's turn begins, unless the stock is down to its last two cards.
local function next_turn(g, seat, phase)
  if g:count("stock") <= 2 then return void_deal(g) end
  g:set("phase", phase)
  g:set("taken", nil)
  g:set_to_move(seat)
end

-- Lays the seat's least-deadwood arrangement from his hand into his melds zone.
local function lay_melds(g, seat)
  for _, meld in ipairs(M:arrange(g, "hand", seat).melds) do
    M:lay(g, meld.cards, "hand", seat, "melds", seat)
    g:log("seat %s lays %s", seat, meld.text)
  end
end

-- The defender lays off his deadwood on the knocker's melds, one card at a time, as long as a
-- card fits: the highest-valued card first (the first in suit and rank order of equals), on a
-- run rather than a set, since a run may grow again at its new end and a set may not.
local function lay_off(g, defender, knocker)
  local hand = g:cards("hand", defender)
  table.sort(hand, function(a, b) return VALUE[a] > VALUE[b] or (VALUE[a] == VALUE[b] and a < b) end)
  local melds = M:laid(g, "melds", knocker)
  local i = 1
  while hand[i] do
    local card = hand[i]
    local fits = M:layoffs(card, melds)
    if #fits == 0 then
      i = i + 1
    else
      local onto = fits[1]
      for _, index in ipairs(fits) do
        if melds[index].kind == "run" then
          onto = index
          break
        end
      end
      g:log("seat %s lays off %s on %s", defender, cards.name(card), melds[onto].text)
      melds[onto] = M:lay_off(g, card, "hand", defender, "melds", knocker, onto)
      g:add("laid_off", 1)
      table.remove(hand, i)
      -- The meld grew: a card passed over may fit it now.
      i = 1
    end
  end
end

-- The cards left in the seat's hand go face up as his deadwood, in suit and rank order; returns
-- their value.
local function show_deadwood(g, seat)
  local value = 0
  for _, card in ipairs(cards.ids(g:mask("hand", seat))) do
    value = value + VALUE[card]
    g:move(card, "hand", seat, "deadwood", seat)
  end
  return value
end

-- The match is over: the game bonus to the player who reached the target, the line bonus to
-- each player for every deal he won.
local function end_match(g, winner)
  g:add("points", GAME_BONUS, winner)
  for seat = 1, 2 do g:add("points", BOX_BONUS * g:get("boxes", seat), seat) end
  g:log("seat %s reaches %s: game bonus %s, line bonus %s a deal won", winner, TARGET, GAME_BONUS, BOX_BONUS)
  g:end_match()
end

-- The showdown after a knock, gin or big gin: both lay their melds, the defender lays off unless
-- it is gin, and the deal is scored.
local function showdown(g, knocker, how)
  local defender = other(knocker)
  g:set("knocker", knocker)
  lay_melds(g, knocker)
  lay_melds(g, defender)
  if how == "knock" then lay_off(g, defender, knocker) end
  local mine, theirs = show_deadwood(g, knocker), show_deadwood(g, defender)
  local winner, score = knocker, theirs - mine
  if how ~= "knock" then
    score = score + GIN_BONUS[how]              -- no deadwood of his own: never undercut
  elseif score <= 0 then
    winner, score, how = defender, UNDERCUT_BONUS - score, "undercut"
  end
  if g:get("doubled") then score = 2 * score end
  g:set("deal_end", how)
  g:set("deals_next", other(winner))
  g:add("boxes", 1, winner)
  g:log("deadwood %s against %s: seat %s scores %s (%s)", mine, theirs, winner, score, how)
  if g:add("points", score, winner) >= TARGET then return end_match(g, winner) end
  g:end_deal()
end

function rules.play(g, verb, card, seat)
  if verb == "draw" then
    pick_up(g, seat, "stock", nil)
  elseif verb == "take" then
    pick_up(g, seat, "discard", g:top("discard"))
  elseif verb == "pass" then
    -- The non-dealer passes the upcard to the dealer; when he passes too, the non-dealer draws.
    if seat == g:dealer() then return next_turn(g, other(seat), "stock") end
    g:set_to_move(other(seat))
  elseif verb == "biggin" then
    g:log("seat %s shows big gin", seat)
    showdown(g, seat, "big_gin")
  else
    g:move(card, "hand", seat, "discard", nil)
    if verb == "discard" then return next_turn(g, other(seat), "draw") end
    g:log("seat %s %s, discarding %s", seat, verb == "gin" and "goes gin" or "knocks", cards.name(card))
    showdown(g, seat, verb)
  end
end

-- Why a typed move is not legal, for the player who typed it.
function rules.why_not(g, verb, card, seat)
  local phase = g:get("phase")
  if phase == "upcard" then return "the upcard is offered to you: take it or pass" end
  if phase == "stock" then return "you both passed the upcard: draw from the stock" end
  if phase == "draw" then
    if verb == "pass" then return "the upcard is past: draw from the stock or take the discard" end
    return "draw from the stock or take the discard first"
  end
  if verb == "draw" or verb == "take" or verb == "pass" then return "you have drawn: discard, knock or go gin" end
  if verb == "biggin" then
    if not BIG_GIN then return "big gin is not played (big_gin=false)" end
    return "big gin needs all eleven cards in melds"
  end
  local name = cards.name(card)
  if not g:has(card, "hand", seat) then return "you hold no " .. name end
  if card == g:get("taken") then return "you took " .. name .. " from the pile this turn: discard another card" end
  local limit = g:get("limit")
  if verb == "knock" then
    if g:get("gin_cards") & cards.bit(card) ~= 0 then
      return "discarding " .. name .. " leaves no deadwood: that is gin"
    end
    if limit == 0 then return "the knock limit is 0 this deal: only gin ends it" end
    return "discarding " .. name .. " leaves more than " .. limit .. " deadwood, the knock limit"
  end
  return "discarding " .. name .. " leaves deadwood: gin needs every card left in melds"
end

-- The deadwood the seat would keep now: with eleven cards, after discarding the most valuable
-- deadwood card he may discard.
local function deadwood_now(g, seat)
  local best = M:arrange(g, "hand", seat)
  local value = best.deadwood_value
  if g:count("hand", seat) < 11 then return value end
  local taken, shed = g:get("taken"), 0
  for _, card in ipairs(best.deadwood) do
    if card ~= taken and VALUE[card] > shed then shed = VALUE[card] end
  end
  return value - shed
end

-- How good the position is for `seat` (the bots' heuristic, on the scale of the points): his
-- lead in match points, less, while the deal goes on, the deadwood he would keep. A knock that
-- scores is then worth more than any discard, and one that would be undercut less.
function rules.evaluate(g, seat)
  local lead = g:get("points", seat) - g:get("points", other(seat))
  if g:get("deal_end") then return lead end
  return lead - deadwood_now(g, seat)
end

-- The seat's hand arranged for him on his screen: its melds and its deadwood now.
function rules.display(g, seat)
  if g:count("hand", seat) == 0 then return {} end
  local best = M:arrange(g, "hand", seat)
  local melds = {}
  for i, meld in ipairs(best.melds) do melds[i] = meld.text end
  return {
    "hand arranged: " .. (#melds > 0 and table.concat(melds, " | ") or "no meld"),
    "deadwood in hand: " .. best.deadwood_value
      .. (#best.deadwood > 0 and " (" .. cards.names(best.deadwood) .. ")" or ""),
  }
end
