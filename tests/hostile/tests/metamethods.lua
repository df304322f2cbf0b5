-- Hostile suite: library functions driven by a proxy table's __len, __index and __tostring. A C
-- loop the proxy makes long is refused by its size or charged step by step, and every
-- metamethod it calls is Lua code under the budget: none runs unbounded.
local h = require("lib.hostile")

local budget = h.budget

test("table.insert shifting a proxy of 2^62 elements ends at the budget", function()
  h.refused(h.match("insert_len_huge"), "attack", budget(480), "play")
end)

test("table.remove shifting a proxy of 2^62 elements ends at the budget", function()
  h.refused(h.match("remove_len_huge"), "attack", budget(479), "play")
end)

test("table.sort of a proxy of 4 million elements meets the memory cap", function()
  h.refused(h.match("sort_len_large"), "attack", "rules exceeded the memory cap of 64 MiB", "play")
end)

test("table.sort reading a proxy through a slow __index ends at the budget", function()
  h.refused(h.match("sort_index_slow"), "attack", budget(496), "play")
end)

test("table.concat of a proxy of 2^62 strings is refused by its size", function()
  h.refused(h.match("concat_len_huge"), "attack",
    "variants/attacks.lua:500: table.concat: result would be at least 4194305 bytes (the sandbox allows 4 MiB)", "play")
end)

test("table.unpack of a proxy of 2^62 elements is refused by its size", function()
  h.refused(h.match("unpack_len_huge"), "attack", "variants/attacks.lua:504: table.unpack: the range 1 to " ..
    "4611686018427387903 has more than 4194304 elements (the sandbox's limit)", "play")
end)

test("ipairs over a proxy whose __index never returns nil ends at the budget", function()
  h.refused(h.match("ipairs_index_endless"), "attack", budget(508), "play")
end)

test("string.format calling a __tostring that loops ends at the budget", function()
  h.refused(h.match("format_tostring_loops"), "attack", budget(512), "play")
end)

test("table.concat reading a proxy through a slow __index ends at the budget", function()
  h.refused(h.match("concat_index_slow"), "attack", budget(516), "play")
end)
