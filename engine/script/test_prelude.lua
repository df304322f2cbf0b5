-- The Lua side of the rule-test API: test(), the assertions, and cardrt.new/load argument
-- handling. Native calls take and give JSON text so no C++ object meets a Lua error.
local native = cardrt._native
cardrt._native = nil  -- only this file reaches the natives: results are counted natively
-- Everything the assertions use is held here, so a test file that replaces a global or a
-- library function cannot make a failing assertion pass.
local type, tostring, error, pcall, xpcall, pairs, ipairs, getmetatable =
  type, tostring, error, pcall, xpcall, pairs, ipairs, getmetatable
local mtype, huge = math.type, math.huge
local format, find, gsub, byte = string.format, string.find, string.gsub, string.byte
local concat, sort = table.concat, table.sort

local function encode(v, path)
  local t = type(v)
  if t == "nil" then return "null"
  elseif t == "boolean" then return tostring(v)
  elseif t == "number" then
    if mtype(v) == "integer" then return tostring(v) end
    if v ~= v or v == huge or v == -huge then error(path .. ": not a finite number", 0) end
    return format("%.17g", v)
  elseif t == "string" then
    return '"' .. gsub(v, '[%c"\\]', function(c)
      return format("\\u%04x", byte(c))
    end) .. '"'
  elseif t == "table" then
    local n = #v
    local count = 0
    for _ in pairs(v) do count = count + 1 end
    if n > 0 and count == n then
      local out = {}
      for i = 1, n do out[i] = encode(v[i], path .. "[" .. i .. "]") end
      return "[" .. concat(out, ",") .. "]"
    end
    local keys = {}
    for k in pairs(v) do
      if type(k) ~= "string" then error(path .. ": table keys must be names", 0) end
      keys[#keys + 1] = k
    end
    sort(keys)
    local out = {}
    for _, k in ipairs(keys) do out[#out + 1] = encode(k, path) .. ":" .. encode(v[k], path .. "." .. k) end
    return "{" .. concat(out, ",") .. "}"
  end
  error(path .. ": cannot pass a " .. t, 0)
end

function cardrt.new(game, opts)
  if type(game) ~= "string" then error("cardrt.new: give the game as a name or path", 2) end
  if opts ~= nil and type(opts) ~= "table" then error("cardrt.new: options must be a table", 2) end
  local ok, text = pcall(encode, opts or {}, "opts")
  if not ok then error("cardrt.new: " .. text, 2) end
  local g, err = native.new(game, text)
  if not g then error(err, 2) end
  return g
end

function cardrt.load(saved)
  if type(saved) ~= "string" then error("cardrt.load: give the string g:save() returned", 2) end
  local g, err = native.load(saved)
  if not g then error(err, 2) end
  return g
end

-- Readable rendering for assertion messages: arrays of strings look like { "7H", "8H" }.
local function show(v, depth)
  depth = depth or 0
  if type(v) == "string" then return format("%q", v) end
  if type(v) ~= "table" then return tostring(v) end
  if depth > 4 then return "{...}" end
  local parts, n = {}, #v
  for i = 1, n do parts[#parts + 1] = show(v[i], depth + 1) end
  local keys = {}
  for k in pairs(v) do
    if not (mtype(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(keys) do parts[#parts + 1] = tostring(k) .. " = " .. show(v[k], depth + 1) end
  return "{ " .. concat(parts, ", ") .. " }"
end

-- First difference between a and b as a path, or nil when they are equal.
local function diff(a, b, path)
  if type(a) ~= type(b) then return path end
  if type(a) ~= "table" then
    if a == b then return nil end
    return path
  end
  for k, v in pairs(a) do
    local d = diff(v, b[k], path .. "[" .. show(k) .. "]")
    if d then return d end
  end
  for k in pairs(b) do
    if a[k] == nil then return path .. "[" .. show(k) .. "]" end
  end
  return nil
end

function assert_eq(actual, expected, msg)
  local where = diff(actual, expected, "")
  if where then
    local text = (msg and msg .. ": " or "") .. "expected " .. show(expected) .. ", got " .. show(actual)
    if where ~= "" then text = text .. " (first difference at " .. where .. ")" end
    error(text, 2)
  end
end

function assert_true(v, msg)
  if not v then error((msg or "assertion failed") .. " (got " .. show(v) .. ")", 2) end
end

function assert_error(fn, pattern)
  local ok, err = pcall(fn)
  if ok then error("expected an error" .. (pattern and (" matching '" .. pattern .. "'") or "") .. ", got none", 2) end
  err = tostring(err)
  if pattern and not find(err, pattern) then
    error("expected an error matching '" .. pattern .. "', got: " .. err, 2)
  end
  return err
end

-- The test API's promise for a refused move: an error naming the legal moves (all of them when
-- they fit a line, else the first ones and how many more), and the game exactly as before (its
-- save, its legal list). Returns the message.
function assert_illegal(g, move)
  local legal = g:moves()
  local before = g:save()
  local ok, msg = pcall(g.play, g, move)
  if ok then error("expected '" .. move .. "' to be refused, it was played", 2) end
  msg = tostring(msg)
  local all = "legal moves: " .. concat(legal, ", ")
  if not find(msg, all, 1, true) then
    local shown = 0
    for i = #legal - 1, 1, -1 do
      local first = {}
      for k = 1, i do first[k] = legal[k] end
      local summary = "legal moves: " .. concat(first, ", ") .. " and " .. (#legal - i) .. " more"
      if find(msg, summary, 1, true) and #summary <= 160 then shown = i break end
    end
    if shown == 0 then
      error("error for '" .. move .. "' should list '" .. all .. "' or its first moves and how many more, got: " .. msg, 2)
    end
  end
  if g:save() ~= before then error("the game changed after the refused '" .. move .. "'", 2) end
  assert_eq(g:moves(), legal, "legal list unchanged after '" .. move .. "'")
  return msg
end

function test(name, fn)
  if type(name) ~= "string" or type(fn) ~= "function" then error("test(name, function)", 2) end
  local ok, err = xpcall(fn, function(e)
    if type(e) == "string" or type(e) == "number" then return tostring(e) end
    if e == nil then return "error raised without a message (error(nil))" end
    local mt = getmetatable(e)
    if type(mt) == "table" and mt.__tostring ~= nil then
      local shown, text = pcall(tostring, e)
      if shown then return text end
    end
    return "error raised with a " .. type(e) .. " value instead of a message"
  end)
  native.report(ok, name, ok and "" or err)
end
