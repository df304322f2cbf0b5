"""What the hostile suite's Python scripts share: the cardrt they run, and the tally of their
cases, each printed as "ok     NAME" or "FAILED NAME" with what was seen."""
import pathlib
import subprocess
import sys

CARDRT = str(pathlib.Path(sys.argv[1]).resolve()) if len(sys.argv) > 1 else "cardrt"
passed = failed = 0


def result(name, ok, *details):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok     {name}")
    else:
        failed += 1
        print(f"FAILED {name}")
        for d in details:
            print(f"       {d!r}"[:2000])


def run(*args):
    """cardrt with `args`, its output as text."""
    return subprocess.run([CARDRT, *args], capture_output=True, text=True, timeout=120)


def summary():
    """Prints the tally; the exit code of the script."""
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
