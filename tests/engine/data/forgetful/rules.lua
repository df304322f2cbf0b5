-- Engine-test fixture: a deal ends at every third pass counted in a Lua local (not in the game
-- state, as rules must not do); the match ends after deal 150.
local passes = 0
function rules.deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g)
  passes = passes + 1
  if passes % 3 ~= 0 then
    g:set_to_move(3 - g:to_move())
  elseif g:deal_number() == 150 then
    g:end_match()
  else
    g:end_deal()
  end
end
