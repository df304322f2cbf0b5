-- Crazy Eights rules: the starter, what may be played, eights and the suit they name, drawing
-- and passing, the special cards the options turn on, and the scoring of deals and the match.
-- The layout, the deal and the options are in game.yaml; README.md gives every rule in words.
--
-- Decisions the common rules leave open: the first dealer is a random seat (the engine's
-- default) and the deal passes to the left; a draw-two penalty is taken with one `draw`; a deal
-- is blocked by a full round of passes with no card played or drawn between them, so only a
-- table that can neither play nor draw blocks; with two players an ace skips instead of
-- reversing; the pile is turned into a new stock at most `reshuffles` times a deal (an option,
-- 10 by default), so that every deal ends.

-- Options and the player count are read once here: a hook reads a global through the seal that
-- keeps globals unchanged from match to match, a lookup more than a local's.
local players = players
local HAND_SIZE, DRAW_LIMIT, TARGET = options.hand_size, options.draw_limit, options.target
local SKIP_QUEENS, REVERSE_ACES = options.skip_queens, options.reverse_aces
local TWOS = options.draw_twos ~= "off"
local STACK = options.draw_twos == "stack"
-- Without a cap, players who each name a suit the next one lacks can pass the eights round for
-- ever, each drawing the eight the last one played from a reshuffled pile. Once the pile has
-- been turned this often in a deal (never with 0) an empty stock stays empty, and the deal ends
-- by going out or blocked.
local RESHUFFLES = options.reshuffles

local EIGHTS = cards.rank_mask(8)
local TWO_CARDS = cards.rank_mask(2)
-- Suit name -> what may be played on an eight that named it.
local ON_NAMED = {}
for suit, name in ipairs({ "clubs", "diamonds", "hearts", "spades" }) do
  ON_NAMED[name] = cards.suit_mask(suit) | EIGHTS
end
-- Card id -> what may be played on it; what it counts in a hand at the end of a deal; what
-- holding it costs in the bots' eyes (an eight counts 50, but it is the best card to keep).
local ON_CARD, VALUE, HOLDING = {}, {}, {}
for id = 0, 51 do
  local rank = cards.rank(id)
  ON_CARD[id] = cards.suit_mask(cards.suit(id)) | cards.rank_mask(rank) | EIGHTS
  VALUE[id] = rank == 8 and 50 or math.min(rank, 10)
  HOLDING[id] = rank == 8 and 0 or VALUE[id]
end

function rules.validate()
  -- The stock left after the deal must hold a card other than an eight to turn as the starter:
  -- at most all the cards but the eights (four a pack) and one more are dealt.
  local most = (deck.size - 4 * deck.decks - 1) // players
  if HAND_SIZE > most then
    error(string.format("hand_size %d is too large for %d players: at most %d cards each leave a stock "
      .. "with a starter that is not an eight", HAND_SIZE, players, most), 0)
  end
end

-- The starter is the top stock card turned face up. An eight goes to the bottom of the stock
-- instead, so the pile never starts with a suit to name; a stock of eights only (a test's
-- fixed deal) gives up after one round.
local function turn_starter(g)
  for _ = 2, g:count("stock") do
    local top = g:top("stock")
    if cards.rank(top) ~= 8 then break end
    g:log("the starter %s is an eight: it goes to the bottom of the stock", cards.name(top))
    g:move(top, "stock", nil, "stock", nil, "bottom")
  end
  g:move_top("stock", nil, "discard", nil)
end

function rules.start_deal(g)
  -- A test's fixed deal may lay the pile itself.
  if g:count("discard") == 0 then turn_starter(g) end
  g:set_to_move(g:next_seat(g:dealer()))
end

-- The cards that may be played on the pile now.
local function playable(g)
  local named = g:get("suit")
  if named then return ON_NAMED[named] end
  return ON_CARD[g:top("discard")]
end

-- Whether an empty stock may be refilled from the pile under its top card.
local function may_reshuffle(g)
  return g:get("reshuffled") < RESHUFFLES and g:count("discard") > 1
end

-- Whether the player to move may draw a card (with no penalty pending).
local function may_draw(g)
  if DRAW_LIMIT > 0 and g:get("drawn") >= DRAW_LIMIT then return false end
  return g:count("stock") > 0 or may_reshuffle(g)
end

-- Legal moves in the documented order: plays by suit and rank, then choose, draw, pass.
function rules.moves(g, out, seat)
  if g:get("naming") then
    out:add("choose", "clubs")
    out:add("choose", "diamonds")
    out:add("choose", "hearts")
    out:add("choose", "spades")
    return
  end
  local hand = g:mask("hand", seat)
  if TWOS and g:get("penalty") > 0 then
    if STACK then out:add_cards("play", hand & TWO_CARDS) end
    out:add("draw")
    return
  end
  local fits = hand & playable(g)
  if fits ~= 0 then
    out:add_cards("play", fits)
  elseif may_draw(g) then
    out:add("draw")
  else
    out:add("pass")
  end
end

-- Points each hand counts, by seat.
local function hand_values(g)
  local values = {}
  for seat = 1, players do
    local value = 0
    for _, card in ipairs(g:cards("hand", seat)) do value = value + VALUE[card] end
    values[seat] = value
  end
  return values
end

-- Ends the deal: the player with the lowest hand (the empty one of a player who went out)
-- scores the values of the other hands; when two or more share the lowest, nobody scores.
local function end_of_deal(g, how)
  g:set("deal_end", how)
  local values = hand_values(g)
  local lowest, scorer, total = math.huge, nil, 0
  for seat = 1, players do
    local value = values[seat]
    total = total + value
    if value < lowest then
      lowest, scorer = value, seat
    elseif value == lowest then
      scorer = nil
    end
  end
  if not scorer then
    g:log("the lowest hands are level: nobody scores this deal")
    return g:end_deal()
  end
  g:log("seat %s scores %s", scorer, total - lowest)
  if g:add("points", total - lowest, scorer) >= TARGET then g:end_match() else g:end_deal() end
end

-- The pile under its top card becomes the stock, shuffled.
local function reshuffle(g)
  local top = g:top("discard")
  g:move_top("discard", nil, "stock", nil, g:count("discard"))
  g:move(top, "stock", nil, "discard", nil)
  g:shuffle("stock")
  local size = g:count("stock")
  g:log("the pile is shuffled into a new stock of %s %s", size, size == 1 and "card" or "cards")
  if g:add("reshuffled", 1) == RESHUFFLES then
    g:log("that was the last time: the pile is not turned again this deal")
  end
end

-- Moves up to `n` stock cards into the seat's hand, turning the pile over when the stock runs
-- out (reshuffle); returns how many there were.
local function draw(g, seat, n)
  local drawn = 0
  while drawn < n do
    if g:count("stock") == 0 then
      if not may_reshuffle(g) then break end
      reshuffle(g)
    end
    local take = math.min(n - drawn, g:count("stock"))
    g:move_top("stock", nil, "hand", seat, take)
    drawn = drawn + take
  end
  return drawn
end

-- The turn ends without a card played. A full round of passes with no card played or drawn
-- between them blocks the deal: nobody can play or draw any more.
local function pass(g, seat)
  if DRAW_LIMIT > 0 then g:set("drawn", 0) end
  if g:add("passes", 1) >= players then
    g:log("nobody can play or draw: the deal is blocked")
    return end_of_deal(g, "blocked")
  end
  g:set_to_move(g:next_seat(seat))
end

local function play_card(g, seat, card)
  g:move(card, "hand", seat, "discard", nil)
  g:set("suit", nil)
  g:set("passes", 0)
  if DRAW_LIMIT > 0 then g:set("drawn", 0) end
  -- Going out ends the deal at once: a last eight names no suit, a last special card does nothing.
  if g:count("hand", seat) == 0 then return end_of_deal(g, "went_out") end
  local rank = cards.rank(card)
  if rank == 8 then
    g:set("naming", true)  -- the same player names the suit next
    return
  end
  local to = g:next_seat(seat)
  if rank == 12 and SKIP_QUEENS then
    to = g:next_seat(seat, 2)
  elseif rank == 1 and REVERSE_ACES then
    -- Two players have no direction to turn round: the ace skips the other player.
    if players == 2 then
      to = seat
    else
      g:reverse()
      to = g:next_seat(seat)
    end
  elseif rank == 2 and TWOS then
    g:add("penalty", 2)
  end
  g:set_to_move(to)
end

function rules.play(g, verb, arg, seat)
  if verb == "play" then
    play_card(g, seat, arg)
  elseif verb == "choose" then
    g:set("suit", arg)
    g:set("naming", false)
    g:set_to_move(g:next_seat(seat))
  elseif verb == "pass" then
    pass(g, seat)
  elseif TWOS and g:get("penalty") > 0 then
    -- The whole penalty in one draw, as much of it as there is; then the turn is lost.
    local owed = g:get("penalty")
    g:set("penalty", 0)
    if draw(g, seat, owed) == 0 then return pass(g, seat) end
    g:set("passes", 0)
    g:set_to_move(g:next_seat(seat))
  else
    -- The same player goes on: he plays if he now can, else draws again or passes.
    draw(g, seat, 1)
    g:set("passes", 0)
    if DRAW_LIMIT > 0 then g:add("drawn", 1) end
  end
end

-- Why a typed move is not legal, for the player who typed it.
function rules.why_not(g, verb, arg, seat)
  if g:get("naming") then return "name the suit to follow for your eight first" end
  if verb == "choose" then return "you name a suit only right after playing an eight" end
  if verb == "play" and not g:has(arg, "hand", seat) then return "you hold no " .. cards.name(arg) end
  local penalty = TWOS and g:get("penalty") or 0
  if penalty > 0 then
    if STACK then return "a two was played at you: play a two of your own or draw " .. penalty end
    return "a two was played at you: draw " .. penalty .. " and lose your turn"
  end
  local can_play = g:mask("hand", seat) & playable(g) ~= 0
  if verb == "play" then
    local named = g:get("suit")
    if named then return cards.name(arg) .. " is neither a " .. named:sub(1, -2) .. " nor an eight" end
    local top = g:top("discard")
    return cards.name(arg) .. " matches neither the rank nor the suit of " .. cards.name(top)
      .. " and is no eight"
  elseif can_play then
    return "you can play a card, so you may not " .. verb
  elseif verb == "draw" then
    if DRAW_LIMIT > 0 and g:get("drawn") >= DRAW_LIMIT then
      return "you have drawn " .. DRAW_LIMIT .. " cards this turn, as many as draw_limit allows"
    end
    if g:count("discard") > 1 then
      if RESHUFFLES == 0 then
        return "the stock is empty, and with reshuffles 0 the pile is never turned into a new stock"
      end
      return "the stock is empty, and the pile has been turned into a new stock " .. RESHUFFLES
        .. (RESHUFFLES == 1 and " time" or " times") .. " this deal, as many as reshuffles allows"
    end
    return "there is nothing left to draw"
  end
  return "draw a card: you may pass only when you can neither play nor draw"
end

-- How good the position is for `seat` (the bots' heuristic, on the scale of the points): the
-- match points, less a price per card held and what the hand would cost if the deal ended now
-- (eights not counted: they are the cards to keep); for it, its cards able to follow the top
-- card (after an eight, the suit named) and the other players' cards, a penalty they owe
-- included.
function rules.evaluate(g, seat)
  local hand = g:cards("hand", seat)
  local cost = 5 * #hand
  for _, card in ipairs(hand) do cost = cost + HOLDING[card] end
  local held = g:counts("hand")
  local others = TWOS and g:to_move() ~= seat and g:get("penalty") or 0
  for s = 1, players do
    if s ~= seat then others = others + held[s] end
  end
  local ready = cards.count(g:mask("hand", seat) & playable(g))
  return g:get("points", seat) - cost + 10 * ready + 5 * others // (players - 1)
end
