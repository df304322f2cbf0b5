-- One player draws three cards from the shuffled pack; he wins when the three are aces.
function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("draw") end
function rules.play(g)
  g:move_top("stock", nil, "drawn", nil)
  if g:count("drawn") < 3 then return end
  g:set("won", cards.count(g:mask("drawn") & cards.rank_mask(1)) == 3)
  g:end_match()
end
