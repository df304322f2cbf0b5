-- Runner attack: drop cardrt._results before the tests run. Expected: 1 passed, 1 failed.
cardrt._results = nil
test("a passing test", function() end)
test("a failing test", function() error("fails") end)
