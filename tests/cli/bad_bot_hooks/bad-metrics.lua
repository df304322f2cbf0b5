-- A metric must be a named integer; half a pass is not one.
function rules.metrics(g)
  return { passes = 0.5 }
end
