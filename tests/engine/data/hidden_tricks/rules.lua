-- Engine-test fixture for bots: the left of the dealer leads, the tricks play the turns, each trick
-- is a point to its winner; rules.evaluate rates a position by the seat's points.
function rules.start_deal(g)
  g:set_to_move(g:seat(g:dealer() + 1))
  mechanics.tricks:take_turns(g)
end

function rules.moves(g, out, seat)
  out:add_cards("play", mechanics.tricks:legal(g, seat, 0), "ace_high")
end

function rules.play(g, verb, card, seat)
  local winner = mechanics.tricks:play(g, seat, card)
  if not winner then return g:set_to_move(g:seat(seat + 1)) end
  rules.trick_won(g, winner)
end

function rules.trick_won(g, winner)
  g:add("points", 1, winner)
  if g:count("hand", winner) == 0 then g:end_match() else g:set_to_move(winner) end
end

function rules.evaluate(g, seat)
  return g:get("points", seat)
end

-- Per deal: the points every seat took together (one a trick, four tricks a deal).
function rules.metrics(g)
  local total = 0
  for seat = 1, players do total = total + g:get("points", seat) end
  return { points = total }
end
