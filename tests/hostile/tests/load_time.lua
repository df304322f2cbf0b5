-- Hostile suite: attacks while the rules load (the variant files in ../load): metatables on rules
-- and on the global table, a file that loops or fills memory, a hook that is not a function, a
-- validate that raises a table, bytecode, and rules files outside the variant's folder.
local h = require("lib.hostile")

local function load_fails(name, message)
  test(name .. ": " .. message, function()
    assert_eq(h.first_line(h.load_error_of("../load/" .. name .. ".yaml")), message)
  end)
end

load_fails("meta_rules", "load/meta_rules.lua:2: no hook validate here")
load_fails("load_loop",
  "load/load_loop.lua:2: instruction budget exceeded (20000000 instructions in one call; an endless loop?)")
load_fails("load_memory", "rules exceeded the memory cap of 64 MiB")
load_fails("hook_not_function", "rules.play must be a function, not a number (set in rules.lua, load/hook_not_function.lua)")
load_fails("validate_table",
  "invalid options for hostile (variant validate_table): error raised with a table value instead of a message")
load_fails("bytecode", "load/bytecode.lua: attempt to load a binary chunk (mode is 't')")
load_fails("rules_proc",
  "load/rules_proc.yaml:4:8: rules file '/proc/self/maps' must be a .lua file inside the folder of this file")
load_fails("rules_passwd",
  "load/rules_passwd.yaml:4:8: rules file '../../../../../../../../../etc/passwd' must be a .lua file inside the folder of this file")
load_fails("rules_link", "load/rules_link.yaml:4:8: rules file 'link.lua' must be a .lua file inside the folder of this file")

test("an __index on the global table that raises does not trip the engine's own reads", function()
  local g = cardrt.new("../load/meta_globals.yaml", {
    seed = 1, dealer = 2, deal = { hand = { "AC 2C 3C", "AD 2D 3D" } },
  })
  assert_eq(g:moves(), { "play AC", "play 2C", "play 3C", "pass" })
  g:play("play AC")
  assert_eq(g:to_move(), 2)
end)
