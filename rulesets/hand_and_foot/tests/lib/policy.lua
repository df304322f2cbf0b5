-- Simple move policies and a guarded loop to play deals out (used by the whole-game tests).

local policy = {}

-- Always the first legal move (byte order: add < ask < discard < draw < meld < no < pickup
-- < yes). Such a player never opens (discard sorts before meld), so hands only grow.
function policy.first(legal) return legal[1] end

local function first_with(legal, prefix)
  for _, m in ipairs(legal) do
    if m:sub(1, #prefix) == prefix then return m end
  end
  return nil
end

-- A player who melds whatever he can: answers yes, asks when he may, picks up when he may,
-- then adds and melds before discarding.
function policy.melder(legal)
  return first_with(legal, "yes") or first_with(legal, "ask") or first_with(legal, "pickup")
      or first_with(legal, "add ") or first_with(legal, "meld ") or first_with(legal, "draw")
      or legal[1]
end

-- A seeded chooser: with probability `greed` (0..1) the melder's move, otherwise a uniform
-- pick. A 64-bit xorshift keeps it reproducible without math.random (not in the sandbox).
function policy.random(seed, greed)
  local state = seed * 2654435761 + 1
  local function next_unit()
    state = state ~ (state << 13)
    state = state ~ (state >> 7)
    state = state ~ (state << 17)
    return ((state >> 11) & 0xFFFFF) / 0x100000
  end
  return function(legal)
    if next_unit() < greed then return policy.melder(legal) end
    return legal[1 + math.floor(next_unit() * #legal)]
  end
end

policy.MAX_MOVES = 20000   -- per game: guard against a runaway loop

-- Plays the deal in progress (dealing the next one first if the last one has ended) to its
-- end. on_move(g) runs after each move. Returns the number of moves played.
function policy.play_deal(g, choose, on_move, budget)
  budget = budget or policy.MAX_MOVES
  local n = 0
  repeat
    local legal = g:moves()
    assert_true(#legal > 0, "a seat to move has a legal move")
    g:play(choose(legal))
    n = n + 1
    assert_true(n < budget, "the deal does not end (move cap " .. budget .. ")")
    if on_move then on_move(g) end
  until g:deal_over()
  return n
end

return policy
