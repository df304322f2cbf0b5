// Lua patterns, and string.find, match, gmatch and gsub on them with every step charged.
#include <algorithm>
#include <cstdint>
#include <cstring>

#include "sandbox_budget.hpp"
#include "sandbox_char_classes.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

namespace {

// Lua patterns (reference manual §6.4.1) are matched by backtracking in the same order as Lua's own
// matcher, so matches, captures, errors and the depth limit agree with it.

constexpr int kMaxCaptures = 32;     // Lua's LUA_MAXCAPTURES: "too many captures" past it
constexpr int kMaxMatchDepth = 200;  // Lua's MAXCCALLS: "pattern too complex" past it
constexpr std::ptrdiff_t kCaptureOpen = -1;
constexpr std::ptrdiff_t kCapturePosition = -2;

// Whether c belongs to the class %cl. An upper-case class letter is its complement; any other
// character after '%' stands for itself.
bool in_class(unsigned char c, unsigned char cl) {
  std::uint16_t mask = 0;
  switch (cl | 0x20) {
    case 'a': mask = kAlpha; break;
    case 'c': mask = kControl; break;
    case 'd': mask = kDigit; break;
    case 'g': mask = kGraph; break;
    case 'l': mask = kLower; break;
    case 'p': mask = kPunct; break;
    case 's': mask = kSpace; break;
    case 'u': mask = kUpper; break;
    case 'w': mask = kAlpha | kDigit; break;
    case 'x': mask = kHex; break;
    case 'z': mask = kZero; break;
    default: return cl == c;  // only letters land on these cases
  }
  bool in = has_class(c, mask);
  return has_class(cl, kUpper) ? !in : in;
}

// One subject and one pattern (without gsub's or find's leading '^'), matched from given starts.
// Each step of the matching loop and each character a repetition takes is counted in `steps`.
class Matcher {
 public:
  Matcher(lua_State* L, StepMeter& steps, const char* s, std::size_t ls, const char* p, std::size_t lp)
      : L_(L), steps_(steps), s_begin_(s), s_end_(s + ls), p_end_(p + lp) {}

  // Before each attempt from a new start in the subject.
  void restart() {
    level_ = 0;
    depth_left_ = kMaxMatchDepth;
  }

  // Matches the pattern from p against the subject from s: the end of the match, or null.
  const char* match(const char* s, const char* p) {
    if (depth_left_ == 0) fail(L_, "pattern too complex");
    --depth_left_;
    const char* end = match_here(s, p);
    ++depth_left_;
    return end;
  }

  // Capture i of the last match s..e (capture 0 is the whole match when the pattern has none):
  // its length with *text set, or kCapturePosition with the position pushed.
  std::ptrdiff_t capture(int i, const char* s, const char* e, const char** text) {
    if (i >= level_) {
      if (i != 0) fail(L_, "invalid capture index %%%d", i + 1);
      *text = s;
      return e - s;
    }
    std::ptrdiff_t len = captures_[i].len;
    if (len == kCaptureOpen) fail(L_, "unfinished capture");
    if (len == kCapturePosition) lua_pushinteger(L_, captures_[i].start - s_begin_ + 1);
    *text = captures_[i].start;
    return len;
  }

  void push_capture(int i, const char* s, const char* e) {
    const char* text = nullptr;
    std::ptrdiff_t len = capture(i, s, e, &text);
    if (len != kCapturePosition) lua_pushlstring(L_, text, std::size_t(len));
  }

  // Pushes the captures of the last match s..e, or the whole match when there are none and
  // `whole` says so; returns how many.
  int push_captures(const char* s, const char* e, bool whole) {
    int n = (level_ == 0 && whole) ? 1 : level_;
    luaL_checkstack(L_, n, "too many captures");
    for (int i = 0; i < n; ++i) push_capture(i, s, e);
    return n;
  }

 private:
  struct Capture {
    const char* start;
    std::ptrdiff_t len;  // or kCaptureOpen, kCapturePosition
  };

  const char* match_here(const char* s, const char* p) {
    for (;;) {
      steps_.add(1);
      if (p == p_end_) return s;
      switch (*p) {
        case '(':
          if (p + 1 < p_end_ && p[1] == ')') return open_capture(s, p + 2, kCapturePosition);
          return open_capture(s, p + 1, kCaptureOpen);
        case ')': return close_capture(s, p + 1);
        case '$':
          if (p + 1 == p_end_) return s == s_end_ ? s : nullptr;
          break;  // elsewhere '$' is an ordinary character
        case '%':
          if (p + 1 == p_end_) break;  // class_end reports it
          if (p[1] == 'b') {
            s = match_balance(s, p + 2);
            if (!s) return nullptr;
            p += 4;
            continue;
          }
          if (p[1] == 'f') {
            p += 2;
            if (p == p_end_ || *p != '[') fail(L_, "missing '[' after '%%f' in pattern");
            const char* set_end = class_end(p);
            auto before = static_cast<unsigned char>(s == s_begin_ ? '\0' : s[-1]);
            auto here = static_cast<unsigned char>(s == s_end_ ? '\0' : *s);
            if (in_set(before, p, set_end - 1) || !in_set(here, p, set_end - 1)) return nullptr;
            p = set_end;
            continue;
          }
          if (is_digit(p[1])) {
            s = match_back_reference(s, p[1]);
            if (!s) return nullptr;
            p += 2;
            continue;
          }
          break;
      }
      // A single-character class, maybe followed by a quantifier.
      const char* ep = class_end(p);
      char quantifier = ep < p_end_ ? *ep : '\0';
      if (!single_match(s, p, ep)) {
        if (quantifier == '*' || quantifier == '?' || quantifier == '-') {
          p = ep + 1;  // zero repetitions
          continue;
        }
        return nullptr;
      }
      switch (quantifier) {
        case '?':
          if (const char* end = match(s + 1, ep + 1)) return end;
          p = ep + 1;
          continue;
        case '+': return match_longest(s + 1, p, ep);
        case '*': return match_longest(s, p, ep);
        case '-': return match_shortest(s, p, ep);
        default:
          ++s;
          p = ep;
          continue;
      }
    }
  }

  // The end of the single-character class starting at p.
  const char* class_end(const char* p) {
    char c = *p++;
    if (c == '%') {
      if (p == p_end_) fail(L_, "malformed pattern (ends with '%%')");
      return p + 1;
    }
    if (c == '[') {
      if (p < p_end_ && *p == '^') ++p;
      // The set's first character is a member even when it is ']'.
      for (bool first = true;; first = false) {
        if (p == p_end_) fail(L_, "malformed pattern (missing ']')");
        if (!first && *p == ']') return p + 1;
        if (*p++ == '%' && p < p_end_) ++p;
      }
    }
    return p;
  }

  // Whether c is in the set [ ... ] from p (at '[') to last (at its ']').
  static bool in_set(unsigned char c, const char* p, const char* last) {
    bool negated = p[1] == '^';
    p += negated ? 2 : 1;
    while (p < last) {
      if (*p == '%') {
        if (in_class(c, static_cast<unsigned char>(p[1]))) return !negated;
        p += 2;
      } else if (p[1] == '-' && p + 2 < last) {
        if (static_cast<unsigned char>(p[0]) <= c && c <= static_cast<unsigned char>(p[2])) return !negated;
        p += 3;
      } else {
        if (static_cast<unsigned char>(*p) == c) return !negated;
        ++p;
      }
    }
    return negated;
  }

  // Whether the subject character at s is in the class p..ep.
  bool single_match(const char* s, const char* p, const char* ep) const {
    if (s >= s_end_) return false;
    auto c = static_cast<unsigned char>(*s);
    switch (*p) {
      case '.': return true;
      case '%': return in_class(c, static_cast<unsigned char>(p[1]));
      case '[': return in_set(c, p, ep - 1);
      default: return static_cast<unsigned char>(*p) == c;
    }
  }

  // Class p..ep repeated as often as possible from s, then fewer until the rest matches.
  const char* match_longest(const char* s, const char* p, const char* ep) {
    std::ptrdiff_t count = 0;
    while (single_match(s + count, p, ep)) {
      ++count;
      steps_.add(1);
    }
    for (;; --count) {
      if (const char* end = match(s + count, ep + 1)) return end;
      if (count == 0) return nullptr;
    }
  }

  // Class p..ep repeated as rarely as possible from s: one more each time the rest fails.
  const char* match_shortest(const char* s, const char* p, const char* ep) {
    for (;;) {
      if (const char* end = match(s, ep + 1)) return end;
      if (!single_match(s, p, ep)) return nullptr;
      ++s;
    }
  }

  // %bxy at p (after "%b"): x, then text where x and y balance, then y.
  const char* match_balance(const char* s, const char* p) {
    if (p_end_ - p < 2) fail(L_, "malformed pattern (missing arguments to '%%b')");
    if (s >= s_end_ || *s != p[0]) return nullptr;
    const char open = p[0], close = p[1];
    int depth = 1;
    for (const char* q = s + 1; q < s_end_; ++q) {
      steps_.add(1);
      if (*q == close) {
        if (--depth == 0) return q + 1;
      } else if (*q == open) {
        ++depth;
      }
    }
    return nullptr;
  }

  // %1..%9 (and the invalid %0): the text of that finished capture again.
  const char* match_back_reference(const char* s, char digit) {
    int i = digit - '1';
    if (i < 0 || i >= level_ || captures_[i].len == kCaptureOpen) fail(L_, "invalid capture index %%%d", i + 1);
    std::ptrdiff_t len = captures_[i].len;
    if (len == kCapturePosition || s_end_ - s < len) return nullptr;  // a position has no text
    steps_.add_bytes(std::size_t(len));
    if (std::memcmp(captures_[i].start, s, std::size_t(len)) != 0) return nullptr;
    return s + len;
  }

  const char* open_capture(const char* s, const char* p, std::ptrdiff_t what) {
    if (level_ >= kMaxCaptures) fail(L_, "too many captures");
    captures_[level_] = Capture{s, what};
    ++level_;
    const char* end = match(s, p);
    if (!end) --level_;
    return end;
  }

  const char* close_capture(const char* s, const char* p) {
    int i = level_ - 1;
    while (i >= 0 && captures_[i].len != kCaptureOpen) --i;
    if (i < 0) fail(L_, "invalid pattern capture");
    captures_[i].len = s - captures_[i].start;
    const char* end = match(s, p);
    if (!end) captures_[i].len = kCaptureOpen;
    return end;
  }

  lua_State* L_;
  StepMeter& steps_;
  const char* s_begin_;
  const char* s_end_;
  const char* p_end_;
  int level_ = 0;  // captures opened
  int depth_left_ = kMaxMatchDepth;
  Capture captures_[kMaxCaptures];
};

// Where a search starts, 0-based, from Lua's 1-based init that may count from the end; past the
// end when init is.
std::size_t start_offset(lua_Integer init, std::size_t len) {
  if (init > 0) return std::size_t(init) - 1;
  if (init == 0 || init < -lua_Integer(len)) return 0;
  return len - std::size_t(-init);
}

bool has_specials(const char* p, std::size_t lp) {
  for (std::size_t i = 0; i < lp; ++i)
    if (p[i] != '\0' && std::strchr("^$*+?.([%-", p[i])) return true;
  return false;
}

// The first occurrence of needle in hay, as Lua's plain find searches, each candidate charged.
const char* find_plain(StepMeter& steps, const char* hay, std::size_t n, const char* needle, std::size_t m) {
  if (m == 0) return hay;
  if (m > n) return nullptr;
  const char* last = hay + (n - m);  // the last place a match can start
  for (const char* at = hay; at <= last;) {
    const auto* hit = static_cast<const char*>(std::memchr(at, needle[0], std::size_t(last - at) + 1));
    if (!hit) {
      steps.add_bytes(std::size_t(last - at));
      return nullptr;
    }
    steps.add_bytes(std::size_t(hit - at) + m);
    steps.add(1);
    if (std::memcmp(hit + 1, needle + 1, m - 1) == 0) return hit;
    at = hit + 1;
  }
  return nullptr;
}

// string.find and string.match.
int find_or_match(lua_State* L, bool find) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  std::size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  StepMeter steps(L);
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    const char* at = find_plain(steps, s + init, ls - init, p, lp);
    steps.settle();
    if (at) {
      lua_pushinteger(L, at - s + 1);
      lua_pushinteger(L, lua_Integer(std::size_t(at - s) + lp));
      return 2;
    }
    luaL_pushfail(L);
    return 1;
  }
  bool anchored = lp > 0 && *p == '^';
  if (anchored) {
    ++p;
    --lp;
  }
  Matcher m(L, steps, s, ls, p, lp);
  for (std::size_t at = init; at <= ls; ++at) {
    m.restart();
    if (const char* end = m.match(s + at, p)) {
      int n = 0;
      if (find) {
        lua_pushinteger(L, lua_Integer(at) + 1);
        lua_pushinteger(L, end - s);
        n = 2 + m.push_captures(nullptr, nullptr, false);
      } else {
        n = m.push_captures(s + at, end, true);
      }
      steps.settle();
      return n;
    }
    if (anchored) break;
  }
  steps.settle();
  luaL_pushfail(L);
  return 1;
}

int sandbox_find(lua_State* L) { return find_or_match(L, true); }
int sandbox_match(lua_State* L) { return find_or_match(L, false); }

// Where a gmatch loop stands, as offsets into its subject.
struct GmatchState {
  std::size_t next;      // where the next search starts
  std::size_t last_end;  // where the last match ended; SIZE_MAX before the first
};

// The gmatch iterator. Upvalues: subject, pattern, GmatchState. As in Lua 5.4 a leading '^' is an
// ordinary character here, and an empty match right where the last match ended does not count.
int gmatch_step(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = lua_tolstring(L, lua_upvalueindex(1), &ls);
  const char* p = lua_tolstring(L, lua_upvalueindex(2), &lp);
  auto* state = static_cast<GmatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
  StepMeter steps(L);
  Matcher m(L, steps, s, ls, p, lp);
  for (std::size_t at = state->next; at <= ls; ++at) {
    m.restart();
    const char* end = m.match(s + at, p);
    if (end && std::size_t(end - s) != state->last_end) {
      state->next = state->last_end = std::size_t(end - s);
      int n = m.push_captures(s + at, end, true);
      steps.settle();
      return n;
    }
  }
  state->next = ls + 1;
  steps.settle();
  return 0;
}

int sandbox_gmatch(lua_State* L) {
  std::size_t ls = 0;
  luaL_checklstring(L, 1, &ls);
  luaL_checkstring(L, 2);
  std::size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  lua_settop(L, 2);
  auto* state = static_cast<GmatchState*>(lua_newuserdatauv(L, sizeof(GmatchState), 0));
  state->next = std::min(init, ls + 1);
  state->last_end = SIZE_MAX;
  lua_pushcclosure(L, gmatch_step, 3);
  return 1;
}

// gsub's replacement string (slot 3) for the match s..e: %0-%9 and %% expanded.
void add_replacement_text(lua_State* L, Matcher& m, CappedBuffer& out, const char* s, const char* e) {
  std::size_t len = 0;
  const char* r = lua_tolstring(L, 3, &len);
  const char* const end = r + len;
  while (const auto* percent = static_cast<const char*>(std::memchr(r, '%', std::size_t(end - r)))) {
    out.add(r, std::size_t(percent - r));
    char c = percent + 1 < end ? percent[1] : '\0';
    if (c == '%') {
      out.add_char('%');
    } else if (c == '0') {
      out.add(s, std::size_t(e - s));
    } else if (is_digit(c)) {
      const char* text = nullptr;
      std::ptrdiff_t n = m.capture(c - '1', s, e, &text);
      if (n == kCapturePosition)
        out.add_value();
      else
        out.add(text, std::size_t(n));
    } else {
      fail(L, "invalid use of '%c' in replacement string", '%');
    }
    r = percent + 2;
  }
  out.add(r, std::size_t(end - r));
}

// Adds gsub's replacement for the match s..e; false when the match is kept as it was.
bool add_replacement(lua_State* L, Matcher& m, CappedBuffer& out, const char* s, const char* e, int kind) {
  if (kind == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = m.push_captures(s, e, true);
    lua_call(L, n, 1);
  } else if (kind == LUA_TTABLE) {
    m.push_capture(0, s, e);
    lua_gettable(L, 3);
  } else {
    add_replacement_text(L, m, out, s, e);
    return true;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    out.add(s, std::size_t(e - s));
    return false;
  }
  if (!lua_isstring(L, -1)) fail(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  out.add_value();
  return true;
}

int sandbox_gsub(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* src = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  int kind = lua_type(L, 3);
  lua_Integer max_n = luaL_optinteger(L, 4, lua_Integer(ls) + 1);
  luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                   "string/function/table");
  bool anchored = lp > 0 && *p == '^';
  if (anchored) {
    ++p;
    --lp;
  }
  StepMeter steps(L);
  CappedBuffer out(L, "string.gsub");
  Matcher m(L, steps, src, ls, p, lp);
  const char* const src_end = src + ls;
  const char* s = src;
  const char* last_end = nullptr;
  lua_Integer n = 0;
  bool changed = false;
  while (n < max_n) {
    m.restart();
    const char* e = m.match(s, p);
    if (e && e != last_end) {
      ++n;
      changed = add_replacement(L, m, out, s, e, kind) || changed;
      s = last_end = e;
    } else if (s < src_end) {
      out.add_char(*s++);
    } else {
      break;
    }
    if (anchored) break;
  }
  if (changed) {
    out.add(s, std::size_t(src_end - s));
    steps.add_bytes(out.size());
    out.push_result();
  } else {
    lua_pushvalue(L, 1);
  }
  lua_pushinteger(L, n);
  steps.settle();
  return 2;
}

}  // namespace

void set_sandbox_patterns(lua_State* L) {
  static const luaL_Reg pattern_funcs[] = {{"find", sandbox_find},
                                           {"match", sandbox_match},
                                           {"gmatch", sandbox_gmatch},
                                           {"gsub", sandbox_gsub},
                                           {nullptr, nullptr}};
  luaL_setfuncs(L, pattern_funcs, 0);
}

}  // namespace cardrt
