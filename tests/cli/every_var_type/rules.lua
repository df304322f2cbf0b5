-- The whole deck is dealt; every play sets each variable from the card played.
function rules.deal(g)
  g:fill("deck")
  g:shuffle("deck")
  g:deal_out("deck", { { "hand", 1 }, { "hand", 2 } })
end

function rules.start_deal(g)
  g:set_to_move(1)
end

function rules.moves(g, out, seat)
  out:add_cards("play", g:mask("hand", seat))
end

function rules.play(g, verb, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  local plays = g:add("plays", 1, seat)
  g:set("last_card", card)
  g:set("last_seat", seat)
  g:set("played", true)
  g:set("parity", plays % 2 == 1 and "odd" or "even")
  g:set("suits", g:get("suits") | (1 << (cards.suit(card) or 0)))
  if g:count("hand", 1) + g:count("hand", 2) == 0 then
    g:end_match()
  else
    g:set_to_move(3 - seat)
  end
end
