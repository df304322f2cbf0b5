-- Runner attack: raise the pass count through cardrt._results, then fail a test. Results are
-- counted natively: the table is gone, so the attempt is one more failure. Expected: 1 passed, 2 failed.
test("a passing test", function() end)
pcall(function() cardrt._results.passed = 1000 end)
test("a failing test", function() error("fails") end)
cardrt._results.passed = 1000
