-- Hostile suite: hooks that never finish, and the catch points (pcall, xpcall handlers,
-- coroutines, gsub callbacks, sort comparators) that must not keep them going.
local h = require("lib.hostile")

local budget = h.budget

test("an endless loop ends at the instruction budget", function()
  h.refused(h.match("loop"), "attack", budget(163), "play")
end)

test("pcall cannot catch the budget error and loop on", function()
  h.refused(h.match("pcall_loop"), "attack", budget(168), "play")
end)

test("an xpcall message handler that loops ends at the budget", function()
  h.refused(h.match("xpcall_handler_loops"), "attack", budget(173), "play")
end)

test("a loop in a coroutine ends the hook; pcall afterwards changes nothing", function()
  h.refused(h.match("coroutine_loop_then_pcall"), "attack", budget(178), "play")
end)

test("a gsub callback that loops ends at the budget", function()
  h.refused(h.match("gsub_callback_loops"), "attack", budget(189), "play")
end)

test("a table.sort comparator that loops ends at the budget", function()
  h.refused(h.match("sort_comparator_loops"), "attack", budget(194), "play")
end)

-- table.insert and table.remove are charged for the elements they shift.
test("table.insert shifting a large table meets the instruction budget", function()
  h.refused(h.match("insert_shift"), "attack",
    "variants/attacks.lua:223: instruction budget exceeded (20000000 instructions in one call; an endless loop?)", "play")
end)
