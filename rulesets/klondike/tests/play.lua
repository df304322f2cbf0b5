-- Klondike's play: the deal's faces, building down in alternate colours, runs moved together, a
-- king on an empty pile, the card under one that leaves turned up, foundations by suit from the
-- ace, drawing one or three, turning the waste over, the passes, and the ends of the game.

-- A fixed deal: `piles` lists pile1.. (bottom first; the top card of each lies face up), the stock
-- is bottom first (its top card is turned first); cards left out are out of play.
local function new(piles, stock, options)
  local deal = { stock = stock or "" }
  for n, pile in ipairs(piles) do deal["pile" .. n] = pile end
  return cardrt.new("klondike", { seed = 1, options = options, deal = deal })
end

test("the deal: pile N gets N cards, the top one face up; 24 cards are left in the stock", function()
  local g = cardrt.new("klondike", { seed = 7 })
  local view = g:view(1)
  for n = 1, 7 do
    assert_eq(view.zones["pile" .. n].count, n)
    assert_eq(view.zones["pile" .. n].face_down, n - 1)
    assert_eq(#view.zones["pile" .. n].cards, 1)
  end
  assert_eq(view.zones.stock.count, 24)
  assert_eq(view.zones.stock.cards, nil)
  assert_eq(g:to_move(), 1)
  assert_eq(g:moves()[1], "draw")
end)

test("a card goes on one a rank higher of the other colour, or home on its suit from the ace", function()
  local g = new({ "KS 7S", "QH 6H", "AC" })
  assert_eq(g:moves(), { "move AC clubs", "move 6H 7S" })
  g:play("move ac clubs")
  -- pile3 is empty: only a king may go there, and the kings lie face down.
  assert_eq(g:moves(), { "move 6H 7S" })
end)

test("a run built down moves together, and the card it leaves is turned up", function()
  local g = new({ "3S 9C", "8H", "4D TD", "7S" })
  assert_eq(g:moves(), { "move 9C TD", "move 8H 9C", "move 7S 8H" })
  g:play("move 7s 8h")
  -- 8H now carries 7S; it is its pile's bottom card, so it goes on 9C but not to empty pile4.
  assert_eq(g:moves(), { "move 9C TD", "move 8H 9C" })
  g:play("move 8H 9C")
  g:play("move 9c td")
  assert_eq(g:zone("pile3"), { "4D", "TD", "9C", "8H", "7S" })
  assert_eq(g:view(1).zones.pile1, { count = 1, face_down = 0, cards = { "3S" } })
  assert_eq(g:view(1).zones.pile3.face_down, 1)
end)

test("a king, with its run, goes to an empty pile; the card under it is turned up", function()
  local g = new({ "5S KC", "QD", "AC", "9D", "9S", "6H", "6C" })
  assert_eq(g:moves(), { "move AC clubs", "move QD KC" })
  g:play("move QD KC")
  assert_eq(g:moves(), { "move AC clubs", "move KC pile2" })
  g:play("move KC pile2")
  assert_eq(g:zone("pile2"), { "KC", "QD" })
  assert_eq(g:view(1).zones.pile1, { count = 1, face_down = 0, cards = { "5S" } })
end)

test("a foundation's top card may come back onto a pile", function()
  local g = new({ "3S", "AC", "2H" })
  assert_eq(g:moves(), { "move AC 2H", "move AC clubs", "move 2H 3S" })
  g:play("move AC clubs")
  -- A card's destinations in the order of the zones: the piles, then the foundations.
  assert_eq(g:moves(), { "move AC 2H", "move 2H 3S" })
  g:play("move AC 2H")
  assert_eq(g:moves(), { "move AC clubs", "move 2H 3S" })
end)

test("drawing turns one card, or three, onto the waste; its top card is in play", function()
  local g = new({ "KS" }, "5D 4C 3H 2S AD")
  g:play("draw")
  assert_eq(g:zone("waste"), { "AD" })
  assert_eq(g:moves(), { "draw", "move AD diamonds" })
  local three = new({ "KS" }, "5D 4C 3H 2S AD", { draw = 3 })
  three:play("draw")
  assert_eq(three:zone("waste"), { "AD", "2S", "3H" })
  assert_eq(three:zone("stock"), { "5D", "4C" })
  three:play("draw")
  assert_eq(three:zone("waste"), { "AD", "2S", "3H", "4C", "5D" })
  assert_eq(three:moves(), { "draw" })
end)

test("the spent stock is the waste turned over; a pass without progress loses the game", function()
  local g = new({ "KS" }, "9D 8C")
  g:play("draw")
  g:play("draw")
  assert_eq(g:moves(), { "draw" })
  -- Nothing came out of the waste and no card went home or was turned up: turning the waste over
  -- would play out the same, and the game is lost.
  g:play("draw")
  assert_eq(g:over(), true)
  assert_eq(g:get("won"), false)
  assert_eq(g:winners(), {})
end)

test("with progress the waste is turned over, in the order it was first turned", function()
  local g = new({ "KS", "QS" }, "9D JD")
  g:play("draw")
  g:play("move JD QS")
  g:play("draw")
  assert_eq(g:moves(), { "draw" })
  g:play("draw")
  assert_eq(g:zone("stock"), { "9D" })
  assert_eq(g:zone("waste"), {})
  assert_eq(g:get("tableau_redeals"), 1)
end)

test("with a limit on passes, the last pass ends with no draw left", function()
  local g = new({ "KS", "QS" }, "9D JD", { passes = 1 })
  g:play("draw")
  g:play("move JD QS")
  g:play("draw")
  -- The stock is spent, no pass is left and no card can move: lost.
  assert_eq(g:over(), true)
end)

test("the last card home wins the game", function()
  local g = new({ "AC", "2C" })
  g:play("move AC clubs")
  assert_eq(g:over(), false)
  g:play("move 2C AC")
  assert_eq(g:over(), true)
  assert_eq(g:get("won"), true)
  assert_eq(g:winners(), { 1 })
end)

test("moves are typed in any case, onto a card or a zone's name", function()
  local g = new({ "KS 7S", "QH 6H", "AC" })
  assert_illegal(g, "move 6H 8S")
  g:play("MOVE ac CLUBS")
  assert_eq(g:zone("clubs"), { "AC" })
end)

test("a position seen before in the game is rated lowest, so the bots do not go back and forth", function()
  local g = new({ "3S", "AC", "2H" })
  g:play("move AC clubs")
  local home = g:evaluate(1)
  g:play("move AC 2H")
  g:play("move AC clubs")
  assert_eq(g:evaluate(1), -1000)
  assert_true(home > -1000)
end)

test("a save keeps which cards lie face down and the positions seen", function()
  local g = cardrt.new("klondike", { seed = 7 })
  for _ = 1, 12 do g:play(g:moves()[#g:moves()]) end
  local again = cardrt.load(g:save())
  assert_eq(again:view(1), g:view(1))
  assert_eq(again:moves(), g:moves())
  assert_eq(again:evaluate(1), g:evaluate(1))
end)
