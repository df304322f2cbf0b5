-- Engine-test fixture: the sandbox rules. Each misbehaviour is marked "@name" on its line so
-- the tests can find the line number an error must name.
local mode = options.mode
-- How often rules.play began (mode long_play): kept outside the game, so a repeated call shows.
local plays_begun = 0

local function spin()
  local n = 0
  while true do n = n + 1 end -- @helper_loop
end

function rules.deal(g)
  g:fill("deck")
  g:deal_out("deck", { { "hand", 1 }, { "hand", 2 } }, 3)
end

function rules.start_deal(g)
  g:set_to_move(1)
end

function rules.moves(g, out)
  if mode == "loop" then
    while true do end -- @loop
  elseif mode == "helper_loop" then
    spin()
  elseif mode == "coroutine_loop" then
    local co = coroutine.wrap(function() while true do end end) -- @coroutine_loop
    co()
  elseif mode == "pcall_loop" then
    -- each budget error is caught, and the loop goes on
    while true do pcall(function() while true do end end) end
  elseif mode == "os_exit" then
    os.exit(1) -- @os_exit
  elseif mode == "globals" then
    error(string.format("os=%s io=%s debug=%s dofile=%s loadfile=%s collectgarbage=%s dump=%s",
      type(os), type(io), type(debug), type(dofile), type(loadfile), type(collectgarbage),
      type(string.dump)), 0)
  elseif mode == "binary_load" then
    local chunk, err = load("\27Lua\84\0\25\147\13\10\26\10")
    error("load gave " .. type(chunk) .. ": " .. tostring(err), 0)
  elseif mode == "require_up" then
    require("../x") -- @require_up
  elseif mode == "require_os" then
    require("os") -- @require_os
  elseif mode == "require_inside" then
    error("helper.answer=" .. require("helper").answer, 0)
  elseif mode == "memory" then
    local t = {}
    for i = 1, 1e9 do t[i] = { i } end -- @memory
  end
  out:add_cards("play", g:mask("hand", g:to_move()))
  out:add("pass")
end

function rules.play(g, verb, card)
  local seat = g:to_move()
  if verb == "play" then
    g:move(card, "hand", seat, "pile", nil)
    g:add("played", 1)
  end
  if mode == "long_play" then
    plays_begun = plays_begun + 1
    g:set("plays_begun", plays_begun)
    for _ = 1, 19000000 do end -- long on any machine, yet within the budget
  end
  if mode == "next_deal_fails" then
    return g:end_deal()   -- every card ends a deal; dealing the next one fails in next_dealer
  end
  if mode == "fail_after_change" then
    g:set_to_move(2)
    error("refused after changing the state") -- @fail_after_change
  end
  if g:count("hand", 1) + g:count("hand", 2) == 0 then
    g:end_match()
  else
    g:set_to_move(3 - seat)
  end
end

function rules.next_dealer(g)
  if mode == "next_deal_fails" then
    g:set_dealer(g:seat(g:dealer() + 1))   -- changes made before the failure must not stay
    g:clear("pile")
    error("no next dealer") -- @next_deal_fails
  end
  g:set_dealer(g:seat(g:dealer() + 1))
end
