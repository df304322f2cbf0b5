-- The showdown after a knock: both lay their least-deadwood melds, the defender lays off his
-- deadwood on the knocker's melds one card at a time (highest value first, on a run rather than
-- a set), and the lower deadwood scores; equal or lower deadwood for the defender is an undercut.

local h = require("lib.helpers")

test("layoffs: several in a row, one made possible by another, on a run before a set", function()
  -- Seat 2 knocks with 2S. Seat 1 lays off KH and then 9H on TH-QH (9H also fits the nines, but
  -- a run may grow again), 7C on 4C-6C and then 8C, which fitted nowhere before.
  local g = h.drawn({ "AD 2D 3D KH 9H 8C 7C QS 5H JD", "4C 5C 6C 9C 9D 9S TH JH QH 2S" }, "6D", "3S 4S 5S KD")
  g:play("knock KD")
  assert_eq(g:messages(), {
    "seat 2 knocks, discarding KD",
    "seat 2 lays 4C 5C 6C",
    "seat 2 lays 9C 9D 9S",
    "seat 2 lays TH JH QH",
    "seat 1 lays AD 2D 3D",
    "seat 1 lays off KH on TH JH QH",
    "seat 1 lays off 9H on TH JH QH KH",
    "seat 1 lays off 7C on 4C 5C 6C",
    "seat 1 lays off 8C on 4C 5C 6C 7C",
    "deadwood 2 against 25: seat 2 scores 23 (knock)",
  })
  assert_eq(g:get("laid_off"), 4)
  assert_eq(g:zone("deadwood", 1), { "JD", "5H", "QS" })
  assert_eq(g:zone("deadwood", 2), { "2S" })
  assert_eq(g:zone("hand", 1), {})
  assert_eq(g:deal_score(2, 1), 23)
  -- Everyone sees the laid melds, grouped, the laid-off cards in them.
  local melds = g:view(1).zones.melds
  assert_eq(melds[2].melds, { { "4C", "5C", "6C", "7C", "8C" }, { "9C", "9D", "9S" },
    { "9H", "TH", "JH", "QH", "KH" } })
  assert_eq(melds[1].melds, { { "AD", "2D", "3D" } })
  assert_eq(melds[2].cards, h.cards("4C 5C 6C 7C 8C 9C 9D 9S 9H TH JH QH KH"))
end)

test("before the showdown the melds are empty and the other hand is hidden", function()
  local g = h.drawn({ "AD 2D 3D KH 9H 8C 7C QS 5H JD", "4C 5C 6C 9C 9D 9S TH JH QH 2S" }, "6D", "3S 4S 5S KD")
  local view = g:view(1)
  assert_eq(view.zones.melds[2].count, 0)
  assert_eq(view.zones.hand[2].count, 11)
  assert_eq(view.zones.hand[2].cards, nil)
  assert_eq(view.zones.discard.top, "6D")
end)

test("equal deadwood is an undercut: the defender scores the bonus", function()
  -- Seat 2 knocks with 5H (5); seat 1 holds three melds and 5S (5).
  local g = h.drawn({ "4D 5D 6D 8C 9C TC TD JD QD 5S", "AC 2C 3C 7D 7H 7S JS QS KS 5H" }, "2H", "3H 4H 8H 9D")
  assert_eq(h.of(g:moves(), "knock"), { "knock 9D", "knock 5H" })
  g:play("knock 9D")
  assert_eq(g:get("deal_end"), "undercut")
  assert_eq(g:deal_score(1, 1), 0 + 25)
  assert_eq(g:deal_score(2, 1), 0)
  assert_eq(g:get("boxes", 1), 1)
  assert_eq(g:messages()[#g:messages()], "deadwood 5 against 5: seat 1 scores 25 (undercut)")
  -- The knocker lost the deal: he deals the next.
  assert_eq(g:get("deals_next"), 2)
  g:moves()
  assert_eq(g:dealer(), 2)
  assert_eq(g:to_move(), 1)
end)

test("layoffs that bring the defender below the knocker: an undercut by the difference and the bonus", function()
  -- Seat 2 knocks with 8H (8). Seat 1 lays off 4C, then 5C, on AC-3C and keeps 4S 3D (7).
  local g = h.drawn({ "4C 5C 9D TD JD 2H 2D 2S 4S 3D", "AC 2C 3C 7D 7H 7S JS QS KS 8H" }, "6H", "3S 5S 6S KD")
  g:play("knock KD")
  assert_eq(g:get("laid_off"), 2)
  assert_eq(g:view(0).zones.melds[2].melds[1], { "AC", "2C", "3C", "4C", "5C" })
  assert_eq(g:zone("deadwood", 1), { "3D", "4S" })
  assert_eq(g:get("deal_end"), "undercut")
  assert_eq(g:deal_score(1, 1), 8 - 7 + 25)
end)

test("the defender lays his best arrangement first, then lays off only its deadwood", function()
  -- Seat 2 knocks with 4D (4). Seat 1's best arrangement is 2S-4S and 7H-9H, leaving 7C 7D 6D 5C
  -- (25), none of which lays off. Three sevens and a layoff of 9H and 8H on TH-QH would have left
  -- only 6D 5C (11), but he lays his melds as they stand and does not break them.
  local g = h.drawn({ "7C 7D 7H 8H 9H 2S 3S 4S 6D 5C", "AC 2C 3C TH JH QH KC KD KS 4D" }, "6H", "2D 3D 5S 9S")
  g:play("knock 9S")
  assert_eq(g:view(0).zones.melds[1].melds, { { "7H", "8H", "9H" }, { "2S", "3S", "4S" } })
  assert_eq(g:get("laid_off"), 0)
  assert_eq(g:zone("deadwood", 1), { "5C", "7C", "6D", "7D" })
  assert_eq(g:deal_score(2, 1), 25 - 4)
end)

test("a long run is laid whole, and takes layoffs at both its ends", function()
  -- Seat 2 knocks with 3C over 2H-TH, laid as one run (of equal deadwood, the arrangement with the
  -- fewest melds). Seat 1 lays off AH at the low end, JH and then QH at the high end.
  local g = h.drawn({ "AH JH QH 5C 6D 7S 8C 9D 2S 4D", "2H 3H 4H 5H 6H 7H 8H 9H TH 3C" }, "6C", "3S 5S 6S KS")
  g:play("knock KS")
  assert_eq(g:view(0).zones.melds[2].melds, { h.cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH") })
  assert_eq(g:get("laid_off"), 3)
  assert_eq(g:deal_score(2, 1), 5 + 6 + 7 + 8 + 9 + 2 + 4 - 3)
end)
