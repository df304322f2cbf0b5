-- Hand and Foot visibility (spec §3 zones, D27): a seat sees its own hand, sizes of the
-- others, the top discard; nobody sees feet, other hands or the stock's cards.

local h = require("lib.helpers")

-- Does a card name occur as a token anywhere in a view (keys or values)?
local function mentions(v, card, seen)
  seen = seen or {}
  if type(v) == "string" then
    for w in v:gmatch("[%w]+") do if w == card then return true end end
    return false
  end
  if type(v) ~= "table" or seen[v] then return false end
  seen[v] = true
  for k, x in pairs(v) do
    if mentions(k, card, seen) or mentions(x, card, seen) then return true end
  end
  return false
end

-- 9H only in seat 1's hand, 8S only in seat 1's foot, 6D only in the stock, QS on the pile.
local function g0()
  return h.new({ hands = { "9H 5C", "4C", "4D", "4H" }, feet = { "8S", "", "", "" },
                 stock = "7C 7H 6D", pile = "QS" })
end

test("own hand and the top discard are visible; feet and stock cards are not", function()
  local v = g0():view(1)
  assert_true(mentions(v, "9H"), "own hand")
  assert_true(mentions(v, "QS"), "top discard")
  assert_true(not mentions(v, "8S"), "own foot is face down")
  assert_true(not mentions(v, "6D"), "stock")
end)

test("another seat and the public view do not see seat 1's hand or foot", function()
  local g = g0()
  for _, s in ipairs({ 2, 3, 0 }) do
    local v = g:view(s)
    assert_true(not mentions(v, "9H"), "seat " .. s .. " sees seat 1's hand")
    assert_true(not mentions(v, "8S"), "seat " .. s .. " sees seat 1's foot")
    assert_true(not mentions(v, "6D"), "seat " .. s .. " sees the stock")
    assert_true(mentions(v, "QS"), "seat " .. s .. ": top discard is public")
  end
end)
