-- Runner attack: tests and the file's top level raising values that are not messages; each must
-- be a failure described without an address. Expected: 0 passed, 4 failed.
test("error({}) in a test", function() error({}) end)
test("error(nil) in a test", function() error(nil) end)
test("an error whose __tostring raises", function()
  error(setmetatable({}, { __tostring = function() error("refused") end }))
end)
error(false)
