#!/usr/bin/env python3
"""`cardrt serve` over HTTP, as a stranger's requests reach it: only the lobby's own choices make a
table (never a path), a refused request says why and makes nothing, tokens are the only way to a
table, a record is given only once its match is over, and a restarted server resumes every table
it kept. Standard library only; the moves and the WebSocket are tests/browser/table.py's.

Usage: serve.py CARDRT"""
import http.client
import json
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
FAILURES = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        FAILURES.append(what)


class Server:
    def __init__(self, cardrt, work, *args):
        self.errors = work / "serve.err"
        with open(self.errors, "w") as errors:
            self.process = subprocess.Popen([cardrt, "serve", *args], stdout=subprocess.PIPE, stderr=errors, text=True)
        self.lines = []
        last = "spectators: " if args and not args[0].startswith("-") else "tables are kept"
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("cardrt serve ended: " + self.errors.read_text())
            self.lines.append(line.rstrip("\n"))
            if line.startswith(last):
                break
        self.port = int(re.search(r":(\d+)/", self.lines[0]).group(1))

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read().decode()
        connection.close()
        return response.status, data, response

    def create(self, request, content_type="application/json"):
        status, data, _ = self.request("POST", "/api/tables", json.dumps(request), {"Content-Type": content_type})
        return status, json.loads(data)

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=10)


def main():
    cardrt = sys.argv[1]
    with tempfile.TemporaryDirectory() as scratch:
        work = pathlib.Path(scratch)
        rules = work / "rules"
        rules.mkdir()
        shutil.copy(ROOT / "bench/house/ace-king-again.yaml", rules)
        shutil.copy(ROOT / "bench/house/ace-king-again.lua", rules)
        (rules / "broken.yaml").write_text("extends: [unclosed\n")
        tables = work / "tables"
        server = Server(cardrt, work, "fantan", "--seats", "human,greedy,greedy,greedy", "--seed", "3", "--rules", str(rules),
                        "--tables", str(tables), "--max-tables", "3")
        links = {m.group(1): m.group(2) for m in (re.match(r"(seat \d|spectators): http://[^/]+(/\S+)", line)
                                                  for line in server.lines) if m}
        check(sorted(links) == ["seat 1", "spectators"], f"the first table's links are printed: {sorted(links)}")
        check("broken.yaml" in server.errors.read_text(),
              "a variant file that does not load is named, and the others are offered")

        status, data, response = server.request("GET", "/")
        check(status == 200 and "Set up a table" in data and response.getheader("Referrer-Policy") == "no-referrer"
              and "default-src 'self'" in response.getheader("Content-Security-Policy"),
              "the lobby is served with a policy that keeps tokens and scripts at home")
        status, head_data, head_response = server.request("HEAD", "/")
        check(status == 200 and head_data == "" and int(head_response.getheader("Content-Length")) == len(data.encode()),
              "HEAD / answers GET's headers and length without the page")
        catalogue = json.loads(server.request("GET", "/api/catalogue")[1])
        games = {g["id"]: g for g in catalogue["games"]}
        check({"fantan", "euchre", "gin_rummy"} <= set(games) and catalogue["bots"] == ["random", "first", "greedy", "ismcts"],
              "the catalogue lists the games and the bots")
        check([f["file"] for f in catalogue["variant_files"]] == ["ace-king-again.yaml"]
              and catalogue["variant_files"][0]["game"] == "fantan", "the catalogue lists the --rules variant files")
        check(any(o["name"] == "ante" and o["kind"] == "int >= 0" and o["default"] == "1" for o in games["fantan"]["options"]),
              "each option comes with its kind and default")

        refused = [
            ({"game": "../../etc/passwd", "seats": ["human"]},
             "no game or variant file \"../../etc/passwd\" here: choose one of those the lobby lists"),
            ({"game": str(rules / "ace-king-again.yaml"), "seats": ["human"] * 4},
             f"no game or variant file \"{rules / 'ace-king-again.yaml'}\" here: choose one of those the lobby lists"),
            ({"game": "fantan", "variant": "../x", "seats": ["human"] * 4},
             "no variant \"../x\": choose one of those the lobby lists"),
            ({"game": "fantan", "seats": ["human"] * 4, "admin": True},
             "a table request has no field \"admin\" (game, variant, players, options, seats, seed)"),
            ({"game": "fantan", "seats": ["human", "greedy"]}, "2 seats given for 4 players: say who plays each seat, a person (human) or a bot"),
            ({"game": "fantan", "players": 9, "seats": ["human"] * 9}, None),
            ({"game": "fantan", "options": {"ante": "lots"}, "seats": ["human"] * 4},
             "option 'ante' must be an integer, got \"lots\""),
            ({"game": "fantan", "seats": ["human", "ismcts:iterations=0", "greedy", "greedy"]},
             "seat 2: ismcts:iterations must be a whole number from 1 to 100000000, not '0'"),
            ({"game": "fantan", "seats": ["human"] * 4, "seed": -1}, "a table request: seed: must be a non-negative integer, got -1"),
            ({"game": "fantan", "seats": "human"}, "a table request: seats: must be an array, got \"human\""),
        ]
        for request, message in refused:
            status, answer = server.create(request)
            check(status == 400 and (answer["error"] == message if message else bool(answer["error"])),
                  f"refused: {json.dumps(request)[:70]} -> {answer.get('error')}")
        status, data, _ = server.request("POST", "/api/tables", "game=fantan", {"Content-Type": "application/x-www-form-urlencoded"})
        check(status == 415, "a form post from another site makes no table (415)")
        status, data, _ = server.request("POST", "/api/tables", "{" + " " * 20000 + "}", {"Content-Type": "application/json"})
        check(status == 413 and "at most 16384 bytes" in data, "an oversized request is refused unread (413)")
        status, data, _ = server.request("GET", "/api/tables")
        check(status == 405, "a table is made only by POST")
        check(len(list(tables.glob("*.json"))) == 1, "no refused request made a table or a file")

        status, made = server.create({"game": "ace-king-again.yaml", "seats": ["human", "human", "random", "random"]})
        check(status == 201 and [s["seat"] for s in made["seats"]] == [1, 2] and made["spectators"].startswith("/table/"),
              "a variant file from the lobby makes a table: links for seats 1 and 2 and the spectators")
        status, made2 = server.create({"game": "euchre", "variant": "short", "options": {},
                                       "seats": ["human", "greedy", "greedy", "greedy"]})
        check(status == 201, "a game's variant makes a table")
        status, full = server.create({"game": "fantan", "seats": ["human"] * 4})
        check(status == 400 and full["error"].startswith("this server has 3 tables going"), f"the table limit: {full}")

        for what, path, want in [("seat", links["seat 1"], 200), ("spectators", links["spectators"], 200),
                                 ("a forged token", "/table/" + "0" * 32, 404), ("a short token", "/table/0", 404),
                                 ("no token", "/table/", 404)]:
            status, data, _ = server.request("GET", path)
            check(status == want, f"GET {what}'s page: {status}")
        token = links["seat 1"].rsplit("/", 1)[1]
        status, data, _ = server.request("GET", "/record/" + token)
        check(status == 409 and "not over" in data, "no record while the match is going (409)")
        status, data, _ = server.request("GET", "/record/" + "0" * 32)
        check(status == 404, "no record for a forged token")
        taken = subprocess.run([cardrt, "serve", "--tables", "", "--port", str(server.port)], capture_output=True,
                               text=True, timeout=10)
        check(taken.returncode == 1 and taken.stderr == f"cardrt: cannot listen on 127.0.0.1:{server.port}: "
              "Address already in use\n", f"a port in use is said so: {taken.stderr.strip()}")
        wrong = subprocess.run([cardrt, "serve", "--tables", "", "--host", "example.org"], capture_output=True,
                               text=True, timeout=10)
        check(wrong.returncode == 1 and wrong.stderr == "cardrt: --host: 'example.org' is not an IP address "
              "(127.0.0.1 for this machine, 0.0.0.0 for all)\n", f"a host that is no address is said so: {wrong.stderr.strip()}")
        check(server.stop() == 0, "SIGTERM stops the server cleanly")

        saved = sorted(p.name for p in tables.glob("*.json"))
        again = Server(cardrt, work, "--rules", str(rules), "--tables", str(tables))
        check(any("(3 there now)" in line for line in again.lines), f"a restarted server resumes its tables: {again.lines[1]}")
        for path in [links["seat 1"], made["seats"][1]["link"], made2["spectators"]]:
            status, _, _ = again.request("GET", path)
            check(status == 200, f"a token opens its table after the restart: {status}")
        check(sorted(p.name for p in tables.glob("*.json")) == saved, "the tables keep their files")
        again.stop()
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
