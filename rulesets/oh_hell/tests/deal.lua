-- Oh Hell's deals: hands growing from one card to the most and back (or the other way), the
-- next card turned up for trumps, none when the hands take the whole pack.

local d = require("lib.deal")

-- The hand sizes of every deal of a match played with the first legal move each time.
local function hand_sizes(g)
  local sizes = {}
  while not g:over() do
    g:to_move()                                   -- deals the next hand
    if not sizes[g:deal_number()] then sizes[g:deal_number()] = #g:zone("hand", 1) end
    g:play(g:moves()[1])
  end
  return sizes
end

test("the hands grow by one card a deal to most_cards, then shrink back to one", function()
  local g = cardrt.new("oh_hell", { players = 3, seed = 2, options = { most_cards = 3 } })
  assert_eq(hand_sizes(g), { 1, 2, 3, 2, 1 })
  assert_true(g:over())
end)

test("down_up plays the biggest hands first", function()
  local g = cardrt.new("oh_hell", { players = 3, seed = 2, options = { most_cards = 3, order = "down_up" } })
  assert_eq(hand_sizes(g), { 3, 2, 1, 2, 3 })
end)

test("most_cards follows the players: 10 up to five, 8 for six, 7 for seven", function()
  for players, most in pairs({ [3] = 10, [4] = 10, [5] = 10, [6] = 8, [7] = 7 }) do
    local g = cardrt.new("oh_hell", { players = players, options = { order = "down_up" } })
    assert_eq(#g:zone("hand", 1), most, players .. " players")
  end
end)

test("the next card is turned up and its suit is trumps", function()
  local g = d.new({ "AS 2H", "KS 3C", "5H QD" }, "7H")
  assert_eq(g:zone("up"), { "7H" })
  assert_eq(g:get("trump"), "hearts")
  assert_eq(g:view(0).tricks.tricks.trump, "hearts")
  assert_eq(#g:zone("stock"), 52 - 7)
end)

test("a deal of the whole pack has no card to turn up and no trumps", function()
  local g = cardrt.new("oh_hell", { players = 4, options = { most_cards = 13, order = "down_up" } })
  assert_eq(#g:zone("hand", 4), 13)
  assert_eq(g:zone("up"), {})
  assert_eq(g:get("trump"), nil)
end)

test("most_cards larger than the pack allows is refused", function()
  assert_error(function() cardrt.new("oh_hell", { players = 5, options = { most_cards = 11 } }) end,
               "most_cards 11 is too many for 5 players: 52 cards are 10 each at most")
end)
