// `cardrt check --determinism`: one selection simulated by two processes, with 1 and 2 threads, and
// their match records compared.
#include "determinism.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <system_error>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "commands.hpp"

extern char** environ;

namespace cardrt::cli {

namespace {

std::string reason(int err) { return std::generic_category().message(err); }

// A fresh folder under /tmp for the runs' files, removed with its contents when done.
class TempFolder {
 public:
  TempFolder() {
    std::string name = "/tmp/cardrt-determinism-XXXXXX";
    if (!::mkdtemp(name.data())) throw Error("cannot make a temporary folder in /tmp: " + reason(errno));
    path_ = name;
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

// This binary run as a child process with `args` (no shell), stdout discarded and stderr kept in
// a file. Waited for at the latest when destroyed, so no child outlives the folder it writes to.
class Child {
 public:
  Child(const std::vector<std::string>& args, const std::string& errors_file) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<char*> argv;
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    // /proc/self/exe: the very binary running now, wherever it was started from.
    pid_t pid = -1;
    const int err = ::posix_spawn(&pid, "/proc/self/exe", &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (err != 0) throw Error("cannot start /proc/self/exe: " + reason(err));
    pid_ = pid;
  }
  ~Child() {
    if (pid_ > 0) wait();
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  // How the child ended: "" when it exited with 0, else "exit code 1" or "killed by signal 9".
  std::string wait() {
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status) == 0 ? "" : "exit code " + std::to_string(WEXITSTATUS(status));
    return "killed by signal " + std::to_string(WTERMSIG(status));
  }

 private:
  pid_t pid_ = -1;
};

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot read");
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

std::string threads_text(int threads) { return std::to_string(threads) + (threads == 1 ? " thread" : " threads"); }

// Move `index` of a record, quoted, or what stands in its place once the match is over.
std::string move_at(const Json& moves, std::size_t index) {
  return index < moves.size() ? "'" + moves[index].get<std::string>() + "'" : "no move (the match is over)";
}

// Where two lists of records first part: the first match that differs, at its first differing
// move, else at the first other field (deal, result) that differs.
std::string first_difference(const Json& one, const Json& two) {
  const std::string with_one = " with " + threads_text(1), with_two = " with " + threads_text(2);
  for (std::size_t i = 0; i < std::min(one.size(), two.size()); ++i) {
    const Json& a = one[i];
    const Json& b = two[i];
    if (a == b) continue;
    const std::string match = "match " + std::to_string(i + 1) + " (seed " + json_text(a.value("seed", Json())) + ")";
    const Json& moves_a = a.at("moves");
    const Json& moves_b = b.at("moves");
    for (std::size_t m = 0; m < std::max(moves_a.size(), moves_b.size()); ++m)
      if (m >= moves_a.size() || m >= moves_b.size() || moves_a[m] != moves_b[m])
        return match + " parts at move " + std::to_string(m + 1) + ": " + move_at(moves_a, m) + with_one + ", " +
               move_at(moves_b, m) + with_two;
    // Every field of either record, a's first; a field only one of them has is "nothing" in the other.
    Json keys = Json::object();
    for (const auto& [key, value] : a.items()) keys[key] = true;
    for (const auto& [key, value] : b.items()) keys[key] = true;
    const Json missing = "nothing";
    for (const auto& [key, unused] : keys.items()) {
      const Json& value_a = a.contains(key) ? a.at(key) : missing;
      const Json& value_b = b.contains(key) ? b.at(key) : missing;
      if (value_a != value_b)
        return match + ": its " + std::to_string(moves_a.size()) +
               (moves_a.size() == 1 ? " move agrees" : " moves agree") + ", but " + key +
               " differs: " + json_text(value_a) + with_one + ", " + json_text(value_b) + with_two;
    }
  }
  if (one.size() != two.size())
    return count_text(std::int64_t(one.size()), "match", "matches") + " recorded" + with_one + ", " +
           std::to_string(two.size()) + with_two;
  return "the record files differ in their bytes, not in their records";
}

}  // namespace

bool check_determinism(const Selection& selection, const std::string& label, int seeds) {
  const TempFolder folder;
  struct Run {
    int threads;
    std::string records, errors;
  };
  const Run runs[] = {{1, folder.file("1-thread.json"), folder.file("1-thread.err")},
                      {2, folder.file("2-threads.json"), folder.file("2-threads.err")}};
  auto command = [&](const Run& run) {
    std::vector<std::string> args = {"cardrt", "simulate", selection.game};
    if (!selection.variant.empty()) args.insert(args.end(), {"--variant", selection.variant});
    for (const auto& dir : selection.search_dirs) args.insert(args.end(), {"--rules", dir});
    // Random bots: they reach the most corners of the rules, and a deal the rules never end is the
    // rules' fault, not a bot's.
    args.insert(args.end(), {"--games", std::to_string(seeds), "--seed", "1", "--threads", std::to_string(run.threads),
                             "--bots", "random"});
    return args;
  };
  // Both at once: the two runs are independent, and separate processes give each fresh Lua states.
  std::vector<std::string> outcomes;
  {
    std::vector<std::unique_ptr<Child>> children;
    for (const Run& run : runs) {
      std::vector<std::string> args = command(run);
      args.insert(args.end(), {"--records", run.records});
      children.push_back(std::make_unique<Child>(args, run.errors));
    }
    for (auto& child : children) outcomes.push_back(child->wait());
  }
  bool ran = true;
  for (std::size_t r = 0; r < outcomes.size(); ++r) {
    if (outcomes[r].empty()) continue;
    ran = false;
    std::cout.flush();
    std::cerr << read_bytes(runs[r].errors) << label << ": '" << join(command(runs[r]), " ") << "' failed ("
              << outcomes[r] << ")\n";
  }
  if (!ran) return false;

  const std::string one = read_bytes(runs[0].records), two = read_bytes(runs[1].records);
  const Json records = parse_json(one, runs[0].records);
  if (one != two) {
    std::cout.flush();
    std::cerr << label << ": not deterministic: " << first_difference(records, parse_json(two, runs[1].records))
              << "\n";
    return false;
  }
  std::size_t moves = 0;
  for (const auto& record : records) moves += record.at("moves").size();
  std::cout << "deterministic: " << label << " (" << count_text(std::int64_t(records.size()), "match", "matches")
            << ", " << count_text(std::int64_t(moves), "move") << " compared)\n";
  return true;
}

}  // namespace cardrt::cli
