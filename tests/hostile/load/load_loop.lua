-- Load-time attack: the file's top level loops forever.
while true do end
