-- Tafferand X1 (spec §13), contract choice: §3 seat rotation, §4.2 legal list of unused
-- contracts in the order king, tricks, hearts, queens, general, elferraus.

local h = require("lib.helpers")

test("X1 deal 1: dealer 4, seat 1 chooses among all six contracts", function()
  local g = h.new({ dealer = 4 })
  assert_eq(g:deal_number(), 1)
  assert_eq(g:dealer(), 4)
  assert_eq(g:to_move(), 1)                     -- declarer = left of dealer (§2, §3)
  assert_eq(g:moves(), h.all_chooses())
end)

test("X1 the first dealer is seat 4 when the caller names none (§12 T1)", function()
  local g = h.new({ seed = 7 })
  assert_eq(g:dealer(), 4)
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves(), h.all_chooses())
end)

test("X1 the chosen contract is public: every seat's view names it (§4.2, §14)", function()
  local g = h.new({ dealer = 4 })
  for s = 1, 4 do
    assert_true(not h.view_has(g:view(s), "tricks"), "no contract before the choice, seat " .. s)
  end
  g:play("choose tricks")
  for s = 1, 4 do
    assert_true(h.view_has(g:view(s), "tricks"), "seat " .. s .. " sees the contract")
  end
  -- the declarer then leads to trick 1 (§4.3)
  assert_eq(g:to_move(), 1)
  assert_true(g:moves()[1]:find("^play ") ~= nil, "trick play follows the choice")
end)

test("X1 seat 1 chose tricks in deal 1: in deal 5 tricks is gone from his list", function()
  local g = h.new({ dealer = 4 })
  h.play_deal(g, "tricks")
  for _ = 2, 4 do h.play_deal(g) end
  assert_eq(g:to_move(), 1)
  assert_eq(g:deal_number(), 5)
  assert_eq(g:dealer(), 4)                       -- deal 5 repeats deal 1's seats (§3)
  assert_eq(g:moves(), { "choose king", "choose hearts", "choose queens", "choose general",
                         "choose elferraus" })
end)

test("X1 contracts are per seat: seat 2 still has all six in deal 2", function()
  local g = h.new({ dealer = 4 })
  h.play_deal(g, "tricks")
  assert_eq(g:to_move(), 2)
  assert_eq(g:deal_number(), 2)
  assert_eq(g:dealer(), 1)
  assert_eq(g:moves(), h.all_chooses())
  g:play("choose tricks")                        -- seat 1's use of tricks does not bind seat 2
  assert_eq(g:to_move(), 2)                      -- seat 2 leads trick 1
end)

test("X1 deal 21: seat 1's sixth declaration has exactly one choose move", function()
  local g = h.new({ dealer = 4 })
  local mine = { [1] = "king", [5] = "tricks", [9] = "hearts", [13] = "queens", [17] = "elferraus" }
  for k = 1, 20 do
    g:moves()                                    -- deals deal k
    assert_eq(g:deal_number(), k)
    h.play_deal(g, mine[k])                      -- other declarers take their first contract
  end
  assert_eq(g:to_move(), 1)
  assert_eq(g:deal_number(), 21)
  assert_eq(g:dealer(), 4)
  assert_eq(g:moves(), { "choose general" })
  g:play("choose general")                       -- forced, but still an explicit move (§12 T3)
  assert_eq(g:to_move(), 1)
  assert_true(g:moves()[1]:find("^play ") ~= nil)
end)
