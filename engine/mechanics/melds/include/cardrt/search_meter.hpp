// The work and memory a native search may spend, given by whoever starts it: a script's call
// gives what is left of its budget and memory cap, the engine's own callers the same amounts a
// hook call has. A search past either stops with SearchTooLarge; the caller charges what it did.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "cardrt/error.hpp"

namespace cardrt {

class SearchTooLarge : public Error {
 public:
  using Error::Error;
};

class SearchMeter {
 public:
  // A hook call's own limits (LuaLimits' defaults): 20,000,000 steps and 64 MiB.
  SearchMeter() = default;
  SearchMeter(std::int64_t steps_left, std::size_t bytes_left) : steps_left_(steps_left), bytes_left_(bytes_left) {}

  void step(std::int64_t n = 1) {
    steps_ += n;
    if (steps_ > steps_left_) throw SearchTooLarge("it took more than " + std::to_string(steps_left_) + " steps");
  }
  void hold(std::size_t n) {
    bytes_ += n;
    if (bytes_ > bytes_left_) throw SearchTooLarge("it took more than " + std::to_string(bytes_left_ >> 20) + " MiB");
  }
  std::int64_t steps() const { return steps_; }
  std::size_t bytes() const { return bytes_; }

 private:
  std::int64_t steps_left_ = 20'000'000;
  std::size_t bytes_left_ = std::size_t{64} << 20;
  std::int64_t steps_ = 0;
  std::size_t bytes_ = 0;
};

}  // namespace cardrt
