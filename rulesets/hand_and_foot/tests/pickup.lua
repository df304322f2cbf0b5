-- Hand and Foot pickup (spec L4, D11-D14) and the burying of the upcard (§4.3, D4).

local h = require("lib.helpers")

-- 2 players. Turn 1 seat 1 opens AC AD AH and discards 5C; seat 2 discards 9H; seat 1's
-- turn 2 starts in DRAW holding `keep` (+ what his turn-1 hand left).
local function opened_pair(hand1, options, feet)
  local g = h.new({
    players = 2,
    hands = { hand1, "9H" },
    feet = feet,
    stock = "AH 5C 6C 6D 7C 7D 8C 8D",       -- s1: AH 5C | s2: 6C 6D | s1: 7C 7D | ...
    pile = "KS",
    options = options,
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  h.draw_discard(g, 2, "9H")
  assert_eq(g:to_move(), 1)
  return g
end

test("L4d opened side: G0 is exactly the two matching cards (the lowest), no further groups", function()
  local g = opened_pair("AC AD 9C 9D 9S KC KD 2C")
  assert_eq(g:moves(), { "draw", "pickup 9C 9D" })
  h.assert_illegal(g, "pickup 9C 9D 9S")
  h.assert_illegal(g, "pickup 9C 9D 2C")
  h.assert_illegal(g, "pickup 9C 9D + KC KD 2C")
  g:play("pickup 9S 9D")                     -- reduces to the listed pickup 9C 9D
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 9H"))
  -- pile KS 5C 9H: all three taken; KS 5C to the hand
  assert_eq(h.hand(g, 1), h.set("9S KC KD 2C KS 5C"))
  assert_eq(g:zone("discard"), {})
  g:play("discard KS")
  assert_eq(g:zone("discard"), { "KS" }, "the next discard starts a new pile")
end)

test("L4b with pickup_match_wild an unopened side may match with one natural and a wild", function()
  -- t = KH: KC 2C + KH (40) + AC AD AH (60) = 100; omitting AAA leaves 40 < 50; G0 must
  -- keep its matching cards, so neither KC nor 2C can go.
  local function g(options)
    return h.new({ hands = { "KC 2C AC AD AH", "5C", "5D", "5H" }, stock = "4C 4D", pile = "9S KH",
                   options = options })
  end
  assert_eq(g():moves(), { "draw" })
  assert_eq(g({ pickup_match_wild = true }):moves(), { "draw", "pickup KC 2C + AC AD AH" })
end)

-- Seat 1 (4 players, unopened) holds KC KD 2C 9S; the pile holds 10 cards, KH on top.
-- KH KC KD 2C = 50 is a minimal opening (without 2C: 30).
local PILE10 = "4C 5C 6C 7C 8C 9C TC JC QC KH"
local function big_pile(options)
  local g = h.new({ hands = { "KC KD 2C 9S", "5C", "5D", "5H" }, stock = "4D 4H", pile = PILE10,
                    options = options })
  assert_eq(g:moves(), { "draw", "pickup KC KD 2C" })
  g:play("pickup KC KD 2C")
  assert_eq(h.zone(g, "meld_K", 1), h.set("KC KD KH 2C"))
  return g
end

test("L4 effect: pickup_size 7 (default) takes the top seven cards", function()
  local g = big_pile()
  assert_eq(h.hand(g, 1), h.set("9S 7C 8C 9C TC JC QC"))
  assert_eq(g:zone("discard"), h.cards("4C 5C 6C"))
end)

test("L4 effect: pickup_size 5 takes five", function()
  local g = big_pile({ pickup_size = 5 })
  assert_eq(h.hand(g, 1), h.set("9S 9C TC JC QC"))
  assert_eq(g:zone("discard"), h.cards("4C 5C 6C 7C 8C"))
end)

test("L4 effect: pickup_size 0 takes the whole pile", function()
  local g = big_pile({ pickup_size = 0 })
  assert_eq(h.hand(g, 1), h.set("9S 4C 5C 6C 7C 8C 9C TC JC QC"))
  assert_eq(g:zone("discard"), {})
end)

test("L4 a pickup joins the partner's incomplete meld of that rank", function()
  local g = h.new({
    hands = { "AC AD AH 9C 9D 9H", "9S", "9S 9S 4C", "5S" },
    stock = "6C 6D 7C 7D 8C 8D 8H 8S",
    pile = "KS",
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "meld 9C 9D 9H", "discard 6C" })
  h.draw_discard(g, 2, "9S")
  assert_eq(g:moves(), { "draw", "pickup 9S 9S" })
  g:play("pickup 9S 9S")
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 9H 9S 9S 9S"))
  assert_eq(h.hand(g, 3), h.set("4C KS 6C"))
end)

-- Seat 1 (2 players) takes his foot 9C 9D by discarding 5C in turn 1 (he melded AC AD AH);
-- in turn 2 he is on foot (foot_turns 1) holding 9C 9D; the pile is KS 5C 9H.
local function on_foot_pair(options)
  local g = h.new({
    players = 2,
    hands = { "AC AD", "9H" },
    feet = { "9C 9D", "" },
    stock = "AH 5C 6C 6D 7C 7D 8C 8D",
    pile = "KS",
    options = options,
  })
  h.play(g, 1, { "draw", "meld AC AD AH", "discard 5C" })
  h.draw_discard(g, 2, "9H")
  assert_eq(h.hand(g, 1), h.set("9C 9D"))
  return g
end

test("L4e holding rule: on foot, a pickup must leave 2 cards (or 1 with G1-G3)", function()
  -- pile of 3, k = 3: hand after = 2 - 2 + 2 = 2
  assert_eq(on_foot_pair():moves(), { "draw", "pickup 9C 9D" })
  -- k = 1: hand after 0; k = 2: hand after 1 and G1 fails (no books)
  assert_eq(on_foot_pair({ pickup_size = 1 }):moves(), { "draw" })
  assert_eq(on_foot_pair({ pickup_size = 2 }):moves(), { "draw" })
end)

test("L4e one card left is allowed when G1-G3 hold (no books required, no partner)", function()
  local free = { pickup_size = 2, books_clean_required = 0, books_dirty_required = 0, books_wild_required = 0 }
  local g = on_foot_pair(free)
  assert_eq(g:moves(), { "draw", "pickup 9C 9D" })
  g:play("pickup 9C 9D")
  assert_eq(h.hand(g, 1), { "5C" })
  assert_eq(g:moves(), { "discard 5C" })
  g:play("discard 5C")
  assert_true(g:deal_over(), "discarding the last card on foot goes out (9.1)")
  -- seat 1: AC AD AH 60 + 9C 9D 9H 30 + out 100 = 190
  assert_eq(g:deal_score(1, 1), 190)
end)

test("L4e/L7 with go_out_without_discard a pickup may empty the hand and go out", function()
  local g = on_foot_pair({ pickup_size = 1, go_out_without_discard = true, books_clean_required = 0,
                           books_dirty_required = 0, books_wild_required = 0 })
  assert_eq(g:moves(), { "draw", "pickup 9C 9D" })
  g:play("pickup 9C 9D")
  assert_true(g:deal_over(), "the hand is empty with G1-G3: out")
  assert_eq(g:deal_score(1, 1), 60 + 30 + 100)
end)

test("F after a pickup: a player not on foot who empties his hand takes up his foot (R too)", function()
  local g = opened_pair("AC AD 9C 9D", { pickup_size = 1 }, { "3D KC KD 4S", "" })
  assert_eq(h.hand(g, 1), h.set("9C 9D"))
  assert_eq(g:moves(), { "draw", "pickup 9C 9D" })
  g:play("pickup 9C 9D")
  assert_eq(g:zone("foot", 1), {})
  assert_eq(h.zone(g, "red3s", 1), { "3D" })
  -- R drew the next stock card, 7C
  assert_eq(h.hand(g, 1), h.set("KC KD 4S 7C"))
  assert_eq(g:zone("discard"), h.cards("KS 5C"))
  assert_eq(g:moves(), { "discard 4S", "discard 7C", "discard KC", "discard KD" },
            "he goes on in MELD and must discard")
end)

local function bad_upcard(c) return c == "JK" or c:sub(1, 1) == "2" or c:sub(1, 1) == "3" end

test("4.3/D4 the upcard is never a 3, 2 or JK (buried until a natural turns up)", function()
  for _, n in ipairs({ 2, 4, 7 }) do
    for seed = 1, 25 do
      local g = h.new({ players = n, seed = seed })
      local pile = g:zone("discard")
      assert_eq(#pile, 1, "one upcard")
      assert_true(not bad_upcard(pile[1]), n .. " players, seed " .. seed .. ": upcard " .. pile[1])
    end
  end
end)
