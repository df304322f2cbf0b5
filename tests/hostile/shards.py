#!/usr/bin/env python3
"""Hostile suite, shard reports: `cardrt merge` given a shard's report edited field by field.
Every field is checked before it is used: a missing or mistyped one, counts that no run can have
(more wins than matches, a sample whose parts no list of numbers has, sums past 64 bits, names
that are no move of the game, thousands of names) are refused with the file and the field's path,
never a crash, a wrong report or a rate outside [0, 1].
Usage: shards.py CARDRT_BINARY"""
import copy
import json
import pathlib
import sys
import tempfile

from outcomes import result, run, summary


def shard(index, of=2, games=6, game="shed"):
    here = pathlib.Path(__file__).resolve().parent
    p = run("simulate", game, "--rules", str(here.parent / "engine" / "data"), "--games", str(games),
            "--shard", f"{index}/{of}", "--json")
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def main():
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        one, two = shard(1), shard(2)
        (work / "two.json").write_text(json.dumps(two))

        def merge_edited(name, edit, want, on_first=False):
            """Merges shard 1 edited by `edit` with shard 2; the merge must fail with `want`, the
            whole of stderr after 'cardrt: FILE: not a shard's report: ' (or after 'cardrt: ')."""
            edited = copy.deepcopy(one)
            edit(edited)
            path = work / "one.json"
            path.write_text(json.dumps(edited))
            files = [str(path), str(work / "two.json")] if on_first else [str(work / "two.json"), str(path)]
            p = run("merge", *files)
            prefix = f"cardrt: {path}: not a shard's report: "
            expected = (prefix if not want.startswith("cardrt: ") else "") + want + "\n"
            result(name, p.returncode == 1 and p.stdout == "" and p.stderr == expected, p.stderr, expected)

        def state(report):
            return report["shard"]["state"]

        # The run's own report, merged from the two shards unchanged, is the reference.
        (work / "one.json").write_text(json.dumps(one))
        whole = run("merge", str(work / "one.json"), str(work / "two.json"), "--json")
        result("the shards as written merge", whole.returncode == 0 and json.loads(whole.stdout)["games"] == 6,
               whole.stderr)

        merge_edited("a first shard without its bots: the next is of another run",
                     lambda r: r.pop("bots"), f"cardrt: {work / 'two.json'}: another run than {work / 'one.json'} "
                     "('bots' differs)", on_first=True)
        merge_edited("a later shard without its bots is another run",
                     lambda r: r.pop("bots"), f"cardrt: {work / 'one.json'}: another run than {work / 'two.json'} "
                     "('bots' differs)")
        merge_edited("the shard's index past its count",
                     lambda r: r["shard"].update(index=3), "shard.index: must be an integer from 1 to 2, got 3")
        merge_edited("a shard count of 0", lambda r: r["shard"].update(of=0),
                     "shard.of: must be an integer of 1 or more, got 0")
        merge_edited("games as a string", lambda r: state(r).update(games="3"),
                     "shard.state.games: must be an integer from 0 to 3, got \"3\"")
        merge_edited("more games than the shard plays", lambda r: state(r).update(games=4),
                     "shard.state.games: must be an integer from 0 to 3, got 4")
        merge_edited("a seat with more wins than matches", lambda r: state(r)["seats"][0].update(wins=4),
                     "shard.state.seats[0].wins: must be an integer from 0 to 3, got 4")
        merge_edited("wins and shared wins past the matches",
                     lambda r: state(r)["seats"][1].update(wins=2, shared=2),
                     "shard.state.seats[1].shared: must be an integer from 0 to 1, got 2")
        merge_edited("a seat too few", lambda r: state(r)["seats"].pop(),
                     "shard.state.seats: must hold 3 seats (one per seat), got 2")
        merge_edited("a sample larger than the matches",
                     lambda r: state(r)["deals_per_match"].update(n=7),
                     "shard.state.deals_per_match.n: must be an integer from 0 to 3, got 7")
        merge_edited("a sample's counts that do not add up to its size",
                     lambda r: state(r)["deals_per_match"].update(counts=[[3, 2]]),
                     "shard.state.deals_per_match: its counts add up to another number than n (a sample of "
                     "matches)")
        merge_edited("a count outside the sample's bounds",
                     lambda r: state(r)["deals_per_match"].update(counts=[[3, 2], [99, 1]]),
                     "shard.state.deals_per_match.counts[1][0]: must be an integer from 3 to 3, got 99")
        merge_edited("a sum no list of values between min and max has",
                     lambda r: state(r)["moves_per_deal"].update(sum=1),
                     "shard.state.moves_per_deal: the sum lies outside n·min to n·max (a sample of deals)")
        merge_edited("a sum of squares that makes the spread negative",
                     lambda r: state(r)["dealer_edge"].update(sum_of_squares=0),
                     "shard.state.dealer_edge: the sum of squares cannot come from values between min and max "
                     "(a sample of deals)")
        merge_edited("a sample that keeps counts where none are kept",
                     lambda r: state(r)["dealer_edge"].update(counts=[]),
                     "shard.state.dealer_edge: it keeps no counts of its values (a sample of deals)")
        merge_edited("a verb that is no move of the game",
                     lambda r: state(r).update(moves_by_verb={"\x1b]0;pwned\x07": state(r)["moves_by_verb"]["lay"]}),
                     "shard.state.moves_by_verb.?]0;pwned?: '?]0;pwned?' is no move of shed")
        merge_edited("20,000 metric names",
                     lambda r: state(r).update(metrics={f"m{i}": state(r)["dealer_edge"] for i in range(20000)}),
                     "shard.state.metrics: names 20000 samples; a run has at most 1000")
        merge_edited("groups in a game that groups no deals",
                     lambda r: state(r).update(groups=[{"value": 1, "deals": 1, "score_sums": [0, 0, 0],
                                                        "seconds": 0}]),
                     "shard.state.groups: groups deals, but shed has no stats_by to group them by")
        merge_edited("ten violations noted", lambda r: state(r).update(first_violations=["x"] * 10),
                     "shard.state.first_violations: notes 10 violations; a report notes at most 5")
        merge_edited("negative seconds", lambda r: r.update(seconds=-1),
                     "seconds: must be a number from 0 to 1e+12, got -1")
        merge_edited("more violations than deals checked",
                     lambda r: state(r).update(card_violations=10 ** 6),
                     "shard.state.card_violations: must be an integer from 0 to "
                     f"{state(one)['deals_checked']}, got 1000000")

        # Fields every shard has wrong alike: read from the first, and refused there.
        for name, report in (("one.json", one), ("two.json", two)):
            edited = copy.deepcopy(report)
            edited["bots"] = 5
            (work / name).write_text(json.dumps(edited))
        p = run("merge", str(work / "one.json"), str(work / "two.json"))
        result("bots that are no string in every shard", p.returncode == 1 and p.stderr ==
               f"cardrt: {work / 'one.json'}: not a shard's report: bots: must be a string, got 5\n", p.stderr)

        # Two shards whose counts are each in range but together pass 64 bits.
        for name, report in (("one.json", one), ("two.json", two)):
            edited = copy.deepcopy(report)
            state(edited)["deals"] = 2 ** 62
            (work / name).write_text(json.dumps(edited))
        p = run("merge", str(work / "one.json"), str(work / "two.json"))
        result("sums past 64 bits are refused, not wrapped", p.returncode == 1 and p.stderr ==
               f"cardrt: {work / 'two.json'}: a statistic's sum is too large to keep exactly when added to the "
               "shards before it\n", p.stderr)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
