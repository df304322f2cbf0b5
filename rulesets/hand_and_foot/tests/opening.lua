-- Hand and Foot opening minimum per deal (spec M6, L9, §4, §11 meld_minimums, D15).

local h = require("lib.helpers")
local policy = require("lib.policy")

test("the opening value counts card values only: a clean book of 4s (35) does not open", function()
  local g = h.new({ hands = { "4C 4C 4D 4D 4H 4H 4S 9C", "KH", "KH", "KH" }, stock = "5C 6D 4C 4D", pile = "QS" })
  g:play("draw")
  assert_eq(g:moves(), { "discard 4C", "discard 4D", "discard 4H", "discard 4S", "discard 5C",
                         "discard 6D", "discard 9C" })
end)

test("picked-up cards other than the top card do not count toward the opening", function()
  -- t = KH + KC KD = 30 < 50, although AC AD AH JK below it would add 110
  local g = h.new({ hands = { "KC KD 5C", "KH", "KH", "KH" }, stock = "5D 6D", pile = "AC AD AH JK KH" })
  assert_eq(g:moves(), { "draw" })
end)

test("minimum 120 (deal 3's): the minimal openings of a hand", function()
  -- A: AAA 60, AA2C 60, AAJK 90, AAA2C 80, AAAJK 110; K: KKK 30, KK2C 40, KKJK 70, ...
  -- >= 120 and minimal: AAJK + KKK (120), AAJK + KK2C, AAA + KKJK, AA2C + KKJK (130);
  -- e.g. AAAJK + KKK = 140 is not minimal (AAJK + KKK = 120 remains).
  local g = h.new({ hands = { "AC AD AH 2C JK KC KD KH", "5C", "5D", "5H" }, stock = "9C 6D 4C 4D",
                    pile = "QS", options = { meld_minimums = { 120 } } })
  g:play("draw")
  local legal = g:moves()
  local melds = {}
  for _, m in ipairs(legal) do if m:sub(1, 5) == "meld " then melds[#melds + 1] = m end end
  assert_eq(melds, { "meld KC KD 2C + AC AD JK", "meld KC KD JK + AC AD 2C", "meld KC KD JK + AC AD AH",
                     "meld KC KD KH + AC AD JK" })
end)

---------------------------------------------------------------- property over random deals
local MIN = { 50, 90, 120, 150 }

local function rank_of(c)
  if c == "JK" or c:sub(1, 1) == "2" then return nil end
  return c:sub(1, 1)
end

-- A group string -> { target, n, w, value } (card values of §10).
local function group(s)
  local g = { n = 0, w = 0, value = 0, wilds = {} }
  for _, c in ipairs(h.cards(s)) do
    g.value = g.value + h.value(c)
    local r = rank_of(c)
    if r then
      assert_true(g.target == nil or g.target == r, "one rank per group: " .. s)
      g.target = r
      g.nat = h.value(c)
      g.n = g.n + 1
    else
      g.w = g.w + 1
      g.wilds[#g.wilds + 1] = h.value(c)
    end
  end
  g.target = g.target or "wild"
  return g
end

local function valid(target, n, w)
  if n + w < 3 or n + w > 7 then return false end
  if target == "wild" then return n == 0 end
  return n >= 2 * w
end

-- Checks an opening compound: value >= minimum, every reduction below it (L9).
local function check_opening(move, minimum, top)
  local verb, rest = move:match("^(%a+) (.*)$")
  local groups = {}
  for part in (rest .. " +"):gmatch("(.-) %+") do groups[#groups + 1] = group(part) end
  local pickup = verb == "pickup"
  local total = 0
  local seen = {}
  for i, g in ipairs(groups) do
    assert_true(not seen[g.target], "distinct targets in " .. move)
    seen[g.target] = true
    if pickup and i == 1 then
      g.n = g.n + 1                 -- t is a natural of G0's rank
      g.value = g.value + h.value(top)
      assert_eq(g.target, rank_of(top), "G0 has the top card's rank: " .. move)
    end
    assert_true(valid(g.target, g.n, g.w), "valid group in " .. move)
    total = total + g.value
  end
  assert_true(total >= minimum, move .. " reaches " .. minimum .. " (" .. total .. ")")
  for i, g in ipairs(groups) do
    local g0 = pickup and i == 1
    if #groups >= 2 and not g0 then
      assert_true(total - g.value < minimum, move .. ": omitting a group stays >= " .. minimum)
    end
    -- one natural less (G0 keeps two naturals besides t)
    if g.target ~= "wild" and valid(g.target, g.n - 1, g.w) and (not g0 or g.n - 1 >= 3) then
      assert_true(total - g.nat < minimum, move .. ": one natural less stays >= " .. minimum)
    end
    for _, v in ipairs(g.wilds) do
      if valid(g.target, g.n, g.w - 1) then
        assert_true(total - v < minimum, move .. ": one wild less stays >= " .. minimum)
      end
    end
  end
end

-- Checks every opening listed for the seat to move (its side unopened) against `minimum`.
local function check_listed_openings(g, minimum)
  local seat = g:to_move()
  local n = 0
  if #h.melded_cards(g, seat) > 0 then return 0 end
  local pile = g:zone("discard")
  for _, m in ipairs(g:moves()) do
    if m:sub(1, 5) == "meld " or m:sub(1, 7) == "pickup " then
      check_opening(m, minimum, pile[#pile])
      n = n + 1
    end
  end
  return n
end

test("meld_minimums = { 90, 50 }: deal 1 uses 90, deal 2 uses 50, and there are two deals", function()
  local g = h.new({ hands = { "AC AD AH 7S 7S 2C", "5C", "5D", "5H" }, stock = "9C 6D 4C", pile = "QS",
                    options = { meld_minimums = { 90, 50 } } })
  g:play("draw")
  -- AAA + 7S 7S 2C = 90 is the only opening (AAA alone: 60 < 90)
  local legal = g:moves()
  assert_eq(legal[#legal], "meld 7S 7S 2C + AC AD AH")
  assert_eq(check_listed_openings(g, 90), 1)
  h.assert_illegal(g, "meld AC AD AH")
  g:play("discard 9C")                        -- 1 stock card left: stock-out at seat 2's start
  assert_true(g:deal_over())
  assert_true(not g:over())
  local checked, moves = 0, 0
  repeat
    checked = checked + check_listed_openings(g, 50)
    g:play(policy.melder(g:moves()))
    moves = moves + 1
    assert_true(moves < policy.MAX_MOVES, "move cap")
  until g:deal_over()
  assert_eq(g:deal_number(), 2)
  assert_true(g:over(), "two minimums: two deals")
  assert_true(checked > 0, "some openings were seen in deal 2")
end)

test("every listed opening in deals 1-4 reaches that deal's minimum and is minimal", function()
  for _, seed in ipairs({ 41, 42 }) do
    local g = h.new({ players = 4, seed = seed })
    local checked = 0
    local moves = 0
    while not g:over() do
      g:to_move()                              -- deals the next deal if one has ended
      checked = checked + check_listed_openings(g, MIN[g:deal_number()])
      g:play(policy.melder(g:moves()))
      moves = moves + 1
      assert_true(moves < policy.MAX_MOVES, "move cap")
    end
    assert_true(checked > 0, "some openings were seen")
  end
end)
