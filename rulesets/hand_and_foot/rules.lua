-- Hand and Foot rules (spec: shared/rules/hand_and_foot.md). The layout is in game.yaml.
--
-- Deal (4): seat N deals first and the deal passes left; the seat left of the dealer leads.
-- Hands, then feet, go out in packets of hand_size / foot_size in seat order; the top stock
-- card is turned as the discard pile (a 3, 2 or joker is buried again).
-- Turn (6): START (reset the turn state, count a turn on foot, lay red 3s: R, end the deal if
-- the stock is short) -> DRAW (`draw`, or `pickup` with a matching pair) -> MELD (`meld`,
-- `add`, `discard`; the discard ends the turn). `ask` hands the turn to the partner for one
-- `yes` / `no`, then play returns to the player in the phase he asked in.
-- Melds (5): the native melds game.yaml declares list, render and execute every meld-type
-- move (meld, add, pickup, opening compounds); these hooks tell them what the turn allows.
-- The foot (F): a player whose hand runs out by melding takes up his foot at once and plays
-- on; by discarding, he takes it up and his turn ends. On foot, the last card may only be
-- discarded when the side may go out (G1 books, G2 a turn on foot, G3 the partner's yes),
-- which ends the deal; the holding rule H keeps two cards otherwise.
-- Scoring (10) at every deal end; the match ends after one deal per meld minimum.


local RED_THREES = { cards.parse("3D"), cards.parse("3H") }
local RED_THREE_MASK = cards.bit(RED_THREES[1]) | cards.bit(RED_THREES[2])
local DEALS = #options.meld_minimums
local PARTNER_PERMISSION = options.partner_permission
local SINGLE_MELD_KIND = options.single_meld_kind
local BOOKS_NEEDED = {
  clean = options.books_clean_required,
  dirty = options.books_dirty_required,
  wild = options.books_wild_required,
}
local BOOK_BONUS = { clean = 500, dirty = 300, wild = 1500 }

local M = mechanics.melds
local TARGETS = M:targets()      -- "4" ... "A", "wild", as game.yaml declares the melds

function rules.validate()
  local needed = players * (options.hand_size + options.foot_size) + 20
  if 54 * options.decks < needed then
    error(options.decks .. " decks are too few: " .. players .. " players with hand_size " .. options.hand_size
      .. " and foot_size " .. options.foot_size .. " need 54 * decks >= " .. needed, 0)
  end
  if DEALS == 0 then error("meld_minimums needs at least one entry (one per deal)", 0) end
end

---------------------------------------------------------------- sides and going out

-- Each seat's side (the seats of its team) and partner (nil for a player alone, 3), fixed for
-- the match by the player count and the partnerships option; the first seat of each side.
local SIDE, PARTNER, LEADERS = {}, {}, {}
for _, side in ipairs(teams) do
  LEADERS[#LEADERS + 1] = side[1]
  for _, seat in ipairs(side) do
    SIDE[seat] = side
    for _, other in ipairs(side) do
      if other ~= seat then PARTNER[seat] = other end
    end
  end
end

local function books_met(g, seat)                       -- G1
  return g:get("books_clean", seat) >= BOOKS_NEEDED.clean
     and g:get("books_dirty", seat) >= BOOKS_NEEDED.dirty
     and g:get("books_wild", seat) >= BOOKS_NEEDED.wild
end

local function foot_met(g, seat)                        -- G2 (D19)
  if not g:get("on_foot", seat) then return false end
  local required = options.foot_turns_required
  local partner = PARTNER[seat]
  local condition = partner and options.foot_condition or "self"
  local own = g:get("foot_turns", seat) >= required
  if condition == "self" then return own end
  local partners = g:get("foot_turns", partner) >= required
  if condition == "partner" then return partners end
  return own and partners
end

local function permission_met(g, seat)                  -- G3
  if not (PARTNER[seat] and PARTNER_PERMISSION) then return true end
  return g:get("asked") and g:get("permission")
end

local function may_go_out(g, seat)
  return books_met(g, seat) and foot_met(g, seat) and permission_met(g, seat)
end

-- L8: a player with a partner asks at most once a turn, and only on foot with G2 met, so a
-- yes can actually let him go out (D22).
local function may_ask(g, seat)
  return PARTNER_PERMISSION and PARTNER[seat] ~= nil and not g:get("asked")
     and foot_met(g, seat)
end

-- The holding rule H (L7) in the form the meld mechanic applies it to each move: a player on
-- foot keeps 2 cards, or 1 (0 with go_out_without_discard) when G1-G3 hold after the move.
-- G2 and G3 cannot change by melding; G1 is checked by the mechanic on the books after it.
local function holding_rule(g, seat, on_foot)
  if not on_foot then return nil end
  return {
    keep = 2,
    out = foot_met(g, seat) and permission_met(g, seat),
    out_left = options.go_out_without_discard and 0 or 1,
    need = BOOKS_NEEDED,
  }
end

---------------------------------------------------------------- cards moving

-- R: lay every red 3 of the hand on the side's red3s and draw as many from the stock, until
-- no red 3 is left or the stock gives nothing (D10). A red 3 is so never discarded or melded.
local function settle_red_threes(g, seat)
  while g:mask("hand", seat) & RED_THREE_MASK ~= 0 do
    local laid = 0
    for _, red in ipairs(RED_THREES) do
      while g:has(red, "hand", seat) do
        g:move(red, "hand", seat, "red3s", seat)
        laid = laid + 1
      end
    end
    local drawn = math.min(laid, g:count("stock"))
    if drawn == 0 then return end
    g:move_top("stock", nil, "hand", seat, drawn)
  end
end

-- The foot becomes the hand (the hand is empty when this is called).
local function take_up_foot(g, seat)
  g:move_top("foot", seat, "hand", seat, g:count("foot", seat))
  g:set("on_foot", true, seat)
end

-- By card id: wild (2s and jokers), and natural (4 .. A): the only upcard kept (4.3, D4: 3s, 2s
-- and jokers are buried) and the only top card that may be picked up (L4a, D12).
local WILD, NATURAL = {}, {}
for card = 0, 52 do
  local rank = cards.rank(card)
  WILD[card] = rank == nil or rank == 2
  NATURAL[card] = rank ~= nil and rank ~= 2 and rank ~= 3
end

-- Cards a pickup takes from the pile: k = min(pickup_size, pile), 0 = the whole pile (L4).
local function pickup_count(g)
  local pile = g:count("discard")
  local size = options.pickup_size
  if size == 0 or size > pile then return pile end
  return size
end

---------------------------------------------------------------- deal setup

function rules.first_dealer(g)
  g:set_dealer(g:players())                -- D3: seat N deals deal 1, so seat 1 leads it
end

function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
  local n = g:players()
  for i = 1, n do g:move_top("stock", nil, "hand", g:seat(g:dealer() + i), options.hand_size) end
  for i = 1, n do g:move_top("stock", nil, "foot", g:seat(g:dealer() + i), options.foot_size) end
  g:move_top("stock", nil, "discard", nil)
  while not NATURAL[g:top("discard")] do
    g:move_top("discard", nil, "stock", nil)
    g:shuffle("stock")
    g:move_top("stock", nil, "discard", nil)
  end
end

---------------------------------------------------------------- deal end and scoring

-- The kind of the book in books[first .. first + 6] (M3): wild if all its cards are wild, dirty
-- if some are, else clean. Books lie in the zone in the order they were completed.
local function book_kind(books, first)
  local wilds = 0
  for i = first, first + 6 do
    if WILD[books[i]] then wilds = wilds + 1 end
  end
  return wilds == 7 and "wild" or wilds > 0 and "dirty" or "clean"
end

-- Section 10 for the side of `seat`, as named terms, all read from the deal's final zones (the
-- books from the cards in `books`, not from the counters); the deal score is their sum.
-- The engine also calls it after each simulated deal to check the score against it.
function rules.score_terms(g, seat)
  local melded = M:value(g, "books", seat)
  for _, target in ipairs(TARGETS) do melded = melded + M:value(g, "meld_" .. target, seat) end
  local books = 0
  local book_cards = g:cards("books", seat)
  for first = 1, #book_cards, 7 do books = books + BOOK_BONUS[book_kind(book_cards, first)] end
  local went_out = g:get("went_out")
  -- Cards left in hands and untaken feet (a foot taken up is empty): card values against,
  -- red 3s -100 each (D5, D24).
  local left, red3_left = 0, 0
  for _, s in ipairs(SIDE[seat]) do
    for _, zone in ipairs({ "hand", "foot" }) do
      left = left + M:value(g, zone, s)
      for _, card in ipairs(g:cards(zone, s)) do
        if card == RED_THREES[1] or card == RED_THREES[2] then red3_left = red3_left + 100 end
      end
    end
  end
  return {
    melded = melded,
    books = books,
    red3 = 100 * g:count("red3s", seat),
    out = (went_out and SIDE[went_out] == SIDE[seat]) and 100 or 0,
    left = -left,
    red3left = -red3_left,
    penalty = -options.wild_discard_foot_penalty * g:get("wild_foot_discards", seat),
  }
end

-- 8.6: every book of every side, one line per side, for the play screen:
-- "books of seats 1+3: K: KC KC KD KH KH KS KS (book clean); 8: 8C ... 2S (book dirty)".
function rules.display(g, _viewer)
  local lines = {}
  for seat = 1, g:players() do
    local side = SIDE[seat]
    local book_cards = g:cards("books", seat)
    if side[1] == seat and #book_cards > 0 then
      local books = {}
      for first = 1, #book_cards, 7 do
        local kind = book_kind(book_cards, first)
        local names = {}
        for i = first, first + 6 do names[#names + 1] = cards.name(book_cards[i]) end
        local target = "wild"
        for i = first, first + 6 do
          if not WILD[book_cards[i]] then target = names[i - first + 1]:sub(1, 1); break end
        end
        books[#books + 1] = target .. ": " .. table.concat(names, " ") .. " (book " .. kind .. ")"
      end
      local label = #side > 1 and "seats " .. table.concat(side, "+") or "seat " .. seat
      lines[#lines + 1] = "books of " .. label .. ": " .. table.concat(books, "; ")
    end
  end
  return lines
end

local function deal_score(g, seat)
  local total = 0
  for _, value in pairs(rules.score_terms(g, seat)) do total = total + value end
  return total
end

-- Ends the deal: `gone_out` went out (9.1), or nil for a stock-out (9.2, L12, F).
local function end_of_deal(g, gone_out)
  g:set("went_out", gone_out)
  g:set("deal_end", gone_out and "went_out" or "stock_out")
  if gone_out then g:log("seat %s goes out", gone_out) else g:log("the stock has run out") end
  for seat = 1, g:players() do
    if SIDE[seat][1] == seat then g:add("score", deal_score(g, seat), seat) end
  end
  if g:deal_number() >= DEALS then g:end_match() else g:end_deal() end
end

---------------------------------------------------------------- turn flow

-- 6.1 START of `seat`'s turn.
local function begin_turn(g, seat)
  g:set("player", seat)
  g:set("phase", "draw")
  g:set("asked", false)
  g:set("permission", false)
  g:set("meld_kind", nil)
  g:set("started", 0)
  if g:get("on_foot", seat) then g:add("foot_turns", 1, seat) end
  settle_red_threes(g, seat)
  if g:count("stock") < 2 then return end_of_deal(g, nil) end   -- stock-out (9.2, D23)
  g:set_to_move(seat)
end

-- The melds play the plain turns (game.yaml) except under single_meld_kind, whose meld kinds
-- they do not track.
function rules.start_deal(g)
  g:set("minimum", options.meld_minimums[g:deal_number()])
  if not SINGLE_MELD_KIND then M:take_turns(g) end
  begin_turn(g, g:seat(g:dealer() + 1))
end

-- Whether `seat` has any legal move in MELD. Two cards always allow a discard; one card off
-- foot too; on foot the last card needs G1-G3 (or an ask may still bring G3). With fewer
-- than 3 cards no meld can be laid, and adding the last card needs G1-G3 as well.
local function can_act_in_meld(g, seat)
  local held = g:count("hand", seat)
  if held >= 2 then return true end
  if held == 0 then return false end
  return not g:get("on_foot", seat) or may_go_out(g, seat) or may_ask(g, seat)
end

-- Enters (or returns to) MELD; L12: with no legal move there the deal ends as a stock-out.
local function continue_in_meld(g, seat)
  g:set("phase", "meld")
  if not can_act_in_meld(g, seat) then return end_of_deal(g, nil) end
  g:set_to_move(seat)
end

-- After a meld, add or pickup: an empty hand means going out on foot (only reachable with
-- go_out_without_discard, H allows it only with G1-G3), else the foot is taken up (F).
local function after_melding(g, seat)
  settle_red_threes(g, seat)
  if g:count("hand", seat) == 0 then
    if g:get("on_foot", seat) then return end_of_deal(g, seat) end
    take_up_foot(g, seat)
    settle_red_threes(g, seat)
    if g:count("hand", seat) == 0 then return end_of_deal(g, nil) end   -- a foot of red 3s, no stock
  end
  continue_in_meld(g, seat)
end

-- L11 (single_meld_kind): the first meld action of the turn fixes its kind; melds started this
-- turn are remembered, since adding to them still counts as starting.
local function record_meld_action(g, seat, kind, started)
  g:set("opened", true, seat)
  if not SINGLE_MELD_KIND then return end
  for _, target in ipairs(started) do g:set_flag("started", target, true) end
  if g:get("meld_kind") == nil then g:set("meld_kind", kind) end
end

---------------------------------------------------------------- legal moves

-- L2 / L4: pickups of the pile's top card. The mechanic checks the pair, the size limit, the
-- opening minimum and the holding rule for the cards the pile would add to the hand.
local function add_pickups(g, out, seat, on_foot)
  local top = g:top("discard")
  if top == nil or not NATURAL[top] then return end   -- L4a, D12: no 3, 2 or joker
  M:pickups(g, out, seat, {
    top = top,
    opened = g:get("opened", seat),
    minimum = g:get("minimum"),
    match_wild = options.pickup_match_wild,
    take = pickup_count(g) - 1,
    hold = holding_rule(g, seat, on_foot),
  })
end

-- L3, L5, L6, L9, L11: meld-type moves of MELD.
local function add_melds(g, out, seat, on_foot)
  local a = { opened = g:get("opened", seat), minimum = g:get("minimum"), hold = holding_rule(g, seat, on_foot) }
  local kind = SINGLE_MELD_KIND and g:get("meld_kind")
  if SINGLE_MELD_KIND and kind == "start" then
    -- only new melds, and adds to melds started this turn
    a.add_targets = {}
    for _, target in ipairs(M:incomplete(g, seat)) do
      if g:flag("started", target) then a.add_targets[#a.add_targets + 1] = target end
    end
  elseif SINGLE_MELD_KIND and kind == "add" then
    a.start = false                -- no meld was started this turn, so every add is to an older meld
  end
  M:moves(g, out, seat, a)
end

-- L10: one discard per distinct card; the last card on foot only to go out.
local function add_discards(g, out, seat, on_foot)
  local hand = g:mask("hand", seat)
  if on_foot and g:count("hand", seat) == 1 and not may_go_out(g, seat) then return end
  out:add_cards("discard", hand)
end

function rules.moves(g, out, seat)
  local phase = g:get("phase")
  if phase == "answer" then
    out:add("no")
    out:add("yes")
  else
    local on_foot = g:get("on_foot", seat)
    if phase == "draw" then
      out:add("draw")
      add_pickups(g, out, seat, on_foot)
    else
      add_melds(g, out, seat, on_foot)
      add_discards(g, out, seat, on_foot)
    end
    -- Only a player on foot may ask (L8).
    if on_foot and may_ask(g, seat) then out:add("ask") end
  end
  out:sort()
end

-- Typed meld, add and pickup moves are reduced to the canonical text (8.3, 8.4).
function rules.canonical(g, verb, text, seat)
  return M:canonical(g, seat, verb, text, { top = g:top("discard") })
end

-- Why a typed move is not legal, for the player who typed it: the common mistakes.
local MELD_VERBS = { meld = true, add = true, discard = true }
function rules.why_not(g, verb, arg, seat)
  local phase = g:get("phase")
  if verb == "yes" or verb == "no" then return "nobody has asked you to go out" end
  if phase == "answer" then return "your partner asked to go out: answer yes or no" end
  if verb == "ask" then
    if not (PARTNER_PERMISSION and PARTNER[seat]) then return "you need nobody's permission to go out" end
    if not g:get("on_foot", seat) then return "only a player on his foot may ask to go out" end
    if g:get("asked") then return "you have asked once this turn" end
    return "you may ask once you have begun " .. options.foot_turns_required .. " turn(s) on your foot"
  end
  if phase == "draw" and MELD_VERBS[verb] then return "draw or pick up the pile first" end
  if phase == "meld" and (verb == "draw" or verb == "pickup") then
    return "you have drawn this turn: meld, add or discard"
  end
  if verb == "discard" then
    if not g:has(arg, "hand", seat) then return "you hold no " .. cards.name(arg) end
    return "your last card on your foot goes only to go out, when your side may (books, a turn on foot, a yes)"
  end
  if verb == "meld" and not g:get("opened", seat) then
    return "your side's first melds must be worth " .. g:get("minimum") .. " or more, and not more than it needs"
  end
  if g:get("on_foot", seat) then return "on your foot you keep two cards until your side may go out" end
end

---------------------------------------------------------------- moves played

local function play_pickup(g, seat, text)
  local take = pickup_count(g) - 1
  local result = M:play(g, seat, "pickup", text, { pile = "discard" })
  g:move_top("discard", nil, "hand", seat, take)
  record_meld_action(g, seat, #result.started > 0 and "start" or "add", result.started)
  after_melding(g, seat)
end

local function play_meld(g, seat, verb, text)
  local kind = "start"
  if SINGLE_MELD_KIND and verb == "add" then   -- the kind is kept only then (record_meld_action)
    local target = text:match("^(%S+)")
    if not g:flag("started", target) then kind = "add" end
  end
  local result = M:play(g, seat, verb, text)
  record_meld_action(g, seat, kind, result.started)
  after_melding(g, seat)
end

-- The discard ends the turn; the last hand card either goes out (on foot) or reaches the
-- foot, whose red 3s wait for the next turn start (D10, D17).
local function play_discard(g, seat, card)
  g:move(card, "hand", seat, "discard", nil)
  if g:count("hand", seat) == 0 then
    if g:get("on_foot", seat) then return end_of_deal(g, seat) end
    if WILD[card] then g:add("wild_foot_discards", 1, seat) end
    take_up_foot(g, seat)
  end
  begin_turn(g, g:next_seat(seat))
end

function rules.play(g, verb, arg, seat)
  if verb == "draw" then
    g:move_top("stock", nil, "hand", seat, 2)
    settle_red_threes(g, seat)
    continue_in_meld(g, seat)
  elseif verb == "pickup" then
    play_pickup(g, seat, arg)
  elseif verb == "meld" or verb == "add" then
    play_meld(g, seat, verb, arg)
  elseif verb == "discard" then
    play_discard(g, seat, arg)
  elseif verb == "ask" then
    g:set("asked", true)
    g:set("resume", g:get("phase"))
    g:set("phase", "answer")
    g:set_to_move(PARTNER[seat])
  else
    -- yes / no: the answer holds for the rest of this turn; after a no in MELD the player
    -- may be left without a legal move (L12)
    g:set("permission", verb == "yes")
    local player = g:get("player")
    if g:get("resume") == "meld" then
      continue_in_meld(g, player)
    else
      g:set("phase", "draw")
      g:set_to_move(player)
    end
  end
end

---------------------------------------------------------------- the bots' heuristic

-- By card id: its value (section 10) and, for a natural, the target it melds into.
local VALUE, TARGET_OF = {}, {}
for card = 0, 52 do
  VALUE[card] = M:card_value(card)
  if NATURAL[card] then TARGET_OF[card] = cards.rank_name(cards.rank(card)) end
end
local WILD_BOOK_SHARE = BOOK_BONUS.wild / 7

-- What an incomplete meld of `n` cards, `wilds` of them wild, earns toward the book it grows
-- into: a share of that book's bonus growing with its length.
local function meld_promise(target, n, wilds)
  local bonus = target == "wild" and BOOK_BONUS.wild or wilds > 0 and BOOK_BONUS.dirty or BOOK_BONUS.clean
  return bonus * (n / 7) ^ 2 / 2
end

-- A side's outlook in a deal going on, on the score's scale. What it has laid counts as it
-- scores, its feet not taken up count against it, and its hands count for what they promise
-- rather than for what they would cost if the deal ended now: a natural with a mate in the hand
-- or a meld of its rank on the table is half its value (it will meld), a lone natural counts
-- against; a wild, while the side still needs a wild book, is a seventh of that book (up to the
-- seven it takes, the side's wild meld counted), else a little more than its value. An
-- incomplete meld adds a share of its book (meld_promise). Last, the player whose turn it is,
-- on his foot with the books and foot turns to go out, is a step nearer the 100 for going out:
-- further after asking, further again after a yes.
local function outlook(g, seat)
  local value = g:get("score", seat) + M:value(g, "books", seat) + 100 * g:count("red3s", seat)
     - options.wild_discard_foot_penalty * g:get("wild_foot_discards", seat)
  for kind, bonus in pairs(BOOK_BONUS) do value = value + bonus * g:get("books_" .. kind, seat) end
  local wild_needed = g:get("books_wild", seat) < BOOKS_NEEDED.wild
  local on_table = {}
  local wild_pool = 0
  for _, target in ipairs(TARGETS) do
    local laid = g:cards("meld_" .. target, seat)
    if #laid > 0 then
      on_table[target] = true
      local wilds = 0
      for _, card in ipairs(laid) do
        if WILD[card] then wilds = wilds + 1 end
        value = value + VALUE[card]
      end
      if target == "wild" and wild_needed then
        wild_pool = #laid
        value = value + WILD_BOOK_SHARE * #laid
      else
        value = value + meld_promise(target, #laid, wilds)
      end
    end
  end
  for _, s in ipairs(SIDE[seat]) do
    value = value - M:value(g, "foot", s)
    local held = g:cards("hand", s)
    local of_target = {}
    for _, card in ipairs(held) do
      local target = TARGET_OF[card]
      if target then of_target[target] = (of_target[target] or 0) + 1 end
    end
    for _, card in ipairs(held) do
      local target = TARGET_OF[card]
      if WILD[card] then
        if wild_needed and wild_pool < 7 then
          wild_pool = wild_pool + 1
          value = value + WILD_BOOK_SHARE
        else
          value = value + VALUE[card] + 10
        end
      elseif target and (on_table[target] or of_target[target] >= 2) then
        value = value + VALUE[card] / 2
      else
        value = value - VALUE[card]
      end
    end
  end
  local player = g:get("player")
  if player and SIDE[player] == SIDE[seat] and books_met(g, player) and foot_met(g, player) then
    if not g:get("asked") then
      value = value + 30
    elseif g:get("phase") == "answer" then
      value = value + 60
    elseif g:get("permission") then
      value = value + 90
    end
  end
  return value
end

-- How good the position is for `seat`'s side (the bots' heuristic): its outlook less the best
-- other side's, or once the deal is over its score less theirs.
function rules.evaluate(g, seat)
  local over = not g:to_move()
  local function of(s) return over and g:get("score", s) or outlook(g, s) end
  local own, best_other = of(seat), nil
  for _, leader in ipairs(LEADERS) do
    if SIDE[leader] ~= SIDE[seat] then
      local other = of(leader)
      if not best_other or other > best_other then best_other = other end
    end
  end
  return own - (best_other or 0)
end
