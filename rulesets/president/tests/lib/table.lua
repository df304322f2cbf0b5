-- President test tables: a match on fixed hands, the last seat dealing, so that the holder of the
-- 3 of clubs (or seat 1) leads the first deal.
local M = {}

-- `hands` one string per seat; `opts.options` and `opts.seed` (default 1) as cardrt.new takes them.
function M.new(hands, opts)
  opts = opts or {}
  return cardrt.new("president", {
    players = #hands, seed = opts.seed or 1, dealer = #hands, options = opts.options, deal = { hand = hands },
  })
end

return M
