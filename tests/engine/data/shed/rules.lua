-- Engine-test fixture: the shedding game of game.yaml.
function rules.deal(g)
  g:fill("deck")
  g:shuffle("deck")
  g:deal_out("deck", { "hand" }, 5)
end

function rules.start_deal(g) g:set_to_move(g:seat(g:dealer() + 1)) end

function rules.moves(g, out, seat) out:add_cards("lay", g:mask("hand", seat)) end

function rules.play(g, verb, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  local next_seat = g:seat(seat + 1)
  if g:count("hand", seat) > 0 then
    -- A low card (2 to 5) makes the next seat draw one from the deck, so hands vary in length.
    local rank = cards.rank(card)
    if rank >= 2 and rank <= 5 then g:move_top("deck", nil, "hand", next_seat) end
    return g:set_to_move(next_seat)
  end
  for other = 1, players do
    if other ~= seat then
      g:add("chips", -1, other)
      g:add("chips", 1, seat)
    end
  end
  if g:deal_number() >= options.hands then g:end_match() else g:end_deal() end
end
