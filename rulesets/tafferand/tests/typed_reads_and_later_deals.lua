-- The test API's typed reads (g:get: enums and flags by name) and a later deal fixed by a test
-- (g:fix_deal), on Tafferand's contract choice and its next deal.

local h = require("lib.helpers")

test("g:get reads the contract and the contracts used by their names", function()
  local g = h.new({ dealer = 1, hands = { "JS 2C", "6S 3C", "2S 4C", "KH 5C" } })
  assert_eq(g:get("contract"), nil)
  assert_eq(g:get("declarer"), 2)
  assert_eq(g:get("used", 2), {})
  g:play("choose hearts")
  assert_eq(g:get("contract"), "hearts")
  assert_eq(g:counter("contract"), 3)          -- the raw value: the third of its values
  assert_eq(g:get("used", 2), { "hearts" })
  assert_eq(g:get("no_lead"), 3)
  assert_error(function() g:get("contracts") end, "unknown counter 'contracts'; did you mean 'contract'%?")
end)

test("a later deal is dealt as the test fixes it", function()
  local g = h.new({ dealer = 1, hands = { "JS 2C", "6S 3C", "2S 4C", "KH 5C" } })
  g:fix_deal(2, { hand = { "AC", "KC", "QC", "JC" } })
  h.step(g, 2, h.all_chooses(), "choose king")
  for _, move in ipairs({ "play 6S", "play 2S", "play KH", "play JS", "play 2C", "play 3C", "play 4C", "play 5C" }) do
    g:play(move)
  end
  assert_true(g:deal_over())
  assert_eq(g:deal_number(), 1)
  -- Deal 2 (dealer 2): seat 3 declares; each hand holds exactly its fixed card.
  assert_eq(g:to_move(), 3)
  assert_eq(g:deal_number(), 2)
  for seat, card in ipairs({ "AC", "KC", "QC", "JC" }) do assert_eq(g:zone("hand", seat), { card }) end
  assert_eq(g:get("used", 3), {})
  -- A deal dealt already cannot be fixed, and a fixed deal is checked at once.
  assert_error(function() g:fix_deal(2, { hand = { "2D", "3D", "4D", "5D" } }) end,
    "deal 2 is dealt already; fix deal 3 or a later one")
  assert_error(function() g:fix_deal(3, { hand = { "2D", "3D", "4D" } }) end,
    "deal: zone 'hand' needs 4 card strings %(one per owner%), got 3")
  -- The fixed deal travels with a save.
  g:fix_deal(3, { hand = { "2D", "3D", "4D", "5D" } })
  local copy = cardrt.load(g:save())
  g:play("choose king")
  copy:play("choose king")
  for _ = 1, 4 do
    local move = g:moves()[1]
    g:play(move)
    copy:play(move)
  end
  assert_eq(copy:deal_number(), 2)
  assert_eq(copy:to_move(), 4)
  assert_eq(copy:zone("hand", 4), { "5D" })
  assert_eq(g:to_move(), 4)
  assert_eq(copy:zone("hand", 4), g:zone("hand", 4))
end)
