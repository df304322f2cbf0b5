// The filter between the program's text and its standard output and error (see terminal.hpp).
#include "terminal.hpp"

namespace cardrt::cli {

namespace {
// Past this many bytes without a line end the text is passed on anyway: a stranger's line may be
// endless, and styling only needs the words of one screen line together.
constexpr std::size_t kMaxPending = 1 << 16;
}  // namespace

TerminalOutput::TerminalOutput(std::ostream& stream) : stream_(stream), target_(stream.rdbuf()) { stream_.rdbuf(this); }

TerminalOutput::~TerminalOutput() {
  pass_on();
  std::string rest;
  filter_.finish(rest);
  target_->sputn(rest.data(), std::streamsize(rest.size()));
  target_->pubsync();
  stream_.rdbuf(target_);
}

TerminalOutput* TerminalOutput::of(std::ostream& stream) { return dynamic_cast<TerminalOutput*>(stream.rdbuf()); }

void TerminalOutput::set_style(std::function<std::string(std::string_view)> style) {
  pass_on();
  style_ = std::move(style);
}

void TerminalOutput::write_control(std::string_view sequence) {
  pass_on();
  target_->sputn(sequence.data(), std::streamsize(sequence.size()));
}

TerminalOutput::int_type TerminalOutput::overflow(int_type c) {
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  pending_ += traits_type::to_char_type(c);
  if (c == '\n' || pending_.size() >= kMaxPending) pass_on();
  return c;
}

std::streamsize TerminalOutput::xsputn(const char* s, std::streamsize n) {
  const std::string_view text(s, std::size_t(n));
  pending_.append(text);
  if (text.find('\n') != std::string_view::npos || pending_.size() >= kMaxPending) pass_on();
  return n;
}

int TerminalOutput::sync() {
  pass_on();
  return target_->pubsync();
}

void TerminalOutput::pass_on() {
  if (pending_.empty()) return;
  std::string safe;
  filter_.add(pending_, safe);
  pending_.clear();
  if (style_) safe = style_(safe);
  target_->sputn(safe.data(), std::streamsize(safe.size()));
}

void write_control(std::ostream& out, std::string_view sequence) {
  if (TerminalOutput* terminal = TerminalOutput::of(out))
    terminal->write_control(sequence);
  else
    out << sequence << std::flush;
}

}  // namespace cardrt::cli
