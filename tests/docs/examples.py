#!/usr/bin/env python3
"""The docs' runnable examples, run: every fenced block right after a `<!-- runnable -->` line in
docs/*.md. In such a block a line `$ COMMAND` is run by the shell (with the cardrt under test
first on PATH, in a scratch folder where `rulesets` and `tests` are the source tree's: one folder
for all the examples of a page, run in the page's order, as a reader following it would), and the
lines after it, up to the next `$ ` line, are its output (stdout then stderr): each must equal the
output line for line, except that a line `...` stands for any number of lines and a line ending
in `...` for any line that starts with the rest. The command must exit 0.

Usage: tests/docs/examples.py PATH_TO_CARDRT
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def blocks(path):
    """(line number, [lines]) of every runnable block of a Markdown file."""
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.strip() == "<!-- runnable -->":
            if i + 1 >= len(lines) or not lines[i + 1].startswith("```"):
                raise SystemExit(f"{path}:{i + 1}: <!-- runnable --> must come right before a fenced block")
            end = next(j for j in range(i + 2, len(lines)) if lines[j].startswith("```"))
            yield i + 3, lines[i + 2:end]


def examples(block):
    """(command, expected lines) pairs of a block."""
    out = []
    for line in block:
        if line.startswith("$ "):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line)
    return out


def matches(expected, actual):
    """Whether the actual lines fit the expected ones (`...` lines as wildcards)."""
    if not expected:
        return not actual
    head, rest = expected[0], expected[1:]
    if head == "...":
        return any(matches(rest, actual[k:]) for k in range(len(actual) + 1))
    if not actual:
        return False
    if head.endswith("...") and head != "...":
        ok = actual[0].startswith(head[:-3])
    else:
        ok = actual[0] == head
    return ok and matches(rest, actual[1:])


def main():
    cardrt = pathlib.Path(sys.argv[1]).resolve()
    env = dict(os.environ, PATH=f"{cardrt.parent}{os.pathsep}{os.environ['PATH']}", NO_COLOR="1")
    passed = failed = 0
    for doc in sorted((ROOT / "docs").glob("*.md")):
        with tempfile.TemporaryDirectory() as work:
            for name in ("rulesets", "tests", "bench"):
                os.symlink(ROOT / name, pathlib.Path(work) / name)
            for first_line, block in blocks(doc):
                for command, expected in examples(block):
                    run = subprocess.run(command, shell=True, cwd=work, env=env, stdin=subprocess.DEVNULL,
                                         capture_output=True, text=True, timeout=600)
                    actual = (run.stdout + run.stderr).splitlines()
                    where = f"{doc.relative_to(ROOT)}:{first_line}"
                    if run.returncode == 0 and matches(expected, actual):
                        passed += 1
                        print(f"ok     {where}: {command}")
                    else:
                        failed += 1
                        print(f"FAILED {where}: {command} (exit {run.returncode})")
                        print("       expected:\n" + "\n".join("         " + l for l in expected))
                        print("       got:\n" + "\n".join("         " + l for l in actual))
    print(f"{passed} passed, {failed} failed")
    if passed == 0:
        print("no runnable examples found")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
