// FNV-1a digests (64-bit), fed byte by byte, so a digest is the same on every machine: records
// keep the digests of positions and legal lists.
#pragma once

#include <cstdint>
#include <string_view>

namespace cardrt {

class Fnv1a {
 public:
  void byte(std::uint8_t b) {
    h_ ^= b;
    h_ *= 0x100000001b3ULL;
  }
  // Eight bytes, lowest first.
  void integer(std::int64_t v) {
    for (int i = 0; i < 8; ++i) byte(std::uint8_t(std::uint64_t(v) >> (8 * i)));
  }
  // Its length, then its bytes: two texts fed one after the other never digest as their join.
  void text(std::string_view s) {
    integer(std::int64_t(s.size()));
    for (char c : s) byte(std::uint8_t(c));
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace cardrt
