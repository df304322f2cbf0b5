// Layout and variant files read once per process: load_layout and load_variant give what an
// earlier call read while none of its files has changed, so that starting many matches (a rule
// test's hundreds of cardrt.new, a Python loop) does not parse the same YAML each time.
#include <algorithm>
#include <filesystem>

#include "cardrt/file_stamps.hpp"
#include "layout_files.hpp"

namespace fs = std::filesystem;

namespace cardrt {

namespace {

// Enough for every game and variant a process works with.
constexpr std::size_t kMaxEntries = 256;

// A relative path means another file from another working folder.
std::string absolute_text(const std::string& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return ec ? path : absolute.lexically_normal().string();
}

}  // namespace

std::shared_ptr<const Layout> load_layout(const std::string& folder) {
  static StampedCache<std::shared_ptr<const Layout>> cache(kMaxEntries);
  const std::string dir = absolute_text(folder);
  return cache.get(dir, [&](FileStamps& stamps) {
    // game.yaml, and the variants/ folder with each file in it: the layout lists them all.
    stamps.add(dir + "/game.yaml");
    stamps.add(dir + "/variants");
    std::vector<std::string> variants;
    std::error_code ec;
    for (fs::directory_iterator it(dir + "/variants", ec), end; !ec && it != end; it.increment(ec))
      variants.push_back(it->path().string());
    std::sort(variants.begin(), variants.end());
    for (const auto& file : variants) stamps.add(file);
    return read_layout_folder(folder);
  });
}

VariantDef load_variant(const std::string& file) {
  static StampedCache<VariantDef> cache(kMaxEntries);
  // Keyed by the name as given too: messages name the file as it was given.
  return cache.get(file + '\n' + absolute_text(file), [&](FileStamps& stamps) {
    stamps.add(file);
    return read_variant_file(file);
  });
}

}  // namespace cardrt
