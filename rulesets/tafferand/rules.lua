-- Tafferand rules (spec: shared/rules/tafferand.md). The layout is in game.yaml.
--
-- Match: 24 deals, seat 4 deals first, the deal passes left; the declarer (left of the dealer)
-- makes the first move of each deal, `choose <contract>`, among the contracts he has not used.
-- Trick contracts: follow suit, no trumps, ace high; once the contract is chosen the native trick
-- mechanic plays the turns (legal cards with the heart-lead restriction, tricks resolved, the
-- winner leading) and the rules score the deal from the won piles after its last trick (with
-- early_end, as soon as a trick fixes the outcome).
-- Elferraus: the declarer's first card sets the start rank; rows grow on the native sequence
-- rows (ace high), which then play the turns; an ace obliges its player to keep laying; first
-- out +200, second +100.
--
-- Decisions the spec leaves to the runtime: a partial (fixed) deal ends when the next leader
-- has no cards; group bonuses need the spec's full totals (13 tricks, 13 hearts, 4 queens).

local CONTRACTS = { "king", "tricks", "hearts", "queens", "general", "elferraus" }
local HEARTS = 3
local ACE = 1
local KING_OF_HEARTS = cards.make(13, HEARTS)
local KING_OF_HEARTS_BIT = cards.bit(KING_OF_HEARTS)
local HEART_MASK = cards.suit_mask(HEARTS)
local QUEEN_MASK = cards.rank_mask(12)
local DEALS = 24

local tricks = mechanics.tricks
local rows = mechanics.rows
-- Read once here: a hook reads a global through the seal that keeps globals unchanged from match
-- to match, a lookup more than a local's.
local ipairs = ipairs
local rank_of = cards.rank
local LEAD_RESTRICTION = options.heart_lead_restriction
local ACE_CASCADE = options.ace_cascade

local HEART_CONTRACTS = { king = true, hearts = true, general = true }
local function heart_lead_restricted(contract)
  return LEAD_RESTRICTION == "all" or (LEAD_RESTRICTION == "heart_contracts" and HEART_CONTRACTS[contract])
end

function rules.first_dealer(g)
  g:set_dealer(4)
end

function rules.start_deal(g)
  local declarer = g:seat(g:dealer() + 1)
  g:set("declarer", declarer)
  g:set_to_move(declarer)
end

-- Every move is said here, also those the declared mechanics play natively once they have the
-- turns (game.yaml turns): a variant that wraps moves or play keeps the turns with the rules.
function rules.moves(g, out, seat)
  local contract = g:get("contract")
  if not contract then
    local used = g:flags("used", seat)
    for _, name in ipairs(CONTRACTS) do
      if not used[name] then out:add("choose", name) end
    end
  elseif contract == "elferraus" then
    local hand = g:mask("hand", seat)
    local start = g:get("start_rank")
    if start == 0 then
      out:add_cards("play", hand)    -- any card may be the start card (7.2)
      return
    end
    local legal = rows:playable(g, hand, start)
    if legal ~= 0 then out:add_cards("play", legal) else out:add("pass") end
  else
    out:add_cards("play", tricks:legal(g, seat, g:get("no_lead")))
  end
end

-- Why a typed move is not legal, for the player who typed it.
local SUIT_NAMES = { "clubs", "diamonds", "hearts", "spades" }
local function row_refusal(g, card, start)
  local suit = cards.suit(card)
  local low, high = rows:ends(g, suit)
  if not low then
    return "the " .. SUIT_NAMES[suit] .. " row is not open: only the " .. cards.name(cards.make(start, suit))
      .. " opens it"
  end
  return cards.name(card) .. " does not fit: the " .. SUIT_NAMES[suit] .. " row runs "
    .. cards.name(cards.make(low, suit)) .. " to " .. cards.name(cards.make(high, suit))
end

function rules.why_not(g, verb, arg, seat)
  local contract = g:get("contract")
  if verb == "choose" then
    if contract then return "the contract of this deal is chosen: " .. contract end
    return "you have already declared " .. arg .. " in this match"
  end
  if not contract then return "the declarer chooses the contract first" end
  if verb == "pass" then
    if contract ~= "elferraus" then return "a trick contract has no passing: play a card" end
    return "you can lay a card, so you may not pass"
  end
  if not g:has(arg, "hand", seat) then return "you hold no " .. cards.name(arg) end
  if contract == "elferraus" then return row_refusal(g, arg, g:get("start_rank")) end
  local led = tricks:led_suit(g)
  if led then return "you must follow suit: you hold " .. SUIT_NAMES[led] end
  return SUIT_NAMES[g:get("no_lead")] .. " may not be led while you hold another suit"
end

local function end_of_deal(g)
  if g:deal_number() >= DEALS then g:end_match() else g:end_deal() end
end

local function team_add(g, seat, points)
  if points ~= 0 then g:add("score", points, seat) end
end

-- One counter group (6) added to the seats' points: one seat taking the whole group earns its
-- side the bonus and nothing else; otherwise each side loses `value` per counter its seats took.
local function score_group(points, taken, total, value, bonus)
  for seat = 1, 4 do
    if taken[seat] == total then
      points[seat] = points[seat] + bonus
      return 1
    end
  end
  for seat = 1, 4 do points[seat] = points[seat] - value * taken[seat] end
  return 0
end

-- Each seat's points from what it took so far: tricks, and the hearts, queens and king of hearts
-- in its won pile; and how many groups one seat took whole (a Durchmarsch each).
local function deal_points(g, contract)
  local general = contract == "general"
  local points, whole = { 0, 0, 0, 0 }, 0
  if contract == "king" or general then
    local king = tricks:taken_cards(g, KING_OF_HEARTS_BIT)
    for seat = 1, 4 do points[seat] = points[seat] - 180 * king[seat] end
  end
  if contract == "tricks" or general then whole = whole + score_group(points, tricks:taken(g), 13, 10, 130) end
  if contract == "hearts" or general then
    whole = whole + score_group(points, tricks:taken_cards(g, HEART_MASK), 13, 10, 130)
  end
  if contract == "queens" or general then
    whole = whole + score_group(points, tricks:taken_cards(g, QUEEN_MASK), 4, 30, 120)
  end
  return points, whole
end

-- The deal's score: each seat's points go to its side (partners add to one score). A group one
-- seat took whole is noted for the statistics (game.yaml metrics).
local function score_tricks_deal(g, contract)
  local points, whole = deal_points(g, contract)
  for seat = 1, 4 do team_add(g, seat, points[seat]) end
  g:log("%s scored: seat 1 %s, seat 2 %s, seat 3 %s, seat 4 %s%s", contract, points[1], points[2], points[3],
    points[4], whole > 0 and " - Durchmarsch!" or "")
  if whole > 0 then
    g:set("durchmarsch", whole)
    if contract == "general" then g:set("general_durchmarsch", whole) end
  end
end

-- The play screen's running count of a trick contract: each seat's points if the deal ended now.
function rules.display(g, _viewer)
  local contract = g:get("contract")
  if contract == nil or contract == "elferraus" then return {} end
  local points = deal_points(g, contract)
  return { string.format("%s so far: seat 1 %d, seat 2 %d, seat 3 %d, seat 4 %d", contract, points[1], points[2],
    points[3], points[4]) }
end

-- With early_end, king, hearts and queens stop once nothing more can be scored (5.3).
local function outcome_fixed(g, contract)
  local mask, total
  if contract == "king" then mask, total = KING_OF_HEARTS_BIT, 1
  elseif contract == "hearts" then mask, total = HEART_MASK, 13
  elseif contract == "queens" then mask, total = QUEEN_MASK, 4
  else return false end
  local n = 0
  for _, taken in ipairs(tricks:taken_cards(g, mask)) do n = n + taken end
  return n == total
end

-- A trick contract's last trick is in the winner's won pile: the deal is scored.
function rules.last_trick(g)
  score_tricks_deal(g, g:get("contract"))
  end_of_deal(g)
end

-- With early_end, every other trick may already fix the outcome (its winner leads next).
if options.early_end then
  function rules.trick_won(g)
    local contract = g:get("contract")
    if outcome_fixed(g, contract) then
      score_tricks_deal(g, contract)
      end_of_deal(g)
    end
  end
end

-- Elferraus (7): a player's last card scores his side 200 if he is out first, 100 if second,
-- and the second out ends the deal; play goes on with the next seat still holding cards.
function rules.went_out(g, seat)
  local place = g:add("out", 1)
  team_add(g, seat, place == 1 and 200 or 100)
  g:log("seat %s is out %s: %s", seat, place == 1 and "first" or "second", place == 1 and 200 or 100)
  if place == 2 then return end_of_deal(g) end
  g:set_to_move(g:next_seat(seat, "hand"))
end

-- An Elferraus card, as the rows lay it once they have the turns (game.yaml): the turn passes to
-- the next seat still holding cards, except that a player who laid the cascade rank (an ace,
-- with ace_cascade) keeps laying while he has a legal card.
local function elferraus_lay(g, card, seat)
  rows:lay(g, card, "hand", seat)
  local left = g:count("hand", seat)
  local again = left > 0 and (g:get("cascade") or rank_of(card) == g:get("cascade_rank"))
    and rows:playable(g, g:mask("hand", seat), g:get("start_rank")) ~= 0
  g:set("cascade", again)
  if again then return end
  if left == 0 then return rules.went_out(g, seat) end
  g:set_to_move(g:next_seat(seat, "hand"))
end

-- Defensive rule (7.6): a full round of passes, no card laid in between, ends the deal. A card
-- was laid since the last pass when the hands hold fewer cards than they did then.
local function elferraus_pass(g, seat)
  local holding, held = 0, 0
  for s = 1, 4 do
    local n = g:count("hand", s)
    held = held + n
    if n > 0 then holding = holding + 1 end
  end
  if held ~= g:get("held_at_pass") then
    g:set("passes", 0)
    g:set("held_at_pass", held)
  end
  if g:add("passes", 1) >= holding then return end_of_deal(g) end
  g:set_to_move(g:next_seat(seat, "hand"))
end

local function elferraus_play(g, verb, card, seat)
  if verb == "pass" then return elferraus_pass(g, seat) end
  if g:get("start_rank") == 0 then
    -- The start card sets the rank that opens the rows; from here on the rows play the turns.
    g:set("start_rank", rank_of(card))
    if ACE_CASCADE then g:set("cascade_rank", ACE) end
    rows:take_turns(g)
  end
  elferraus_lay(g, card, seat)
end

function rules.play(g, verb, arg, seat)
  if verb == "choose" then
    g:set("contract", arg)
    g:set_flag("used", arg, true, seat)
    -- The declarer goes on: he leads, or lays the start card. In a trick contract the tricks
    -- play the turns from here, with the heart-lead restriction where it applies.
    if arg ~= "elferraus" then
      if heart_lead_restricted(arg) then g:set("no_lead", HEARTS) end
      tricks:take_turns(g)
    end
    return
  end
  if g:get("contract") == "elferraus" then return elferraus_play(g, verb, arg, seat) end
  -- A card to the trick, as the tricks play it when they have the turns.
  local winner = tricks:play(g, seat, arg)
  if not winner then return g:set_to_move(g:seat(seat + 1)) end
  g:set_to_move(winner)
  if g:count("hand", winner) == 0 then
    rules.last_trick(g, winner)
  elseif rules.trick_won then
    rules.trick_won(g, winner)
  end
end

-- How good the position is for `seat`'s side, on the score's scale (the bots' heuristic): the
-- side's score, and while a deal goes on, what it would add if it ended now: the trick
-- contract's points for what the side took so far, or in Elferraus 10 a card the side still
-- holds, against it.
function rules.evaluate(g, seat)
  local value = g:get("score", seat)
  local contract = g:get("contract")
  if not g:to_move() or not contract then return value end
  local side = g:team_seats(g:team(seat))
  if contract == "elferraus" then
    local held = g:counts("hand")
    for _, s in ipairs(side) do value = value - 10 * held[s] end
    return value
  end
  local points = deal_points(g, contract)
  for _, s in ipairs(side) do value = value + points[s] end
  return value
end
