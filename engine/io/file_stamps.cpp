// Noting files by their stat, and telling whether they are still as noted.
#include "cardrt/file_stamps.hpp"

#include <sys/stat.h>
#include <time.h>

namespace cardrt {

namespace {
constexpr std::int64_t kNsPerSecond = 1'000'000'000;
constexpr std::int64_t kRecentNs = 2 * kNsPerSecond;

std::int64_t nanoseconds(const timespec& t) { return std::int64_t(t.tv_sec) * kNsPerSecond + t.tv_nsec; }
}  // namespace

FileStamps::Stamp FileStamps::stamp(const std::string& path) {
  struct stat info {};
  Stamp out;
  if (::stat(path.c_str(), &info) != 0) return out;
  out.exists = true;
  out.device = std::uint64_t(info.st_dev);
  out.inode = std::uint64_t(info.st_ino);
  out.size = std::uint64_t(info.st_size);
  out.modified_ns = nanoseconds(info.st_mtim);
  out.changed_ns = nanoseconds(info.st_ctim);
  return out;
}

void FileStamps::add(const std::string& path) {
  Stamp s = stamp(path);
  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  if (s.exists && nanoseconds(now) - s.modified_ns < kRecentNs) recent_ = true;
  paths_.push_back(path);
  stamps_.push_back(s);
}

bool FileStamps::current() const {
  if (recent_) return false;
  for (std::size_t i = 0; i < paths_.size(); ++i)
    if (!(stamp(paths_[i]) == stamps_[i])) return false;
  return true;
}

}  // namespace cardrt
