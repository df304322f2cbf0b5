-- The deal: one pack, two with six or seven players; hand_size cards each from the dealer's left
-- (by default seven with two players, five otherwise), the starter turned from the stock (never
-- an eight, and without its special effect), the first player, and the dealer and the direction
-- of play from deal to deal.

local h = require("lib.helpers")
local sizes = h.sizes

test("a real deal: five cards each, one starter, the rest is the stock", function()
  local g = cardrt.new("crazy_eights", { players = 4, seed = 7, dealer = 3 })
  assert_eq(sizes(g, 4), { 5, 5, 5, 5 })
  assert_eq(#g:zone("discard"), 1)
  assert_eq(#g:zone("stock"), 52 - 20 - 1)
  assert_true(cards.rank(cards.parse(g:zone("discard")[1])) ~= 8, "the starter is no eight")
  assert_eq(g:to_move(), 4)                     -- the dealer's left
  assert_eq(g:view(0).direction, "left")
end)

-- Every card in play, by name: hands, stock and pile.
local function cards_in_play(g, players)
  local all = {}
  for _, zone in ipairs({ g:zone("stock"), g:zone("discard") }) do
    for _, name in ipairs(zone) do all[#all + 1] = name end
  end
  for seat = 1, players do
    for _, name in ipairs(g:zone("hand", seat)) do all[#all + 1] = name end
  end
  return all
end

test("by default seven cards each with two players, five with three to seven", function()
  local g = cardrt.new("crazy_eights", { players = 2, seed = 3, dealer = 2 })
  assert_eq(sizes(g, 2), { 7, 7 })
  assert_eq(#g:zone("stock"), 52 - 14 - 1)
  assert_eq(g:to_move(), 1)
  for players = 3, 7 do
    g = cardrt.new("crazy_eights", { players = players, seed = players, dealer = 1 })
    local five = {}
    for seat = 1, players do five[seat] = 5 end
    assert_eq(sizes(g, players), five)
    assert_eq(#g:zone("discard"), 1)
    assert_eq(g:to_move(), 2)
  end
end)

test("one pack up to five players: each card once", function()
  for players = 2, 5 do
    local g = cardrt.new("crazy_eights", { players = players, seed = 10 + players })
    local all = cards_in_play(g, players)
    assert_eq(#all, 52)
    local seen = {}
    for _, name in ipairs(all) do
      assert_true(not seen[name], name .. " is in play once")
      seen[name] = true
    end
  end
end)

test("six or seven players play with two packs: every card twice", function()
  for players = 6, 7 do
    local g = cardrt.new("crazy_eights", { players = players, seed = 20 + players, dealer = 1 })
    assert_eq(#g:zone("stock"), 104 - 5 * players - 1)
    local all = cards_in_play(g, players)
    assert_eq(#all, 104)
    local copies = {}
    for _, name in ipairs(all) do copies[name] = (copies[name] or 0) + 1 end
    for id = 0, 51 do assert_eq(copies[cards.name(id)], 2, cards.name(id)) end
  end
end)

test("an option given wins over the default that follows the table", function()
  local g = cardrt.new("crazy_eights", { players = 2, seed = 3, dealer = 2, options = { hand_size = 4 } })
  assert_eq(sizes(g, 2), { 4, 4 })
  assert_eq(#g:zone("stock"), 52 - 8 - 1)
  g = cardrt.new("crazy_eights", { players = 4, seed = 3, dealer = 2, options = { hand_size = 7 } })
  assert_eq(sizes(g, 4), { 7, 7, 7, 7 })
  g = cardrt.new("crazy_eights", { players = 6, seed = 3, dealer = 2, options = { hand_size = 9 } })
  assert_eq(sizes(g, 6), { 9, 9, 9, 9, 9, 9 })
  assert_eq(#g:zone("stock"), 104 - 54 - 1)
end)

test("the starter is the top stock card", function()
  local g = h.fixed({ "5H", "6H", "7H" }, nil, "KS 3C 4D")
  assert_eq(g:zone("discard"), { "4D" })
  assert_eq(g:zone("stock"), { "KS", "3C" })
  assert_eq(g:to_move(), 2)
end)

test("an eight turned as starter goes to the bottom, again while the next is an eight", function()
  local g = h.fixed({ "5H", "6H", "7H" }, nil, "KS 4D 8S 8H")
  -- 8H goes under KS, then 8S under 8H; 4D starts the pile.
  assert_eq(g:zone("discard"), { "4D" })
  assert_eq(g:zone("stock"), { "8S", "8H", "KS" })
  assert_eq(g:get("suit"), nil)
  assert_eq(g:messages(), {
    "the starter 8H is an eight: it goes to the bottom of the stock",
    "the starter 8S is an eight: it goes to the bottom of the stock",
  })
  assert_eq(g:moves(), { "draw" })              -- 6H matches neither 4D nor diamonds
end)

test("a later deal turns its starter the same way", function()
  local g = h.fixed({ "9H", "5C", "KH" }, "3C", nil)
  g:fix_deal(2, { hand = { "TD", "JD", "QD" }, stock = "2S 8C" })
  g:play("play 5C")                             -- seat 2 goes out
  assert_true(g:deal_over())
  assert_eq(g:to_move(), 3)                     -- deal 2: seat 2 deals, seat 3 plays first
  assert_eq(g:dealer(), 2)
  assert_eq(g:zone("discard"), { "2S" })
  assert_eq(g:zone("stock"), { "8C" })
end)

test("the starter's special effect never applies", function()
  local all = { skip_queens = true, reverse_aces = true, draw_twos = "stack" }
  -- A two: no penalty for the first player.
  local g = h.fixed({ "5H", "6H 2D", "7H" }, nil, "2S", { options = all })
  assert_eq(g:get("penalty"), 0)
  assert_eq(g:moves(), { "play 2D" })
  -- A queen: the first player is not skipped.
  g = h.fixed({ "5H", "6H", "7H" }, nil, "QH", { options = all })
  assert_eq(g:to_move(), 2)
  -- An ace: play still goes to the left.
  g = h.fixed({ "5H", "6H", "7H" }, nil, "AH", { options = all })
  assert_eq(g:view(0).direction, "left")
  g:play("play 6H")
  assert_eq(g:to_move(), 3)
end)

test("the deal passes to the left and every deal starts to the left", function()
  local g = h.fixed({ "3S", "AS KD", "4H", "5H" }, "9S", nil, { options = { reverse_aces = true } })
  g:fix_deal(2, { hand = { "2C", "3C", "4C", "5C" }, discard = "6C" })
  g:play("play AS")                             -- seat 2 turns play to the right: seat 1 is next
  assert_eq(g:view(0).direction, "right")
  assert_eq(g:to_move(), 1)
  g:play("play 3S")                             -- and goes out
  assert_true(g:deal_over())
  assert_eq(g:view(0).direction, "right")       -- the finished deal stays as it was
  assert_eq(g:to_move(), 3)                     -- deal 2: seat 2 deals, its left plays first
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 2)
  assert_eq(g:view(0).direction, "left")
  g:play("play 4C")
  assert_eq(g:to_move(), 4)
end)

test("without a dealer given, the first dealer is a random seat", function()
  local seen = {}
  for seed = 1, 40 do
    local g = cardrt.new("crazy_eights", { players = 4, seed = seed })
    seen[g:dealer()] = true
    assert_eq(g:to_move(), g:dealer() % 4 + 1)
  end
  assert_eq(seen, { true, true, true, true })
end)
