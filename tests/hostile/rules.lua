-- Hostile-mod fixture: the base rules, kept plain so that every failure in the hostile suite is
-- the mod's. Five cards each; lay any card or pass; emptying the hand ends the match.

function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
  g:deal_out("stock", { { "hand", g:seat(g:dealer() + 1) }, { "hand", g:dealer() } }, 5)
end

function rules.start_deal(g)
  g:set_to_move(g:seat(g:dealer() + 1))
end

function rules.moves(g, out, seat)
  out:add_cards("play", g:mask("hand", seat))
  out:add("pass")
end

function rules.play(g, verb, card, seat)
  if verb == "play" then
    g:move(card, "hand", seat, "pile", nil)
    g:add("points", 1, seat)
    if g:count("hand", seat) == 0 then return g:end_match() end
  end
  g:set_to_move(g:seat(seat + 1))
end
