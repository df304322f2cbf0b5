-- Hostile mod: the hooks of variants/mod.yaml. Each attack is one function trying one way out of
-- the sandbox; the `attack` option names the one that runs. tests/hostile/tests plays each and
-- checks that the process survives, the error is clear and the game is as before.

local base = base
local chosen = options.attack

-- The move list and game handle of earlier hook calls, for the attacks that use them later.
local kept_out, kept_g

-- Attacks run by rules.play when `attack` is played. By then the move has laid a card, scored a
-- point and passed the turn, so the failing attack must undo those changes too.
local in_play = {}

-- zones: pour a full deck onto the pile over and over, past the pile's capacity
function in_play.pour_decks(g)
  for _ = 1, 40 do
    g:fill("spare")
    g:move_top("spare", nil, "pile", nil, 52)
  end
end

-- zones: move a card of the hand onto a zone that already holds the whole deck
function in_play.move_onto_full(g, seat)
  g:fill("spare")
  g:move(g:bottom("hand", seat), "hand", seat, "spare", nil, "bottom")
end

-- counters: add math.maxinteger until the counter overflows
function in_play.add_overflow(g, seat)
  g:add("points", math.maxinteger, seat)
end

-- seats: wrap the extreme integers into seats, then set one as the player to move
function in_play.seat_extremes(g)
  local low, high = g:seat(math.mininteger), g:seat(math.maxinteger)
  g:set_to_move(math.mininteger)
  error(("set_to_move took math.mininteger (seats %d, %d)"):format(low, high), 0)
end

-- errors: raise a table
function in_play.error_table()
  error({ code = 1 })
end

-- errors: raise nil
function in_play.error_nil()
  error(nil)
end

-- errors: raise a table whose __tostring raises in turn
function in_play.error_tostring_raises()
  error(setmetatable({}, { __tostring = function() error("tostring refused") end }))
end

-- errors: raise a table whose __tostring never returns
function in_play.error_tostring_loops()
  error(setmetatable({}, { __tostring = function() while true do end end }))
end

-- errors: raise a message so long that the traceback added to it passes the string cap
function in_play.error_huge_message()
  error(("x"):rep((4 << 20) - 16))
end

-- globals: leave a value behind for the next match of this Lua state
function in_play.set_global()
  leaked = true
end

-- globals: the same, past __newindex
function in_play.rawset_global()
  rawset(_G, "leaked", true)
end

-- globals: change the options table every match of this state reads
function in_play.options_write()
  options.attack = "none"
end

-- libraries: replace a function of a shared library table
function in_play.library_write()
  string.upper = string.lower
end

-- libraries: the same, past __newindex
function in_play.library_rawset()
  rawset(string, "upper", string.lower)
end

-- libraries: change a constant of the cards library
function in_play.cards_write()
  cards.JOKER = 0
end

-- libraries: replace a method of the game handle every hook of this state receives
function in_play.g_method_write(g)
  g.count = function() return 0 end
end

-- string metatable: give every string a new __index
function in_play.string_metatable()
  getmetatable("").__index = {}
end

-- metatables: a finalizer, which would run whenever memory happens to be collected
function in_play.gc_metamethod()
  setmetatable({}, { __gc = function() end })
end

-- metatables: a weak table, whose contents depend on when memory is collected
function in_play.weak_table()
  setmetatable({}, { __mode = "k" })
end

-- removed: collectgarbage
function in_play.collectgarbage()
  collectgarbage("collect")
end

-- removed: os
function in_play.os_exit()
  os.exit(3)
end

-- removed: io
function in_play.io_open()
  io.open("/etc/passwd")
end

-- removed: debug
function in_play.debug_sethook()
  debug.sethook()
end

-- removed: package
function in_play.package_loadlib()
  package.loadlib("libc.so.6", "system")
end

-- removed: dofile
function in_play.dofile()
  dofile("/etc/passwd")
end

-- bytecode: string.dump of a function
function in_play.string_dump()
  string.dump(function() end)
end

-- bytecode: load a binary chunk
function in_play.load_bytecode()
  assert(load("\27LuaT\0\25\147\13\10\26\10\4\8\8"))
end

-- require: a path out of the ruleset folder spelled with dots
function in_play.require_passwd()
  require ".etc.passwd"
end

-- budget: an endless loop
function in_play.loop()
  while true do end
end

-- budget: catch the budget error with pcall and loop on
function in_play.pcall_loop()
  while true do pcall(function() while true do end end) end
end

-- budget: an xpcall whose message handler loops
function in_play.xpcall_handler_loops()
  xpcall(error, function() while true do end end)
end

-- budget: loop inside a coroutine, then carry on with pcall in the main thread
function in_play.coroutine_loop_then_pcall()
  coroutine.resume(coroutine.create(function() while true do end end))
  pcall(function() while true do end end)
end

-- budget: a backtracking pattern, all of whose work is inside one string.find call
function in_play.backtracking_find()
  string.find(("a"):rep(40), ("a*"):rep(20) .. "b")
end

-- budget: a gsub callback that loops
function in_play.gsub_callback_loops()
  ("abc"):gsub(".", function() while true do end end)
end

-- budget: a table.sort comparator that loops
function in_play.sort_comparator_loops()
  table.sort({ 3, 1, 2 }, function() while true do end end)
end

-- budget: table.move over 2^63 indices, one C call
function in_play.table_move_huge()
  table.move({}, 1, math.maxinteger - 1, 1, {})
end

-- budget: concatenate a large table again and again, a few instructions per megabyte
function in_play.concat_loop()
  local t = {}
  for i = 1, 1 << 20 do t[i] = "x" end
  while true do table.concat(t) end
end

-- budget: walk 200,000 string keys with pairs again and again, each walk sorting them first
function in_play.pairs_loop()
  local t = {}
  for i = 1, 200000 do t["k" .. i] = i end
  while true do
    for _ in pairs(t) do end
  end
end

-- budget: shift a large table with table.insert/table.remove, a megabyte moved per call
function in_play.insert_shift()
  local t = {}
  for i = 1, 1 << 20 do t[i] = i end
  while true do
    table.insert(t, 1, 0)
    table.remove(t, 1)
  end
end

-- memory: a table that grows without end
function in_play.memory()
  local t = {}
  for i = 1, math.maxinteger do t[i] = { i } end
end

-- memory: string.rep asked for a terabyte
function in_play.rep_huge()
  string.rep("x", 1 << 40)
end

-- memory: a string longer than the string cap, built by concatenation
function in_play.string_too_long()
  local s = ("x"):rep(3 << 20)
  return s .. s
end

-- recursion: an __index that indexes itself
function in_play.index_recursion()
  local t = setmetatable({}, {})
  getmetatable(t).__index = function(self, k) return self[k] end
  return t.x
end

-- recursion: an __lt that compares with itself
function in_play.lt_recursion()
  local mt = {}
  mt.__lt = function(a, b) return a < b end
  return setmetatable({}, mt) < setmetatable({}, mt)
end

-- recursion: a __tostring that calls tostring on itself
function in_play.tostring_recursion()
  local t = setmetatable({}, {})
  getmetatable(t).__tostring = function(self) return tostring(self) end
  return tostring(t)
end

-- recursion: a sort comparator that sorts again
function in_play.sort_recursion()
  local t = { 3, 1, 2 }
  local function less(a, b)
    table.sort(t, less)
    return a < b
  end
  table.sort(t, less)
end

-- recursion: a gsub callback that calls gsub again
function in_play.gsub_recursion()
  local function again(c) return (c:gsub(".", again)) end
  again("x")
end

-- recursion: plain Lua recursion without a tail call
function in_play.deep_recursion()
  local function down(n) return 1 + down(n + 1) end
  return down(1)
end

-- coroutines: yield out of the hook itself
function in_play.yield_out()
  coroutine.yield("out")
end

-- coroutines: yield from a sort comparator, across the C call
function in_play.yield_across_sort()
  coroutine.wrap(function()
    table.sort({ 3, 1, 2 }, function(a, b)
      coroutine.yield()
      return a < b
    end)
  end)()
end

-- handles: use the move list of an earlier moves() call
function in_play.out_kept()
  kept_out:add("pass")
end

-- determinism: report the order pairs walks a table with mixed keys
function in_play.pairs_order()
  local keys = {}
  local mixed = { zeta = 1, alpha = 1, [3] = 1, [1] = 1, [2.5] = 1, [true] = 1, [false] = 1, mid = 1 }
  for k in pairs(mixed) do
    keys[#keys + 1] = tostring(k)
  end
  error("pairs: " .. table.concat(keys, " "), 0)
end

-- determinism: report what tostring shows for values Lua would show with an address
function in_play.tostring_values()
  error(("tostring: %s %s %s %s"):format(tostring({}), tostring(function() end), tostring(pairs),
    tostring(coroutine.create(function() end))), 0)
end

-- determinism: format an address with %p
function in_play.format_address()
  error(("%p"):format({}), 0)
end

-- determinism: score by the order pairs walks string keys, which Lua's hash seed decides
function in_play.pairs_choice(g, seat)
  local score, place = 0, 0
  local keys = { a = 1, bb = 1, ccc = 1, dddd = 1, eeeee = 1, ffffff = 1, ggggggg = 1, hhhhhhhh = 1 }
  for key in pairs(keys) do
    place = place + 1
    score = score + place * #key
  end
  g:add("points", score, seat)
end

-- determinism: score by the address Lua's tostring shows for a new table
function in_play.address_choice(g, seat)
  g:add("points", (tonumber(tostring({}):match("%x*$"), 16) or 0) % 7, seat)
end

-- Attacks run by rules.moves once `attack` armed them: moves may not change the game.
local in_moves = {}

-- list memory: one moves() call adding a whole deck of moves again and again
function in_moves.add_cards_loop(g, out)
  while true do out:add_cards("play", (1 << 52) - 1) end
end

-- list memory: one moves() call adding megabyte group texts again and again
function in_moves.add_text_loop(g, out)
  while true do out:add("meld", ("7C "):rep(1 << 20)) end
end

-- read-only: change the game from moves()
function in_moves.moves_write(g)
  g:set("armed", false)
end

-- handles: change the game through the handle an earlier play() received
function in_moves.g_kept()
  kept_g:set("armed", false)
end

-- handles: change the method table every move list of this state shares
function in_moves.moves_metatable(g, out)
  getmetatable(out).__index.add = function() end
end

-- Attacks run by rules.canonical when a `meld ...` move is typed: what the hook returns.
local in_canonical = {}

-- wrong type: a table instead of the text
function in_canonical.canonical_table()
  return {}
end

-- wrong type: a number instead of the text
function in_canonical.canonical_number()
  return 42
end

-- size: a text of three megabytes
function in_canonical.canonical_huge()
  return ("7C "):rep(1 << 20)
end

-- Attacks on what cardrt play and check read back: rules.display and rules.score_terms.
local in_display, in_score_terms = {}, {}

-- wrong type: display returns a string
function in_display.display_string()
  return "one line"
end

-- wrong type: score_terms returns a string
function in_score_terms.score_terms_string()
  return "points"
end

-- wrong type: score_terms returns a fraction as a term
function in_score_terms.score_terms_fraction()
  return { points = 0.5 }
end

-- What an attack that got through would have left in this Lua state for its later calls and
-- matches (the clones of a test, the matches of a simulation thread).
local upper, joker, count, add = string.upper, cards.JOKER, nil, nil
local function leftover(g, out)
  count, add = count or g.count, add or out.add
  if rawget(_G, "leaked") ~= nil then return "the global 'leaked'" end
  if options.attack ~= chosen then return "options.attack = " .. tostring(options.attack) end
  if string.upper ~= upper then return "a new string.upper" end
  if cards.JOKER ~= joker then return "cards.JOKER = " .. tostring(cards.JOKER) end
  if g.count ~= count then return "a new g.count" end
  if out.add ~= add then return "a new out:add" end
end

function rules.moves(g, out, seat)
  local left = leftover(g, out)
  if left then error("an earlier call left " .. left .. " behind", 0) end
  kept_out = out
  base.moves(g, out, seat)
  if g:get("armed") and in_moves[chosen] then in_moves[chosen](g, out, seat) end
  out:add("attack")
end

function rules.play(g, verb, arg, seat)
  if verb ~= "attack" then return base.play(g, verb, arg, seat) end
  kept_g = g
  -- First the move changes the game as a normal one would: it lays the top card (never the last,
  -- so the attack runs while the deal goes on), or passes.
  local card = g:count("hand", seat) > 1 and g:top("hand", seat) or nil
  base.play(g, card and "play" or "pass", card, seat)
  if in_play[chosen] then return in_play[chosen](g, seat) end
  -- The other attacks live in read-only hooks: arm them for the next call.
  g:set("armed", true)
end

function rules.canonical(g, verb, text, seat)
  if in_canonical[chosen] then return in_canonical[chosen](g, text, seat) end
  return nil, "the hostile game has no melds"
end

function rules.display(g, seat)
  if in_display[chosen] then return in_display[chosen](g, seat) end
  return { "attack: " .. chosen }
end

function rules.score_terms(g, seat)
  if in_score_terms[chosen] then return in_score_terms[chosen](g, seat) end
  -- One deal per match, so the deal score is the points counter.
  return { points = g:get("points", seat) }
end

-- engine tables: replace a mechanic the layout declares (appended here, so the lines above keep
-- the numbers the tests quote)
function in_play.mechanics_write()
  mechanics.tricks = nil
end

-- engine tables: change a list inside the options, or the sides, that every match reads; # still
-- sees the list through the seal
function in_play.option_list_write()
  assert(#options.sizes == 3 and #teams == 2 and #teams[1] == 1)
  options.sizes[1] = 9
end

function in_play.teams_write()
  teams[1][1] = 2
end

-- library functions driven by a proxy's metamethods (appended): each C loop is charged or
-- refused by its size, and each metamethod it calls is Lua code the budget counts
local function proxy(length, index)
  return setmetatable({}, { __len = function() return length end, __index = index or function() return 1 end,
    __newindex = function() end })
end

function in_play.insert_len_huge()
  table.insert(proxy(math.maxinteger // 2), 1, 0)
end

function in_play.remove_len_huge()
  table.remove(proxy(math.maxinteger // 2), 1)
end

function in_play.sort_len_large()
  table.sort(proxy(4000000, function(_, k) return -k end))
end

function in_play.sort_index_slow()
  table.sort(proxy(2000000, function(_, k) for _ = 1, 100 do end return k % 7 end))
end

function in_play.concat_len_huge()
  return table.concat(proxy(math.maxinteger // 2, function() return "x" end))
end

function in_play.unpack_len_huge()
  return table.unpack(proxy(math.maxinteger // 2))
end

function in_play.ipairs_index_endless()
  for _ in ipairs(proxy(0)) do end
end

function in_play.format_tostring_loops()
  return string.format("%s", setmetatable({}, { __tostring = function() while true do end end }))
end

function in_play.concat_index_slow()
  return table.concat(proxy(3000000, function() for _ = 1, 100 do end return "" end))
end
