-- Euchre's auction: ordering up, the dealer's pickup and discard, the second round without the
-- turned suit, stick the dealer, a deal thrown in without it, and going alone.

local d = require("lib.deal")

local HANDS = { "JH 9H AS KD 9C", "TH QH JD 9D TC", "AH KH QS TS JC", "9S JS KS AD QC" }
local UP, REST = "QD", "KC AC TD"

test("the first round offers pass, order up and order alone, from the dealer's left", function()
  local g = d.new(HANDS, UP, REST)
  assert_eq(g:zone("up"), { "QD" })
  assert_eq(g:get("turned"), "diamonds")
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass", "order up", "order alone" })
end)

test("ordered up: the turned suit is trumps, the dealer takes the card and discards", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "pass" }, { 2, "order up" } })
  assert_eq(g:get("trump"), "diamonds")
  assert_eq(g:get("maker"), 2)
  assert_eq(g:zone("up"), {})
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "discard QC", "discard QD", "discard AD", "discard 9S", "discard JS", "discard KS" })
  g:play("discard QC")
  assert_eq(g:zone("hand", 4), { "9S", "JS", "KS", "AD", "QD" })
  assert_eq(g:to_move(), 1)   -- the dealer's left leads
  -- Diamonds are trumps: JD and JH are the bowers; seat 1 holds JH, the left bower.
  assert_eq(g:moves(), { "play 9C", "play KD", "play 9H", "play JH", "play AS" })
end)

test("the second round: any suit but the turned one; the dealer is stuck", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "pass" }, { 2, "pass" }, { 3, "pass" }, { 4, "pass" } })
  assert_eq(g:moves(), { "pass", "name clubs", "name hearts", "name spades",
                         "alone clubs", "alone hearts", "alone spades" })
  d.plays(g, { { 1, "pass" }, { 2, "pass" }, { 3, "pass" } })
  assert_eq(g:moves(), { "name clubs", "name hearts", "name spades", "alone clubs", "alone hearts", "alone spades" })
  g:play("name spades")
  assert_eq(g:get("trump"), "spades")
  assert_eq(g:get("maker"), 4)
  assert_eq(g:zone("up"), {})
  assert_eq(g:zone("hand", 4), { "9S", "JS", "KS", "AD", "QC" })   -- nobody took the turned card
  assert_eq(g:to_move(), 1)
end)

test("without stick_the_dealer, eight passes throw the deal in and the next dealer deals", function()
  local g = d.new(HANDS, UP, REST, { stick_the_dealer = false })
  for _ = 1, 8 do g:play("pass") end
  assert_true(g:deal_over())
  assert_eq(g:get("points", 1), 0)
  assert_eq(g:get("points", 2), 0)
  assert_eq(g:to_move(), 2)   -- asking deals the next deal: seat 1 deals, seat 2 bids first
  assert_eq(g:dealer(), 1)
end)

test("order alone: the maker's partner sits out and is passed by", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "order alone" } })
  assert_eq(g:view(0).sitting_out, { 3 })
  g:play("discard QC")   -- the dealer, seat 4, is a defender and takes the card
  assert_eq(g:to_move(), 1)
  g:play("play JH")
  assert_eq(g:to_move(), 2)
  g:play("play JD")
  assert_eq(g:to_move(), 4)  -- seat 3 sits out
end)

test("a dealer whose partner went alone does not take the turned card", function()
  local g = d.new(HANDS, UP, REST)
  d.plays(g, { { 1, "pass" }, { 2, "order alone" } })
  assert_eq(g:view(0).sitting_out, { 4 })
  assert_eq(g:zone("up"), {})
  assert_eq(#g:zone("hand", 4), 5)
  assert_eq(g:to_move(), 1)
end)
