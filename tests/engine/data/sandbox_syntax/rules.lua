-- Engine-test fixture: a syntax error on line 4 (a missing 'then').
function rules.moves(g, out) out:add("pass") end
function rules.play(g) end
if players == 2 g:end_match() end
