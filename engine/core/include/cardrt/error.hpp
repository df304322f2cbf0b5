// The one exception type cardrt throws for bad user content (layouts, rules, moves, options).
#pragma once

#include <stdexcept>
#include <string>

namespace cardrt {

// The message already carries its location ("game.yaml:12:5: ..." or "rules.lua:42: ...").
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "file:line:col: message" with 1-based line and column.
std::string located(const std::string& file, int line, int column, const std::string& message);

}  // namespace cardrt
