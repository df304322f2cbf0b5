-- Hostile suite: hooks raising errors that are not messages (tables, nil, values whose
-- __tostring raises or loops, a message too long to add a traceback to).
local h = require("lib.hostile")

local described = "error raised with a table value instead of a message"

test("error({}) is described, not shown as an address", function()
  h.refused(h.match("error_table"), "attack", described, "play")
end)

test("error(nil) is described", function()
  h.refused(h.match("error_nil"), "attack", "error raised without a message (error(nil))", "play")
end)

test("an error value whose __tostring raises is described without calling it", function()
  h.refused(h.match("error_tostring_raises"), "attack", described, "play")
end)

test("an error value whose __tostring loops is described without calling it", function()
  h.refused(h.match("error_tostring_loops"), "attack", described, "play")
end)

test("a message too long for its traceback ends at the string cap", function()
  h.refused(h.match("error_huge_message"), "attack", "rules built a string longer than 4 MiB, the sandbox's limit",
    "play")
end)
