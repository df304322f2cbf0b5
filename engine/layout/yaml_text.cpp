// Checks of a layout file's text beyond what yaml-cpp refuses: quoted text running over keys, and
// keys given twice.
#include "yaml_text.hpp"

#include <cctype>
#include <map>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {

// From the parser's events, each met once however often aliases repeat it in the node tree: where
// each quoted (non-plain) scalar begins, and the first key given twice in a mapping.
class TextEvents : public YAML::EventHandler {
 public:
  std::vector<YAML::Mark> quoted;
  std::optional<std::pair<YAML::Mark, std::string>> repeated;  // where, and the message

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override { node_done(); }
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override { node_done(); }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, const std::string& value) override {
    if (tag == "!") quoted.push_back(mark);
    if (!open_.empty() && open_.back().mapping && open_.back().expecting_key) {
      auto [first, added] = open_.back().keys.emplace(value, mark);
      if (!added && !repeated)
        repeated = {mark, "key '" + clip(value) + "' is given twice in this mapping (first at line " +
                              std::to_string(first->second.line + 1) + ":" + std::to_string(first->second.column + 1) +
                              "): YAML keeps only one of them; remove one"};
    }
    node_done();
  }
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open_.push_back({false, true, {}});
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    open_.push_back({true, true, {}});
  }
  void OnMapEnd() override { close(); }

 private:
  struct Open {
    bool mapping = false;
    bool expecting_key = true;  // a mapping's next node is a key, else a value
    std::map<std::string, YAML::Mark> keys;
  };
  // A node of the innermost mapping ended: a key is followed by its value, a value by a key.
  void node_done() {
    if (!open_.empty() && open_.back().mapping) open_.back().expecting_key = !open_.back().expecting_key;
  }
  void close() {
    open_.pop_back();
    node_done();
  }
  std::vector<Open> open_;
};

std::size_t indentation(const std::string& text, std::size_t line_start) {
  std::size_t end = line_start;
  while (end < text.size() && text[end] == ' ') ++end;
  return end - line_start;
}

// A line that reads as a mapping key: a plain name, maybe after "- ", then ':' and a space or
// the end of the line. Returns the key, or "".
std::string key_on_line(const std::string& text, std::size_t line_start) {
  std::size_t at = line_start + indentation(text, line_start);
  if (text.compare(at, 2, "- ") == 0) at += 2;
  const std::size_t name = at;
  while (at < text.size() && (std::isalnum(static_cast<unsigned char>(text[at])) || text[at] == '_' || text[at] == '-'))
    ++at;
  if (at == name || at >= text.size() || text[at] != ':') return "";
  if (at + 1 < text.size() && text[at + 1] != ' ' && text[at + 1] != '\n' && text[at + 1] != '\r') return "";
  return text.substr(name, at - name);
}

// Throws at the first of the quoted scalars that begin at `marks` and run over a key.
void check_marks(const std::string& file, const std::string& text, const std::vector<YAML::Mark>& marks) {
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') line_starts.push_back(i + 1);
  for (const YAML::Mark& mark : marks) {
    if (mark.line < 0 || std::size_t(mark.line) >= line_starts.size()) continue;
    const std::size_t open_line = line_starts[std::size_t(mark.line)];
    const std::size_t open = open_line + std::size_t(mark.column);
    if (open >= text.size() || (text[open] != '"' && text[open] != '\'')) continue;  // a block scalar
    const char quote = text[open];
    const std::size_t open_indent = indentation(text, open_line);
    int line = mark.line;
    for (std::size_t at = open + 1; at < text.size(); ++at) {
      if (quote == '"' && text[at] == '\\') {
        ++at;
      } else if (text[at] == quote) {
        if (quote == '\'' && at + 1 < text.size() && text[at + 1] == '\'') {
          ++at;  // '' is a quote inside single-quoted text
          continue;
        }
        break;
      } else if (text[at] == '\n') {
        ++line;
        const std::string key = key_on_line(text, at + 1);
        if (!key.empty() && indentation(text, at + 1) <= open_indent)
          throw Error(located(file, mark.line + 1, mark.column + 1,
                              std::string("the quoted text opened here runs on to line ") + std::to_string(line + 1) +
                                  " and takes in its key '" + clip(key) + ":'; close the quote (" + quote +
                                  ") on the line where it opens"));
      }
    }
  }
}

}  // namespace

void check_yaml_text(const std::string& file, const std::string& text) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  TextEvents events;
  // The first document only, as YAML::Load reads it (a later one is never read, and on some text
  // yaml-cpp finds documents without end).
  try {
    parser.HandleNextDocument(events);
  } catch (const YAML::Exception&) {
    // A quote left open often ends in a parse error further down (at the next quote): the quote
    // is what to point at.
    check_marks(file, text, events.quoted);
    throw;
  }
  check_marks(file, text, events.quoted);
  if (events.repeated)
    throw Error(
        located(file, events.repeated->first.line + 1, events.repeated->first.column + 1, events.repeated->second));
}

}  // namespace cardrt
