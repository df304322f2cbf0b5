-- Wraps the base moves hook (kept in `base`): drop the voluntary pass while a seven is playable.
local base_moves = base.moves

function rules.moves(g, out, seat)
  base_moves(g, out, seat)
  for suit = 1, 4 do
    if out:has("play", cards.make(7, suit)) then
      out:remove("pass")
      return
    end
  end
end
