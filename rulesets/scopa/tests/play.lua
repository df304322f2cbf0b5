-- Scopa's play: a card takes a table card of its value before any sum; a sum of two or more
-- table cards otherwise; the court cards count 8, 9 and 10; a card that takes nothing is laid;
-- a sweep scores but for the deal's last card; empty hands are refilled from the stock; typed
-- takes in any order, with or without "with".

-- A two-player deal: seat 2 deals, seat 1 plays first. `stock` is bottom first; rules.start_deal
-- turns its top four cards up on the table.
local function new(hands, stock, opts)
  return cardrt.new("scopa", { players = #hands, seed = 1, dealer = #hands, options = opts,
                               deal = { hand = hands, stock = stock } })
end

test("a card takes a table card of its value, and then no sum", function()
  local g = new({ "7C 2C KD", "AH 2H 3H" }, "7H 3D 4S 5H")
  assert_eq(g:zone("table"), { "5H", "4S", "3D", "7H" })
  assert_eq(g:moves(), { "play 2C", "take 7C with 7H", "take KD with 3D 7H" })
end)

test("without a card of its value, any set adding up to it; the court cards count 8, 9 and 10", function()
  local g = new({ "7C QD JS", "AH 2H 3H" }, "AD 3D 4S 5H")
  assert_eq(g:moves(), { "take 7C with 3D 4S", "take QD with AD 3D 5H", "take QD with 4S 5H", "take JS with AD 3D 4S",
                         "take JS with 3D 5H" })
end)

test("a card that takes nothing is laid on the table; the turn passes left", function()
  local g = new({ "AC 2C 3C", "KH QH JH" }, "6D 6S 7D 7S")
  assert_eq(g:moves(), { "play AC", "play 2C", "play 3C" })
  g:play("play 2c")
  assert_eq(g:to_move(), 2)
  assert_eq(g:zone("table"), { "7S", "7D", "6S", "6D", "2C" })
end)

test("taking the whole table is a sweep; typed takes may name the cards in any order", function()
  local g = new({ "7C 2C 3C", "KH QH JH" }, "AD 2D 4S")
  g:play("take 7c 4s ad 2d")
  assert_eq(g:zone("table"), {})
  assert_eq(g:counter("scope", 1), 1)
  assert_eq(g:view(0).capture.capture.last_taker, 1)
  assert_error(function() g:play("take KH with 7C") end, "illegal move 'take KH with 7C'")
end)

test("when both hands are empty each gets three more from the stock", function()
  local g = new({ "AC", "2C" }, "QS QH KS KH 6D 6H 6S 6C 7S 7H 7D 5S")
  g:play("play AC")
  g:play("play 2C")
  assert_eq(#g:zone("hand", 1), 3)
  assert_eq(#g:zone("hand", 2), 3)
  assert_eq(g:zone("stock"), { "QS", "QH" })
  assert_eq(g:to_move(), 1)
end)
