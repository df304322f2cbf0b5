#!/usr/bin/env python3
# Owns editor/schema/game.schema.json: writes it from engine/layout/schema.json and each mechanic
# kind's engine/mechanics/<kind>/schema.json. With --check it writes nothing and exits 1 when the
# file differs from what it would write.
#
# engine/layout/schema.json is the schema of game.yaml without the mechanic kinds: its
# definitions.mechanic has an empty `type` enum and an empty allOf, and its type description says
# {types} where the kinds' names go. A kind's schema.json is
#   {"type": "<its type: name>", "definition": "<its main definition>", "definitions": {...}}
# whose main definition has the property "type": {"description": ..., "const": "<its type: name>"}.
# Its definitions may refer to each other and to the layout's as "#/definitions/NAME".
#
# The kinds are taken in the order of their folder names: their definitions go, in the order each
# file writes them, just before definitions.mechanic; their names fill the enum and the {types}
# of the description; each adds an if/then of definitions.mechanic.allOf that applies its main
# definition to `type: <its name>`. The output is JSON with a 2-space indent, keys in the order
# the files write them, and a final newline.
#
# Usage: scripts/schema.py [--check]   (python3, standard library only; run from anywhere)
import glob
import json
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BASE = "engine/layout/schema.json"
KINDS = "engine/mechanics/*/schema.json"
OUTPUT = "editor/schema/game.schema.json"


class SchemaError(Exception):
    pass


def read_json(path):
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        raise SchemaError(f"{path}: {e}") from e


def read_kind(path):
    kind = read_json(path)
    if not isinstance(kind, dict) or set(kind) != {"type", "definition", "definitions"}:
        raise SchemaError(f'{path}: must be an object with exactly the keys "type", "definition" and "definitions"')
    name, main, definitions = kind["type"], kind["definition"], kind["definitions"]
    if not isinstance(name, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise SchemaError(f'{path}: "type" must be the kind\'s type: name (lower case, digits and _)')
    if not isinstance(definitions, dict) or not definitions:
        raise SchemaError(f'{path}: "definitions" must be an object of definitions')
    if not isinstance(main, str) or main not in definitions:
        raise SchemaError(f'{path}: "definition" must name one of its "definitions"')
    try:
        own_type = definitions[main]["properties"]["type"]
    except (KeyError, TypeError):
        own_type = None
    if not isinstance(own_type, dict) or own_type.get("const") != name or "description" not in own_type:
        raise SchemaError(
            f'{path}: definition {main} needs the property "type": {{"description": ..., "const": "{name}"}}'
        )
    return name, main, definitions


def join_names(names):
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def refs(node):
    if isinstance(node, list):
        for item in node:
            yield from refs(item)
    elif isinstance(node, dict):
        for key, sub in node.items():
            if key == "$ref" and isinstance(sub, str):
                yield sub
            else:
                yield from refs(sub)


def assemble():
    schema = read_json(BASE)
    try:
        base_definitions = schema["definitions"]
        mechanic = base_definitions["mechanic"]
        type_property = mechanic["properties"]["type"]
    except (KeyError, TypeError) as e:
        raise SchemaError(f"{BASE}: needs definitions.mechanic with properties.type") from e
    if (
        type_property.get("enum") != []
        or mechanic.get("allOf") != []
        or "{types}" not in type_property.get("description", "")
    ):
        raise SchemaError(
            f"{BASE}: definitions.mechanic must have an empty properties.type.enum, an empty allOf and "
            "{types} in properties.type.description: scripts/schema.py fills them from the kinds"
        )

    paths = sorted(
        (os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, KINDS))),
        key=lambda p: os.path.basename(os.path.dirname(p)),
    )
    kinds = [read_kind(p) for p in paths]
    if not kinds:
        raise SchemaError(f"no {KINDS}")

    base_refs = set(refs(schema))
    owner = {name: BASE for name in base_definitions}
    types = {}
    for path, (name, main, definitions) in zip(paths, kinds):
        if name in types:
            raise SchemaError(f"{path}: type {name} is {types[name]}'s already")
        types[name] = path
        for definition in definitions:
            if definition in owner:
                raise SchemaError(f"{path}: definition {definition} is {owner[definition]}'s already")
            owner[definition] = path

    names = [name for name, _, _ in kinds]
    type_property["enum"] = names
    type_property["description"] = type_property["description"].replace("{types}", join_names(names))
    mechanic["allOf"] = [
        {
            "if": {"properties": {"type": {"const": name}}, "required": ["type"]},
            "then": {"$ref": f"#/definitions/{main}"},
        }
        for name, main, _ in kinds
    ]
    definitions = {}
    for key, value in base_definitions.items():
        if key == "mechanic":
            for _, _, own in kinds:
                definitions.update(own)
        definitions[key] = value
    schema["definitions"] = definitions

    for path, part_refs in [(BASE, base_refs), *((p, set(refs(own))) for p, (_, _, own) in zip(paths, kinds))]:
        for ref in sorted(part_refs):
            match = re.fullmatch(r"#/definitions/([^/]+)", ref)
            if not match or match.group(1) not in definitions:
                raise SchemaError(f"{path}: $ref {ref} names no definition of {OUTPUT}")
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(argv):
    if argv not in ([], ["--check"]):
        print("usage: scripts/schema.py [--check]", file=sys.stderr)
        return 2
    try:
        text = assemble()
    except SchemaError as e:
        print(f"scripts/schema.py: {e}", file=sys.stderr)
        return 1
    output = os.path.join(ROOT, OUTPUT)
    try:
        with open(output, encoding="utf-8") as f:
            current = f.read()
    except (FileNotFoundError, UnicodeDecodeError):
        current = None
    if argv == ["--check"]:
        if current != text:
            print(f"{OUTPUT} is out of date: run scripts/schema.py", file=sys.stderr)
            return 1
        return 0
    if current != text:
        with open(output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
