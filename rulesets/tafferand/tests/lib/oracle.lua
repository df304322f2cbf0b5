-- An independent reading of the Tafferand spec (shared/rules/tafferand.md) used by the
-- whole-match tests: legal lists (§5.1, §7.3), trick winners (§5.2), deal scores (§6, §7.5)
-- and turn order (§7.4). Load with `local o = require("lib.oracle")`.

local h = require("lib.helpers")
local o = {}

local TRICK_CONTRACTS = { king = true, tricks = true, hearts = true, queens = true, general = true }

function o.is_trick_contract(c) return TRICK_CONTRACTS[c] == true end

local function plays(cards)
  local t = {}
  for i, c in ipairs(h.sorted(cards)) do t[i] = "play " .. c end
  return t
end

-- Legal list of a trick contract: hand and trick are card lists (§5.1).
o.trick_moves = h.trick_moves

-- Index (1..4) of the winning card of a complete trick (§5.2).
function o.trick_winner_index(trick)
  local best = 1
  for i = 2, #trick do
    if h.suit(trick[i]) == h.suit(trick[1]) and h.rank(trick[i]) > h.rank(trick[best]) then
      best = i
    end
  end
  return best
end

-- The low and high rank of a row zone's cards (nil when empty), checking that the row is a
-- run of one suit, low end first (§7.1, §14).
function o.row_ends(cards, suit)
  if #cards == 0 then return nil end
  for i, c in ipairs(cards) do
    assert_eq(h.suit(c), suit, "row_" .. suit .. " holds its suit only")
    if i > 1 then assert_eq(h.rank(c), h.rank(cards[i - 1]) + 1, "row_" .. suit .. " is a run") end
  end
  return h.rank(cards[1]), h.rank(cards[#cards])
end

-- Legal Elferraus cards of a hand (§7.3); rows: suit letter -> card list; R: start rank.
function o.elf_legal_cards(hand, rows, R)
  local t = {}
  for _, c in ipairs(hand) do
    local r, s = h.rank(c), h.suit(c)
    local lo, hi = o.row_ends(rows[s], s)
    local ok
    if lo == nil then ok = (r == R) else ok = (r == lo - 1 and r >= 2) or (r == hi + 1 and r <= 14) end
    if ok then t[#t + 1] = c end
  end
  return t
end

function o.elf_moves(hand, rows, R)
  if R == nil then return plays(hand) end          -- the start card: any card (§7.2)
  local legal = o.elf_legal_cards(hand, rows, R)
  if #legal == 0 then return { "pass" } end
  return plays(legal)
end

-- Points of partnership A (seats 1, 3) and B (seats 2, 4) for a trick contract, from the
-- four won piles (§6).
function o.trick_scores(won, contract)
  local T, H, Q, kh = {}, {}, {}, nil
  for s = 1, 4 do
    T[s], H[s], Q[s] = #won[s] // 4, 0, 0
    for _, c in ipairs(won[s]) do
      if h.suit(c) == "H" then H[s] = H[s] + 1 end
      if c:sub(1, 1) == "Q" then Q[s] = Q[s] + 1 end
      if c == "KH" then kh = s end
    end
  end
  local pts = { 0, 0 }                              -- [1] = A, [2] = B
  local function team(s) return (s - 1) % 2 + 1 end
  local function group(count, total, value, bonus)
    for s = 1, 4 do
      if count[s] == total then pts[team(s)] = pts[team(s)] + bonus; return end
    end
    for s = 1, 4 do pts[team(s)] = pts[team(s)] - value * count[s] end
  end
  if (contract == "king" or contract == "general") and kh then
    pts[team(kh)] = pts[team(kh)] - 180
  end
  if contract == "tricks" or contract == "general" then group(T, 13, 10, 130) end
  if contract == "hearts" or contract == "general" then group(H, 13, 10, 130) end
  if contract == "queens" or contract == "general" then group(Q, 4, 30, 120) end
  return { A = pts[1], B = pts[2] }
end

-- Has the outcome of a king/hearts/queens deal become fixed (§5.3 early_end)?
function o.outcome_fixed(won, contract)
  local hearts, queens, kh = 0, 0, false
  for s = 1, 4 do
    for _, c in ipairs(won[s]) do
      if h.suit(c) == "H" then hearts = hearts + 1 end
      if c:sub(1, 1) == "Q" then queens = queens + 1 end
      if c == "KH" then kh = true end
    end
  end
  if contract == "king" then return kh end
  if contract == "hearts" then return hearts == 13 end
  if contract == "queens" then return queens == 4 end
  return false
end

-- Elferraus places (§7.5): seats in the order they went out.
function o.elf_scores(outs)
  local pts = { 0, 0 }
  local function team(s) return (s - 1) % 2 + 1 end
  if outs[1] then pts[team(outs[1])] = pts[team(outs[1])] + 200 end
  if outs[2] then pts[team(outs[2])] = pts[team(outs[2])] + 100 end
  return { A = pts[1], B = pts[2] }
end

return o
