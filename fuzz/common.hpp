// Shared by the fuzz harnesses: the shipped games, a per-process temporary folder, and checks.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"

// A property the engine promises; its failure is a finding like a sanitizer report (abort, so
// libFuzzer saves the input).
#define FUZZ_CHECK(cond)                                                                   \
  do {                                                                                     \
    if (!(cond)) {                                                                         \
      std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
      std::abort();                                                                        \
    }                                                                                      \
  } while (0)

namespace cardrt_fuzz {

namespace fs = std::filesystem;

// Only the rulesets of the source tree: CARDRT_PATH and the working folder play no part.
inline const std::vector<std::string>& search_dirs() {
  static const std::vector<std::string> dirs{CARDRT_RULESETS_DIR};
  return dirs;
}

// The shipped game folders, sorted by name (fantan, hand_and_foot, tafferand).
inline const std::vector<std::string>& game_folders() {
  static const std::vector<std::string> folders = cardrt::list_game_folders(search_dirs());
  return folders;
}

inline const std::vector<std::shared_ptr<const cardrt::Layout>>& game_layouts() {
  static const std::vector<std::shared_ptr<const cardrt::Layout>> layouts = [] {
    std::vector<std::shared_ptr<const cardrt::Layout>> out;
    for (const auto& folder : game_folders()) out.push_back(cardrt::load_layout(folder));
    return out;
  }();
  return layouts;
}

// Every shipped game by name, then each of its named variants: what a first byte picks from.
struct Choice {
  std::string game;     // the game's name, as records and saves name it
  std::string variant;  // "" for the game itself
  int layout = 0;       // index into game_layouts()
};
inline const std::vector<Choice>& choices() {
  static const std::vector<Choice> all = [] {
    std::vector<Choice> out;
    const auto& layouts = game_layouts();
    for (std::size_t i = 0; i < layouts.size(); ++i) {
      std::string name = fs::path(game_folders()[i]).filename().string();
      out.push_back({name, "", int(i)});
      for (const auto& v : layouts[i]->variants) out.push_back({name, v.id, int(i)});
    }
    return out;
  }();
  return all;
}

// /tmp/cardrt-fuzz-TARGET-PID, made on first use and removed when the process exits normally
// (scripts/fuzz.sh removes the folders of processes that died on a finding).
class TempDir {
 public:
  explicit TempDir(const std::string& target)
      : path_(fs::path("/tmp") / ("cardrt-fuzz-" + target + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Reads the input front to back; past the end every read gives 0.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  std::size_t left() const { return empty() ? 0 : size_ - pos_; }
  std::uint8_t next() { return empty() ? 0 : data_[pos_++]; }
  std::string text(std::size_t n) {
    n = std::min(n, left());
    std::string out(reinterpret_cast<const char*>(data_ + pos_), n);
    pos_ += n;
    return out;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

}  // namespace cardrt_fuzz
