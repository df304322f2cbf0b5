-- Hand and Foot E9 (spec §14): going out and the partner's refusal (9.1, L7, L8, L10).
-- Side A has books K, Q (clean), 5, J (dirty), wild, and the incomplete 6C 6D 6H; seat 1
-- is on foot since an earlier turn; after `draw` he holds 6S 9C 9D JK QH.
-- The position is built by play: see lib/e9.lua.

local h = require("lib.helpers")
local e9 = require("lib.e9")

local E9_MELD = {
  "add 6 6S", "add 6 6S JK", "add 6 JK", "ask", "discard 6S", "discard 9C", "discard 9D",
  "discard JK", "discard QH", "meld 9C 9D JK",
}

test("E9 the position: side A's books, seat 1 on foot, R settled his foot's 3H", function()
  local g = e9.new()
  assert_eq(g:counter("books_clean", 1), 2)
  assert_eq(g:counter("books_dirty", 1), 2)
  assert_eq(g:counter("books_wild", 1), 1)
  assert_eq(h.zone(g, "meld_6", 3), h.set("6C 6D 6H"))
  assert_eq(h.zone(g, "red3s", 1), h.set("3D 3H 3H"))
  assert_eq(g:zone("foot", 1), {})
  assert_eq(h.hand(g, 1), h.set("9C 9D JK"))
  assert_eq(g:zone("stock"), h.cards("QH 6S"))
  -- DRAW: seat 1 is on foot and this turn began so (G2): ask is listed in DRAW too (L2)
  assert_eq(g:moves(), { "ask", "draw" })
end)

test("E9 MELD list after draw", function()
  local g = e9.new()
  g:play("draw")
  assert_eq(h.hand(g, 1), h.set("6S 9C 9D JK QH"))
  -- adds to 6C 6D 6H: 6S (4), 6S JK (5: 4 >= 2), JK (4: 3 >= 2); new 9C 9D JK; each leaves
  -- >= 2 cards (H). ask: partner, permission, not asked, on foot, G2 (L8).
  assert_eq(g:moves(), E9_MELD)
end)

test("E9 ask: seat 3 answers no or yes", function()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "no", "yes" })
  h.assert_illegal(g, "discard 6S")
end)

test("E9 after no: meld 9C 9D JK leaves 6S QH; only discards (add 6 6S would leave one card)", function()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "no" })
  assert_eq(g:to_move(), 1, "play returns to seat 1 in MELD")
  local after_no = {}
  for _, m in ipairs(E9_MELD) do if m ~= "ask" then after_no[#after_no + 1] = m end end
  assert_eq(g:moves(), after_no, "same list without ask (asked this turn)")
  g:play("meld 9C 9D JK")
  assert_eq(g:moves(), { "discard 6S", "discard QH" })
  h.assert_illegal(g, "add 6 6S")
end)

test("E9 after yes: add 6 6S is listed; then only discard QH, which goes out", function()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "yes" })
  assert_eq(g:to_move(), 1)
  g:play("meld 9C 9D JK")
  assert_eq(g:moves(), { "add 6 6S", "discard 6S", "discard QH" })
  g:play("add 6 6S")
  assert_eq(g:moves(), { "discard QH" })
  g:play("discard QH")
  assert_true(g:deal_over(), "seat 1 went out: the deal ends at once (9.1)")
  assert_eq(g:zone("hand", 1), {})
end)

test("E9 a yes given in DRAW holds for the rest of the turn", function()
  local g = e9.new()
  h.play(g, 1, { "ask" })
  h.play(g, 3, { "yes" })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "draw" }, "back in DRAW; no second ask")
  h.play(g, 1, { "draw", "meld 9C 9D JK" })
  assert_eq(g:moves(), { "add 6 6S", "discard 6S", "discard QH" })
end)

test("E9 without a wild book the list after yes and meld 9C 9D JK is discard 6S, discard QH", function()
  local g = e9.new({ wild_book = false })
  assert_eq(g:counter("books_wild", 1), 0)
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "yes" })
  h.play(g, 1, { "meld 9C 9D JK" })
  assert_eq(g:moves(), { "discard 6S", "discard QH" })   -- G1 fails: 1 wild book required
end)
