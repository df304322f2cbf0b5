-- Engine-test fixture: rules for the options_game layout, which no test plays; validate refuses
-- two combinations the layout allows.
function rules.validate()
  if players == 2 and not options.strip then error("2 players need strip=true", 0) end
  if options.play_on and options.scoring ~= "settle" then error("play_on=true needs scoring=settle", 0) end
end
function rules.moves(g, out) out:add("pass") end
function rules.play(g) end
