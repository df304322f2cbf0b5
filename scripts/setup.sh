#!/usr/bin/env bash
# Installs the Debian 12 packages cardrt builds with, when any is missing (needs root to install).
# Usage: scripts/setup.sh [SET...]. Each set adds packages: `sanitize` clang and its sanitizer
# runtimes (scripts/sanitize.sh), `fuzz` those and libFuzzer (scripts/fuzz.sh), `format`
# clang-format (scripts/format.sh), `valgrind` valgrind (scripts/instructions.sh). The base set
# includes python3 and GNU parallel, which the shell tests use (tests/cli/shards.sh), and what the
# editor tests use: luacheck (lua-check) and the JSON Schema validator (python3-jsonschema, with
# python3-yaml to read the YAML files); and what the results use: SQLite (libsqlite3-dev, and the
# sqlite3 shell for docs/analysis.md's queries), the Python module (pybind11-dev, python3-dev,
# python3-pytest) and the browser tests of the HTML pages (chromium); and `cardrt serve`: its web
# server (Boost.Beast, in libboost-dev) and its browser test (chromium-driver, python3-selenium).
set -euo pipefail

packages=(g++ cmake ninja-build pkg-config liblua5.4-dev libyaml-cpp-dev nlohmann-json3-dev libcli11-dev catch2 libbenchmark-dev
  python3 parallel lua-check python3-jsonschema python3-yaml
  libsqlite3-dev sqlite3 pybind11-dev python3-dev python3-pytest chromium libboost-dev
  chromium-driver python3-selenium)
for set in "$@"; do
  case $set in
    sanitize) packages+=(clang libclang-rt-14-dev) ;;
    fuzz) packages+=(clang libclang-rt-14-dev libfuzzer-14-dev) ;;
    format) packages+=(clang-format) ;;
    valgrind) packages+=(valgrind) ;;
    *) echo "setup.sh: unknown package set '$set' (sets: sanitize, fuzz, format, valgrind)" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "cardrt needs these Debian packages: ${missing[*]}" >&2
  echo "install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
# apt's progress (hundreds of lines) goes to a log, shown only when the install fails.
log=$(mktemp /tmp/cardrt-setup.XXXXXX.log)
echo "installing ${#missing[@]} Debian packages (a few minutes; apt's output in $log): ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  tail -n 30 "$log" >&2
  echo "setup.sh: installing failed; apt's whole output is in $log" >&2
  exit 1
fi
echo "installed them"
rm -f "$log"
