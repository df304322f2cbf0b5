-- Hand and Foot going out (spec 9.1 G1-G3, L7, L8, L10, D19-D22) and its options.

local h = require("lib.helpers")
local e9 = require("lib.e9")

local ONE_CLEAN = { books_clean_required = 1, books_dirty_required = 0, books_wild_required = 0 }

-- 2 players (no partner, no permission). Turn 1: seat 1 opens KC KC KD KD KH (50, minimal:
-- one K less is 40), completes the clean K book with KH KS and discards 7C, his last card:
-- he takes up his foot `foot`. Turn 2 (on foot, foot_turns 1) he draws `draw2`.
local function alone(options, foot, draw2)
  local g = h.new({
    players = 2,
    hands = { "KC KC KD KD KH KH", "QC" },
    feet = { foot or "9C 9D", "" },
    stock = "KS 7C 8C 8D " .. (draw2 or "9H 5S") .. " 4C 4D",
    pile = "JS",
    options = options,
  })
  h.play(g, 1, { "draw", "meld KC KC KD KD KH", "add K KH KS", "discard 7C" })
  assert_eq(g:counter("books_clean", 1), 1)
  h.draw_discard(g, 2, "8C")
  h.play(g, 1, { "draw" })
  return g
end

test("no partner: no ask; with G1 met a meld may leave one card, its discard goes out", function()
  local g = alone(ONE_CLEAN)
  assert_eq(h.hand(g, 1), h.set("9C 9D 9H 5S"))
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H", "meld 9C 9D 9H" })
  g:play("meld 9C 9D 9H")
  assert_eq(g:moves(), { "discard 5S" })
  g:play("discard 5S")
  assert_true(g:deal_over())
  assert_eq(g:zone("hand", 1), {})
  -- seat 1: K book 70 + 500, 9C 9D 9H 30, out 100 = 700; seat 2: QC 8D = -20
  assert_eq(g:deal_score(1, 1), 700)
  assert_eq(g:deal_score(2, 1), -20)
end)

test("G1 fails (default: 2 clean, 2 dirty, 1 wild): the meld leaving one card is refused", function()
  local g = alone()
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H" })
  h.assert_illegal(g, "meld 9C 9D 9H")
end)

test("go_out_without_discard: melding the last cards goes out", function()
  local opts = { go_out_without_discard = true, books_clean_required = 1, books_dirty_required = 0,
                 books_wild_required = 0 }
  local g = alone(opts, "9C 9D", "9H 9S")
  assert_eq(g:moves(), { "discard 9C", "discard 9D", "discard 9H", "discard 9S",
                         "meld 9C 9D 9H", "meld 9C 9D 9H 9S" })
  g:play("meld 9C 9D 9H 9S")
  assert_true(g:deal_over(), "the hand is empty with G1-G3: out (9.1)")
  assert_eq(g:deal_score(1, 1), 570 + 40 + 100)
end)

test("without go_out_without_discard the last card must be discarded (D20)", function()
  local g = alone(ONE_CLEAN, "9C 9D", "9H 9S")
  assert_eq(g:moves(), { "discard 9C", "discard 9D", "discard 9H", "discard 9S", "meld 9C 9D 9H" })
  h.assert_illegal(g, "meld 9C 9D 9H 9S")
end)

-- Seat 1 (2 players) opens KC KC KD KD KH, completes the K book and melds 7C 7D 7H 7S: his
-- hand is empty, so he takes up his foot 9C 9D 9H 5S at once (F), foot_turns 0.
local function foot_now(options)
  local g = h.new({ players = 2, hands = { "KC KC KD KD KH KH 7C 7D 7H", "QC" },
                    feet = { "9C 9D 9H 5S", "" }, stock = "KS 7S 4C 4D", pile = "JS", options = options })
  h.play(g, 1, { "draw", "meld KC KC KD KD KH", "add K KH KS", "meld 7C 7D 7H 7S" })
  assert_eq(h.hand(g, 1), h.set("9C 9D 9H 5S"))
  return g
end

test("default: no going out in the turn the foot is taken up (G2, D19)", function()
  local g = foot_now(ONE_CLEAN)
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H" })
end)

test("foot_turns_required = 0: going out in the turn the foot is taken up", function()
  local g = foot_now({ foot_turns_required = 0, books_clean_required = 1, books_dirty_required = 0,
                       books_wild_required = 0 })
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H", "meld 9C 9D 9H" })
  h.play(g, 1, { "meld 9C 9D 9H", "discard 5S" })
  assert_true(g:deal_over())
  -- K book 570 + 7s 20 + 9s 30 + out 100 = 720
  assert_eq(g:deal_score(1, 1), 720)
end)

---------------------------------------------------------------- with a partner (E9)

test("no-permission variant: no ask, and seat 1 may go out without it", function()
  local g = e9.new({ variant = "no-permission" })
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "add 6 6S", "add 6 6S JK", "add 6 JK", "discard 6S", "discard 9C", "discard 9D",
                         "discard JK", "discard QH", "meld 9C 9D JK" })
  h.play(g, 1, { "meld 9C 9D JK" })
  assert_eq(g:moves(), { "add 6 6S", "discard 6S", "discard QH" })
  h.play(g, 1, { "add 6 6S", "discard QH" })
  assert_true(g:deal_over())
  assert_eq(g:deal_score(1, 1), 4075)
end)

test("foot_condition = partner: seat 3 has no foot turn yet, so seat 1 may not ask", function()
  local g = e9.new({ options = { foot_condition = "partner" } })
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_true(not h.contains(g:moves(), "ask"))
end)

test("foot_condition = both: seat 1 has a foot turn, seat 3 none: no ask", function()
  local g = e9.new({ options = { foot_condition = "both" } })
  assert_eq(g:moves(), { "draw" })
end)

test("a yes does not oblige: seat 1 may keep a card; no bonus, the deal goes on", function()
  local g = e9.new()
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "yes" })
  h.play(g, 1, { "meld 9C 9D JK", "discard 6S" })
  assert_eq(h.hand(g, 1), { "QH" })
  -- the stock is empty: stock-out at seat 2's start, without a going-out bonus:
  -- 610 + 3100 + 300 - (QH 10 + seat 3 40) = 3960
  assert_true(g:deal_over())
  assert_eq(g:deal_score(1, 1), 3960)
end)

-- E9 with more stock: seat 1 (yes given) keeps QH; round 3 he draws 6C 6D.
local function next_turn_after_yes()
  local g = e9.new({ extra_stock = "4S 5S 7C 7H 8C 8H 6C 6D KC KH" })
  h.play(g, 1, { "draw", "ask" })
  h.play(g, 3, { "yes" })
  h.play(g, 1, { "meld 9C 9D JK", "discard 6S" })
  h.draw_discard(g, 2, "4S")
  assert_eq(g:moves(), { "ask", "draw" }, "seat 3 began this turn on foot: he may ask")
  h.draw_discard(g, 3, "3S")
  h.draw_discard(g, 4, "3C")
  h.play(g, 1, { "draw" })
  assert_eq(h.hand(g, 1), h.set("QH 6C 6D"))
  return g
end

test("the permission holds for one turn only (L8)", function()
  local g = next_turn_after_yes()
  -- add 6 6C 6D would leave 1 card: not without a new yes
  assert_eq(g:moves(), { "add 6 6C", "ask", "discard 6C", "discard 6D", "discard QH" })
  g:play("ask")
  assert_eq(g:to_move(), 3)
  g:play("yes")
  assert_eq(g:moves(), { "add 6 6C", "add 6 6C 6D", "discard 6C", "discard 6D", "discard QH" })
  h.play(g, 1, { "add 6 6C 6D", "discard QH" })
  assert_true(g:deal_over(), "out")
end)

test("after no, ask is gone for the turn and H keeps two cards", function()
  local g = next_turn_after_yes()
  g:play("ask")
  g:play("no")
  assert_eq(g:moves(), { "add 6 6C", "discard 6C", "discard 6D", "discard QH" })
end)
