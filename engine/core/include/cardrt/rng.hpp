// The seeded random number generator every shuffle and random choice goes through.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

namespace cardrt {

// xoshiro256** (Blackman & Vigna), its four words seeded from the 64-bit seed by splitmix64.
// uniform(n) is the high 64 bits of next() * n (a 128-bit product): no floating point and no
// platform-dependent library calls, so the same seed gives the same game on every machine.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
  void reseed(std::uint64_t seed);
  // Inline: every shuffled card and every bot's choice draws one.
  std::uint64_t next() {
    const std::uint64_t result = std::rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = std::rotl(s_[3], 45);
    return result;
  }
  // 0 <= result < n; n must be >= 1.
  std::uint32_t uniform(std::uint32_t n) {
    __extension__ using u128 = unsigned __int128;  // a GCC/Clang extension on every 64-bit target
    return std::uint32_t((static_cast<u128>(next()) * n) >> 64);
  }

  // Fisher–Yates over [first, first+count): from the last position down, swap with a uniform earlier one.
  template <class T>
  void shuffle(T* first, std::size_t count) {
    for (std::size_t i = count; i > 1; --i) {
      std::size_t j = uniform(std::uint32_t(i));
      T tmp = first[i - 1];
      first[i - 1] = first[j];
      first[j] = tmp;
    }
  }

  std::string to_hex() const;  // the four state words, for saving
  static Rng from_hex(const std::string& text);
  bool operator==(const Rng&) const = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

// splitmix64 step, also used to derive independent per-game seeds from a simulation seed.
std::uint64_t splitmix64(std::uint64_t& x);

}  // namespace cardrt
