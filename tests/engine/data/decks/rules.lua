-- Engine-test fixture: the decks game of game.yaml. The whole pack goes to the stock, each seat
-- gets eleven cards from it, and the first pass ends the match.
function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
  g:deal_out("stock", { "hand" }, 11)
end
function rules.start_deal(g) g:set_to_move(g:seat(g:dealer() + 1)) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g) g:end_match() end
