// Standard output and standard error as the program writes them: every text through one
// TerminalText filter, so nothing a mod, record, save or shard holds can act on the terminal;
// the program's own control sequences (colour, clearing the screen) pass beside it.
#pragma once

#include <functional>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

#include "cardrt/terminal_text.hpp"

namespace cardrt::cli {

class TerminalOutput final : public std::streambuf {
 public:
  // Stands between `stream` and its buffer until destroyed.
  explicit TerminalOutput(std::ostream& stream);
  ~TerminalOutput() override;
  TerminalOutput(const TerminalOutput&) = delete;
  TerminalOutput& operator=(const TerminalOutput&) = delete;

  // The filter of `stream`, or nullptr when it has none.
  static TerminalOutput* of(std::ostream& stream);

  // While set, the safe text of each line (or of what came before a flush) goes through `style`,
  // whose own control sequences pass unfiltered: the play screen's coloured suits.
  void set_style(std::function<std::string(std::string_view)> style);
  // The program's own control sequence, written after what was written before it.
  void write_control(std::string_view sequence);

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;

 private:
  void pass_on();
  std::ostream& stream_;
  std::streambuf* target_;
  TerminalText filter_;
  std::string pending_;  // what was written since the last line end or flush
  std::function<std::string(std::string_view)> style_;
};

// `sequence` written to `out` past its filter, when it has one.
void write_control(std::ostream& out, std::string_view sequence);

}  // namespace cardrt::cli
