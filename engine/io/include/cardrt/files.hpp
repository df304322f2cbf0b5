// cardrt's own files (records, saves, reports): whole-file atomic writes, reading JSON with a size
// limit, and the field checks that make every refusal of a record or save name the field.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/json.hpp"

namespace cardrt {

// Writes `text` to a new file in the folder of `path`, flushes it to disk and renames it over
// `path`, so a reader finds the old file or the new one, never a part of one; through a link,
// over the file it names. A device, pipe or socket at `path` is written into instead (a terminal
// in terminal_safe form). Every write, the flush and the close are checked: on failure the
// temporary file is removed, `path` is left as it was, and the Error reads
// "PATH: cannot write: reason".
void write_file_atomic(const std::string& path, const std::string& text);

// Whether `path` names a device, pipe or socket, which write_file_atomic writes into: an output
// written several times as it grows goes there once, whole.
bool written_in_place(const std::string& path);

// The one reader of JSON from outside (files, the test API's texts, Python's values): at most
// 64 MiB and 100 levels of nesting, else "SOURCE: too large (N bytes; at most 64 MiB)",
// "SOURCE: nested deeper than 100 levels" or "SOURCE: not JSON: parse error at line L, column C: ...".
Json parse_json(std::string_view text, const std::string& source);

// Reads a JSON file of at most 64 MiB through parse_json. Errors: "PATH: cannot read: reason",
// "PATH: too large (N bytes; at most 64 MiB)", "PATH: not JSON: parse error at line L, column C: ...".
Json read_json_file(const std::string& path);

// A value inside a record or save, with its path in the document ("state.zones.hand[2]", indices
// from 0). The accessors check the type; every error reads "KIND: PATH: what is wrong", KIND
// saying what the document failed to be ("not a cardrt record").
class JsonField {
 public:
  // The document itself; refused when nested deeper than 100 levels, because Json's dump and
  // comparison recurse and hostile nesting would overflow the stack.
  JsonField(const Json& root, std::string kind);

  const Json& json() const { return *value_; }
  const std::string& path() const { return path_; }
  Error error(const std::string& what) const;

  // A member of this object (which must be one): refused as "PATH.key: missing" when absent.
  JsonField operator[](const std::string& key) const;
  // A member that may be left out or null.
  std::optional<JsonField> optional(const std::string& key) const;
  // An element of this array, after array() or array(size, ...) checked it.
  JsonField operator[](std::size_t index) const;

  void object() const;
  std::size_t array() const;  // the element count
  // An array of exactly `size` elements: "must hold 4 card strings (one per seat), got 3".
  void array(std::size_t size, const std::string& element, const std::string& why) const;
  std::string string() const;
  bool boolean() const;
  // "must be an integer from 1 to 4, got 7"; with a max of INT_MAX or more "... of 1 or more".
  std::int64_t integer(std::int64_t min = INT64_MIN, std::int64_t max = INT64_MAX) const;
  std::uint64_t unsigned_integer() const;
  // Any finite number in [min, max]: "must be a number from 0 to 1e+12, got -1".
  double number(double min, double max) const;

  // Runs `f`; an Error it throws (a card or RNG parser's) is reported at this field.
  template <class F>
  decltype(auto) within(F&& f) const {
    try {
      return f();
    } catch (const Error& e) {
      throw error(e.what());
    }
  }

 private:
  JsonField(const Json& value, std::string path, std::string kind)
      : value_(&value), path_(std::move(path)), kind_(std::move(kind)) {}
  Error wrong_type(const std::string& want) const;

  const Json* value_;
  std::string path_;
  std::string kind_;
};

}  // namespace cardrt
