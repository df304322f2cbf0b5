// What files were when they were read, so that a program that keeps what it read (a game loaded
// once per process) can tell by a stat, without reading them again, whether any has changed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cardrt {

class FileStamps {
 public:
  // Notes `path` as it is now: its inode, size and times of change, or that nothing is there. A
  // folder is noted the same way (files made or removed in it change its times). Note a file
  // before reading it, so that a change while it is read shows later.
  void add(const std::string& path);
  // True when every path noted is as it was. A file modified within the two seconds before it was
  // noted is never taken as unchanged: file times have a coarse clock, and a rewrite of the same
  // size in the same tick would look the same.
  bool current() const;
  const std::vector<std::string>& paths() const { return paths_; }

 private:
  struct Stamp {
    bool exists = false;
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t modified_ns = 0, changed_ns = 0;
    bool operator==(const Stamp&) const = default;
  };
  static Stamp stamp(const std::string& path);

  std::vector<std::string> paths_;
  std::vector<Stamp> stamps_;
  bool recent_ = false;  // a file was changed too recently to be judged by its times
};

}  // namespace cardrt
