-- Options the layout refuses by type and range, combinations the rules refuse (rules.validate),
-- and the named variants.

local function new(opts)
  return function() return cardrt.new("crazy_eights", opts) end
end

test("hand_size too large for the table is refused with the most it may be", function()
  assert_error(new({ players = 5, options = { hand_size = 10 } }),
    "invalid options for crazy_eights: hand_size 10 is too large for 5 players: at most 9 cards each "
      .. "leave a stock with a starter that is not an eight")
  assert_error(new({ players = 2, options = { hand_size = 24 } }), "at most 23 cards each")
  assert_error(new({ players = 4, options = { hand_size = 12 } }), "hand_size 12 is too large for 4 players")
end)

test("with six or seven players the limit counts two packs", function()
  -- 95 cards of 104 may be dealt: all but the eight eights and one card to turn as the starter
  -- (one pack would allow only 7 cards each at six players and 6 at seven).
  assert_error(new({ players = 6, options = { hand_size = 16 } }),
    "invalid options for crazy_eights: hand_size 16 is too large for 6 players: at most 15 cards each "
      .. "leave a stock with a starter that is not an eight")
  assert_error(new({ players = 7, options = { hand_size = 14 } }),
    "invalid options for crazy_eights: hand_size 14 is too large for 7 players: at most 13 cards each "
      .. "leave a stock with a starter that is not an eight")
  local g = cardrt.new("crazy_eights", { players = 6, seed = 2, options = { hand_size = 15 } })
  assert_eq(#g:zone("stock"), 104 - 90 - 1)
  assert_true(cards.rank(cards.parse(g:zone("discard")[1])) ~= 8)
  g = cardrt.new("crazy_eights", { players = 7, seed = 2, options = { hand_size = 13 } })
  assert_eq(#g:zone("stock"), 104 - 91 - 1)
  assert_true(cards.rank(cards.parse(g:zone("discard")[1])) ~= 8)
end)

test("the largest allowed hand_size deals and leaves a starter", function()
  local g = cardrt.new("crazy_eights", { players = 5, seed = 2, options = { hand_size = 9 } })
  assert_eq(#g:zone("stock"), 52 - 45 - 1)
  assert_true(cards.rank(cards.parse(g:zone("discard")[1])) ~= 8)
  g = cardrt.new("crazy_eights", { players = 2, seed = 2, options = { hand_size = 23 } })
  assert_eq(#g:zone("stock"), 52 - 46 - 1)
end)

test("option types and ranges are checked", function()
  assert_error(new({ options = { hand_size = 0 } }), "option 'hand_size' must be >= 1, got 0")
  assert_error(new({ options = { draw_limit = -1 } }), "option 'draw_limit' must be >= 0, got %-1")
  assert_error(new({ options = { reshuffles = -1 } }), "option 'reshuffles' must be >= 0, got %-1")
  assert_error(new({ options = { reshuffle = false } }), "unknown option 'reshuffle' for crazy_eights")
  assert_error(new({ options = { target = 0 } }), "option 'target' must be >= 1, got 0")
  assert_error(new({ options = { draw_twos = "double" } }),
    "option 'draw_twos' must be one of off, draw, stack, got \"double\"")
  assert_error(new({ options = { jokers = true } }), "unknown option 'jokers' for crazy_eights")
end)

test("two to seven players", function()
  assert_error(new({ players = 1 }), "crazy_eights is for 2 to 7 players, not 1")
  assert_error(new({ players = 8 }), "crazy_eights is for 2 to 7 players, not 8")
  for n = 2, 7 do assert_eq(cardrt.new("crazy_eights", { players = n, dealer = 1 }):to_move(), 2) end
end)

test("the named variants set their options", function()
  local g = cardrt.new("crazy_eights", { variant = "uno-style", players = 3,
    deal = { hand = { "KD", "QC 5S", "4C" }, discard = "7C", stock = "3S" }, dealer = 1 })
  g:play("play QC")                             -- skip_queens: seat 3 is skipped
  assert_eq(g:to_move(), 1)
  assert_error(new({ variant = "nope" }),
    "unknown variant 'nope' of crazy_eights %(variants: draw%-three, standard, uno%-style%)")
end)
