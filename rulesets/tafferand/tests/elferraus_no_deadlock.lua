-- Tafferand §7.6 defensive rule, only reachable with reduced hands: when every seat still
-- holding cards passes in succession with no card laid, the Elferraus deal ends and places
-- not yet reached score nothing.

local h = require("lib.helpers")

test("everybody passes after the start card: the deal ends, nobody scores", function()
  -- Dealer 4: seat 1 lays 5C (start rank 5); 2H, 2S, KD and 9D can never be laid.
  local g = h.new({ dealer = 4, hands = { "5C 9D", "2H", "2S", "KD" } })
  g:play("choose elferraus")
  h.step(g, 1, { "play 5C", "play 9D" }, "play 5C")
  h.step(g, 2, { "pass" }, "pass")
  h.step(g, 3, { "pass" }, "pass")
  h.step(g, 4, { "pass" }, "pass")
  assert_true(not g:deal_over(), "seat 1 still holds a card and has not passed")
  h.step(g, 1, { "pass" }, "pass")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 0, B = 0 })
end)

test("first player out, then a round of passes: only the first place scores", function()
  -- Seat 1 goes out with his start card (+200 for A); seats 2, 3, 4 can never lay.
  local g = h.new({ dealer = 4, hands = { "5C", "2H", "2S", "KD" } })
  g:play("choose elferraus")
  h.step(g, 1, { "play 5C" }, "play 5C")
  h.step(g, 2, { "pass" }, "pass")
  h.step(g, 3, { "pass" }, "pass")
  h.step(g, 4, { "pass" }, "pass")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 200, B = 0 })
end)

test("a card laid resets the round of passes", function()
  -- Seat 1 lays 5C; seat 2 passes; seat 3 lays 6C; then seat 4, seat 1, seat 2 pass and
  -- seat 3 (holding 2S) must pass too before the deal ends.
  local g = h.new({ dealer = 4, hands = { "5C 9D", "2H", "6C 2S", "KD" } })
  g:play("choose elferraus")
  for _, s in ipairs({ { 1, "play 5C" }, { 2, "pass" }, { 3, "play 6C" },
                       { 4, "pass" }, { 1, "pass" }, { 2, "pass" } }) do
    assert_eq(g:to_move(), s[1])
    g:play(s[2])
  end
  assert_true(not g:deal_over())
  h.step(g, 3, { "pass" }, "pass")
  assert_true(g:deal_over())
  assert_eq(h.deal_scores(g, 1), { A = 0, B = 0 })
end)
