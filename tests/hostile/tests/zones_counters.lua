-- Hostile suite: attacks on zones, counters and seats through the g handle (pouring decks past a
-- zone's capacity, counter overflow, extreme seat numbers).
local h = require("lib.hostile")

test("pouring whole decks onto the pile stops at its capacity, and the move is undone", function()
  h.refused(h.match("pour_decks"), "attack",
    "variants/attacks.lua:19: g:move_top: zone 'pile' is full (it already holds the 52 cards of the whole deck)",
    "play")
end)

test("moving a card onto a zone that holds the whole deck is refused", function()
  h.refused(h.match("move_onto_full"), "attack",
    "variants/attacks.lua:26: g:move: zone 'spare' is full (it already holds the 52 cards of the whole deck)", "play")
end)

test("g:add refuses to overflow", function()
  h.refused(h.match("add_overflow"), "attack",
    "variants/attacks.lua:31: g:add: 'points' would overflow (1 + 9223372036854775807)", "play")
end)

test("g:seat wraps the extreme integers; set_to_move refuses them", function()
  h.refused(h.match("seat_extremes"), "attack",
    "variants/attacks.lua:37: bad argument #1 to 'set_to_move' (seat out of range)", "play")
end)
