-- Fails on line 4 when seat 2, holding three cards, moves: the failing move depends on the deal.
local base = base
function rules.play(g, verb, arg, seat)
  if seat == 2 and g:count("hand", 2) == 3 then error("seat 2 may not play from three cards") end
  base.play(g, verb, arg, seat)
end
