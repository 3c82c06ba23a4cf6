"""Train the content guard's learned stage on the corpus's dev split, and say how well it does.

    .venv/bin/python scripts/train_content_model.py            # cross-validate, then write
                                                               # toolvet/content/learned_model.json
    .venv/bin/python scripts/train_content_model.py --cv-only  # the figures only
    .venv/bin/python scripts/train_content_model.py --results  # results' model too, not written

Reads only the `dev` split of tests/data/content, never a held-out one. For definitions (and,
with `--results`, for results, which ship no model) it fits an L1-regularised logistic
regression over the presence, in a window of text, of the rules' word classes (`_instruction_rules.FEATURES`) and of each pair of
them, found by the same Hyperscan pass the guard runs (`toolvet/content/_instructions.py`,
windows as `toolvet/content/_learned.py` makes them), so that training and scanning see the
same features. Items are labelled, not windows: a poisoned item's
positive window is first the one with the most classes or pairs that no benign training window
has, then the one the model scores highest (multiple-instance learning, MIL_ROUNDS times).

Generalisation is estimated by cross-validation that holds out whole sources (a package, a data
set; toolvet's own cases by kind): every item is scored by a model that saw no item of its
source. The threshold is chosen on those out-of-fold scores: the lowest at which the model
flags at most a share of the benign items (the surface's `budget`) beyond those the rules flag
already. Deterministic (no randomness,
weights rounded): a rerun on the same corpus writes the same file byte for byte. Needs numpy
(the `dev` extra); scanning needs nothing but the file it writes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.data.content import corpus  # noqa: E402
from toolvet.content import clear_cache, scan_definition, scan_result  # noqa: E402
from toolvet.content._definitions import _strings  # noqa: E402
from toolvet.content._instruction_rules import CASE_SENSITIVE, FEATURES  # noqa: E402
from toolvet.content._instructions import _FIRST_PASS as FIRST_PASS  # noqa: E402
from toolvet.content._instructions import _compiled  # noqa: E402
from toolvet.content._learned import MODEL_PATH, PAIR, rules_only, windows_of  # noqa: E402
from toolvet.content._text import reveal  # noqa: E402

# Per surface, chosen by the cross-validation below (docs/how-to/content-guard.md has the grid):
# the window in bytes, the L1 penalty, whether the other surface's poisoned items are learned
# from too (instructions to a model read alike in a description and in a result), and the share
# of benign items the model may flag, out of fold, beyond those the rules flag already. Results
# have no model (since 2026-11-29): over the nine held-out parts it blocked 3 more injected
# results and 7 more benign ones than the rules alone, and it doubled the CPU of a result's scan;
# `--results` trains one anyway, to measure it (window 256, L1 1e-3, no cross-surface items,
# budget 0), and writes nothing.
SETTINGS = {
    "definition": {"window": 128, "l1": 1e-4, "cross_surface": True, "budget": 0.004},
}
RESULT_SETTINGS = {"window": 256, "l1": 1e-3, "cross_surface": False, "budget": 0.0}


def settings_for(surface: str) -> dict:
    """A surface's settings (results': the ones a `--results` run measures with)."""
    return SETTINGS.get(surface, RESULT_SETTINGS)
MIN_ITEMS = 3  # a class or pair weighs only when it occurs in this many training items...
MIN_GROUPS = 2  # ... of this many sources (what one source alone says is that source's style)
MIL_ROUNDS = 2
ITERATIONS = 1000
FOLDS = 10
DECIMALS = 3
CLASSES = sorted({*FEATURES, *CASE_SENSITIVE})
# A window is weighed only when one of these occurs in it: the classes the rules' first pass
# looks for, so that a text without any (most benign texts) costs the learned stage nothing.
ANCHORS = sorted(FIRST_PASS & set(CLASSES))


@dataclass
class Example:
    """One dev item: its texts as the guard scans them, its label, its source group."""

    item: corpus.Item
    group: str
    texts: list[bytes]
    rules: bool  # whether the rules flag it already


def group_of(item: corpus.Item) -> str:
    """The item's source; for toolvet's own cases, its kind (each kind was written apart)."""
    return f"own/{item.kind}" if item.source.startswith("own") else item.source


def examples() -> list[Example]:
    """Every dev item, definitions first, with the rules' verdict (the learned stage off)."""
    with rules_only():
        clear_cache()
        found = [_example(item) for item in sorted(corpus.load("dev"),
                                                   key=lambda i: (i.surface, i.id))]
    clear_cache()
    return found


def _example(item: corpus.Item) -> Example:
    if item.surface == "definition":
        texts = [text for _, text in _strings(item.payload)]
        flagged = bool(scan_definition(item.payload, other_tools=item.other_tools,
                                       own_tools=item.own_tools))
    else:
        texts = [str(item.payload)]
        flagged = bool(scan_result(str(item.payload)))
    data = [reveal(t).text.encode("utf-8", "surrogatepass") for t in texts]
    return Example(item, group_of(item), data, flagged)


@dataclass
class Windows:
    """Every window of every example, as sparse binary rows (COO)."""

    item_of: np.ndarray  # window -> example index
    rows: np.ndarray
    cols: np.ndarray
    count: int
    anchored: np.ndarray  # window -> whether an anchor occurs in it


def windows(items: list[Example], window: int) -> tuple[Windows, list[str]]:
    """The windows of every item with a column for each class and each pair of classes that
    occurs in one window, and the columns' names."""
    matcher = _compiled()
    names = list(CLASSES)
    pair_column: dict[tuple[int, int], int] = {}
    item_of, rows, cols, anchored = [], [], [], []
    anchors = {CLASSES.index(name) for name in ANCHORS}
    for index, example in enumerate(items):
        for data in example.texts:
            found = windows_of(matcher.where(data), CLASSES, window // 2) or {0: set()}
            for k in sorted(found):
                row = len(item_of)
                item_of.append(index)
                present = sorted(found[k])
                anchored.append(not anchors.isdisjoint(present))
                columns = list(present)
                for a in range(len(present)):
                    for b in range(a + 1, len(present)):
                        pair = (present[a], present[b])
                        if pair not in pair_column:
                            pair_column[pair] = len(names)
                            names.append(f"{CLASSES[pair[0]]}{PAIR}{CLASSES[pair[1]]}")
                        columns.append(pair_column[pair])
                rows.extend([row] * len(columns))
                cols.extend(columns)
    return Windows(np.array(item_of), np.array(rows, dtype=np.int64),
                   np.array(cols, dtype=np.int64), len(item_of), np.array(anchored)), names


def fit(x: Windows, columns: int, labels: np.ndarray, weights: np.ndarray, l1: float,
        allowed: np.ndarray) -> tuple[np.ndarray, float]:
    """L1-regularised logistic regression by FISTA (proximal gradient) over the windows with a
    non-zero weight; columns not `allowed` stay zero."""
    n, total = x.count, weights.sum()
    w, b = np.zeros(columns), 0.0
    w_prev, b_prev = w.copy(), b
    step = 1.0 / lipschitz(x, columns, weights / total)
    t = 1.0
    for _ in range(ITERATIONS):
        t_next = (1 + (1 + 4 * t * t) ** 0.5) / 2
        momentum = (t - 1) / t_next
        yw, yb = w + momentum * (w - w_prev), b + momentum * (b - b_prev)
        margin = np.bincount(x.rows, weights=yw[x.cols], minlength=n) + yb
        residual = weights * (1 / (1 + np.exp(-margin)) - labels) / total
        grad = np.bincount(x.cols, weights=residual[x.rows], minlength=columns)
        w_prev, b_prev = w, b
        w = yw - step * grad
        w = np.sign(w) * np.maximum(np.abs(w) - step * l1, 0) * allowed
        b = yb - step * residual.sum()
        t = t_next
    return w, b


def lipschitz(x: Windows, columns: int, weights: np.ndarray) -> float:
    """The largest eigenvalue of X'WX / 4 (the bias a column of ones), by power iteration from
    a fixed start, with a margin: the proximal gradient's step is its inverse."""
    v, vb, value = np.ones(columns), 1.0, 1.0
    for _ in range(30):
        xv = np.bincount(x.rows, weights=v[x.cols], minlength=x.count) + vb
        u = np.bincount(x.cols, weights=(weights * xv)[x.rows], minlength=columns)
        ub = float((weights * xv).sum())
        value = float(np.sqrt((u * u).sum() + ub * ub))
        v, vb = u / value, ub / value
    return 0.25 * value * 1.1


def window_scores(x: Windows, w: np.ndarray, b: float) -> np.ndarray:
    """Each window's score; -inf for a window without an anchor (never weighed)."""
    scores = np.bincount(x.rows, weights=w[x.cols], minlength=x.count) + b
    return np.where(x.anchored, scores, -np.inf)


def item_scores(x: Windows, scores: np.ndarray, items: int) -> np.ndarray:
    best = np.full(items, -np.inf)
    np.maximum.at(best, x.item_of, scores)
    return best


def train(x: Windows, items: list[Example], learn: np.ndarray, columns: int, l1: float
          ) -> tuple[np.ndarray, float]:
    """Multiple-instance training on the windows of the items `learn` marks."""
    allowed = allowed_columns(items, x, learn, columns)
    positive = np.array([e.item.positive for e in items])
    in_train = learn[x.item_of] & x.anchored
    labels = positive[x.item_of].astype(float)
    benign_cells = in_train[x.rows] & (labels[x.rows] == 0)
    seen_benign = np.bincount(x.cols[benign_cells], minlength=columns) > 0
    novelty = np.bincount(x.rows, weights=(~seen_benign[x.cols]).astype(float),
                          minlength=x.count)
    w, b = np.zeros(columns), 0.0
    for round_ in range(MIL_ROUNDS + 1):
        chosen = _best_windows(x, novelty if round_ == 0 else window_scores(x, w, b),
                               (labels > 0) & in_train, len(items))
        weights = np.where(labels > 0, chosen.astype(float), 1.0) * in_train
        w, b = fit(x, columns, labels, _balanced(weights, labels), l1, allowed)
    return w, b


def _best_windows(x: Windows, values: np.ndarray, candidate: np.ndarray,
                  items: int) -> np.ndarray:
    """For each item, its first window of the highest value among `candidate` windows."""
    best = np.full(items, -np.inf)
    np.maximum.at(best, x.item_of[candidate], values[candidate])
    top = np.flatnonzero(candidate & (values == best[x.item_of]))
    _, first = np.unique(x.item_of[top], return_index=True)
    chosen = np.zeros(x.count, bool)
    chosen[top[first]] = True
    return chosen


def _balanced(weights: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """Positive and negative windows weigh the same in total."""
    pos, neg = weights[labels > 0].sum(), weights[labels == 0].sum()
    return np.where(labels > 0, weights * (neg / pos if pos else 0.0), weights)


def allowed_columns(items: list[Example], x: Windows, learn: np.ndarray,
                    columns: int) -> np.ndarray:
    """The columns that occur in MIN_ITEMS training items of MIN_GROUPS sources."""
    cells = learn[x.item_of[x.rows]]
    pairs = np.unique(np.stack([x.cols[cells], x.item_of[x.rows[cells]]]), axis=1)
    group_ids = {g: i for i, g in enumerate(sorted({e.group for e in items}))}
    groups = np.array([group_ids[e.group] for e in items])
    per_item = np.bincount(pairs[0], minlength=columns)
    per_group = np.bincount(np.unique(np.stack([pairs[0], groups[pairs[1]]]), axis=1)[0],
                            minlength=columns)
    return ((per_item >= MIN_ITEMS) & (per_group >= MIN_GROUPS)).astype(float)


def learners(items: list[Example], surface: str) -> np.ndarray:
    """The items a surface's model learns from: the surface's own, and the other surface's
    poisoned ones when its settings say so."""
    cross = settings_for(surface)["cross_surface"]
    return np.array([e.item.surface == surface or (cross and e.item.positive) for e in items])


def folds(items: list[Example]) -> list[set[str]]:
    """Whole sources per fold: the largest first, each to the fold with the fewest items."""
    sizes: dict[str, int] = defaultdict(int)
    for example in items:
        sizes[example.group] += 1
    order = sorted(sizes, key=lambda g: (-sizes[g], hashlib.sha256(g.encode()).hexdigest()))
    parts: list[set[str]] = [set() for _ in range(FOLDS)]
    load = [0] * FOLDS
    for group in order:
        k = load.index(min(load))
        parts[k].add(group)
        load[k] += sizes[group]
    return parts


def cross_validate(surface: str, items: list[Example], x: Windows, columns: int) -> np.ndarray:
    """Out-of-fold scores of the surface's items: each scored by a model that saw no item of
    its source (on either surface)."""
    oof = np.full(len(items), np.nan)
    mine = np.array([e.item.surface == surface for e in items])
    learn = learners(items, surface)
    for held in folds([e for e in items if e.item.surface == surface]):
        test = np.array([e.group in held for e in items])
        w, b = train(x, items, learn & ~test, columns, settings_for(surface)["l1"])
        scores = item_scores(x, window_scores(x, w, b), len(items))
        oof[test & mine] = scores[test & mine]
    return oof[mine]


def threshold_for(items: list[Example], scores: np.ndarray, budget: float) -> float:
    """The lowest score at which the model flags at most `budget` of the benign items beyond
    those the rules flag."""
    benign = np.array([not e.item.positive for e in items])
    rules = np.array([e.rules for e in items])
    room = int(budget * benign.sum())
    free = np.sort(scores[benign & ~rules & np.isfinite(scores)])[::-1]  # the rules miss them
    return float(np.round(free[room], DECIMALS) + 10**-DECIMALS) if room < len(free) \
        else float(np.round(free[-1], DECIMALS))


def rates(items: list[Example], flagged: np.ndarray) -> str:
    positive = np.array([e.item.positive for e in items])
    caught, false = int(flagged[positive].sum()), int(flagged[~positive].sum())
    return (f"{100 * caught / positive.sum():5.1f}% ({caught}/{positive.sum()}) detected, "
            f"{100 * false / (~positive).sum():4.2f}% ({false}/{(~positive).sum()}) benign "
            f"flagged")


def report(surface: str, items: list[Example], oof: np.ndarray, threshold: float) -> None:
    model, rules = oof >= threshold, np.array([e.rules for e in items])
    print(f"\n{surface}s: {len(items)} dev items; cross-validation holding out whole sources; "
          f"{settings_for(surface)}")
    print(f"  rules alone (tuned on dev, so not cross-validated) {rates(items, rules)}")
    print(f"  model alone, out of fold                           {rates(items, model)}")
    print(f"  rules + model, model out of fold                   {rates(items, rules | model)}")
    budget = settings_for(surface)["budget"]
    print(f"  threshold {threshold:.3f} (the model adds <= {budget:.1%} of benign flags)")
    wrong: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for example, verdict in zip(items, rules | model, strict=True):
        key = f"{'poisoned' if example.item.positive else 'benign'} {example.group}"
        wrong[key][0] += verdict != example.item.positive
        wrong[key][1] += 1
    for key, (count, total) in sorted(wrong.items(), key=lambda kv: (-kv[1][0], kv[0]))[:12]:
        if count:
            print(f"    wrong {count:3d} of {total:<4d} {key}")


def model_part(names: list[str], w: np.ndarray, b: float, threshold: float,
               window: int) -> dict:
    kept = {n: round(float(v), DECIMALS) for n, v in zip(names, w, strict=True)
            if round(float(v), DECIMALS) != 0}
    return {"window": window, "bias": round(b, DECIMALS), "threshold": threshold,
            "anchors": ANCHORS, "weights": dict(sorted(kept.items()))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cv-only", action="store_true", help="print the figures, write nothing")
    parser.add_argument("--results", action="store_true",
                        help="cross-validate a model for results too (none is shipped)")
    args = parser.parse_args()
    everything = examples()
    surfaces = {}
    chosen = [*SETTINGS, *(["result"] if args.results else [])]
    args.cv_only = args.cv_only or args.results
    for surface in chosen:
        settings = settings_for(surface)
        x, names = windows(everything, settings["window"])
        items = [e for e in everything if e.item.surface == surface]
        oof = cross_validate(surface, everything, x, len(names))
        threshold = threshold_for(items, oof, settings["budget"])
        report(surface, items, oof, threshold)
        if args.cv_only:
            continue
        w, b = train(x, everything, learners(everything, surface), len(names), settings["l1"])
        part = model_part(names, w, b, threshold, settings["window"])
        mine = np.array([e.item.surface == surface for e in everything])
        final = item_scores(x, window_scores(x, w, b), len(everything))[mine] >= threshold
        rules = np.array([e.rules for e in items])
        print(f"  the model trained on all of dev, on dev: {rates(items, final)}; with the rules:"
              f" {rates(items, final | rules)}; {len(part['weights'])} weights")
        surfaces[surface] = part
    if not args.cv_only:
        text = json.dumps({"about": "toolvet content guard, learned stage: made by "
                           "scripts/train_content_model.py from the dev split of "
                           "tests/data/content", "surfaces": surfaces}, indent=1,
                          ensure_ascii=False, sort_keys=True)
        MODEL_PATH.write_text(text + "\n", encoding="utf-8")
        print(f"\nwrote {MODEL_PATH.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
