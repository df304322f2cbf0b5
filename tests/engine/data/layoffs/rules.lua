-- Seat 1's melds are laid; each seat lays off a card on them or passes.
local M = mechanics.melds

function rules.start_deal(g)
  for _, meld in ipairs(M:arrange(g, "hand", 1).melds) do
    M:lay(g, meld.cards, "hand", 1, "melds", 1)
  end
  g:set_to_move(2)
end

function rules.moves(g, out, seat)
  local melds = M:laid(g, "melds", 1)
  for _, card in ipairs(cards.sorted(g:mask("hand", seat))) do
    for _, index in ipairs(M:layoffs(card, melds)) do
      out:add("layoff", card, "melds", 1, index)
    end
  end
  out:add("pass")
end

function rules.play(g, verb, arg, seat)
  if verb == "layoff" then
    M:lay_off(g, arg.card, "hand", seat, arg.to, arg.seat, arg.meld)
    g:log("seat %s lays off %s on meld %s", seat, cards.name(arg.card), arg.meld)
    g:set("passes", 0)
  else
    g:add("passes", 1)
    if g:get("passes") == 2 then return g:end_match() end
  end
  g:set_to_move(3 - seat)
end
