// string.rep and string.format as the sandbox has them: results capped, no %p, work charged.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "sandbox_budget.hpp"
#include "sandbox_char_classes.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

namespace {

int sandbox_rep(lua_State* L) {
  std::size_t l = 0, lsep = 0;
  const char* s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char* sep = luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0 || l + lsep == 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  std::uint64_t period = l + lsep, total = 0;
  if (__builtin_mul_overflow(std::uint64_t(n), period, &total))
    return refuse_bytes(L, "string.rep", "more than ", UINT64_MAX);
  total -= lsep;  // no separator after the last copy
  if (total > max_build_bytes(L)) return refuse_bytes(L, "string.rep", "", total);
  charge_steps(L, std::int64_t(total) / kBytesPerStep + 1);
  // The result is the start of s..sep..s..sep..: write one period, then copy what is written
  // after itself until it is long enough (a whole number of periods each time).
  luaL_Buffer b;
  char* out = luaL_buffinitsize(L, &b, total);
  std::size_t done = std::min<std::size_t>(l, total);
  std::memcpy(out, s, done);
  std::size_t sep_part = std::min<std::size_t>(lsep, total - done);
  std::memcpy(out + done, sep, sep_part);
  done += sep_part;
  while (done < total) {
    std::size_t k = std::min<std::size_t>(done, total - done);
    std::memcpy(out + done, out, k);
    done += k;
  }
  luaL_pushresultsize(&b, total);
  return 1;
}

// Flags each conversion accepts, as Lua 5.4 checks them.
constexpr const char* kFlagsFloat = "-+ #0";  // a A e E f g G
constexpr const char* kFlagsHex = "-#0";      // o x X
constexpr const char* kFlagsInt = "-+ 0";     // d i
constexpr const char* kFlagsUnsigned = "-0";  // u
constexpr const char* kFlagsText = "-";       // c s
// Lua refuses a conversion whose '%'-less text (flags, width, precision, letter) is this long.
constexpr std::size_t kMaxSpec = 21;
// Room for any one conversion: "%99.99f" of the largest double is 410 characters.
constexpr std::size_t kItemBytes = 512;

// Lua's rule for one conversion `form` ("%...x"): flags from `flags`, a width of at most two
// digits, then (if `precision`) '.' and at most two digits, then the letter.
void check_spec(lua_State* L, const char* form, const char* flags, bool precision) {
  const char* q = form + 1;
  while (*q != '\0' && std::strchr(flags, *q)) ++q;
  if (*q != '0') {
    for (int k = 0; k < 2 && is_digit(*q); ++k) ++q;
    if (*q == '.' && precision) {
      ++q;
      for (int k = 0; k < 2 && is_digit(*q); ++k) ++q;
    }
  }
  if (!is_letter(*q)) fail(L, "invalid conversion specification: '%s'", form);
}

// %d %i %u %o %x %X: `form` gets the length modifier of lua_Integer before its letter.
int format_integer(lua_State* L, int arg, char* form, const char* flags, char* item) {
  lua_Integer n = luaL_checkinteger(L, arg);
  check_spec(L, form, flags, true);
  std::size_t len = std::strlen(form);
  char letter = form[len - 1];
  std::memcpy(form + len - 1, "ll", 2);
  form[len + 1] = letter;
  form[len + 2] = '\0';
  if (letter == 'd' || letter == 'i') return std::snprintf(item, kItemBytes, form, static_cast<long long>(n));
  return std::snprintf(item, kItemBytes, form, static_cast<unsigned long long>(n));
}

// %q: the value as Lua source that reads back as the same value.
void add_literal(lua_State* L, CappedBuffer& out, int arg) {
  switch (lua_type(L, arg)) {
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L, arg, &len);
      out.add_char('"');
      for (std::size_t i = 0; i < len; ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\' || c == '\n') {
          out.add_char('\\');
          out.add_char(char(c));
        } else if (has_class(c, kControl)) {
          // Three digits when a digit follows, which would otherwise extend the escape.
          char escape[8];
          bool digit_follows = i + 1 < len && is_digit(s[i + 1]);
          int nb = std::snprintf(escape, sizeof escape, digit_follows ? "\\%03d" : "\\%d", int(c));
          out.add(escape, std::size_t(nb));
        } else {
          out.add_char(char(c));
        }
      }
      out.add_char('"');
      break;
    }
    case LUA_TNUMBER: {
      char item[kItemBytes];
      int nb = 0;
      if (lua_isinteger(L, arg)) {
        lua_Integer n = lua_tointeger(L, arg);
        // The smallest integer has no decimal literal: -9223372036854775808 reads as a float.
        nb = n == LUA_MININTEGER ? std::snprintf(item, sizeof item, "0x%llx", static_cast<unsigned long long>(n))
                                 : std::snprintf(item, sizeof item, "%lld", static_cast<long long>(n));
      } else {
        lua_Number x = lua_tonumber(L, arg);
        if (x == HUGE_VAL)
          nb = std::snprintf(item, sizeof item, "1e9999");
        else if (x == -HUGE_VAL)
          nb = std::snprintf(item, sizeof item, "-1e9999");
        else if (std::isnan(x))
          nb = std::snprintf(item, sizeof item, "(0/0)");
        else
          nb = std::snprintf(item, sizeof item, "%a", x);
      }
      out.add(item, std::size_t(nb));
      break;
    }
    case LUA_TNIL: out.add("nil", 3); break;
    case LUA_TBOOLEAN:
      if (lua_toboolean(L, arg))
        out.add("true", 4);
      else
        out.add("false", 5);
      break;
    default: luaL_argerror(L, arg, "value has no literal form");
  }
}

// string.format(fmt, ...): Lua 5.4's conversions and checks, each formatted by snprintf as Lua
// does; %s shows values as the sandbox's tostring does, %p is refused, the result is capped.
int sandbox_format(lua_State* L) {
  std::size_t fmt_len = 0;
  const char* fmt = luaL_checklstring(L, 1, &fmt_len);
  const char* const fmt_end = fmt + fmt_len;
  int top = lua_gettop(L);
  int arg = 1;
  StepMeter steps(L);
  CappedBuffer out(L, "string.format");
  while (fmt < fmt_end) {
    const auto* percent = static_cast<const char*>(std::memchr(fmt, '%', std::size_t(fmt_end - fmt)));
    if (!percent) {
      out.add(fmt, std::size_t(fmt_end - fmt));
      break;
    }
    out.add(fmt, std::size_t(percent - fmt));
    fmt = percent + 1;
    if (fmt < fmt_end && *fmt == '%') {
      out.add_char('%');
      ++fmt;
      continue;
    }
    if (++arg > top) return luaL_argerror(L, arg, "no value");
    std::size_t span = 0;
    while (fmt + span < fmt_end && fmt[span] != '\0' && std::strchr("-+ #0123456789.", fmt[span])) ++span;
    if (span >= kMaxSpec) return luaL_error(L, "invalid format (too long)");
    // "%", the span, the letter (none at the end of fmt) and room for a length modifier.
    char form[kMaxSpec + 5];
    form[0] = '%';
    std::memcpy(form + 1, fmt, span);
    bool has_letter = fmt + span < fmt_end;
    char letter = has_letter ? fmt[span] : '\0';
    form[span + 1] = letter;
    form[span + 2] = '\0';
    fmt += span + (has_letter ? 1 : 0);
    steps.add(1);
    char item[kItemBytes];
    int nb = -1;  // the length of `item`, when the conversion formats into it
    switch (letter) {
      case 'c':
        check_spec(L, form, kFlagsText, false);
        nb = std::snprintf(item, kItemBytes, form, int(luaL_checkinteger(L, arg)));
        break;
      case 'd':
      case 'i': nb = format_integer(L, arg, form, kFlagsInt, item); break;
      case 'u': nb = format_integer(L, arg, form, kFlagsUnsigned, item); break;
      case 'o':
      case 'x':
      case 'X': nb = format_integer(L, arg, form, kFlagsHex, item); break;
      case 'a':
      case 'A':
        check_spec(L, form, kFlagsFloat, true);
        nb = std::snprintf(item, kItemBytes, form, luaL_checknumber(L, arg));
        break;
      case 'e':
      case 'E':
      case 'f':
      case 'g':
      case 'G': {
        lua_Number x = luaL_checknumber(L, arg);
        check_spec(L, form, kFlagsFloat, true);
        nb = std::snprintf(item, kItemBytes, form, x);
        break;
      }
      case 'p': return luaL_error(L, "string.format: %%p shows addresses and is not available in rules");
      case 'q':
        if (span > 0) return luaL_error(L, "specifier '%%q' cannot have modifiers");
        add_literal(L, out, arg);
        break;
      case 's': {
        std::size_t len = 0;
        const char* s = push_text(L, arg, &len);
        if (span == 0) {
          out.add_value();
          break;
        }
        luaL_argcheck(L, len == std::strlen(s), arg, "string contains zeros");
        check_spec(L, form, kFlagsText, true);
        if (!std::strchr(form, '.') && len >= 100) {
          out.add_value();  // snprintf could not widen it anyway
          break;
        }
        nb = std::snprintf(item, kItemBytes, form, s);
        lua_pop(L, 1);
        break;
      }
      default: return luaL_error(L, "invalid conversion '%s' to 'format'", form);
    }
    if (nb >= 0) out.add(item, std::size_t(nb));
  }
  steps.add_bytes(fmt_len + out.size());
  out.push_result();
  steps.settle();
  return 1;
}

}  // namespace

void set_sandbox_string_functions(lua_State* L) {
  static const luaL_Reg string_funcs[] = {{"rep", sandbox_rep}, {"format", sandbox_format}, {nullptr, nullptr}};
  luaL_setfuncs(L, string_funcs, 0);
}

}  // namespace cardrt
