// fuzz_moves: bytes drive a match of a shipped game or variant with legal, illegal and garbled moves, clones and saves.
//
// Input: byte 0 picks the game or variant (every shipped game, then its named variants), byte 1
// the player count (0: the default; a count the rules refuse falls back to the default), bytes
// 2-3 the seed. Each further byte is one step:
//   0x00-0xBF  play legal move number b % n by its text (it must be recorded as that text);
//   0xC0-0xE7  play a garbled or illegal text built from b and the bytes after it;
//   0xE8-0xEB  clone the match; clone and original play the same move and must stay identical;
//   0xEC-0xEF  save and load; the loaded match saves identically, then plays on like the original;
//   0xF0-0xF3  every seat's view, the result, the rules' display lines;
//   0xF4-0xF7  apply() a move number past the end of the legal list (must fail);
//   0xF8-0xFF  apply() legal move number (next byte) % n by index.
// Every failed move must leave the match exactly as it was: save() byte-identical, the same
// state. Errors (cardrt::Error) are expected; crashes, sanitizer reports, other exception
// types and broken properties are findings.
#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "common.hpp"

using namespace cardrt;
using cardrt_fuzz::Bytes;

namespace {

// Specs by (choice, players), made once: make_spec is deterministic. Rules are loaded fresh for
// every input, so nothing a previous input did to a Lua state can matter.
std::shared_ptr<const GameSpec> spec_for(std::size_t choice, int players) {
  static std::map<std::pair<std::size_t, int>, std::shared_ptr<const GameSpec>> cache;
  auto key = std::make_pair(choice, players);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const cardrt_fuzz::Choice& c = cardrt_fuzz::choices()[choice];
  Selection sel;
  sel.game = c.game;
  sel.variant = c.variant;
  sel.players = players;
  sel.search_dirs = cardrt_fuzz::search_dirs();
  std::shared_ptr<const GameSpec> spec;
  try {
    spec = make_spec(sel);
  } catch (const Error&) {
  }
  cache[key] = spec;
  return spec;
}

std::string save_text(const Match& m) { return m.save().dump(); }

// Whether the match took typed move `text` (an Error is a refusal).
bool accepted(Match& m, const std::string& text) {
  try {
    m.play(text);
    return true;
  } catch (const Error&) {
    return false;
  }
}

// A failed move changed nothing.
void check_unchanged(const Match& before, const Match& after) {
  FUZZ_CHECK(after.state() == before.state());
  FUZZ_CHECK(after.history() == before.history());
  FUZZ_CHECK(save_text(after) == save_text(before));
}

std::string upper(std::string s) {
  for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// Text for step kind k (0..39), from the legal texts and the next input bytes.
std::string garbled(unsigned k, const std::string& base, const Layout& layout, Bytes& in) {
  switch (k % 8) {
    case 0: return in.text(in.next() % 24);  // raw bytes
    case 1: {                                // one byte of a legal text replaced
      std::string s = base;
      s[in.next() % s.size()] = char(in.next());
      return s;
    }
    case 2: return base.substr(0, in.next() % (base.size() + 1));                // cut short
    case 3: return base + (in.next() & 1 ? " " : "") + in.text(in.next() % 12);  // trailing bytes
    case 4: {                                                                    // the verb, any card
      std::string verb = base.substr(0, base.find(' '));
      std::uint8_t c = in.next();
      std::string card = c % 64 < kCardKinds ? card_name(Card(c % 64)) : std::to_string(c) + "X";
      return verb + " " + card;
    }
    case 5: {  // the same move typed differently: other case, extra blanks, 10 for T
      std::string s = in.next() & 1 ? upper(base) : base;
      const int verb = layout.move_index(base.substr(0, base.find(' ')));
      const bool card = verb >= 0 && layout.moves[std::size_t(verb)].arg == ArgKind::Card;
      if (card && s.size() == s.find(' ') + 3 && s[s.size() - 2] == 'T' && in.next() & 1)
        s.replace(s.size() - 2, 1, "10");
      if (auto sp = s.find(' '); sp != std::string::npos && in.next() & 1) s.insert(sp, "  \t");
      return "  " + s + " ";
    }
    case 6: {  // any verb of the game with an argument of the right kind, mostly not legal now
      const MoveDef& def = layout.moves[in.next() % layout.moves.size()];
      std::string s = def.verb;
      switch (def.arg) {
        case ArgKind::None: break;
        case ArgKind::Card: s += " " + card_name(Card(in.next() % kCardKinds)); break;
        case ArgKind::Word: s += " " + def.words[in.next() % def.words.size()]; break;
        case ArgKind::Number: s += " " + std::to_string(def.min + std::int64_t(in.next() % 24) - 4); break;
        case ArgKind::Groups: {
          int n = in.next() % 8;
          for (int i = 0; i < n; ++i) {
            std::uint8_t c = in.next();
            s += c >= 0xF0 ? " +" : " " + card_name(Card(c % kCardKinds));
          }
          break;
        }
        case ArgKind::Cards:
        case ArgKind::CardWith: {  // cards in any order, some twice; "with" after the first, or not
          int n = in.next() % 6;
          for (int i = 0; i < n; ++i) {
            s += " " + card_name(Card(in.next() % kCardKinds));
            if (i == 0 && def.arg == ArgKind::CardWith && in.next() & 1) s += " with";
          }
          break;
        }
        case ArgKind::CardTo: {  // a card and a card, a zone's name or junk
          s += " " + card_name(Card(in.next() % kCardKinds));
          const std::uint8_t to = in.next();
          s += " " + (to % 3 == 0   ? card_name(Card(to % kCardKinds))
                      : to % 3 == 1 ? layout.zones[to % layout.zones.size()].name
                                    : in.text(to % 6));
          break;
        }
      }
      return s;
    }
    default: {  // blanks, a bare verb, nothing
      static const char* const odd[] = {"", " ", "\t", "\n", "pass pass", "play", "PLAY 7H 7H", "10h", "meld +", "+"};
      return odd[in.next() % 10];
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& choices = cardrt_fuzz::choices();
  Bytes in(data, size);
  const std::size_t choice = in.next() % choices.size();
  const int players_byte = in.next() % 8;
  MatchSetup setup;
  setup.seed = std::uint64_t(in.next()) | std::uint64_t(in.next()) << 8;

  std::shared_ptr<const GameSpec> spec;
  std::shared_ptr<Rules> host;
  for (int players : {players_byte, 0}) {
    spec = spec_for(choice, players);
    if (!spec) continue;
    try {
      host = load_rules(spec);
      break;
    } catch (const Error&) {  // the rules refuse this player count
    }
  }
  if (!host) return 0;
  const Layout& layout = *spec->layout;
  const std::vector<std::string>& dirs = cardrt_fuzz::search_dirs();

  Match m(host, setup);
  // At the end of a deal: the finished hand is readable, and the rules' score terms (what the
  // check suite audits) can be read; reading them changes nothing.
  auto at_deal_end = [&] {
    if (!m.deal_over()) return;
    const State state = m.state();
    for (int seat = 0; seat <= spec->players; ++seat) (void)m.view(seat).dump();
    ScoreTerms terms;
    try {
      for (int seat = 1; seat <= spec->players; ++seat) (void)m.score_terms(seat, terms);
    } catch (const Error&) {
    }
    FUZZ_CHECK(m.state() == state);
  };
  while (!in.empty()) {
    const unsigned b = in.next();
    std::size_t n = 0;
    const MoveList* list = nullptr;
    try {
      m.next_deal();
      list = &m.legal_moves();
      n = list->size();
    } catch (const Error&) {
      return 0;  // the rules failed while dealing: the match cannot go on
    }
    if (n == 0) {  // the match is over: every move fails and changes nothing
      FUZZ_CHECK(m.over());
      const Match before = m;
      FUZZ_CHECK(!accepted(m, "pass"));
      check_unchanged(before, m);
      return 0;
    }
    // The text of legal move i (the list is valid until the next move).
    auto legal = [&](std::size_t i) { return move_text(layout, *list, (*list)[i % n]); };
    if (b < 0xC0) {
      const std::string text = legal(b);
      const State state = m.state();
      const std::size_t played = m.history().size();
      try {
        m.play(text);
        FUZZ_CHECK(m.history().size() == played + 1);
        FUZZ_CHECK(m.history().back() == text);
        FUZZ_CHECK(m.moves_played() == state.moves_played + 1);
      } catch (const Error&) {  // the rules failed on a legal move: rolled back
        FUZZ_CHECK(m.state() == state);
        FUZZ_CHECK(m.history().size() == played);
      }
      at_deal_end();
      continue;
    }
    const Match before = m;  // a plain copy: the clone
    if (b < 0xE8) {
      const std::string base = legal(in.next());
      const std::vector<std::string> texts = move_texts(layout, *list);
      const std::string text = garbled(b - 0xC0, base, layout, in);
      try {
        m.play(text);
        // It named a legal move after all; it is recorded in its canonical text.
        FUZZ_CHECK(m.history().size() == before.history().size() + 1);
        FUZZ_CHECK(std::find(texts.begin(), texts.end(), m.history().back()) != texts.end());
      } catch (const Error&) {
        check_unchanged(before, m);
        if ((b - 0xC0) % 8 == 5) {
          // A legal move typed in another case or spacing was refused: then the legal text
          // itself must be refused too (by the rules' play hook), never accepted.
          FUZZ_CHECK(!accepted(m, base));
          check_unchanged(before, m);
        }
      }
    } else if (b < 0xEC) {
      Match clone = m;
      FUZZ_CHECK(clone.state() == m.state());
      const std::string text = legal(in.next());
      FUZZ_CHECK(accepted(m, text) == accepted(clone, text));
      FUZZ_CHECK(clone.state() == m.state());
      FUZZ_CHECK(save_text(clone) == save_text(m));
    } else if (b < 0xF0) {
      const Json saved = m.save();
      const std::string text = saved.dump();
      Match loaded = Match::load(saved, load_rules, dirs);
      FUZZ_CHECK(save_text(loaded) == text);
      const std::string move = legal(in.next());
      FUZZ_CHECK(accepted(m, move) == accepted(loaded, move));
      FUZZ_CHECK(save_text(loaded) == save_text(m));
    } else if (b < 0xF4) {
      for (int seat = 0; seat <= spec->players; ++seat) (void)m.view(seat).dump();
      (void)m.result().dump();
      try {
        for (int seat = 1; seat <= spec->players; ++seat) (void)m.display(seat);
      } catch (const Error&) {
      }
      check_unchanged(before, m);
    } else if (b < 0xF8) {
      bool failed = false;
      try {
        m.apply(n + (b - 0xF4));
      } catch (const Error&) {
        failed = true;
      }
      FUZZ_CHECK(failed);
      check_unchanged(before, m);
    } else {
      const std::size_t index = in.next() % n;
      const std::string text = legal(index);
      try {
        m.apply(index);
        FUZZ_CHECK(m.history().back() == text);
      } catch (const Error&) {
        check_unchanged(before, m);
      }
    }
    at_deal_end();
  }
  return 0;
}
