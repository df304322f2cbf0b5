-- Engine-test fixture: rules for the per_players layout (never run by the layout tests).
function rules.moves(g, out) out:add("pass") end
function rules.play(g) end
