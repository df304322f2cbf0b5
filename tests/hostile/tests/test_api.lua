-- Hostile suite: a test script attacking the rule-test API: seats out of range (also past 32
-- bits, where a cast would wrap them into range), and saves that are not JSON.
local h = require("lib.hostile")

-- `method` of `g` called with `...` fails with exactly `message`.
local function fails(g, method, message, ...)
  local ok, msg = pcall(g[method], g, ...)
  assert_eq({ ok, ok and "" or msg }, { false, message }, method)
end

test("g:view of a seat out of range is refused", function()
  local g = h.match("none")
  fails(g, "view", "no seat 3 to view from (0 for what everyone sees, or 1 to 2)", 3)
  fails(g, "view", "no seat -1 to view from (0 for what everyone sees, or 1 to 2)", -1)
end)

test("g:view of a seat past 32 bits is refused, not wrapped into a seat whose hand it shows", function()
  local g = h.match("none")
  fails(g, "view", "seat 4294967297 is out of range", (1 << 32) + 1)
  fails(g, "view", "seat -9223372036854775808 is out of range", math.mininteger)
end)

test("g:zone, g:counter and g:score refuse seats past 32 bits", function()
  local g = h.match("none")
  fails(g, "zone", "seat 4294967297 is out of range", "hand", (1 << 32) + 1)
  fails(g, "counter", "seat 4294967298 is out of range", "points", (1 << 32) + 2)
  fails(g, "score", "seat 4294967297 is out of range", (1 << 32) + 1)
  fails(g, "score", "seat 9223372036854775807 is out of range", math.maxinteger)
end)

test("cardrt.new refuses a dealer or a player count past 32 bits", function()
  local function new(key, value)
    local opts = { variant = "mod", seed = 1, dealer = 2 }
    opts[key] = value
    local ok, msg = pcall(cardrt.new, "hostile", opts)
    return ok and "loaded" or msg
  end
  assert_eq(new("dealer", math.maxinteger),
    "cardrt.new: dealer must be a whole number of sensible size, got 9223372036854775807")
  assert_eq(new("players", (1 << 32) + 2), "cardrt.new: players must be a whole number of sensible size, got 4294967298")
end)

test("cardrt.load of text that is not JSON says it is no saved game", function()
  local ok, msg = pcall(cardrt.load, ("["):rep(1000))
  assert_eq({ ok, msg:sub(1, 25) }, { false, "not a saved cardrt game: " })
  ok, msg = pcall(cardrt.load, ("["):rep(100000) .. ("]"):rep(100000))
  assert_eq({ ok, msg }, { false, "not a saved cardrt game: nested deeper than 100 levels" })
end)
