-- ace-king-again.lua: a player who lays an ace or a king, and still holds cards, plays again
-- (nobody is to move once the deal has ended).

local base = base

function rules.play(g, verb, card, seat)
  base.play(g, verb, card, seat)
  if verb ~= "play" or g:to_move() == nil or g:count("hand", seat) == 0 then return end
  local rank = cards.rank(card)
  if rank == 1 or rank == 13 then g:set_to_move(seat) end
end
