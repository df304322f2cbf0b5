// Move notation: the canonical text of a move ("play 7H", "choose hearts") and reading typed moves.
#include "cardrt/notation.hpp"

#include <algorithm>
#include <cctype>

#include "cardrt/error.hpp"
#include "checked.hpp"

namespace cardrt {

void append_move_text(const Layout& layout, const MoveList& list, const Move& m, std::string& out) {
  const MoveDef& def = layout.moves[m.verb];
  out += def.verb;
  switch (def.arg) {
    case ArgKind::None: break;
    case ArgKind::Card:
      out += ' ';
      out += card_name(m.card);
      break;
    case ArgKind::Word:
      out += ' ';
      out += def.words[m.word];
      break;
    case ArgKind::Groups:
      out += ' ';
      out += list.text(m);
      break;
    case ArgKind::Number:
      out += ' ';
      out += std::to_string(def.min + m.word);
      break;
  }
}

std::string move_text(const Layout& layout, const MoveList& list, const Move& m) {
  std::string out;
  append_move_text(layout, list, m, out);
  return out;
}

void sort_by_text(const Layout& layout, MoveList& list) {
  list.sort_by_text([&](const Move& m, std::string& out) { append_move_text(layout, list, m, out); });
}

std::vector<std::string> move_texts(const Layout& layout, const MoveList& list) {
  std::vector<std::string> out;
  out.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(move_text(layout, list, list[i]));
  return out;
}

namespace {
std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}
}  // namespace

void parse_move(const Layout& layout, std::string_view input, MoveList& out, std::span<const std::int64_t> number_max) {
  std::string text = trim(input);
  std::size_t space = text.find_first_of(" \t");
  std::string verb = lower(text.substr(0, space));
  std::string arg = space == std::string::npos ? "" : trim(text.substr(space));
  int index = layout.move_index(verb);
  if (index < 0) throw Error(unknown_name("move", text, "", layout.verbs(), "moves of " + layout.id));
  const MoveDef& def = layout.moves[index];
  auto verb_id = std::uint16_t(index);
  switch (def.arg) {
    case ArgKind::None:
      if (!arg.empty()) throw Error("'" + verb + "' takes nothing after it, got '" + text + "'");
      out.add(verb_id);
      return;
    case ArgKind::Card: {
      auto card = parse_card(arg);
      if (!card) throw Error("'" + verb + "' needs one card, like '" + verb + " 7H', got '" + text + "'");
      out.add_card(verb_id, *card);
      return;
    }
    case ArgKind::Word: {
      std::string word = lower(arg);
      auto it = std::find(def.words.begin(), def.words.end(), word);
      if (it == def.words.end()) {
        std::string words;
        for (const auto& w : def.words) words += (words.empty() ? "" : ", ") + w;
        throw Error("'" + verb + "' takes one of: " + words + "; got '" + text + "'");
      }
      out.add_word(verb_id, std::uint16_t(it - def.words.begin()));
      return;
    }
    case ArgKind::Number: {
      ParsedInt n = parse_integer(arg);
      const std::int64_t max = number_max.empty() ? def.max : number_max[std::size_t(index)];
      if (n.status != ParsedInt::Status::Ok || n.value < def.min || n.value > max)
        throw Error("'" + verb + "' takes a number from " + std::to_string(def.min) + " to " + std::to_string(max) +
                    ", like '" + verb + " " + std::to_string(def.min) + "', got '" + text + "'");
      out.add_word(verb_id, std::uint16_t(n.value - def.min));
      return;
    }
    case ArgKind::Groups: {
      // Group moves are compared in the canonical text their mechanic renders; upper-case
      // card names and single spaces make typed input match it.
      std::string norm;
      for (char c : arg) {
        if (std::isspace(static_cast<unsigned char>(c))) {
          if (!norm.empty() && norm.back() != ' ') norm += ' ';
        } else {
          norm += char(std::toupper(static_cast<unsigned char>(c)));
        }
      }
      out.add_text(verb_id, norm);
      return;
    }
  }
}

}  // namespace cardrt
