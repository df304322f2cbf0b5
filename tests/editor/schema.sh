#!/usr/bin/env bash
# Checks editor/schema/*.schema.json: game.schema.json is what scripts/schema.py writes from its
# parts (engine/layout/schema.json and each engine/mechanics/<kind>/schema.json); both are valid
# JSON Schemas (draft-07) with a description on every key; their closed mappings have exactly the
# keys of the loader's r.keys(...) lists (engine/layout/layout.cpp and each mechanic's
# engine/mechanics/*/read_*.cpp); its mechanic types are the kinds engine/layout/mechanic_kinds.cpp
# registers; every game.yaml and variant file the repository ships validates
# against them; and wrong files, which the loader refuses, are refused by the schemas too.
# Needs python3 with the jsonschema and yaml modules (Debian: python3-jsonschema python3-yaml).
# Run from anywhere: tests/editor/schema.sh. Prints one line per file and a summary; exits 1 on
# any failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# The generated schema first: every check below reads it.
if ! scripts/schema.py --check; then
  echo "FAIL  schema   editor/schema/game.schema.json: not what scripts/schema.py writes"
  exit 1
fi
echo "ok    schema   editor/schema/game.schema.json: what scripts/schema.py writes"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 - "$tmp" <<'PY'
import glob
import json
import os
import re
import sys

import jsonschema
import yaml
from jsonschema.exceptions import best_match

tmp = sys.argv[1]
SCHEMAS = "editor/schema"

# ---- YAML as the loader sees it ------------------------------------------------------------------
# Keys stay the text they are written as (yaml-cpp reads every key as text: `4:` in teams, a
# verb `yes:`), and dates stay text. Values keep PyYAML's typing (7 an int, yes a boolean): the
# schemas accept both readings wherever the loader does.
class Loader(yaml.SafeLoader):
    pass


Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def construct_mapping(loader, node):
    loader.flatten_mapping(node)
    return {
        (key.value if isinstance(key, yaml.ScalarNode) else ""): loader.construct_object(value, deep=True)
        for key, value in node.value
    }


Loader.add_constructor("tag:yaml.org,2002:map", construct_mapping)


def load(path):
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=Loader)


# ---- the schemas ---------------------------------------------------------------------------------
failures = 0


def report(status, kind, path, detail=""):
    print(f"{status:<5} {kind:<8} {path}" + (f": {detail}" if detail else ""))


schemas = {}
for name in ("game", "variant"):
    path = f"{SCHEMAS}/{name}.schema.json"
    try:
        with open(path, encoding="utf-8") as f:
            schemas[name] = json.load(f)
        jsonschema.Draft7Validator.check_schema(schemas[name])
        report("ok", "schema", path)
    except Exception as e:  # a broken schema makes every other check meaningless
        report("FAIL", "schema", path, str(e).splitlines()[0])
        sys.exit(1)


# Editors show a key's description on hover: every key a file may write has one (the if/then
# branches only narrow keys described already).
def undescribed(node, where):
    if isinstance(node, list):
        for i, item in enumerate(node):
            yield from undescribed(item, f"{where}/{i}")
    elif isinstance(node, dict):
        for key, sub in (node.get("properties") or {}).items():
            if isinstance(sub, dict) and "description" not in sub:
                yield f"{where}/properties/{key}"
        for key, sub in node.items():
            if key not in ("if", "then", "else"):
                yield from undescribed(sub, f"{where}/{key}")


for name, schema in schemas.items():
    for where in undescribed(schema, "#"):
        failures += 1
        report("FAIL", "schema", f"{SCHEMAS}/{name}.schema.json", f"no description at {where}")


# The loader names the keys of each mapping in an r.keys(node, what, {...}) call: each list must
# be the keys of a closed mapping (additionalProperties: false) of the schemas, and each closed
# mapping a list of the loader, so a key added to either side shows up here.
def closed_mappings(node):
    if isinstance(node, list):
        for item in node:
            yield from closed_mappings(item)
    elif isinstance(node, dict):
        if node.get("additionalProperties") is False and "properties" in node:
            yield frozenset(node["properties"])
        for sub in node.values():
            yield from closed_mappings(sub)


LOADER = "the layout readers"
loader_text = ""
for reader in ["engine/layout/layout.cpp", *sorted(glob.glob("engine/mechanics/*/read_*.cpp"))]:
    with open(reader, encoding="utf-8") as f:
        loader_text += f.read()
loader_keys = {
    frozenset(re.findall(r'"([^"]*)"', keys))
    for keys in re.findall(r"\br\.keys\([^{;]*\{([^}]*)\}\s*\)", loader_text)
}
schema_keys = {keys for schema in schemas.values() for keys in closed_mappings(schema)}
if not loader_keys:
    failures += 1
    report("FAIL", "keys", LOADER, "found no r.keys(...) lists")
for keys in sorted(loader_keys ^ schema_keys, key=sorted):
    failures += 1
    side = "the loader reads" if keys in loader_keys else "the schemas allow"
    report("FAIL", "keys", LOADER, f"only {side} a mapping of keys {', '.join(sorted(keys))}")
if loader_keys == schema_keys:
    report("ok", "keys", LOADER, f"{len(loader_keys)} key lists, as in the schemas")

# The mechanic kinds the layout registers (engine/layout/mechanic_kinds.cpp) are the `type:` names
# the schema knows, each written by its folder's schema.json.
KINDS = "engine/layout/mechanic_kinds.cpp"
with open(KINDS, encoding="utf-8") as f:
    registered = set(re.findall(r'\{\s*"(\w+)"\s*,\s*read_\w+\s*\}', f.read()))
in_schema = set(schemas["game"]["definitions"]["mechanic"]["properties"]["type"]["enum"])
if not registered:
    failures += 1
    report("FAIL", "kinds", KINDS, "found no {\"type\", read_...} lines")
elif registered != in_schema:
    failures += 1
    report("FAIL", "kinds", KINDS, f"registers {', '.join(sorted(registered))}; the schema knows "
           f"{', '.join(sorted(in_schema))} (a kind's schema is engine/mechanics/<kind>/schema.json)")
else:
    report("ok", "kinds", KINDS, f"{len(registered)} mechanic kinds, as in the schema")

# variant.schema.json refers to game.schema.json's definitions by relative reference.
try:
    from referencing import Registry
    from referencing.jsonschema import DRAFT7

    registry = Registry().with_resources(
        (f"{name}.schema.json", DRAFT7.create_resource(schema)) for name, schema in schemas.items()
    )
    validators = {name: jsonschema.Draft7Validator(s, registry=registry) for name, s in schemas.items()}
except ImportError:  # jsonschema before 4.18 (Debian 12 has 4.10)
    store = {f"{name}.schema.json": schema for name, schema in schemas.items()}
    validators = {
        name: jsonschema.Draft7Validator(s, resolver=jsonschema.RefResolver("", s, store=store))
        for name, s in schemas.items()
    }


def first_error(kind, path):
    """The schema's objection to the file, or None."""
    try:
        data = load(path)
    except yaml.YAMLError as e:
        return "YAML: " + str(e).splitlines()[0]
    error = best_match(validators[kind].iter_errors(data))
    if error is None:
        return None
    where = ".".join(str(p) for p in error.absolute_path) or "(top level)"
    return f"{where}: {error.message}"


# ---- files that must validate --------------------------------------------------------------------
def sorted_glob(pattern):
    return sorted(glob.glob(pattern, recursive=True))


def has_extends(path):
    try:
        data = load(path)
    except yaml.YAMLError:
        return False
    return isinstance(data, dict) and "extends" in data


# tests/engine/data/layout/ holds fixtures the loader must refuse; these of its games load.
LAYOUT_GOOD = ["good", "per_players", "variant_errors"]

games = (
    sorted_glob("rulesets/*/game.yaml")
    + sorted_glob("tests/engine/data/*/game.yaml")
    + [f"tests/engine/data/layout/{d}/game.yaml" for d in LAYOUT_GOOD]
)
variants = (
    sorted_glob("rulesets/*/variants/*.yaml")
    + [p for p in sorted_glob("rulesets/*/tests/**/*.yaml") if has_extends(p)]
    + sorted_glob("tests/engine/data/*/variants/*.yaml")
    + sorted_glob("tests/engine/data/layout/good/variants/*.yaml")
)

valid = 0
for kind, files in (("game", games), ("variant", variants)):
    for path in files:
        error = first_error(kind, path)
        if error:
            failures += 1
            report("FAIL", kind, path, error)
        else:
            valid += 1
            report("ok", kind, path)

# ---- files that must be refused ------------------------------------------------------------------
GAME = """\
game: wrong
players: { min: 2, max: 4 }
zones:
  hand: { owner: seat, visibility: owner }
moves:
  play: card
  pass:
"""
VARIANT = """\
extends: fantan
summary: A wrong variant.
"""
WRONG = [
    ("game", "top-level-zone", GAME + "zone:\n  pile: { owner: table }\n"),
    ("game", "zone-visible", GAME.replace("visibility: owner", "visible: owner")),
    ("game", "move-arg-cards", GAME.replace("play: card", "play: { arg: card_set }")),
    ("game", "move-bare-cards", GAME.replace("play: card", "play: cardz")),
    ("game", "move-bare-number", GAME.replace("play: card", "bid: number")),
    ("game", "move-number-no-max", GAME.replace("play: card", "bid: { arg: number, min: 1 }")),
    ("game", "move-words-no-list", GAME.replace("play: card", "call: { arg: words }")),
    ("game", "move-card-with-max", GAME.replace("play: card", "play: { arg: card, max: 3 }")),
    ("game", "move-verb-upper", GAME.replace("play: card", "Play: card")),
    ("game", "zone-name-space", GAME.replace("hand:", "my hand:")),
    ("game", "zone-owner-player", GAME.replace("owner: seat", "owner: player")),
    ("game", "players-17", GAME.replace("max: 4", "max: 17")),
    ("game", "no-moves", GAME.split("moves:")[0]),
    ("game", "counter-top", GAME + "counters:\n  chips: { visibility: top }\n"),
    ("game", "counter-type", GAME + "counters:\n  chips: { type: int }\n"),
    ("game", "var-enum-no-values", GAME + "vars:\n  suit: { type: enum }\n"),
    ("game", "var-int-values", GAME + "vars:\n  n: { values: [a, b] }\n"),
    ("game", "var-bool-initial", GAME + "vars:\n  on: { type: bool, initial: 3 }\n"),
    ("game", "option-no-default", GAME + "options:\n  ante: { type: int }\n"),
    ("game", "option-int-quoted", GAME + "options:\n  ante: { type: int, default: \"1\" }\n"),
    ("game", "option-rank-14", GAME + "options:\n  start: { type: rank, default: 14 }\n"),
    ("game", "option-bool-values", GAME + "options:\n  fast: { type: bool, values: [a], default: true }\n"),
    ("game", "deck-decks-13", GAME + "deck: { decks: 13 }\n"),
    ("game", "rules-not-lua", GAME + "rules: rules.py\n"),
    ("game", "wins-low", GAME + "wins: low\n"),
    ("game", "mechanic-no-type", GAME + "mechanics:\n  rows: { zones: [a, b, c, d] }\n"),
    ("game", "mechanic-tricks-key", GAME + "mechanics:\n  t: { type: tricks, hand: hand, trick: t, won: w, zones: [] }\n"),
    ("game", "mechanic-rows-fee-rules-passes",
     GAME.replace("zones:\n", "zones:\n  row_C: {}\n  row_D: {}\n  row_H: {}\n  row_S: {}\n")
     + "vars:\n  fee: {}\ncounters:\n  chips: { per: seat }\n  pot: {}\n"
     + "mechanics:\n  rows:\n    type: sequence_rows\n    zones: [row_C, row_D, row_H, row_S]\n"
     + "    turns: { play: play, from: hand, start: \"7\", stuck: pass,\n"
     + "             pass_fee: { amount: fee, from: chips, to: pot } }\n"),
    ("variant", "variant-option", VARIANT + "option:\n  ante: 2\n"),
    ("variant", "variant-add-move", VARIANT + "add:\n  move:\n    knock: { doc: knock }\n"),
    ("variant", "variant-add-zone-key", VARIANT + "add:\n  zones:\n    box: { owner: seat, visible: owner }\n"),
    ("variant", "variant-no-extends", "summary: Extends nothing.\noptions: { ante: 2 }\n"),
    ("variant", "variant-zones", VARIANT + "zones:\n  box: { owner: seat }\n"),
    ("variant", "variant-players-0", VARIANT + "players: 0\n"),
    ("variant", "variant-absolute", "extends: /etc/fantan.yaml\n"),
    ("variant", "variant-rules-up", VARIANT + "rules: ../hooks.lua\n"),
]
files = []
for kind, name, text in WRONG:
    path = os.path.join(tmp, name + ".yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    files.append((kind, path, f"(wrong) {name}.yaml"))
# Fixtures the loader refuses for what a schema can tell (the others need the game: a default
# below the option's min, an option the game lacks, a YAML syntax error).
for d in ["bad_enum", "missing_players", "unknown_key", "unknown_owner", "wrong_type"]:
    path = f"tests/engine/data/layout/{d}/game.yaml"
    files.append(("game", path, path))

refused = 0
for kind, path, label in files:
    error = first_error(kind, path)
    if error:
        refused += 1
        report("ok", "refused", label, error)
    else:
        failures += 1
        report("FAIL", "refused", label, f"the {kind} schema accepts it")

print(f"schema.sh: {valid} files valid, {refused} wrong files refused, {failures} failures")
sys.exit(1 if failures else 0)
PY
