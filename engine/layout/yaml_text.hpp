// What yaml-cpp accepts in a layout file but a reader of the file would not see: quoted text
// that runs on over the lines of the file's keys.
#pragma once

#include <string>

namespace cardrt {

// Throws Error at the opening quote ("file:line:col: ...") when a quoted scalar of `text` goes
// on past its line over a line that reads as a key of the file (one indented no deeper than the
// line where the quote opened): `summary: "unclosed` on line 2 would take the `options:` below
// into the summary, and the file would load as something else than it reads as. Quoted text
// that goes on over more deeply indented lines is YAML's own way to continue it, and stays.
void check_quoted_text(const std::string& file, const std::string& text);

}  // namespace cardrt
