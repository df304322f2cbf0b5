-- Oklahoma: the upcard's value is the deal's knock limit (an ace: gin only; never above
-- knock_limit), and a spade upcard doubles the deal's score, bonuses included.

local h = require("lib.helpers")

local OKLAHOMA = { options = { oklahoma = true } }

-- Seat 2 draws 8S: discarding 3D leaves 10 deadwood, discarding 8S leaves 5; seat 1 keeps 30.
local KNOCK = { "5D 6D 7D 9C 9H 9S QS JS 4H 6S", "AC 2C 3C 4C KC KD KH KS 2H 3D" }

test("a seven of spades: the knock limit is 7 and the deal counts double", function()
  local g = h.drawn(KNOCK, "7S", "5H 6H 7C 8S", OKLAHOMA)
  assert_eq(g:get("limit"), 7)
  assert_eq(g:get("doubled"), true)
  assert_eq(g:messages(), { "the upcard 7S: the knock limit is 7 and the deal counts double" })
  assert_eq(h.of(g:moves(), "knock"), { "knock 8S" })
  local why = assert_illegal(g, "knock 3D")
  assert_true(why:find("discarding 3D leaves more than 7 deadwood, the knock limit", 1, true), why)
  g:play("knock 8S")
  assert_eq(g:deal_score(2, 1), 2 * (30 - 5))
end)

test("a face card allows the usual 10, and only a spade doubles", function()
  local g = h.drawn(KNOCK, "QD", "5H 6H 7C 8S", OKLAHOMA)
  assert_eq(g:get("limit"), 10)
  assert_eq(g:get("doubled"), false)
  assert_eq(h.of(g:moves(), "knock"), { "knock 3D", "knock 8S" })
  g:play("knock 3D")
  assert_eq(g:deal_score(2, 1), 30 - 10)
end)

test("an ace upcard: gin only, and the ace of spades doubles the gin (the oklahoma variant)", function()
  -- Seat 2 draws 2H: discarding AC would leave 2 deadwood, a knock in any other deal.
  local g = h.drawn({ "5C 6C 8H 9H TH 2D 2S 3D 4S 8D", "AC 2C 3C 4C 7D 7H 7C JS QS KS" }, "AS", "3H 5D 6D 2H",
    { variant = "oklahoma" })
  assert_eq(g:get("limit"), 0)
  assert_eq(g:get("doubled"), true)
  assert_eq(h.of(g:moves(), "knock"), {})
  assert_eq(h.of(g:moves(), "gin"), { "gin 2H" })
  local why = assert_illegal(g, "knock AC")
  assert_true(why:find("the knock limit is 0 this deal: only gin ends it", 1, true), why)
  g:play("gin 2H")
  assert_eq(g:deal_score(2, 1), 2 * (5 + 6 + 2 + 2 + 3 + 4 + 8 + 25))
  assert_true(not g:over())                     -- 110: the variant plays to 150
end)

test("the upcard never raises the limit above knock_limit", function()
  local g = h.drawn(KNOCK, "8H", "5H 6H 7C 8S", { options = { oklahoma = true, knock_limit = 5 } })
  assert_eq(g:get("limit"), 5)
  assert_eq(h.of(g:moves(), "knock"), { "knock 8S" })
end)

test("without oklahoma the upcard changes nothing", function()
  local g = h.drawn(KNOCK, "7S", "5H 6H 7C 8S")
  assert_eq(g:get("limit"), 10)
  assert_eq(g:get("doubled"), false)
  assert_eq(g:messages(), {})
end)

test("real deals: the limit and the doubling follow the card turned up", function()
  local expect = { [1] = { "2D", 2, false }, [2] = { "AC", 0, false }, [5] = { "TS", 10, true },
    [9] = { "JD", 10, false } }
  for seed, want in pairs(expect) do
    local g = cardrt.new("gin_rummy", { variant = "oklahoma", seed = seed, dealer = 1 })
    assert_eq({ g:zone("discard")[1], g:get("limit"), g:get("doubled") }, want)
  end
end)
