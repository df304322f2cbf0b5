-- Hostile suite: what the rules sandbox leaves out (os, io, debug, package, the file loaders,
-- collectgarbage, finalizers and weak tables, bytecode) and require outside the ruleset folder.
local h = require("lib.hostile")

local function refused(attack, message)
  test(attack .. ": " .. message, function()
    h.refused(h.match(attack), "attack", message, "play")
  end)
end

refused("os_exit", "variants/attacks.lua:123: attempt to index a nil value (global 'os')")
refused("io_open", "variants/attacks.lua:128: attempt to index a nil value (global 'io')")
refused("debug_sethook", "variants/attacks.lua:133: attempt to index a nil value (global 'debug')")
refused("package_loadlib", "variants/attacks.lua:138: attempt to index a nil value (global 'package')")
refused("dofile", "variants/attacks.lua:143: attempt to call a nil value (global 'dofile')")
refused("collectgarbage", "variants/attacks.lua:118: attempt to call a nil value (global 'collectgarbage')")
refused("gc_metamethod",
  "variants/attacks.lua:108: setmetatable: __gc is not available in rules (it depends on when memory is collected)")
refused("weak_table",
  "variants/attacks.lua:113: setmetatable: __mode is not available in rules (it depends on when memory is collected)")
refused("string_dump", "variants/attacks.lua:148: attempt to call a nil value (field 'dump')")
refused("load_bytecode", "variants/attacks.lua:153: attempt to load a binary chunk (mode is 't')")
refused("require_passwd",
  "variants/attacks.lua:158: require '.etc.passwd': only modules inside the ruleset folder can be loaded (names like 'lib.helpers')")
