-- Hostile suite: the memory cap and the string cap, for Lua values and for the native move list
-- a moves() call fills.
local h = require("lib.hostile")

test("a table growing without end stops at the memory cap", function()
  h.refused(h.match("memory"), "attack", "rules exceeded the memory cap of 64 MiB", "play")
end)

test("a string longer than 4 MiB is refused", function()
  h.refused(h.match("string_too_long"), "attack", "rules built a string longer than 4 MiB, the sandbox's limit", "play")
end)

test("one moves() call adding a whole deck of moves again and again stops at the memory cap", function()
  h.refused_moves(h.match("add_cards_loop"),
    "rules exceeded the memory cap of 64 MiB: variants/attacks.lua:350: the legal-move list has grown to 64 MiB")
end)

test("one moves() call adding megabyte group texts again and again stops at the memory cap", function()
  h.refused_moves(h.match("add_text_loop"),
    "rules exceeded the memory cap of 64 MiB: variants/attacks.lua:355: the legal-move list has grown to 96 MiB")
end)
