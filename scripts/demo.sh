#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build, and show a whole
# Fan Tan match between bots, then a short simulation.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cardrt=build/tools/cardrt

echo
echo "== The games cardrt finds"
"$cardrt" list
echo
echo "== A Fan Tan match between four random bots (seed 7)"
"$cardrt" play fantan --human none --seed 7 --record build/demo-record.json
echo
echo "== Replaying its record"
"$cardrt" replay build/demo-record.json
echo
echo "== 2000 matches, two threads"
"$cardrt" simulate fantan --games 2000 --threads 2
