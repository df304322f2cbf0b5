-- Engine-test fixture: the rows take the turns as the deal starts; the rules count passes and end
-- the deal when a seat lays its last card.
function rules.deal(g) end
function rules.start_deal(g)
  g:set_to_move(1)
  g:set("again_rank", options.again)
  mechanics.rows:take_turns(g)
end
function rules.moves(g, out) error("the rows list the moves while they have the turns") end
function rules.play(g, verb, arg, seat)
  g:add("passes", 1, seat)
  g:set_to_move(g:next_seat(seat, "hand"))
end
function rules.went_out(g, seat)
  g:add("outs", 1)
  if options.fail_out then error("settling failed") end -- @fail_out
  g:end_deal()
end
