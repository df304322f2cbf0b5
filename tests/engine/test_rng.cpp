// The seeded RNG: xoshiro256** seeded by splitmix64 as golden values, uniform, shuffle, hex state.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "cardrt/error.hpp"
#include "cardrt/rng.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

// Golden values of the documented protocol (rng.hpp), checked against an independent
// implementation of xoshiro256** (Blackman & Vigna) seeded with four splitmix64 outputs.
TEST_CASE("a fixed seed gives the documented xoshiro256** sequence", "[rng]") {
  SECTION("splitmix64 from 0") {
    std::uint64_t x = 0;
    CHECK(splitmix64(x) == 0xe220a8397b1dcdafULL);
    CHECK(x == 0x9e3779b97f4a7c15ULL);
  }
  SECTION("seed 0") {
    Rng r(0);
    CHECK(r.next() == 0x99ec5f36cb75f2b4ULL);
    CHECK(r.next() == 0xbf6e1f784956452aULL);
    CHECK(r.next() == 0x1a5f849d4933e6e0ULL);
    CHECK(r.next() == 0x6aa594f1262d2d2cULL);
  }
  SECTION("seed 1") {
    Rng r(1);
    CHECK(r.next() == 0xb3f2af6d0fc710c5ULL);
    CHECK(r.next() == 0x853b559647364ceaULL);
    CHECK(r.next() == 0x92f89756082a4514ULL);
    CHECK(r.next() == 0x642e1c7bc266a3a7ULL);
  }
  SECTION("seed 42") {
    Rng r(42);
    CHECK(r.next() == 0x15780b2e0c2ec716ULL);
    CHECK(r.next() == 0x6104d9866d113a7eULL);
    CHECK(r.next() == 0xae17533239e499a1ULL);
    CHECK(r.next() == 0xecb8ad4703b360a1ULL);
  }
  SECTION("reseed starts the sequence over") {
    Rng r(5);
    r.next();
    r.reseed(42);
    CHECK(r.next() == 0x15780b2e0c2ec716ULL);
    CHECK(r == [] {
      Rng x(42);
      x.next();
      return x;
    }());
  }
}

TEST_CASE("uniform(n) is the high word of next() * n", "[rng]") {
  Rng r(42);
  std::vector<std::uint32_t> got;
  for (int i = 0; i < 10; ++i) got.push_back(r.uniform(52));
  CHECK(got == std::vector<std::uint32_t>{4, 19, 35, 48, 51, 40, 37, 44, 39, 30});
}

TEST_CASE("uniform(n) stays below n and spreads evenly", "[rng]") {
  Rng r(2024);
  for (std::uint32_t n : {1u, 2u, 3u, 7u, 52u, 1000u, 0x7fffffffu, 0xffffffffu}) {
    INFO("n = " << n);
    int out_of_range = 0;
    std::uint32_t max_seen = 0;
    for (int i = 0; i < 20000; ++i) {
      std::uint32_t v = r.uniform(n);
      if (v >= n) ++out_of_range;
      max_seen = std::max(max_seen, v);
    }
    CHECK(out_of_range == 0);
    if (n <= 1000) CHECK(max_seen == n - 1);  // small ranges reach their top value
  }
  std::vector<int> hits(7, 0);
  for (int i = 0; i < 7000; ++i) ++hits[r.uniform(7)];
  for (int h : hits) CHECK(h > 800);  // about 1000 each
}

TEST_CASE("shuffle is Fisher-Yates on uniform and reproducible", "[rng]") {
  std::vector<int> a(10);
  std::iota(a.begin(), a.end(), 0);
  Rng r(7);
  r.shuffle(a.data(), a.size());
  CHECK(a == std::vector<int>{1, 8, 3, 0, 4, 5, 9, 6, 2, 7});

  std::vector<int> b(52), c(52);
  std::iota(b.begin(), b.end(), 0);
  std::iota(c.begin(), c.end(), 0);
  Rng r1(99), r2(99);
  r1.shuffle(b.data(), b.size());
  r2.shuffle(c.data(), c.size());
  CHECK(b == c);
  CHECK(r1 == r2);
  std::vector<int> sorted = b;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> ids(52);
  std::iota(ids.begin(), ids.end(), 0);
  CHECK(sorted == ids);  // a permutation
  CHECK(b != ids);

  int one = 5;
  Rng r3(1);
  r3.shuffle(&one, 1);  // nothing to swap: no draw
  CHECK(one == 5);
  CHECK(r3 == Rng(1));
}

TEST_CASE("to_hex and from_hex round-trip the four state words", "[rng]") {
  CHECK(Rng(42).to_hex() == "bdd732262feb6e9528efe333b266f10347526757130f9f52581ce1ff0e4ae394");
  Rng r(123);
  for (int i = 0; i < 5; ++i) r.next();
  std::string hex = r.to_hex();
  CHECK(hex.size() == 64);
  Rng back = Rng::from_hex(hex);
  CHECK(back == r);
  CHECK(back.to_hex() == hex);
  int differ = 0;
  for (int i = 0; i < 100; ++i) differ += back.next() != r.next();
  CHECK(differ == 0);
}

TEST_CASE("from_hex refuses text that is not 64 lower-case hex digits", "[rng]") {
  const std::string good = Rng(42).to_hex();
  CHECK(error_of([] { Rng::from_hex("abc"); }) == "bad rng state 'abc'");
  CHECK(error_of([] { Rng::from_hex(""); }) == "bad rng state ''");
  std::string upper = good;
  upper[0] = 'B';
  CHECK(error_of([&] { Rng::from_hex(upper); }) == "bad rng state '" + upper + "'");
  std::string junk = good;
  junk[63] = 'g';
  CHECK(error_of([&] { Rng::from_hex(junk); }) == "bad rng state '" + junk + "'");
  CHECK(error_of([&] { Rng::from_hex(good + "0"); }) == "bad rng state '" + good + "0'");
}
