-- President's tricks: the holder of the 3 of clubs leads; a lead of one to four cards of a rank;
-- each after plays as many of a higher rank (3 low, 2 high) or passes; the trick cleared when all
-- the others pass, the last to play leading; a pass that holds until someone plays, or until the
-- trick is cleared (one-pass); matching with `equal`; typed sets in any order.

local new = require("lib.table").new

test("the holder of the 3 of clubs leads any set of a rank he holds", function()
  local g = new({ "5C 5D 9H", "3C 3D 7S", "KH 2S 4C", "AC AD 8D" })
  assert_eq(g:to_move(), 2)
  assert_eq(g:moves(), { "play 3C", "play 3C 3D", "play 3D", "play 7S" })
end)

test("each after plays as many cards of a higher rank, or passes", function()
  local g = new({ "5C 5D 9H", "3C 3D 7S", "KH 2S 4C 4H", "AC AD 8D" })
  g:play("play 3D 3C")
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "play 4C 4H", "pass" })
  g:play("pass")
  assert_eq(g:moves(), { "play AC AD", "pass" })
  g:play("play AD AC")
  assert_eq(g:moves(), { "pass" })  -- seat 1's pair of fives is too low
  local trick = g:view(0).climbing.climbing
  assert_eq({ trick.last, trick.by, trick.passed }, { { "AC", "AD" }, 4, {} })
end)

test("the 2 beats the ace", function()
  local g = new({ "AC 5D", "3C 7S", "2S 4C", "KH 8D" })
  g:play("play 3C")
  g:play("play 2S")
  assert_eq(g:moves(), { "pass" })
end)

test("when all the others pass the trick is cleared and the last to play leads", function()
  local g = new({ "5C 5D 9H", "3C 3D 7S", "KH 2S 4C", "AC AD 8D" })
  g:play("play 3C")
  g:play("play 4C")
  g:play("pass")
  g:play("pass")
  assert_eq(g:to_move(), 2)
  g:play("pass")
  assert_eq(g:to_move(), 3)
  assert_eq(g:zone("pile"), {})
  assert_eq(g:moves(), { "play KH", "play 2S" })
end)

test("a pass holds until someone plays: the passer may play again", function()
  local g = new({ "5C 9H", "3C 7S", "4C 6D", "AC 8D" })
  g:play("play 3C")   -- seat 2
  g:play("pass")      -- seat 3
  g:play("play 8D")   -- seat 4
  g:play("play 9H")   -- seat 1
  g:play("pass")      -- seat 2
  assert_eq(g:to_move(), 3)
  assert_eq(g:moves(), { "pass" })
  g:play("pass")
  assert_eq(g:to_move(), 4)
  assert_eq(g:moves(), { "play AC", "pass" })
end)

test("until_clear: a player who passed waits for the next trick", function()
  local g = new({ "5C 9H", "3C 7S", "4C 6D", "AC 8D" }, { options = { passing = "until_clear" } })
  g:play("play 3C")   -- seat 2
  g:play("pass")      -- seat 3 waits for the next trick
  g:play("play 8D")   -- seat 4
  g:play("play 9H")   -- seat 1
  g:play("pass")      -- seat 2
  assert_eq(g:to_move(), 4)  -- seat 3 is passed by
  g:play("pass")
  assert_eq(g:to_move(), 1)  -- all the others passed: seat 1 leads
  assert_eq(g:zone("pile"), {})
end)

test("with equal a play may match the last play's rank", function()
  local g = new({ "5C 9H", "3C 7S", "3D 6D", "AC 8D" }, { options = { equal = true } })
  g:play("play 3C")
  assert_eq(g:moves(), { "play 3D", "play 6D", "pass" })
end)

test("a typed set is read in any order and case; a set that is not legal is refused", function()
  local g = new({ "5C 5D 9H", "3C 3D 7S", "KH 2S 4C", "AC AD 8D" })
  assert_error(function() g:play("play 3C 7S") end, "illegal move 'play 3C 7S'; legal moves: play 3C, play 3C 3D")
  assert_error(function() g:play("play 3C QQ") end, "'QQ' is not a card")
  g:play("PLAY 3d 3c")
  assert_eq(g:zone("pile"), { "3C", "3D" })
end)
