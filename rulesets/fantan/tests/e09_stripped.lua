-- Fan Tan E9 (spec §12): with strip=true the table's stripped cards are set
-- aside (§4.2) and rows of that suit end early.

local h = require("lib.helpers")
local sorted, sizes, all_hands, contains = h.sorted, h.sizes, h.all_hands, h.contains

test("E9 french-chips, 5 players: AC and KC removed, 10 each, no ante", function()
  local g = cardrt.new("fantan", { players = 5, seed = 9, dealer = 3, variant = "french-chips" })
  assert_eq(sizes(g, 5), { 10, 10, 10, 10, 10 })
  assert_eq(sorted(g:zone("stripped")), sorted({ "AC", "KC" }))
  local held = all_hands(g, 5)
  assert_eq(#held, 50)
  assert_true(not contains(held, "AC") and not contains(held, "KC"))
  -- ante=0 and short_hand_ante=0 (D12)
  for s = 1, 5 do assert_eq(g:counter("chips", s), 50) end
  assert_eq(g:counter("pot"), 0)
end)

test("E9 clubs row 3-J: 2C and QC are the ends, AC and KC never come", function()
  local g = cardrt.new("fantan", {
    players = 5, seed = 9, dealer = 5, variant = "french-chips",
    deal = {
      hand = { "2C QC 8D 5H", "KD", "AD", "KH", "AH" },
      row_C = "3C 4C 5C 6C 7C 8C 9C TC JC",
      row_D = "7D",
      stripped = "AC KC",
    },
  })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "play 2C", "play QC", "play 8D" })
  g:play("play 2C")
  for s = 2, 5 do
    assert_eq(g:to_move(), s)
    assert_eq(g:moves(), { "pass" })
    g:play("pass")
  end
  assert_eq(g:moves(), { "play QC", "play 8D" })
  g:play("play QC")
  assert_eq(g:zone("row_C"), { "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC" })
  for _ = 2, 5 do g:play("pass") end
  -- clubs are finished at 2-Q: only the diamond is left to play
  assert_eq(g:moves(), { "play 8D" })
  assert_eq(sorted(g:zone("stripped")), sorted({ "AC", "KC" }))
end)

test("E9 with 6 players: AC 2C QC KC removed, 8 each", function()
  local g = cardrt.new("fantan", { players = 6, seed = 9, dealer = 2, variant = "french-chips" })
  assert_eq(sizes(g, 6), { 8, 8, 8, 8, 8, 8 })
  assert_eq(sorted(g:zone("stripped")), sorted({ "AC", "2C", "QC", "KC" }))
  assert_eq(#all_hands(g, 6), 48)
end)

test("E9 with 3 players: only AC removed, 17 each", function()
  local g = cardrt.new("fantan", { players = 3, seed = 9, dealer = 1, variant = "french-chips" })
  assert_eq(sizes(g, 3), { 17, 17, 17 })
  assert_eq(g:zone("stripped"), { "AC" })
end)

test("E9 with 4 players nothing is stripped", function()
  local g = cardrt.new("fantan", { players = 4, seed = 9, dealer = 1, variant = "french-chips" })
  assert_eq(sizes(g, 4), { 13, 13, 13, 13 })
  assert_eq(g:zone("stripped"), {})
end)

test("E9 strip_suit chooses the suit", function()
  local g = cardrt.new("fantan", {
    players = 5, seed = 9, dealer = 1, variant = "french-chips", options = { strip_suit = "hearts" },
  })
  assert_eq(sorted(g:zone("stripped")), sorted({ "AH", "KH" }))
  local held = all_hands(g, 5)
  assert_true(contains(held, "AC") and contains(held, "KC"))
  assert_true(not contains(held, "AH") and not contains(held, "KH"))
end)
