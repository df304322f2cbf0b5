-- Hand and Foot red and black 3s (spec §2, 6.1 R, D5, D6, D10, §10).

local h = require("lib.helpers")

test("R runs at seat 1's first turn start right after a fixed deal (§16)", function()
  local g = h.new({ hands = { "3D 5C 6C", "3H 7C", "KH", "KH" }, stock = "8D 8C 9D 9C 4C 4D", pile = "QS" })
  assert_eq(g:zone("red3s", 1), { "3D" })
  assert_eq(h.hand(g, 1), h.set("5C 6C 8D"), "the top stock card (8D) replaced the 3D")
  assert_eq(g:zone("stock"), h.cards("4D 4C 9C 9D 8C"))
  -- seat 2's red 3 waits for his own turn start
  assert_eq(h.hand(g, 2), h.set("3H 7C"))
  assert_eq(g:zone("red3s", 2), {})
  h.draw_discard(g, 1, "5C")                 -- draws 8C 9D
  assert_eq(g:zone("red3s", 2), { "3H" })
  assert_eq(h.hand(g, 2), h.set("7C 9C"))
end)

test("R at turn start with a short stock: it draws what there is, then the deal ends (6.1d)", function()
  local g = h.new({ players = 2, hands = { "3D 3H 3D 5C", "KH" }, stock = "9C", pile = "QS",
                    options = { meld_minimums = { 50 } } })
  -- three red 3s laid; one card drawn (9C); the stock is empty: fewer than 2 -> stock-out
  assert_true(g:deal_over())
  assert_eq(h.zone(g, "red3s", 1), h.set("3D 3D 3H"))
  assert_eq(h.hand(g, 1), h.set("5C 9C"))
  -- seat 1: 300 - 5C 5 - 9C 10 = 285; seat 2: KH -10
  assert_eq(g:deal_score(1, 1), 285)
  assert_eq(g:deal_score(2, 1), -10)
end)

test("R after draw: a drawn red 3 is laid and replaced at once", function()
  local g = h.new({ hands = { "5C 6C", "KH", "KH", "KH" }, stock = "3H 7C 9D 8C 4C 4D", pile = "QS" })
  g:play("draw")                              -- 3H 7C; R lays 3H, draws 9D
  assert_eq(g:zone("red3s", 1), { "3H" })
  assert_eq(h.hand(g, 1), h.set("5C 6C 7C 9D"))
  assert_eq(g:zone("stock"), h.cards("4D 4C 8C"))
end)

test("a red 3 is never listed: not discarded, melded or picked up", function()
  -- R at the start lays 3D 3H and draws 9C 9D; the draw brings 3D 3H, laid and replaced
  -- by 7C 7D
  local g = h.new({ hands = { "3D 3H 5C 5D 5H AC AD AH", "KH", "KH", "KH" },
                    stock = "9C 9D 3D 3H 7C 7D 8C 8D", pile = "QS" })
  for _, m in ipairs(g:moves()) do assert_true(not m:find("3[DH]"), m) end
  g:play("draw")
  for _, m in ipairs(g:moves()) do assert_true(not m:find("3[DH]"), m) end
  assert_eq(#g:zone("red3s", 1), 4)
  assert_eq(h.hand(g, 1), h.set("5C 5D 5H AC AD AH 9C 9D 7C 7D"))
end)

test("black 3s: discardable, never melded, worth -5 each when left", function()
  local g = h.new({ players = 2, hands = { "3C 3S 3S 2C AC AD AH", "3C 4D" }, stock = "9C 9D 6C 6D 8H",
                    pile = "QS", options = { meld_minimums = { 50 } } })
  g:play("draw")
  local legal = g:moves()
  assert_true(h.contains(legal, "discard 3C"))
  assert_true(h.contains(legal, "discard 3S"))
  for _, m in ipairs(legal) do
    if m:sub(1, 8) ~= "discard " then assert_true(not m:find("3[CS]"), "a 3 in " .. m) end
  end
  h.assert_illegal(g, "meld 3C 3S 3S")
  h.assert_illegal(g, "meld 3S 3S 2C")
  h.play(g, 1, { "meld AC AD AH", "discard 3C" })
  h.draw_discard(g, 2, "4D")                  -- top becomes 4D; seat 1's start: 1 card left
  assert_true(g:deal_over())
  -- seat 1: AAA 60 - (3S 3S 2C 9C 9D = 5 + 5 + 20 + 10 + 10) = 10
  assert_eq(g:deal_score(1, 1), 10)
  -- seat 2: 3C 6C 6D = -15
  assert_eq(g:deal_score(2, 1), -15)
end)

test("a discarded black 3 blocks the pile for the next player", function()
  local g = h.new({ hands = { "3S 5C", "3C 3S 5D", "KH", "KH" }, stock = "9C 9D 8C 8D 4C 4D", pile = "QS" })
  h.draw_discard(g, 1, "3S")
  assert_eq(g:moves(), { "draw" }, "seat 2 holds 3C 3S but a 3 cannot be picked up (L4a)")
end)

test("red 3s in an unplayed dealt hand count -100 each; the ending turn's R still runs", function()
  -- seat 1 draws 9C 9D and discards 5C; seat 2's turn start: R lays his 3D and draws the
  -- last card (8C), then the stock has fewer than 2 cards: stock-out (6.1 c before d).
  -- Seat 3 never had a turn: his 3D 3H stay in his hand.
  local g = h.new({ hands = { "5C", "3D 6C", "3D 3H KC", "7C" }, stock = "9C 9D 8C", pile = "QS" })
  h.draw_discard(g, 1, "5C")
  assert_true(g:deal_over())
  assert_eq(g:zone("red3s", 2), { "3D" })
  assert_eq(h.hand(g, 2), h.set("6C 8C"))
  assert_eq(h.hand(g, 3), h.set("3D 3H KC"))
  -- side A: seat 1 9C 9D -20, seat 3 KC -10 and two red 3s -200 -> -230
  assert_eq(g:deal_score(1, 1), -230)
  -- side B: red 3 +100, seat 2 6C 8C -15, seat 4 7C -5 -> 80
  assert_eq(g:deal_score(2, 1), 80)
end)
