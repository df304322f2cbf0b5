-- Tafferand X3 (spec §13): following suit (§5.1). A player holding the led suit must follow;
-- a void player may play any card, hearts included (also KH and QH).

local h = require("lib.helpers")

-- Dealer 1, so seat 2 declares and leads 9S.
local HANDS = {
  "2S 5C 6C 7C",          -- seat 1
  "9S 2D 3D 4D",          -- seat 2
  "3S JS 5H KD",          -- seat 3
  "2C 7D KH AH",          -- seat 4, void in spades
}

local function after_9S(contract, options)
  local g = h.new({ dealer = 1, hands = HANDS, options = options })
  g:play("choose " .. contract)
  h.step(g, 2, { "play 2D", "play 3D", "play 4D", "play 9S" }, "play 9S")
  return g
end

test("X3 seat 3 holds spades: only spades", function()
  local g = after_9S("king")
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play 3S", "play JS" })
end)

test("X3 seat 4 is void in spades: any card, KH and AH included", function()
  local g = after_9S("king")
  g:play("play JS")
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play 2C", "play 7D", "play KH", "play AH" })
end)

test("X3 the heart-lead restriction does not limit following (§12 T4)", function()
  for _, c in ipairs({ "king", "tricks", "hearts", "queens", "general" }) do
    local g = after_9S(c, { heart_lead_restriction = "all" })
    g:play("play JS")
    assert_eq(g:moves(), { "play 2C", "play 7D", "play KH", "play AH" }, c)
  end
end)

test("X3 king: the discarded KH goes with the trick to seat 3 (JS wins)", function()
  local g = after_9S("king")
  g:play("play JS")
  g:play("play KH")
  h.step(g, 1, { "play 2S" }, "play 2S")
  assert_eq(g:to_move(), 3)
  assert_true(h.contains(g:zone("won", 3), "KH"))
  h.finish_deal(g)
  -- §6: the partnership of the seat that took KH gets -180; the deal is king only
  assert_eq(h.deal_scores(g, 1), { A = -180, B = 0 })
end)
