-- Engine-test fixture: each deal is one pass by seat 1, worth 3 to seat 1 and 0 to seat 2;
-- display shows a seat its score.
function rules.deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g)
  g:add("score", 3, 1)
  if g:deal_number() == 2 then g:end_match() else g:end_deal() end
end
function rules.score_terms(g, seat)
  if seat == 1 then return { base = 2, bonus = 1 } end
  return { base = options.honest and 0 or 1 }
end
function rules.display(g, seat) return { "seat " .. seat .. " has " .. g:get("score", seat) } end
