-- Oh Hell's auction: one bid each from the dealer's left, 0 up to the cards held, the dealer
-- hooked (not hooked in no-hook, and free when the barred number is out of reach); the play
-- starting at the dealer's left once every seat has bid.

local d = require("lib.deal")

local HANDS = { "AS KS QS 2C 3C", "AH KH 4D 5D 6D", "2S 3S 4S 5S 6S", "7C 8C 9C TC JC" }

test("each bids once from the dealer's left, 0 up to the cards held", function()
  local g = d.new(HANDS, "QH")
  assert_eq(g:to_move(), 1)
  assert_eq(g:get("bid", 1), nil)
  assert_eq(g:moves(), { "bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5" })
  d.plays(g, { { 1, "bid 2" }, { 2, "bid 1" }, { 3, "bid 0" } })
  assert_eq(g:view(0).counters.bid, { 2, 1, 0, nil })
end)

test("the dealer may not make the bids add up to the tricks", function()
  local g = d.new(HANDS, "QH")
  d.plays(g, { { 1, "bid 2" }, { 2, "bid 1" }, { 3, "bid 0" } })
  assert_eq(g:moves(), { "bid 0", "bid 1", "bid 3", "bid 4", "bid 5" })
  assert_error(function() g:play("bid 2") end, "legal moves: bid 0, bid 1, bid 3, bid 4, bid 5")
end)

test("the dealer is free when the bids already pass the tricks", function()
  local g = d.new(HANDS, "QH")
  d.plays(g, { { 1, "bid 3" }, { 2, "bid 2" }, { 3, "bid 1" } })
  assert_eq(g:moves(), { "bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5" })
end)

test("without the hook the dealer may bid anything", function()
  local g = d.new(HANDS, "QH", { hook = false })
  d.plays(g, { { 1, "bid 2" }, { 2, "bid 1" }, { 3, "bid 0" } })
  assert_eq(g:moves(), { "bid 0", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5" })
end)

test("once the dealer has bid, the player at his left leads", function()
  local g = d.new(HANDS, "QH")
  d.plays(g, { { 1, "bid 2" }, { 2, "bid 1" }, { 3, "bid 0" }, { 4, "bid 0" } })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 2C", "play 3C", "play QS", "play KS", "play AS" })
  assert_eq(g:view(0).counters.bid, { 2, 1, 0, 0 })
end)
