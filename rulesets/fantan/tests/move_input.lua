-- Fan Tan §6 and the test API contract: an illegal or malformed move raises an
-- error listing the legal moves and leaves the state unchanged; `play 10H` is
-- accepted as input for `play TH`.

local h = require("lib.helpers")

local function e2_like()
  -- E2's deal: layout C 5-9, H 7-7; dealer 1, so seat 2 acts with
  -- legal moves play 4C, play TC, play 6H, play 8H, play 7S.
  return cardrt.new("fantan", {
    players = 4, seed = 13, dealer = 1, variant = "standard", deal = h.e2_deal(),
  })
end

local LEGAL = { "play 4C", "play TC", "play 6H", "play 8H", "play 7S" }

local function rejected(g, move)
  local before = g:save()
  for _, m in ipairs(LEGAL) do
    assert_error(function() g:play(move) end, m)
  end
  assert_eq(g:save(), before, "state changed by '" .. tostring(move) .. "'")
  assert_eq(g:moves(), LEGAL)
  assert_eq(g:to_move(), 2)
end

test("illegal: a card not adjacent to its row", function()
  rejected(e2_like(), "play 3C")
end)

test("illegal: a card of an unopened suit", function()
  rejected(e2_like(), "play 8D")
end)

test("illegal: a card the player does not hold", function()
  rejected(e2_like(), "play 7D")
end)

test("illegal: pass while able to play under forced passing", function()
  rejected(e2_like(), "pass")
end)

test("illegal: draw without a stock", function()
  rejected(e2_like(), "draw")
end)

test("malformed moves", function()
  local g = e2_like()
  rejected(g, "play")
  rejected(g, "play 1H")
  rejected(g, "play ZZ")
  rejected(g, "fold")
  rejected(g, "")
end)

test("illegal move leaves zones and counters untouched", function()
  local g = e2_like()
  local hand, row, chips, pot = g:zone("hand", 2), g:zone("row_C"), g:counter("chips", 2), g:counter("pot")
  assert_error(function() g:play("play 3C") end)
  assert_eq(g:zone("hand", 2), hand)
  assert_eq(g:zone("row_C"), row)
  assert_eq(g:counter("chips", 2), chips)
  assert_eq(g:counter("pot"), pot)
  -- and the game goes on normally
  g:play("play 4C")
  assert_eq(g:to_move(), 3)
end)

test("out of turn: another seat's card is illegal", function()
  local g = e2_like()
  -- QD belongs to seat 3, who is not to move
  rejected(g, "play QD")
end)

test("play 10H is accepted for play TH", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 13, dealer = 1,
    deal = { hand = { "AD", "TH 2C", "QD", "KD" }, row_H = "7H 8H 9H" },
  })
  assert_eq(g:moves(), { "play TH" })
  g:play("play 10H")
  assert_eq(g:zone("row_H"), { "7H", "8H", "9H", "TH" })
  assert_eq(g:zone("hand", 2), { "2C" })
  assert_eq(g:to_move(), 3)
end)

test("play 10C when TC is not legal is an error too", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 13, dealer = 1,
    deal = { hand = { "AD", "TC 7S", "QD", "KD" }, row_C = "7C" },
  })
  local before = g:save()
  assert_error(function() g:play("play 10C") end, "play 7S")
  assert_eq(g:save(), before)
end)

test("a finished match refuses moves", function()
  local g = cardrt.new("fantan", {
    players = 4, seed = 13, dealer = 4, variant = "french-points", options = { target = 1 },
    deal = { hand = { "7C", "AD", "AH", "AS" } },
  })
  g:play("play 7C")
  assert_true(g:over())
  assert_eq(g:moves(), {})
  assert_error(function() g:play("pass") end)
end)

-- The reasons the rules give (rules.why_not), each with the one-line list of the legal moves.
test("reasons: a card off the end of its row, of an unopened row, not held; a pass or draw", function()
  local g = e2_like()
  local legal = "; legal moves: play 4C, play TC, play 6H, play 8H, play 7S"
  assert_eq(assert_illegal(g, "play 3C"),
    "illegal move 'play 3C': 3C does not fit: the clubs row runs 5C to 9C and takes 4C or TC" .. legal)
  assert_eq(assert_illegal(g, "play 8D"),
    "illegal move 'play 8D': the diamonds row is not open: only the 7D opens it" .. legal)
  assert_eq(assert_illegal(g, "play 7D"), "illegal move 'play 7D': you hold no 7D" .. legal)
  assert_eq(assert_illegal(g, "pass"), "illegal move 'pass': you must play when you can" .. legal)
  assert_eq(assert_illegal(g, "draw"), "illegal move 'draw': there is no stock in this game" .. legal)
end)
