-- Tafferand X2 (spec §13): the heart-lead restriction (§5.1, option §10). It restricts
-- leading only, in the contracts the option names; a leader holding only hearts may lead one.

local h = require("lib.helpers")

-- Dealer 4, so seat 1 declares and leads with X2's hand; the other hands hold no queen or
-- heart that matters here.
local HANDS = {
  "4C QC 8D 2H 9H KH",
  "2C 3C 2D 3D 3H 2S",
  "5C 6C 4D 5D 4H 3S",
  "7C 8C 6D 7D 5H 4S",
}
local NO_HEART = { "play 4C", "play QC", "play 8D" }
local ANY = { "play 4C", "play QC", "play 8D", "play 2H", "play 9H", "play KH" }

local function lead_list(contract, restriction, variant, hands)
  local g = h.new({ dealer = 4, hands = hands or HANDS, variant = variant,
                    options = restriction and { heart_lead_restriction = restriction } or nil })
  g:play("choose " .. contract)
  assert_eq(g:to_move(), 1)
  return g:moves()
end

test("X2 queens, restriction all (default): no heart lead while holding clubs/diamonds", function()
  assert_eq(lead_list("queens"), NO_HEART)
  assert_eq(lead_list("queens", "all"), NO_HEART)
end)

test("X2 queens, heart_contracts: queens is no heart contract, hearts may be led", function()
  assert_eq(lead_list("queens", "heart_contracts"), ANY)
end)

test("X2 queens, none: hearts may be led", function()
  assert_eq(lead_list("queens", "none"), ANY)
end)

test("X2 hearts, heart_contracts: the restriction applies", function()
  assert_eq(lead_list("hearts", "heart_contracts"), NO_HEART)
end)

test("X2 heart_contracts covers king, hearts and general only (§5.1)", function()
  assert_eq(lead_list("king", "heart_contracts"), NO_HEART)
  assert_eq(lead_list("general", "heart_contracts"), NO_HEART)
  assert_eq(lead_list("tricks", "heart_contracts"), ANY)
end)

test("X2 all covers every trick contract; none covers none", function()
  for _, c in ipairs({ "king", "tricks", "hearts", "queens", "general" }) do
    assert_eq(lead_list(c, "all"), NO_HEART, c .. " under all")
    assert_eq(lead_list(c, "none"), ANY, c .. " under none")
  end
end)

test("X2 the frankfurter-rundschau variant is heart_contracts (§11)", function()
  assert_eq(lead_list("queens", nil, "frankfurter-rundschau"), ANY)
  assert_eq(lead_list("hearts", nil, "frankfurter-rundschau"), NO_HEART)
end)

test("X2 a leader holding only hearts may lead any of them under every setting", function()
  local only_hearts = { "2H 9H KH", "2C 3C 2D", "5C 6C 4D", "7C 8C 6D" }
  for _, c in ipairs({ "king", "tricks", "hearts", "queens", "general" }) do
    for _, r in ipairs({ "all", "heart_contracts", "none" }) do
      assert_eq(lead_list(c, r, nil, only_hearts), { "play 2H", "play 9H", "play KH" },
                c .. " under " .. r)
    end
  end
end)

test("X2 the restriction holds for every lead, not only trick 1", function()
  -- Seat 1 wins trick 1 with QC and leads again, still holding 4C 8D beside his hearts.
  local g = h.new({ dealer = 4, hands = HANDS })
  g:play("choose hearts")
  g:play("play QC")
  g:play("play 2C")
  g:play("play 5C")
  g:play("play 7C")
  assert_eq(g:to_move(), 1)                      -- QC beat 2C 5C 7C
  assert_eq(g:moves(), { "play 4C", "play 8D" })
end)
