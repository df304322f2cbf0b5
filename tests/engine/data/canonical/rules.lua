-- Engine-test fixture: one legal group move, "meld 2C AC"; typed cards in any order are
-- sorted into it, and a joker is refused with a reason.
function rules.deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("meld", "2C AC"); out:add("pass") end
function rules.play(g, verb) g:set_to_move(g:to_move() % 2 + 1) end
function rules.canonical(g, verb, text, seat)
  if text:find("JK", 1, true) then return nil, "jokers never meld" end
  local cards = {}
  for c in text:gmatch("%S+") do cards[#cards + 1] = c end
  table.sort(cards)
  return table.concat(cards, " ")
end
