-- Hostile suite: the sandbox's own library functions, whose work is one C call: backtracking
-- patterns, table.move and table.concat over huge ranges, string.rep and string.format caps, and
-- what must not vary between runs (pairs order, tostring without addresses).
local h = require("lib.hostile")

local budget = h.budget

test("a backtracking string.find ends at the budget", function()
  h.refused(h.match("backtracking_find"), "attack", budget(184), "play")
end)

test("table.move over 2^63 indices is refused", function()
  h.refused(h.match("table_move_huge"), "attack",
    "variants/attacks.lua:199: table.move: the range 1 to 9223372036854775806 has more than 4194304 elements (the sandbox's limit)",
    "play")
end)

test("table.concat of a large table in a short loop ends at the budget", function()
  h.refused(h.match("concat_loop"), "attack", budget(206), "play")
end)

test("pairs over 200,000 string keys in a loop ends at the budget: sorting the keys is charged", function()
  h.refused(h.match("pairs_loop"), "attack", budget(214), "play")
end)

test("string.rep of a terabyte is refused before any memory is taken", function()
  h.refused(h.match("rep_huge"), "attack",
    "variants/attacks.lua:236: string.rep: result would be 1099511627776 bytes (the sandbox allows 4 MiB)", "play")
end)

test("pairs walks integers, other numbers, strings, then false and true, whatever the hash seed", function()
  h.refused(h.match("pairs_order"), "attack", "pairs: 1 3 2.5 alpha mid zeta false true", "play")
end)

test("tostring shows no addresses", function()
  h.refused(h.match("tostring_values"), "attack", "tostring: table function function thread", "play")
end)

test("string.format refuses %p", function()
  h.refused(h.match("format_address"), "attack",
    "variants/attacks.lua:326: string.format: %p shows addresses and is not available in rules", "play")
end)
