// What files were when they were read, so that a program that keeps what it read (a game loaded
// once per process) can tell by a stat, without reading them again, whether any has changed; and
// the cache that keeps such values.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>
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

// Values read from files, each kept under a key with the stamps of the files it came from, and
// given again while those are current. Thread-safe. A read that fails keeps nothing (a broken file
// is read and refused again each time); past `capacity` entries the cache starts afresh (values
// given out live on with their holders).
template <class Value>
class StampedCache {
 public:
  explicit StampedCache(std::size_t capacity) : capacity_(capacity) {}

  // The value kept under `key` while its files are as noted, else what `read(stamps)` returns,
  // kept with the files it notes in `stamps` (each before it reads them).
  template <class Read>
  Value get(const std::string& key, Read&& read) {
    {
      std::lock_guard lock(mutex_);
      auto it = entries_.find(key);
      if (it != entries_.end() && it->second.first.current()) return it->second.second;
    }
    FileStamps stamps;
    Value value = read(stamps);
    std::lock_guard lock(mutex_);
    if (entries_.size() >= capacity_) entries_.clear();
    entries_[key] = {std::move(stamps), value};
    return value;
  }

 private:
  std::size_t capacity_;
  std::mutex mutex_;
  std::map<std::string, std::pair<FileStamps, Value>> entries_;
};

}  // namespace cardrt
