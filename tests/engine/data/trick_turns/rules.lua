-- Engine-test fixture: the tricks take the turns as the deal starts, hearts barred from the lead;
-- the rules count tricks and end the deal when the winner has no card left.
function rules.deal(g) end
function rules.start_deal(g)
  g:set_to_move(1)
  g:set("no_lead", 3)
  mechanics.tricks:take_turns(g)
end
function rules.moves(g, out) error("the tricks list the moves while they have the turns") end
function rules.play(g) error("the tricks play every move while they have the turns") end
function rules.trick_won(g, winner)
  g:add("tricks", 1, winner)
  if options.fail_trick then error("scoring failed") end
  if g:count("hand", winner) == 0 then g:end_deal() else g:set_to_move(winner) end
end
