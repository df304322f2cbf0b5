-- Fan Tan E10 (spec §12): the two-player game with a face-down stock (§4.3,
-- §5.2 step 4, §5.3 draw, D14). A draw keeps the turn and costs nothing.

local h = require("lib.helpers")
local sorted, cards, mentions = h.sorted, h.cards, h.mentions

-- E10's position: row C 7-9, row H 5-8; seat 1 (dealer 2, so seat 1 acts)
-- holds 2D 3S KH; the stock has JD on top, then 4C, then 9H, then 5S.
local function e10_game(stock, variant, options)
  return cardrt.new("fantan", {
    players = 2, seed = 10, dealer = 2, variant = variant or "french-two-player", options = options,
    deal = {
      hand = { "2D 3S KH", "TC" },
      row_C = "7C 8C 9C",
      row_H = "5H 6H 7H 8H",
      stock = stock,                         -- last card listed is the top
      stripped = "AC",
    },
  })
end

test("E10 real deal: AC stripped, 17 / 17 / 17, seat 1 first", function()
  local g = cardrt.new("fantan", { players = 2, seed = 10, dealer = 2, variant = "french-two-player" })
  assert_eq(#g:zone("hand", 1), 17)
  assert_eq(#g:zone("hand", 2), 17)
  assert_eq(#g:zone("stock"), 17)
  assert_eq(g:zone("stripped"), { "AC" })
  assert_eq(g:to_move(), 1)
end)

test("E10 draw until a playable card, then play it", function()
  local g = e10_game("5S 9H 4C JD")
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:to_move(), 1)                 -- the turn does not pass
  assert_eq(sorted(g:zone("hand", 1)), sorted(cards("2D 3S KH JD")))
  assert_eq(g:zone("stock"), { "5S", "9H", "4C" })
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(sorted(g:zone("hand", 1)), sorted(cards("2D 3S KH JD 4C")))
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("stock"), { "5S" })
  assert_eq(g:moves(), { "play 9H" })
  g:play("play 9H")
  assert_eq(g:zone("row_H"), { "5H", "6H", "7H", "8H", "9H" })
  assert_eq(sorted(g:zone("hand", 1)), sorted(cards("2D 3S KH JD 4C")))
  assert_eq(g:to_move(), 2)
end)

test("E10 seat 2 goes out: scores the 5 cards of seat 1, not the stock", function()
  local g = e10_game("5S 9H 4C JD")
  for _, m in ipairs({ "draw", "draw", "draw", "play 9H" }) do g:play(m) end
  assert_eq(g:moves(), { "play TC" })
  g:play("play TC")
  assert_true(g:deal_over())
  -- 5S is still in the stock and counts for nobody (§7.3)
  assert_eq(g:zone("stock"), { "5S" })
  assert_eq(g:counter("points", 2), 5)
  assert_eq(g:counter("points", 1), 0)
  assert_eq(g:deal_score(2, 1), 5)
  assert_true(not g:over())
end)

test("E10 no playable card and an empty stock: pass", function()
  local g = e10_game(nil)
  assert_eq(g:zone("stock"), {})
  assert_eq(g:moves(), { "pass" })
end)

test("E10 the stock runs dry on an unplayable card: then pass", function()
  local g = e10_game("4C")
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("stock"), {})
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:to_move(), 2)
end)

test("E10 the stock and the other hand are hidden; a drawn card only to its drawer", function()
  local g = e10_game("5S 9H 4C JD")
  assert_true(not mentions(g:view(1), "JD"), "stock top is face down")
  assert_true(not mentions(g:view(2), "JD"), "stock top is face down")
  assert_true(not mentions(g:view(1), "TC"), "seat 2's hand is hidden from seat 1")
  g:play("draw")
  assert_true(mentions(g:view(1), "JD"), "the drawer sees his card")
  assert_true(not mentions(g:view(2), "JD"), "the other player does not")
end)

test("E10 in chips mode a draw costs nothing; penalized adds pass after a draw", function()
  -- stock with chips scoring and penalized passing is a valid combination (§3)
  local g = e10_game("9H", "standard", { stock = true, strip = true, passing = "penalized" })
  -- ante: seat 1 holds 3, seat 2 holds 1 (short): 49 and 48, pot 3
  assert_eq(g:counter("chips", 1), 49)
  assert_eq(g:counter("chips", 2), 48)
  assert_eq(g:counter("pot"), 3)
  assert_eq(g:moves(), { "draw" })           -- no playable card: no voluntary pass
  g:play("draw")
  assert_eq(g:counter("chips", 1), 49)
  assert_eq(g:counter("pot"), 3)
  assert_eq(g:moves(), { "play 9H", "pass" })
end)

test("E10 rule: no start-card payment for a neighbour lying in the stock", function()
  -- chips + penalized with a stock: seat 1 passes holding 7H while 6H is in
  -- the stock (void, §5.4, D14) and 8H is with seat 2 (5 chips).
  local g = cardrt.new("fantan", {
    players = 2, seed = 10, dealer = 2, variant = "standard",
    options = { stock = true, strip = true, passing = "penalized" },
    deal = {
      hand = { "7H KD", "8H TC" },
      row_C = "7C 8C 9C",
      stock = "6H",
      stripped = "AC",
    },
  })
  -- ante: 2 cards each: 49, 49, pot 2
  assert_eq(g:moves(), { "play 7H", "pass" })
  g:play("pass")                              -- seat 1 48, pot 3
  assert_eq(g:moves(), { "play TC", "pass" })
  g:play("play TC")
  assert_eq(g:moves(), { "play 7H", "pass" })
  g:play("play 7H")
  assert_eq(g:moves(), { "play 8H", "pass" })
  g:play("play 8H")                           -- seat 2 goes out
  assert_true(g:deal_over())
  -- seat 1 pays 1 card (47), pot 4; pass penalty 3 (44), pot 7;
  -- 5 to seat 2 for 8H (39); seat 2 49+5+7 = 61
  assert_eq(g:counter("chips", 1), 39)
  assert_eq(g:counter("chips", 2), 61)
  assert_eq(g:zone("stock"), { "6H" })
end)
