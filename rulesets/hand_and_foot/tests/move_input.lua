-- Hand and Foot move notation (spec §8): canonical rendering (8.3), input reduction (8.4)
-- and the form of the lists (8.4, 8.5).

local h = require("lib.helpers")
local policy = require("lib.policy")

-- Seat 1 holds 7S 7S 9C 9D 2H 2C 5D and draws 4C 6H (deal 1, minimum 50).
local function two_twos()
  local g = h.new({ hands = { "7S 7S 9C 9D 2H 2C 5D", "KH", "KH", "KH" }, stock = "4C 6H 4D 4H", pile = "QS" })
  g:play("draw")
  return g
end

test("8.3 the 2s are handed out lowest first in group order (7 before 9)", function()
  local g = two_twos()
  -- 7S 7S 2 (30) + 9C 9D 2 (40) = 70, minimal; a wild meld needs 3 wilds
  assert_eq(g:moves(), { "discard 2C", "discard 2H", "discard 4C", "discard 5D", "discard 6H",
                         "discard 7S", "discard 9C", "discard 9D", "meld 7S 7S 2C + 9C 9D 2H" })
end)

test("8.4 groups and cards in any order reduce to the canonical move", function()
  local g = two_twos()
  g:play("meld 9d 2c 9c + 2h 7s 7s")
  assert_eq(h.zone(g, "meld_7", 1), h.set("7S 7S 2C"))
  assert_eq(h.zone(g, "meld_9", 1), h.set("9C 9D 2H"))
end)

test("8.4 '+' needs no spaces; extra spaces and upper/lower case are accepted", function()
  local g = two_twos()
  g:play("  MELD 7s 7S 2h+9C 9d   2c ")
  assert_eq(h.zone(g, "meld_7", 1), h.set("7S 7S 2C"))
  g:play("Discard 6h")
  assert_eq(g:to_move(), 2)
  assert_eq(g:zone("discard"), h.cards("QS 6H"))
end)

test("8.3 in a pickup G0 comes first and gets the lowest 2 (minimum 80)", function()
  -- t = KH; KC KD 2 + KH (50) + 7S 7S 2 (30) = 80: omitting the 7 group leaves 50, the 2 of
  -- G0 leaves 60; both < 80. KKK + 7S 7S 2 = 60 < 80.
  local g = h.new({
    hands = { "KC KD 7S 7S 2H 2C", "5C", "5D", "5H" }, stock = "4C 4D", pile = "9S KH",
    options = { meld_minimums = { 80 } },
  })
  assert_eq(g:moves(), { "draw", "pickup KC KD 2C + 7S 7S 2H" })
  g:play("pickup 7s 2c 7s + 2h kd kc")
  assert_eq(h.zone(g, "meld_K", 1), h.set("KC KD KH 2C"))
  assert_eq(h.zone(g, "meld_7", 1), h.set("7S 7S 2H"))
  assert_eq(h.hand(g, 1), { "9S" })
end)

test("8.4 10 stands for T in cards and targets", function()
  local g = h.new({ hands = { "TC TD TH TS 2C AC AD AH", "5C", "5D", "5H" }, stock = "4C 4D", pile = "QS" })
  h.play(g, 1, { "draw", "meld ac ad ah" })
  g:play("meld 10h 10c 10d")
  assert_eq(h.zone(g, "meld_T", 1), h.set("TC TD TH"))
  g:play("add 10 10s")
  assert_eq(h.zone(g, "meld_T", 1), h.set("TC TD TH TS"))
  g:play("ADD t 2c")
  assert_eq(h.zone(g, "meld_T", 1), h.set("TC TD TH TS 2C"))
  g:play("discard 4c")
  assert_eq(g:zone("discard"), h.cards("QS 4C"))
end)

test("8.4 malformed moves are refused with the legal list, the state unchanged", function()
  local g = two_twos()
  for _, m in ipairs({ "", "drw", "discard", "discard 1C", "discard 7S 7S", "meld", "meld +",
                       "add", "pickup", "play 7S", "meld 7X 7S 2C", "draw draw" }) do
    h.assert_illegal(g, m)
  end
end)

test("8.4 typed cards must be held as a multiset, all groups together", function()
  local g = two_twos()
  h.assert_illegal(g, "meld 7S 7S 2C + 9C 9D 2C")     -- one 2C only
  h.assert_illegal(g, "meld 7S 7S 7S 2C + 9C 9D 2H")  -- two 7S only
  h.assert_illegal(g, "discard KS")
end)

test("8.4/8.5 lists are sorted by byte order, duplicate-free, and every entry plays as typed", function()
  local g = h.new({ players = 4, seed = 31 })
  local steps = 0
  while steps < 120 and not g:over() do
    local legal = g:moves()
    for i = 2, #legal do
      assert_true(h.byte_less(legal[i - 1], legal[i]),
        "sorted and distinct: " .. legal[i - 1] .. " / " .. legal[i])
    end
    if #legal <= 40 then
      for _, m in ipairs(legal) do
        local c = g:clone()
        c:play(m)                          -- the canonical string is accepted as is
        local c2 = g:clone()
        c2:play(m:lower())                 -- and in lower case, to the same effect
        assert_eq(c2:save(), c:save(), "lower-case " .. m)
      end
    end
    g:play(policy.melder(legal))
    steps = steps + 1
  end
end)

test("8.3 canonical strings: verb, single spaces, uppercase cards", function()
  local g = h.new({ players = 4, seed = 32 })
  local steps = 0
  while steps < 200 and not g:over() do
    local legal = g:moves()
    for _, m in ipairs(legal) do
      assert_true(m == "draw" or m == "ask" or m == "yes" or m == "no"
        or m:match("^discard [2-9TJQKA][CDHS]$") or m == "discard JK"
        or m:match("^meld [0-9A-Z +]+$") or m:match("^pickup [0-9A-Z +]+$")
        or m:match("^add [4-9TJQKA] [0-9A-Z ]+$") or m:match("^add wild [0-9A-Z ]+$"),
        "form of " .. m)
      assert_true(not m:find("  ", 1, true) and m:sub(-1) ~= " ", "single spaces in " .. m)
      assert_true(not m:find("3D", 1, true) and not m:find("3H", 1, true), "no red 3 in " .. m)
    end
    g:play(policy.melder(legal))
    steps = steps + 1
  end
end)

-- The reasons the rules give (rules.why_not) for the common mistakes, with the legal moves in
-- at most a line.
test("reasons: melding or discarding before drawing, answering unasked, asking off foot, drawing twice", function()
  local g = h.three_twos()
  assert_eq(g:moves(), { "draw" })
  assert_eq(h.assert_illegal(g, "meld QC QD QH"),
    "illegal move 'meld QC QD QH': draw or pick up the pile first; legal moves: draw")
  assert_eq(h.assert_illegal(g, "meld"), "illegal move 'meld': draw or pick up the pile first; legal moves: draw")
  assert_eq(h.assert_illegal(g, "discard 5C"),
    "illegal move 'discard 5C': draw or pick up the pile first; legal moves: draw")
  assert_eq(h.assert_illegal(g, "yes"), "illegal move 'yes': nobody has asked you to go out; legal moves: draw")
  assert_eq(h.assert_illegal(g, "ask"),
    "illegal move 'ask': only a player on his foot may ask to go out; legal moves: draw")
  g:play("draw")
  local legal = "; legal moves: discard 2C, discard 2D, discard 2S, discard 5C, discard 5D, discard 5S, discard 9S, "
    .. "discard KC, discard KD, discard KH and 16 more"
  assert_eq(h.assert_illegal(g, "draw"), "illegal move 'draw': you have drawn this turn: meld, add or discard" .. legal)
  assert_eq(h.assert_illegal(g, "discard 9H"), "illegal move 'discard 9H': you hold no 9H" .. legal)
  assert_eq(h.assert_illegal(g, "meld 4C 4D 4H"), "illegal move 'meld 4C 4D 4H': the hand holds no 4C" .. legal)
end)
