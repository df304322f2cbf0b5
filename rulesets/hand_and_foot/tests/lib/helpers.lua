-- Helpers shared by the Hand and Foot rule tests (../*.lua). Load with
-- `local h = require("lib.helpers")`. The test runner runs only the files directly in
-- tests/, so this module is never run as a test itself.
-- Spec: shared/rules/hand_and_foot.md (section numbers below refer to it).
--
-- Conventions of these tests:
-- * Zones whose order the spec does not fix (hands, melds, books, red3s) are compared as
--   sorted lists (h.hand, h.zone); stock and discard are compared in order (bottom first).
-- * Stocks are written top first, in the order the cards are drawn, and turned into the
--   engine's bottom-first string by h.top_first.

local h = {}

h.GAME = "hand_and_foot"
h.TARGETS = { "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "wild" }

-- "AC 6C 7C" -> { "AC", "6C", "7C" }
function h.cards(s)
  local t = {}
  for w in s:gmatch("%S+") do t[#t + 1] = w end
  return t
end

-- A sorted copy (byte order) of a list of strings.
function h.sorted(t)
  local c = {}
  for i, v in ipairs(t) do c[i] = v end
  table.sort(c)
  return c
end

-- A card string as a sorted list: the multiset form used to compare unordered zones.
function h.set(s) return h.sorted(h.cards(s)) end

-- A stock written top first (draw order) -> the bottom-first string `deal` expects.
function h.top_first(s)
  local t = h.cards(s)
  local r = {}
  for i = #t, 1, -1 do r[#r + 1] = t[i] end
  return table.concat(r, " ")
end

-- Byte-order comparison of two strings (8.4), independent of the locale.
function h.byte_less(a, b)
  local n = math.min(#a, #b)
  for i = 1, n do
    local x, y = a:byte(i), b:byte(i)
    if x ~= y then return x < y end
  end
  return #a < #b
end

function h.contains(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

function h.count(list, x)
  local n = 0
  for _, v in ipairs(list) do if v == x then n = n + 1 end end
  return n
end

-- A new match. o: players (default 4), seed, dealer, variant, options, and either
-- deal (a ready deal table) or hands / feet (one string per seat; missing seats and
-- missing feet are empty), stock (TOP FIRST) and pile (the discard pile, bottom first).
function h.new(o)
  o = o or {}
  local n = o.players or 4
  local opts = { players = n, seed = o.seed or 1 }
  if o.dealer then opts.dealer = o.dealer end
  if o.variant then opts.variant = o.variant end
  if o.options then opts.options = o.options end
  if o.deal then
    opts.deal = o.deal
  elseif o.hands then
    local hands, feet = {}, {}
    for s = 1, n do
      hands[s] = o.hands[s] or ""
      feet[s] = (o.feet and o.feet[s]) or ""
    end
    opts.deal = { hand = hands, foot = feet, stock = h.top_first(o.stock or ""), discard = o.pile or "" }
  end
  return cardrt.new(h.GAME, opts)
end

-- Sorted contents of a zone (for zones whose order the spec leaves open).
function h.zone(g, name, seat) return h.sorted(g:zone(name, seat)) end
function h.hand(g, seat) return h.sorted(g:zone("hand", seat)) end

-- `seat` is to act, `legal` (if given) is exactly its list, then `move` is played.
function h.step(g, seat, legal, move, what)
  what = what or ""
  assert_eq(g:to_move(), seat, what .. " seat to act")
  if legal then assert_eq(g:moves(), legal, what .. " legal moves of seat " .. seat) end
  if move then g:play(move) end
end

-- Plays the moves in order, each by `seat`.
function h.play(g, seat, moves)
  for i, m in ipairs(moves) do
    assert_eq(g:to_move(), seat, "seat to act before '" .. m .. "' (move " .. i .. ")")
    g:play(m)
  end
end

-- A plain turn: draw two, discard `card`.
function h.draw_discard(g, seat, card)
  h.play(g, seat, { "draw", "discard " .. card })
end

-- Seat 2 holds QC QD QH KC KD KH 2C 2D 2S 5C 5D and is to draw (5S 9S); seat 1 has drawn and
-- discarded 4S, so the pile's top is 4S. `options` (may be nil) as h.new takes them.
function h.three_twos(options)
  local g = h.new({
    hands = { "JC", "QC QD QH KC KD KH 2C 2D 2S 5C 5D", "JD", "JS" },
    feet = { "", "", "", "" },
    stock = "4S 8S 5S 9S 6S 7S 8H 8D TC TH 4H 4H",
    pile = "KS",
    options = options,
  })
  h.draw_discard(g, 1, "4S")
  return g
end

-- An illegal or malformed move raises an error that lists the legal moves, and the state
-- stays as it was: the test API's own assertion.
h.assert_illegal = assert_illegal

-- Card values of section 10 (red 3s: 0 here, they are counted as +-100 separately).
function h.value(c)
  if c == "JK" then return 50 end
  local r = c:sub(1, 1)
  if r == "2" or r == "A" then return 20 end
  if r == "3" then return (c == "3D" or c == "3H") and 0 or 5 end
  if ("89TJQK"):find(r, 1, true) then return 10 end
  return 5
end

function h.is_red3(c) return c == "3D" or c == "3H" end
function h.is_wild(c) return c == "JK" or c:sub(1, 1) == "2" end

function h.sum_values(list)
  local v = 0
  for _, c in ipairs(list) do v = v + h.value(c) end
  return v
end

-- Seats of the side of `seat` (section 3): partners in 4 (1-3, 2-4) and 6 (1-4, 2-5, 3-6)
-- player games unless partnerships = false.
function h.side_seats(n, seat, partnerships)
  if partnerships == false or (n ~= 4 and n ~= 6) then return { seat } end
  local half = n // 2
  local a = (seat - 1) % half + 1
  return { a, a + half }
end

-- Every card of the side's table melds: books and each incomplete meld_<target>.
function h.melded_cards(g, seat)
  local t = {}
  for _, c in ipairs(g:zone("books", seat)) do t[#t + 1] = c end
  for _, target in ipairs(h.TARGETS) do
    for _, c in ipairs(g:zone("meld_" .. target, seat)) do t[#t + 1] = c end
  end
  return t
end

-- The deal score of section 10 recomputed from the zones and book counters of seat's side,
-- WITHOUT the going-out bonus and the wild-discard penalty (passed in as out / penalty).
-- Returns the total and a table of the parts.
function h.score_from_zones(g, seat, n, partnerships, out, penalty)
  local p = {}
  p.melded = h.sum_values(h.melded_cards(g, seat))
  p.books = 500 * g:counter("books_clean", seat) + 300 * g:counter("books_dirty", seat)
          + 1500 * g:counter("books_wild", seat)
  p.red3 = 100 * #g:zone("red3s", seat)
  p.left, p.red3left = 0, 0
  for _, s in ipairs(h.side_seats(n, seat, partnerships)) do
    for _, zone in ipairs({ "hand", "foot" }) do
      for _, c in ipairs(g:zone(zone, s)) do
        if h.is_red3(c) then p.red3left = p.red3left + 100 else p.left = p.left + h.value(c) end
      end
    end
  end
  p.out = out or 0
  p.penalty = penalty or 0
  return p.melded + p.books + p.red3 + p.out - p.left - p.red3left - p.penalty, p
end

-- All cards in play: every hand, foot, stock, discard pile, and every side's red 3s,
-- books and incomplete melds (each side read through its lowest seat).
function h.all_cards(g, n, partnerships)
  local t = {}
  local function put(list) for _, c in ipairs(list) do t[#t + 1] = c end end
  for s = 1, n do
    put(g:zone("hand", s)); put(g:zone("foot", s))
    if h.side_seats(n, s, partnerships)[1] == s then
      put(g:zone("red3s", s)); put(h.melded_cards(g, s))
    end
  end
  put(g:zone("stock")); put(g:zone("discard"))
  return t
end

-- The full card set of `decks` 54-card decks, sorted.
function h.full_decks(decks)
  local t = {}
  for _ = 1, decks do
    for _, su in ipairs({ "C", "D", "H", "S" }) do
      for r in ("A23456789TJQK"):gmatch(".") do t[#t + 1] = r .. su end
    end
    t[#t + 1] = "JK"; t[#t + 1] = "JK"
  end
  return h.sorted(t)
end

return h
