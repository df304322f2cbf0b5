-- Lists the base hook's play moves again, in the order `pairs` visits a table keyed by card
-- names; the random bot picks by position in the list, so that order decides the games.
local base_moves = base.moves

function rules.moves(g, out, seat)
  base_moves(g, out, seat)
  local playable = {}
  for _, card in ipairs(g:cards("hand", seat)) do
    if out:has("play", card) then playable[cards.name(card)] = card end
  end
  out:remove("play")
  for _, card in pairs(playable) do out:add("play", card) end
end
