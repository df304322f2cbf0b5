-- Counts the matches its Lua state has played in a file-level table, an upvalue of the hooks
-- that sealed globals do not stop. One thread plays every match on one state; with two threads
-- the second worker's first match is match 2, which one thread plays as its state's second.
-- vary=moves: knock in a state's odd matches, pass in its even ones. vary=score: always knock,
-- and seat 1 scores the count.
local played = { matches = 0 }
local vary_moves = options.vary == "moves"

-- A state's first match keeps its thread busy for a while, so that the second worker has started
-- and taken match 2 before the first worker's first match ends, however loaded the machine. The
-- work is spread over the hook calls, each far below the sandbox's limits per call; not in the
-- hooks that start a match, since a long call is repeated (under an exact budget) and starting
-- again would count the match twice.
local function first_match_busy()
  if played.matches > 1 then return end
  local n = 0
  for i = 1, 4000000 do n = n + i end
end

function rules.start_match(g)
  played.matches = played.matches + 1
end
function rules.deal(g)
end
function rules.start_deal(g)
  g:set_to_move(1)
end
function rules.moves(g, out)
  first_match_busy()
  out:add((not vary_moves or played.matches % 2 == 1) and "knock" or "pass")
end
function rules.play(g, verb)
  first_match_busy()
  if not vary_moves then g:set("points", played.matches, 1) end
  g:end_match()
end
