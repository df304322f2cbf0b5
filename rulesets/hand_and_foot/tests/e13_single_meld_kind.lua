-- Hand and Foot E13 (spec §14): `single_meld_kind` (L11, D16). Side A has the incomplete
-- QC QH QS from an earlier turn (melded by seat 3); seat 1 holds 9C 9D 9S QD 5C 5D 2C KH.
-- Seat 1 opened in turn 1 with AC AD 2C (takes no wild, no card he holds).

local h = require("lib.helpers")

local function e13(options)
  local g = h.new({
    hands = { "AC AD 2C 9C 9D 9S QD 5C", "JH", "QC QH QS JD", "JS" },
    -- s1: 5D 8S | s2: 6C 6D | s3: 8C 8D | s4: 7C 7D | s1: 2C KH | 2 more
    stock = "5D 8S 6C 6D 8C 8D 7C 7D 2C KH TC TD",
    pile = "KS",
    options = options,
  })
  h.play(g, 1, { "draw", "meld AC AD 2C", "discard 8S" })
  h.draw_discard(g, 2, "6C")
  h.play(g, 3, { "draw", "meld QC QH QS", "discard 8C" })
  h.draw_discard(g, 4, "7C")
  h.play(g, 1, { "draw" })
  assert_eq(h.hand(g, 1), h.set("9C 9D 9S QD 5C 5D 2C KH"))
  assert_eq(h.zone(g, "meld_Q", 1), h.set("QC QH QS"))
  return g
end

local FULL = {
  "add Q 2C", "add Q QD", "add Q QD 2C",
  "discard 2C", "discard 5C", "discard 5D", "discard 9C", "discard 9D", "discard 9S",
  "discard KH", "discard QD",
  "meld 5C 5D 2C", "meld 9C 9D 2C", "meld 9C 9D 9S", "meld 9C 9D 9S 2C",
}

test("E13 default: meld 9C 9D 9S, add Q QD and meld 5C 5D 2C may all be played", function()
  local g = e13()
  assert_eq(g:moves(), FULL)
  h.play(g, 1, { "meld 9C 9D 9S", "add Q QD", "meld 5C 5D 2C" })
  assert_eq(h.zone(g, "meld_Q", 1), h.set("QC QD QH QS"))
  assert_eq(h.zone(g, "meld_5", 1), h.set("5C 5D 2C"))
  assert_eq(g:moves(), { "discard KH" })
end)

test("E13 option: before any meld the list is the default one", function()
  assert_eq(e13({ single_meld_kind = true }):moves(), FULL)
end)

test("E13 option: after a start, no add to an older meld; melds and adds to this turn's melds", function()
  local g = e13({ single_meld_kind = true })
  g:play("meld 9C 9D 9S")
  assert_eq(g:moves(), {
    "add 9 2C", "discard 2C", "discard 5C", "discard 5D", "discard KH", "discard QD",
    "meld 5C 5D 2C",
  })
  h.assert_illegal(g, "add Q QD")
  g:play("add 9 2C")                       -- "start" too: the 9 meld was made this turn
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 9S 2C"))
end)

test("E13 option: after add Q QD no meld for the rest of the turn", function()
  local g = e13({ single_meld_kind = true })
  g:play("add Q QD")
  assert_eq(g:moves(), {
    "add Q 2C", "discard 2C", "discard 5C", "discard 5D", "discard 9C", "discard 9D",
    "discard 9S", "discard KH",
  })
  h.assert_illegal(g, "meld 9C 9D 9S")
end)

test("E13 option: the kind is reset at the next turn start (6.1a)", function()
  local g = h.new({
    hands = { "AC AD 2C 9C 9D 9S QD 5C", "JH", "QC QH QS JD", "JS" },
    stock = "5D 8S 6C 6D 8C 8D 7C 7D 2C KH TC TD TH TS 4C 4D 4H 4S 6H 6S",
    pile = "KS",
    options = { single_meld_kind = true },
  })
  h.play(g, 1, { "draw", "meld AC AD 2C", "discard 8S" })
  h.draw_discard(g, 2, "6C")
  h.play(g, 3, { "draw", "meld QC QH QS", "discard 8C" })
  h.draw_discard(g, 4, "7C")
  h.play(g, 1, { "draw", "add Q QD", "discard KH" })      -- turn 2: kind "add"
  h.draw_discard(g, 2, "TC")
  h.draw_discard(g, 3, "TH")
  h.draw_discard(g, 4, "4C")
  h.play(g, 1, { "draw" })                                 -- turn 3 draws 4H 4S
  assert_eq(h.hand(g, 1), h.set("9C 9D 9S 5C 5D 2C 4H 4S"))
  assert_true(h.contains(g:moves(), "meld 9C 9D 9S"), "starting is allowed again")
  assert_true(h.contains(g:moves(), "add Q 2C"), "adding too, until the first meld action")
  g:play("meld 9C 9D 9S")
  assert_true(not h.contains(g:moves(), "add Q 2C"))
end)
