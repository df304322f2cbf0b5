-- Variant files with their own Lua hooks: a house rule wraps the base moves hook.

local deal = { hand = { "7H 4C KS", "8H 2D", "6H QS", "JD 9S" }, row_C = "5C 6C 7C 8C 9C" }

test("the base penalized variant lets a player pass holding a playable seven", function()
  local g = cardrt.new("fantan", { variant = "standard-penalized", dealer = 4, deal = deal })
  assert_eq(g:moves(), { "play 4C", "play 7H", "pass" })
end)

test("the house rule wrapping the base hook forbids that pass", function()
  local g = cardrt.new("house/sevens-stay.yaml", { dealer = 4, deal = deal })
  assert_eq(g:moves(), { "play 4C", "play 7H" })
  g:play("play 7H")
  -- seat 2 holds no seven, so the base hook's voluntary pass stays
  assert_eq(g:moves(), { "play 8H", "pass" })
end)

test("the house rule keeps the options of the variant it extends", function()
  local g = cardrt.new("house/sevens-stay.yaml", { dealer = 4, deal = deal })
  g:play("play 7H")
  g:play("pass")            -- seat 2 passes while able to play 8H: penalties are recorded
  assert_eq(g:counter("pass_owed", 2), 3)
  -- antes 1 + 2 + 2 + 2 (seats 2-4 hold fewer cards than seat 1) and seat 2's pass chip
  assert_eq(g:counter("pot"), 8)
end)

-- A house rule that adds a move, an option, a var and a counter (house/knock.yaml).
test("a variant's own move is listed and played through its hooks", function()
  local g = cardrt.new("house/knock.yaml", { dealer = 4, deal = deal })
  assert_eq(g:moves(), { "play 4C", "play 7H", "knock" })
  g:play("knock")
  -- antes: 1 from seat 1, 1 + 1 short-hand from seats 2-4; then seat 1's fee of 2
  assert_eq(g:counter("chips", 1), 47)
  assert_eq(g:counter("pot"), 9)
  assert_eq(g:counter("knocks", 1), 1)
  assert_eq(g:to_move(), 2)
  -- seat 2 cannot play (hearts are not open), so it may not knock either
  assert_eq(g:moves(), { "pass" })
  local msg = assert_illegal(g, "knock")
  assert_true(msg:find("illegal move 'knock': knock only when you could play a card; legal moves: pass", 1, true), msg)
end)

test("a player knocks once a hand, and the reason says so", function()
  local g = cardrt.new("house/knock.yaml", { dealer = 4, deal = { hand = { "7H 4C KS", "2D", "2H", "3S" } } })
  g:play("knock")
  g:play("pass")
  g:play("pass")
  g:play("pass")
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 7H" })
  local msg = assert_illegal(g, "knock")
  assert_true(msg:find("knock': you have knocked once this hand already", 1, true), msg)
end)

test("a variant's own option takes a value like the game's", function()
  local g = cardrt.new("house/knock.yaml", { dealer = 4, deal = deal, options = { knock_fee = 5 } })
  g:play("knock")
  assert_eq(g:counter("chips", 1), 44)
  assert_error(function() cardrt.new("house/knock.yaml", { options = { knock_fee = -1 } }) end,
    "option 'knock_fee' must be >= 0, got %-1")
  assert_error(function() cardrt.new("house/knock.yaml", { options = { scoring = "points" } }) end,
    "knock needs scoring=chips: the fee goes into the pot")
end)
