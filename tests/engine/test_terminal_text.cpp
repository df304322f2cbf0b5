// terminal_safe and clip: what a stranger's text looks like once it may reach a terminal.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/terminal_text.hpp"

using cardrt::clip;
using cardrt::Lines;
using cardrt::terminal_safe;
using cardrt::TerminalText;

TEST_CASE("terminal_safe shows every control a terminal acts on as '?'", "[terminal]") {
  SECTION("C0 and DEL: ESC sequences, BEL, CR, backspace") {
    CHECK(terminal_safe("\x1b]0;title\x07\x1b[2J\rline\b\x7f") == "?]0;title??[2J?line??");
  }
  SECTION("C1 as characters: CSI U+009B, OSC U+009D, U+0080 and U+009F") {
    CHECK(terminal_safe("a\u009b31mb\u009d0;t\u0080\u009f") == "a?31mb?0;t??");
  }
  SECTION("bidirectional overrides and isolates") {
    CHECK(terminal_safe("x\u202ey\u202az\u2066w\u2069") == "x?y?z?w?");
  }
  SECTION("bytes that are not UTF-8: a lone CSI byte, overlong forms, surrogates, past U+10FFFF") {
    CHECK(terminal_safe("\x9b"
                        "1m") == "?1m");
    CHECK(terminal_safe("\xc0\x9b") == "??");
    CHECK(terminal_safe("\xe0\x80\x9b") == "???");
    CHECK(terminal_safe("\xed\xa0\x80") == "???");
    CHECK(terminal_safe("\xf4\x90\x80\x80") == "????");
    CHECK(terminal_safe("\xff\xfe") == "??");
  }
  SECTION("a character cut off at the end is not well-formed") { CHECK(terminal_safe("ok\xe2\x99") == "ok??"); }
}

TEST_CASE("terminal_safe leaves readable text as it is", "[terminal]") {
  CHECK(terminal_safe("7\u2665 K\u2660 \u00e9t\u00e9 \u4e2d \U0001F0A1 \u00a0 \u2028") ==
        "7\u2665 K\u2660 \u00e9t\u00e9 \u4e2d \U0001F0A1 \u00a0 \u2028");
  CHECK(terminal_safe("two\nlines\tand a tab") == "two\nlines\tand a tab");
  CHECK(terminal_safe("two\nlines\tand a tab", Lines::replace) == "two?lines?and a tab");
}

TEST_CASE("TerminalText judges a character split between two pieces whole", "[terminal]") {
  TerminalText filter;
  std::string out;
  filter.add("a\xe2", out);
  filter.add("\x80", out);
  CHECK(out == "a");
  filter.add(
      "\xae"
      "b\xc2",
      out);  // U+202E, then the first byte of U+009B
  filter.add(
      "\x9b"
      "c\xe2\x99",
      out);
  CHECK(out == "a?b?c");
  filter.finish(out);
  CHECK(out == "a?b?c??");
}

TEST_CASE("clip quotes a text on one line and never cuts a character in two", "[terminal]") {
  CHECK(clip("line\none\x1b[2J\u009b") == "line?one?[2J?");
  CHECK(clip("abc\u2665\u2665", 5) == "abc...");
  CHECK(clip("abc\u2665\u2665", 6) == "abc\u2665...");
  CHECK(clip("abc\u2665", 6) == "abc\u2665");
  CHECK(clip(std::string(100, 'x'), 60) == std::string(60, 'x') + "...");
}
