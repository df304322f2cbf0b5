-- Who plays the turns: the melds game.yaml declares take them at every deal (but under
-- single_meld_kind) and play the plain ones; the rules list and play those of a player on his
-- foot. Both give the same games (tests/cli/meld_turns.sh compares whole simulations).

local h = require("lib.helpers")

local function turns_of(g)
  return g:save():match('"turns":%s*"?(%w+)"?')
end

local function table_of(options)
  return h.new({
    hands = { "4C 4D 9H KS", "5C 6D 7H", "8C 8D 9S", "9C 9D TD" },
    feet = { "QH QS JS", "5D 5H 5S", "6C 6H 6S", "7C 7D 7S" },
    stock = "2C 6S 5S TH AD AH",
    pile = "KH",
    options = options,
  })
end

test("the melds hold the turns from the deal's start, the rules keep them under single_meld_kind", function()
  local g = table_of()
  assert_eq(turns_of(g), "melds")
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:moves(), { "discard 2C", "discard 4C", "discard 4D", "discard 6S", "discard 9H", "discard KS" })
  g:play("discard 9H")
  assert_eq(turns_of(g), "melds")
  assert_eq(turns_of(table_of({ single_meld_kind = true })), "null")
end)
