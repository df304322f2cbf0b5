-- knock.lua: once a hand, a player able to play may knock instead of playing: he pays
-- knock_fee chips into the pot and the turn goes on to the next player holding cards.

-- `base` is reassigned when a later variant loads; keep the hooks this file wraps now.
local base = base
local FEE = options.knock_fee

function rules.validate()
  base.validate()
  if options.scoring ~= "chips" then error("knock needs scoring=chips: the fee goes into the pot", 0) end
end

function rules.moves(g, out, seat)
  base.moves(g, out, seat)
  if out:has("play") and not g:get("knocked", seat) then out:add("knock") end
end

function rules.play(g, verb, card, seat)
  if verb ~= "knock" then return base.play(g, verb, card, seat) end
  -- A balance at or below zero ends the match after this hand, as a pass chip's does.
  if g:transfer(FEE, "chips", seat, "pot", nil) <= 0 then g:set("ran_out", true) end
  g:set("knocked", true, seat)
  g:add("knocks", 1, seat)
  g:set_to_move(g:next_seat(seat, "hand"))
end

function rules.why_not(g, verb, card, seat)
  if verb ~= "knock" then return base.why_not(g, verb, card, seat) end
  if g:get("knocked", seat) then return "you have knocked once this hand already" end
  return "knock only when you could play a card"
end
