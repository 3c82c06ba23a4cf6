"""Train the content guard's n-gram stage for tool definitions, and say how well it does.

    .venv/bin/python scripts/train_content_classifier.py          # refit the shipped model
    .venv/bin/python scripts/train_content_classifier.py --all    # fit on every split
    .venv/bin/python scripts/train_content_classifier.py --by-part heldout50,heldout51
    .venv/bin/python scripts/train_content_classifier.py --by-source  # public sources, servers

Fits an L2-regularised logistic regression (scikit-learn, the `dev` extra; scanning needs only
the file it writes) over the features of `toolvet/content/_classifier.py` (the same function the
guard runs) on the labelled definitions of tests/data/content, the tools of the captured real
servers among them as benign. The model is written to `toolvet/content/classifier_model.json`
(with the splits it was fitted on) and `classifier_weights.bin`. By default it is fitted on the
splits the shipped model names, so that a rerun writes the same files byte for byte; `--all`
takes every split, once the parts written blind since have each been measured once.

The figures that chose the threshold are out of fold, never in sample:

- `--by-part P1,P2,...`: each part (a held-out split written blind by one helper) scored by a
  model fitted without it, beside the rules' figures on it;
- `--by-source`: each public source, and the captured real servers together, scored by a model
  fitted without them: what the stage costs on definitions written by others.

Each prints, per threshold, the poisoned and benign definitions flagged by the rules (less the
findings the stage vetoes) or the stage, against the rules alone.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import _stage_training  # noqa: E402

from tests.data.content import corpus  # noqa: E402
from toolvet.content import clear_cache, scan_definition  # noqa: E402
from toolvet.content._classifier import (  # noqa: E402
    BITS,
    MODEL_PATH,
    WEIGHTS_PATH,
    definition_text,
    features,
    speaks_on,
)
from toolvet.content._definitions import _string_at, _strings  # noqa: E402
from toolvet.content._findings import Finding  # noqa: E402
from toolvet.content._learned import rules_only  # noqa: E402

C = 4.0  # the inverse of the L2 penalty: chosen out of fold (1, 4 and 16 tried; 4 and 16 alike)
# Chosen out of fold (docs/how-to/content-guard.md has the figures): the score over which a
# definition is withheld, and the fewest words a definition needs for the stage to speak.
THRESHOLD = 1.25
MIN_WORDS = 18
# The score at or below which the stage vetoes the rules' readings of words: chosen out of fold
# over the blind parts (-1.5, -1, -0.5 and 0 tried; -1 drops most benign per poisoned lost).
VETO = -1.0
THRESHOLDS = (0.75, 1.0, 1.25, 1.5, 2.0)
PUBLIC = ("spikee", "agentdojo", "garak", "pyrit", "agentprobe-injection", "giskard", "bfcl-eval")


def labelled() -> list[corpus.Item]:
    """Every definition of the corpus, and every captured real server's tool (benign)."""
    items = [i for i in corpus.load() if i.surface == "definition"]
    for split in corpus.CAPTURED_SERVERS:
        items += corpus.captured_servers(split)
    return items


def text_of(item: corpus.Item) -> str:
    assert isinstance(item.payload, dict)
    return definition_text(s for _, s in _strings(item.payload))


def matrix(items: Sequence[corpus.Item]) -> csr_matrix:
    return text_matrix([text_of(i) for i in items])


def text_matrix(texts: Sequence[str]) -> csr_matrix:
    indptr, indices, values = [0], [], []
    for text in texts:
        found = sorted(features(text))
        indices.extend(found)
        values.extend([1 / np.sqrt(max(len(found), 1))] * len(found))
        indptr.append(len(indices))
    return csr_matrix((np.array(values), np.array(indices, dtype=np.int64), np.array(indptr)),
                      shape=(len(texts), 1 << BITS))


def fit(items: Sequence[corpus.Item]) -> LogisticRegression:
    labels = np.array([i.positive for i in items])
    return LogisticRegression(C=C, max_iter=3000, class_weight="balanced").fit(
        matrix(items), labels)


def rules_found(items: Sequence[corpus.Item]) -> list[list[Finding]]:
    """The rules' findings in each item, without the learned stages."""
    clear_cache()
    with rules_only():
        return [scan_definition(i.payload, other_tools=i.other_tools, own_tools=i.own_tools)
                for i in items]


def report(name: str, items: Sequence[corpus.Item], model: LogisticRegression) -> None:
    positive = np.array([i.positive for i in items])
    found = rules_found(items)
    rules = np.array([bool(f) for f in found])
    scores = model.decision_function(matrix(items))

    def share(flags: np.ndarray, among: np.ndarray) -> str:
        return f"{flags[among].sum()}/{among.sum()}" if among.any() else "-"

    speaks = np.array([speaks_on(text_of(i), MIN_WORDS) for i in items])
    line = f"{name:28s} rules {share(rules, positive)} ({share(rules, ~positive)})"
    # The rules' findings less those the stage vetoes, as the guard runs it.
    kept = _stage_training.after_veto(
        lambda texts: model.decision_function(text_matrix(texts)), found,
        lambda k, f: _string_at(items[k].payload, f.pointer), speaks, "definition", VETO)
    for threshold in THRESHOLDS:
        flags = kept | (speaks & (scores > threshold))
        line += f" | >{threshold}: {share(flags, positive)} ({share(flags, ~positive)})"
    print(line, flush=True)


def out_of_fold(items: list[corpus.Item], groups: dict[str, Callable[[corpus.Item], bool]]) -> None:
    """Each group scored by a model fitted on the other items."""
    for name, member in groups.items():
        test = [i for i in items if member(i)]
        model = fit([i for i in items if not member(i)])
        report(name, test, model)


def write(items: list[corpus.Item]) -> None:
    _stage_training.write_stage(
        fit(items), (MODEL_PATH, WEIGHTS_PATH),
        "toolvet content guard, n-gram stage for tool definitions: made by "
        "scripts/train_content_classifier.py from tests/data/content",
        {"splits": sorted({i.split for i in items}), "definitions": len(items),
         "poisoned": sum(i.positive for i in items)},
        {"threshold": THRESHOLD, "veto": VETO, "min_words": MIN_WORDS}, BITS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--by-part", help="held-out splits to leave out one at a time")
    parser.add_argument("--by-source", action="store_true",
                        help="leave out each public source, and the captured servers together")
    parser.add_argument("--all", action="store_true",
                        help="fit on every split, not only those the shipped model names")
    parser.add_argument("--without", default="",
                        help="splits to leave out of the written model (comma-separated)")
    args = parser.parse_args()
    items = labelled()
    if args.by_part:
        out_of_fold(items, {p: (lambda i, p=p: i.split == p) for p in args.by_part.split(",")})
    if args.by_source:
        groups: dict[str, Callable[[corpus.Item], bool]] = {
            s: (lambda i, s=s: i.source.lower().startswith(s)) for s in PUBLIC}
        groups["captured real servers"] = lambda i: i.split in corpus.CAPTURED_SERVERS
        out_of_fold(items, groups)
    if not args.by_part and not args.by_source:
        left_out = set(filter(None, args.without.split(",")))
        shipped = set(json.loads(MODEL_PATH.read_text(encoding="utf-8"))["trained_on"]["splits"])
        write([i for i in items if i.split not in left_out and (args.all or i.split in shipped)])


if __name__ == "__main__":
    main()
