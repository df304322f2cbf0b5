-- The end of a deal: the table to the last taker, no sweep with the deal's last card; a point
-- each for the most cards, the most diamonds, the seven of diamonds and the best primiera; the
-- sweeps; the match over at the target.

local function new(hands, stock, opts)
  return cardrt.new("scopa", { players = #hands, seed = 1, dealer = #hands, options = opts,
                               deal = { hand = hands, stock = stock } })
end

-- Seat 1 takes the settebello's sum and, as last taker, the table; seat 2 takes nothing.
local function one_sided(opts)
  local g = new({ "7D KC", "AH 5D" }, "2C 6H 4S 3D", opts)
  for _, move in ipairs({ "take 7D with 3D 4S", "play 5D", "play KC", "play AH" }) do g:play(move) end
  return g
end

test("the last taker gets the table; cards, diamonds, settebello and primiera each score", function()
  local g = one_sided()
  assert_true(g:deal_over())
  assert_eq(g:zone("table"), {})
  assert_eq(#g:zone("taken", 1), 8)
  assert_eq(g:deal_score(1, 1), 4)
  assert_eq(g:deal_score(2, 1), 0)
end)

test("a sweep with the deal's last card is no scopa", function()
  local g = new({ "AC", "6D" }, "2H 3H")
  g:play("play AC")
  g:play("take 6D with AC 2H 3H")
  assert_true(g:deal_over())
  assert_eq(g:counter("scope", 2), 0)
  -- Seat 2: the most cards (4), the most diamonds (1), the primiera (18 + 13 = 31 against 0).
  assert_eq(g:deal_score(2, 1), 3)
end)

test("a sweep before the last card scores a point; a settebello nobody took scores nobody", function()
  local g = new({ "5C 2S", "KD 2D" }, "5H")
  g:play("take 5C with 5H")     -- a sweep: seat 2 still holds cards
  assert_eq(g:counter("scope", 1), 1)
  g:play("play KD")
  g:play("play 2S")
  g:play("take 2D with 2S")     -- the deal's last card; KD left on the table goes to seat 2
  assert_true(g:deal_over())
  -- Seat 1 took 5C 5H: primiera 15 + 15 = 30, and the sweep. Seat 2 took 2D 2S KD: the most
  -- cards and diamonds, primiera 12 + 12 = 24.
  assert_eq(g:deal_score(1, 1), 2)
  assert_eq(g:deal_score(2, 1), 2)
end)

test("the match ends at the end of a deal that brings a side alone to the target", function()
  local g = one_sided({ target = 4 })
  assert_true(g:over())
  assert_eq(g:score(1), 4)
end)
