-- A syntax error on line 6 (a missing 'then').
function rules.moves(g, out)
  out:add("pass")
end
function rules.play(g, verb)
  if verb == "pass" g:end_match() end
end
