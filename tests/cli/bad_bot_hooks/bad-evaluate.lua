-- The bots' heuristic, wrongly: a word instead of a number.
function rules.evaluate(g, seat)
  return "good"
end
