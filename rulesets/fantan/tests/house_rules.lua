-- Variant files with their own Lua hooks: a house rule wraps the base moves hook.

local deal = { hand = { "7H 4C KS", "8H 2D", "6H QS", "JD 9S" }, row_C = "5C 6C 7C 8C 9C" }

test("the base penalized variant lets a player pass holding a playable seven", function()
  local g = cardrt.new("fantan", { variant = "standard-penalized", dealer = 4, deal = deal })
  assert_eq(g:moves(), { "play 4C", "play 7H", "pass" })
end)

test("the house rule wrapping the base hook forbids that pass", function()
  local g = cardrt.new("house/sevens-stay.yaml", { dealer = 4, deal = deal })
  assert_eq(g:moves(), { "play 4C", "play 7H" })
  g:play("play 7H")
  -- seat 2 holds no seven, so the base hook's voluntary pass stays
  assert_eq(g:moves(), { "play 8H", "pass" })
end)

test("the house rule keeps the options of the variant it extends", function()
  local g = cardrt.new("house/sevens-stay.yaml", { dealer = 4, deal = deal })
  g:play("play 7H")
  g:play("pass")            -- seat 2 passes while able to play 8H: penalties are recorded
  assert_eq(g:counter("pass_owed", 2), 3)
  -- antes 1 + 2 + 2 + 2 (seats 2-4 hold fewer cards than seat 1) and seat 2's pass chip
  assert_eq(g:counter("pot"), 8)
end)
