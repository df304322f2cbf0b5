#!/usr/bin/env python3
"""The Lua API is kept by hand in several places; this checks that they name the same things.
What the engine registers is read from its sources in engine/script and in each mechanic's folder
(engine/mechanics/<kind>/wrap_*.cpp): the luaL_Reg tables of the wrap_*.cpp files (the `g`
handle, the move list, the cards library, and the objects of each kind of mechanic its
MechanicBinding names), the hooks of rules.cpp, the globals rules.cpp and the wrap files set, the
test API of test_runner.cpp and test_prelude.lua, and the sandbox lua_host.cpp builds (the
libraries it opens, the names it removes). Each surface must be named exactly so, no more and no
fewer, by docs/lua-api.md, by the LuaLS annotations editor/lua/cardrt.lua and, where it lists
them, by luacheck's globals editor/luacheck/cardrt.lua. Every name missing on one side is reported.

A luaL_Reg table or an annotated class with methods that no surface claims is an error too, so
that a new binding cannot go unchecked: claim it in surfaces() (or in NOT_API, saying why).

Usage: tests/docs/lua_api.py [SOURCE_ROOT]   (default: the tree this file is in)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "engine/script"
DOC = "docs/lua-api.md"
STUB = "editor/lua/cardrt.lua"
LUACHECK = "editor/luacheck/cardrt.lua"

# luaL_Reg tables of the binding sources that are not rules or test API, and why.
NOT_API = {
    ("test_runner.cpp", "natives"): "cardrt._native, which test_prelude.lua takes and removes",
    ("sandbox_pairs.cpp", "pairs_funcs"): "standard functions the sandbox replaces with counted ones",
    ("sandbox_tables.cpp", "table_funcs"): "standard functions the sandbox replaces with counted ones",
    ("sandbox_strings.cpp", "string_funcs"): "standard functions the sandbox replaces with counted ones",
    ("sandbox_patterns.cpp", "pattern_funcs"): "standard functions the sandbox replaces with counted ones",
    ("wrap_base_turns.cpp", "hooks"): "base.moves and base.play, native stand-ins for the game's own hooks",
}

# Lua 5.4's standard libraries (linit.c), by their luaopen_ names.
LUA_LIBRARIES = {"base", "package", "coroutine", "table", "io", "os", "string", "math", "utf8", "debug"}


class Failure(Exception):
    pass


def read(rel):
    return (ROOT / rel).read_text()


# ------------------------------------------------------------------------------------------------
# C++ and the test prelude


def binding_sources():
    """{file name: its path from the root}: engine/script's C++ files and each mechanic's wrap_*.cpp."""
    paths = sorted(SCRIPT.glob("*.cpp")) + sorted((ROOT / "engine/mechanics").glob("*/wrap_*.cpp"))
    return {path.name: path.relative_to(ROOT).as_posix() for path in paths}


SOURCES = binding_sources()


def cpp_tables():
    """{(file, table): [names]} of every luaL_Reg table of SOURCES with string names."""
    tables = {}
    for name, rel in SOURCES.items():
        text = read(rel)
        for m in re.finditer(r"luaL_Reg\s+(\w+)\s*\[\]\s*=\s*\{(.*?)\};", text, re.S):
            names = re.findall(r'\{\s*"(\w+)"\s*,', m.group(2))
            if names:
                tables[(name, m.group(1))] = names
    return tables


TABLES = {}  # filled by load(), as are SECTIONS, CLASSES, STUB_FUNCTIONS and STUB_GLOBALS
CLAIMED = set()


def reg(file, table):
    """The names of one luaL_Reg table, claimed for a surface."""
    key = (file, table)
    if key not in TABLES:
        raise Failure(f"{SOURCES.get(file, file)} has no luaL_Reg table '{table}' any more: update {__file__}")
    CLAIMED.add(key)
    return set(TABLES[key])


def bindings():
    """[(file, type, methods, more_methods or None)]: each MechanicBinding a wrap_*.cpp defines."""
    found = []
    for name, rel in SOURCES.items():
        if not name.startswith("wrap_"):
            continue
        for m in re.finditer(r'const MechanicBinding \w+\s*=\s*\{\s*"(\w+)"\s*,\s*"[\w.]+"\s*,\s*(\w+)\s*,\s*(\w+)',
                             read(rel)):
            found.append((name, m.group(1), m.group(2), None if m.group(3) == "nullptr" else m.group(3)))
    if not found:
        raise Failure("found no `const MechanicBinding NAME = {\"type\", \"metatable\", METHODS, MORE, push}` "
                      "in a wrap_*.cpp")
    return found


def version_field(file):
    """The field of `cardrt` that holds the engine version, as file sets it."""
    text = read(SOURCES[file])
    m = re.search(r'lua_pushstring\(L, CARDRT_VERSION\);\s*lua_setfield\(L, -2, "(\w+)"\)', text)
    if not m:
        raise Failure(f"{SOURCES.get(file, file)}: found no lua_setfield of CARDRT_VERSION into cardrt")
    return m.group(1)


def block_end(text, i):
    """The index of the brace that closes the one at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return j
    raise Failure(f"unbalanced braces after `{text[i:i + 40]}`")


def function_body(text, signature):
    start = text.find(signature)
    if start < 0:
        raise Failure(f"cannot find `{signature}`")
    i = text.index("{", start + len(signature) - 1)
    return text[i + 1:block_end(text, i)]


def cpp_fields(file, function):
    """Names a function sets with lua_setfield(L, -2, "name"): the fields of the table it builds."""
    body = function_body(read(SOURCES[file]), function)
    return set(re.findall(r'lua_setfield\(L, -2, "(\w+)"\)', body))


def cpp_globals(files):
    names = set()
    for f in files:
        names |= set(re.findall(r'lua_setglobal\(L, "(\w+)"\)', read(SOURCES[f])))
    return names


def hooks():
    text = read("engine/script/rules.cpp")
    m = re.search(r"kHookNames\[\]\s*=\s*\{([^}]*)\}", text)
    if not m:
        raise Failure("engine/script/rules.cpp: found no kHookNames")
    names = set(re.findall(r'"(\w+)"', m.group(1)))
    # Hooks read outside kHookNames (validate, called once when the rules load).
    names |= set(re.findall(r'hooks\.insert\([^;]*"(\w+)"\)', text))
    return names


def prelude_functions():
    """(globals, cardrt functions) test_prelude.lua defines."""
    text = read("engine/script/test_prelude.lua")
    return (set(re.findall(r"^function (\w+)\(", text, re.M)),
            set(re.findall(r"^function cardrt\.(\w+)\(", text, re.M)))


def expand_loops(body):
    """`for (const char* name : {"a", "b"}) { ... }` written out once per name."""
    pattern = re.compile(r"for \(const char\* (\w+) : \{([^}]*)\}\) \{")
    while m := pattern.search(body):
        var, items = m.group(1), re.findall(r'"(\w+)"', m.group(2))
        end = block_end(body, m.end() - 1)
        block = body[m.end():end]
        copies = "".join(re.sub(r"\b%s\b" % var, f'"{item}"', block) for item in items)
        body = body[:m.start()] + copies + body[end + 1:]
    return body


def sandbox():
    """(libraries opened, names removed in rules, names removed in test scripts), followed through
    LuaHost::open_safe_libs call by call on a model of the Lua stack."""
    body = function_body(read("engine/script/lua_host.cpp"), "void LuaHost::open_safe_libs(bool allow_print)")
    opened = set(re.findall(r"luaopen_(\w+)\}", body))
    if not opened:
        raise Failure("engine/script/lua_host.cpp: open_safe_libs opens no luaopen_* library")
    body = expand_loops(body)
    # What only rules lose: the block under `if (!allow_print)`.
    m = re.search(r"if \(!allow_print\) \{", body)
    if m:
        end = block_end(body, m.end() - 1)
        body = body[:m.start()] + "@rules_only{" + body[m.end():end] + "@rules_only}" + body[end + 1:]
    stack, removed, rules_only, only = [], set(), set(), False
    for call in re.finditer(r"@rules_only\{|@rules_only\}|\b(lua_\w+|luaL_\w+)\(L_(?:, ([^;]*))?\);", body):
        if call.group(0) == "@rules_only{":
            only = True
            continue
        if call.group(0) == "@rules_only}":
            only = False
            continue
        fn, args = call.group(1), [a.strip() for a in (call.group(2) or "").split(",")] if call.group(2) else []
        name = args[-1].strip('"') if args else None
        if fn == "lua_pushnil":
            stack.append(None)
        elif fn in ("lua_pushcfunction", "lua_pushliteral", "lua_pushboolean", "lua_newtable", "luaL_requiref",
                    "lua_getmetatable"):
            stack.append("value")
        elif fn == "lua_pushcclosure":
            del stack[len(stack) - int(args[-1]):]
            stack.append("value")
        elif fn == "lua_getglobal":
            stack.append(("global", name))
        elif fn == "lua_getfield":
            stack.append("value")
        elif fn == "lua_pop":
            del stack[len(stack) - int(args[0]):]
        elif fn in ("lua_setglobal", "lua_setfield"):
            if fn == "lua_setfield":
                if args[0] == "LUA_REGISTRYINDEX":
                    stack.pop()
                    continue
                table = stack[int(args[0])]
                if not (isinstance(table, tuple) and table[0] == "global"):
                    stack.pop()
                    continue
                name = f"{table[1]}.{name}"
            if stack.pop() is None:
                removed.add(name)
                if only:
                    rules_only.add(name)
            else:  # set again, as load is
                removed.discard(name)
                rules_only.discard(name)
        else:
            raise Failure(f"engine/script/lua_host.cpp: open_safe_libs calls {fn}, which {__file__} cannot follow")
    gone = (LUA_LIBRARIES - opened) | removed
    return opened, gone, gone - rules_only


# ------------------------------------------------------------------------------------------------
# docs/lua-api.md


def doc_sections():
    sections, title = {}, None
    for line in read(DOC).splitlines():
        if line.startswith("## "):
            title = line[3:].strip()
            sections[title] = []
        elif title:
            sections[title].append(line)
    return sections


SECTIONS = {}


def section(title):
    if title not in SECTIONS:
        raise Failure(f"{DOC} has no section '## {title}'")
    return SECTIONS[title]


def rows(lines, after=None):
    """The cells of the table rows in lines (only the first table after the line `after`)."""
    if after is not None:
        at = next((i for i, line in enumerate(lines) if line.strip().startswith(after)), None)
        if at is None:
            raise Failure(f"{DOC}: no line starting '{after}'")
        lines = lines[at + 1:]
        start = next((i for i, line in enumerate(lines) if line.startswith("|")), None)
        if start is None:
            raise Failure(f"{DOC}: no table after '{after}'")
        end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
        lines = lines[start:end]
    out = []
    for line in lines:
        if line.startswith("|") and not re.match(r"^\|[-| ]+\|$", line):
            out.append([c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]])
    return out


def first_cells(lines, after=None):
    return " ".join(r[0] for r in rows(lines, after))


def doc_calls(prefix, lines, after=None):
    """The names called as PREFIXname( in the first cells of the tables."""
    return set(re.findall(re.escape(prefix) + r"(\w+)\(", first_cells(lines, after)))


def doc_row(lines, key):
    for r in rows(lines):
        if r[0].strip("`") == key:
            return r
    raise Failure(f"{DOC}: no table row '{key}'")


# ------------------------------------------------------------------------------------------------
# editor/lua/cardrt.lua (LuaLS annotations)


def stub():
    """(classes {name: {"var", "bases", "fields", "methods"}}, global functions, assigned globals)."""
    classes, by_var, functions, assigned = {}, {}, set(), set()
    current = None
    for line in read(STUB).splitlines():
        if m := re.match(r"---@class ([\w.]+)(?:\s*:\s*([\w., ]+))?", line):
            bases = [b.strip() for b in (m.group(2) or "").split(",") if b.strip()]
            current = classes[m.group(1)] = {"var": None, "bases": bases, "fields": set(), "methods": set()}
        elif current is not None and (m := re.match(r"---@field (\w+)", line)):
            current["fields"].add(m.group(1))
        elif line.startswith("---"):
            continue
        else:
            if current is not None and (m := re.match(r"(?:local )?(\w+) = ", line)):
                current["var"] = m.group(1)
                by_var[m.group(1)] = current
            current = None
            if m := re.match(r"function (\w+)[.:](\w+)\(", line):
                if m.group(1) not in by_var:
                    raise Failure(f"{STUB}: function {m.group(1)}.{m.group(2)} of a table no ---@class annotates")
                by_var[m.group(1)]["methods"].add(m.group(2))
            elif m := re.match(r"function (\w+)\(", line):
                functions.add(m.group(1))
            if m := re.match(r"(\w+) = ", line):
                assigned.add(m.group(1))
    return classes, functions, assigned


CLASSES, STUB_FUNCTIONS, STUB_GLOBALS = {}, set(), set()
STUB_CLAIMED = set()


def stub_class(name, what="methods"):
    """A class's methods (with its bases') or fields, claimed for a surface."""
    if name not in CLASSES:
        raise Failure(f"{STUB} has no ---@class {name}")
    STUB_CLAIMED.add(name)
    c = CLASSES[name]
    names = set(c[what])
    for base in c["bases"]:
        names |= stub_class(base, what)
    return names


# ------------------------------------------------------------------------------------------------
# editor/luacheck/cardrt.lua (luacheck's globals)


def lua_strings(text):
    return set(re.findall(r'"(\w[\w.]*)"', text))


def luacheck():
    text = re.sub(r"--[^\n]*", "", read(LUACHECK))  # comments name fields that are not there

    def local_list(name):
        m = re.search(r"^local %s = \{(.*?)^\}" % name, text, re.S | re.M)
        if not m:
            raise Failure(f"{LUACHECK}: no `local {name} = {{ ... }}`")
        return lua_strings(m.group(1))

    def block(name):
        m = re.search(r"^  %s = \{\n(.*?)^  \},\n" % name, text, re.S | re.M)
        if not m:
            raise Failure(f"{LUACHECK}: no `{name} = {{ ... }}` in the table it returns")
        return m.group(1)

    def cardrt_fields(b):
        m = re.search(r"cardrt = \{ fields = fields\(\{([^}]*)\}\) \}", b)
        if not m:
            raise Failure(f"{LUACHECK}: no `cardrt = {{ fields = fields({{ ... }}) }}`")
        return lua_strings(m.group(1))

    cards = re.search(r"^local cards_library = \{\s*fields = fields\(\{(.*?)\}\)", text, re.S | re.M)
    if not cards:
        raise Failure(f"{LUACHECK}: no `local cards_library = {{ fields = fields({{ ... }}) }}`")
    rules, variant, tests = block("rules"), block("variant"), block("tests")
    # The keys of read_globals: the globals a rules file, or a variant's besides, may read.
    keys = {"read_globals", "fields", "other_fields"}
    rules_globals = (set(re.findall(r"\b(\w+) = ", rules)) | set(re.findall(r"\b(\w+) = ", variant))) - keys
    return {
        "removed_in_rules": local_list("removed_in_rules"),
        "removed_in_tests": local_list("removed_in_tests"),
        "hooks": local_list("hooks"),
        "cards_library": lua_strings(cards.group(1)),
        "rules: cardrt": cardrt_fields(rules),
        "tests: cardrt": cardrt_fields(tests),
        "rules and variant: read_globals": rules_globals,
        # The tests' read_globals given by name alone, on lines of their own: the functions.
        "tests: read_globals": lua_strings(" ".join(re.findall(r'^\s*((?:"\w+",\s*)+)$', tests, re.M))),
    }


# ------------------------------------------------------------------------------------------------
# The surfaces


def surfaces():
    """[(title, engine source, engine names, [(other source, its names)], how a name is shown)]."""
    lc = luacheck()
    test_globals, test_cardrt = prelude_functions()
    opened, removed_rules, removed_tests = sandbox()
    out = []

    def add(title, source, names, others, show="{}"):
        if not names:
            raise Failure(f"{source}: found no names for {title}: the parsing in {__file__} needs updating")
        out.append((title, source, names, others, show))

    def doc(where, names):
        return (f"{DOC} ({where})", names)

    def annotations(cls, names=None):
        return (f"{STUB} ({cls})", stub_class(cls) if names is None else names)

    def luacheck_list(key):
        return (f"{LUACHECK} ({key})", lc[key])

    add("the `g` handle", "engine/script/wrap_game*.cpp game_methods, zone_methods and counter_methods",
        reg("wrap_game.cpp", "game_methods") | reg("wrap_game_zones.cpp", "zone_methods")
        | reg("wrap_game_counters.cpp", "counter_methods"),
        [doc("## The `g` handle", doc_calls("g:", section("The `g` handle"))), annotations("cardrt.Game")], "g:{}")
    add("the move list `out`", "engine/script/wrap_moves.cpp moves_methods", reg("wrap_moves.cpp", "moves_methods"),
        [doc("## The move list `out`", doc_calls("out:", section("The move list `out`"))),
         annotations("cardrt.MoveList")], "out:{}")
    cards_lib = stub_class("cardrt.CardsLib") | stub_class("cardrt.CardsLib", "fields")
    add("the `cards` library", "engine/script/wrap_cards.cpp cards_functions and open_cards",
        reg("wrap_cards.cpp", "cards_functions") | reg("wrap_cards.cpp", "game_functions")
        | cpp_fields("wrap_cards.cpp", "void open_cards(lua_State* L, const Layout* layout)"),
        [doc("## The `cards` library", set(re.findall(r"cards\.(\w+)", first_cells(section("The `cards` library"))))),
         annotations("cardrt.CardsLib", cards_lib), luacheck_list("cards_library")], "cards.{}")
    # How docs/lua-api.md and the stub write each kind's object: its section's title, the name its
    # examples call it by, and its annotated class. A new kind needs its line here.
    written = {"sequence_rows": ("Sequence rows (`type: sequence_rows`)", "rows:", "cardrt.Rows"),
               "tricks": ("Tricks (`type: tricks`)", "tricks:", "cardrt.Tricks"),
               "melds": ("Melds (`type: melds`)", "M:", "cardrt.Melds"),
               "bidding": ("Bidding (`type: bidding`)", "bidding:", "cardrt.Bidding"),
               "climbing": ("Climbing (`type: climbing`)", "climbing:", "cardrt.Climbing"),
               "capture": ("Capture (`type: capture`)", "capture:", "cardrt.Capture"),
               "tableau": ("Tableau (`type: tableau`)", "tableau:", "cardrt.Tableau")}
    for file, kind, methods, more in bindings():
        if kind not in written:
            raise Failure(f"{SOURCES.get(file, file)}: mechanic '{kind}' has no line in `written` of {__file__}")
        title, prefix, cls = written[kind]
        names = reg(file, methods)
        documented = doc_calls(prefix, section(title))
        source = f"{SOURCES.get(file, file)} {methods}"
        if more:  # the melds' meld-kinds queries, documented in their own section
            names |= reg("wrap_meld_kinds.cpp", more)
            documented |= doc_calls("m:", section("Meld kinds: sets and runs"))
            source += f" and wrap_meld_kinds.cpp {more}"
        add(f"the objects of mechanics of type {kind}", source, names,
            [doc(f"## {title}", documented), annotations(cls)], prefix + "{}")

    globals_doc = section("Globals of a rules file")
    tests_doc = section("Rule tests")
    rules_cardrt = {version_field("rules.cpp")}
    tests_cardrt = test_cardrt | {version_field("test_runner.cpp")}
    add("`cardrt` in rules files", "engine/script/rules.cpp", rules_cardrt,
        [doc("## Globals of a rules file, `cardrt`",
             set(re.findall(r"cardrt\.(\w+)", doc_row(globals_doc, "cardrt")[1]))),
         luacheck_list("rules: cardrt")], "cardrt.{}")
    add("`cardrt` in rule tests", "engine/script/test_runner.cpp and test_prelude.lua", tests_cardrt,
        [doc("## Rule tests, **`cardrt.NAME`**", set(re.findall(r"\*\*`cardrt\.(\w+)", "\n".join(tests_doc)))),
         luacheck_list("tests: cardrt")], "cardrt.{}")
    add("`cardrt` in rules files and rule tests", "engine/script (the two surfaces above)", rules_cardrt | tests_cardrt,
        [annotations("cardrt.Lib", stub_class("cardrt.Lib") | stub_class("cardrt.Lib", "fields"))], "cardrt.{}")
    add("the match handle of rule tests", "engine/script/test_runner.cpp match_methods",
        reg("test_runner.cpp", "match_methods"),
        [doc("## Rule tests, **The match handle**", doc_calls("g:", tests_doc, "**The match handle**")),
         annotations("cardrt.Match")], "g:{}")
    add("the functions of rule tests", "engine/script/test_prelude.lua", test_globals,
        [doc("## Rule tests, **`NAME(...)`** and **Assertions**",
             set(re.findall(r"\*\*`(\w+)\(", "\n".join(tests_doc))) | doc_calls("", tests_doc, "**Assertions**")),
         (f"{STUB} (global functions)", STUB_FUNCTIONS), luacheck_list("tests: read_globals")], "{}()")
    add("the hooks", "engine/script/rules.cpp kHookNames and validate", hooks(),
        [doc("## Hooks", doc_calls("", section("Hooks"))), annotations("cardrt.Rules"), luacheck_list("hooks")],
        "rules.{}")
    add("the globals of rules files", "lua_setglobal in engine/script/rules.cpp and wrap_*.cpp",
        cpp_globals(["rules.cpp"] + [f for f in SOURCES if f.startswith("wrap_")]),
        [doc("## Globals of a rules file", set(re.findall(r"`(\w+)`", first_cells(globals_doc)))),
         (f"{STUB} (assigned globals)", STUB_GLOBALS), luacheck_list("rules and variant: read_globals")])

    limits = section("Sandbox limits")
    libraries = doc_row(limits, "libraries")[1]
    add("the libraries of the sandbox", "engine/script/lua_host.cpp open_safe_libs", opened,
        [doc("## Sandbox limits, libraries", {word.strip(" `") for word in libraries.split(",")})])
    removed = doc_row(limits, "removed")
    removed_doc = set(re.findall(r"`([\w.]+)`", removed[1]))
    # The test scripts' column: "the same, except `print`: ...".
    kept_in_tests = re.search(r"except ([^:]*)", removed[2])
    kept_in_tests = set(re.findall(r"`([\w.]+)`", kept_in_tests.group(1))) if kept_in_tests else set()
    add("what the rules sandbox removes", "engine/script/lua_host.cpp open_safe_libs", removed_rules,
        [doc("## Sandbox limits, removed", removed_doc), luacheck_list("removed_in_rules")])
    add("what the test sandbox removes", "engine/script/lua_host.cpp open_safe_libs (allow_print)", removed_tests,
        [doc("## Sandbox limits, removed, test scripts", removed_doc - kept_in_tests),
         luacheck_list("removed_in_tests")])
    return out


def load():
    global TABLES, SECTIONS, CLASSES, STUB_FUNCTIONS, STUB_GLOBALS
    TABLES = cpp_tables()
    SECTIONS = doc_sections()
    CLASSES, STUB_FUNCTIONS, STUB_GLOBALS = stub()


def main():
    problems = []
    try:
        load()
        found = surfaces()
    except Failure as e:
        print(f"lua_api.py: {e}", file=sys.stderr)
        return 1
    for title, source, names, others, show in found:
        bad = False
        for where, theirs in others:
            for name in sorted(names - theirs):
                problems.append(f"{where} lacks {show.format(name)} ({title}), which {source} registers")
                bad = True
            for name in sorted(theirs - names):
                problems.append(f"{where} names {show.format(name)} ({title}), which {source} does not register")
                bad = True
        if not bad:
            alike = ", ".join(where.split(" (")[0] for where, _ in others)
            print(f"ok     {title}: {len(names)} names, the same in {source}; {alike}")
    for key in sorted(set(TABLES) - CLAIMED - set(NOT_API)):
        problems.append(f"{SOURCES[key[0]]}: luaL_Reg table {key[1]} ({', '.join(TABLES[key])}) is checked "
                        f"against nothing: claim it in {pathlib.Path(__file__).name} (surfaces() or NOT_API)")
    for name, c in sorted(CLASSES.items()):
        if c["methods"] and name not in STUB_CLAIMED:
            problems.append(f"{STUB}: the methods of ---@class {name} are checked against nothing: claim them in "
                            f"{pathlib.Path(__file__).name} (surfaces())")
    for p in problems:
        print(f"FAILED {p}")
    print(f"{len(found)} surfaces of the Lua API compared, {len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
