-- Tafferand move input (§9): illegal and malformed moves raise an error that lists the legal
-- moves and leave the state unchanged (design: Lua rule-test API); `play 10H` is TH.

local h = require("lib.helpers")

-- X5's deal: dealer 1, seat 2 declares.
local X5 = { "QS 6D AH", "5S 2H 8H", "KS 9D 3H", "4S TH JH" }

local function x5(contract)
  local g = h.new({ dealer = 1, hands = X5 })
  if contract then g:play("choose " .. contract) end
  return g
end

test("a play while the declarer must choose", function()
  local g = x5()
  h.assert_illegal(g, "play 5S")
  h.assert_illegal(g, "pass")
  assert_eq(g:moves(), h.all_chooses())
end)

test("malformed moves", function()
  local g = x5()
  h.assert_illegal(g, "choose banana")
  h.assert_illegal(g, "choose")
  h.assert_illegal(g, "")
  h.assert_illegal(g, "dance")
  g:play("choose hearts")
  h.assert_illegal(g, "play ZZ")
  h.assert_illegal(g, "play")
  h.assert_illegal(g, "play 5S 2H")
end)

test("a choose during trick play", function()
  local g = x5("hearts")
  h.assert_illegal(g, "choose king")
  h.assert_illegal(g, "choose hearts")
end)

test("a card not in the hand of the seat to act", function()
  local g = x5("hearts")
  h.assert_illegal(g, "play 3C")                  -- out of play
  h.assert_illegal(g, "play KS")                  -- seat 3's card
end)

test("leading a heart under the restriction (§5.1)", function()
  local g = x5("hearts")
  assert_eq(g:moves(), { "play 5S" })
  h.assert_illegal(g, "play 2H")
  h.assert_illegal(g, "play 8H")
  g:play("play 5S")                               -- the legal move still works
  assert_eq(g:to_move(), 3)
end)

test("not following suit (§5.1)", function()
  local g = x5("hearts")
  g:play("play 5S")
  h.assert_illegal(g, "play 9D")                  -- seat 3 holds KS
  h.assert_illegal(g, "play 3H")
  g:play("play KS")
  g:play("play 4S")
  h.assert_illegal(g, "play 6D")                  -- seat 1 holds QS
  h.assert_illegal(g, "play AH")
end)

test("pass in a trick contract", function()
  local g = x5("hearts")
  h.assert_illegal(g, "pass")
end)

test("a contract the declarer has used (§3, §4.2)", function()
  local g = h.new({ dealer = 4 })
  h.play_deal(g, "tricks")
  for _ = 2, 4 do h.play_deal(g) end
  assert_eq(g:to_move(), 1)
  assert_eq(g:deal_number(), 5)
  h.assert_illegal(g, "choose tricks")
  g:play("choose hearts")
end)

test("Elferraus: a card that does not fit, and pass while able to lay (§7.3)", function()
  local g = h.new({ dealer = 1, hands = { "KC AC TD JD QD 9H", "9C TC 4H 5H", "JC 9D TH", "8C QC KD" } })
  g:play("choose elferraus")
  h.assert_illegal(g, "pass")                     -- the start card must be laid
  g:play("play TC")
  h.assert_illegal(g, "play 9D")                  -- diamonds unopened, 9 is not the start rank
  h.assert_illegal(g, "pass")                     -- seat 3 can lay JC or TH
  g:play("play TH")
  h.assert_illegal(g, "play KD")                  -- seat 4 must pass
  g:play("pass")
  h.assert_illegal(g, "play AC")                  -- no wrap: AC needs KC first
  h.assert_illegal(g, "play QD")
end)

test("Elferraus: during the ace cascade the player cannot pass (§7.4)", function()
  local g = h.new({ dealer = 2, hands = { "QH KH", "2C 3C", "5D AH KS AS", "JS QS" } })
  g:play("choose elferraus")
  g:play("play AS")
  assert_eq(g:to_move(), 3)
  h.assert_illegal(g, "pass")
  h.assert_illegal(g, "play 5D")
end)

test("play 10H is accepted as play TH (§9)", function()
  local g = x5("hearts")
  for _, mv in ipairs({ "play 5S", "play KS", "play 4S", "play QS", "play 9D" }) do g:play(mv) end
  assert_eq(g:moves(), { "play TH", "play JH" })
  g:play("play 10H")
  assert_eq(g:zone("trick"), { "9D", "TH" })
  assert_eq(g:zone("hand", 4), { "JH" })
end)

test("move input is case-insensitive (design: notation)", function()
  local g = x5()
  g:play("CHOOSE Hearts")
  g:play("play 5s")
  assert_eq(g:zone("trick"), { "5S" })
end)

-- The reasons the rules give (rules.why_not), each with the one-line list of the legal moves.
test("reasons: no contract yet, a contract already chosen, a card not held, hearts led, not following", function()
  local g = x5()
  local chooses = "; legal moves: " .. table.concat(h.all_chooses(), ", ")
  assert_eq(h.assert_illegal(g, "play 5S"),
    "illegal move 'play 5S': the declarer chooses the contract first" .. chooses)
  g:play("choose hearts")
  assert_eq(h.assert_illegal(g, "choose king"),
    "illegal move 'choose king': the contract of this deal is chosen: hearts; legal moves: play 5S")
  assert_eq(h.assert_illegal(g, "play KS"), "illegal move 'play KS': you hold no KS; legal moves: play 5S")
  assert_eq(h.assert_illegal(g, "play 2H"),
    "illegal move 'play 2H': hearts may not be led while you hold another suit; legal moves: play 5S")
  assert_eq(h.assert_illegal(g, "pass"),
    "illegal move 'pass': a trick contract has no passing: play a card; legal moves: play 5S")
  g:play("play 5S")
  assert_eq(h.assert_illegal(g, "play 9D"),
    "illegal move 'play 9D': you must follow suit: you hold spades; legal moves: play KS")
end)
