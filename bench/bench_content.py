"""Measure the content guard: detection and false positives on the corpus, and CPU per scan.

Prints, for tool definitions and tool results, on the dev split (tuned on), the held-out split
(looked at twice during earlier tuning, its aggregates only since), the fresh held-out split
heldout2 (registry items and own cases written blind, never tuned on, measured once on
2026-11-28) and the third held-out split heldout3 (spikee, giskard and pyrit's attacks in new
documents and real tools, more real servers, own cases written blind; never tuned on), the
fourth to nineteenth, heldout4 to heldout19 (own cases written blind, each looked at once,
heldout19 never tuned on), and the tools of 45, 43, 39, 36, 31, 28, 29, 17 and 15 more real
servers (benign): the share of poisoned definitions withheld and injected results blocked, the share of
benign ones flagged, per source and kind, with a keyword screen of the kind gateways ship beside
it; then the CPU time of scanning a 4 KB result (benign and injected) and of 10 MB ones (bounded
and linear). The secrets section (bench/_content_secrets.py) follows. Run with `make bench`, or
alone:

    .venv/bin/python bench/bench_content.py [--errors | --dev]
    # --errors: the dev items it gets wrong; --dev: the dev splits and CPU only (while tuning:
    # no held-out split, of either corpus, is loaded, measured or printed)
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import _content_secrets  # noqa: E402  (beside this script)

from tests.data.content import corpus  # noqa: E402
from toolvet.content import clear_cache, scan_result, warm_up  # noqa: E402
from toolvet.content._learned import rules_only  # noqa: E402
from toolvet.content._result_classifier import encoded, result_classifier  # noqa: E402

GOALS = {"definition": (0.95, 0.01), "result": (0.90, 0.01)}


def _percent(numerator: int, denominator: int) -> str:
    return f"{100 * numerator / denominator:5.1f}% ({numerator}/{denominator})" if denominator \
        else "      -"


def _rules_alone(item: corpus.Item) -> bool:
    """toolvet's verdict without the learned stages (instruction.learned, and
    instruction.classifier on definitions and on results)."""
    with rules_only():
        return corpus.guard(item)


def print_rates(split: str, items: list[corpus.Item]) -> None:
    clear_cache()
    guard = corpus.measure(items, corpus.guard)
    clear_cache()
    rules = corpus.measure(items, _rules_alone)
    clear_cache()
    keyword = corpus.measure(items, corpus.keyword_screen)
    print(f"\n== {split} ({len(items)} items)")
    print(f"{'surface':10} {'source/kind':44} {'toolvet':>20} {'rules alone':>20} "
          f"{'keyword screen':>20}")
    for key in sorted(guard, key=lambda k: (k[0], k[1] != "all", k[1])):
        ours, alone, theirs = guard[key], rules[key], keyword[key]
        if key[1] == "all":
            print(f"{key[0]:10} {'ALL detected':44} {_percent(ours.flagged_positive, ours.positives):>20} "
                  f"{_percent(alone.flagged_positive, ours.positives):>20} "
                  f"{_percent(theirs.flagged_positive, theirs.positives):>20}")
            print(f"{key[0]:10} {'ALL benign flagged':44} "
                  f"{_percent(ours.flagged_negative, ours.negatives):>20} "
                  f"{_percent(alone.flagged_negative, ours.negatives):>20} "
                  f"{_percent(theirs.flagged_negative, theirs.negatives):>20}")
            detection, ceiling = GOALS[key[0]]
            met = ours.detection >= detection and ours.false_positive <= ceiling
            goal = f"goal: detect >= {detection:.0%}, benign <= {ceiling:.0%}"
            print(f"{key[0]:10} {goal:44} {'met' if met else 'NOT met':>20}")
            continue
        positive = ours.positives > 0
        a = ours.flagged_positive if positive else ours.flagged_negative
        r = alone.flagged_positive if positive else alone.flagged_negative
        b = theirs.flagged_positive if positive else theirs.flagged_negative
        total = ours.positives if positive else ours.negatives
        print(f"{key[0]:10} {key[1][:44]:44} {_percent(a, total):>20} {_percent(r, total):>20} "
              f"{_percent(b, total):>20}")


def _cpu(function, argument, repeat: int) -> float:
    """Median CPU seconds of one call, over `repeat` calls in 5 rounds."""
    rounds = []
    for _ in range(5):
        start = time.process_time()
        for _ in range(repeat):
            function(argument)
        rounds.append((time.process_time() - start) / repeat)
    return statistics.median(rounds)


def _rules_only_scan(text: str) -> list:
    with rules_only():
        return scan_result(text)


def print_cpu(items: list[corpus.Item]) -> None:
    """scan_result's CPU with the n-gram stage (what the guard runs) and with the rules alone,
    side by side."""
    benign = "\n\n".join(i.payload for i in items if i.surface == "result" and not i.positive)
    injected = next(i.payload for i in items if i.surface == "result" and i.positive
                    and i.kind == "important_instructions")
    scan_result("warm up: compiles the rules once")
    warm_up()
    print("\n== CPU per scan_result (median of 5 rounds): with the n-gram stage | the rules alone")
    samples = [benign[k * 4096:(k + 1) * 4096] for k in range(0, 40)]
    samples = [s for s in samples if len(s) == 4096]
    for name, scan in (("with the stage", scan_result), ("rules alone", _rules_only_scan)):
        per_sample = [_cpu(scan, s, 50) for s in samples]
        print(f"4 KB benign result, {name:15} median {statistics.median(per_sample) * 1e6:8.1f} "
              f"µs, 90th percentile {statistics.quantiles(per_sample, n=10)[-1] * 1e6:8.1f} µs "
              f"({len(per_sample)} different 4 KB texts of dev; goal <= 50 µs)")
    attack = (benign[:4096 - len(injected)] + injected)[:4096]
    print(f"4 KB injected result          {_cpu(scan_result, attack, 50) * 1e6:8.1f} µs")
    # The same megabyte of dev's benign results, once and ten times (dev's benign results are
    # 2.6 MB: a 10 MB cut of them holds text the first megabyte does not, and costs more per byte).
    megabyte = (benign * (2**20 // len(benign) + 1))[: 2**20]
    for name, scan in (("with the stage", scan_result), ("rules alone", _rules_only_scan)):
        previous = None
        for megabytes in (1, 10):
            seconds = _cpu(scan, megabyte * megabytes, 1)
            line = f"{megabytes:2d} MB benign result, {name:15} {seconds * 1e3:8.1f} ms"
            if previous:
                line += f"  ({seconds / previous:4.1f}x the 1 MB time: linear is 10x)"
            print(line)
            previous = seconds
    # A megabyte of dev's benign results holds a text some rule flags, so the stage (which reads
    # what the rules let through) does not run on it above: its own cost, over every window.
    model = result_classifier()
    previous = None
    for megabytes in (1, 10):
        seconds = _cpu(lambda text: model.best_window(encoded(text)), megabyte * megabytes, 1)
        line = f"{megabytes:2d} MB, the n-gram stage alone     {seconds * 1e3:8.1f} ms"
        if previous:
            line += f"  ({seconds / previous:4.1f}x the 1 MB time: linear is 10x)"
        print(line)
        previous = seconds
    big = (benign * (10 * 2**20 // len(benign) + 1))[: 10 * 2**20 - len(injected)] + injected
    print(f"10 MB result, injection at its end {_cpu(scan_result, big, 1) * 1e3:8.1f} ms, "
          f"blocked: {bool(scan_result(big))}")


def print_definition_cpu(items: list[corpus.Item]) -> None:
    """A definition is scanned once (its analysis is cached by its hash): the CPU of that first
    scan, with the learned stages and without, over real servers' tools."""
    def cold_scans() -> float:
        clear_cache()
        start = time.process_time()
        for item in items:
            corpus.guard(item)
        return (time.process_time() - start) / len(items)

    corpus.guard(items[0])  # warm up: the rules compiled, the models read
    with_stages = statistics.median(cold_scans() for _ in range(3))
    with rules_only():
        alone = statistics.median(cold_scans() for _ in range(3))
    clear_cache()
    print(f"\n== CPU per first scan of a definition ({len(items)} real servers' tools, "
          f"median of 3 rounds)")
    print(f"rules and both learned stages {with_stages * 1e6:8.0f} µs")
    print(f"rules alone                   {alone * 1e6:8.0f} µs  "
          f"(the stages: {with_stages / alone:4.2f}x)")


def print_errors(items: list[corpus.Item]) -> None:
    """The dev items toolvet gets wrong (never the held-out ones: those are measured only)."""
    for item in items:
        if corpus.guard(item) != item.positive:
            shown = item.payload if isinstance(item.payload, str) else item.payload.get(
                "description", "")
            print(f"{'missed' if item.positive else 'flagged'} {item.surface} {item.source} "
                  f"{item.kind}: {' '.join(str(shown).split())[:200]}")


HELD_OUT = {
    "heldout": "held-out (old: seen twice during earlier tuning)",
    "heldout2": "fresh held-out (heldout2: never tuned on)",
    "heldout3": "third held-out (heldout3: never tuned on)",
    "heldout4": "fourth held-out (heldout4: own cases written blind, looked at once)",
    "heldout5": "fifth held-out (heldout5: own cases written blind, looked at once)",
    "heldout6": "sixth held-out (heldout6: own cases written blind, looked at once)",
    "heldout7": "seventh held-out (heldout7: own cases written blind, looked at once)",
    "heldout8": "eighth held-out (heldout8: own cases written blind, looked at once)",
    "heldout9": "ninth held-out (heldout9: own cases written blind, looked at once)",
    "heldout10": "tenth held-out (heldout10: own cases written blind, looked at once)",
    "heldout11": "eleventh held-out (heldout11: own cases written blind, looked at once)",
    "heldout12": "twelfth held-out (heldout12: own cases written blind, looked at once)",
    "heldout13": "thirteenth held-out (heldout13: own cases written blind, looked at once)",
    "heldout14": "fourteenth held-out (heldout14: own cases written blind, looked at once)",
    "heldout15": "fifteenth held-out (heldout15: own cases written blind, looked at once)",
    "heldout16": "sixteenth held-out (heldout16: own cases written blind, looked at once)",
    "heldout17": "seventeenth held-out (heldout17: own cases written blind, looked at once)",
    "heldout18": "eighteenth held-out (heldout18: own cases written blind, looked at once)",
    "heldout19": "nineteenth held-out (heldout19: own cases written blind, looked at once)",
    "heldout20": "twentieth held-out (heldout20: own cases written blind, looked at once)",
    "heldout21": "twenty-first held-out (heldout21: own cases written blind, looked at once)",
    "heldout22": "twenty-second held-out (heldout22: own cases written blind, looked at once)",
    "heldout23": "twenty-third held-out (heldout23: own cases written blind, looked at once)",
    "heldout24": "twenty-fourth held-out (heldout24: own definitions written blind, looked at "
                 "once)",
    "heldout25": "twenty-fifth held-out (heldout25: own cases written blind, looked at once)",
    "heldout26": "twenty-sixth held-out (heldout26: own cases written blind, looked at once)",
    "heldout27": "twenty-seventh held-out (heldout27: own cases written blind, looked at once)",
    "heldout28": "twenty-eighth held-out (heldout28: own cases written blind, looked at once)",
    "heldout29": "twenty-ninth held-out (heldout29: own cases written blind, looked at once)",
    "heldout30": "thirtieth held-out (heldout30: own cases written blind, looked at once)",
    "heldout31": "thirty-first held-out (heldout31: own cases written blind, looked at once)",
    "heldout32": "thirty-second held-out (heldout32: own cases written blind, looked at once)",
    "heldout33": "thirty-third held-out (heldout33: own cases written blind, looked at once)",
    "heldout34": "thirty-fourth held-out (heldout34: own cases written blind, looked at once)",
    "heldout35": "thirty-fifth held-out (heldout35: own cases written blind, looked at once)",
    "heldout36": "thirty-sixth held-out (heldout36: own cases written blind, looked at once)",
    "heldout37": "thirty-seventh held-out (heldout37: own cases written blind, looked at once)",
    "heldout38": "thirty-eighth held-out (heldout38: own cases written blind, looked at once)",
    "heldout39": "thirty-ninth held-out (heldout39: own cases written blind, looked at once)",
    "heldout40": "fortieth held-out (heldout40: own cases written blind, looked at once)",
    "heldout41": "forty-first held-out (heldout41: own cases written blind, looked at once)",
    "heldout42": "forty-second held-out (heldout42: own cases written blind, looked at once)",
    "heldout43": "forty-third held-out (heldout43: own cases written blind, looked at once)",
    "heldout44": "forty-fourth held-out (heldout44: own cases written blind, looked at once)",
    "heldout45": "forty-fifth held-out (heldout45: own cases written blind, looked at once)",
    "heldout46": "forty-sixth held-out (heldout46: own cases written blind, looked at once)",
    "heldout47": "forty-seventh held-out (heldout47: own cases written blind, looked at once)",
    "heldout48": "forty-eighth held-out (heldout48: own cases written blind, looked at once)",
    "heldout49": "forty-ninth held-out (heldout49: own cases written blind, looked at once)",
    "heldout50": "fiftieth held-out (heldout50: own cases written blind, looked at once)",
    "heldout51": "fifty-first held-out (heldout51: own cases written blind, looked at once)",
    "heldout52": "fifty-second held-out (heldout52: own cases written blind, looked at once)",
    "heldout53": "fifty-third held-out (heldout53: own cases written blind, looked at once)",
    # The parts written blind since, each measured once, then read (for their misses and the
    # benign ones flagged) on 2026-11-30.
    **{f"heldout{n}": f"held-out part {n} (heldout{n}: own cases written blind, looked at once)"
       for n in range(54, 72)},
    # Measured once on 2026-11-30 (heldout72-77 with the results' n-gram stage fitted through
    # heldout71, heldout78-81 through heldout77, heldout82-85 through heldout81, heldout86-89
    # through heldout85) and on 2026-12-01 (heldout90-93, both stages fitted through heldout89,
    # with their veto; heldout94-101 through heldout93; heldout102-109 through heldout101;
    # heldout110-117 through heldout109) and on 2026-12-02 (heldout118-121, heldout122-125,
    # heldout126-129 and heldout130-133: the definitions' stage through heldout109, the results'
    # through heldout117).
    **{f"heldout{n}": f"held-out part {n} (heldout{n}: own cases written blind, measured once)"
       for n in range(72, 134)},
}
# The captured servers' READMEs as benign results (`corpus.captured_readmes`): the results' n-gram
# stage is fitted on the first group and never on the second.
README_GROUPS = {
    "READMEs of the servers of servers_sixth to servers_nineteenth (benign results; the n-gram "
    "stage is fitted on them)": list(corpus.CAPTURED_SERVERS)[:14],
    "READMEs of the servers of servers_twentieth to servers_thirtieth (benign results; never "
    "fitted or tuned on)": list(corpus.CAPTURED_SERVERS)[14:],
}
CAPTURED = {
    "servers_sixth": "45 more real servers (servers_sixth.json: benign definitions, looked at "
                     "once)",
    "servers_seventh": "43 more real servers (servers_seventh.json: benign definitions, looked "
                       "at once)",
    "servers_eighth": "39 more real servers (servers_eighth.json: benign definitions, looked "
                      "at per server)",
    "servers_ninth": "36 more real servers (servers_ninth.json: benign definitions, looked at "
                     "once)",
    "servers_tenth": "31 more real servers (servers_tenth.json: benign definitions, looked at "
                     "once)",
    "servers_eleventh": "28 more real servers (servers_eleventh.json: benign definitions, looked "
                        "at once)",
    "servers_twelfth": "29 more real servers (servers_twelfth.json: benign definitions, looked "
                       "at once)",
    "servers_thirteenth": "17 more real servers (servers_thirteenth.json: benign definitions, "
                          "looked at once)",
    "servers_fourteenth": "15 more real servers (servers_fourteenth.json: benign definitions, "
                          "never tuned on)",
    "servers_fifteenth": "15 more real servers (servers_fifteenth.json: benign definitions, "
                         "never tuned on)",
    "servers_sixteenth": "17 more real servers (servers_sixteenth.json: benign definitions, "
                         "never tuned on)",
    "servers_seventeenth": "7 more real servers (servers_seventeenth.json: benign definitions, "
                           "never tuned on)",
    "servers_eighteenth": "13 more real servers (servers_eighteenth.json: benign definitions, "
                          "never tuned on)",
    "servers_nineteenth": "11 more real servers (servers_nineteenth.json: benign definitions, "
                          "never tuned on)",
    "servers_twentieth": "12 more real servers (servers_twentieth.json: benign definitions, "
                         "never tuned on)",
    "servers_twenty_first": "11 more real servers (servers_twenty_first.json: benign "
                            "definitions, never tuned on)",
    "servers_twenty_second": "10 more real servers (servers_twenty_second.json: benign "
                             "definitions, never tuned on)",
    "servers_twenty_third": "10 more real servers (servers_twenty_third.json: benign "
                            "definitions, never tuned on)",
    "servers_twenty_fourth": "12 more real servers (servers_twenty_fourth.json: benign "
                             "definitions, never tuned on)",
    "servers_twenty_fifth": "10 more real servers (servers_twenty_fifth.json: benign "
                            "definitions, never tuned on)",
    "servers_twenty_sixth": "10 more real servers (servers_twenty_sixth.json: benign "
                            "definitions, never tuned on)",
    "servers_twenty_seventh": "11 more real servers (servers_twenty_seventh.json: benign "
                              "definitions, never tuned on)",
    "servers_twenty_eighth": "12 more real servers (servers_twenty_eighth.json: benign "
                             "definitions, never tuned on)",
    "servers_twenty_ninth": "10 more real servers (servers_twenty_ninth.json: benign "
                            "definitions, never tuned on)",
    "servers_thirtieth": "9 more real servers (servers_thirtieth.json: benign definitions, "
                         "never tuned on)",
}


def main() -> None:
    dev = corpus.load("dev")
    if "--errors" in sys.argv:
        print_errors(dev)
        return
    print("Content guard: poisoned definitions withheld, injected results blocked, benign ones "
          "flagged\n(a definition is withheld, a result blocked, on any finding)")
    print_rates("dev", dev)
    only_dev = "--dev" in sys.argv
    if not only_dev:
        for split, title in HELD_OUT.items():
            print_rates(title, corpus.load(split))
        for split, title in CAPTURED.items():
            print_rates(title, corpus.captured_servers(split))
        for title, splits in README_GROUPS.items():
            print_rates(title, [i for s in splits for i in corpus.captured_readmes(s)])
    print_cpu(dev)
    print_definition_cpu(corpus.captured_servers("servers_thirtieth")
                         + corpus.captured_servers("servers_twenty_ninth"))
    _content_secrets.run(("dev",) if only_dev else _content_secrets.PARTS)


if __name__ == "__main__":
    main()
