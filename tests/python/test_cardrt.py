"""The Python module `cardrt` (docs/python.md): games, matches, bots and simulations, checked against
the engine's known behaviour and against the `cardrt` CLI (its path in $CARDRT_EXE; ctest's
python_module test sets it and PYTHONPATH)."""
import contextlib
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import threading

import pytest

import cardrt

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Moves and results of a Fan Tan match of 4 players from seed 1: its first seat to move and moves.
FIRST_MOVES = ["play 7C", "play 7H", "play 7S"]
# Report values that measure time or the process, not the matches.
TIMINGS = {"seconds", "games_per_second", "deals_per_second", "peak_memory_kib", "deals_per_second_per_thread"}


def cli():
    exe = os.environ.get("CARDRT_EXE") or shutil.which("cardrt")
    if not exe:
        pytest.skip("set CARDRT_EXE to the cardrt executable")
    return exe


def without_timings(value):
    if isinstance(value, dict):
        return {k: without_timings(v) for k, v in value.items() if k not in TIMINGS}
    if isinstance(value, list):
        return [without_timings(v) for v in value]
    return value


def test_games_and_variants():
    games = {g["game"]: g for g in cardrt.games()}
    assert games["fantan"] == {"game": "fantan", "name": "Fan Tan", "min_players": 2, "max_players": 6,
                               "default_players": 4}
    variants = {v["variant"]: v["summary"] for v in cardrt.variants("fantan")}
    assert "sixes" in variants and variants["sixes"].endswith("sixes open the rows instead of sevens.")
    with pytest.raises(cardrt.Error, match="no-such-game"):
        cardrt.variants("no-such-game")


def test_legal_moves_of_a_known_seed():
    g = cardrt.new("fantan", players=4, seed=1)
    assert (g.to_move(), g.moves(), g.deal_number(), g.over(), g.players(), g.seed()) == (4, FIRST_MOVES, 1, False, 4, 1)
    g.play("play 7h")  # typed as a person would
    assert g.history() == ["play 7H"]
    assert g.to_move() == 1
    g.apply(0)
    assert len(g.history()) == 2 and g.history()[1] != "play 7H"


def test_illegal_move_raises_the_engines_message_and_changes_nothing():
    g = cardrt.new("fantan", players=4, seed=1)
    saved = g.save()
    with pytest.raises(cardrt.Error) as raised:
        g.play("play 2C")
    assert str(raised.value) == "illegal move 'play 2C': you hold no 2C; legal moves: play 7C, play 7H, play 7S"
    assert issubclass(cardrt.Error, Exception)
    assert g.save() == saved and g.moves() == FIRST_MOVES
    with pytest.raises(cardrt.Error, match="move number 4 does not exist"):
        g.apply(3)


def test_fixed_deal_as_the_lua_test_api_takes_it():
    g = cardrt.new("fantan", players=4, seed=1, dealer=4, deal={"hand": ["7H 8H", "6H KS", "2C", "9D"]})
    assert g.to_move() == 1 and g.moves() == ["play 7H"]
    g.play("play 7H")
    assert g.zone("hand", 1) == ["8H"]
    assert g.view(1)["game"] == "fantan"
    with pytest.raises(cardrt.Error, match="unknown option 'antee'"):
        cardrt.new("fantan", options={"antee": 2})


def test_a_patience_moves_cards_with_their_destinations_and_hides_face_down_cards():
    g = cardrt.new("klondike", seed=7)
    assert g.moves() == ["draw", "move 2D 3C"]
    g.play("MOVE 2d 3c")
    zones = g.view(1)["zones"]
    assert zones["pile1"] == {"count": 0, "face_down": 0, "cards": []}
    assert zones["pile3"] == {"count": 4, "face_down": 2, "cards": ["3C", "2D"]}
    assert g.zone("pile3")[-2:] == ["3C", "2D"]


def test_the_first_shuffle_is_stacked_and_dealt_by_the_games_own_deal():
    order = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]
    g = cardrt.new("crazy_eights", players=2, seed=5, dealer=1, shuffle={"stock": " ".join(order)})
    # Seven cards each from the top (the list's end), one at a time from the dealer's left; then
    # the starter is turned from the stock.
    assert sorted(g.zone("hand", 2)) == sorted(order[-1:-15:-2])
    assert sorted(g.zone("hand", 1)) == sorted(order[-2:-15:-2])
    assert g.zone("discard") == [order[-15]]
    assert g.save()["shuffle"] == {"stock": [" ".join(order)]}
    assert cardrt.load(g.save()).zone("hand", 2) == g.zone("hand", 2)
    with pytest.raises(cardrt.Error, match="give deal or shuffle, not both"):
        cardrt.new("crazy_eights", players=2, deal={"hand": ["AC", "2C"]}, shuffle={"stock": "AC"})
    with pytest.raises(cardrt.Error, match="the test stacked the next shuffle of zone 'stock' as AC 2C, but it holds"):
        cardrt.new("crazy_eights", players=2, shuffle={"stock": "AC 2C"})


def test_a_test_sets_a_zone_and_stacks_a_shuffle_mid_match():
    g = cardrt.new("crazy_eights", players=3, seed=4, dealer=1)
    g.set_zone("stock", "")
    g.set_zone("discard", "3C 4C 5C 9D 2C JC")
    g.set_zone("hand", "9H KD", seat=2)
    g.stack_shuffle("stock", "4C 3C 5C 9D 2C")
    assert g.moves() == ["draw"]
    g.play("draw")
    assert g.zone("hand", 2) == ["9H", "KD", "2C"] and g.zone("stock") == ["4C", "3C", "5C", "9D"]
    assert [i["set_zone" if "set_zone" in i else "stack_shuffle"] for i in g.save()["interventions"]] == [
        "stock", "discard", "hand", "stock"]
    with pytest.raises(cardrt.Error, match="zone 'hand' needs a seat from 1 to 3"):
        g.set_zone("hand", "AH")


def test_clone_is_independent():
    g = cardrt.new("fantan", players=4, seed=1)
    copy = g.clone()
    g.play("play 7C")
    assert copy.history() == [] and copy.moves() == FIRST_MOVES
    copy.play("play 7S")
    assert g.history() == ["play 7C"] and copy.history() == ["play 7S"]


def test_save_and_load_round_trip():
    g = cardrt.new("fantan", players=4, seed=3)
    for _ in range(40):
        g.apply(len(g.moves()) - 1)
    saved = g.save()
    json.dumps(saved)  # a plain dict of JSON values
    loaded = cardrt.load(saved)
    assert loaded.save() == saved
    assert (loaded.moves(), loaded.scores(), loaded.to_move()) == (g.moves(), g.scores(), g.to_move())
    while not g.over():
        g.apply(0)
        loaded.apply(0)
    assert loaded.result() == g.result()
    assert g.result()["scores"] == g.scores() and set(g.winners()) <= set(range(1, 5))
    with pytest.raises(cardrt.Error, match="not a saved cardrt game"):
        cardrt.load({"game": "fantan"})


def test_a_finished_deal_stays_readable_until_the_next_is_dealt():
    g = cardrt.new("fantan", players=4, seed=2)
    while not g.deal_over():
        g.apply(0)
    scores = [g.deal_score(seat, 1) for seat in range(1, 5)]
    assert sum(scores) == 0  # chips move between the seats
    assert g.deal_number() == 1
    g.next_deal()
    assert g.deal_number() == 2 and not g.deal_over()


def test_bot_choice_is_legal_and_deterministic_for_a_seed():
    g = cardrt.new("fantan", players=4, seed=1)
    seat = g.to_move()
    choices = {cardrt.Bot("ismcts", g, seat, seed=9, iterations=200).choose(g) for _ in range(3)}
    assert len(choices) == 1 and 0 <= choices.pop() < len(FIRST_MOVES)
    greedy = cardrt.Bot("greedy", g, seat)
    assert greedy.observes and greedy.seat == seat and greedy.name == "greedy"
    assert 0 <= greedy.choose(g) < len(FIRST_MOVES)
    with pytest.raises(cardrt.Error, match="the bot plays seat 1, and seat 4 is to move"):
        cardrt.Bot("random", g, 1).choose(g)
    with pytest.raises(cardrt.Error, match="has no option 'iterationz'"):
        cardrt.Bot("ismcts", g, seat, iterationz=5)
    with pytest.raises(cardrt.Error, match="no seat 5"):
        cardrt.Bot("random", g, 5)


def play_out(g):
    while not g.over():
        g.apply(0)
    return g.history(), g.result()


def test_games_of_one_game_share_their_rules_one_thread_at_a_time():
    """cardrt.new makes a game's rules once per process: a bot searching one match in a thread and
    another match of the same game played meanwhile each end as they do alone."""
    alone_choice = cardrt.Bot("ismcts", cardrt.new("fantan", seed=1), 4, seed=3, iterations=2000).choose(
        cardrt.new("fantan", seed=1))
    alone_play = play_out(cardrt.new("fantan", seed=2))
    searched = cardrt.new("fantan", seed=1)
    played = cardrt.new("fantan", seed=2)
    bot = cardrt.Bot("ismcts", searched, 4, seed=3, iterations=2000)
    choice = []
    search = threading.Thread(target=lambda: choice.append(bot.choose(searched)))
    search.start()
    meanwhile = play_out(played)
    search.join()
    assert choice == [alone_choice]
    assert meanwhile == alone_play


def test_a_changed_rules_file_is_read_again(tmp_path):
    game = tmp_path / "one_pass"
    shutil.copytree(ROOT / "tests/cli/lookup/draft", game)
    hour_ago = os.stat(game / "rules.lua").st_mtime - 3600
    os.utime(game / "rules.lua", (hour_ago, hour_ago))
    os.utime(game / "game.yaml", (hour_ago, hour_ago))
    first = cardrt.new(str(game))
    assert first.moves() == ["pass"]
    text = (game / "rules.lua").read_text()
    (game / "rules.lua").write_text(text.replace('out:add("pass")', 'error("edited")'))
    os.utime(game / "rules.lua", (hour_ago + 1, hour_ago + 1))
    with pytest.raises(cardrt.Error, match="edited"):
        cardrt.new(str(game)).moves()
    assert first.moves() == ["pass"]


def test_simulate_returns_the_clis_json_report():
    report = cardrt.simulate("fantan", games=30, seed=4)
    assert report["games"] == 30 and report["partial"] is False
    for key in ("game", "variant", "options", "players", "seed", "bots", "seats", "sides", "ties", "checks"):
        assert key in report
    assert report["checks"]["cards_conserved"] is True
    printed = subprocess.run([cli(), "simulate", "fantan", "--games", "30", "--seed", "4", "--json"],
                             check=True, capture_output=True, text=True).stdout
    assert without_timings(report) == without_timings(json.loads(printed))
    with pytest.raises(cardrt.Error, match="--games must be 1 or more"):
        cardrt.simulate("fantan", games=0)


def test_simulate_gives_a_row_per_match_that_adds_up_to_the_report():
    report = cardrt.simulate("fantan", games=25, seed=3, rows=True)
    rows = report["matches"]
    assert [row["match"] for row in rows] == list(range(25))
    assert [row["seed"] for row in rows] == [cardrt.match_seed(3, i) for i in range(25)]
    assert sum(row["deals"] for row in rows) == report["deals"]
    assert sum(row["moves"] for row in rows) == report["moves"]
    assert sum(row["moves_pass"] + row["moves_play"] for row in rows) == report["moves"]
    for seat in report["seats"]:
        assert sum(row[f"won_{seat['seat']}"] for row in rows) == seat["wins"]
        assert sum(row[f"score_{seat['seat']}"] for row in rows) == pytest.approx(seat["mean_score"] * 25)
    passes = report["metrics_per_deal"]["voluntary_passes"]
    assert sum(row["metric_voluntary_passes"] for row in rows) == passes["mean"] * passes["n"]
    assert "matches" not in cardrt.simulate("fantan", games=2)


def test_simulate_writes_the_run_the_cli_writes_to_a_results_database(tmp_path):
    db = tmp_path / "runs.sqlite"
    report = cardrt.simulate("fantan", games=12, seed=6, db=db)
    written = report["results_db"]
    assert written["file"] == str(db) and written["matches_added"] == 12 and written["matches_present"] == 0
    # The same run from the CLI is the same run id: nothing is added.
    printed = subprocess.run([cli(), "simulate", "fantan", "--games", "12", "--seed", "6", "--db", str(db)],
                             check=True, capture_output=True, text=True).stderr
    assert f"run {written['run_id']}, 0 matches and 0 deals added (12 matches there already)" in printed
    with pytest.raises(cardrt.Error, match="not a cardrt results database"):
        (tmp_path / "other.sqlite").write_bytes(b"SQLite format 3\0" + bytes(200))
        cardrt.simulate("fantan", games=1, db=tmp_path / "other.sqlite")


def test_compare_returns_the_clis_comparison():
    got = cardrt.compare("fantan", "fantan", b_options={"passing": "penalized"}, games=40, seed=2,
                         bots="greedy,random,random,random")
    printed = subprocess.run([cli(), "compare", "fantan", "fantan", "-b", "passing=penalized", "--games", "40",
                              "--seed", "2", "--bots", "greedy,random,random,random", "--json"],
                             check=True, capture_output=True, text=True).stdout
    assert without_timings(got) == without_timings(json.loads(printed))
    assert got["correction"]["method"] == "holm"
    passes = next(d for d in got["differences"] if d["statistic"] == "voluntary_passes per deal (metric)")
    assert passes["a"]["mean"] == 0 and passes["b"]["mean"] > 0 and passes["significant_corrected"] is True
    assert "summary" in got and got["bots"] == "greedy at seat 1, random at seats 2, 3 and 4"


def test_compare_at_several_strengths_reports_each_and_their_agreement():
    got = cardrt.compare("fantan", "fantan", b_options={"passing": "penalized"}, games=20,
                         ladder=["random", "greedy"])
    assert [run["bots"] for run in got["runs"]] == ["random", "greedy"]
    assert [run["sensible"] for run in got["runs"]] == [False, True]
    for stat in got["statistics"]:
        assert len(stat["directions"]) == 2 and stat["verdict"] in {"same", "partly", "reversed", "none"}
    assert "random at every seat does not play sensibly" in got["summary"]


def test_tune_returns_the_clis_tuning():
    got = cardrt.tune("fantan", "ante", [0, 2, 4], aim="deal-length=55", games=30, seed=3, threads=2)
    printed = subprocess.run([cli(), "tune", "fantan", "-o", "ante=0..4:2", "--aim", "deal-length=55", "--games",
                              "30", "--seed", "3", "--json"], check=True, capture_output=True, text=True).stdout
    assert got == json.loads(printed)
    assert [v["value"] for v in got["values"]] == ["0", "2", "4"]
    assert [v["value"] for v in got["values"] if v["best"]] == [got["best"]]
    assert got["correction"] == {"method": "holm", "values": 2, "level": 0.05}
    with pytest.raises(cardrt.Error, match="unknown aim 'fun' \\(aims: equal-seats, deal-length=N, lead-changes, "
                                           "win-rate=SEAT:RATE\\)"):
        cardrt.tune("fantan", "ante", "0..2", aim="fun", games=10)


@pytest.mark.parametrize("call", ["simulate", "bot search"])
def test_the_gil_is_released(call):
    """A Python thread counts while the call runs. Thread switches are made rare (a long switch
    interval), so a call that kept the GIL would leave the counter where it was: the thread could only
    run between the call's statements, which a switch no longer interrupts."""
    g = cardrt.new("fantan", players=4, seed=1)
    bot = cardrt.Bot("ismcts", g, g.to_move(), iterations=3000)
    inside = False
    counted = 0
    done = threading.Event()

    def count():
        nonlocal counted
        while not done.wait(0.001):  # waits without the GIL, so the caller gets it back at once
            if inside:
                counted += 1

    counter = threading.Thread(target=count)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(60)
    try:
        counter.start()
        inside = True
        if call == "simulate":
            cardrt.simulate("fantan", games=400, seed=1)
        else:
            bot.choose(g)
        inside = False
    finally:
        sys.setswitchinterval(interval)
        done.set()
        counter.join()
    assert counted > 0


def test_random_play_in_python_matches_cardrt_simulate(tmp_path):
    """Match i of `cardrt simulate --seed S` is played from match_seed(S, i), its random bots drawing
    uniformly from bot_rng of that seed: a Python loop doing the same makes the same moves."""
    games, seed = 20, 11
    records = tmp_path / "records.json"
    subprocess.run([cli(), "simulate", "fantan", "--games", str(games), "--seed", str(seed), "--bots", "random",
                    "--records", str(records)], check=True, capture_output=True)
    recorded = json.loads(records.read_text())
    assert len(recorded) == games
    for index, record in enumerate(recorded):
        match_seed = cardrt.match_seed(seed, index)
        assert record["seed"] == match_seed
        g = cardrt.new("fantan", seed=match_seed)
        rng = cardrt.bot_rng(match_seed)
        while not g.over():
            g.apply(rng.uniform(len(g.moves())))
        assert g.history() == record["moves"], f"match {index + 1}"
        assert g.result() == record["result"], f"match {index + 1}"


def test_searching_bots_in_python_match_cardrt_simulate(tmp_path):
    """With bots that watch the moves: each seat's Bot draws from the match's one stream and is shown
    every move, as simulate's lineup is."""
    games, seed = 3, 5
    records = tmp_path / "records.json"
    subprocess.run([cli(), "simulate", "fantan", "--games", str(games), "--seed", str(seed), "--bots", "greedy",
                    "--records", str(records)], check=True, capture_output=True)
    for index, record in enumerate(json.loads(records.read_text())):
        match_seed = cardrt.match_seed(seed, index)
        g = cardrt.new("fantan", seed=match_seed)
        rng = cardrt.bot_rng(match_seed)
        bots = [cardrt.Bot("greedy", g, seat) for seat in range(1, g.players() + 1)]
        while not g.over():
            before = g.clone()
            g.apply(bots[g.to_move() - 1].choose(g, rng))
            for bot in bots:
                bot.observe(before, g)
        assert g.history() == record["moves"], f"match {index + 1}"


def test_the_docs_example_prints_what_its_comments_say():
    """The first python block of docs/python.md, run as it stands: each print shows the line its
    comment gives (`...` standing for any text), so the page cannot drift from what it shows."""
    doc = (ROOT / "docs" / "python.md").read_text()
    example = re.search(r"```python\n(.*?)```", doc, re.S).group(1)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(example, "docs/python.md", "exec"), {})
    lines = printed.getvalue().splitlines()
    prints = [line.strip() for line in example.splitlines() if line.strip().startswith("print(")]
    assert len(lines) == len(prints), lines
    for line, statement in zip(lines, prints):
        if "  # " in statement:
            shown = statement.split("  # ", 1)[1]
            assert re.fullmatch(".*".join(re.escape(part) for part in shown.split("...")), line), (statement, line)


def test_instances_python_makes_are_whole_or_refused():
    # pybind11 would let __new__ make an instance no constructor ran on; its methods read raw memory.
    with pytest.raises(TypeError, match="cardrt.Game objects are made by cardrt.new, cardrt.load and Game.clone"):
        cardrt.Game.__new__(cardrt.Game)
    with pytest.raises(TypeError, match="incompatible function arguments"):
        cardrt.Bot.__new__(cardrt.Bot)
    with pytest.raises(TypeError, match="incompatible function arguments"):
        cardrt.Rng.__new__(cardrt.Rng)
    game = cardrt.new("fantan", seed=1)
    bot = cardrt.Bot.__new__(cardrt.Bot, "first", game, game.to_move())
    assert game.moves()[bot.choose(game)] == FIRST_MOVES[0]
    assert cardrt.Rng.__new__(cardrt.Rng, 7).next() == cardrt.Rng(7).next()
    for cls in (cardrt.Game, cardrt.Bot, cardrt.Rng):
        with pytest.raises(TypeError, match="is not an acceptable base type"):
            type("Sub", (cls,), {})


def test_a_broken_game_is_left_out_of_games_with_a_warning(tmp_path):
    good = tmp_path / "good"
    good.mkdir()
    (good / "game.yaml").write_text(
        "game: good\nplayers: { min: 2, max: 3 }\nzones: { deck: { owner: table } }\nmoves: { pass: {} }\n")
    (good / "rules.lua").write_text("")
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "game.yaml").write_text("game: broken\nplayers: { min: 2, max: 2 }\nplayers: { min: 3 }\n")
    with pytest.warns(RuntimeWarning) as warned:
        found = [g["game"] for g in cardrt.games(rules=tmp_path)]
    assert "good" in found and "broken" not in found and "fantan" in found
    assert [str(w.message) for w in warned] == [
        f"{broken}/game.yaml:3:1: key 'players' is given twice in this mapping (first at line 2:1): "
        "YAML keeps only one of them; remove one"]
    listed = subprocess.run([cli(), "list", "--rules", str(tmp_path)], capture_output=True, text=True)
    assert listed.returncode == 1 and listed.stderr == f"cardrt: {warned[0].message}\n"
    with warnings_as_errors():
        with pytest.raises(RuntimeWarning):
            cardrt.games(rules=tmp_path)


@contextlib.contextmanager
def warnings_as_errors():
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        yield


def test_matches_are_capped_as_in_the_cli():
    endless = ROOT / "tests" / "hostile" / "endless"
    game = cardrt.new(endless, max_moves=3)
    for _ in range(3):
        game.apply(0)
    with pytest.raises(cardrt.Error, match=r"^deal 1 did not end within 3 moves; the rules may never end it "
                                           r"\(the cap: --max-moves\)$"):
        game.apply(0)
    assert game.moves() == ["pass"]
    with pytest.raises(cardrt.Error, match=r"the match did not end within 4 deals"):
        cardrt.simulate(endless / "at_once.yaml", games=2, max_deals=4)
    with pytest.raises(cardrt.Error, match="max_deals must be 1 or more"):
        cardrt.new("fantan", max_deals=0)
