#!/usr/bin/env bash
# Writes the screenshots docs/img/ holds (the README shows them): the report and comparison pages
# and a replay of each shipped game's golden record, taken in headless Chromium by the browser
# tests (tests/browser/pages.py), which check each page as they go; and a live table of
# `cardrt serve` on a desktop and on a phone, taken by its browser test (tests/browser/table.py)
# halfway through the match it plays.
# Usage: scripts/screenshots.sh (after scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
tests/browser/pages.py build/tools/cardrt --screenshots docs/img
/usr/bin/python3 tests/browser/table.py build/tools/cardrt --screenshots docs/img
