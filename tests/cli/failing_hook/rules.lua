-- Deals everything to seat 1; the play hook moves a card, then fails on line 13.
function rules.deal(g)
  g:fill("deck")
  g:deal_out("deck", { { "hand", 1 } })
end
function rules.start_deal(g)
  g:set_to_move(1)
end
function rules.moves(g, out)
  out:add("pass")
end
function rules.play(g, verb)
  g:move_top("hand", 1, "hand", 2)
  error("the rules refuse this pass")
end
