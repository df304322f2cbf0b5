-- Options the layout refuses by type and range, the table size, and the named variants.

local h = require("lib.helpers")

local function new(opts)
  return function() return cardrt.new("gin_rummy", opts) end
end

test("option types and ranges are checked", function()
  assert_error(new({ options = { knock_limit = 11 } }), "option 'knock_limit' must be from 0 to 10, got 11")
  assert_error(new({ options = { knock_limit = -1 } }), "option 'knock_limit' must be from 0 to 10, got %-1")
  assert_error(new({ options = { gin_bonus = -5 } }), "option 'gin_bonus' must be >= 0, got %-5")
  assert_error(new({ options = { undercut_bonus = -1 } }), "option 'undercut_bonus' must be >= 0, got %-1")
  assert_error(new({ options = { big_gin_bonus = -1 } }), "option 'big_gin_bonus' must be >= 0, got %-1")
  assert_error(new({ options = { target = 0 } }), "option 'target' must be >= 1, got 0")
  assert_error(new({ options = { game_bonus = -100 } }), "option 'game_bonus' must be >= 0, got %-100")
  assert_error(new({ options = { box_bonus = -25 } }), "option 'box_bonus' must be >= 0, got %-25")
  assert_error(new({ options = { oklahoma = "spades" } }), "option 'oklahoma' must be true or false, got \"spades\"")
  assert_error(new({ options = { knock = 10 } }), "unknown option 'knock' for gin_rummy")
end)

test("two players only", function()
  assert_error(new({ players = 3 }), "gin_rummy is for 2 to 2 players, not 3")
  assert_error(new({ players = 1 }), "gin_rummy is for 2 to 2 players, not 1")
end)

test("the limits of knock_limit: 0 is gin only, 10 the usual", function()
  local hands = { "5D 6D 7D 9C 9H 9S QS JS 4H 6S", "AC 2C 3C 4C KC KD KH KS 2H 3D" }
  for limit, knocks in pairs({ [0] = {}, [4] = {}, [5] = { "knock 8S" }, [10] = { "knock 3D", "knock 8S" } }) do
    local g = h.fixed(hands, "9D", "5H 6H 7C 8S", { options = { knock_limit = limit } })
    h.play(g, { "pass", "pass", "draw" })
    assert_eq(h.of(g:moves(), "knock"), knocks)
  end
end)

test("the named variants", function()
  local g = cardrt.new("gin_rummy", { variant = "standard", seed = 1 })
  assert_eq(g:get("limit"), 10)
  g = cardrt.new("gin_rummy", { variant = "classic", seed = 1 })
  assert_eq(g:get("limit"), 10)
  assert_error(new({ variant = "nope" }),
    "unknown variant 'nope' of gin_rummy %(variants: classic, oklahoma, standard%)")
end)

test("the classic variant: gin 20, undercut 10, no big gin", function()
  -- Seat 2 draws 5C to eleven melded cards: no big gin, so gin 5C (seat 1 keeps 27).
  local g = h.fixed({ "6C 9C 8H 9H TH 2H 2D 2S 4S 8D", "AC 2C 3C 7D 7H 7S JS QS KS 4C" }, "9D", "3S 6S KD 5C",
    { variant = "classic" })
  h.play(g, { "pass", "pass", "draw" })
  local moves = g:moves()
  assert_eq(moves[#moves], "gin 5C")
  g:play("gin 5C")
  assert_eq(g:deal_score(2, 1), 27 + 20)
  -- An undercut of 5 against 5.
  g = h.fixed({ "4D 5D 6D 8C 9C TC TD JD QD 5S", "AC 2C 3C 7D 7H 7S JS QS KS 5H" }, "2H", "3H 4H 8H 9D",
    { variant = "classic" })
  h.play(g, { "pass", "pass", "draw", "knock 9D" })
  assert_eq(g:deal_score(1, 1), 10)
end)
