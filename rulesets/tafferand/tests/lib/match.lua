-- Plays whole Tafferand matches by a deterministic policy and checks every step against
-- lib/oracle.lua: §3 dealers and declarers, §4.2 choose lists, §5 legal lists and trick
-- winners, §5.3 end of deal, §6 and §7.5 deal scores, §7.4 turn order, §8 end of match.
-- Load with `local m = require("lib.match")`.

local h = require("lib.helpers")
local o = require("lib.oracle")
local m = {}

-- Policies: pick a move from a legal list.
function m.first(legal) return legal[1] end
function m.last(legal) return legal[#legal] end
function m.middle(legal) return legal[(#legal + 1) // 2] end

local function won_piles(g)
  local w = {}
  for s = 1, 4 do w[s] = g:zone("won", s) end
  return w
end

local function hands_empty(g)
  for s = 1, 4 do if #g:zone("hand", s) > 0 then return false end end
  return true
end

local function next_with_cards(g, seat)
  for i = 1, 3 do
    local s = (seat + i - 1) % 4 + 1
    if #g:zone("hand", s) > 0 then return s end
  end
  return nil
end

-- One trick deal after the choice; returns the expected scores.
local function trick_deal(g, cfg, contract, declarer, k)
  local cards, seats = {}, {}
  local expected_seat = declarer                    -- the declarer leads trick 1 (§5.2)
  while true do
    local seat = g:to_move()
    assert_eq(seat, expected_seat, "deal " .. k .. ": seat to act")
    assert_eq(g:zone("trick"), cards, "deal " .. k .. ": trick zone in playing order")
    local legal = g:moves()
    assert_eq(legal, o.trick_moves(g:zone("hand", seat), cards, contract, cfg.restriction),
              "deal " .. k .. " (" .. contract .. "): legal moves of seat " .. seat)
    local mv = cfg.play(legal, seat, k)
    g:play(mv)
    cards[#cards + 1] = mv:sub(6)
    seats[#seats + 1] = seat
    if #cards < 4 then
      assert_true(not g:deal_over(), "deal " .. k .. ": no end inside a trick")
      expected_seat = seat % 4 + 1
    else
      local winner = seats[o.trick_winner_index(cards)]
      local won = g:zone("won", winner)
      for _, c in ipairs(cards) do
        assert_true(h.contains(won, c), "deal " .. k .. ": " .. c .. " goes to seat " .. winner)
      end
      assert_eq(g:zone("trick"), {}, "deal " .. k .. ": the winner took the trick")
      local piles = won_piles(g)
      local should_end = hands_empty(g) or (cfg.early_end and o.outcome_fixed(piles, contract))
      assert_eq(g:deal_over(), should_end, "deal " .. k .. " (" .. contract .. "): end of deal")
      if should_end then return o.trick_scores(piles, contract) end
      cards, seats = {}, {}
      expected_seat = winner
    end
  end
end

-- One Elferraus deal after the choice; returns the expected scores.
local function elf_deal(g, cfg, declarer, k)
  local R, outs, cascading = nil, {}, false
  local expected_seat = declarer                    -- the declarer lays the start card (§7.2)
  while true do
    local seat = g:to_move()
    assert_eq(seat, expected_seat, "deal " .. k .. " (elferraus): seat to act")
    local rows = { C = g:zone("row_C"), D = g:zone("row_D"), H = g:zone("row_H"), S = g:zone("row_S") }
    local legal = g:moves()
    assert_eq(legal, o.elf_moves(g:zone("hand", seat), rows, R),
              "deal " .. k .. " (elferraus): legal moves of seat " .. seat)
    local mv = cfg.play(legal, seat, k)
    g:play(mv)
    local ace = false
    if mv ~= "pass" then
      local card = mv:sub(6)
      R = R or h.rank(card)
      ace = h.rank(card) == 14
      assert_true(h.contains(g:zone("row_" .. h.suit(card)), card), "deal " .. k .. ": " .. card .. " on its row")
      if #g:zone("hand", seat) == 0 then outs[#outs + 1] = seat end
    end
    if #outs == 2 then
      assert_true(g:deal_over(), "deal " .. k .. ": ends when the second player is out (§7.5)")
      return o.elf_scores(outs)
    end
    assert_true(not g:deal_over(), "deal " .. k .. ": Elferraus goes on")
    -- §7.4: after an ace the player keeps laying while he has a legal card
    cascading = cfg.ace_cascade and mv ~= "pass" and (ace or cascading)
    local hand = g:zone("hand", seat)
    rows = { C = g:zone("row_C"), D = g:zone("row_D"), H = g:zone("row_H"), S = g:zone("row_S") }
    if cascading and #hand > 0 and #o.elf_legal_cards(hand, rows, R) > 0 then
      expected_seat = seat
    else
      cascading = false
      expected_seat = next_with_cards(g, seat)
    end
  end
end

-- Plays a whole match from a fresh g. cfg: choose(legal, seat, k), play(legal, seat, k),
-- first_dealer (default 4), restriction, early_end, ace_cascade (the option values in force).
-- Returns { deals = { [k] = { contract, declarer, dealer, A, B } }, total = { A, B } }.
function m.play_match(g, cfg)
  local used = { {}, {}, {}, {} }
  local total = { A = 0, B = 0 }
  local deals = {}
  local first = cfg.first_dealer or 4
  local k = 0
  while true do
    local seat = g:to_move()
    if seat == nil then break end
    k = k + 1
    assert_true(k <= 24, "no deal 25")
    assert_eq(g:deal_number(), k)
    local dealer = (first + k - 2) % 4 + 1          -- the deal passes left (§3)
    local declarer = dealer % 4 + 1
    assert_eq(g:dealer(), dealer, "deal " .. k .. ": dealer")
    assert_eq(seat, declarer, "deal " .. k .. ": the declarer chooses")
    local expect = {}
    for _, c in ipairs(h.CONTRACTS) do
      if not used[seat][c] then expect[#expect + 1] = "choose " .. c end
    end
    local legal = g:moves()
    assert_eq(legal, expect, "deal " .. k .. ": unused contracts of seat " .. seat)
    local mv = cfg.choose(legal, seat, k)
    local contract = mv:match("^choose (%a+)$")
    used[seat][contract] = true
    g:play(mv)
    local want
    if contract == "elferraus" then want = elf_deal(g, cfg, declarer, k)
    else want = trick_deal(g, cfg, contract, declarer, k) end
    local got = h.deal_scores(g, k)
    assert_eq(got, want, "deal " .. k .. " (" .. contract .. ", declarer " .. declarer .. ")")
    total.A, total.B = total.A + got.A, total.B + got.B
    assert_eq(h.totals(g), total, "totals after deal " .. k)
    assert_eq(g:over(), k == 24, "the match ends after deal 24 (§3, §8)")
    deals[k] = { contract = contract, declarer = declarer, dealer = dealer, A = got.A, B = got.B }
  end
  assert_eq(k, 24)
  for s = 1, 4 do
    for _, c in ipairs(h.CONTRACTS) do
      assert_true(used[s][c], "seat " .. s .. " played " .. c)
    end
  end
  return { deals = deals, total = total }
end

return m
