// Card names on a terminal: suit symbols and colour.
#include "card_style.hpp"

#include <unistd.h>

#include <cctype>
#include <cstdlib>

#include "cardrt/card.hpp"

namespace cardrt::cli {

bool fancy_cards(bool plain) {
  const char* no_color = std::getenv("NO_COLOR");
  return !plain && isatty(STDOUT_FILENO) && !(no_color && *no_color);
}

namespace {
bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
}  // namespace

std::string styled_cards(std::string_view text) {
  static const std::string_view kRed = "\033[31m", kReset = "\033[0m";
  std::string out;
  out.reserve(text.size() + text.size() / 2);
  for (std::size_t i = 0; i < text.size();) {
    const bool starts_word = i == 0 || !word_char(text[i - 1]);
    const bool two_letters = i + 2 <= text.size() && (i + 2 == text.size() || !word_char(text[i + 2]));
    const auto card = starts_word && two_letters ? parse_card(text.substr(i, 2)) : std::nullopt;
    // Only the canonical spelling is a card here: upper case, as the engine writes it.
    if (!card || is_joker(*card) || card_name(*card) != text.substr(i, 2)) {
      out += text[i++];
      continue;
    }
    const int suit = suit_of(*card);
    const bool red = suit == 2 || suit == 3;
    if (red) out += kRed;
    out += text[i];
    out += suit_symbol(suit);
    if (red) out += kReset;
    i += 2;
  }
  return out;
}

}  // namespace cardrt::cli
