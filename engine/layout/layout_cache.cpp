// Layout and variant files read once per process: load_layout and load_variant give what an
// earlier call read while none of its files has changed, so that starting many matches (a rule
// test's hundreds of cardrt.new, a Python loop) does not parse the same YAML each time.
#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>

#include "cardrt/file_stamps.hpp"
#include "layout_files.hpp"

namespace fs = std::filesystem;

namespace cardrt {

namespace {

// Enough for every game and variant a process works with; past it the cache starts afresh.
constexpr std::size_t kMaxEntries = 256;

template <class Value>
class FileCache {
 public:
  // What `key` read while the files `stamps` notes are as they were, else `read()` afresh.
  // Errors are not kept: a broken file is read (and refused) again each time.
  template <class Stamp, class Read>
  Value get(const std::string& key, Stamp&& stamp, Read&& read) {
    {
      std::lock_guard lock(mutex_);
      auto it = entries_.find(key);
      if (it != entries_.end() && it->second.stamps.current()) return it->second.value;
    }
    FileStamps stamps = stamp();
    Value value = read();
    std::lock_guard lock(mutex_);
    if (entries_.size() >= kMaxEntries) entries_.clear();
    entries_[key] = Entry{std::move(stamps), value};
    return value;
  }

 private:
  struct Entry {
    FileStamps stamps;
    Value value;
  };
  std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

// A relative path means another file from another working folder.
std::string absolute_text(const std::string& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return ec ? path : absolute.lexically_normal().string();
}

}  // namespace

std::shared_ptr<const Layout> load_layout(const std::string& folder) {
  static FileCache<std::shared_ptr<const Layout>> cache;
  const std::string dir = absolute_text(folder);
  return cache.get(
      dir,
      [&] {
        // game.yaml, and the variants/ folder with each file in it: the layout lists them all.
        FileStamps stamps;
        stamps.add(dir + "/game.yaml");
        stamps.add(dir + "/variants");
        std::vector<std::string> variants;
        std::error_code ec;
        for (fs::directory_iterator it(dir + "/variants", ec), end; !ec && it != end; it.increment(ec))
          variants.push_back(it->path().string());
        std::sort(variants.begin(), variants.end());
        for (const auto& file : variants) stamps.add(file);
        return stamps;
      },
      [&] { return read_layout_folder(folder); });
}

VariantDef load_variant(const std::string& file) {
  static FileCache<VariantDef> cache;
  // Keyed by the name as given too: messages name the file as it was given.
  return cache.get(
      file + '\n' + absolute_text(file),
      [&] {
        FileStamps stamps;
        stamps.add(file);
        return stamps;
      },
      [&] { return read_variant_file(file); });
}

}  // namespace cardrt
