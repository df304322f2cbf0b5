// Formatting of error messages: locations and the name a misspelt one meant.
#include "cardrt/error.hpp"

#include "cardrt/terminal_text.hpp"

#include <algorithm>
#include <cctype>

namespace cardrt {

std::string located(const std::string& file, int line, int column, const std::string& message) {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  if (column > 0) out += ":" + std::to_string(column);
  return out + ": " + message;
}

std::string clip(std::string_view text, std::size_t shown) {
  // Judged a little past the cut, so a character the cut goes through is not taken for a broken one.
  std::string out = terminal_safe(text.substr(0, shown + 3), Lines::replace);
  if (out.size() <= shown && text.size() <= shown + 3) return out;
  std::size_t cut = std::min(shown, out.size());
  while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
  return out.substr(0, cut) + "...";
}

namespace {
// Edits between a and b (optimal string alignment: insertions, deletions, substitutions and
// swaps of neighbours), case ignored.
std::size_t edits(std::string_view a, std::string_view b) {
  auto same = [](char x, char y) { return std::tolower((unsigned char)x) == std::tolower((unsigned char)y); };
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}
}  // namespace

std::string nearest_name(std::string_view name, const std::vector<std::string>& names) {
  if (name.size() > 64) return "";  // a hostile name gets no quadratic search
  const std::size_t allowed = name.size() <= 2 ? 0 : name.size() <= 4 ? 1 : 2;
  std::string best;
  std::size_t best_edits = allowed + 1;
  for (const std::string& candidate : names) {
    if (candidate.size() > 64 || candidate == name) continue;
    const std::size_t e = edits(name, candidate);
    if (e < best_edits) best = candidate, best_edits = e;
  }
  return best;
}

std::string did_you_mean(std::string_view name, const std::vector<std::string>& names) {
  const std::string nearest = nearest_name(name, names);
  return nearest.empty() ? "" : "; did you mean '" + nearest + "'?";
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& name : names) out += (out.empty() ? "" : ", ") + name;
  return out;
}

std::string unknown_name(const std::string& what, std::string_view name, const std::string& where,
                         const std::vector<std::string>& names, const std::string& listed) {
  return "unknown " + what + " '" + std::string(name) + "'" + (where.empty() ? "" : " " + where) +
         did_you_mean(name, names) + " (" + listed + ": " + (names.empty() ? "none" : joined(names)) + ")";
}

}  // namespace cardrt
