#!/usr/bin/env bash
# Writes golden records again: each RECORD is played anew by bots only (`cardrt play --human none`)
# with the game, variant, players, options and seed it names, and replaced by the new record.
# Run it when a rules change is meant to change play, and commit the records with the change.
# Usage: scripts/regolden.sh RECORD...   (e.g. rulesets/fantan/tests/golden/*.json; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/regolden.sh RECORD..." >&2; exit 2; }
for record in "$@"; do
  # The selection as cardrt play arguments, one per line: the game, then its options.
  mapfile -t args < <(python3 - "$record" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print(r["game"])
print("--seed"); print(r["seed"])
print("--players"); print(r["players"])
if r.get("variant"):
    print("--variant"); print(r["variant"])
if r.get("dealer"):
    sys.exit("regolden: " + sys.argv[1] + " names a first dealer, which cardrt play cannot set")
if r.get("deal"):
    sys.exit("regolden: " + sys.argv[1] + " has a fixed deal, which cardrt play cannot set")
for key, value in r["options"].items():
    if isinstance(value, bool):
        value = "true" if value else "false"
    elif isinstance(value, list):
        value = ",".join(str(v) for v in value)
    print("-o"); print(f"{key}={value}")
PY
)
  build/tools/cardrt play "${args[@]}" --human none --record "$record" >/dev/null
  echo "rewrote $record"
done
