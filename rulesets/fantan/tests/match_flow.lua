-- Fan Tan §7-§8 over whole matches, played by always choosing the first legal
-- move: chips are conserved, deal numbers count up, the winner deals next, and
-- the match ends by the rule of its scoring mode.

local MAX_MOVES = 100000   -- guard against a runaway loop

local function total_chips(g, n)
  local t = 0
  for s = 1, n do t = t + g:counter("chips", s) end
  return t
end

local function min_chips(g, n)
  local m = math.huge
  for s = 1, n do m = math.min(m, g:counter("chips", s)) end
  return m
end

local function empty_hands(g, n)
  local t = {}
  for s = 1, n do
    if #g:zone("hand", s) == 0 then t[#t + 1] = s end
  end
  return t
end

-- Plays a whole match. on_move(g) runs after every move, on_deal_end(g, k,
-- winner) when hand k has ended (before the next hand begins).
local function play_match(g, n, on_move, on_deal_end, winner_of)
  local moves, hands_seen = 0, 0
  while true do
    local seat = g:to_move()
    if seat == nil then break end
    assert_eq(g:deal_number(), hands_seen + 1, "deal numbers count up by one")
    local legal = g:moves()
    assert_true(#legal > 0, "a seat to move has a legal move")
    g:play(legal[1])
    moves = moves + 1
    assert_true(moves < MAX_MOVES, "match does not end")
    if on_move then on_move(g) end
    if g:deal_over() then
      hands_seen = hands_seen + 1
      assert_eq(g:deal_number(), hands_seen)
      local winner = winner_of(g, n)
      if on_deal_end then on_deal_end(g, hands_seen, winner) end
      if not g:over() then
        assert_true(g:to_move() ~= nil)
        assert_eq(g:dealer(), winner, "winner deals the next hand (§4.1)")
      end
    end
  end
  assert_true(g:over())
  return hands_seen
end

-- Without play_on the only empty hand at the end of a deal is the winner's.
local function sole_empty(g, n)
  local e = empty_hands(g, n)
  assert_eq(#e, 1, "exactly one player went out")
  return e[1]
end

local function chips_match(variant, n, seed, options, hands)
  local g = cardrt.new("fantan", { players = n, seed = seed, variant = variant, options = options })
  local total = n * ((options and options.start_chips) or 50)
  local ran_out = min_chips(g, n) <= 0            -- right after the ante (§7.4)
  local played = play_match(g, n,
    function()
      -- during a hand the chips are with the players or in the pot
      assert_eq(total_chips(g, n) + g:counter("pot"), total)
      if min_chips(g, n) <= 0 then ran_out = true end
    end,
    function(_, k, winner)
      assert_eq(g:counter("pot"), 0, "the winner took the pot")
      assert_eq(total_chips(g, n), total, "chips conserved after hand " .. k)
      local change = 0
      for s = 1, n do change = change + g:deal_score(s, k) end
      assert_eq(change, 0, "hand " .. k .. " moved chips between players only")
      assert_true(g:deal_score(winner, k) > 0, "the winner gained")
      -- §8: the match ends after `hands` hands or after a hand where someone ran out
      if min_chips(g, n) <= 0 then ran_out = true end
      assert_eq(g:over(), ran_out or k == hands, "match end after hand " .. k)
      if not g:over() then
        g:to_move()                                -- begins the next hand
        ran_out = min_chips(g, n) <= 0
      end
    end,
    sole_empty)
  assert_true(played <= hands)
  for s = 1, n do assert_eq(g:score(s), g:counter("chips", s)) end
  return g, played
end

test("standard match: chips conserved over a whole match", function()
  local g, played = chips_match("standard", 4, 101, nil, 10)
  assert_eq(g:to_move(), nil)
  assert_eq(g:deal_number(), played)
  assert_eq(total_chips(g, 4), 200)
end)

test("standard match with 3, 5 and 6 players", function()
  chips_match("standard", 3, 102, nil, 10)
  chips_match("standard", 5, 103, nil, 10)
  chips_match("standard", 6, 104, nil, 10)
end)

test("a short match ends after `hands` hands", function()
  -- 500 chips each: nobody can run out in 3 hands
  local _, played = chips_match("standard", 4, 105, { hands = 3, start_chips = 500 }, 3)
  assert_eq(played, 3)
end)

test("a player running out ends the match early", function()
  -- with 3 chips each somebody is at 0 or below within the first hands
  local g, played = chips_match("standard", 4, 106, { start_chips = 3 }, 10)
  assert_true(played < 10, "ended by running out")
  assert_eq(total_chips(g, 4), 12)
end)

test("penalized and french-chips matches conserve chips", function()
  chips_match("standard-penalized", 4, 107, nil, 10)
  chips_match("french-chips", 5, 108, nil, 10)
  chips_match("parliament", 4, 109, { next_dealer = "winner" }, 10)
end)

test("settle match with play-on conserves chips", function()
  local n = 4
  local g = cardrt.new("fantan", { players = n, seed = 110, variant = "kartendomino-places" })
  local first_out
  local function track()
    assert_eq(total_chips(g, n), 200)
    if not first_out then
      local e = empty_hands(g, n)
      if #e > 0 then first_out = e[1] end
    end
  end
  play_match(g, n, track,
    function(_, k)
      -- play-on ends the hand with exactly one player holding cards
      assert_eq(#empty_hands(g, n), n - 1)
      local change = 0
      for s = 1, n do change = change + g:deal_score(s, k) end
      assert_eq(change, 0)
    end,
    function()
      local w = first_out
      first_out = nil
      return w
    end)
end)

test("points match ends when someone reaches the target", function()
  local n = 4
  local g = cardrt.new("fantan", { players = n, seed = 111, variant = "french-points" })
  local played = play_match(g, n, nil,
    function(_, k, winner)
      -- only the player who went out scores (§7.3)
      for s = 1, n do
        if s == winner then assert_true(g:deal_score(s, k) >= n - 1)
        else assert_eq(g:deal_score(s, k), 0) end
      end
      assert_eq(g:over(), g:score(winner) >= 50)
    end,
    sole_empty)
  -- scores are the sums of the hands' gains; one winner at or above 50
  local at_target = 0
  for s = 1, n do
    local sum = 0
    for k = 1, played do sum = sum + g:deal_score(s, k) end
    assert_eq(g:score(s), sum)
    assert_eq(g:counter("points", s), sum)
    if sum >= 50 then at_target = at_target + 1 end
  end
  assert_eq(at_target, 1)
  assert_eq(g:deal_number(), played)
end)

test("two-player stock match ends at the target", function()
  local g = cardrt.new("fantan", { players = 2, seed = 112, variant = "french-two-player" })
  local played = play_match(g, 2, nil, nil, sole_empty)
  assert_true(g:score(1) >= 50 or g:score(2) >= 50)
  assert_true(played >= 1)
end)

test("rotate: the dealer moves left every hand", function()
  local n = 4
  local g = cardrt.new("fantan", {
    players = n, seed = 113, dealer = 2,
    options = { next_dealer = "rotate", hands = 5, start_chips = 500 },
  })
  local expect = 2
  while g:to_move() ~= nil do
    assert_eq(g:dealer(), expect, "hand " .. g:deal_number())
    local k = g:deal_number()
    while not g:deal_over() do g:play(g:moves()[1]) end
    if g:over() then break end
    g:to_move()
    assert_eq(g:deal_number(), k + 1)
    expect = expect % n + 1
  end
  assert_eq(g:deal_number(), 5)
end)

test("save, load and clone continue identically", function()
  local g = cardrt.new("fantan", { players = 4, seed = 114, variant = "standard-penalized" })
  for _ = 1, 20 do g:play(g:moves()[1]) end
  local copy = cardrt.load(g:save())
  local twin = g:clone()
  assert_eq(copy:save(), g:save())
  -- a move on the clone leaves the original alone
  local before = g:save()
  twin:play(twin:moves()[1])
  assert_eq(g:save(), before)
  while true do
    local seat = g:to_move()
    assert_eq(copy:to_move(), seat)
    if seat == nil then break end
    local m = g:moves()[1]
    assert_eq(copy:moves(), g:moves())
    g:play(m)
    copy:play(m)
  end
  assert_true(copy:over())
  for s = 1, 4 do assert_eq(copy:score(s), g:score(s)) end
end)

test("the rules tell the players who went out (g:log), as the test API reads back", function()
  local g = cardrt.new("fantan", { players = 3, dealer = 3, options = { scoring = "settle", play_on = true },
    deal = { hand = { "7H", "6H 2C", "8H 3C" } } })
  assert_eq(g:messages(), {})
  g:play("play 7H")
  assert_eq(g:messages(), { "seat 1 is out first" })
  g:play("play 6H")
  g:play("play 8H")
  assert_eq(g:messages(), { "seat 1 is out first" })
end)
