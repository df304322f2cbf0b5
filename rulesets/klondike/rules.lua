-- Klondike: what game.yaml cannot say. The moves, the draw, turning cards up and bringing them
-- home are declared there and played natively; these rules deal the piles and end the game.

-- The pack shuffled; pile N gets N cards; the rest is the stock.
function rules.deal(g)
  g:fill("stock")
  g:shuffle("stock")
  for n = 1, 7 do
    g:move_top("stock", nil, "pile" .. n, nil, n)
  end
end

-- Each pile's top card face up, the others face down; then play.
function rules.start_deal(g)
  for n = 1, 7 do
    local pile = "pile" .. n
    g:set_face_down(pile, nil, math.max(g:count(pile) - 1, 0))
  end
  g:set_to_move(1)
  mechanics.tableau:take_turns(g)
end

-- Every card home: won.
function rules.went_out(g)
  g:set("won", true)
  g:end_match()
end

-- Blocked: no move left, a pass through the stock without progress, or 200 card moves without
-- any. Lost.
function rules.stuck(g)
  g:end_match()
end

-- How well the game goes, for the bots: cards home count most, then cards turned up; a position
-- seen before in the deal is worth nothing (moving a card back and forth gets nowhere).
function rules.evaluate(g)
  if g:get("won") then return 1000 end
  if g:seen_before() then return -1000 end
  local value = 0
  for _, home in ipairs({ "clubs", "diamonds", "hearts", "spades" }) do
    value = value + 10 * g:count(home)
  end
  for n = 1, 7 do
    value = value - 5 * g:face_down("pile" .. n)
  end
  return value
end
