// `cardrt test`: runs Lua rule-test files, or every *.lua of the folders given.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cardrt/error.hpp"
#include "cardrt/test_runner.hpp"
#include "commands.hpp"

namespace fs = std::filesystem;

namespace cardrt::cli {

namespace {

struct TestArgs {
  std::vector<std::string> paths;
  std::vector<std::string> dirs;
};

// Files stay in the order given; a folder stands for its *.lua files, sorted by name.
std::vector<std::string> test_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const auto& path : paths) {
    if (fs::is_directory(path)) {
      std::vector<std::string> found;
      for (const auto& entry : fs::directory_iterator(path))
        if (entry.is_regular_file() && entry.path().extension() == ".lua") found.push_back(entry.path().string());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(path)) {
      files.push_back(path);
    } else {
      throw Error(path + ": no such test file or folder");
    }
  }
  return files;
}

int run_tests(const TestArgs& args) {
  TestSummary summary = run_test_files(test_files(args.paths), std::cout, args.dirs);
  // No test run at all is a failure too: a misnamed folder must not pass in CI.
  if (summary.passed + summary.failed == 0) {
    std::cerr << "cardrt: no tests found\n";
    return 1;
  }
  return summary.failed == 0 ? 0 : 1;
}

}  // namespace

void add_test_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<TestArgs>();
  CLI::App* cmd = app.add_subcommand("test", "Run Lua rule tests; ends with 'N passed, N failed'");
  cmd->add_option("FILE", args->paths, "Test files, or folders of them")->required();
  add_rules_dirs_option(*cmd, args->dirs);
  cmd->callback([&chosen, args] { chosen = [args] { return run_tests(*args); }; });
}

}  // namespace cardrt::cli
