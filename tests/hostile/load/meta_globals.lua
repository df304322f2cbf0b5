-- Load-time attack: reading any global that does not exist raises; the engine's own reads of
-- globals (rules, options, the libraries) must not trip over it.
setmetatable(_G, { __index = function(_, name) error("no global " .. tostring(name) .. " here") end })
