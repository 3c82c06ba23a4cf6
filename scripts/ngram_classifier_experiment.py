"""Experiment (issue 29): a linear model over hashed byte n-grams, beside the rules or over them.
Out-of-fold figures only; writes nothing.

    .venv/bin/pip install scikit-learn   # not in any extra: only this experiment fits with it
    .venv/bin/python scripts/ngram_classifier_experiment.py

Reads only the `dev` split of tests/data/content. Each item's text (a definition's strings,
`_definitions._strings`, joined by line breaks; a result's text) is lower-cased and cut into
windows of 512 bytes, every 256 bytes; every run of 3, 4 and 5 bytes in a window is hashed
(Fibonacci hashing of the bytes as one integer, salted per size) into one of 2**18 features,
each n-gram's count over the square root of the window's n-grams. One L2-regularised logistic
regression (C = 10, balanced classes) is fitted on both surfaces together, multiple-instance:
a positive item's windows first all count as positive, then only its best one; an item's score
is its best window's. As numpy operations over a text, it costs about 90 µs per 4 KB.

Every item is scored by a model that saw no item of its source (the folds of
scripts/train_content_model.py: a package, a data set or one kind of toolvet's own cases is
never split). Printed per surface, for toolvet's own cases and for the public sources apart:

- weighed: the rules' instruction findings are kept, and the classifier flags on its own, where
  the item's score plus 2 (for a rule's finding) reaches a threshold that flags no more of the
  surface's benign items than the rules alone do;
- beside: any finding of toolvet's (rules and learned stage) OR the classifier's score at or
  over each of several thresholds.

Outcome (2026-11-29, 12,442 dev items): NO-GO. The classifier learns how toolvet's own cases
are written rather than what an instruction to a model is:

- weighed, at the rules' own share of benign items flagged: definitions 55.2% -> 62.7% (benign
  2.6% both), results 74.7% -> 76.0% (4.3% both). On toolvet's own cases, definitions 55.3% ->
  67.1% (benign 4.5% -> 3.0%), results 76.4% -> 82.7% (5.3% -> 3.7%); on the public sources,
  definitions 54.8% -> 26.7% (benign 0.5% -> 2.1%), results 69.2% -> 53.2% (1.3% -> 6.1%). It
  drops the rules' findings of attacks written unlike the training items (AgentDojo's
  poisoned definitions 100% -> 39.7%, results 98.5% -> 75.2%; agentprobe's results 94.6% ->
  57.6%; spikee 25.1% -> 6.8%) and flags real servers' descriptions (CircleCI's 40%, AntV's 21%,
  GitLab's 12% of its tools).
- beside, threshold 2.5: own cases' definitions 71.3% -> 77.0% (benign 5.8% -> 6.8%), results
  80.6% -> 87.1% (6.1% -> 7.2%); public definitions 54.8% -> 55.5% (benign 0.60% -> 1.50%),
  results 72.1% -> 74.3% (benign 1.27% -> 4.37%). On public data, a point or two of detection
  for two to three times the benign items flagged; at threshold 4, 55.2% (0.65%) and 73.0%
  (1.83%).

A run of 2026-11-29 on own cases written after the others (the rules of 21c3a99, which had not
seen them, on train21 and train22; the classifier fitted without them) looked far better
(definitions 60.0% at 10.0% benign for the rules, 74.1% at 2.7% weighed): those cases are
written as the training cases are, which is what the source-held-out folds above correct for.

Since 2026-11-30 a different n-gram stage ships for definitions only
(`toolvet/content/_classifier.py`, `scripts/train_content_classifier.py`): it reads a definition
whole, only adds findings, was trained on every part (then 14 blind parts and many more real
servers than here), and its threshold was chosen with each blind part and each source left out.
For results the same check said no again (docs/how-to/content-guard.md, "The n-gram stage").
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path
from types import SimpleNamespace

import numpy as np
from scipy.sparse import csr_matrix, vstack
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from train_content_model import folds, group_of  # noqa: E402

from tests.data.content import corpus  # noqa: E402
from toolvet.content import clear_cache, scan_definition, scan_result  # noqa: E402
from toolvet.content._definitions import _strings  # noqa: E402

BITS, SIZES = 18, (3, 4, 5)
WINDOW, STRIDE = 512, 256
C, MIL_ROUNDS, RULE_WEIGHT = 10.0, 2, 2.0
MAX_BYTES = 50_000
_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)
_SALT = {3: np.uint64(0), 4: np.uint64(0x5BD1E995 << 32), 5: np.uint64(0x1B8735 << 40)}
BESIDE = (1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0)


def buckets(data: bytes) -> list[tuple[int, np.ndarray]]:
    """(n, the feature of the n-gram at each offset) for each size n."""
    octets = np.frombuffer(data, dtype=np.uint8).astype(np.uint64)
    out, grams = [], octets
    for n in SIZES:
        if len(octets) < n:
            break
        if n == SIZES[0]:
            grams = octets[: len(octets) - n + 1].copy()
            for k in range(1, n):
                grams |= octets[k: len(octets) - n + 1 + k] << np.uint64(8 * k)
        else:
            grams = grams[:-1] | (octets[n - 1:] << np.uint64(8 * (n - 1)))
        out.append((n, (((grams ^ _SALT[n]) * _MULTIPLIER) >> np.uint64(64 - BITS)).astype(np.intp)))
    return out


def window_rows(text: str) -> csr_matrix:
    data = text.lower().encode("utf-8", "surrogatepass")[:MAX_BYTES]
    starts = [0] if len(data) <= WINDOW else list(range(0, len(data) - (WINDOW - STRIDE), STRIDE))
    found = buckets(data)
    indptr, columns, values = [0], [], []
    for start in starts:
        end = min(start + WINDOW, len(data))
        inside = [b[start:max(end - n + 1, start)] for n, b in found]
        ids = np.concatenate(inside) if inside else np.zeros(0, dtype=np.intp)
        unique, counts = np.unique(ids, return_counts=True)
        columns.append(unique)
        values.append(counts / np.sqrt(max(len(ids), 1)))
        indptr.append(indptr[-1] + len(unique))
    return csr_matrix((np.concatenate(values), np.concatenate(columns), indptr),
                      shape=(len(starts), 1 << BITS))


def fit(rows: list[csr_matrix], positive: np.ndarray) -> LogisticRegression:
    chosen: list[int | None] = [None] * len(rows)
    model = LogisticRegression()
    for _ in range(MIL_ROUNDS):
        parts = [x[pick] if pick is not None else x for x, pick in zip(rows, chosen, strict=True)]
        labels = np.concatenate([np.full(p.shape[0], int(pos)) for p, pos in zip(parts, positive, strict=True)])
        model = LogisticRegression(C=C, max_iter=3000, class_weight="balanced")
        model.fit(vstack(parts).tocsr(), labels)
        chosen = [int(np.argmax(model.decision_function(x))) if pos else None
                  for x, pos in zip(rows, positive, strict=True)]
    return model


def main() -> None:
    items = corpus.load("dev")
    texts, instruction, any_finding = [], [], []
    clear_cache()
    for item in items:
        if item.surface == "definition":
            assert isinstance(item.payload, dict)
            found = scan_definition(item.payload, other_tools=item.other_tools,
                                    own_tools=item.own_tools)
            texts.append("\n".join(text for _, text in _strings(item.payload)))
        else:
            assert isinstance(item.payload, str)
            found = scan_result(item.payload)
            texts.append(item.payload)
        instruction.append(any(f.kind == "instruction" for f in found))
        any_finding.append(bool(found))
    rows = [window_rows(t) for t in texts]
    positive = np.array([i.positive for i in items])
    groups = [group_of(i) for i in items]

    oof = np.full(len(items), np.nan)
    grouped = [SimpleNamespace(group=g) for g in groups]  # all `folds` reads of an item
    for k, held in enumerate(folds(grouped)):  # type: ignore[arg-type]
        train = [i for i, g in enumerate(groups) if g not in held]
        test = [i for i, g in enumerate(groups) if g in held]
        model = fit([rows[i] for i in train], positive[train])
        for i in test:
            oof[i] = model.decision_function(rows[i]).max()
        print(f"fold {k + 1}: {len(test)} items held out", file=sys.stderr, flush=True)
    for surface in ("definition", "result"):
        report(surface, items, oof, np.array(instruction), np.array(any_finding))


def report(surface: str, items: list[corpus.Item], oof: np.ndarray, instruction: np.ndarray,
           any_finding: np.ndarray) -> None:
    mine = np.array([i.surface == surface for i in items])
    positive = np.array([i.positive for i in items])
    own = np.array([i.source.startswith("own") for i in items])
    weighed = oof + RULE_WEIGHT * instruction
    budget = int((instruction & mine & ~positive).sum())
    ordered = np.sort(weighed[mine & ~positive])[::-1]
    threshold = float(np.nextafter(ordered[budget], np.inf))
    print(f"\n== {surface}: weighed (threshold {threshold:.3f}), instruction findings ->"
          " weighed")
    for name, part in (("all", mine), ("own", mine & own), ("public", mine & ~own)):
        for label, which in (("positive", positive), ("benign", ~positive)):
            cut = part & which
            print(f"  {name:7} {label:8} {cut.sum():5}  {100 * instruction[cut].mean():5.1f}% ->"
                  f" {100 * (weighed[cut] >= threshold).mean():5.1f}%")
    by_source: dict[tuple[str, bool], list[int]] = defaultdict(lambda: [0, 0, 0])
    for k, item in enumerate(items):
        if mine[k] and not own[k]:
            row = by_source[(item.source, item.positive)]
            row[0] += 1
            row[1] += instruction[k]
            row[2] += weighed[k] >= threshold
    for (source, pos), (total, before, after) in sorted(by_source.items()):
        if before != after:
            print(f"    {source:44} {'positive' if pos else 'benign':8} {total:4}"
                  f"  {100 * before / total:5.1f}% -> {100 * after / total:5.1f}%")
    print(f"== {surface}: beside (any finding, or the classifier at the threshold)")
    for beside in BESIDE:
        flagged = any_finding | (oof >= beside)
        cells = []
        for name, part in (("own", mine & own), ("public", mine & ~own)):
            p, n = part & positive, part & ~positive
            cells.append(f"{name} {100 * any_finding[p].mean():.1f}% -> {100 * flagged[p].mean():.1f}%"
                         f" (benign {100 * any_finding[n].mean():.2f}% ->"
                         f" {100 * flagged[n].mean():.2f}%)")
        print(f"  {beside:3.1f}: " + " | ".join(cells))


if __name__ == "__main__":
    main()
