-- Fan Tan rules (spec: shared/rules/fantan.md). The layout is in game.yaml.
--
-- A hand: strip (option), shuffle, deal the whole pack from the dealer's left (game.yaml; the
-- stock, with stock=true, takes a card after the dealer each round); ante (chips); the first
-- player acts.
-- A turn: play a card that fits a row (native sequence rows), else draw (stock) or pass. Under
-- passing=penalized a player may pass while able to play: that pass is "voluntary" and records
-- penalties paid at the next settlement. The first player out settles the hand; with play_on
-- (settle mode) play goes on and every later player out settles again.
--
-- Decisions the spec leaves to the runtime: the first dealer is a uniformly random seat (the
-- engine's default); penalties recorded are kept in hidden per-seat vars until paid.

-- Options and the player count are read once here: a hook reads a global through the seal that
-- keeps globals unchanged from match to match, a lookup more than a local's.
local players = players
local S = options.start_rank
local ANTE, SHORT_HAND_ANTE, PASS_CHIP = options.ante, options.short_hand_ante, options.pass_chip
local chips_mode = options.scoring == "chips"
local settle_mode = options.scoring == "settle"
local points_mode = options.scoring == "points"
local penalized = options.passing == "penalized"
local play_on = options.play_on
local diamond_opens = options.diamond_opens
local first_extra_card_leads = options.first_player == "first_extra_card"
local winner_deals_next = options.next_dealer == "winner"
local HANDS, TARGET = options.hands, options.target
local PASS_PENALTY, START_PENALTY = options.pass_penalty, options.start_penalty
local rows = mechanics.rows
-- Without penalized passing or the stock a turn is the rows' own (game.yaml turns): lay a card
-- that fits, else pass. Under diamond_opens they take over once the start diamond is down.
local rows_take_turns = not (penalized or options.stock)

local SUIT_OF_NAME = { clubs = 1, diamonds = 2, hearts = 3, spades = 4 }
local STRIPPED_RANKS = { [3] = { 1 }, [4] = {}, [5] = { 1, 13 }, [6] = { 1, 2, 12, 13 } }

-- Hands at the table: the stock counts as one when stripping evens out the deal (spec D13).
local function table_hands()
  return players + (options.stock and 1 or 0)
end

function rules.validate()
  if options.stock then
    if players ~= 2 then error("stock=true is the two-player game: it needs exactly 2 players", 0) end
  elseif players < 3 then
    error("Fan Tan is for 3 to 6 players (2 only with stock=true)", 0)
  end
  if penalized and points_mode then error("passing=penalized needs scoring=chips or scoring=settle", 0) end
  if play_on and not settle_mode then error("play_on=true needs scoring=settle", 0) end
  if diamond_opens and options.stock then error("diamond_opens=true cannot be used with stock=true", 0) end
  if options.strip then
    for _, rank in ipairs(STRIPPED_RANKS[table_hands()]) do
      if rank == S then
        error("start_rank " .. cards.rank_name(S) .. " is stripped with " .. table_hands() .. " hands", 0)
      end
    end
  end
end

-- Every balance starts at start_chips (game.yaml); scoring=points scores by points instead.
if points_mode then
  function rules.start_match(g) g:set_score("points") end
end

-- game.yaml deals the pack round the table; stripping sets cards aside first, and the stock takes
-- a card after the dealer in each round.
if options.strip or options.stock then
  function rules.deal(g)
    g:fill("deck")
    if options.strip then
      local suit = SUIT_OF_NAME[options.strip_suit]
      for _, rank in ipairs(STRIPPED_RANKS[table_hands()]) do
        g:move(cards.make(rank, suit), "deck", nil, "stripped", nil)
      end
    end
    g:shuffle("deck")
    g:deal_out("deck", options.stock and { "hand", "stock" } or { "hand" })
  end
end

-- Chips paid into the pot; a balance at or below zero ends the match after this hand (7.4).
local function pay_pot(g, seat, amount)
  if amount ~= 0 and g:transfer(amount, "chips", seat, "pot", nil) <= 0 then g:set("ran_out", true) end
end

local function pay(g, from, to, amount)
  g:transfer(amount, "chips", from, "chips", to)
end

function rules.start_deal(g)
  local dealer = g:dealer()
  local held = g:counts("hand")
  local longest, shortest, active = 0, 52, 0  -- no hand holds more than the pack
  for seat = 1, players do
    local n = held[seat]
    if n > longest then longest = n end
    if n < shortest then shortest = n end
    if n > 0 then active = active + 1 end
  end
  g:set("active", active)
  if chips_mode then
    for seat = 1, players do pay_pot(g, seat, ANTE + (held[seat] < longest and SHORT_HAND_ANTE or 0)) end
    -- What a pass costs when the rows play it (game.yaml): pass_chip into the pot.
    g:set("pass_fee", PASS_CHIP)
  end
  local first = g:seat(dealer + 1)
  if first_extra_card_leads then
    for i = 1, players do
      local seat = g:seat(dealer + i)
      if held[seat] > shortest then
        first = seat
        break
      end
    end
  end
  if diamond_opens then
    local zone, seat = g:holder(cards.make(S, 2))
    if zone == "hand" then first = seat end
  end
  g:set_to_move(first)
  if rows_take_turns and not diamond_opens then rows:take_turns(g) end
end

function rules.moves(g, out, seat)
  -- The opener must lay the start diamond (a fixed test deal may leave it out of every hand).
  if diamond_opens and not g:get("opened") and g:has(cards.make(S, 2), "hand", seat) then
    out:add("play", cards.make(S, 2))
    return
  end
  local playable = rows:playable(g, g:mask("hand", seat), S)
  if playable ~= 0 then
    out:add_cards("play", playable)
    -- Anti-stall (5.5): after a full circle of passes somebody able to play must play.
    if penalized and g:get("passes") < g:get("active") then out:add("pass") end
  elseif options.stock and g:count("stock") > 0 then
    out:add("draw")
  else
    out:add("pass")
  end
end

-- The turn passes to the next active player: the next seat to the left still holding cards.
local function next_turn(g, seat)
  g:set_to_move(g:next_seat(seat, "hand"))
end

-- A voluntary pass (5.4): the pass penalty, and for each start card held, start_penalty to each
-- other player holding one of its neighbours now. Neighbours in the stock, stripped, or in the
-- passer's own hand owe nothing.
local function record_penalties(g, passer)
  g:add("voluntary_passes", 1)
  g:add("pass_owed", PASS_PENALTY, passer)
  for suit = 1, 4 do
    if g:has(cards.make(S, suit), "hand", passer) then
      for _, rank in ipairs({ S - 1, S + 1 }) do
        if rank >= 1 and rank <= 13 then
          local zone, holder = g:holder(cards.make(rank, suit))
          if zone == "hand" and holder ~= passer then
            g:add("start_owed", START_PENALTY, passer)
            g:add("start_due", START_PENALTY, holder)
          end
        end
      end
    end
  end
end

-- Penalties voluntary passes recorded (passing=penalized) are paid at every settlement: pass
-- penalties into the pot (chips) or to the player out (settle); start-card penalties from each
-- passer straight to the neighbours' holders.
local function pay_recorded_penalties(g, w)
  for seat = 1, players do
    local owed = g:get("pass_owed", seat)
    if chips_mode then
      pay_pot(g, seat, owed)
    elseif seat ~= w then
      pay(g, seat, w, owed)
    end
    g:set("pass_owed", 0, seat)
  end
  for seat = 1, players do
    g:add("chips", g:get("start_due", seat) - g:get("start_owed", seat), seat)
    g:set("start_owed", 0, seat)
    g:set("start_due", 0, seat)
  end
end

-- Settlement when `w` plays his last card (section 7).
local function settle(g, w)
  local held = g:counts("hand")
  if chips_mode then
    -- Pass chips the rows took (and anything before) only lowered the balances: whoever they took
    -- to 0 or below is still there, the payers below when they pay, w before he collects (7.4).
    if g:get("chips", w) <= 0 then g:set("ran_out", true) end
    for seat = 1, players do
      if seat ~= w then pay_pot(g, seat, held[seat]) end
    end
    if penalized then pay_recorded_penalties(g, w) end
    g:transfer(g:get("pot"), "pot", nil, "chips", w)
  elseif settle_mode then
    for seat = 1, players do
      if seat ~= w then pay(g, seat, w, held[seat]) end
    end
    if penalized then pay_recorded_penalties(g, w) end
  else
    local total = 0
    for seat = 1, players do
      if seat ~= w then total = total + held[seat] end
    end
    g:add("points", total, w)
  end
  -- pay_pot notes a balance at or below zero; direct payments (settle mode, start penalties) do not.
  if settle_mode or penalized then
    for seat = 1, players do
      if g:get("chips", seat) <= 0 then g:set("ran_out", true) end
    end
  end
end

local function end_hand(g, first_out)
  g:set("winner", first_out)
  local over
  if points_mode then
    over = g:get("points", first_out) >= TARGET
  else
    over = g:get("ran_out") or g:deal_number() >= HANDS
  end
  if over then g:end_match() else g:end_deal() end
end

-- A player laid his last card (the rows call this when they have the turns).
local function go_out(g, w)
  local first_out = g:get("first_out")
  if not first_out then
    first_out = w
    g:set("first_out", w)
  end
  g:log(first_out == w and "seat %s is out first" or "seat %s is out", w)
  settle(g, w)
  local active = g:add("active", -1)
  if play_on and active >= 2 then
    next_turn(g, w)
  else
    end_hand(g, first_out)
  end
end

rules.went_out = go_out

function rules.play(g, verb, card, seat)
  if verb == "play" then
    rows:lay(g, card, "hand", seat)
    -- Only the diamond opening reads `opened`, only the anti-stall rule reads `passes`.
    if diamond_opens then
      g:set("opened", true)
      if rows_take_turns then rows:take_turns(g) end
    end
    if penalized then g:set("passes", 0) end
    if g:count("hand", seat) == 0 then
      go_out(g, seat)
    else
      next_turn(g, seat)
    end
  elseif verb == "draw" then
    -- The same player goes on: he must play the drawn card if it fits, or draw again (5.3).
    g:move_top("stock", nil, "hand", seat)
  else
    if chips_mode then pay_pot(g, seat, PASS_CHIP) end
    if penalized and rows:playable(g, g:mask("hand", seat), S) ~= 0 then record_penalties(g, seat) end
    if penalized then g:add("passes", 1) end
    next_turn(g, seat)
  end
end

-- Why a typed move is not legal, for the player who typed it.
local SUIT_NAMES = { "clubs", "diamonds", "hearts", "spades" }
function rules.why_not(g, verb, card, seat)
  local playable = rows:playable(g, g:mask("hand", seat), S)
  if verb == "play" then
    if not g:has(card, "hand", seat) then return "you hold no " .. cards.name(card) end
    local start_diamond = cards.make(S, 2)
    if diamond_opens and not g:get("opened") and g:has(start_diamond, "hand", seat) then
      return "the game opens with the " .. cards.name(start_diamond)
    end
    local suit = cards.suit(card)
    local low, high = rows:ends(g, suit)
    if not low then
      return "the " .. SUIT_NAMES[suit] .. " row is not open: only the " .. cards.name(cards.make(S, suit))
        .. " opens it"
    end
    local wants = {}
    if low > 1 then wants[#wants + 1] = cards.name(cards.make(low - 1, suit)) end
    if high < 13 then wants[#wants + 1] = cards.name(cards.make(high + 1, suit)) end
    return cards.name(card) .. " does not fit: the " .. SUIT_NAMES[suit] .. " row runs "
      .. cards.name(cards.make(low, suit)) .. " to " .. cards.name(cards.make(high, suit))
      .. (#wants > 0 and " and takes " .. table.concat(wants, " or ") or "")
  elseif verb == "draw" then
    if not options.stock then return "there is no stock in this game" end
    if playable ~= 0 then return "you can play a card, so you may not draw" end
    return "the stock is empty"
  else
    if options.stock and g:count("stock") > 0 then return "draw from the stock when you cannot play" end
    if penalized then return "everyone has passed since the last card: whoever can play must play now" end
    return "you must play when you can"
  end
end

function rules.next_dealer(g)
  if winner_deals_next then
    g:set_dealer(g:get("winner"))
  else
    g:set_dealer(g:seat(g:dealer() + 1))
  end
end

-- How good the position is for `seat` (the bots' heuristic): the balance (or points) first, then
-- fewer cards left in hand, then how many of its cards fit the rows now against how many of the
-- other players' cards do: a card laid should open the way for the player's own cards, not for
-- theirs.
local BALANCE = points_mode and "points" or "chips"
function rules.evaluate(g, seat)
  local others = 0
  for s = 1, players do
    if s ~= seat then others = others | g:mask("hand", s) end
  end
  local mine = cards.count(rows:playable(g, g:mask("hand", seat), S))
  local theirs = cards.count(rows:playable(g, others, S))
  return g:get(BALANCE, seat) * 100 - g:count("hand", seat) * 10 + 2 * mine - theirs
end
