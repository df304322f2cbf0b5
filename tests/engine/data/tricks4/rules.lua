-- Engine-test fixture: the rules of the tricks4 table of game.yaml. They deal nothing (the tests
-- place the cards) and play nothing: seat 1 may only pass, which ends the match.
function rules.deal(g) end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g) g:end_match() end
