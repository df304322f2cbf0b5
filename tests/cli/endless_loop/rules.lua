-- The moves hook loops forever on line 8; the sandbox must stop it with a budget error.
function rules.deal(g) end
function rules.start_deal(g)
  g:set_to_move(1)
end
function rules.moves(g, out)
  local n = 0
  while true do n = n + 1 end
end
function rules.play(g, verb) end
