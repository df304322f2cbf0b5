// The text helpers of cardrt's output and pages (texts.hpp).
#include "texts.hpp"

#include <algorithm>

namespace cardrt::cli {

std::string spec_text(const GameSpec& spec) {
  const Layout& layout = *spec.layout;
  std::string text =
      layout.id + (spec.variant.empty() ? "" : " (" + spec.variant + ")") + ", " + count_text(spec.players, "player");
  std::vector<std::string> changed;
  for (const auto& def : layout.options)
    if (spec.options.at(def.name) != option_default(def, spec.players, spec.options))
      changed.push_back(def.name + "=" + option_value_text(def, spec.options.at(def.name)));
  return changed.empty() ? text : text + ", options " + join(changed, ", ");
}

namespace {
// How a move's argument is typed, after its verb: " CARD", " hearts|spades", " 1..13", "".
std::string move_argument_text(const MoveDef& def, std::int64_t number_max) {
  switch (def.arg) {
    case ArgKind::None: return "";
    case ArgKind::Card: return " CARD";
    case ArgKind::Word: return " " + join(def.words, "|");
    case ArgKind::Number: return " " + std::to_string(def.min) + ".." + std::to_string(number_max);
    case ArgKind::Groups: return " CARDS...";
    case ArgKind::Cards: return " CARD...";
    case ArgKind::CardTo: return " CARD CARD|ZONE";
    case ArgKind::CardWith: return " CARD with CARD...";
  }
  return "";
}
}  // namespace

std::vector<std::vector<std::string>> move_rows(const GameSpec& spec) {
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = 0; i < spec.layout->moves.size(); ++i) {
    const MoveDef& def = spec.layout->moves[i];
    rows.push_back({def.verb + move_argument_text(def, spec.number_max[i]), def.doc});
  }
  return rows;
}

std::string shell_word(const std::string& word) {
  const bool safe = !word.empty() && std::all_of(word.begin(), word.end(), [](unsigned char c) {
    return std::isalnum(c) || std::strchr("_./=:,+-@%", c);
  });
  if (safe) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string selection_words(const Selection& selection) {
  std::string out = shell_word(selection.game);
  if (!selection.variant.empty()) out += " --variant " + shell_word(selection.variant);
  for (const auto& [key, value] : selection.option_text) out += " -o " + shell_word(key + "=" + value);
  if (selection.players) out += " --players " + std::to_string(selection.players);
  for (const auto& dir : selection.search_dirs) out += " --rules " + shell_word(dir);
  return out;
}

std::string join(const std::vector<int>& numbers, const std::string& separator) {
  std::vector<std::string> items;
  for (int n : numbers) items.push_back(std::to_string(n));
  return join(items, separator);
}

void print_columns(std::ostream& out, const std::vector<std::vector<std::string>>& rows, const std::string& indent) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows)
    for (std::size_t c = 0; c + 1 < row.size(); ++c) {
      if (widths.size() <= c) widths.resize(c + 1, 0);
      widths[c] = std::max(widths[c], row[c].size());
    }
  for (const auto& row : rows) {
    std::string line = indent;
    for (std::size_t c = 0; c < row.size(); ++c) {
      line += row[c];
      if (c + 1 < row.size()) line += std::string(widths[c] - row[c].size() + 2, ' ');
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out << line << "\n";
  }
}

std::string wrapped(const std::string& paragraph, std::size_t width) {
  std::string out, line;
  std::size_t start = 0;
  while (start < paragraph.size()) {
    std::size_t end = paragraph.find(' ', start);
    if (end == std::string::npos) end = paragraph.size();
    const std::string word = paragraph.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return line.empty() ? out : out + line + "\n";
}

std::string players_text(const Layout& layout) {
  if (layout.min_players == layout.max_players) return count_text(layout.min_players, "player");
  return std::to_string(layout.min_players) + "-" + std::to_string(layout.max_players) + " players";
}

// "Fan Tan: build the suits out from the sevens", or just the summary when the name is the id.
std::string title_text(const Layout& layout) {
  if (layout.name == layout.id) return layout.summary;
  return layout.summary.empty() ? layout.name : layout.name + ": " + layout.summary;
}

// The type with its bounds: "int 0..20", "int >= 1".
std::string option_kind(const OptionDef& def) {
  std::string text = option_type_text(def);
  if (def.type != OptionType::Int && def.type != OptionType::IntList) return text;
  if (def.min != INT64_MIN && def.max != INT64_MAX)
    return text + " " + std::to_string(def.min) + ".." + std::to_string(def.max);
  if (def.min != INT64_MIN) return text + " >= " + std::to_string(def.min);
  if (def.max != INT64_MAX) return text + " <= " + std::to_string(def.max);
  return text;
}

}  // namespace cardrt::cli
