-- Klondike with every move in Lua (bench/klondike_lua): the shipped rules, and the tableau
-- mechanic's moves written out here: the draw and the pass through the stock, runs built down in
-- alternate colours, a king to an empty pile, cards home and back, the next card turned up, and
-- the ends of the game (won, blocked, a pass without progress, the stall), listed and applied as
-- the native mechanic does.
local DRAW, PASSES = options.draw, options.passes
local STALL = 200
local PILES = { "pile1", "pile2", "pile3", "pile4", "pile5", "pile6", "pile7" }
local HOMES = { "clubs", "diamonds", "hearts", "spades" }
-- The destinations in layout order: the piles 1..7, then the foundations 8..11 (C D H S).
local PLACES = { "pile1", "pile2", "pile3", "pile4", "pile5", "pile6", "pile7", "clubs", "diamonds", "hearts", "spades" }
local PILE_OF = {}
for n, pile in ipairs(PILES) do PILE_OF[pile] = n end

-- Card ids: (suit - 1) * 13 + rank - 1, the ranks ace (1) to king (13), the suits C D H S. By
-- card: its rank, the two cards it builds on in a pile (one rank higher, of the other colour;
-- none for a king) and the two that build on it (none for an ace); the kings.
local RANK, ON1, ON2, BY1, BY2 = {}, {}, {}, {}, {}
local KINGS = { 12, 25, 38, 51 }
for card = 0, 51 do
  local rank, suit = card % 13 + 1, card // 13 + 1
  RANK[card] = rank
  local other = (suit == 2 or suit == 3) and { 0, 3 } or { 1, 2 }
  if rank < 13 then
    ON1[card], ON2[card] = other[1] * 13 + rank, other[2] * 13 + rank
  end
  if rank > 1 then
    BY1[card], BY2[card] = other[1] * 13 + rank - 2, other[2] * 13 + rank - 2
  end
end

-- The pack shuffled; pile N gets N cards; the rest is the stock.
function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
  for n = 1, 7 do
    g:move_top("stock", nil, "pile" .. n, nil, n)
  end
end

-- Each pile's top card face up, the others face down; then play.
function rules.start_deal(g)
  for n = 1, 7 do
    local pile = "pile" .. n
    g:set_face_down(pile, nil, math.max(g:count(pile) - 1, 0))
  end
  g:set_to_move(1)
end

-- Whether the draw is legal: the stock holds cards, or the waste does and a pass is left.
local function may_draw(g)
  if g:count("stock") > 0 then return true end
  return g:count("waste") > 0 and (PASSES == 0 or g:get("redeals") + 1 < PASSES)
end

-- The card moves, each as card * 16 + its destination (PLACES), unsorted.
local function card_moves(g)
  -- Where each card that may move lies: a pile's face-up run (the pile's number), the waste's
  -- top (0) or a foundation's top (-1); which of them lie alone (a pile's top card, the waste's)
  -- and which at the bottom of a pile (an empty pile would only mirror it).
  local from, alone, bottom = {}, {}, {}
  -- The top card of each pile that takes a card, and the empty piles.
  local tops, empty, empties = {}, {}, 0
  for p = 1, 7 do
    local c = g:cards(PILES[p])
    local d, held = g:face_down(PILES[p]), #c
    if held == 0 then
      empties = empties + 1
      empty[empties] = p
    elseif d < held then
      -- The run on top: face-up cards each built on the one below it.
      local start = held
      while start > d + 1 do
        local card = c[start]
        local under = c[start - 1]
        if ON1[card] ~= under and ON2[card] ~= under then break end
        start = start - 1
      end
      for i = start, held do from[c[i]] = p end
      if start == 1 then bottom[c[1]] = true end
      local top = c[held]
      alone[top] = true
      tops[p] = top
    end
  end
  local waste_top = g:top("waste")
  if waste_top then
    from[waste_top] = 0
    alone[waste_top] = true
  end
  local home_top = {}
  for s = 1, 4 do
    local top = g:top(HOMES[s])
    home_top[s] = top
    if top then from[top] = -1 end
  end

  local found, n = {}, 0
  -- Onto each pile's top card, the two cards that build on it, from another pile, the waste or
  -- home.
  for p = 1, 7 do
    local top = tops[p]
    if top then
      local card = BY1[top]
      if card then
        local at = from[card]
        if at and at ~= p then
          n = n + 1
          found[n] = card * 16 + p
        end
        card = BY2[top]
        at = from[card]
        if at and at ~= p then
          n = n + 1
          found[n] = card * 16 + p
        end
      end
    end
  end
  -- Onto each empty pile, a king that is not the bottom of its own pile.
  for i = 1, empties do
    for k = 1, 4 do
      local king = KINGS[k]
      if from[king] and not bottom[king] then
        n = n + 1
        found[n] = king * 16 + empty[i]
      end
    end
  end
  -- Home, the next card of each suit when it lies alone.
  for s = 1, 4 do
    local top = home_top[s]
    local card = not top and (s - 1) * 13 or RANK[top] < 13 and top + 1
    if card and alone[card] then
      n = n + 1
      found[n] = card * 16 + 7 + s
    end
  end
  return found
end

-- Draw first, then the card moves by card (suit, then rank), each card's destinations in layout
-- order.
function rules.moves(g, out, seat)
  if may_draw(g) then out:add("draw") end
  local found = card_moves(g)
  table.sort(found)
  for i = 1, #found do
    local key = found[i]
    out:add("move", key // 16, PLACES[key % 16])
  end
end

-- The cards home.
local function home_count(g)
  return g:count("clubs") + g:count("diamonds") + g:count("hearts") + g:count("spades")
end

function rules.play(g, verb, arg, seat)
  local progress, home = false, 0
  if verb == "draw" then
    if g:count("stock") > 0 then
      g:move_top("stock", nil, "waste", nil, DRAW)
    else
      -- The stock went round: without progress since the last pass began, the next would play
      -- out the same, and the game is blocked. Lost.
      if not g:get("progress") then
        g:end_match()
        return
      end
      g:move_top("waste", nil, "stock", nil, g:count("waste"))
      g:add("redeals", 1)
      g:set("progress", false)
    end
  else
    local card, to = arg.card, arg.to
    local from = g:holder(card)
    local pile = PILE_OF[from]
    if pile then
      -- The card with the run on it, in order.
      local c = g:cards(from)
      local at = #c
      while c[at] ~= card do at = at - 1 end
      for i = at, #c do g:move(c[i], from, nil, to, nil) end
    else
      g:move(card, from, nil, to, nil)
    end
    -- Progress is for good: a card out of the waste, or more cards home than ever this deal (a
    -- card taken back from a foundation and brought home again is none).
    progress = from == "waste"
    home = home_count(g)
    if home > g:get("most_home") then
      g:set("most_home", home)
      progress = true
    end
    -- The card under it, face down, is turned up.
    if pile and g:turn_up(from) then progress = true end
  end
  -- A card move without progress counts towards the stall; drawing does not (nor can a draw
  -- reach it: the count was below it before).
  local quiet = 0
  if progress then
    g:set("quiet", 0)
    g:set("progress", true)
  elseif verb == "move" then
    quiet = g:add("quiet", 1)
  end
  if home == 52 then
    -- Every card home (none left in the piles, the stock or the waste): won.
    g:set("won", true)
    g:end_match()
  elseif quiet >= STALL or (not may_draw(g) and #card_moves(g) == 0) then
    -- Blocked: 200 card moves without progress, or no move left. Lost.
    g:end_match()
  end
end

-- How well the game goes, for the bots: cards home count most, then cards turned up; a position
-- seen before in the deal is worth nothing (moving a card back and forth gets nowhere).
function rules.evaluate(g)
  if g:get("won") then return 1000 end
  if g:seen_before() then return -1000 end
  local value = 0
  for _, home in ipairs({ "clubs", "diamonds", "hearts", "spades" }) do
    value = value + 10 * g:count(home)
  end
  for n = 1, 7 do
    value = value - 5 * g:face_down("pile" .. n)
  end
  return value
end
