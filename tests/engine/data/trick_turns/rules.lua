-- Engine-test fixture: the tricks take the turns as the deal starts, hearts barred from the lead.
-- hooks=each: rules.trick_won counts every trick but the last, rules.last_trick counts the last
-- and ends the deal. hooks=last: only rules.last_trick. hooks=old: only rules.trick_won, as rules
-- written before rules.last_trick existed: it hears the last trick too.
local hooks = options.hooks

function rules.deal(g) end
function rules.start_deal(g)
  g:set_to_move(1)
  g:set("no_lead", 3)
  mechanics.tricks:take_turns(g)
end
function rules.moves(g, out) error("the tricks list the moves while they have the turns") end
function rules.play(g) error("the tricks play every move while they have the turns") end

local function count_trick(g, winner, hook)
  g:add("tricks", 1, winner)
  g:add(hook, 1)
  if options.fail_trick then error("scoring failed") end -- @fail_trick
end

if hooks ~= "last" then
  function rules.trick_won(g, winner)
    count_trick(g, winner, "trick_won_calls")
    if hooks == "old" and g:count("hand", winner) == 0 then g:end_deal() end
  end
end

-- What each seat took, read as a deal's scoring reads it: a list for every seat, or one seat's.
local function list_taken(g)
  local tricks, hearts = mechanics.tricks:taken(g), mechanics.tricks:taken_cards(g, cards.suit_mask(3))
  for seat = 1, players do
    g:set("tricks_listed", tricks[seat], seat)
    g:set("hearts_listed", hearts[seat], seat)
  end
  g:set("hearts_of_two", mechanics.tricks:taken_cards(g, cards.suit_mask(3), 2))
end

if hooks ~= "old" then
  function rules.last_trick(g, winner)
    count_trick(g, winner, "last_trick_calls")
    list_taken(g)
    g:end_deal()
  end
end
