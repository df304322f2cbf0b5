// Writing cardrt's files atomically, reading JSON files, and checking the fields of records and saves.
#include "cardrt/files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cmath>
#include <filesystem>
#include <sstream>
#include <string_view>
#include <system_error>
#include <utility>

#include "cardrt/terminal_text.hpp"

namespace fs = std::filesystem;

namespace cardrt {

namespace {

constexpr std::size_t kMaxJsonFile = std::size_t{64} << 20;
constexpr int kMaxDepth = 100;

std::string reason(int err) { return std::generic_category().message(err); }

// What a wrong value was, for messages: scalars as written (long strings cut short, at a UTF-8
// character's start), containers by kind only, since dumping one could be huge or nested deep.
std::string describe(const Json& v) {
  if (v.is_array()) return "an array";
  if (v.is_object()) return "an object";
  if (!v.is_string() || v.get_ref<const std::string&>().size() <= 40) return json_text(v);
  const std::string& text = v.get_ref<const std::string&>();
  std::size_t cut = 40;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return json_text(Json(text.substr(0, cut) + "..."));
}

}  // namespace

namespace {

// Writes all of `text` to `fd`: 0, or the errno that stopped it.
int write_all(int fd, std::string_view text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n > 0)
      done += std::size_t(n);
    else if (n == 0)
      return EIO;
    else if (errno != EINTR)
      return errno;
  }
  return 0;
}

// A device, a pipe or a socket the user named: written into where it is, since renaming a file
// over it would replace the node and nothing would reach what the user named. A terminal gets
// the text in its safe form, as the program's own output.
void write_through(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) throw Error(path + ": cannot write: " + reason(errno));
  int err = write_all(fd, ::isatty(fd) ? terminal_safe(text) : text);
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err != 0) throw Error(path + ": cannot write: " + reason(err));
}

}  // namespace

bool written_in_place(const std::string& path) {
  struct stat named {};
  return ::stat(path.c_str(), &named) == 0 && !S_ISREG(named.st_mode) && !S_ISDIR(named.st_mode);
}

void write_file_atomic(const std::string& path, const std::string& text) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw Error(path + ": cannot write: " + reason(EISDIR));
  if (written_in_place(path)) {
    write_through(path, text);
    return;
  }
  // Through a link to a file, the file is replaced and the link stays.
  fs::path target(path);
  if (fs::is_symlink(path, ec)) {
    target = fs::canonical(path, ec);
    if (ec) throw Error(path + ": cannot write: " + ec.message());
  }
  // Beside the target, so the rename stays on one file system and replaces it in one step; the
  // process id and a counter keep writers from sharing a temporary file, O_EXCL from reusing a
  // stale one.
  static std::atomic<unsigned> counter{0};
  std::string temp;
  int fd = -1;
  for (int attempt = 0; fd < 0; ++attempt) {
    temp = (target.parent_path() / ("." + target.filename().string() + "." + std::to_string(getpid()) + "." +
                                    std::to_string(counter++) + ".tmp"))
               .string();
    fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && (errno != EEXIST || attempt == 100)) throw Error(path + ": cannot write: " + reason(errno));
  }
  int err = write_all(fd, text);
  // Flushed before the rename: after a crash the name holds the old file or the whole new one.
  if (err == 0 && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err == 0 && ::rename(temp.c_str(), target.c_str()) != 0) err = errno;
  if (err != 0) {
    ::unlink(temp.c_str());
    throw Error(path + ": cannot write: " + reason(err));
  }
}

Json read_json_file(const std::string& path) {
  // O_NONBLOCK: opening a named pipe must not wait for a writer; it is refused below anyway.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) throw Error(path + ": cannot read: " + reason(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw Error(path + ": cannot read: " + reason(errno));
  if (S_ISDIR(st.st_mode)) throw Error(path + ": cannot read: " + reason(EISDIR));
  if (!S_ISREG(st.st_mode)) throw Error(path + ": cannot read: not a regular file");
  if (std::size_t(st.st_size) > kMaxJsonFile)
    throw Error(path + ": too large (" + std::to_string(st.st_size) + " bytes; at most 64 MiB)");
  std::string text(std::size_t(st.st_size), '\0');
  std::size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::read(fd, text.data() + done, text.size() - done);
    if (n > 0)
      done += std::size_t(n);
    else if (n == 0)
      break;  // the file shrank since fstat
    else if (errno != EINTR)
      throw Error(path + ": cannot read: " + reason(errno));
  }
  text.resize(done);
  return parse_json(text, path);
}

Json parse_json(std::string_view text, const std::string& source) {
  if (text.size() > kMaxJsonFile)
    throw Error(source + ": too large (" + std::to_string(text.size()) + " bytes; at most 64 MiB)");
  // Refused while it is read, at the first level too deep: comparing, copying or writing a
  // document recurses, and a hostile one nested 300,000 deep would overflow the stack.
  const auto within_depth = [&](int depth, Json::parse_event_t event, Json&) {
    if ((event == Json::parse_event_t::object_start || event == Json::parse_event_t::array_start) && depth >= kMaxDepth)
      throw Error(source + ": nested deeper than " + std::to_string(kMaxDepth) + " levels");
    return true;
  };
  try {
    return Json::parse(text, within_depth);
  } catch (const Json::exception& e) {
    // A syntax error, or a number past a double ("1e400", out_of_range.406). what() starts with
    // the library's tag "[json.exception.parse_error.101] ", of no use to a reader.
    const std::string what = e.what();
    const std::size_t tag = what.find("] ");
    throw Error(source + ": not JSON: " + (tag == std::string::npos ? what : what.substr(tag + 2)));
  }
}

JsonField::JsonField(const Json& root, std::string kind) : value_(&root), kind_(std::move(kind)) {
  // Walked with an explicit stack: the check itself must not recurse.
  std::vector<std::pair<const Json*, int>> todo{{&root, 0}};
  while (!todo.empty()) {
    auto [value, depth] = todo.back();
    todo.pop_back();
    if (!value->is_structured()) continue;
    if (depth == kMaxDepth) throw error("nested deeper than " + std::to_string(kMaxDepth) + " levels");
    for (const auto& child : *value) todo.emplace_back(&child, depth + 1);
  }
}

Error JsonField::error(const std::string& what) const {
  return Error(kind_ + ": " + (path_.empty() ? "" : path_ + ": ") + what);
}

Error JsonField::wrong_type(const std::string& want) const {
  return error("must be " + want + ", got " + describe(*value_));
}

void JsonField::object() const {
  if (!value_->is_object()) throw wrong_type("an object");
}

JsonField JsonField::operator[](const std::string& key) const {
  object();
  std::string path = path_.empty() ? key : path_ + "." + key;
  auto it = value_->find(key);
  if (it == value_->end()) throw Error(kind_ + ": " + path + ": missing");
  return JsonField(*it, path, kind_);
}

std::optional<JsonField> JsonField::optional(const std::string& key) const {
  object();
  auto it = value_->find(key);
  if (it == value_->end() || it->is_null()) return std::nullopt;
  return JsonField(*it, path_.empty() ? key : path_ + "." + key, kind_);
}

JsonField JsonField::operator[](std::size_t index) const {
  return JsonField(value_->at(index), path_ + "[" + std::to_string(index) + "]", kind_);
}

std::size_t JsonField::array() const {
  if (!value_->is_array()) throw wrong_type("an array");
  return value_->size();
}

void JsonField::array(std::size_t size, const std::string& element, const std::string& why) const {
  const std::string want = std::to_string(size) + " " + element + (size == 1 ? "" : "s") + " (" + why + ")";
  if (!value_->is_array()) throw wrong_type("an array of " + want);
  if (value_->size() != size) throw error("must hold " + want + ", got " + std::to_string(value_->size()));
}

std::string JsonField::string() const {
  if (!value_->is_string()) throw wrong_type("a string");
  return value_->get<std::string>();
}

bool JsonField::boolean() const {
  if (!value_->is_boolean()) throw wrong_type("true or false");
  return value_->get<bool>();
}

std::int64_t JsonField::integer(std::int64_t min, std::int64_t max) const {
  // Json holds numbers above INT64_MAX as unsigned; get<std::int64_t> would wrap them around.
  const bool fits = value_->is_number_integer() &&
                    (!value_->is_number_unsigned() || value_->get<std::uint64_t>() <= std::uint64_t(INT64_MAX));
  const std::int64_t v = fits ? value_->get<std::int64_t>() : 0;
  if (fits && v >= min && v <= max) return v;
  // Bounds that only keep a count within an int are named when they are what was broken.
  if (min == INT64_MIN && max == INT64_MAX) throw wrong_type("an integer");
  if (max >= INT_MAX && !(fits && v > max)) throw wrong_type("an integer of " + std::to_string(min) + " or more");
  throw wrong_type("an integer from " + std::to_string(min) + " to " + std::to_string(max));
}

std::uint64_t JsonField::unsigned_integer() const {
  if (!value_->is_number_unsigned() && !(value_->is_number_integer() && value_->get<std::int64_t>() >= 0))
    throw wrong_type("a non-negative integer");
  return value_->get<std::uint64_t>();
}

double JsonField::number(double min, double max) const {
  const double v = value_->is_number() ? value_->get<double>() : 0;
  if (value_->is_number() && std::isfinite(v) && v >= min && v <= max) return v;
  std::ostringstream range;
  range << "a number from " << min << " to " << max;
  throw wrong_type(range.str());
}

}  // namespace cardrt
