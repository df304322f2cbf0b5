-- Engine-test fixture: the rules of the meld table (see game.yaml). Each faulty mode changes one
-- call to the mechanic; "@mode" marks what it does.
local M = mechanics.melds
local mode = options.mode

local TARGET_BIT = {}
for i, t in ipairs({ "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "wild" }) do TARGET_BIT[t] = 1 << (i - 1) end

function rules.deal(g) end

function rules.start_deal(g)
  g:set_to_move(1)
end

local function hold()
  if options.on_foot then return { keep = 2 } end
  return nil
end

-- Notes that show what value, incomplete and valid return, as listed moves.
local function probe_notes(g, out, seat)
  out:add("note", "value " .. M:value(g, "hand", seat) .. " " .. M:value(g, "discard"))
  out:add("note", "incomplete " .. table.concat(M:incomplete(g, seat), ","))
  local target = options.probe_target
  local kind, why = M:valid(target, cards.names(g:cards("probe")))
  out:add("note", "valid " .. target .. " " .. tostring(kind) .. " " .. tostring(why))
  local kind2 = M:valid(target, g:cards("probe"))        -- a list of ids gives the same
  if kind2 ~= kind then error("valid differs for a list of ids", 0) end
  out:sort()
end

function rules.moves(g, out, seat)
  if mode == "probe" then return probe_notes(g, out, seat) end
  local opened = options.opened or g:get("opened", seat)
  local top = g:top("discard")
  if top then
    M:pickups(g, out, seat, { top = top, opened = opened, minimum = options.minimum,
                              match_wild = options.match_wild, take = options.take, hold = hold() })
  end
  local a = { opened = opened, minimum = options.minimum, hold = hold() }
  if mode == "bad_add_target" then a.add_targets = { "3" } end   -- @bad_add_target
  M:moves(g, out, seat, a)
  out:add("pass")
  out:sort()
end

function rules.canonical(g, verb, text, seat)
  return M:canonical(g, seat, verb, text, { top = g:top("discard") })
end

function rules.play(g, verb, arg, seat)
  if verb ~= "pass" then
    -- as_pickup plays every move as a pickup of the same text                 -- @as_pickup
    local result = M:play(g, seat, mode == "as_pickup" and "pickup" or verb, arg, { pile = "discard" })
    g:set("opened", true, seat)
    g:set("last_value", result.value)
    g:set("last_placed", #result.placed)
    local flags = 0
    for _, t in ipairs(result.started) do flags = flags | TARGET_BIT[t] end
    g:set("started", flags)
  end
  g:set_to_move(seat)
end
