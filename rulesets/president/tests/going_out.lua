-- Going out and the deals after: places in the order the players go out, the last one left the
-- Scum; a point for each player finishing behind; the lead passing on when the last to play went
-- out; the exchange between the President and the Scum (and the Vices) and the Scum's lead; the
-- match ending at the end of the deal that reaches the target.

local new = require("lib.table").new

-- Every test starts from these hands; seed 3 deals the later deals.
local HANDS = { "5C", "3C 7S", "4C KH", "AC 8D" }
local function first_hands(options)
  return new(HANDS, { seed = 3, options = options })
end

test("players take places as they go out; the last one left is the Scum", function()
  local g = first_hands()
  g:play("play 3C")   -- seat 2
  g:play("play 4C")   -- seat 3
  g:play("play AC")   -- seat 4
  g:play("pass")      -- seat 1
  g:play("pass")      -- seat 2
  g:play("pass")      -- seat 3: seat 4 leads
  assert_eq(g:to_move(), 4)
  g:play("play 8D")   -- seat 4 goes out first
  assert_eq(g:view(0).climbing.climbing.places, { nil, nil, nil, 1 })
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  g:play("pass")
  g:play("play KH")   -- seat 3 goes out second
  assert_eq(g:to_move(), 1)
  g:play("pass")
  g:play("pass")
  assert_eq(g:to_move(), 1)  -- all passed; seat 3 is out, so seat 1, next after him, leads
  assert_eq(g:zone("pile"), {})
  g:play("play 5C")   -- seat 1 goes out third; seat 2 is the Scum
  assert_true(g:deal_over())
  assert_eq(g:deal_score(1, 1), 1)
  assert_eq(g:deal_score(2, 1), 0)
  assert_eq(g:deal_score(3, 1), 2)
  assert_eq(g:deal_score(4, 1), 3)
end)

-- Plays the first deal so that seat 4 finishes first, 3 second, 1 third and 2 last.
local function first_deal(g)
  for _, move in ipairs({ "play 3C", "play 4C", "play AC", "pass", "pass", "pass", "play 8D", "pass", "pass",
                          "play KH", "pass", "pass", "play 5C" }) do
    g:play(move)
  end
end

test("the Scum deals and gives the President his two best cards, the Vice-Scum the Vice-President one", function()
  local g = first_hands()
  first_deal(g)
  assert_eq(g:to_move(), 4)  -- the President gives back first; asking deals the next hand
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 2)
  -- The President (seat 4) holds his 13 and the Scum's (seat 2) two best; the Vice-President
  -- (seat 3) the Vice-Scum's (seat 1) best.
  assert_eq(#g:zone("hand", 4), 15)
  assert_eq(#g:zone("hand", 3), 14)
  assert_eq(#g:zone("hand", 2), 11)
  assert_eq(#g:zone("hand", 1), 12)
  assert_eq(#g:moves(), 15 * 14 // 2)
  assert_eq(g:moves()[1]:match("^give "), "give ")
end)

test("the President gives back two of his choice, the Vice-President one, and the Scum leads", function()
  local g = first_hands()
  first_deal(g)
  g:play(g:moves()[1])
  assert_eq(#g:zone("hand", 2), 13)
  assert_eq(#g:zone("hand", 4), 13)
  assert_eq(g:to_move(), 3)
  assert_eq(#g:moves(), 14)
  g:play(g:moves()[14])
  assert_eq(#g:zone("hand", 1), 13)
  assert_eq(#g:zone("hand", 3), 13)
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves()[1]:match("^play "), "play ")
end)

test("without the exchange the Scum leads at once", function()
  local g = first_hands({ exchange = false })
  first_deal(g)
  assert_eq(g:to_move(), 2)
  assert_eq(#g:zone("hand", 2), 13)
end)

test("the match ends at the end of the deal in which a player reaches the target", function()
  local g = first_hands({ target = 3 })
  first_deal(g)
  assert_true(g:over())
  assert_eq(g:score(4), 3)
end)
