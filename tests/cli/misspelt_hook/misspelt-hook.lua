-- Meant to wrap rules.moves; line 3 misspells the hook.
local base = base
function rules.move(g, out, seat)
  base.moves(g, out, seat)
end
