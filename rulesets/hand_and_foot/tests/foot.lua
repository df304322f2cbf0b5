-- Hand and Foot: taking up the foot (spec 6 F, "After the discard", §2 foot_turns, L7, L8,
-- D17, D19). E8 (e08_foot.lua) has both ways; these tests add the holding rule right after
-- F and the counting of foot turns.

local h = require("lib.helpers")

test("F mid-turn: the foot becomes the hand, and from then on H keeps 2 cards", function()
  -- 2 players: seat 1 opens AC AD AH and melds 9C 9D 9H: hand empty, not on foot -> F
  local g = h.new({ players = 2, hands = { "AC AD 9C 9D", "KH" }, feet = { "AS AS 8D", "" },
                    stock = "AH 9H 4C 4D", pile = "QS" })
  h.play(g, 1, { "draw", "meld AC AD AH", "meld 9C 9D 9H" })
  assert_eq(g:to_move(), 1)
  assert_eq(g:zone("foot", 1), {})
  assert_eq(h.hand(g, 1), h.set("AS AS 8D"))
  -- add A AS AS would leave 1 card while G1-G3 fail (L7)
  assert_eq(g:moves(), { "add A AS", "discard 8D", "discard AS" })
  h.assert_illegal(g, "add A AS AS")
end)

test("the foot taken mid-turn does not count: with foot_turns_required = 0 it does", function()
  -- 4 players; seat 1 melds out and takes his foot mid-turn
  local function g(options)
    local x = h.new({ hands = { "AC AD 9C 9D", "KH", "KH", "KH" }, feet = { "5S 6S 7S 8S", "", "", "" },
                      stock = "AH 9H 4C 4D", pile = "QS", options = options })
    h.play(x, 1, { "draw", "meld AC AD AH", "meld 9C 9D 9H" })
    return x
  end
  assert_eq(g():moves(), { "discard 5S", "discard 6S", "discard 7S", "discard 8S" })
  assert_eq(g({ foot_turns_required = 0 }):moves(),
            { "ask", "discard 5S", "discard 6S", "discard 7S", "discard 8S" })
end)

-- E8b extended: seat 4 takes his foot 3H 5C 6C by discarding JD in round 1; rounds 2 and 3
-- are plain draw / discard turns.
local function on_foot_rounds(options)
  local g = h.new({
    hands = { "JC", "JH", "JS", "AC AD JD" },
    feet = { "", "", "", "3H 5C 6C" },
    -- round 1: 4S 5S | 4D 5D | 4H 5H | AH AS; round 2: 7C 7D | 7H 7S | 8C 8D | R 9C, 9D 9H;
    -- round 3: TC TD | TH TS | QC QD | QH QS; two more
    stock = "4S 5S 4D 5D 4H 5H AH AS 7C 7D 7H 7S 8C 8D 9C 9D 9H TC TD TH TS QC QD QH QS KC KD",
    pile = "KS",
    options = options,
  })
  h.draw_discard(g, 1, "4S")
  h.draw_discard(g, 2, "4D")
  h.draw_discard(g, 3, "4H")
  h.play(g, 4, { "draw", "meld AC AD AH", "add A AS", "discard JD" })
  h.draw_discard(g, 1, "7C")
  h.draw_discard(g, 2, "7H")
  h.draw_discard(g, 3, "8C")
  return g
end

test("foot_turns counts turns begun on foot: 1 at the next turn (default: may ask)", function()
  local g = on_foot_rounds()
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "ask", "draw" })
end)

test("foot_turns_required = 2: no ask in the first foot turn, ask in the second", function()
  local g = on_foot_rounds({ foot_turns_required = 2 })
  assert_eq(g:moves(), { "draw" })
  h.draw_discard(g, 4, "9D")
  h.draw_discard(g, 1, "TC")
  h.draw_discard(g, 2, "TH")
  h.draw_discard(g, 3, "QC")
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "ask", "draw" })
end)
