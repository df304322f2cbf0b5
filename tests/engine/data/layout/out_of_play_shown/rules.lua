-- Engine-test fixture: never run; load_layout fails before the rules.
function rules.moves(g, out) out:add("pass") end
function rules.play(g) end
