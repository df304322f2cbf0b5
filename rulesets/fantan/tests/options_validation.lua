-- Fan Tan §3 and §9: a runtime must refuse to start a match with an invalid
-- option combination or an option value outside its type.

local function new(players, variant, options)
  return cardrt.new("fantan", { players = players, seed = 1, variant = variant, options = options })
end

local function refuses(players, variant, options)
  assert_error(function() new(players, variant, options) end)
end

local function accepts(players, variant, options, why)
  local ok, err = pcall(new, players, variant, options)
  assert_true(ok, (why or "valid setup") .. " was refused: " .. tostring(err))
end

test("player count without a stock is 3 to 6", function()
  refuses(2, "standard")
  refuses(7, "standard")
  refuses(1, "standard")
  for n = 3, 6 do accepts(n, "standard", nil, n .. " players") end
end)

test("a stock needs exactly 2 players", function()
  accepts(2, nil, { stock = true }, "stock with 2")
  accepts(2, "french-two-player", nil, "french-two-player with 2")
  refuses(3, nil, { stock = true })
  refuses(4, nil, { stock = true })
  refuses(3, "french-two-player")
  refuses(4, "french-two-player")
end)

test("passing=penalized requires chips or settle", function()
  accepts(4, nil, { passing = "penalized", scoring = "chips" }, "penalized chips")
  accepts(4, nil, { passing = "penalized", scoring = "settle" }, "penalized settle")
  refuses(4, nil, { passing = "penalized", scoring = "points" })
  refuses(4, "french-points", { passing = "penalized" })
  refuses(2, "french-two-player", { passing = "penalized" })
end)

test("play_on requires settle", function()
  accepts(4, nil, { play_on = true, scoring = "settle" }, "play_on settle")
  accepts(4, "kartendomino-places", nil, "kartendomino-places")
  refuses(4, nil, { play_on = true })                       -- default scoring is chips
  refuses(4, nil, { play_on = true, scoring = "points" })
  refuses(4, "kartendomino-places", { scoring = "chips" })
  refuses(4, "kartendomino", { play_on = true, scoring = "points", passing = "forced" })
end)

test("diamond_opens is not allowed with a stock", function()
  refuses(2, nil, { stock = true, diamond_opens = true })
  refuses(2, "french-two-player", { diamond_opens = true })
  refuses(2, "parliament", { stock = true })
  accepts(4, "parliament", nil, "parliament with 4")
end)

test("strip: start_rank must not be stripped for the table size", function()
  -- 3 players: A stripped
  refuses(3, nil, { strip = true, start_rank = "A" })
  accepts(3, nil, { strip = true, start_rank = "K" }, "3 players, start K")
  -- 4 players: nothing stripped
  accepts(4, nil, { strip = true, start_rank = "A" }, "4 players, start A")
  accepts(4, nil, { strip = true, start_rank = "K" }, "4 players, start K")
  -- 5 players: A and K
  refuses(5, nil, { strip = true, start_rank = "A" })
  refuses(5, nil, { strip = true, start_rank = "K" })
  accepts(5, nil, { strip = true, start_rank = "2" }, "5 players, start 2")
  -- 6 players: A, 2, Q, K
  for _, r in ipairs({ "A", "2", "Q", "K" }) do
    refuses(6, nil, { strip = true, start_rank = r })
  end
  accepts(6, nil, { strip = true, start_rank = "3" }, "6 players, start 3")
  accepts(6, nil, { strip = true, start_rank = "J" }, "6 players, start J")
  -- 2 players + stock count as H = 3: A stripped
  refuses(2, nil, { stock = true, strip = true, start_rank = "A" })
  refuses(2, "french-two-player", { start_rank = "A" })
  -- without strip any start rank is fine
  accepts(5, nil, { start_rank = "A" }, "5 players, no strip, start A")
  accepts(6, nil, { start_rank = "K" }, "6 players, no strip, start K")
end)

test("strip_suit does not change which ranks are stripped", function()
  refuses(5, "french-chips", { strip_suit = "spades", start_rank = "K" })
  accepts(5, "french-chips", { strip_suit = "spades", start_rank = "7" }, "french-chips spades")
end)

test("every named variant starts with a valid table", function()
  accepts(4, "standard")
  accepts(4, "standard-penalized")
  accepts(4, "kartendomino")
  accepts(4, "kartendomino-places")
  accepts(5, "french-points")
  accepts(6, "french-chips")
  accepts(2, "french-two-player")
  accepts(4, "parliament")
  accepts(3, "sixes")
end)

test("option values outside their type are refused (§9)", function()
  refuses(4, nil, { scoring = "poker" })
  refuses(4, nil, { passing = "sometimes" })
  refuses(4, nil, { first_player = "youngest" })
  refuses(4, nil, { next_dealer = "loser" })
  refuses(4, nil, { strip_suit = "stars" })
  refuses(4, nil, { start_rank = "X" })
  refuses(4, nil, { start_chips = 0 })
  refuses(4, nil, { hands = 0 })
  refuses(4, nil, { target = 0, scoring = "points" })
  refuses(4, nil, { ante = -1 })
  refuses(4, nil, { short_hand_ante = -1 })
  refuses(4, nil, { pass_chip = -1 })
  refuses(4, nil, { pass_penalty = -1, passing = "penalized" })
  refuses(4, nil, { start_penalty = -1, passing = "penalized" })
end)

test("boundary values inside their type are accepted", function()
  accepts(4, nil, { start_chips = 1, hands = 1, ante = 0, short_hand_ante = 0, pass_chip = 0 })
  accepts(4, nil, { scoring = "points", target = 1 })
  accepts(4, nil, { passing = "penalized", pass_penalty = 0, start_penalty = 0 })
end)

test("an unknown variant is refused", function()
  refuses(4, "no-such-variant")
end)
