-- Hostile suite: cards out of play. Cards the rules clear leave play but stay in a save; a zone
-- declared out of play shows only its count, and the bots never deal its cards elsewhere.
local function stripped(strip)
  return cardrt.new("../stripped", { seed = 4, players = 3, options = { strip = strip } })
end

local low_cards = "2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2H 3H 4H 5H 6H 2S 3S 4S 5S 6S"

test("a save after g:clear lists the cleared cards, and loads to the same match", function()
  local g = stripped("cleared")
  g:play(g:moves()[1])
  local saved = g:save()
  assert_true(saved:find('"out_of_play":"' .. low_cards .. '"', 1, true) ~= nil, "the save lists the cleared cards")
  local loaded = cardrt.load(saved)
  assert_eq(loaded:save(), saved)
  loaded:play(loaded:moves()[1])
  g:play(g:moves()[1])
  assert_eq(loaded:save(), g:save(), "the loaded copy goes on as the match")
end)

test("a save that drops a cleared card, or lists one a zone holds, is refused", function()
  local g = stripped("cleared")
  local saved = g:save()
  local ok, msg = pcall(cardrt.load, (saved:gsub('"out_of_play":"2C ', '"out_of_play":"', 1)))
  assert_true(not ok, "refused")
  assert_eq(msg, "not a saved cardrt game: state.zones: 2C is missing (the deck holds it once, " ..
    "the zones and state.out_of_play 0 times)")
  local held = g:zone("hand", 1)[1]
  ok, msg = pcall(cardrt.load, (saved:gsub('"out_of_play":"', '"out_of_play":"' .. held .. " ", 1)))
  assert_true(not ok, "refused")
  assert_eq(msg, "not a saved cardrt game: state.zones: " .. held .. " appears 2 times but the deck holds it once")
  ok, msg = pcall(cardrt.load, (saved:gsub('"out_of_play":"', '"out_of_play":"ZZ ', 1)))
  assert_true(not ok, "refused")
  assert_eq(msg, "not a saved cardrt game: state.out_of_play: not a card: 'ZZ' " ..
    "(write rank A 2..9 T J Q K + suit C D H S, or JK)")
end)

test("a zone out of play shows every seat only its count", function()
  local g = stripped("out_of_play")
  for seat = 1, 3 do
    local zone = g:view(seat).zones.stripped
    assert_eq(zone.count, 20)
    assert_eq(zone.cards, nil)
  end
  assert_true(not g:save():find('"out_of_play":', 1, true), "nothing left play")
end)
