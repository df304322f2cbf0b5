// xoshiro256** with splitmix64 seeding; see rng.hpp for the protocol.
#include "cardrt/rng.hpp"

#include <cstdio>

#include "cardrt/error.hpp"

namespace cardrt {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void Rng::reseed(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::string Rng::to_hex() const {
  char buf[4 * 16 + 1];
  for (int i = 0; i < 4; ++i) std::snprintf(buf + 16 * i, 17, "%016llx", static_cast<unsigned long long>(s_[i]));
  return std::string(buf, 64);
}

Rng Rng::from_hex(const std::string& text) {
  if (text.size() != 64) throw Error("bad rng state '" + text + "'");
  Rng rng;
  for (int i = 0; i < 4; ++i) {
    std::uint64_t word = 0;
    for (int k = 0; k < 16; ++k) {
      char ch = text[16 * i + k];
      int digit = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
      if (digit < 0) throw Error("bad rng state '" + text + "'");
      word = word << 4 | std::uint64_t(digit);
    }
    rng.s_[i] = word;
  }
  return rng;
}

}  // namespace cardrt
