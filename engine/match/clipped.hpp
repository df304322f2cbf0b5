// Typed input and a rule's reason as a match's errors echo them.
#pragma once

#include <string>
#include <string_view>

namespace cardrt {

// A huge text is cut, not repeated whole.
inline std::string clipped(std::string_view text) {
  constexpr std::size_t kShown = 200;
  if (text.size() <= kShown) return std::string(text);
  return std::string(text.substr(0, kShown)) + "... (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace cardrt
