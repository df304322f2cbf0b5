-- Hand and Foot E8 (spec §14): taking up the foot both ways (6 F, "After the discard", D17).

local h = require("lib.helpers")

local FOOT2 = "3D 4C 4D 7H 8C 9S TD JH KC KS AH 2S JK"

-- (a) Seat 2 opens in turn 1 with QC QD QH + KC KD KH (30 + 30 = 60, minimal) and keeps
-- 6C 6D 6H; in turn 2 he draws QS QS. The card after them in the stock is 5D.
local function e8a()
  local g = h.new({
    hands = { "JC", "QC QD QH KC KD 6C 6D 6H", "JD", "JS" },
    feet = { "", FOOT2, "", "" },
    -- s1: 4S 5S | s2: KH 9S | s3: 6S 7S | s4: 8H 8D | s1: TC TH | s2: QS QS | R: 5D | 4H 4H
    stock = "4S 5S KH 9S 6S 7S 8H 8D TC TH QS QS 5D 4H 4H",
    pile = "KS",
  })
  h.draw_discard(g, 1, "4S")
  h.play(g, 2, { "draw", "meld QC QD QH + KC KD KH", "discard 9S" })
  h.draw_discard(g, 3, "6S")
  h.draw_discard(g, 4, "8H")
  h.draw_discard(g, 1, "TC")
  h.play(g, 2, { "draw" })
  return g
end

test("E8a MELD list of seat 2 holding 6C 6D 6H QS QS", function()
  local g = e8a()
  assert_eq(h.zone(g, "meld_Q", 2), h.set("QC QD QH"))
  assert_eq(h.hand(g, 2), h.set("6C 6D 6H QS QS"))
  assert_eq(g:moves(), { "add Q QS", "add Q QS QS", "discard 6C", "discard 6D", "discard 6H",
                         "discard QS", "meld 6C 6D 6H" })
end)

test("E8a melding the whole hand takes up the foot at once; R lays 3D and draws 5D", function()
  local g = e8a()
  g:play("meld 6C 6D 6H")
  g:play("add Q QS QS")
  assert_eq(g:to_move(), 2, "he continues in MELD")
  assert_eq(g:zone("foot", 2), {}, "the foot is taken up")
  assert_eq(h.zone(g, "red3s", 2), { "3D" })
  assert_eq(h.hand(g, 2), h.set("4C 4D 7H 8C 9S TD JH KC KS AH 2S JK 5D"))
  assert_eq(#g:zone("hand", 2), 13)
  assert_eq(g:zone("stock"), h.cards("4H 4H"))
  -- MELD list: no ask (G2 fails: the turn in which the foot was taken does not count).
  -- Q (5 nat): 2S, JK, 2S JK (book). K (3 nat): KC, KC KS, one wild, KC + one wild,
  -- KC 2S JK (4 >= 4), KC KS + one wild, KC KS 2S JK (5 >= 4). 6 (3 nat): one wild.
  -- New: 4C 4D + one wild. Every move leaves >= 2 cards (H).
  assert_eq(g:moves(), {
    "add 6 2S", "add 6 JK",
    "add K 2S", "add K JK", "add K KC", "add K KC 2S", "add K KC 2S JK", "add K KC JK",
    "add K KC KS", "add K KC KS 2S", "add K KC KS 2S JK", "add K KC KS JK",
    "add Q 2S", "add Q 2S JK", "add Q JK",
    "discard 2S", "discard 4C", "discard 4D", "discard 5D", "discard 7H", "discard 8C",
    "discard 9S", "discard AH", "discard JH", "discard JK", "discard KC", "discard KS",
    "discard TD",
    "meld 4C 4D 2S", "meld 4C 4D JK",
  })
  g:play("discard 9S")
  assert_eq(g:to_move(), 3, "the discard ends the turn")
  assert_eq(#g:zone("hand", 2), 12)
end)

-- (b) Seat 4 opens AC AD AH, adds AS and holds only JD; his foot holds 3H 5C 6C.
local function e8b(stock)
  local g = h.new({
    hands = { "JC", "JH", "JS", "AC AD JD" },
    feet = { "", "", "", "3H 5C 6C" },
    stock = stock,
    pile = "KS",
  })
  h.draw_discard(g, 1, "4S")
  h.draw_discard(g, 2, "4D")
  h.draw_discard(g, 3, "4H")
  h.play(g, 4, { "draw", "meld AC AD AH", "add A AS" })
  assert_eq(h.hand(g, 4), { "JD" })
  assert_eq(g:moves(), { "discard JD" })
  g:play("discard JD")
  return g
end

test("E8b discarding the last hand card takes up the foot; the turn ends; 3H stays in hand", function()
  local g = e8b("4S 5S 4D 5D 4H 5H AH AS 7C 7D 7H 7S 8C 8D 9C 9D 9H")
  assert_eq(g:to_move(), 1)
  assert_eq(g:zone("foot", 4), {})
  assert_eq(h.hand(g, 4), h.set("3H 5C 6C"), "R for the foot waits for his next turn start")
  assert_eq(g:zone("red3s", 4), {})
end)

test("E8b at seat 4's next turn start the 3H is laid and replaced; he is on foot (ask)", function()
  local g = e8b("4S 5S 4D 5D 4H 5H AH AS 7C 7D 7H 7S 8C 8D 9C 9D 9H")
  h.draw_discard(g, 1, "7C")
  h.draw_discard(g, 2, "7H")
  h.draw_discard(g, 3, "8C")
  assert_eq(g:to_move(), 4)
  assert_eq(h.zone(g, "red3s", 4), { "3H" })
  assert_eq(h.hand(g, 4), h.set("5C 6C 9C"))
  -- this turn began on foot: foot_turns = 1, G2 holds, so he may ask (L8)
  assert_eq(g:moves(), { "ask", "draw" })
end)

test("E8b if the deal ends before his next turn, the 3H counts -100 for side B", function()
  local g = e8b("4S 5S 4D 5D 4H 5H AH AS")   -- empty after seat 4's draw
  assert_true(g:deal_over(), "seat 1's turn start: stock empty, stock-out")
  -- side B: melded AC AD AH AS 80; left: seat 2 JH 5D 15, seat 4 5C 6C 10; 3H -100
  assert_eq(g:deal_score(4, 1), 80 - 15 - 10 - 100)
  -- side A: seat 1 JC 5S 15, seat 3 JS 5H 15
  assert_eq(g:deal_score(1, 1), -30)
end)
