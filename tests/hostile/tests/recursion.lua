-- Hostile suite: deep recursion through metamethods, sort comparators, gsub callbacks and plain
-- calls, and coroutines yielding out of a hook or across a C call.
local h = require("lib.hostile")

local function refused(attack, message)
  test(attack .. ": " .. message, function()
    h.refused(h.match(attack), "attack", message, "play")
  end)
end

refused("index_recursion", "variants/attacks.lua:248: C stack overflow")
refused("lt_recursion", "variants/attacks.lua:255: C stack overflow")
-- Overflows inside a C function (tostring, table.sort, gsub) carry no position on their first
-- line, as in Lua itself; the traceback under it names the line.
refused("tostring_recursion", "C stack overflow")
refused("sort_recursion", "C stack overflow")
refused("gsub_recursion", "C stack overflow")
refused("deep_recursion", "variants/attacks.lua:284: stack overflow")
refused("yield_out", "attempt to yield from outside a coroutine")
refused("yield_across_sort", "variants/attacks.lua:295: attempt to yield across a C-call boundary")
