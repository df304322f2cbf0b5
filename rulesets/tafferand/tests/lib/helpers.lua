-- Helpers shared by the Tafferand rule tests (../*.lua). Load with
-- `local h = require("lib.helpers")`. The test runner runs only the files directly in
-- tests/, so this module is never run as a test itself. Spec: shared/rules/tafferand.md.

local h = {}

h.CONTRACTS = { "king", "tricks", "hearts", "queens", "general", "elferraus" }

local RANKS = "23456789TJQKA"
local SUITS = "CDHS"

-- Rank value of a card name: 2..10, J 11, Q 12, K 13, A 14 (§2, §7.1).
function h.rank(card) return RANKS:find(card:sub(1, 1), 1, true) + 1 end
function h.suit(card) return card:sub(2, 2) end

-- Documented order of `play` moves (§5.1, §7.3): suit C D H S, then rank 2..A.
function h.card_less(a, b)
  local sa, sb = SUITS:find(h.suit(a), 1, true), SUITS:find(h.suit(b), 1, true)
  if sa ~= sb then return sa < sb end
  return h.rank(a) < h.rank(b)
end

-- "AC 6C 7C" -> { "AC", "6C", "7C" }
function h.cards(s)
  local t = {}
  for w in s:gmatch("%S+") do t[#t + 1] = w end
  return t
end

-- A copy of a card list in documented order.
function h.sorted(t)
  local c = {}
  for i, v in ipairs(t) do c[i] = v end
  table.sort(c, h.card_less)
  return c
end

-- "4C QC 8D" -> { "play 4C", "play QC", "play 8D" } (in the order given).
function h.plays(s)
  local t = {}
  for i, c in ipairs(h.cards(s)) do t[i] = "play " .. c end
  return t
end

function h.contains(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

-- Does some value anywhere in a view table equal `word` exactly? (keys are ignored, so a
-- field named after a contract does not count; only a value that names it.)
function h.view_has(v, word, seen)
  seen = seen or {}
  if type(v) == "string" then return v == word end
  if type(v) ~= "table" or seen[v] then return false end
  seen[v] = true
  for _, x in pairs(v) do
    if h.view_has(x, word, seen) then return true end
  end
  return false
end

-- A new match. o: dealer, hands (four strings, seats 1..4), variant, options, seed.
function h.new(o)
  o = o or {}
  local opts = { seed = o.seed or 1, dealer = o.dealer, variant = o.variant, options = o.options }
  if o.hands then opts.deal = { hand = o.hands } end
  return cardrt.new("tafferand", opts)
end

-- The legal list of the declarer at the start of a deal with every contract unused (§4.2).
function h.all_chooses()
  local t = {}
  for i, c in ipairs(h.CONTRACTS) do t[i] = "choose " .. c end
  return t
end

-- One move of a move-by-move table: `seat` is to act, `legal` is exactly its list, then
-- `move` is played.
function h.step(g, seat, legal, move, what)
  what = what or ""
  assert_eq(g:to_move(), seat, what .. " seat to act")
  assert_eq(g:moves(), legal, what .. " legal moves of seat " .. seat)
  g:play(move)
end

-- Plays the first legal move until the deal in progress (or the next one, if the last one
-- has ended) is over.
function h.finish_deal(g)
  repeat g:play(g:moves()[1]) until g:deal_over()
end

-- Deals the next hand (if one is pending), makes the declarer choose `contract` (or the first
-- legal contract when nil), and plays the deal out by first legal moves.
function h.play_deal(g, contract)
  local legal = g:moves()
  g:play(contract and ("choose " .. contract) or legal[1])
  if not g:deal_over() then h.finish_deal(g) end
end

-- A trick script is a list of { leader, "c1 c2 c3 c4", winner }: c1 is the leader's card,
-- then clockwise. hands_of gives the four hands (sorted) the script plays from.
function h.hands_of(script)
  local hands = { {}, {}, {}, {} }
  for _, t in ipairs(script) do
    for j, c in ipairs(h.cards(t[2])) do
      local s = (t[1] + j - 2) % 4 + 1
      hands[s][#hands[s] + 1] = c
    end
  end
  for s = 1, 4 do hands[s] = table.concat(h.sorted(hands[s]), " ") end
  return hands
end

-- The given hand strings, each sorted, for comparison with hands_of.
function h.sorted_hands(hands)
  local t = {}
  for s = 1, 4 do t[s] = table.concat(h.sorted(h.cards(hands[s])), " ") end
  return t
end

-- The legal list of a trick contract by §5.1, from the hand and the trick so far (card
-- lists): the heart-lead restriction (option values all / heart_contracts / none) limits
-- leading only; a follower must play the led suit if he can.
local HEART_CONTRACTS = { king = true, hearts = true, general = true }
function h.trick_moves(hand, trick, contract, restriction)
  local restricted = restriction == "all"
    or (restriction == "heart_contracts" and HEART_CONTRACTS[contract] == true)
  local pick = {}
  if #trick == 0 then
    local nonheart = false
    for _, c in ipairs(hand) do if h.suit(c) ~= "H" then nonheart = true end end
    for _, c in ipairs(hand) do
      if not (restricted and nonheart and h.suit(c) == "H") then pick[#pick + 1] = c end
    end
  else
    local led = h.suit(trick[1])
    for _, c in ipairs(hand) do if h.suit(c) == led then pick[#pick + 1] = c end end
    if #pick == 0 then for i, c in ipairs(hand) do pick[i] = c end end
  end
  local t = {}
  for i, c in ipairs(h.sorted(pick)) do t[i] = "play " .. c end
  return t
end

-- Plays a trick script: each card by the expected seat, and after each trick checks that
-- the winner took its four cards and (unless the deal ended) leads next. With `contract`,
-- every legal list is also checked against §5.1 (h.trick_moves; restriction default all).
function h.play_tricks(g, script, contract, restriction)
  for i, t in ipairs(script) do
    local lead, cs, win = t[1], h.cards(t[2]), t[3]
    local before = #g:zone("won", win)
    for j, c in ipairs(cs) do
      local s = (lead + j - 2) % 4 + 1
      local what = "trick " .. i .. ", card " .. j
      assert_eq(g:to_move(), s, what)
      if contract then
        assert_eq(g:moves(), h.trick_moves(g:zone("hand", s), g:zone("trick"), contract,
                                           restriction or "all"), what .. ": legal moves")
      end
      g:play("play " .. c)
    end
    local won = g:zone("won", win)
    assert_eq(#won, before + 4, "trick " .. i .. " goes to seat " .. win)
    for _, c in ipairs(cs) do
      assert_true(h.contains(won, c), "trick " .. i .. ": " .. c .. " in seat " .. win .. "'s won cards")
    end
    if i < #script then
      assert_true(not g:deal_over(), "deal goes on after trick " .. i)
      assert_eq(g:to_move(), win, "winner of trick " .. i .. " leads")
    end
  end
end

-- Tricks (won cards / 4) of seats 1..4.
function h.tricks_won(g)
  local t = {}
  for s = 1, 4 do t[s] = #g:zone("won", s) // 4 end
  return t
end

-- How many cards of seat s's won pile satisfy pred, for seats 1..4.
function h.count_won(g, pred)
  local t = {}
  for s = 1, 4 do
    local n = 0
    for _, c in ipairs(g:zone("won", s)) do if pred(c) then n = n + 1 end end
    t[s] = n
  end
  return t
end

function h.is_heart(c) return h.suit(c) == "H" end
function h.is_queen(c) return c:sub(1, 1) == "Q" end

-- Deal k's points of partnership A (seats 1, 3) and B (seats 2, 4), after checking that
-- partners read the same (§2, §14).
function h.deal_scores(g, k)
  assert_eq(g:deal_score(3, k), g:deal_score(1, k), "seats 1 and 3 read the same deal score")
  assert_eq(g:deal_score(4, k), g:deal_score(2, k), "seats 2 and 4 read the same deal score")
  return { A = g:deal_score(1, k), B = g:deal_score(2, k) }
end

-- Match totals of A and B, after checking that partners read the same.
function h.totals(g)
  assert_eq(g:score(3), g:score(1), "seats 1 and 3 read the same total")
  assert_eq(g:score(4), g:score(2), "seats 2 and 4 read the same total")
  return { A = g:score(1), B = g:score(2) }
end

-- An illegal or malformed move raises an error that lists the legal moves, and the state
-- stays as it was: the test API's own assertion.
h.assert_illegal = assert_illegal

return h
