-- Oh Hell's play (following suit, trumps taking a trick) and the scoring of a deal under each
-- scoring option; the match ending after the last deal.

local d = require("lib.deal")

-- Three players, two cards each, hearts trumps; seat 3 deals. Seat 1 bids 1, seat 2 bids 0, the
-- dealer (hooked off 1) bids 0; seats 3 and 1 each take a trick.
local HANDS, UP = { "AS 2H", "KS 3C", "5H QD" }, "7H"

local function played(options)
  local g = d.new(HANDS, UP, options)
  d.plays(g, { { 1, "bid 1" }, { 2, "bid 0" } })
  assert_eq(g:moves(), { "bid 0", "bid 2" })
  d.plays(g, { { 3, "bid 0" }, { 1, "play AS" } })
  assert_eq(g:moves(), { "play KS" })              -- spades led: seat 2 follows
  g:play("play KS")
  assert_eq(g:moves(), { "play QD", "play 5H" })   -- no spade: any card
  g:play("play 5H")
  assert_eq(g:to_move(), 3)                        -- the trump took the ace
  d.plays(g, { { 3, "play QD" }, { 1, "play 2H" }, { 2, "play 3C" } })
  assert_true(g:deal_over())
  assert_eq(g:view(0).tricks.tricks.taken, { 1, 0, 1 })
  return g
end

test("exact: a bid made scores 10 plus the bid, a bid missed nothing", function()
  local g = played()
  assert_eq({ g:score(1), g:score(2), g:score(3) }, { 11, 10, 0 })
  assert_eq({ g:get("made", 1), g:get("made", 2), g:get("made", 3) }, { true, true, false })
end)

test("per_trick: a point a trick, and 10 more for a bid made", function()
  local g = played({ scoring = "per_trick" })
  assert_eq({ g:score(1), g:score(2), g:score(3) }, { 11, 10, 1 })
end)

test("penalty: a bid missed loses 10 a trick over or under", function()
  local g = played({ scoring = "penalty" })
  assert_eq({ g:score(1), g:score(2), g:score(3) }, { 11, 10, -10 })
end)

test("the match ends after the last deal; the highest total wins", function()
  local g = played()
  while not g:over() do g:play(g:moves()[1]) end
  assert_eq(g:deal_number(), 3)                    -- two cards, one, two
  local best, winners = -math.huge, {}
  for seat = 1, 3 do
    if g:score(seat) > best then best, winners = g:score(seat), { seat }
    elseif g:score(seat) == best then winners[#winners + 1] = seat end
  end
  assert_eq(g:winners(), winners)
end)
