// What yaml-cpp accepts in a layout file but a reader of the file would not see: quoted text
// that runs on over the lines of the file's keys, and a key given twice in one mapping.
#pragma once

#include <string>

namespace cardrt {

// Throws Error at file:line:col for what the file says otherwise than it reads:
// - a quoted scalar that goes on past its line over a line that reads as a key of the file (one
//   indented no deeper than the line where the quote opened), pointed at the opening quote:
//   `summary: "unclosed` on line 2 would take the `options:` below into the summary. Quoted text
//   that goes on over more deeply indented lines is YAML's own way to continue it, and stays;
// - a key given a second time in one mapping, pointed at the second: yaml-cpp would keep one of
//   the two silently, and a mod could hide a `rules:` entry behind an innocent one.
void check_yaml_text(const std::string& file, const std::string& text);

}  // namespace cardrt
