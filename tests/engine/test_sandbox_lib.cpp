// sandbox_lib against Lua's own functions on generated inputs; key order, no addresses, size caps, budget.
#include <unistd.h>

#include <cstdio>
#include <functional>
#include <initializer_list>
#include <string>

#include <catch2/catch.hpp>

#include "lua_host.hpp"
#include "sandbox_lib.hpp"
#include "support.hpp"

using cardrt::LuaHost;
using cardrt::LuaLimits;
using Catch::Matchers::Contains;
using enginetest::error_of;

namespace {

// A host's state with the sandbox library, and Lua's own versions of the functions it replaces in
// the global `orig` (fresh copies of the string and table libraries, so they are Lua's own even
// when the host has opened the sandbox library already).
class SandboxState {
 public:
  // instructions 0: no budget.
  explicit SandboxState(std::int64_t instructions = 0) : host_("", limits(instructions), true) {
    host_.protect([this] { install(host_.L()); });
  }

  // Runs `code` and gives its one result as text; a Lua error throws cardrt::Error.
  std::string run(const std::string& code) {
    lua_State* L = host_.L();
    if (luaL_loadbufferx(L, code.data(), code.size(), "=test", "t") != LUA_OK) {
      std::string message = lua_tostring(L, -1);
      lua_pop(L, 1);
      FAIL("the test's Lua code does not compile: " << message);
    }
    host_.call(0, 1);
    std::size_t len = 0;
    const char* text = lua_tolstring(L, -1, &len);
    std::string out = text ? std::string(text, len) : "(not a string)";
    lua_pop(L, 1);
    return out;
  }

 private:
  static LuaLimits limits(std::int64_t instructions) {
    LuaLimits limits;
    limits.instructions = instructions;
    limits.seconds = 0;  // the sanitizer build is slow
    limits.memory_bytes = std::size_t(256) << 20;
    limits.string_bytes = std::size_t(16) << 20;  // the library functions refuse what passes this cap
    return limits;
  }

  static void copy_fields(lua_State* L, int from, int to, std::initializer_list<const char*> names) {
    for (const char* name : names) {
      lua_getfield(L, from, name);
      lua_setfield(L, to, name);
    }
  }

  static void install(lua_State* L) {
    lua_newtable(L);  // orig
    int orig = lua_gettop(L);
    // luaopen_string also makes its table the strings' __index: the host's metatable goes back.
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushcfunction(L, luaopen_string);
    lua_call(L, 0, 1);
    copy_fields(L, lua_gettop(L), orig, {"find", "match", "gmatch", "gsub", "format", "rep"});
    lua_pop(L, 1);
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    lua_pushcfunction(L, luaopen_table);
    lua_call(L, 0, 1);
    copy_fields(L, lua_gettop(L), orig, {"sort", "concat", "move", "unpack"});
    lua_pop(L, 1);
    lua_setglobal(L, "orig");
    cardrt::open_sandbox_lib(L);
  }

  LuaHost host_;
};

// Compares the sandbox's functions with Lua's own (`orig`) on generated patterns, subjects, inits,
// replacements, format specifications and table ranges, and checks table.sort against a
// reference. Returns the number of cases, a newline, then the first differences.
const char* const kDifferential = R"lua(local seed = 20240601
local function rnd(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return (seed >> 8) % n + 1
end
local function pick(list) return list[rnd(#list)] end

local function norm(e) return (orig.gsub(tostring(e), "to '[^']*'", "to '?'")) end
local function run(f, ...)
  local r = table.pack(pcall(f, ...))
  if not r[1] then r[2] = norm(r[2]) end
  return r
end
local function same(a, b)
  if a.n ~= b.n then return false end
  for i = 1, a.n do
    local x, y = a[i], b[i]
    if type(x) ~= type(y) or math.type(x) ~= math.type(y) then return false end
    if x ~= y and not (x ~= x and y ~= y) then return false end
  end
  return true
end
local function show(v)
  if type(v) == "string" or math.type(v) == "integer" then return orig.format("%q", v) end
  return tostring(v)
end
local function describe(r)
  local parts = {}
  for i = 1, r.n do parts[i] = show(r[i]) end
  return "(" .. table.concat(parts, ", ") .. ")"
end
local cases, failures = 0, {}
local function compare(what, args, a, b)
  cases = cases + 1
  if not same(a, b) and #failures < 20 then
    failures[#failures + 1] = what .. describe(args) .. ": Lua " .. describe(a) .. ", sandbox " .. describe(b)
  end
end
local function both(name, fa, fb, ...)
  compare(name, table.pack(...), run(fa, ...), run(fb, ...))
end

-- Patterns --------------------------------------------------------------------------------------
local subject_chars = {"a", "a", "b", "b", "c", "x", " ", " ", "(", ")", "1", "2", "_", ".", "\n", "A", "%",
                       "-", "]", "[", "\0", "\xe9", "\"", "$", "^"}
local function subject()
  local t = {}
  for i = 1, rnd(14) - 1 do t[i] = pick(subject_chars) end
  return table.concat(t)
end
local singles = {"a", "b", "c", "x", "a", "b", ".", ".", "%a", "%A", "%d", "%D", "%s", "%S", "%w", "%W", "%x",
                 "%X", "%p", "%P", "%l", "%L", "%u", "%U", "%c", "%C", "%g", "%G", "%.", "%%", "%(", "%)", "%[",
                 "%]", "%-", "%y", "%Z", "[abc]", "[^ab]", "[a-c]", "[%d_]", "[]]", "[^]]", "[a-]", "[%a%d]",
                 "[^%s]", "[-a]", "[%]]", "[b-a]", "[\0-\31]", "\0", "[%w.]", "[^%]a]", "[a%-c]", "[\xe0-\xff]",
                 " ", "1", "\n", "[(]", "-", "*", "?", "+"}
local quantifiers = {"", "", "", "", "*", "+", "-", "?"}
local broken = {"[a", "%", "(", ")", "%b", "%bx", "%f", "%fa", "%0", "[^", "[%", "(()", "%1", "[]", "[^]"}
local gen_sequence
local function gen_item(depth)
  local r = rnd(24)
  if r <= 13 then return pick(singles) .. pick(quantifiers)
  elseif r <= 15 and depth < 3 then return "(" .. gen_sequence(depth + 1) .. ")"
  elseif r == 16 then return "()"
  elseif r == 17 then return pick({"%b()", "%bab", "%b\"\"", "%b)(", "%baa"})
  elseif r == 18 then return pick({"%f[%w]", "%f[%W]", "%f[a]", "%f[^a]", "%f[%s]", "%f[%z]", "%f[\0]"})
  elseif r == 19 then return "%" .. rnd(3)
  elseif r == 20 then return pick({"$", "^"})
  elseif r == 21 and rnd(4) == 1 then return pick(broken)
  else return pick({"a", "b", "ab", "(a)", "(b*)", "(.-)"})
  end
end
function gen_sequence(depth)
  local t = {}
  for i = 1, rnd(4) do t[i] = gen_item(depth) end
  return table.concat(t)
end
local function pattern()
  local p = gen_sequence(0)
  if rnd(4) == 1 then p = "^" .. p end
  if rnd(5) == 1 then p = p .. "$" end
  return p
end
local function init_for(s)
  return pick({nil, nil, 1, 2, 0, -1, -3, 5, 20, -20, #s, #s + 1, #s + 2, math.mininteger, math.maxinteger})
end
local function gmatch_all(gm)
  return function(s, p, init)
    local out, it = {}, gm(s, p, init)
    for _ = 1, 40 do
      local r = table.pack(it())
      if r[1] == nil then break end
      for i = 1, r.n do out[#out + 1] = r[i] end
      out[#out + 1] = "|"
    end
    return table.unpack(out)
  end
end
local orig_gmatch_all, gmatch_all_ = gmatch_all(orig.gmatch), gmatch_all(string.gmatch)
local table_repl = {a = "A", b = false, ["1"] = "one", ab = 7, [" "] = "_", x = {}}
local function function_repl(...)
  local first = ...
  if first == "b" then return false end
  if first == "c" then return nil end
  if first == "x" then return {} end
  return "<" .. select("#", ...) .. ":" .. tostring(first) .. ">"
end
local repls = {"x", "%0", "%1", "<%1|%2>", "%%", "%", "%x", "", "[%0]", 5, 2.5, "%2%1", table_repl, function_repl}
-- find through the strings' metatable, and Lua's own from a Lua function on the same line (an
-- error names the line of the Lua function that called find)
local method_find, lua_find = function(t, q) return t:find(q) end, function(t, q) return orig.find(t, q) end
for _ = 1, 12000 do
  local s, p = subject(), pattern()
  local init = init_for(s)
  both("find", orig.find, string.find, s, p, init)
  both("find", orig.find, string.find, s, p, init, pick({true, false, nil}))
  both("match", orig.match, string.match, s, p, init)
  both("gmatch", orig_gmatch_all, gmatch_all_, s, p, init)
  local repl, n = pick(repls), pick({nil, nil, 0, 1, 2, -1, 100})
  both("gsub", orig.gsub, string.gsub, s, p, repl, n)
  both("method find", lua_find, method_find, s, p)
end
-- fixed cases: limits, anchors, empty matches, errors
local fixed = {
  {"aaa", "a-b"}, {"", ""}, {"abc", ""}, {"abc", "^"}, {"abc", "$"}, {"abc", "^$"}, {"", "^$"},
  {"hello world", "%w+"}, {"  trim  ", "^%s*(.-)%s*$"}, {"key = value", "(%w+)%s*=%s*(%w+)"},
  {"THE (quick) fox", "%f[%a]%a+"}, {"x(a(b)c)y", "%b()"}, {"abcabc", "(abc)%1"}, {"a.b", "%."},
  {("a"):rep(300), ("a?"):rep(300)}, {("a"):rep(199), ("a?"):rep(199)}, {("a"):rep(100), ("(a)"):rep(33)},
  {("a"):rep(100), ("(a)"):rep(32)}, {"abc", "((a)(b))"}, {"abc", "()a()b()"}, {"a\0b", "%z"}, {"a\0b", "\0"},
  {"a\0b", "[\0]"}, {"aaa", "^a"}, {"[]", "[]]"}, {"a]", "[^]]"}, {"x", "%f[x]"}, {"", "%f[%z]"},
  {"ab", "(a)(b)(c)"}, {"alpha beta", "%f[%w]%w+%f[%W]"},
}
for _, c in ipairs(fixed) do
  both("find", orig.find, string.find, c[1], c[2])
  both("match", orig.match, string.match, c[1], c[2])
  both("gmatch", orig_gmatch_all, gmatch_all_, c[1], c[2])
  both("gsub", orig.gsub, string.gsub, c[1], c[2], "<%0>")
end
for _, p in ipairs(broken) do
  for _, s in ipairs({"", "a", "ab(", "xyz"}) do
    both("find", orig.find, string.find, s, p)
    both("gsub", orig.gsub, string.gsub, s, p, "%1")
  end
end

-- string.format ------------------------------------------------------------------------------------
local format_args = {0, 1, -1, 42, 255, -255, 65, 1000000, math.maxinteger, math.mininteger, 0.0, -0.0, 1.5,
                     -2.25, 1e300, -1e-300, 1 / 0, -1 / 0, 0 / 0, 3.0, 2 ^ 63, 0.1, 123456.789, "", "abc", "a\0b",
                     "12", "0x10", "1e2", ("x"):rep(120), "h\xe9llo", "\n\r\"\\\0001\0", "\1\2\0039", true,
                     false, nil}
local conversions = {"d", "i", "u", "o", "x", "X", "c", "a", "A", "e", "E", "f", "g", "G", "q", "s", "F", "y",
                     "l", "%", "", "d", "s", "f", "g", "x"}
local function spec()
  local t = {"%"}
  for _ = 1, rnd(4) - 1 do t[#t + 1] = pick({"-", "+", " ", "#", "0"}) end
  local w = rnd(8)
  if w == 1 then t[#t + 1] = rnd(9) elseif w == 2 then t[#t + 1] = rnd(99) elseif w == 3 then t[#t + 1] = 100 + rnd(50) end
  local pr = rnd(8)
  if pr == 1 then t[#t + 1] = "." elseif pr == 2 then t[#t + 1] = "." .. rnd(9) - 1
  elseif pr == 3 then t[#t + 1] = "." .. rnd(99) elseif pr == 4 then t[#t + 1] = "." .. 100 + rnd(9) end
  t[#t + 1] = pick(conversions)
  return table.concat(t)
end
for _ = 1, 20000 do
  local f = spec()
  both("format", orig.format, string.format, f, pick(format_args))
  local g = pick({"", "x=", "%%", "a\0b"}) .. spec() .. pick({"", " ", ";"}) .. spec()
  both("format", orig.format, string.format, g, pick(format_args), pick(format_args))
end
both("format", orig.format, string.format, "%5.2s|%-5d|%+.3f|%#x|%q", "abc", 42, 3.14159, 255, "q\n")
both("format", orig.format, string.format, "%" .. ("-"):rep(19) .. "d", 1)
both("format", orig.format, string.format, "%" .. ("-"):rep(20) .. "d", 1)
both("format", orig.format, string.format, "%" .. ("-"):rep(21) .. "d", 1)
both("format", orig.format, string.format, "%d")
both("format", orig.format, string.format)
both("format", orig.format, string.format, {})
both("format", orig.format, string.format, "%5\0d", 1)
both("format", orig.format, string.format, "%s %s", 1)
both("format", orig.format, string.format, "%s", setmetatable({}, {__tostring = function() return "T" end}))
both("format", orig.format, string.format, "%5s", setmetatable({}, {__tostring = function() return 12 end}))
both("format", orig.format, string.format, "%s", setmetatable({}, {__tostring = function() return {} end}))
both("format", orig.format, string.format, "%q", {})
both("format", orig.format, string.format, "%10q", "x")

-- string.rep, table.concat, table.move, table.unpack ---------------------------------------------------
for _, s in ipairs({"", "ab", "x", "a\0"}) do
  for _, n in ipairs({-1, 0, 1, 2, 5, 2.0, 2.5, "3"}) do
    for _, sep in ipairs({nil, "", ",", "--"}) do both("rep", orig.rep, string.rep, s, n, sep) end
  end
end
both("rep", orig.rep, string.rep)
both("rep", orig.rep, string.rep, "x")
both("rep", orig.rep, string.rep, "x", 1, {})
local lists = {{}, {1, 2, 3}, {"a", "b", "c", "d"}, {1, {}, 3}, {1.5, "x", 2}, {nil, 2}, 5}
local proxy = setmetatable({}, {__index = function(_, i) return "p" .. i end, __len = function() return 4 end,
                                __newindex = function() end})
lists[#lists + 1] = proxy
local function dump(t)
  local parts = {}
  for i = -1, 9 do parts[#parts + 1] = tostring(t[i]) end
  return table.concat(parts, ",")
end
local indices = {nil, 1, 2, 3, 0, -1, 5, math.maxinteger, math.mininteger, 1.0, 1.5, "2"}
for _ = 1, 4000 do
  local t = pick(lists)
  -- Lua's own concat would read a proxy's endless elements until memory runs out
  local i, j = pick(indices), pick(indices)
  if t == proxy then i, j = rnd(6) - 2, rnd(6) - 2 end
  both("concat", orig.concat, table.concat, t, pick({nil, "", ", ", 7}), i, j)
  -- (ranges past kMaxBuildItems fail in both, with the sandbox's own message: tested apart)
  if i ~= math.mininteger then
    both("unpack", orig.unpack, table.unpack, t, i, pick({nil, 0, 1, 2, 3, 4, 5, -1, 2.5}))
  end
  local a1 = {1, 2, 3, 4, 5}
  local a2 = pick({nil, {}, {9, 9, 9, 9, 9, 9, 9, 9}})
  local f, e, d = pick({1, 2, 3, 0, -1, 5, 1.5}), pick({1, 2, 3, 4, 5, 0, -2}), pick({1, 2, 3, 4, 6, 0, -1})
  local b1 = {1, 2, 3, 4, 5}
  local b2 = a2 and {table.unpack(a2)}
  local ra = run(orig.move, a1, f, e, d, a2)
  local rb = run(table.move, b1, f, e, d, b2)
  ra[#ra + 1], rb[#rb + 1] = dump(a1), dump(b1)
  if a2 then ra[#ra + 1], rb[#rb + 1] = dump(a2), dump(b2) end
  ra.n, rb.n = #ra, #rb
  for _, r in ipairs({ra, rb}) do if type(r[2]) == "table" then r[2] = "table" end end
  compare("move", table.pack(f, e, d), ra, rb)
end
both("move", orig.move, table.move, {}, 1, math.maxinteger, 2)
both("move", orig.move, table.move, {}, -1, math.maxinteger, 2)
both("move", orig.move, table.move, {}, 1, 2)
both("move", orig.move, table.move, 1, 1, 2, 3)
both("unpack", orig.unpack, table.unpack, {}, 1, 1e6)
both("unpack", orig.unpack, table.unpack)
both("concat", orig.concat, table.concat, {}, "x", math.maxinteger, math.maxinteger)
both("concat", orig.concat, table.concat, 5)

-- table.sort ------------------------------------------------------------------------------------------
local function copy(t) local c = {} for i = 1, #t do c[i] = t[i] end return c end
local function sorted_with(sort, t, comp)
  local c = copy(t)
  local ok, err = pcall(sort, c, comp)
  return ok and table.concat(c, ",") or "error"
end
for _ = 1, 1500 do
  local t, used = {}, {}
  for i = 1, rnd(40) - 1 do
    local v
    repeat v = rnd(1000) until not used[v]
    used[v], t[i] = true, v
  end
  cases = cases + 3
  for _, comp in ipairs({false, function(a, b) return a > b end}) do
    local a, b = sorted_with(orig.sort, t, comp or nil), sorted_with(table.sort, t, comp or nil)
    if a ~= b then failures[#failures + 1] = "sort {" .. table.concat(t, ",") .. "}: " .. a .. " / " .. b end
  end
  -- stability against an insertion sort, with few distinct keys
  local records = {}
  for i = 1, rnd(30) do records[i] = {key = rnd(4), id = i} end
  local expected = {}
  for i, r in ipairs(records) do
    local j = i
    while j > 1 and expected[j - 1].key > r.key do expected[j] = expected[j - 1]; j = j - 1 end
    expected[j] = r
  end
  table.sort(records, function(x, y) return x.key < y.key end)
  for i = 1, #records do
    if records[i] ~= expected[i] then failures[#failures + 1] = "sort is not stable"; break end
  end
end
-- a comparator that answers at random still gives a permutation
for _ = 1, 200 do
  local t, count = {}, {}
  for i = 1, rnd(60) do t[i] = rnd(10); count[t[i]] = (count[t[i]] or 0) + 1 end
  table.sort(t, function() return rnd(2) == 1 end)
  cases = cases + 1
  for i = 1, #t do count[t[i]] = count[t[i]] - 1 end
  for _, c in pairs(count) do if c ~= 0 then failures[#failures + 1] = "random comparator lost elements"; break end end
end
both("sort", orig.sort, table.sort, 5)
both("sort", orig.sort, table.sort, {3, 1}, 5)
both("sort", orig.sort, table.sort, {}, 5)
both("sort", orig.sort, table.sort)

return cases .. "\n" .. table.concat(failures, "\n")
)lua";

// The keys of the table `t` as pairs gives them, then as next gives them, as text.
const std::string kKeyLists = R"lua(
  local function keys_by_pairs(t)
    local out = {}
    for k in pairs(t) do out[#out + 1] = tostring(k) end
    return table.concat(out, " ")
  end
  local function keys_by_next(t)
    local out, k = {}, nil
    repeat
      k = next(t, k)
      if k ~= nil then out[#out + 1] = tostring(k) end
    until k == nil
    return table.concat(out, " ")
  end
)lua";

std::string key_order(SandboxState& lua, const std::string& table) {
  std::string by_pairs = lua.run(kKeyLists + "return keys_by_pairs(" + table + ")");
  CHECK(lua.run(kKeyLists + "return keys_by_next(" + table + ")") == by_pairs);
  return by_pairs;
}

// What `body` writes to the process's standard output.
std::string stdout_of(const std::function<void()>& body) {
  std::fflush(stdout);
  std::FILE* capture = std::tmpfile();
  REQUIRE(capture);
  int saved = dup(fileno(stdout));
  dup2(fileno(capture), fileno(stdout));
  body();
  std::fflush(stdout);
  dup2(saved, fileno(stdout));
  close(saved);
  std::rewind(capture);
  std::string out;
  for (int c; (c = std::fgetc(capture)) != EOF;) out += char(c);
  std::fclose(capture);
  return out;
}

}  // namespace

TEST_CASE("the sandbox's functions give Lua's own results on generated inputs", "[sandbox_lib]") {
  SandboxState lua;
  std::string report = lua.run(kDifferential);
  auto newline = report.find('\n');
  REQUIRE(newline != std::string::npos);
  CHECK(std::stol(report.substr(0, newline)) > 100000);
  CHECK(report.substr(newline + 1) == "");
}

TEST_CASE("pairs and next: integers, other numbers, strings in byte order, false, true", "[sandbox_lib]") {
  SandboxState lua;
  CHECK(key_order(lua, R"({[10] = 1, [2] = 1, b = 1, a = 1, x = 1, [1.5] = 0, [true] = 1, [false] = 0})") ==
        "2 10 1.5 a b x false true");
  // the values 10, 2, "b", "a" sit at keys 1 to 4
  CHECK(key_order(lua, R"({10, 2, "b", "a", x = 1, [1.5] = 0, [true] = 1, [false] = 0})") ==
        "1 2 3 4 1.5 x false true");
  CHECK(key_order(lua, R"({[-1] = 1, [0] = 1, 1, 2, [2^53] = 1, [-1/0] = 1, [1/0] = 1, [-0.5] = 1, [2^63] = 1})") ==
        "-1 0 1 2 9007199254740992 -inf -0.5 9.2233720368548e+18 inf");
  CHECK(key_order(lua, R"({["b"] = 1, ["a\0"] = 1, ["a"] = 1, [""] = 1, ["\xff"] = 1, ["Z"] = 1, ["ab"] = 1})") ==
        std::string(" Z a a\0 ab b \xff", 14));  // the empty string first
  CHECK(key_order(lua, "{}") == "");
  CHECK(key_order(lua, "{1, 2, nil, 4}") == "1 2 4");
  CHECK(key_order(lua, "{[3] = 1, [1] = 1, [2] = 1}") == "1 2 3");
  CHECK(key_order(lua, "{n = 3, 1, 2, 3}") == "1 2 3 n");
}

TEST_CASE("the key order does not depend on insertion order or on the state", "[sandbox_lib]") {
  const std::string build = R"lua(
    local function build(order)
      local t, names = {}, {}
      for i = 1, 300 do names[i] = ("k%03d"):format((i * 7919) % 1000) end
      if order == "backward" then
        for i = #names, 1, -1 do t[names[i]] = i end
      elseif order == "shuffled" then
        for i = 1, #names do local j = (i * 37) % #names + 1 t[names[j]] = j end
      else
        for i = 1, #names do t[names[i]] = i end
      end
      for i = 50, -50, -7 do t[i] = i end
      t[0.25], t[true] = 1, 1
      return t
    end
  )lua";
  SandboxState a, b;
  std::string forward = a.run(build + kKeyLists + "return keys_by_pairs(build('forward'))");
  CHECK(a.run(build + kKeyLists + "return keys_by_pairs(build('backward'))") == forward);
  CHECK(a.run(build + kKeyLists + "return keys_by_pairs(build('shuffled'))") == forward);
  CHECK(a.run(build + kKeyLists + "return keys_by_next(build('shuffled'))") == forward);
  CHECK(b.run(build + kKeyLists + "return keys_by_pairs(build('shuffled'))") == forward);
  CHECK(forward.rfind("-48 -41 -34 ", 0) == 0);
  CHECK(forward.find(" 50 0.25 k") != std::string::npos);
  CHECK(forward.substr(forward.size() - 5) == " true");
  // the strings in byte order
  CHECK(a.run(build + R"lua(
    local last = ""
    for k in pairs(build("shuffled")) do
      if type(k) == "string" then
        if k <= last then return "out of order: " .. last .. " " .. k end
        last = k
      end
    end
    return "ok")lua") == "ok");
}

TEST_CASE("pairs and next during a loop that changes the table", "[sandbox_lib]") {
  SandboxState lua;
  // existing fields may be assigned; a key whose value became nil is skipped
  CHECK(lua.run(R"(
    local t, seen = {a = 1, b = 2, c = 3, d = 4}, {}
    for k, v in pairs(t) do
      if k == "a" then t.b = nil; t.c = 30 end
      seen[#seen + 1] = k .. "=" .. v
    end
    return table.concat(seen, " "))") == "a=1 c=30 d=4");
  CHECK(lua.run(R"(
    local t, seen = {1, 2, 3, 4, 5}, {}
    for k, v in pairs(t) do
      if k == 2 then t[4] = nil end
      seen[#seen + 1] = k .. "=" .. v
    end
    return table.concat(seen, " "))") == "1=1 2=2 3=3 5=5");
  // keys added during the loop are not visited (Lua leaves that undefined)
  CHECK(lua.run(R"(
    local t, n = {x = 1, y = 2}, 0
    for k in pairs(t) do t[k .. k] = 1; n = n + 1 end
    return tostring(n))") == "2");
  // clearing every field with next, as Lua allows
  CHECK(lua.run(R"(
    local t = {a = 1, b = 2, c = 3, 10, 20}
    for k in next, t do t[k] = nil end
    return tostring(next(t)))") == "nil");
  // next after a key that is not (or no longer) in the table gives the following one
  CHECK(lua.run(R"(return (next({a = 1, c = 3}, "b")))") == "c");
  CHECK(lua.run(R"(return tostring(next({a = 1, c = 3}, "c")))") == "nil");
  CHECK(lua.run(R"(local k, v = next({5, 6, 7}, 1) return k .. "=" .. v)") == "2=6");
  CHECK(lua.run(R"(local k, v = next({5, 6, 7}, 1.0) return k .. "=" .. v)") == "2=6");
}

TEST_CASE("pairs honours __pairs, and refuses keys that have no order", "[sandbox_lib]") {
  SandboxState lua;
  CHECK(lua.run(R"(
    local t = setmetatable({}, {__pairs = function(self)
      return function(_, k) if not k then return "only", self end end, self, nil
    end})
    local out = {}
    for k, v in pairs(t) do out[#out + 1] = k .. (v == t and "=self" or "") end
    return table.concat(out, " "))") == "only=self");
  CHECK_THAT(error_of([&] { lua.run("for k in pairs({[{}] = 1}) do end return ''"); }),
             Contains("test:1: pairs: a table with table keys has no defined order (keep such keys in an array)"));
  CHECK_THAT(error_of([&] { lua.run("return next({[print] = 1})"); }),
             Contains("test:1: next: a table with function keys has no defined order (keep such keys in an array)"));
  CHECK_THAT(error_of([&] { lua.run("for k in pairs({1, 2, [coroutine.create(print)] = 1}) do end return ''"); }),
             Contains("pairs: a table with thread keys has no defined order"));
  CHECK_THAT(error_of([&] { lua.run("return next({a = 1}, {})"); }), Contains("test:1: invalid key to 'next'"));
  CHECK_THAT(error_of([&] { lua.run("return next({a = 1}, 0/0)"); }), Contains("test:1: invalid key to 'next'"));
  CHECK_THAT(error_of([&] { lua.run("return pairs(5)"); }),
             Contains("bad argument #1 to 'pairs' (table expected, got number)"));
}

TEST_CASE("tostring and print show no addresses", "[sandbox_lib]") {
  SandboxState lua;
  CHECK(lua.run(R"(
    local values = {{}, print, coroutine.create(print), setmetatable({}, {__name = "Deck"}),
                    setmetatable({}, {__name = 3}), setmetatable({}, {__tostring = function() return "T" end}),
                    1, 1.0, -0.0, 1e100, 2^63, 0.1, "text", true, false}
    local out = {}
    for i = 1, #values do out[i] = tostring(values[i]) end
    out[#out + 1] = tostring(nil)
    return table.concat(out, "|"))") ==
        "table|function|thread|Deck|table|T|1|1.0|-0.0|1e+100|9.2233720368548e+18|0.1|text|true|false|nil");
  CHECK_THAT(error_of([&] { lua.run("return tostring(setmetatable({}, {__tostring = function() return {} end}))"); }),
             Contains("'__tostring' must return a string"));
  CHECK_THAT(error_of([&] { lua.run("return tostring()"); }),
             Contains("bad argument #1 to 'tostring' (value expected)"));
  CHECK(lua.run("return string.format('%s %s %5.3s', {}, print, setmetatable({}, {__name = 'Deck'}))") ==
        "table function   Dec");
  CHECK(stdout_of([&] { lua.run("print({}, 1, nil, 'x', setmetatable({}, {__name = 'Deck'})) return ''"); }) ==
        "table\t1\tnil\tx\tDeck\n");
}

TEST_CASE("table.sort is a stable merge sort whatever the comparator does", "[sandbox_lib]") {
  SandboxState lua;
  CHECK(lua.run(R"(
    local t = {}
    for i = 1, 200 do t[i] = {key = (i * 37) % 5, id = i} end
    table.sort(t, function(a, b) return a.key < b.key end)
    for i = 2, #t do
      local a, b = t[i - 1], t[i]
      if a.key > b.key or (a.key == b.key and a.id > b.id) then return "not stable at " .. i end
    end
    return "ok")") == "ok");
  // a comparator that is not an order, one that answers true always, one that raises
  CHECK(lua.run(R"(
    local t = {}
    for i = 1, 100 do t[i] = i % 7 end
    local calls = 0
    table.sort(t, function() calls = calls + 1 return calls % 3 == 0 end)
    table.sort(t, function() return true end)
    local count = {}
    for _, v in ipairs(t) do count[v] = (count[v] or 0) + 1 end
    for v = 0, 6 do if count[v] ~= (v >= 1 and v <= 2 and 15 or 14) then return "lost " .. v end end
    return #t == 100 and "ok" or "size")") == "ok");
  CHECK(lua.run(R"(
    local t = {3, 1, 2}
    local ok, err = pcall(table.sort, t, function(a, b) if a == 2 then error("boom") end return a < b end)
    return tostring(ok) .. " " .. err:match("boom") .. " " .. table.concat(t, ","))") == "false boom 3,1,2");
  CHECK_THAT(error_of([&] {
               lua.run(
                   "table.sort(setmetatable({}, {__len = function() return 5000000 end, __index = rawget, "
                   "__newindex = rawset})) return ''");
             }),
             Contains("table.sort: the range 1 to 5000000 has more than 4194304 elements (the sandbox's limit)"));
}

TEST_CASE("results past the sandbox's sizes are refused before they are built", "[sandbox_lib]") {
  SandboxState lua;
  CHECK_THAT(error_of([&] { lua.run("return string.rep('ab', 2^40)"); }),
             Contains("test:1: string.rep: result would be 2199023255552 bytes (the sandbox allows 16 MiB)"));
  CHECK_THAT(error_of([&] { lua.run("return string.rep('ab', math.maxinteger, ',')"); }),
             Contains("string.rep: result would be more than 18446744073709551615 bytes (the sandbox allows 16 MiB)"));
  CHECK(lua.run("return tostring(#string.rep('abc', 3000000, '--'))") == "14999998");
  CHECK(lua.run("return string.rep('', 2^62)") == "");
  CHECK_THAT(
      error_of([&] { lua.run("return (table.move({}, 1, math.maxinteger, 1))"); }),
      Contains("table.move: the range 1 to 9223372036854775807 has more than 4194304 elements (the sandbox's limit)"));
  CHECK_THAT(error_of([&] { lua.run("return (table.move({}, 1, math.maxinteger, 2))"); }),
             Contains("bad argument #4 to 'move' (destination wrap around)"));
  CHECK_THAT(error_of([&] { lua.run("return table.unpack({}, 1, 1e7)"); }),
             Contains("table.unpack: the range 1 to 10000000 has more than 4194304 elements (the sandbox's limit)"));
  CHECK_THAT(error_of([&] { lua.run("return table.unpack({}, math.mininteger, math.maxinteger)"); }),
             Contains("table.unpack: the range -9223372036854775808 to 9223372036854775807 has more than"));
  CHECK_THAT(error_of([&] {
               lua.run(
                   "return table.concat(setmetatable({}, {__index = function() return ('x'):rep(1000) end}), '', "
                   "1, math.maxinteger)");
             }),
             Contains("table.concat: result would be at least 16778000 bytes (the sandbox allows 16 MiB)"));
  CHECK_THAT(error_of([&] { lua.run("return string.format('%s%s', ('x'):rep(10000000), ('y'):rep(10000000))"); }),
             Contains("string.format: result would be at least 20000000 bytes (the sandbox allows 16 MiB)"));
  CHECK_THAT(error_of([&] { lua.run("return (string.gsub(('x'):rep(10000000), 'x', 'yy'))"); }),
             Contains("string.gsub: result would be at least 16777"));
  CHECK_THAT(error_of([&] { lua.run("return string.format('%p', {})"); }),
             Contains("test:1: string.format: %p shows addresses and is not available in rules"));
}

TEST_CASE("pattern matching counts its steps against the budget", "[sandbox_lib]") {
  SandboxState lua(2'000'000);
  // exponential backtracking: minutes without a budget
  CHECK_THAT(error_of([&] { lua.run("return string.find(('a'):rep(40), ('a-'):rep(30) .. 'b')"); }),
             Contains("instruction budget exceeded"));
  // and the state serves the next call
  CHECK(lua.run("return (string.gsub('hello world', '%w+', '<%0>'))") == "<hello> <world>");
  CHECK_THAT(
      error_of([&] { lua.run("return (string.rep('x', 16000000):find(string.rep('x', 8000) .. 'y', 1, true))"); }),
      Contains("instruction budget exceeded"));
  CHECK_THAT(error_of([&] { lua.run("return string.match(string.rep('a', 300), string.rep('a?', 300))"); }),
             Contains("pattern too complex"));
}

TEST_CASE("gsub and sort callbacks may raise, and cannot yield", "[sandbox_lib]") {
  SandboxState lua;
  CHECK(lua.run(R"(
    local ok, err = pcall(string.gsub, "abc", "%w", function(c) if c == "b" then error("no b") end end)
    return tostring(ok) .. " " .. err)") == "false test:2: no b");
  CHECK(lua.run(R"(
    local co = coroutine.wrap(function()
      return pcall(string.gsub, "abc", "%w", function(c) coroutine.yield(c) end)
    end)
    local ok, err = co()
    return tostring(ok) .. " " .. err)") == "false attempt to yield across a C-call boundary");
  CHECK(lua.run(R"(
    local co = coroutine.wrap(function()
      return pcall(table.sort, {3, 2, 1}, function(a, b) coroutine.yield() return a < b end)
    end)
    local ok, err = co()
    return tostring(ok) .. " " .. err)") == "false attempt to yield across a C-call boundary");
}
