// A bot's options as `--bots` gives them ("ismcts:iterations=500:c=0.7"): each bot reads the ones
// it knows, and any other is an error naming the bot's options.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "cardrt/bots.hpp"

namespace cardrt {

class BotOptions {
 public:
  explicit BotOptions(const BotSpec& spec) : spec_(spec) {}
  // The option's value, `fallback` when it is not given; Error when it is no whole number in
  // [min, max].
  long long integer(const std::string& key, long long fallback, long long min, long long max);
  // The same for a number.
  double number(const std::string& key, double fallback, double min, double max);
  // Error for an option no read named, listing the ones read.
  void finish() const;

 private:
  const std::string* find(const std::string& key);

  const BotSpec& spec_;
  std::vector<std::string> known_;
};

}  // namespace cardrt
