// Formatting of located error messages.
#include "cardrt/error.hpp"

namespace cardrt {

std::string located(const std::string& file, int line, int column, const std::string& message) {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  if (column > 0) out += ":" + std::to_string(column);
  return out + ": " + message;
}

}  // namespace cardrt
