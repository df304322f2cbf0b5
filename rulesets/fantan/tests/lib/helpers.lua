-- Helpers and fixed deals shared by the Fan Tan rule tests (../*.lua).
-- Load with `local h = require("lib.helpers")`. The test runner only runs the
-- files directly in tests/, so this module is never run as a test itself.

local h = {}

-- A sorted copy of a list; the list itself is left as it is.
function h.sorted(t)
  local c = {}
  for i, v in ipairs(t) do c[i] = v end
  table.sort(c)
  return c
end

-- "AC 6C 7C" -> { "AC", "6C", "7C" }
function h.cards(s)
  local t = {}
  for w in s:gmatch("%S+") do t[#t + 1] = w end
  return t
end

-- Does any string anywhere in a view (keys or values) contain `needle`?
function h.mentions(v, needle, seen)
  seen = seen or {}
  if type(v) == "string" then return v:find(needle, 1, true) ~= nil end
  if type(v) ~= "table" or seen[v] then return false end
  seen[v] = true
  for k, x in pairs(v) do
    if h.mentions(k, needle, seen) or h.mentions(x, needle, seen) then return true end
  end
  return false
end

function h.contains(list, card)
  for _, c in ipairs(list) do if c == card then return true end end
  return false
end

function h.sum(t)
  local n = 0
  for _, v in ipairs(t) do n = n + v end
  return n
end

-- Chips of seats 1..n.
function h.balances(g, n)
  local t = {}
  for s = 1, n do t[s] = g:counter("chips", s) end
  return t
end

-- Hand sizes of seats 1..n.
function h.sizes(g, n)
  local t = {}
  for s = 1, n do t[s] = #g:zone("hand", s) end
  return t
end

-- Every card in the hands of seats 1..n, as a new list.
function h.all_hands(g, n)
  local t = {}
  for s = 1, n do
    for _, c in ipairs(g:zone("hand", s)) do t[#t + 1] = c end
  end
  return t
end

-- E2 (spec §12), building: layout C 5-9, H 7-7; seat 2 holds E2's hand (or
-- `seat2_hand`, e.g. the same cards in another order) and seats 3, 4, 1 one
-- diamond each. A new table on every call.
function h.e2_deal(seat2_hand)
  return {
    hand = { "AD", seat2_hand or "3C 4C TC 8D 6H 8H 7S JS", "QD", "KD" },
    row_C = "5C 6C 7C 8C 9C",
    row_H = "7H",
  }
end

-- E5 (spec §12), also used for E6: E4 case (a)'s position. Layout C 5-9, seat 2
-- to act (dealer 1) holding E4's hand, seat 4 holding 6H and 8H.
h.E5_DEAL = {
  hand = { "9S TS QS 9H", "4C 2D 9D 7H QH JS KS", "TC JC QC", "7S 8S 6H 8H" },
  row_C = "5C 6C 7C 8C 9C",
}

return h
