// Reading the YAML of one layout or variant file: every error at the node's file:line:col, every
// integer within its range, every name and section checked; shared by the layout's readers and
// each mechanic's (engine/mechanics/<kind>/read_<kind>.cpp).
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include "cardrt/digest.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
#include "checked.hpp"
#include "yaml_text.hpp"

namespace cardrt {

// Hostile files must not make the loader or the states it shapes grow without bound: layouts
// are short, and every zone and slot is paid for in each State that bots copy.
inline constexpr std::uintmax_t kMaxFileBytes = 1 << 20;
inline constexpr std::size_t kMaxEntries = 256;

// Reads YAML nodes of one file, each error pointing at the node.
class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  // Runs the reading of this file; yaml-cpp's own exceptions become located errors too.
  template <class Read>
  auto guard(Read&& read) const {
    try {
      return read();
    } catch (const YAML::BadFile&) {
      throw Error(file_ + ": cannot read file");
    } catch (const YAML::DeepRecursion& e) {  // which yaml-cpp reports as "bad file"
      throw Error(located(file_, e.mark.line + 1, e.mark.column + 1, "YAML nested too deeply"));
    } catch (const YAML::Exception& e) {
      throw Error(located(file_, e.mark.line + 1, e.mark.column + 1, e.msg));
    }
  }

  // With `text_digest`, the FNV-1a digest of the file's bytes goes there too.
  YAML::Node load(std::uint64_t* text_digest = nullptr) const {
    // Only a regular file: reading a FIFO or a device could block or never end.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file_, ec)) throw Error(file_ + ": cannot read file");
    std::uintmax_t size = std::filesystem::file_size(file_, ec);
    if (ec) throw Error(file_ + ": cannot read file");
    if (size > kMaxFileBytes) throw Error(file_ + ": larger than 1 MiB, too large for a layout file");
    std::ifstream in(file_, std::ios::binary);
    std::string text(std::size_t(size), '\0');
    if (!in.read(text.data(), std::streamsize(size))) throw Error(file_ + ": cannot read file");
    check_yaml_text(file_, text);
    if (text_digest) {
      Fnv1a digest;
      digest.text(text);
      *text_digest = digest.value();
    }
    return YAML::Load(text);
  }

  Location where(const YAML::Node& n) const {
    auto m = n.Mark();
    return Location{file_, m.line + 1, m.column + 1};
  }
  [[noreturn]] void fail(const YAML::Node& n, const std::string& msg) const { throw Error(where(n).prefix() + msg); }
  // Where byte `offset` of a scalar's text was written: found on its line when the scalar stands
  // there as written (plain, or quoted without escapes), else where the scalar begins.
  Location where_in(const YAML::Node& n, std::size_t offset) const {
    Location at = where(n);
    const std::string line = source_line(at.line);
    const std::size_t start = std::size_t(at.column - 1);
    const std::string& text = n.Scalar();
    for (std::size_t skip : {0, 1})
      if (start + skip <= line.size() && line.compare(start + skip, text.size(), text) == 0) {
        at.column += int(skip + offset);
        break;
      }
    return at;
  }

  void map(const YAML::Node& n, const std::string& what) const {
    if (!n.IsMap()) fail(n, what + " must be a mapping");
  }
  void at_most(const YAML::Node& n, const std::string& what) const {
    if (n.size() > kMaxEntries) fail(n, what + " may have at most " + std::to_string(kMaxEntries) + " entries");
  }
  void keys(const YAML::Node& n, const std::string& what, std::initializer_list<const char*> allowed) const {
    map(n, what);
    for (auto it = n.begin(); it != n.end(); ++it) {
      std::string key = it->first.Scalar();
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; }))
        fail(it->first, unknown_name("key", clip(key), "in " + what,
                                     std::vector<std::string>(allowed.begin(), allowed.end()), "allowed"));
    }
  }
  std::string str(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + " must be a text value");
    return n.Scalar();
  }
  // Every integer of a layout is read here, within the range its use can take.
  std::int64_t integer(const YAML::Node& n, const std::string& what, std::int64_t min = INT64_MIN,
                       std::int64_t max = INT64_MAX) const {
    if (!n.IsScalar()) fail(n, what + " must be an integer");
    ParsedInt p = parse_integer(n.Scalar());
    if (p.status == ParsedInt::Status::NotInteger)
      fail(n, what + " must be an integer, got '" + clip(n.Scalar()) + "'");
    if (p.status == ParsedInt::Status::OutOfRange || p.value < min || p.value > max)
      fail(n, what + " must be " + range_text(min, max) + ", got " + clip(n.Scalar()));
    return p.value;
  }
  bool boolean(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) {
      const std::string& s = n.Scalar();
      if (s == "true" || s == "yes") return true;
      if (s == "false" || s == "no") return false;
    }
    fail(n, what + " must be true or false");
  }
  template <class E>
  E pick(const YAML::Node& n, const std::string& what, std::initializer_list<std::pair<const char*, E>> choices) const {
    std::string s = str(n, what);
    std::string list;
    for (const auto& [name, value] : choices) {
      if (s == name) return value;
      list += (list.empty() ? "" : ", ") + std::string(name);
    }
    fail(n, what + " must be one of " + list + ", got '" + clip(s) + "'");
  }
  // An option value to JSON: a scalar, or a flat list of them (lists of lists are no option
  // value, and YAML aliases could make them exponentially large).
  Json value_json(const YAML::Node& n) const {
    if (!n.IsSequence()) return scalar_json(n);
    at_most(n, "a list");
    Json a = Json::array();
    for (const auto& item : n) {
      if (!item.IsScalar()) fail(item, "a list item must be a single value");
      a.push_back(scalar_json(item));
    }
    return a;
  }
  const std::string& file() const { return file_; }

 private:
  // Line `number` (1-based) of the file, read again for the columns of formula errors.
  std::string source_line(int number) const {
    std::ifstream in(file_);
    std::string line;
    for (int i = 0; i < number && std::getline(in, line); ++i) {
    }
    return line;
  }

  // A YAML scalar to JSON by its look: true/false, integer, else text.
  Json scalar_json(const YAML::Node& n) const {
    if (!n.IsScalar()) fail(n, "expected a value");
    const std::string& s = n.Scalar();
    if (n.Tag() != "!") {  // quoted scalars stay text
      if (s == "true" || s == "yes") return true;
      if (s == "false" || s == "no") return false;
      ParsedInt p = parse_integer(s);
      if (p.status == ParsedInt::Status::Ok) return p.value;
      if (p.status == ParsedInt::Status::OutOfRange) fail(n, "integer " + clip(s) + " is outside the 64-bit range");
    }
    return s;
  }

  std::string file_;
};

inline bool valid_name(const std::string& s) {
  if (s.empty()) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; });
}

// The name of a zone, counter, var, option or mechanic: its map key, refused unless valid_name.
inline std::string entry_name(const Reader& r, const YAML::Node& key, const std::string& kind) {
  std::string name = key.Scalar();
  if (!valid_name(name))
    r.fail(key, (kind.empty() ? "" : kind + " ") + "name '" + clip(name) + "' may use only letters, digits, _ and -");
  return name;
}

// A name declared a second time (in one file, or by a variant over its game): the error points
// at the second and names the first, and a section that grew past its cap is refused as well.
template <class Def>
inline void check_new_entry(const Reader& r, const YAML::Node& key, const std::string& what,
                            const std::vector<Def>& defs, const Def* first, const std::string& section) {
  if (first) r.fail(key, what + " is declared already, at " + first->where.text());
  if (defs.size() >= kMaxEntries) r.fail(key, "a game may have at most " + std::to_string(kMaxEntries) + " " + section);
}

inline Owner read_owner(const Reader& r, const YAML::Node& n, const std::string& what) {
  return r.pick<Owner>(n, what, {{"table", Owner::Table}, {"seat", Owner::Seat}, {"team", Owner::Team}});
}
inline Visibility read_visibility(const Reader& r, const YAML::Node& n, const std::string& what) {
  return r.pick<Visibility>(n, what,
                            {{"public", Visibility::Public},
                             {"owner", Visibility::Owner},
                             {"top", Visibility::Top},
                             {"hidden", Visibility::Hidden},
                             {"pile", Visibility::Pile}});
}

}  // namespace cardrt
