-- Hostile suite helpers: the fixture match under one attack, and the checks every refused attack
-- must pass (exact message, the game as before, the match going on).
local M = {}

-- The mod with `attack` chosen, on a fixed first deal: seat 1 holds AC 2C 3C and moves first.
function M.match(attack)
  return cardrt.new("hostile", {
    variant = "mod", seed = 1, dealer = 2, options = { attack = attack },
    deal = { hand = { "AC 2C 3C", "AD 2D 3D" }, stock = "4C 5C 6C" },
  })
end

-- Paths in messages start where the suite runs from (the source tree, a build folder) and may
-- pass through this folder ("tests/../load"); from the fixture folder on they are the same
-- everywhere.
function M.shown(text)
  return (text:gsub("[%w_]+/%.%./", ""):gsub("[^%s'\"]*hostile/", ""))
end

function M.first_line(msg)
  return M.shown(msg:match("^[^\n]*"))
end

-- Checks a failed call's message: its first line is `want`; with `hook`, its last two lines name
-- the hook it failed in and what the match was doing (`doing`, up to the deal and move numbers).
local function check_message(msg, want, hook, doing)
  assert_eq(M.first_line(msg), want, "first line of the error")
  if not hook then return end
  local hook_line, last = msg:match("([^\n]*)\n([^\n]*)$")
  assert_eq(hook_line, "  (in rules." .. hook .. ")", "the hook line of the error")
  assert_eq(last:match("^(.*) %(deal %d+, move %d+ of the match%)$"), doing, "last line of the error")
end

-- Plays `move`, which must fail with `want` (see check_message) and leave the save and the legal
-- list as they were; then the first legal move is played, so the match goes on. Returns the
-- message.
function M.refused(g, move, want, hook)
  local legal, before, seat = g:moves(), g:save(), g:to_move()
  local ok, msg = pcall(g.play, g, move)
  if ok then error("'" .. move .. "' was played; wanted the error: " .. want, 2) end
  check_message(msg, want, hook, "  while applying '" .. move .. "' by seat " .. seat)
  assert_true(g:save() == before, "the save is as before the refused '" .. move .. "'")
  assert_eq(g:moves(), legal, "legal list after the refused '" .. move .. "'")
  g:play(legal[1])
  assert_true(g:save() ~= before, "the match goes on")
  return msg
end

-- For attacks in moves(): `attack` arms them (and passes the turn), then the legal list must fail
-- with `want`, twice the same (the Lua state recovered), leaving the save as it was. A clone made
-- before, which shares this Lua state, then plays on. Returns the message.
function M.refused_moves(g, want)
  local twin = g:clone()
  g:play("attack")
  local before = g:save()
  local ok, msg = pcall(g.moves, g)
  if ok then error("moves() succeeded; wanted the error: " .. want, 2) end
  check_message(msg, want, "moves", "  while listing the moves of seat " .. g:to_move())
  assert_true(g:save() == before, "the save is as before the failed moves()")
  local again_ok, again = pcall(g.moves, g)
  assert_eq({ again_ok, again }, { false, msg }, "a second moves() fails the same way")
  twin:play("play AC")
  assert_eq(twin:to_move(), 2, "the clone sharing the Lua state plays on")
  return msg
end

-- The budget's error at line `line` of the mod's attacks.
function M.budget(line)
  return "variants/attacks.lua:" .. line ..
    ": instruction budget exceeded (20000000 instructions in one call; an endless loop?)"
end

-- The message of cardrt.new(game) failing.
function M.load_error_of(game)
  local ok, msg = pcall(cardrt.new, game)
  if ok then error(game .. " loaded; wanted an error", 2) end
  return msg
end

return M
