// `cardrt test`: runs Lua rule-test scripts against the test API of design.md.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace cardrt {

struct TestSummary {
  int passed = 0;
  int failed = 0;
};

// Each file runs in its own sandboxed Lua state; every test(name, fn) is reported on `out`.
TestSummary run_test_files(const std::vector<std::string>& files, std::ostream& out,
                           const std::vector<std::string>& search_dirs = {});

}  // namespace cardrt
