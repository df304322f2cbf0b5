-- Fan Tan §4.3: hand sizes for each table, with and without strip; §4.5: the
-- seat left of the dealer plays first; §4.4: the ante follows the hand sizes.

local h = require("lib.helpers")
local all_hands = h.all_hands

local function seat(dealer, k, n) return (dealer + k - 1) % n + 1 end   -- dealer+k

local function distinct(list)
  local seen, k = {}, 0
  for _, c in ipairs(list) do
    if not seen[c] then seen[c] = true; k = k + 1 end
  end
  return k
end

-- Hand sizes by position: [k] is the size of seat dealer+k (k = n is the dealer).
local SIZES = {
  [false] = {
    [3] = { 18, 17, 17 },
    [4] = { 13, 13, 13, 13 },
    [5] = { 11, 11, 10, 10, 10 },
    [6] = { 9, 9, 9, 9, 8, 8 },
  },
  [true] = {
    [3] = { 17, 17, 17 },
    [4] = { 13, 13, 13, 13 },
    [5] = { 10, 10, 10, 10, 10 },
    [6] = { 8, 8, 8, 8, 8, 8 },
  },
}

local STRIPPED = { [3] = 1, [4] = 0, [5] = 2, [6] = 4 }

for _, strip in ipairs({ false, true }) do
  for n = 3, 6 do
    test(("deal: %d players, strip=%s"):format(n, tostring(strip)), function()
      for _, dealer in ipairs({ 1, 2, n }) do
        local g = cardrt.new("fantan", {
          players = n, seed = 40 + dealer, dealer = dealer, options = { strip = strip },
        })
        local where = " (dealer " .. dealer .. ")"
        assert_eq(g:dealer(), dealer)
        assert_eq(g:deal_number(), 1)
        for k = 1, n do
          assert_eq(#g:zone("hand", seat(dealer, k, n)), SIZES[strip][n][k],
            "dealer+" .. k .. where)
        end
        local removed = strip and STRIPPED[n] or 0
        assert_eq(#g:zone("stripped"), removed, "stripped" .. where)
        local held = all_hands(g, n)
        assert_eq(#held, 52 - removed, "cards in hands" .. where)
        assert_eq(distinct(held), 52 - removed, "all distinct" .. where)
        assert_eq(g:to_move(), seat(dealer, 1, n), "first player" .. where)
      end
    end)
  end
end

test("deal: stripped cards are the ones of §4.2, in clubs by default", function()
  local expect = { [3] = { "AC" }, [5] = { "AC", "KC" }, [6] = { "2C", "AC", "KC", "QC" } }
  for n, cards in pairs(expect) do
    local g = cardrt.new("fantan", { players = n, seed = 4, dealer = 1, options = { strip = true } })
    local got = g:zone("stripped")
    table.sort(got)
    assert_eq(got, cards, n .. " players")
  end
end)

test("deal: 2 players + stock without strip: 18 / 17 / 17", function()
  for _, dealer in ipairs({ 1, 2 }) do
    local g = cardrt.new("fantan", {
      players = 2, seed = 5, dealer = dealer, options = { stock = true },
    })
    local other = 3 - dealer
    assert_eq(#g:zone("hand", other), 18, "non-dealer")
    assert_eq(#g:zone("hand", dealer), 17, "dealer")
    assert_eq(#g:zone("stock"), 17, "stock")
    assert_eq(#g:zone("stripped"), 0)
    assert_eq(g:to_move(), other)
  end
end)

test("deal: 2 players + stock with strip: 17 / 17 / 17, one ace out", function()
  for _, dealer in ipairs({ 1, 2 }) do
    local g = cardrt.new("fantan", {
      players = 2, seed = 6, dealer = dealer, options = { stock = true, strip = true },
    })
    assert_eq(#g:zone("hand", 1), 17)
    assert_eq(#g:zone("hand", 2), 17)
    assert_eq(#g:zone("stock"), 17)
    assert_eq(g:zone("stripped"), { "AC" })
    local all = all_hands(g, 2)
    for _, c in ipairs(g:zone("stock")) do all[#all + 1] = c end
    assert_eq(distinct(all), 51)
    assert_eq(g:to_move(), 3 - dealer)
  end
end)

test("deal: first_player=first_extra_card is also left of the dealer (D4)", function()
  for n = 3, 6 do
    local g = cardrt.new("fantan", {
      players = n, seed = 7, dealer = 2, options = { first_player = "first_extra_card" },
    })
    assert_eq(g:to_move(), 3, n .. " players")
  end
end)

test("ante follows the dealt sizes", function()
  -- §4.4: pot = n x 1 + 1 per short hand
  local pots = { [3] = 3 + 2, [4] = 4, [5] = 5 + 3, [6] = 6 + 2 }
  for n, pot in pairs(pots) do
    local g = cardrt.new("fantan", { players = n, seed = 8, dealer = n })
    assert_eq(g:counter("pot"), pot, n .. " players")
    local total = 0
    for s = 1, n do total = total + g:counter("chips", s) end
    assert_eq(total + g:counter("pot"), 50 * n)
  end
  -- with strip all hands are equal: nobody pays the short-hand ante
  local g = cardrt.new("fantan", { players = 6, seed = 8, dealer = 6, options = { strip = true } })
  assert_eq(g:counter("pot"), 6)
  -- the stock is not a player: only the 17-card dealer is short
  g = cardrt.new("fantan", { players = 2, seed = 8, dealer = 2, options = { stock = true } })
  assert_eq(g:counter("chips", 1), 49)
  assert_eq(g:counter("chips", 2), 48)
  assert_eq(g:counter("pot"), 3)
end)

test("deal: no dealer given: a seat chosen by the seed", function()
  for n = 3, 6 do
    local g = cardrt.new("fantan", { players = n, seed = 9 })
    local d = g:dealer()
    assert_true(d >= 1 and d <= n, "dealer in range")
    assert_eq(g:to_move(), seat(d, 1, n))
  end
end)

test("deal: the same seed deals the same cards", function()
  local a = cardrt.new("fantan", { players = 4, seed = 77 })
  local b = cardrt.new("fantan", { players = 4, seed = 77 })
  assert_eq(a:dealer(), b:dealer())
  for s = 1, 4 do assert_eq(a:zone("hand", s), b:zone("hand", s)) end
end)
