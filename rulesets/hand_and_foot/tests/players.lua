-- Hand and Foot player counts and partnerships (spec §3, §4, D1, D3): 2-7 players;
-- partnerships with 4 ({1,3}, {2,4}) and 6 ({1,4}, {2,5}, {3,6}) unless partnerships = false.

local h = require("lib.helpers")

test("2-7 players: dealer seat N, seat 1 leads, 13 + 13 cards each, N + 1 decks", function()
  for n = 2, 7 do
    local g = h.new({ players = n, seed = 50 + n })
    assert_eq(g:dealer(), n, n .. " players: dealer of deal 1")
    assert_eq(g:to_move(), 1, n .. " players: first player")
    assert_eq(g:deal_number(), 1)
    for s = 1, n do
      assert_eq(#g:zone("hand", s), 13, n .. " players: hand of seat " .. s)
      assert_eq(#g:zone("foot", s), 13, n .. " players: foot of seat " .. s)
    end
    local decks = n + 1
    assert_eq(#g:zone("stock"), 54 * decks - 26 * n - 1 - #g:zone("red3s", 1), n .. " players: stock")
    assert_eq(h.sorted(h.all_cards(g, n)), h.full_decks(decks), n .. " players: all cards once")
  end
end)

-- Seat 1 holds 3D (laid at his turn start, replaced by 8S), draws AH 5C, opens AC AD AH and
-- discards 5C. Nobody else has played.
local function opened_round(n, options)
  local hands = { "3D AC AD" }
  for s = 2, n do hands[s] = "QH" end
  local g = h.new({ players = n, hands = hands, stock = "8S AH 5C 6C 7C", pile = "KS", options = options })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  assert_eq(h.hand(g, 1), { "8S" })
  return g
end

-- Seat 1 takes up his foot 9C 9D 9H in turn 1 (opens AC AD AH, discards 5C, his last card);
-- every other seat draws 6C 7C and discards 6C; seat 1's turn 2 begins on foot.
local function round_on_foot(n, options)
  local hands = { "AC AD" }
  local stock = "AH 5C"
  for s = 2, n do
    hands[s] = "QH"
    stock = stock .. " 6C 7C"
  end
  local g = h.new({ players = n, hands = hands, feet = { "9C 9D 9H" }, stock = stock .. " 8C 8D",
                    pile = "KS", options = options })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  for s = 2, n do h.draw_discard(g, s, "6C") end
  assert_eq(g:to_move(), 1)
  assert_eq(h.hand(g, 1), h.set("9C 9D 9H"))
  return g
end

test("4 players: seat 1 on foot asks seat 3", function()
  local g = round_on_foot(4)
  assert_eq(g:moves(), { "ask", "draw" })
  g:play("ask")
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "no", "yes" })
end)

test("6 players: the partner of seat 1 is seat 4", function()
  local g = round_on_foot(6)
  assert_eq(g:moves(), { "ask", "draw" })
  g:play("ask")
  assert_eq(g:to_move(), 4)
  g:play("no")
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw" })
end)

test("2, 3, 5, 7 players play alone: no ask", function()
  for _, n in ipairs({ 2, 3, 5, 7 }) do
    assert_eq(round_on_foot(n):moves(), { "draw" }, n .. " players")
  end
end)

test("partnerships = false: 4 and 6 players play alone", function()
  assert_eq(round_on_foot(4, { partnerships = false }):moves(), { "draw" })
  assert_eq(round_on_foot(6, { partnerships = false }):moves(), { "draw" })
end)

test("side zones and scores are shared by partners only", function()
  for _, case in ipairs({ { 4, true, 3 }, { 6, true, 4 }, { 4, false, 3 }, { 5, nil, 3 } }) do
    local n, partners, other = case[1], case[2], case[3]
    local g = opened_round(n, partners == false and { partnerships = false } or nil)
    local what = n .. " players" .. (partners == false and " (no partnerships)" or "")
    assert_eq(g:zone("red3s", 1), { "3D" }, what)
    assert_eq(h.zone(g, "meld_A", 1), h.set("AC AD AH"), what)
    if partners then
      assert_eq(g:zone("red3s", other), { "3D" }, what .. ": partner reads the side's red 3s")
      assert_eq(h.zone(g, "meld_A", other), h.set("AC AD AH"), what .. ": and its melds")
    else
      assert_eq(g:zone("red3s", other), {}, what .. ": seat " .. other .. " is another side")
      assert_eq(g:zone("meld_A", other), {}, what)
    end
    assert_eq(g:zone("red3s", 2), {}, what)
  end
end)

test("partners share deal scores; lone players score alone", function()
  -- 6 players, partnerships: play a round of draw/discard, then stock-out
  local g = h.new({ players = 6, hands = { "5C", "5D", "5H", "5S", "6C", "6D" },
                    stock = "7C 7D", pile = "KS", options = { meld_minimums = { 50 } } })
  h.draw_discard(g, 1, "7C")
  assert_true(g:over(), "seat 2's start: no stock")
  -- sides {1,4}: 5C 7D + 5S = -15; {2,5}: 5D + 6C = -10; {3,6}: 5H + 6D = -10
  assert_eq({ g:score(1), g:score(2), g:score(3), g:score(4), g:score(5), g:score(6) },
            { -15, -10, -10, -15, -10, -10 })
  local a = h.new({ players = 6, hands = { "5C", "5D", "5H", "5S", "6C", "6D" },
                    stock = "7C 7D", pile = "KS", options = { meld_minimums = { 50 }, partnerships = false } })
  h.draw_discard(a, 1, "7C")
  assert_eq({ a:score(1), a:score(2), a:score(3), a:score(4), a:score(5), a:score(6) },
            { -10, -5, -5, -5, -5, -5 })
end)
