-- Draws the first player with math.random on line 5; must fail: rules use g:random.
function rules.deal(g) end
function rules.start_deal(g)
  g:set_to_move(1)
  g:set_to_move(math.random(2))
end
function rules.moves(g, out)
  out:add("pass")
end
function rules.play(g, verb)
  g:end_match()
end
