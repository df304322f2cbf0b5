-- The heuristic turned around: a seat's tricks count against it (the score still counts them for it).
function rules.evaluate(g, seat)
  return -g:get("points", seat)
end
