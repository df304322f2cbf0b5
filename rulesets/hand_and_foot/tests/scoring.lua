-- Hand and Foot deal scoring (spec §10, D5, D18, D24) recomputed from the final zones.
-- (E2, E10, E11 have the worked examples; match_bookkeeping.lua recomputes every deal of
-- whole games.)

local h = require("lib.helpers")

-- 2 players. Seat 1 opens AC AD AH, adds AS and discards his last card `last` (JK, 2D or
-- 9C): he takes up his foot 5C 6C. The stock is then empty: stock-out at seat 2's start.
local function to_foot_by(last, options, variant)
  local g = h.new({ players = 2, hands = { "AC AD " .. last, "QC" }, feet = { "5C 6C", "" },
                    stock = "AH AS", pile = "KS", options = options, variant = variant })
  h.play(g, 1, { "draw", "meld AC AD AH", "add A AS", "discard " .. last })
  assert_true(g:deal_over())
  assert_eq(h.hand(g, 1), h.set("5C 6C"))
  return g
end

test("D18 default: no penalty for reaching the foot with a wild discard", function()
  -- AAAA 80 - 5C 6C 10 = 70
  assert_eq(to_foot_by("JK"):deal_score(1, 1), 70)
end)

test("wild_discard_foot_penalty: 100 off for a JK or a 2 discarded as the last hand card", function()
  assert_eq(to_foot_by("JK", { wild_discard_foot_penalty = 100 }):deal_score(1, 1), -30)
  assert_eq(to_foot_by("2D", { wild_discard_foot_penalty = 100 }):deal_score(1, 1), -30)
  assert_eq(to_foot_by("9C", { wild_discard_foot_penalty = 100 }):deal_score(1, 1), 70,
            "a natural costs nothing")
  assert_eq(to_foot_by("JK", { wild_discard_foot_penalty = 100 }):deal_score(2, 1), -10,
            "the other side is not affected")
end)

test("strict-foot variant: the penalty is 100", function()
  assert_eq(to_foot_by("JK", nil, "strict-foot"):deal_score(1, 1), -30)
end)

test("no penalty when the foot is taken mid-turn by melding a wild", function()
  -- seat 1 melds 2C 2D JK as well: hand empty, F; then discards 5C from the foot
  local g = h.new({ players = 2, hands = { "AC AD 2C 2D JK", "QC" }, feet = { "5C 6C 7C", "" },
                    stock = "AH AS", pile = "KS", options = { wild_discard_foot_penalty = 100 } })
  h.play(g, 1, { "draw", "meld AC AD AH", "add A AS", "meld 2C 2D JK", "discard 5C" })
  assert_true(g:deal_over())
  -- AAAA 80 + 2C 2D JK 90 - 6C 7C 10 = 160
  assert_eq(g:deal_score(1, 1), 160)
end)

test("incomplete melds count for the side, cards in hand and untaken feet against", function()
  -- 4 players; seat 1 opens AC AD 2C (60), melds 9C 9D 9H and keeps 5C 6C; seat 2 draws
  -- 7C 7D and discards 7C; seat 3's turn start finds no stock. All feet stay untaken.
  local g = h.new({
    hands = { "AC AD 2C 9C 9D 9H 4S", "KH", "QH", "JH" },
    feet = { "TC", "TD", "3D 8C 8D", "TS" },
    stock = "5C 6C 7C 7D",
    pile = "KS",
  })
  h.play(g, 1, { "draw", "meld AC AD 2C", "meld 9C 9D 9H", "discard 4S" })
  h.draw_discard(g, 2, "7C")
  assert_true(g:deal_over(), "seat 3's start: no stock")
  -- side A: melded 60 + 30 = 90; left: seat 1 5C 6C 10 + foot TC 10, seat 3 QH 10 + foot
  -- 8C 8D 20; red 3 in seat 3's untaken foot -100: 90 - 50 - 100 = -60
  assert_eq(g:deal_score(1, 1), -60)
  local s, p = h.score_from_zones(g, 1, 4, true)
  assert_eq(s, -60)
  assert_eq(p.red3left, 100)
  -- side B: seat 2 KH 7D 10 + 5 + foot TD 10, seat 4 JH 10 + foot TS 10 = -45
  assert_eq(g:deal_score(2, 1), -45)
end)
