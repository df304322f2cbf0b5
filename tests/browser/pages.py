#!/usr/bin/env python3
"""The HTML pages cardrt writes, opened in headless Chromium: the reports of `simulate --report`,
`compare --report` and `tune --report` hold the reported numbers in their charts and tables, and the replay of
`replay --html` steps through a record as the record says (the move shown, the card it played on
the table, the keyboard, the deal jumps, the rules' messages, a seat's perspective).

Each check reads the DOM Chromium built after running the page's script (--dump-dom). Exits 77
(a skip for ctest) with a message when Chromium cannot start. With --screenshots DIR it also
writes screenshots of each page there (scripts/screenshots.sh puts them in docs/img/).

Usage: tests/browser/pages.py PATH_TO_CARDRT [--screenshots DIR]
"""
import html.parser
import json
import math
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = ["fantan", "tafferand", "hand_and_foot"]
passed = failed = 0


def result(name, ok, *details):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok     {name}")
    else:
        failed += 1
        print(f"FAILED {name}")
        for line in details:
            print(f"       {line}")


class Node:
    """An element of the DOM Chromium dumped: its tag, attributes, and children (elements and text)."""

    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    def all_text(self):
        return "".join(c if isinstance(c, str) else c.all_text() for c in self.children)

    def matches(self, tag, attrs):
        if tag is not None and self.tag != tag:
            return False
        for key, want in attrs.items():
            if key == "class_":
                if want not in self.attrs.get("class", "").split():
                    return False
                continue
            name = key.replace("_", "-")
            if want is True and name not in self.attrs or want is not True and self.attrs.get(name) != want:
                return False
        return True

    def find_all(self, tag=None, **attrs):
        """Every element below this one with that tag (any, if None) and those attributes (True: present;
        class_: one of its classes; data_x: the attribute data-x)."""
        found = []
        for child in self.children:
            if isinstance(child, str):
                continue
            if child.matches(tag, attrs):
                found.append(child)
            found.extend(child.find_all(tag, **attrs))
        return found

    def find(self, tag=None, **attrs):
        found = self.find_all(tag, **attrs)
        return found[0] if found else None


class Tree(html.parser.HTMLParser):
    VOID = {"meta", "link", "br", "img", "input", "hr", "source", "col", "area", "base", "wbr"}

    def __init__(self):
        super().__init__()
        self.root = Node("root", [], None)
        self.at = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.at)
        self.at.children.append(node)
        if tag not in self.VOID:
            self.at = node

    def handle_startendtag(self, tag, attrs):
        self.at.children.append(Node(tag, attrs, self.at))

    def handle_endtag(self, tag):
        node = self.at
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.at = node.parent

    def handle_data(self, data):
        self.at.children.append(data)


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    return None


BROWSER = chromium()
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--disable-dev-shm-usage", "--virtual-time-budget=5000"]


def dom(url):
    run = subprocess.run([BROWSER, *FLAGS, "--dump-dom", url], capture_output=True, text=True, timeout=120)
    tree = Tree()
    tree.feed(run.stdout)
    return tree.root


def screenshot(url, path, width=1100, height=1400):
    subprocess.run([BROWSER, *FLAGS, f"--window-size={width},{height}", f"--screenshot={path}", url],
                   capture_output=True, timeout=120)
    return pathlib.Path(path).exists() and pathlib.Path(path).stat().st_size > 0


def close(a, b):
    return math.isclose(float(a), float(b), rel_tol=1e-8, abs_tol=1e-12)


def cardrt(*args):
    run = subprocess.run([CARDRT, *args], capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise SystemExit(f"cardrt {' '.join(args)} failed ({run.returncode}): {run.stderr}")
    return run.stdout


def check_report(work, shots):
    page = work / "report.html"
    report = json.loads(cardrt("simulate", "tafferand", "--games", "40", "--seed", "7", "--json",
                               "--report", str(page)))
    root = dom(page.as_uri())
    result("the report page names the game", "Tafferand" in root.find("h1").all_text(), root.find("h1").all_text())
    bars = {g.attrs["data-key"]: g for g in root.find_all("g", data_stat="win_rate")}
    want = {f"seat {s['seat']}": s for s in report["seats"]}
    ok = set(bars) == set(want) and all(
        close(bars[k].attrs["data-value"], s["win_rate"]) and close(bars[k].attrs["data-low"], s["win_rate_ci95"][0])
        and close(bars[k].attrs["data-high"], s["win_rate_ci95"][1]) and bars[k].attrs["data-n"] == str(report["games"])
        for k, s in want.items())
    result("the win-rate chart holds each seat's reported rate, 95% interval and n", ok,
           {k: g.attrs for k, g in bars.items()})
    sides = root.find_all("g", data_stat="side_win_rate")
    result("a partnership game charts the sides' win rates too",
           [close(g.attrs["data-value"], s["wins"]["rate"]) for g, s in zip(sides, report["sides"])] == [True, True],
           [g.attrs for g in sides])
    moves = root.find_all("rect", data_stat="moves_per_deal")
    result("the deal-length histogram counts every deal",
           moves and sum(float(r.attrs["data-value"]) for r in moves) == report["moves_per_deal"]["n"],
           f"{sum(float(r.attrs['data-value']) for r in moves)} != {report['moves_per_deal']['n']}")
    scores = root.find_all("rect", data_stat="score_seat_1")
    result("the score histogram of seat 1 counts every match",
           scores and sum(float(r.attrs["data-value"]) for r in scores) == report["games"])
    text = root.all_text()
    first = report["seats"][0]
    mean = f"{first['score']['mean']:.2f} ({first['score']['ci95'][0]:.2f} to {first['score']['ci95'][1]:.2f})"
    result("the score table shows the mean final score with its interval", mean in text, mean)
    result("the page is self-contained: no script, no outside address",
           not root.find_all("script") and "http" not in page.read_text().replace("http-equiv", ""))
    if shots:
        for name, width, height in (("report-tafferand.png", 1000, 1500), ("report-phone.png", 390, 1200)):
            result(f"screenshot {name}", screenshot(page.as_uri(), shots / name, width, height))
        for game in ("fantan", "hand_and_foot"):
            other = work / f"report-{game}.html"
            cardrt("simulate", game, "--games", "300", "--report", str(other))
            result(f"screenshot report-{game}.png", screenshot(other.as_uri(), shots / f"report-{game}.png", 1000, 1500))


def check_compare(work, shots):
    page = work / "compare.html"
    comparison = json.loads(cardrt("compare", "fantan", "fantan", "-b", "passing=penalized", "--games", "300",
                                   "--bots", "greedy,random,random,random", "--json", "--report", str(page)))
    root = dom(page.as_uri())
    rows = root.find_all("tr", data_statistic=True)
    got = [(r.attrs["data-statistic"], r.attrs["data-significant"], r.attrs["data-significant-corrected"])
           for r in rows]
    want = [(d["statistic"], "true" if d["significant"] else "false",
             "true" if d["significant_corrected"] else "false") for d in comparison["differences"]]
    result("the comparison lists every difference and marks exactly the significant ones, plainly and after Holm's",
           got == want and any(c == "true" for _, _, c in want), got, want)
    # With greedy players at every seat penalized passing changes little: differences marked at the
    # plain level only, which the page marks apart.
    plain_page = work / "compare-plain.html"
    plain = json.loads(cardrt("compare", "fantan", "fantan", "-b", "passing=penalized", "--games", "400",
                              "--threads", "2", "--json", "--report", str(plain_page)))
    rows = dom(plain_page.as_uri()).find_all("tr", data_statistic=True)
    only_plain = [r.attrs["data-statistic"] for r in rows
                  if r.attrs["data-significant"] == "true" and r.attrs["data-significant-corrected"] == "false"]
    result("a difference significant at the plain level only is marked so, and not after Holm's",
           only_plain and only_plain == [d["statistic"] for d in plain["differences"]
                                         if d["significant"] and not d["significant_corrected"]]
           and "plain" in rows[[r.attrs["data-statistic"] for r in rows].index(only_plain[0])].attrs["class"],
           only_plain)
    summary = root.find("p", class_="summary")
    result("the page opens with the comparison's summary in words",
           summary is not None and summary.all_text() == comparison["summary"], summary and summary.all_text())
    forest = {g.attrs["data-statistic"]: g for g in root.find_all("g", class_="difference")}
    marks = {d["statistic"]: "corrected" if d["significant_corrected"] else "plain" if d["significant"] else "none"
             for d in comparison["differences"]}
    result("the forest plot draws every difference with its interval and its mark",
           set(forest) == set(marks) and all(
               forest[name].attrs["data-mark"] == marks[name]
               and close(forest[name].attrs["data-difference"], d["difference"])
               and close(forest[name].attrs["data-low"], d["ci95"][0])
               and close(forest[name].attrs["data-high"], d["ci95"][1])
               for d in comparison["differences"] for name in [d["statistic"]]),
           sorted(forest), marks)
    for series in ("a", "b"):
        bars = [g for g in root.find_all("g", data_stat="win_rate") if g.attrs["data-series"] == series]
        seats = comparison[series]["seats"]
        result(f"the side-by-side chart holds {series.upper()}'s win rates",
               len(bars) >= len(seats) and all(close(g.attrs["data-value"], s["win_rate"])
                                               for g, s in zip(bars, seats)))
    if shots:
        result("screenshot compare-fantan.png", screenshot(page.as_uri(), shots / "compare-fantan.png", 1000, 1500))

    ladder_page = work / "compare-skill.html"
    ladder = json.loads(cardrt("compare", "fantan", "fantan", "-b", "passing=penalized", "--games", "60",
                               "--ladder", "random", "--ladder", "greedy", "--json", "--report", str(ladder_page)))
    root = dom(ladder_page.as_uri())
    verdicts = [(r.attrs["data-statistic"], r.attrs["data-verdict"]) for r in root.find_all("tr", data_verdict=True)]
    result("the page of a comparison at several strengths gives each statistic's verdict and each strength's section",
           verdicts == [(s["statistic"], s["verdict"]) for s in ladder["statistics"]]
           and [s.attrs["data-bots"] for s in root.find_all("section", data_bots=True)] == ["random", "greedy"]
           and root.find("p", class_="summary").all_text() == ladder["summary"], verdicts)


def check_tune(work, shots):
    page = work / "tune.html"
    tuning = json.loads(cardrt("tune", "fantan", "-o", "ante=0..3", "--aim", "deal-length=55", "--games", "60",
                               "--json", "--report", str(page)))
    root = dom(page.as_uri())
    points = root.find_all("g", class_="point")
    got = [(g.attrs["data-value"], g.attrs["data-best"]) for g in points]
    want = [(v["value"], "true" if v["best"] else "false") for v in tuning["values"]]
    result("the tuning curve draws every value in order and marks the best", got == want and
           sum(v["best"] for v in tuning["values"]) == 1, got, want)
    result("each point of the curve holds its value's measure and 95% interval",
           all(close(g.attrs["data-score"], v["score"]) and close(g.attrs["data-low"], v["ci95"][0])
               and close(g.attrs["data-high"], v["ci95"][1]) for g, v in zip(points, tuning["values"])))
    best = [g for g in points if "best" in g.attrs["class"].split()]
    result("the best value is drawn apart", [g.attrs["data-value"] for g in best] == [tuning["best"]],
           [g.attrs for g in best])
    rows = [r.attrs["data-value"] for r in root.find_all("tr", data_value=True)]
    summary = root.find("p", class_="summary")
    result("the tuning page opens with the summary and tables every value",
           rows == [v["value"] for v in tuning["values"]] and summary is not None
           and summary.all_text() == tuning["summary"], rows)
    if shots:
        result("screenshot tune-fantan.png", screenshot(page.as_uri(), shots / "tune-fantan.png", 900, 1100))


def card_of(move):
    """The card a single-card move (play 8H, discard 5C) plays, or None."""
    words = move.split()
    return words[1] if len(words) == 2 and words[0] in ("play", "discard") and len(words[1]) == 2 else None


def check_replay(game, work, shots):
    record_path = ROOT / "rulesets" / game / "tests" / "golden" / "standard.json"
    record = json.loads(record_path.read_text())
    page = work / f"replay-{game}.html"
    cardrt("replay", str(record_path), "--html", str(page))
    url = page.as_uri()

    root = dom(url + "#step=10")
    body = root.find("body")
    moves_made = int(body.attrs["data-moves"])
    shown = root.find(id="move").all_text()
    result(f"{game}: step 10 shows the move that led to it", body.attrs["data-step"] == "10" and
           0 < moves_made <= 10 and shown.endswith(": " + record["moves"][moves_made - 1]),
           shown, record["moves"][moves_made - 1])

    # The first card played from step 10 on lies on the table once played.
    step = 10
    while True:
        root = dom(f"{url}#step={step}")
        moves_made = int(root.find("body").attrs["data-moves"])
        card = card_of(record["moves"][moves_made - 1]) if moves_made else None
        if card or step > 60:
            break
        step += 1
    table = root.find(id="table")
    on_table = [c.attrs["data-card"] for c in table.find_all(data_card=True)] if table else []
    result(f"{game}: after move {moves_made} ({record['moves'][moves_made - 1]}) the table shows {card}",
           card is not None and card in on_table, on_table)

    if game == "fantan":
        # The rows are named by their suits, each drawn even while empty, not by their zone names.
        root = dom(url + "#step=1")
        rows = [(z.attrs["data-zone"], z.find(class_="zone-name").all_text())
                for z in root.find(id="table").find_all("div", data_zone=True) if z.attrs["data-zone"].startswith("row_")]
        result(f"{game}: the rows show under their suits", rows == [
            ("row_C", "clubs"), ("row_D", "diamonds"), ("row_H", "hearts"), ("row_S", "spades")], rows)

    root = dom(url + "#step=10&press=ArrowRight")
    after = int(root.find("body").attrs["data-moves"])
    result(f"{game}: the right arrow steps to the next position",
           root.find("body").attrs["data-step"] == "11" and root.find(id="move").all_text().endswith(
               record["moves"][after - 1]) if after else False)
    root = dom(url + "#step=0&press=PageDown")
    where = root.find(id="where").all_text()
    result(f"{game}: Page Down jumps to the next deal", where.startswith("deal 2 ") and
           root.find(id="move").all_text() == "Deal 2 dealt", where, root.find(id="move").all_text())
    root = dom(url + "#press=End")
    log = [li.all_text() for li in root.find(id="log").find_all("li")] if root.find(id="log") else []
    result(f"{game}: at the end every message of the rules is listed, in order",
           log == [entry["text"] for entry in record.get("log", [])] and root.find(id="where").all_text().endswith(
               "match over"), log[:3], [e["text"] for e in record.get("log", [])][:3])
    scores = [int(td.all_text()) for tr in root.find(id="scores").find_all("tr", data_seat=True)
              for td in tr.find_all("td")[1:]]
    result(f"{game}: at the end the scores are the record's result", scores == record["result"]["scores"], scores)

    seen = work / f"replay-{game}-seat2.html"
    cardrt("replay", str(record_path), "--html", str(seen), "--seat", "2")
    root = dom(seen.as_uri() + "#step=1")
    seat1 = root.find("section", data_seat="1").find("div", data_zone="hand")
    seat2 = root.find("section", data_seat="2").find("div", data_zone="hand")
    result(f"{game}: --seat 2 shows seat 2's hand and hides seat 1's",
           seat1.find(class_="facedown") is not None and not seat1.find_all(data_card=True)
           and len(seat2.find_all(data_card=True)) == int(seat2.attrs["data-count"]) > 0)
    if shots:
        result(f"screenshot replay-{game}.png", screenshot(f"{url}#step=40", shots / f"replay-{game}.png", 1100, 1000))


def check_laid_melds(work):
    """Gin Rummy's golden record ends on a knock: each seat's laid melds show as groups of cards."""
    record_path = ROOT / "rulesets" / "gin_rummy" / "tests" / "golden" / "standard.json"
    page = work / "replay-gin_rummy.html"
    cardrt("replay", str(record_path), "--html", str(page))
    root = dom(page.as_uri() + "#press=End")
    groups = []
    for seat in ("1", "2"):
        zone = root.find("section", data_seat=seat).find("div", data_zone="melds")
        melds = zone.find_all("span", class_="meld")
        groups.append([[c.attrs["data-card"] for c in m.find_all(data_card=True)] for m in melds])
        result(f"gin_rummy: seat {seat}'s laid melds show as groups of three or more, every card of the zone",
               all(len(g) >= 3 for g in groups[-1]) and
               sum(len(g) for g in groups[-1]) == int(zone.attrs["data-count"]), groups[-1])
    result("gin_rummy: the last deal's showdown laid melds", any(groups), groups)


def check_patience(work, shots):
    """Klondike's golden record: each pile fanned, a back for every face-down card under its face-up
    cards, as the record's view says; no scores; at the end the match says it was lost."""
    record_path = ROOT / "rulesets" / "klondike" / "tests" / "golden" / "standard.json"
    page = work / "replay-klondike.html"
    cardrt("replay", str(record_path), "--html", str(page))
    root = dom(page.as_uri() + "#step=0")
    fans = []
    for n in range(1, 8):
        zone = root.find(id="table").find("div", data_zone=f"pile{n}")
        fan = zone.find("span", class_="fan")
        backs = len(fan.find_all("span", class_="back")) if fan else -1
        faces = [c.attrs["data-card"] for c in fan.find_all(data_card=True)] if fan else []
        fans.append((int(fan.attrs["data-face-down"]) if fan else -1, backs, len(faces)))
    result("klondike: the dealt piles fan N-1 backs under one face-up card",
           fans == [(n - 1, n - 1, 1) for n in range(1, 8)], fans)
    result("klondike: a game won or lost shows no scores", root.find(id="scores") is None)
    root = dom(page.as_uri() + "#press=End")
    where = root.find(id="where").all_text()
    result("klondike: at the end the match says it was lost", where.endswith("match over: lost"), where)
    if shots:
        result("screenshot replay-klondike.png", screenshot(page.as_uri() + "#step=30", shots / "replay-klondike.png",
                                                            1100, 900))


HOSTILE = "<!--<script>document.title='taken'</script>"


def check_hostile_pages(work):
    """A game whose every name and message is markup: the replay page still steps and shows the
    text as text, and the report page shows the name as text; no script of the game's runs."""
    game = work / "markup"
    (game / "tests").mkdir(parents=True)
    (game / "game.yaml").write_text(f"""game: markup
name: "{HOSTILE}"
summary: "</script><!--"
players: {{ min: 2, max: 2 }}
zones:
  deck: {{ owner: table, visibility: hidden }}
  hand: {{ owner: seat, visibility: owner, label: "<!--<script>" }}
  pile: {{ owner: table, visibility: public, label: "</script>" }}
counters:
  laid: {{ per: seat, label: "<script><!--" }}
score: laid
options:
  mark: {{ type: enum, values: ["<!--<script>", "</script>"], default: "<!--<script>", doc: "<script>" }}
moves:
  play: {{ arg: card }}
deal: {{ from: deck, to: [hand], each: 3 }}
""")
    (game / "rules.lua").write_text("""function rules.start_deal(g)
  g:log("<!--<script>")
  g:set_to_move(g:seat(g:dealer() + 1))
end
function rules.moves(g, out, seat) out:add_cards("play", g:mask("hand", seat)) end
function rules.play(g, _, card, seat)
  g:move(card, "hand", seat, "pile", nil)
  g:add("laid", 1, seat)
  g:log("</script><!--<script> seat %s", seat)
  if g:count("hand", seat) > 0 then g:set_to_move(g:seat(seat + 1)) else g:end_match() end
end
""")
    record = work / "markup.json"
    cardrt("play", str(game), "--human", "none", "--seed", "3", "--record", str(record))
    moves = json.loads(record.read_text())["moves"]
    page = work / "replay-markup.html"
    cardrt("replay", str(record), "--html", str(page))
    for step in (0, 3, len(moves)):
        root = dom(f"{page.as_uri()}#step={step}")
        body = root.find("body")
        shown = [c.attrs["data-card"] for c in root.find(id="table").find_all(data_card=True)] if root.find(
            id="table") else []
        result(f"markup: the replay page steps to position {step} and draws its table",
               body is not None and body.attrs.get("data-step") == str(step) and len(shown) == min(step, len(moves)),
               body.attrs if body else None, shown)
    log = [li.all_text() for li in root.find(id="log").find_all("li")] if root.find(id="log") else []
    result("markup: the rules' messages show as text", log[:2] == ["<!--<script>", "</script><!--<script> seat 1"],
           log[:2])
    result("markup: the game's name shows as text, and no script of it ran",
           root.find("title").all_text() != "taken" and HOSTILE in root.find("title").all_text(),
           root.find("title").all_text())
    report = work / "report-markup.html"
    cardrt("simulate", str(game), "--games", "20", "--report", str(report))
    root = dom(report.as_uri())
    result("markup: the report page shows the name as text, draws its charts, and runs no script of it",
           HOSTILE in root.find("h1").all_text() and root.find("title").all_text() != "taken"
           and len(root.find_all("g", data_stat="win_rate")) == 2, root.find("h1").all_text())
    compare = work / "compare-markup.html"
    cardrt("compare", str(game), str(game), "-b", "mark=</script>", "--games", "20", "--report", str(compare))
    root = dom(compare.as_uri())
    subs = [p.all_text() for p in root.find_all("p", class_="sub")]
    result("markup: the compare page shows names and option values as text, and draws both sides",
           HOSTILE in root.find("h1").all_text() and any("mark=</script>" in s for s in subs)
           and root.find("title").all_text() != "taken" and len(root.find_all("g", data_stat="win_rate")) == 8,
           root.find("h1").all_text(), subs, len(root.find_all("g", data_stat="win_rate")))


def main():
    global CARDRT
    CARDRT = str(pathlib.Path(sys.argv[1]).resolve())
    shots = pathlib.Path(sys.argv[sys.argv.index("--screenshots") + 1]).resolve() if "--screenshots" in sys.argv \
        else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    if BROWSER is None:
        print("SKIP: no Chromium to open the pages in (scripts/setup.sh installs Debian's chromium)")
        return 77
    probe = subprocess.run([BROWSER, *FLAGS, "--dump-dom", "data:text/html,<p id=p>x</p><script>"
                            "document.getElementById('p').textContent='started'</script>"],
                           capture_output=True, text=True, timeout=120)
    if "started" not in probe.stdout:
        print(f"SKIP: Chromium ({BROWSER}) cannot start here: {probe.stderr.strip().splitlines()[-1:]}")
        return 77
    with tempfile.TemporaryDirectory() as scratch:
        work = pathlib.Path(scratch)
        check_report(work, shots)
        check_compare(work, shots)
        check_tune(work, shots)
        for game in GAMES:
            check_replay(game, work, shots)
        check_laid_melds(work)
        check_patience(work, shots)
        check_hostile_pages(work)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
