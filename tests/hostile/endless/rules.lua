function rules.start_deal(g)
  if g:option("ends") == "at_once" then
    g:end_deal()
  else
    g:set_to_move(1)
  end
end
function rules.moves(g, out, seat) out:add("pass") end
function rules.play(g, verb, arg, seat) g:set_to_move(g:next_seat(seat)) end
