// Text from outside (a mod, a record, a save, a shard) made safe to show on a terminal.
#pragma once

#include <string>
#include <string_view>

namespace cardrt {

// Whether line breaks and tabs pass: a message of several lines keeps them, a name or a label
// shown inside a line shows them as '?' too.
enum class Lines { keep, replace };

// Replaces with '?' whatever a terminal would act on instead of showing: C0 controls (ESC, BEL,
// CR, backspace...) and DEL, C1 controls (U+0080..U+009F, which some terminals take as CSI and
// OSC), the bidirectional overrides and isolates that reorder what a line shows (U+202A..U+202E,
// U+2066..U+2069), and each byte that is not part of well-formed UTF-8 (a lone 0x9B is CSI to an
// 8-bit terminal). Everything else, other scripts and symbols included, passes unchanged.
//
// Text that arrives in pieces goes through one TerminalText, so a character split between two
// pieces is judged whole.
class TerminalText {
 public:
  explicit TerminalText(Lines lines = Lines::keep) : lines_(lines) {}
  // Appends to `out` the safe form of `piece`, keeping back an unfinished character at its end.
  void add(std::string_view piece, std::string& out);
  // Appends what was kept back: an unfinished character is not well-formed, and shows as '?'.
  void finish(std::string& out);

 private:
  Lines lines_;
  std::string held_;  // the start of a character that the next piece may finish (at most 3 bytes)
};

// The safe form of a whole text.
std::string terminal_safe(std::string_view text, Lines lines = Lines::keep);

}  // namespace cardrt
