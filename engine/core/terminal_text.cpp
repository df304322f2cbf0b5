// The one filter that every text shown on a terminal goes through (see terminal_text.hpp).
#include "cardrt/terminal_text.hpp"

namespace cardrt {

namespace {

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// The length of the well-formed UTF-8 character at the start of `s` (RFC 3629: no overlong forms,
// no surrogates, nothing past U+10FFFF), 0 when `s` starts with a byte that begins none, or -1
// when `s` ends before a character it begins well could end.
int character_length(std::string_view s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char lead = byte(0);
  int length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  for (int i = 1; i < length; ++i) {
    if (std::size_t(i) == s.size()) return -1;
    const unsigned char c = byte(std::size_t(i));
    if (i == 1 ? (c < low || c > high) : !continuation(c)) return 0;
  }
  return length;
}

char32_t code_point(std::string_view s, int length) {
  const auto byte = [&](int i) { return char32_t(static_cast<unsigned char>(s[std::size_t(i)])); };
  if (length == 1) return byte(0);
  char32_t cp = byte(0) & (0xFF >> (length + 1));
  for (int i = 1; i < length; ++i) cp = (cp << 6) | (byte(i) & 0x3F);
  return cp;
}

bool acted_on(char32_t cp, Lines lines) {
  if (cp == '\n' || cp == '\t') return lines == Lines::replace;
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

}  // namespace

void TerminalText::add(std::string_view piece, std::string& out) {
  std::string joined;
  if (!held_.empty()) {
    joined = held_ + std::string(piece);
    held_.clear();
    piece = joined;
  }
  out.reserve(out.size() + piece.size());
  for (std::size_t i = 0; i < piece.size();) {
    const int length = character_length(piece.substr(i));
    if (length < 0) {
      held_.assign(piece.substr(i));
      return;
    }
    if (length == 0) {
      out += '?';
      ++i;
      continue;
    }
    if (acted_on(code_point(piece.substr(i), length), lines_))
      out += '?';
    else
      out.append(piece.substr(i, std::size_t(length)));
    i += std::size_t(length);
  }
}

void TerminalText::finish(std::string& out) {
  out.append(held_.size(), '?');
  held_.clear();
}

std::string terminal_safe(std::string_view text, Lines lines) {
  TerminalText filter(lines);
  std::string out;
  filter.add(text, out);
  filter.finish(out);
  return out;
}

}  // namespace cardrt
