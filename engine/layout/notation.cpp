// Move notation: the canonical text of a move ("play 7H", "choose hearts") and reading typed moves.
#include "cardrt/notation.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "cardrt/error.hpp"
#include "cardrt/table.hpp"
#include "checked.hpp"

namespace cardrt {

namespace {
void append_card_set(const Layout& layout, const MoveList& list, const Move& m, std::string& out) {
  char name[3];
  for (std::size_t i = 0; i < list.set_size(m); ++i) {
    out += ' ';
    card_chars(list.set_card(m, i, layout.rank_order), name);
    out += name;
  }
}
}  // namespace

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
    case ArgKind::Cards: append_card_set(layout, list, m, out); break;
    case ArgKind::CardTo:
      out += ' ';
      out += card_name(m.card);
      out += ' ';
      out += list.text(m);
      break;
    case ArgKind::CardWith:
      out += ' ';
      out += card_name(m.card);
      out += " with";
      append_card_set(layout, list, m, out);
      break;
  }
}

std::string destination_name(const Layout& layout, const Shape& shape, const State& state, int to) {
  const std::optional<Card> top = TableView(shape, state).top(to);
  return top ? card_name(*top) : layout.zones[std::size_t(shape.zone_def_of(to))].name;
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

// The moves of several cards: "play 7h 7c" (in any order), "move 6H 7S" or "move 6H pile3",
// "take 7C with 3D 4S" ("with" may be left out).
void parse_card_move(const Layout& layout, std::uint16_t verb_id, const std::string& text, const std::string& arg,
                     MoveList& out) {
  const MoveDef& def = layout.moves[verb_id];
  constexpr std::size_t kMostCards = 1024;
  std::vector<std::string> words;
  std::istringstream in(arg);
  for (std::string w; in >> w && words.size() <= kMostCards;) words.push_back(w);
  const std::string& verb = def.verb;
  const auto card_at = [&](std::size_t i, const char* example) {
    const std::optional<Card> c = parse_card(words[i]);
    if (!c)
      throw Error("'" + verb + "' takes " + example + "; '" + clip(words[i]) + "' is not a card, in '" + clip(text) +
                  "'");
    return *c;
  };
  if (def.arg == ArgKind::CardTo) {
    const char* example = "a card and where it goes, like 'move 6H 7S'";
    if (words.size() != 2) throw Error("'" + verb + "' takes " + example + ", got '" + clip(text) + "'");
    const Card card = card_at(0, example);
    // Where it goes as the legal list names it: a card in upper case, a zone name as declared.
    const std::optional<Card> onto = parse_card(words[1]);
    out.add_card_to(verb_id, card, kTypedDestination, onto ? card_name(*onto) : words[1]);
    return;
  }
  const char* example = def.arg == ArgKind::Cards ? "cards, like '" : "a card and the cards it takes, like '";
  const std::string like = std::string(example) + verb + (def.arg == ArgKind::Cards ? " 7H 7D'" : " 7C with 3D 4S'");
  if (words.empty() || words.size() > kMostCards)
    throw Error("'" + verb + "' takes " + like + ", got '" + clip(text) + "'");
  std::size_t first = 0;
  int played = MoveList::kNoCard;
  if (def.arg == ArgKind::CardWith) {
    played = card_at(0, like.c_str());
    first = words.size() > 1 && lower(words[1]) == "with" ? 2 : 1;
  }
  std::vector<Card> set;
  for (std::size_t i = first; i < words.size(); ++i) set.push_back(card_at(i, like.c_str()));
  out.add_card_set(verb_id, played, set, layout.rank_order);
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
    case ArgKind::Cards:
    case ArgKind::CardTo:
    case ArgKind::CardWith: return parse_card_move(layout, verb_id, text, arg, out);
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
