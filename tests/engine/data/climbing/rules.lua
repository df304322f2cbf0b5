-- Hands the turns to the climbing mechanic, the dealer's left leading; the deal ends when one
-- player is left.
function rules.start_deal(g)
  g:set_to_move(g:seat(g:dealer() + 1))
  mechanics.climbing:take_turns(g)
end
function rules.moves() end
function rules.play() end
function rules.went_out(g)
  local left = 0
  for seat = 1, players do
    if g:get("place", seat) == 0 then left = left + 1 end
  end
  if left == 0 then g:end_match() end
end
