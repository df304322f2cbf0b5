-- Hand and Foot options (spec §11) and named variants (§12). Options already covered
-- elsewhere: pickup_size, pickup_match_wild (pickup.lua, e05), single_meld_kind (e13),
-- foot_condition, foot_turns_required, go_out_without_discard, books_*_required
-- (going_out.lua, foot.lua), wild_discard_foot_penalty (scoring.lua), meld_minimums
-- (opening.lua, e07), partnerships (players.lua).

local h = require("lib.helpers")

---------------------------------------------------------------- decks, sizes

test("decks defaults to players + 1: five of a card fit a 4-player deal, six do not", function()
  local ok = h.new({ hands = { "7C 7C 7C 7C 7C", "JK JK JK JK JK", "JK JK JK JK JK", "KH" },
                     stock = "4C 4D", pile = "QS" })
  assert_eq(#ok:zone("hand", 1), 5)
  assert_error(function()
    h.new({ hands = { "7C 7C 7C 7C 7C 7C", "KH", "KH", "KH" }, stock = "4C 4D", pile = "QS" })
  end)
  assert_error(function()
    h.new({ players = 2, hands = { "7C 7C 7C 7C", "KH" }, stock = "4C 4D", pile = "QS" })
  end)
end)

test("decks = 6 with 4 players: six of a card are allowed", function()
  local g = h.new({ hands = { "7C 7C 7C 7C 7C 7C", "KH", "KH", "KH" }, stock = "4C 4D", pile = "QS",
                    options = { decks = 6 } })
  assert_eq(#g:zone("hand", 1), 6)
  local r = h.new({ players = 4, seed = 3, options = { decks = 6 } })
  assert_eq(h.sorted(h.all_cards(r, 4)), h.full_decks(6))
end)

test("decks must satisfy 54 * decks >= players * (hand + foot) + 20", function()
  -- 4 players: 4 * 26 + 20 = 124 > 108 = 2 decks
  assert_error(function() h.new({ players = 4, seed = 1, options = { decks = 2 } }) end)
end)

test("hand_size and foot_size", function()
  local g = h.new({ players = 4, seed = 7, options = { hand_size = 9, foot_size = 7 } })
  for s = 1, 4 do
    assert_eq(#g:zone("hand", s), 9)
    assert_eq(#g:zone("foot", s), 7)
  end
  assert_eq(#g:zone("stock"), 270 - 4 * 16 - 1 - #g:zone("red3s", 1))
end)

---------------------------------------------------------------- named variants

test("standard variant: the defaults (E12's list)", function()
  local function e12(variant)
    local g = h.new({ hands = { "AC AD 7D 7C 7C 2S 2H JK", "5C", "5D", "5H" }, stock = "2C QH 4C 4D",
                      pile = "KS", variant = variant })
    h.play(g, 1, { "draw", "meld AC AD 2C" })
    return g:moves()
  end
  assert_eq(e12("standard"), e12(nil))
  assert_eq(#e12("standard"), 12)
end)

test("eleven-card variant: 11-card hands and feet", function()
  local g = h.new({ players = 4, seed = 8, variant = "eleven-card" })
  for s = 1, 4 do
    assert_eq(#g:zone("hand", s), 11)
    assert_eq(#g:zone("foot", s), 11)
  end
  assert_eq(#g:zone("stock"), 270 - 4 * 22 - 1 - #g:zone("red3s", 1))
end)

-- 2 players. Turn 1 seat 1 opens KC KC KD KD KH (50), completes the clean K book, melds the
-- dirty book QC QD QH QS QS QS 2C and discards 7C: he takes up his foot 9C 9D. Turn 2 he
-- draws 9H 5S.
local function one_clean_one_dirty(variant)
  local g = h.new({ players = 2, hands = { "KC KC KD KD KH KH QC QD QH QS QS QS 2C", "JC" },
                    feet = { "9C 9D", "" }, stock = "KS 7C 8C 8D 9H 5S 4C 4D", pile = "JS", variant = variant })
  h.play(g, 1, { "draw", "meld KC KC KD KD KH", "add K KH KS", "meld QC QD QH QS QS QS 2C", "discard 7C" })
  assert_eq({ g:counter("books_clean", 1), g:counter("books_dirty", 1) }, { 1, 1 })
  h.draw_discard(g, 2, "8C")
  h.play(g, 1, { "draw" })
  return g
end

test("quick-out variant: 1 clean and 1 dirty book suffice to go out", function()
  local g = one_clean_one_dirty("quick-out")
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H", "meld 9C 9D 9H" })
  h.play(g, 1, { "meld 9C 9D 9H", "discard 5S" })
  assert_true(g:deal_over())
  -- K book 70 + 500, Q book 60 + 20 + 300, 9s 30, out 100 = 1080
  assert_eq(g:deal_score(1, 1), 1080)
end)

test("standard: the same position may not go out (2 dirty and 1 wild book missing)", function()
  local g = one_clean_one_dirty(nil)
  assert_eq(g:moves(), { "discard 5S", "discard 9C", "discard 9D", "discard 9H" })
end)

-- 4 players: seat 1 takes up his foot 9C 9D 9H by discarding his last card in turn 1; the
-- others draw 6C 7C and discard 6C; seat 1's turn 2 begins on foot.
local function on_foot(variant, options)
  local g = h.new({ hands = { "AC AD", "QH", "QH", "QH" }, feet = { "9C 9D 9H", "", "", "" },
                    stock = "AH 5C 6C 7C 6C 7C 6C 7C 8C 8D", pile = "KS", variant = variant, options = options })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  for s = 2, 4 do h.draw_discard(g, s, "6C") end
  return g
end

test("no-permission variant: no ask (partner_permission = false)", function()
  assert_eq(on_foot():moves(), { "ask", "draw" })
  assert_eq(on_foot("no-permission"):moves(), { "draw" })
  assert_eq(on_foot(nil, { partner_permission = false }):moves(), { "draw" })
end)

test("source-literal variant: foot_condition = partner (seat 3 not on foot: no ask)", function()
  assert_eq(on_foot("source-literal"):moves(), { "draw" })
end)

test("strict-foot variant: foot_condition = both (seat 3 not on foot: no ask)", function()
  assert_eq(on_foot("strict-foot"):moves(), { "draw" })
end)

test("source-literal variant: single_meld_kind (E13: after a start, no add to an older meld)", function()
  local g = h.new({
    hands = { "AC AD 2C 9C 9D 9S QD 5C", "JH", "QC QH QS JD", "JS" },
    stock = "5D 8S 6C 6D 8C 8D 7C 7D 2C KH TC TD",
    pile = "KS",
    variant = "source-literal",
  })
  h.play(g, 1, { "draw", "meld AC AD 2C", "discard 8S" })
  h.draw_discard(g, 2, "6C")
  h.play(g, 3, { "draw", "meld QC QH QS", "discard 8C" })
  h.draw_discard(g, 4, "7C")
  h.play(g, 1, { "draw", "meld 9C 9D 9S" })
  assert_eq(g:moves(), { "add 9 2C", "discard 2C", "discard 5C", "discard 5D", "discard KH", "discard QD",
                         "meld 5C 5D 2C" })
end)

test("open-pickup variant: the whole pile, and a natural + wild may match", function()
  -- seat 1 holds KC 2C 9S and AC AD AH; pile of 10, KH on top: KC 2C + KH (40) + AAA = 100
  -- is a minimal opening only with the wild match; the whole pile is taken
  local pile = "4C 5C 6C 7C 8C 9C TC JC QC KH"
  local g = h.new({ hands = { "KC 2C 9S AC AD AH", "5C", "5D", "5H" }, stock = "4D 4H", pile = pile,
                    variant = "open-pickup" })
  assert_eq(g:moves(), { "draw", "pickup KC 2C + AC AD AH" })
  g:play("pickup KC 2C + AC AD AH")
  assert_eq(g:zone("discard"), {})
  assert_eq(h.hand(g, 1), h.set("9S 4C 5C 6C 7C 8C 9C TC JC QC"))
  local std = h.new({ hands = { "KC 2C 9S AC AD AH", "5C", "5D", "5H" }, stock = "4D 4H", pile = pile })
  assert_eq(std:moves(), { "draw" })
end)
