#!/usr/bin/env python3
"""Hostile suite, terminal half: a mod, a record, a save, a shard and a test file whose every text
holds C0 and C1 controls, escape sequences, CR, bidirectional overrides and bytes that are not
UTF-8. Every command that shows such text runs on them; its standard output and error together
must show the text (its "?]0;owned", the escape shown as "?") and never a byte a terminal would act on.
Usage: terminal.py CARDRT_BINARY"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

CARDRT = ""
passed = failed = 0

# In YAML's double quotes (no lone bytes there: a raw 0x9B byte is added where YAML allows it).
YAML_TEXT = r"\e]0;owned\a\e[2J\rFORGED\u009b31m\u202e\x1b[8m"
# In Lua: OSC title, clear screen, CR, CSI as C1 (U+009B), a lone 0x9B, RLO, a bell.
LUA_TEXT = r"\27]0;owned\7\27[2J\rFORGED\194\155" + r"31m\155\226\128\174\7"


def unsafe(data):
    """What in `data` a terminal would act on: a description, or None."""
    for i, b in enumerate(data):
        if (b < 0x20 and b not in (0x0A, 0x09)) or b == 0x7F:
            return f"byte 0x{b:02x} at {i}"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"not UTF-8 at {e.start}"
    for i, c in enumerate(text):
        if 0x80 <= ord(c) <= 0x9F or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069:
            return f"U+{ord(c):04X} at character {i}"
    return None


def run(name, *args, stdin=b"", code=None, shows=b"?]0;owned"):
    """Runs cardrt; passes when it was not killed, exited with `code` (when given), printed `shows`
    and nothing unsafe on stdout and stderr."""
    global passed, failed
    p = subprocess.run([CARDRT, *args], input=stdin, capture_output=True, timeout=120)
    problems = []
    for stream, data in (("stdout", p.stdout), ("stderr", p.stderr)):
        bad = unsafe(data)
        if bad:
            problems.append(f"{stream}: {bad}")
    if p.returncode < 0:
        problems.append(f"killed by signal {-p.returncode}")
    elif code is not None and p.returncode != code:
        problems.append(f"exit {p.returncode}, wanted {code}")
    if shows not in p.stdout + p.stderr:
        problems.append(f"{shows!r} not shown")
    if problems:
        failed += 1
        print(f"FAILED {name}: {'; '.join(problems)}")
        for line in (p.stdout + p.stderr).decode("utf-8", "backslashreplace").splitlines()[:30]:
            print("       " + ascii(line))
    else:
        passed += 1
        print(f"ok     {name}")
    return p


def on_terminal(name, game):
    """`cardrt play` on a pseudo-terminal (script(1)): the program's own colours come through, and
    nothing else that acts on the terminal."""
    global passed, failed
    command = f"{CARDRT} play {game} --human 1 --seed 2"
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    p = subprocess.run(["script", "-qec", command, "/dev/null"], input=b"quit\nn\n", capture_output=True,
                       timeout=120, env=env)
    screen = p.stdout.replace(b"\r\n", b"\n")
    own = screen.replace(b"\x1b[31m", b"").replace(b"\x1b[0m", b"")
    bad = unsafe(own)
    if b"\x1b[31m" in screen and b"?]0;owned" in screen and not bad:
        passed += 1
        print(f"ok     {name}")
    else:
        failed += 1
        print(f"FAILED {name}: {bad or 'no colour or no hostile text shown'}")
        for line in screen.decode("utf-8", "backslashreplace").splitlines()[:30]:
            print("       " + ascii(line))


def write_game(folder):
    game = folder / "ansi"
    (game / "tests").mkdir(parents=True)
    yaml = f"""game: ansi
name: "N{YAML_TEXT}"
summary: "S{YAML_TEXT}"
players: {{ min: 2, max: 2 }}
zones:
  deck: {{ owner: table, visibility: hidden }}
  hand: {{ owner: seat, visibility: owner, label: "H{YAML_TEXT}", doc: "D{YAML_TEXT}" }}
  pile: {{ owner: table, visibility: public, label: "P{YAML_TEXT}" }}
counters:
  laid: {{ per: seat, label: "C{YAML_TEXT}", doc: "E{YAML_TEXT}" }}
vars:
  mood: {{ type: int, label: "V{YAML_TEXT}" }}
score: laid
options:
  mark: {{ type: enum, values: [plain, fail], default: plain, doc: "O{YAML_TEXT}" }}
moves:
  play: {{ arg: card, doc: "M{YAML_TEXT}" }}
  meld: {{ arg: groups, doc: "G{YAML_TEXT}" }}
deal: {{ from: deck, to: [hand], each: 3 }}
"""
    (game / "game.yaml").write_bytes(yaml.encode() + b"# a lone byte where YAML allows any: \x9b\n")
    (game / "rules.lua").write_text(f"""local P = "{LUA_TEXT}"
function rules.start_deal(g)
  if g:option("mark") == "fail" then error("R" .. P, 0) end
  g:log("L" .. P)
  g:set_to_move(g:seat(g:dealer() + 1))
end
function rules.moves(g, out, seat) out:add_cards("play", g:mask("hand", seat)) end
function rules.play(g, _, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  g:add("laid", 1, seat)
  g:log("M" .. P)
  if g:count("hand", seat) > 0 then g:set_to_move(g:seat(seat + 1)) else g:end_match() end
end
function rules.display(g, seat) return {{"D" .. P}} end
function rules.why_not(g, verb, arg, seat) if verb == "play" then return "W" .. P end end
function rules.metrics(g) return {{["X" .. P] = 1}} end
function rules.canonical(g, verb, text, seat) return nil, "K" .. P end
""")
    (game / "fail.yaml").write_text(f"""extends: ./
summary: "F{YAML_TEXT}"
options: {{ mark: fail }}
""")
    (game / "tests" / "test_ansi.lua").write_text(f"""local P = "{LUA_TEXT}"
test("T" .. P, function()
  error("U" .. P, 0)
end)
""")
    broken = folder / "broken"
    broken.mkdir()
    (broken / "game.yaml").write_text("game: broken\nplayers: { min: 2, max: 2 }\nmoves: { pass: {} }\n")
    (broken / "rules.lua").write_bytes(b'local x = "\x1b]0;owned\x07\x1b[2JFORGED\xc2\x9b\x9b\n')
    return game


def main():
    global CARDRT
    CARDRT = str(pathlib.Path(sys.argv[1]).resolve())
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        folder = work / "mods"
        game = write_game(folder)
        run("list: names, summaries and a broken mod's error", "list", "--rules", str(folder))
        run("rules: name, docs, labels, option docs and variants", "rules", str(game))
        run("check: the rules' error in a variant", "check", str(game / "fail.yaml"), code=1, shows=b"R?]0;owned")
        run("play: labels, display lines and messages (bots)", "play", str(game), "--human", "none", "--seed", "2",
            code=0)
        run("play: an illegal move's reason from why_not", "play", str(game), "--human", "1", "--seed", "2",
            stdin=b"play XX\nplay 2C\nquit\nn\n", shows=b"W?]0;owned")
        run("play: a groups move the canonical hook refuses", "play", str(game), "--human", "1", "--seed", "2",
            stdin=b"meld 2C 3C 4C\nquit\nn\n", shows=b"K?]0;owned")
        run("play: a typed move with controls of its own", "play", str(game), "--human", "1", "--seed", "2",
            stdin=b"play \x1b[2J\x9bFORGED\nquit\nn\n", shows=b"?[2J?FORGED")
        run("play: the rules' error", "play", str(game / "fail.yaml"), "--human", "none", code=1, shows=b"R?]0;owned")
        on_terminal("play on a terminal: red suits, and the mod's text safe", game)
        record = work / "r.json"
        run("play --record", "play", str(game), "--human", "none", "--seed", "2", "--record", str(record), code=0)
        data = json.loads(record.read_text())
        data["moves"][1] = "play \x1b]0;owned\x07\x1b[2J\rFORGED\u009b\u202e"
        hostile_record = work / "hostile-record.json"
        hostile_record.write_text(json.dumps(data))
        run("replay: a record's move text in the refusal", "replay", str(hostile_record), code=1)
        run("replay --html: a record's move text in the refusal", "replay", str(hostile_record), "--html",
            str(work / "r.html"), code=1)
        save = work / "s.json"
        run("play: save", "play", str(game), "--human", "1", "--seed", "2", stdin=f"save {save}\nquit\nn\n".encode())
        data = json.loads(save.read_text())
        data["play"]["bots"] = "\x1b]0;owned\x07\x1b[2J\rFORGED\u009b\u202e"
        hostile_save = work / "hostile-save.json"
        hostile_save.write_text(json.dumps(data))
        run("play --resume: a save's bots in the refusal", "play", "--resume", str(hostile_save), code=1)
        shards = []
        for k in (1, 2):
            out = subprocess.run([CARDRT, "simulate", str(game), "--games", "4", "--shard", f"{k}/2", "--json"],
                                 capture_output=True, check=True).stdout
            shard = work / f"shard{k}.json"
            shard.write_bytes(out)
            shards.append(shard)
        data = json.loads(shards[1].read_text())
        data["shard"]["state"]["card_violations"] = 1
        data["shard"]["state"]["first_violations"] = ["\x1b]0;owned\x07\x1b[2J\rFORGED\u009b\u202e"]
        shards[1].write_text(json.dumps(data))
        run("merge: a shard's messages", "merge", *map(str, shards))
        run("simulate: the metrics' names", "simulate", str(game), "--games", "5", code=0,
            shows=b"X?]0;owned")
        run("compare: the metrics' names", "compare", str(game), str(game), "--games", "5", code=0,
            shows=b"X?]0;owned")
        run("test: a test's name and its error", "test", str(game / "tests"), code=1, shows=b"U?]0;owned")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
