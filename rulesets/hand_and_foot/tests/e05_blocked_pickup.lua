-- Hand and Foot E5 (spec §14): blocked pickup (L4a, L4b, D12, D13). Side A opened (seat 1
-- melded AC AD AH); seat 3 holds 3C 9C 9D JK JK KS; seat 2 discards the top card to test.

local h = require("lib.helpers")

local function e5(top, options)
  local g = h.new({
    hands = { "AC AD AH 5C", "3S JK 2H 9H KH", "3C 9C 9D JK JK KS", "6D" },
    stock = "4C 4D 7C 7D 8C 8D",            -- seat 1: 4C 4D; seat 2: 7C 7D
    pile = "QH",
    options = options,
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  h.draw_discard(g, 2, top)
  assert_eq(g:to_move(), 3)
  assert_eq(g:zone("discard")[#g:zone("discard")], top)
  return g
end

test("E5 top 3S (black 3) blocks the pickup: draw only", function()
  assert_eq(e5("3S"):moves(), { "draw" })
end)

test("E5 top JK or 2H (wild) blocks the pickup: draw only", function()
  assert_eq(e5("JK"):moves(), { "draw" })
  assert_eq(e5("2H"):moves(), { "draw" })
end)

test("E5 top 9H: draw or pickup 9C 9D", function()
  assert_eq(e5("9H"):moves(), { "draw", "pickup 9C 9D" })
end)

test("E5 top KH: one natural K is not enough (L4b)", function()
  local g = e5("KH")
  assert_eq(g:moves(), { "draw" })
  h.assert_illegal(g, "pickup KS JK")
end)

test("E5 pickup_match_wild: top KH allows pickup KS JK", function()
  assert_eq(e5("KH", { pickup_match_wild = true }):moves(), { "draw", "pickup KS JK" })
end)

test("E5 pickup_match_wild: top 9H allows pickup 9C 9D and pickup 9C JK", function()
  assert_eq(e5("9H", { pickup_match_wild = true }):moves(), { "draw", "pickup 9C 9D", "pickup 9C JK" })
end)

test("E5 pickup 9C 9D on top 9H: a new meld 9C 9D 9H, the rest of the pile to the hand", function()
  local g = e5("9H")
  -- pile bottom->top QH 5C 9H: k = min(7, 3) = 3 (L4 effect)
  g:play("pickup 9C 9D")
  assert_eq(h.zone(g, "meld_9", 3), h.set("9C 9D 9H"))
  assert_eq(h.hand(g, 3), h.set("3C JK JK KS 5C QH"))
  assert_eq(g:zone("discard"), {})
  assert_eq(g:to_move(), 3)
  assert_true(h.contains(g:moves(), "discard 3C"), "now in MELD")
end)
