// The character classes of the C locale, whatever locale the process runs in: %q's escapes and Lua patterns.
#pragma once

#include <array>
#include <cstdint>

namespace cardrt {

enum CharClass : std::uint16_t {
  kAlpha = 1 << 0,
  kControl = 1 << 1,
  kDigit = 1 << 2,
  kGraph = 1 << 3,
  kLower = 1 << 4,
  kPunct = 1 << 5,
  kSpace = 1 << 6,
  kUpper = 1 << 7,
  kHex = 1 << 8,
  kZero = 1 << 9,  // %z, which Lua 5.4 still accepts (deprecated) for "\0"
};

constexpr std::array<std::uint16_t, 256> make_char_classes() {
  std::array<std::uint16_t, 256> classes{};
  for (int c = 0; c < 256; ++c) {
    std::uint16_t m = 0;
    bool lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
    if (lower) m |= kLower;
    if (upper) m |= kUpper;
    if (lower || upper) m |= kAlpha;
    if (digit) m |= kDigit;
    if (digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) m |= kHex;
    if (c < 32 || c == 127) m |= kControl;
    if (c == ' ' || (c >= '\t' && c <= '\r')) m |= kSpace;
    if (c > 32 && c < 127) m |= kGraph;
    if (c > 32 && c < 127 && !lower && !upper && !digit) m |= kPunct;
    if (c == 0) m |= kZero;
    classes[std::size_t(c)] = m;
  }
  return classes;
}
inline constexpr std::array<std::uint16_t, 256> kCharClasses = make_char_classes();

inline bool has_class(unsigned char c, std::uint16_t mask) { return (kCharClasses[c] & mask) != 0; }
inline bool is_digit(char c) { return has_class(static_cast<unsigned char>(c), kDigit); }
inline bool is_letter(char c) { return has_class(static_cast<unsigned char>(c), kAlpha); }

}  // namespace cardrt
