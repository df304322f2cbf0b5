#!/usr/bin/python3
"""`cardrt serve` in real browsers (headless Chromium through chromium-driver and python3-selenium).

1. The lobby: a person sets up a Fan Tan table, two people and two bots, in the lobby page; a
   refused choice shows the command line's message.
2. The guard: from the page, WebSockets with a forged token, a move out of turn, malformed
   messages, a flood and an oversized frame are refused, and the table is unchanged.
3. Every shipped game and a variant file by clicks: a person plays 20 turns of each against
   greedy bots, choosing at random among the playable cards and the move buttons (once cards are
   chosen, among the moves offered for them), and every turn's clicks make a move.
4. The match: two people, each in their own Chromium (separate profiles), click cards and move
   buttons until the match is over; one reloads the page halfway and plays on, one hands the seat
   to its bot and takes it back. Every frame each browser received holds no card hidden from its
   seat. The record downloaded from the page equals the table's file and replays to the result
   the pages show.

Usage: table.py CARDRT [--screenshots DIR] (the desktop and phone pictures of the README). Exits
77 (a skip for ctest) when Selenium or chromedriver is missing."""
import json
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

try:
    from selenium import webdriver
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    print("SKIP: python3-selenium is not installed (scripts/setup.sh installs it)")
    sys.exit(77)

ROOT = pathlib.Path(__file__).resolve().parents[2]
FAILURES = []
SEED = int(os.environ.get("CARDRT_TABLE_SEED", "1"))  # of the every-game tables and the clicks


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        FAILURES.append(what)


def browser(profile, width=1100, height=1000):
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    return webdriver.Chrome(options=options)


def frames(page, into):
    """The WebSocket frames the page received since the last call, from Chrome's network log."""
    for entry in page.get_log("performance"):
        event = json.loads(entry["message"])["message"]
        if event["method"] == "Network.webSocketFrameReceived":
            into.append(json.loads(event["params"]["response"]["payloadData"]))


def hidden_cards(frame, seat, layout):
    """The cards of `frame` that `seat` may not see: another seat's or team's own zones, hidden zones."""
    view = frame.get("view")
    if not view:
        return []
    seen = []
    for zone in layout["zones"]:
        entries = view["zones"][zone["name"]]
        for entry in entries if isinstance(entries, list) else [entries]:
            cards = entry.get("cards", [])
            own = entry.get("seat") == seat or (seat in entry.get("team", []))
            if zone["visibility"] == "hidden" or (zone["visibility"] == "owner" and not own):
                seen += cards
    return seen


PROBE = """
const [token, forged, done] = arguments;
const scheme = location.protocol === "https:" ? "wss://" : "ws://";
function probe(path, messages, wait) {
  return new Promise((resolve) => {
    const got = [];
    const ws = new WebSocket(scheme + location.host + "/ws/" + path);
    ws.onopen = () => { for (const m of messages) ws.send(m); setTimeout(() => ws.close(), wait); };
    ws.onmessage = (e) => got.push(JSON.parse(e.data));
    ws.onclose = (e) => resolve({ got, code: e.code });
  });
}
(async () => {
  const forgedTry = await probe(forged, [], 300);
  const first = await probe(token, [], 300);
  const view = first.got[0].view;
  const mine = view.zones.hand.find((h) => h.seat === view.seat).cards;
  const bad = await probe(token, ["not json", "{}", JSON.stringify({ move: "play " + mine[0], extra: 1 }),
    JSON.stringify({ move: 7 }), JSON.stringify({ move: "play " + mine[0] })], 500);
  const flood = await probe(token, Array.from({ length: 30 }, () => "{}"), 500);
  const long = await probe(token, [JSON.stringify({ move: "x".repeat(5000) })], 500);
  const oversized = await probe(token, [JSON.stringify({ move: "x".repeat(100000) })], 800);
  const after = await probe(token, [], 300);
  done({ forgedTry, first, bad, flood, long, oversized, after });
})();
"""


def guard_checks(page, token, seat):
    page.set_script_timeout(20)
    result = page.execute_async_script(PROBE, token, "0" * 32)
    check(result["forgedTry"]["code"] == 1006 and not result["forgedTry"]["got"],
          "a forged token opens no WebSocket and receives nothing")
    view = result["first"]["got"][0]["view"]
    check(view["seat"] == seat and view.get("legal") is None and view["to_move"] != seat,
          f"the token opens seat {seat}, which is not to move")
    errors = [m.get("error", "") for m in result["bad"]["got"][1:]]
    check(len(errors) == 5 and all(errors), f"five bad messages get five errors: {errors}")
    check(errors[:4] == ["a message is one JSON object with one field: {\"move\": \"...\"} or {\"bot\": true|false}"] * 2
          + ["a message is one JSON object with one field: {\"move\": \"...\"} or {\"bot\": true|false}",
             "a message is {\"move\": \"...\"} or {\"bot\": true|false}"],
          "malformed messages are refused with what a message is")
    check(errors[4] == f"it is seat {view['to_move']}'s turn, not seat {seat}'s", f"a move out of turn is refused: {errors[4]}")
    flooded = [m.get("error", "") for m in result["flood"]["got"][1:]]
    check(any(e.startswith("too many messages") for e in flooded), "a flood is refused: too many messages")
    check([m.get("error") for m in result["long"]["got"][1:]] == ["message too long: 5011 bytes, at most 4096"],
          "a message over 4 KiB is refused: message too long")
    check(len(result["oversized"]["got"]) == 1 and result["oversized"]["code"] in (1006, 1009),
          f"a frame over 64 KiB closes the connection unread ({result['oversized']['code']})")
    after = result["after"]["got"][0]["view"]
    check(after["version"] == view["version"] and after["zones"] == view["zones"], "the table is unchanged by them all")


def lobby(page, base):
    page.get(base + "/")
    WebDriverWait(page, 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, "#game option"))
    Select(page.find_element(By.ID, "game")).select_by_visible_text("Fan Tan (fantan)")
    players = page.find_element(By.ID, "players")
    players.clear()
    players.send_keys("4")
    seats = page.find_elements(By.CSS_SELECTOR, "#seats input")
    for seat, plays in zip(seats, ["human", "greedy", "human", "nobot"]):
        seat.clear()
        seat.send_keys(plays)
    page.find_element(By.ID, "create").click()
    WebDriverWait(page, 10).until(lambda p: p.find_element(By.ID, "problem").text)
    problem = page.find_element(By.ID, "problem").text
    check(problem == "seat 4: unknown bot 'nobot' (bots: random, first, greedy, ismcts)",
          f"the lobby shows the command line's message: {problem}")
    seats[3].clear()
    seats[3].send_keys("random")
    page.find_element(By.ID, "create").click()
    WebDriverWait(page, 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, "#links a"))
    links = {a.get_attribute("data-link"): a.get_attribute("href")
             for a in page.find_elements(By.CSS_SELECTOR, "#links a")}
    check(sorted(links) == ["seat 1", "seat 3", "spectators"], f"the lobby gives three links: {sorted(links)}")
    return links


def play_match(people, received, screenshots):
    clicks = refused = 0
    reloaded = handed = pictured = False
    deadline = time.time() + 900
    while time.time() < deadline:
        over = False
        for seat, page in people.items():
            frames(page, received[seat])
            if page.find_elements(By.ID, "result"):
                over = True
                continue
            cards = page.find_elements(By.CSS_SELECTOR, ".card.playable")
            if not refused and page.find_elements(By.CSS_SELECTOR, ".card.clickable:not(.playable)") and cards:
                page.find_elements(By.CSS_SELECTOR, ".card.clickable:not(.playable)")[0].click()
                WebDriverWait(page, 5).until(lambda p: p.find_element(By.ID, "problem").text)
                problem = page.find_element(By.ID, "problem").text
                check("legal" in problem, f"a card that cannot be played shows the rules' reason: {problem}")
                refused = True
                continue
            buttons = page.find_elements(By.CSS_SELECTOR, "button.move")
            try:
                # A new view may redraw the page between finding a card and clicking it: then the
                # next round finds it again.
                if cards or buttons:
                    (cards or buttons)[0].click()
                    clicks += 1
            except StaleElementReferenceException:
                pass
        if over:
            break
        if clicks > 40 and not reloaded:
            people[3].refresh()  # the seat resumes: its page and its connection are new
            WebDriverWait(people[3], 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, ".panel.seat"))
            reloaded = True
        if clicks > 60 and not handed:
            page = people[3]
            button = "return document.getElementById('hand-to-bot').textContent"
            page.execute_script("document.getElementById('hand-to-bot').click()")
            WebDriverWait(page, 5).until(lambda p: p.execute_script(button) == "Take my seat back")
            page.execute_script("document.getElementById('hand-to-bot').click()")
            WebDriverWait(page, 5).until(lambda p: p.execute_script(button) == "Let a bot play for me")
            handed = True
        if screenshots and clicks > 20 and not pictured:
            people[1].save_screenshot(str(screenshots / "table-desktop.png"))
            people[3].set_window_size(390, 844)
            time.sleep(0.3)
            people[3].save_screenshot(str(screenshots / "table-phone.png"))
            people[3].set_window_size(1100, 1000)
            pictured = True
        time.sleep(0.05)
    check(reloaded and handed, "a reloaded page plays on; a seat handed to its bot is taken back")
    return clicks


def every_game(cardrt, work, page):
    """Each shipped game's moves, and a variant file's, can be made by clicks: 20 of a person's turns each."""
    rules = work / "rules"  # a house rule as a variant file, which the lobby offers too
    rules.mkdir()
    for name in ("ace-king-again.yaml", "ace-king-again.lua"):
        shutil.copy(ROOT / "bench/house" / name, rules)
    server = subprocess.Popen([cardrt, "serve", "--tables", "", "--bot-pause", "0", "--deal-pause", "0",
                               "--rules", str(rules)], stdout=subprocess.PIPE, text=True)
    try:
        base = re.search(r"(http://\S+)/$", server.stdout.readline()).group(1)
        catalogue = json.loads(urllib.request.urlopen(base + "/api/catalogue").read())
        chooser = random.Random(SEED)
        version = "return document.body.dataset.version"
        files = [dict(entry, id=entry["file"]) for entry in catalogue["variant_files"]]
        check([f["id"] for f in files] == ["ace-king-again.yaml"], "the lobby offers the --rules folder's variant file")
        for game in catalogue["games"] + files:
            players = game["players"]["default"]
            request = json.dumps({"game": game["id"], "seats": ["human"] + ["greedy"] * (players - 1),
                                  "seed": SEED}).encode()
            made = json.loads(urllib.request.urlopen(urllib.request.Request(
                base + "/api/tables", data=request, headers={"Content-Type": "application/json"})).read())
            page.get(base + made["seats"][0]["link"])
            turns = 0
            stuck = ""
            while turns < 20 and not stuck:
                WebDriverWait(page, 20).until(
                    lambda p: p.find_elements(By.CSS_SELECTOR, "body.my-turn") or p.find_elements(By.ID, "result"))
                if page.find_elements(By.ID, "result"):
                    break
                before = page.execute_script(version)
                for _ in range(8):  # as a person: a card or a button; once cards are chosen, a move using them
                    buttons = page.find_elements(By.CSS_SELECTOR, "button.move")
                    chosen = page.find_elements(By.CSS_SELECTOR, ".card.selected")
                    cards = page.find_elements(By.CSS_SELECTOR, ".card.playable:not(.selected)")
                    choices = buttons if chosen and buttons else buttons + cards
                    if not choices:
                        legal = page.execute_script("return document.getElementById('moves').textContent")
                        stuck = f"nothing to click ({legal})"
                        break
                    try:
                        chooser.choice(choices).click()
                    except StaleElementReferenceException:
                        pass
                    time.sleep(0.05)
                    if page.execute_script(version) != before:
                        break
                else:
                    stuck = "eight clicks made no move: " + page.find_element(By.ID, "problem").text + \
                        page.execute_script("return document.getElementById('moves').textContent")
                turns += 1
            check(not stuck and turns > 0, f"{game['id']}: {turns} turns played by clicks {stuck}")
    finally:
        server.terminate()
        server.wait(timeout=10)


def main():
    cardrt = str(pathlib.Path(sys.argv[1]).resolve())
    screenshots = pathlib.Path(sys.argv[3]).resolve() if len(sys.argv) > 3 and sys.argv[2] == "--screenshots" else None
    with tempfile.TemporaryDirectory() as scratch:
        work = pathlib.Path(scratch)
        tables = work / "tables"
        server = subprocess.Popen([cardrt, "serve", "--tables", str(tables), "--bot-pause", "20", "--deal-pause", "300"],
                                  stdout=subprocess.PIPE, text=True)
        people = {}
        try:
            line = server.stdout.readline()
            found = re.search(r"(http://\S+)/$", line)
            if not found:
                raise SystemExit(f"cardrt serve did not print its address: {line!r}")
            base = found.group(1)
            people = {1: browser(work / "one"), 3: browser(work / "three")}
            games = browser(work / "games")
            try:
                every_game(cardrt, work, games)
            finally:
                games.quit()
            links = lobby(people[1], base)
            for seat, page in people.items():
                page.get(links[f"seat {seat}"])
                WebDriverWait(page, 10).until(lambda p: p.find_elements(By.CSS_SELECTOR, ".panel.seat"))
            layouts = {seat: page.execute_script("return JSON.parse(document.getElementById('layout').textContent)")
                       for seat, page in people.items()}
            token = {seat: links[f"seat {seat}"].rsplit("/", 1)[1] for seat in people}
            # The guard runs from the page of a seat that is not to move.
            turn = people[1].find_element(By.ID, "turn").text
            idle = 1 if turn != "Your turn." else 3
            guard_checks(people[idle], token[idle], idle)
            received = {seat: [] for seat in people}
            clicks = play_match(people, received, screenshots)
            for seat, page in people.items():
                frames(page, received[seat])
            result = people[1].find_element(By.ID, "result").text
            check(people[3].find_element(By.ID, "result").text == result, f"both pages show the result: {result}")
            views = {seat: [f for f in received[seat] if "view" in f] for seat in people}
            leaks = {seat: sum(len(hidden_cards(f, seat, layouts[seat])) for f in views[seat]) for seat in people}
            check(all(len(v) > 100 for v in views.values()) and leaks == {1: 0, 3: 0},
                  f"no hidden card in any frame: {[len(v) for v in views.values()]} views received, {leaks} hidden cards")
            download = people[1].find_element(By.ID, "record").get_attribute("href")
            record = json.loads(urllib.request.urlopen(download).read())
        finally:
            for page in people.values():
                page.quit()
            server.terminate()
            server.wait(timeout=10)
        saved = [json.loads(f.read_text()) for f in tables.glob("*.json")]
        # The file names the game's folder relative to itself, the download absolutely.
        differ = sorted(k for k in set(record) | set(saved[0]["record"])
                        if k != "game_folder" and record.get(k) != saved[0]["record"].get(k))
        check(len(saved) == 1 and not differ, f"the downloaded record is the table's file's record (differ: {differ})")
        path = work / "record.json"
        path.write_text(json.dumps(record))
        replay = subprocess.run([cardrt, "replay", str(path), "--html", str(work / "replay.html")],
                                capture_output=True, text=True)
        winners = record["result"]["winners"]
        check(replay.returncode == 0 and result == "Winners: seat " + ", seat ".join(map(str, winners)),
              f"two people played a whole match by {clicks} clicks; the record replays to {result}")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
