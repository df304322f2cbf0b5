-- Hand and Foot's heuristic for the bots (rules.evaluate): the orderings of the moves it gives
-- at the decisions the greedy bot's going out depends on. Each move is tried on a clone and
-- valued for the seat that made it.

local h = require("lib.helpers")

-- The value of each listed move for `seat`, by move text.
local function values_after(g, seat)
  local values = {}
  for _, move in ipairs(g:moves()) do
    local tried = g:clone()
    tried:play(move)
    values[move] = tried:evaluate(seat)
  end
  return values
end

-- Seat 2 draws 5S 9S, opens with QC QD QH + KC KD KH and keeps three 2s, three 5s and 9S.
local function wild_decision(options)
  local g = h.three_twos(options)
  h.play(g, 2, { "draw", "meld QC QD QH + KC KD KH" })
  assert_eq(h.hand(g, 2), h.set("2C 2D 2S 5C 5D 5S 9S"))
  assert_eq(g:moves(), { "add K 2C", "add Q 2C", "discard 2C", "discard 2D", "discard 2S", "discard 5C", "discard 5D",
                         "discard 5S", "discard 9S", "meld 2C 2D 2S", "meld 5C 5D 2C", "meld 5C 5D 5S",
                         "meld 5C 5D 5S 2C" })
  return g
end

test("while the side needs its wild book, three 2s make a wild meld rather than go to the Qs", function()
  local g = wild_decision()
  local v = values_after(g, 2)
  assert_true(v["meld 2C 2D 2S"] > v["add Q 2C"], "wild meld over a wild in the Qs")
  assert_true(v["meld 2C 2D 2S"] > v["add K 2C"], "wild meld over a wild in the Ks")
  assert_true(v["meld 5C 5D 5S"] > v["meld 5C 5D 2C"], "a clean meld of 5s over a dirty one")
  assert_true(v["discard 9S"] > v["discard 2C"], "the lone 9 goes before a 2")
  assert_true(v["discard 9S"] > v["discard 5C"], "the lone 9 goes before one of three 5s")
end)

test("with the wild book made, a 2 is worth little more than its points", function()
  local g = wild_decision()
  local with_book = wild_decision({ books_wild_required = 0 })
  local needed, done = values_after(g, 2), values_after(with_book, 2)
  assert_true(needed["meld 2C 2D 2S"] - needed["add Q 2C"] > done["meld 2C 2D 2S"] - done["add Q 2C"],
    "the wild meld's lead shrinks once no wild book is needed")
end)

test("the deal over, the value is the side's score less the other side's", function()
  local ended = h.new({
    players = 2,
    hands = { "KC KC KD KD KH KH", "QC" },
    feet = { "9C 9D", "" },
    stock = "KS 7C 8C 8D 9H 5S 4C 4D",
    pile = "JS",
    options = { books_clean_required = 1, books_dirty_required = 0, books_wild_required = 0 },
  })
  h.play(ended, 1, { "draw", "meld KC KC KD KD KH", "add K KH KS", "discard 7C" })
  h.draw_discard(ended, 2, "8C")
  h.play(ended, 1, { "draw", "meld 9C 9D 9H", "discard 5S" })
  assert_true(ended:deal_over(), "seat 1 went out")
  assert_eq(ended:evaluate(1), ended:score(1) - ended:score(2))
  assert_eq(ended:evaluate(2), ended:score(2) - ended:score(1))
end)
