-- Tafferand X4 (spec §13): trick resolution (§5.2). The highest card of the led suit wins;
-- cards of other suits never win; the winner takes the trick and leads next.

local h = require("lib.helpers")

-- Dealer 4: seat 1 declares and leads. Contract hearts, so the discarded AH also scores.
local HANDS = { "JC 9D", "7C 3D", "KC 4D", "5C AH" }

test("X4 trick 1: KC wins, seat 3 takes JC 7C KC 5C and leads", function()
  local g = h.new({ dealer = 4, hands = HANDS })
  g:play("choose hearts")
  h.step(g, 1, { "play JC", "play 9D" }, "play JC")
  assert_eq(g:zone("trick"), { "JC" })
  h.step(g, 2, { "play 7C" }, "play 7C")
  h.step(g, 3, { "play KC" }, "play KC")
  assert_eq(g:zone("trick"), { "JC", "7C", "KC" })   -- playing order (§14)
  h.step(g, 4, { "play 5C" }, "play 5C")
  assert_eq(g:zone("trick"), {})                      -- the winner took the trick
  assert_eq(h.sorted(g:zone("won", 3)), { "5C", "7C", "JC", "KC" })
  assert_eq(g:zone("won", 1), {})
  assert_eq(g:to_move(), 3)
end)

test("X4 trick 2: the discarded AH does not win; 9D does", function()
  local g = h.new({ dealer = 4, hands = HANDS })
  g:play("choose hearts")
  for _, m in ipairs({ "play JC", "play 7C", "play KC", "play 5C" }) do g:play(m) end
  h.step(g, 3, { "play 4D" }, "play 4D")
  h.step(g, 4, { "play AH" }, "play AH")              -- void in diamonds
  h.step(g, 1, { "play 9D" }, "play 9D")
  h.step(g, 2, { "play 3D" }, "play 3D")
  assert_true(g:deal_over(), "hands are empty after trick 2 (§5.3)")
  assert_eq(h.sorted(g:zone("won", 1)), { "3D", "4D", "9D", "AH" })
  -- §6 hearts: seat 1 took one heart (not all 13): A -10, B 0
  assert_eq(h.deal_scores(g, 1), { A = -10, B = 0 })
  assert_eq(h.totals(g), { A = -10, B = 0 })
end)
