// A bot's options as `--bots` gives them ("ismcts:iterations=500:c=0.7"), over the ones the game's
// layout gives that bot (`bots:` in game.yaml): each bot reads the ones it knows, and any other
// is an error naming the bot's options and where the bad one was written.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "cardrt/bots.hpp"
#include "cardrt/layout.hpp"

namespace cardrt {

class BotOptions {
 public:
  BotOptions(const BotSpec& spec, const Layout::BotDefaults* defaults) : spec_(spec), defaults_(defaults) {}
  // The option's value, `fallback` when it is not given; Error when it is no whole number in
  // [min, max].
  long long integer(const std::string& key, long long fallback, long long min, long long max);
  // The same for a number.
  double number(const std::string& key, double fallback, double min, double max);
  // Error for an option no read named, listing the ones read.
  void finish() const;

 private:
  struct Found {
    const std::string* value = nullptr;
    std::string source;  // "--bots: " or "game.yaml:LINE:COL: bots: "
  };
  Found find(const std::string& key);
  void check_known(const std::vector<std::pair<std::string, std::string>>& options, const std::string& source) const;

  const BotSpec& spec_;
  const Layout::BotDefaults* defaults_;
  std::vector<std::string> known_;
};

}  // namespace cardrt
