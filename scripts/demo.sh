#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build the cardrt program (only
# it: scripts/test.sh builds the tests, benchmarks and Python module later, in the same build), and
# show a Fan Tan match between bots deal by deal, then short simulations of the shipped games, a
# searching bot against greedy ones, and a house rule compared with the standard game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo "== Building the cardrt program (about 5 minutes on 2 cores)"
scripts/build.sh cardrt
cardrt=build/tools/cardrt

echo
echo "== The games cardrt finds"
"$cardrt" list
echo
echo "== A Fan Tan match between four random bots (seed 7), deal by deal"
"$cardrt" play fantan --human none --seed 7 --brief --record build/demo-record.json
echo
echo "== Replaying its record move by move, checking every position (cardrt play without --brief shows each move)"
"$cardrt" replay build/demo-record.json
echo
echo "== 2000 matches, two threads"
"$cardrt" simulate fantan --games 2000 --threads 2
echo
echo "== Tafferand: 100 matches of 24 deals, per contract"
"$cardrt" simulate tafferand --games 100 --threads 2
echo
echo "== Hand and Foot: 100 four-deal games, every deal score checked against its terms"
"$cardrt" simulate hand_and_foot --games 100 --threads 2
echo
echo "== Crazy Eights, uno-style (skips, reverses, stacking draw-twos): 2000 matches of greedy bots"
"$cardrt" simulate crazy_eights --variant uno-style --games 2000 --threads 2 --bots greedy
echo
echo "== Fan Tan: an ISMCTS bot (300 iterations a move) at seat 1 against three greedy bots"
"$cardrt" simulate fantan --games 40 --threads 2 --bots ismcts:iterations=300,greedy,greedy,greedy
echo
echo "== What penalized passing does to Fan Tan, match by match on the same seeds"
"$cardrt" compare fantan fantan -b passing=penalized --games 300 --threads 2
echo
echo "== Next"
echo "  $cardrt play fantan                  # play a match yourself (type help at the prompt)"
echo "  $cardrt new variant fantan my-rule   # a house rule to edit, with a test"
echo "  scripts/install.sh                           # cardrt on your PATH, the games found from anywhere"
echo "  scripts/test.sh --quick                      # builds the rest and runs every test"
