-- Knocking and gin: a knock is legal when the deadwood left after the discard is at most the
-- knock limit, gin when none is left, big gin when all eleven cards meld after the draw. Each
-- position is reached by both players passing the upcard and seat 2 drawing the top stock card.

local h = require("lib.helpers")

-- Seat 2 holds AC-4C and four kings, 2H and 3D, and draws 8S: discarding 3D leaves 2H 8S (10),
-- discarding 8S leaves 2H 3D (5), discarding 2H leaves 3D 8S (11). Seat 1 keeps 30 deadwood.
local KNOCK = { "5D 6D 7D 9C 9H 9S QS JS 4H 6S", "AC 2C 3C 4C KC KD KH KS 2H 3D" }
local KNOCK_STOCK = "5H 6H 7C 8S"

-- Every deal here turns up 9D, which both players pass.
local function drawn(hands, stock, opts)
  return h.drawn(hands, "9D", stock, opts)
end

test("a knock is legal exactly up to the knock limit", function()
  local g = drawn(KNOCK, KNOCK_STOCK)
  assert_eq(g:moves(), { "discard AC", "discard 2C", "discard 3C", "discard 4C", "discard KC",
    "discard 3D", "discard KD", "discard 2H", "discard KH", "discard 8S", "discard KS",
    "knock 3D", "knock 8S" })
  local why = assert_illegal(g, "knock 2H")
  assert_true(why:find("discarding 2H leaves more than 10 deadwood, the knock limit", 1, true), why)
  why = assert_illegal(g, "gin 8S")
  assert_true(why:find("discarding 8S leaves deadwood: gin needs every card left in melds", 1, true), why)
  -- Weighing the discards set each card aside for a moment: the hand keeps its order.
  assert_eq(g:zone("hand", 2), h.cards("AC 2C 3C 4C KC KD KH KS 2H 3D 8S"))
  g:play("knock 3D")
  assert_true(g:deal_over())
  assert_eq(g:get("deal_end"), "knock")
  assert_eq(g:get("knocker"), 2)
  assert_eq(g:zone("deadwood", 2), { "2H", "8S" })
  assert_eq(g:zone("deadwood", 1), { "4H", "6S", "JS", "QS" })
  assert_eq(g:deal_score(2, 1), 30 - 10)
  assert_eq(g:deal_score(1, 1), 0)
  assert_eq(g:score(2), 20)
end)

test("above the knock limit a knock is refused", function()
  local g = drawn(KNOCK, KNOCK_STOCK, { options = { knock_limit = 9 } })
  assert_eq(h.of(g:moves(), "knock"), { "knock 8S" })
  local why = assert_illegal(g, "knock 3D")
  assert_true(why:find("discarding 3D leaves more than 9 deadwood, the knock limit", 1, true), why)
end)

test("with knock_limit 0 only gin ends a deal", function()
  local g = drawn(KNOCK, KNOCK_STOCK, { options = { knock_limit = 0 } })
  assert_eq(h.of(g:moves(), "knock"), {})
  local why = assert_illegal(g, "knock 8S")
  assert_true(why:find("the knock limit is 0 this deal: only gin ends it", 1, true), why)
end)

test("discarding a melded card: the ten cards left are arranged anew", function()
  -- 3H-6H, three eights, JD QD and KD drawn, 2S: the ends of the long run may go with a knock,
  -- its middle cards may not, and 2S goes gin.
  local g = drawn({ "AC 5C 9C TC 4S 6S 7S 9S TS AD", "3H 4H 5H 6H 8C 8D 8S JD QD 2S" }, "7D 7C 3C KD")
  assert_eq(h.of(g:moves(), "knock"), { "knock 3H", "knock 6H" })
  assert_eq(h.of(g:moves(), "gin"), { "gin 2S" })
  local why = assert_illegal(g, "knock 2S")
  assert_true(why:find("discarding 2S leaves no deadwood: that is gin", 1, true), why)
  assert_illegal(g, "knock 4H")
end)

-- Seat 2 goes gin discarding KD; seat 1's 5C would lay off on AC-4C after a knock.
local GIN = { "5C 6C 8H 9H TH 2H 2D 2S 4S 8D", "AC 2C 3C 7D 7H 7S JS QS KS 4C" }

test("gin: the defender's whole deadwood and the gin bonus, with no layoffs", function()
  local g = drawn(GIN, "3S 5S 6S KD")
  assert_eq(h.of(g:moves(), "gin"), { "gin KD" })
  assert_eq(h.of(g:moves(), "knock"), { "knock AC", "knock 4C" })
  g:play("gin KD")
  assert_eq(g:get("deal_end"), "gin")
  assert_eq(g:get("laid_off"), 0)
  assert_eq(g:zone("deadwood", 2), {})
  assert_eq(g:zone("deadwood", 1), { "5C", "6C", "8D", "4S" })
  assert_eq(g:deal_score(2, 1), 5 + 6 + 8 + 4 + 25)
  assert_eq(g:messages(), {
    "seat 2 goes gin, discarding KD",
    "seat 2 lays AC 2C 3C 4C",
    "seat 2 lays 7D 7H 7S",
    "seat 2 lays JS QS KS",
    "seat 1 lays 2D 2H 2S",
    "seat 1 lays 8H 9H TH",
    "deadwood 0 against 23: seat 2 scores 48 (gin)",
  })
end)

test("a gin hand cannot be undercut", function()
  -- Seat 1 has gin too: seat 2's gin still scores the bonus.
  local g = drawn({ "5D 6D 7D 8D 9H TH JH 2S 2D 2H", "AC 2C 3C 7C 7H 7S JS QS KS 4C" }, "3S 5S 6S KD")
  g:play("gin KD")
  assert_eq(g:get("deal_end"), "gin")
  assert_eq(g:deal_score(2, 1), 25)
  assert_eq(g:deal_score(1, 1), 0)
end)

-- Seat 2 draws 5C to AC-4C, three sevens and JS-KS; seat 1 keeps 27 deadwood.
local BIG_GIN = { "6C 9C 8H 9H TH 2H 2D 2S 4S 8D", "AC 2C 3C 7D 7H 7S JS QS KS 4C" }

test("big gin: eleven cards in melds after the draw, no discard", function()
  local g = drawn(BIG_GIN, "3S 6S KD 5C")
  local moves = g:moves()
  assert_eq(h.of(moves, "knock"), { "knock 2C", "knock 4C" })
  assert_eq(h.of(moves, "gin"), { "gin AC", "gin 5C" })
  assert_eq(moves[#moves], "biggin")
  g:play("biggin")
  assert_eq(g:get("deal_end"), "big_gin")
  assert_eq(g:zone("discard"), { "9D" })
  assert_eq(g:view(0).zones.melds[2].melds, { { "AC", "2C", "3C", "4C", "5C" }, { "7D", "7H", "7S" },
    { "JS", "QS", "KS" } })
  assert_eq(g:zone("deadwood", 1), { "6C", "9C", "8D", "4S" })
  assert_eq(g:deal_score(2, 1), 27 + 31)
end)

test("without big_gin the eleven melded cards must discard", function()
  local g = drawn(BIG_GIN, "3S 6S KD 5C", { options = { big_gin = false } })
  local moves = g:moves()
  assert_eq(moves[#moves], "gin 5C")
  local why = assert_illegal(g, "biggin")
  assert_true(why:find("big gin is not played (big_gin=false)", 1, true), why)
end)

test("the knock and gin lists agree with the deadwood left after each discard", function()
  -- First deals played by the heuristic without ever knocking, so that they run on to the wall
  -- through many hands close to gin, checked at every discard: the deadwood a discard leaves is
  -- read back from the heuristic (a 10-card hand, no points yet: minus its deadwood).
  local checked = { knock = 0, gin = 0 }
  for seed = 1, 6 do
    local g = cardrt.new("gin_rummy", { seed = seed })
    while g:to_move() and g:deal_number() == 1 do
      local seat, moves = g:to_move(), g:moves()
      local knocks, gins = {}, {}
      for _, move in ipairs(h.of(moves, "knock")) do knocks[move:sub(7)] = true end
      for _, move in ipairs(h.of(moves, "gin")) do gins[move:sub(5)] = true end
      for _, move in ipairs(h.of(moves, "discard")) do
        local try = g:clone()
        try:play(move)
        if not try:deal_over() then
          local card, left = move:sub(9), -try:evaluate(seat)
          assert_eq(knocks[card] or false, left > 0 and left <= 10, move .. " leaves " .. left)
          assert_eq(gins[card] or false, left == 0, move .. " leaves " .. left)
          if knocks[card] then checked.knock = checked.knock + 1 end
          if gins[card] then checked.gin = checked.gin + 1 end
        end
      end
      -- At the wall every discard ends the deal: the first one then.
      g:play(h.best_move(g, true) or moves[1])
    end
  end
  -- Hundreds of knock discards and dozens of gin discards (515 and 74 on these seeds).
  assert_true(checked.knock > 100 and checked.gin > 10, "knocks and gins were checked")
end)
