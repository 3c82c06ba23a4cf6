"""Experiment (issue 29): do pretrained word embeddings find poisoned definitions and injected
results across sources better than the rules' word classes? Out-of-fold figures only.

    .venv/bin/python scripts/semantic_content_experiment.py [--cache /tmp/semantic] [--cost]

Reads only the `dev` split of tests/data/content. Every item is scored by a model that saw no
item of its source: the same source groups and the same ten folds as
scripts/train_content_model.py (whose functions are reused). A text's vectors are the means of
the static token embeddings that the `wordllama` wheel ships (toolvet.search.shipped_meanings:
nothing downloaded) over windows of tokens (`width` tokens, every `width / 2`); a definition's
windows are those of each of its strings (toolvet.content._definitions._strings, as the guard
reads them). Variants:

- `lr`: logistic regression (L2, Newton, numpy) on the unit window vectors, multiple-instance:
  a positive item's windows first all count as positive (weighing one item in all), then only
  its highest-scoring window (MIL_ROUNDS times); an item's score is its best window's.
- `knn`: a window's score is the mean cosine of its `k` nearest windows of the training folds'
  positive items minus that of its `k` nearest benign training windows; an item's is its best.

For each variant and surface it prints the recall at the thresholds that flag at most 1% and
3% of the surface's benign items, and the recall gained when OR-ed with the current detector
(rules + learned stage, the learned stage out of fold as train_content_model.py --cv-only
computes it) at a threshold that adds at most one point of benign items flagged. `--cost`
measures the CPU (thread_time) of embedding and scoring a 4 KB text and a typical definition.

Outcome (2026-11-28, dev only; 9 variants): NO-GO. The best gain OR-ed with the current
detector, out of fold, for at most one more point of benign flagged, was +3.2 points on
definitions (lr, cross-surface) and +2.7 on results (lr, 64-token windows), against +10 asked;
out-of-fold AUC 0.62-0.74 against 0.85-0.91 in sample (the embeddings learn the sources, not the
attacks); nearest neighbours scored no better than chance. Most of the gain is on pyrit.
"""

from __future__ import annotations

import argparse
import pickle
import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import train_content_model as tcm  # noqa: E402

from toolvet.search import shipped_meanings  # noqa: E402

MIL_ROUNDS = 2
NEWTON_STEPS = 10
SURFACES = ("definition", "result")


@dataclass
class Data:
    """Every dev item (as train_content_model.examples makes them) and the current detector's
    out-of-fold verdict on it."""

    items: list[tcm.Example]
    current: np.ndarray  # rules | learned stage out of fold
    rules: np.ndarray


def current_detector(items: list[tcm.Example]) -> np.ndarray:
    """The rules' verdict OR the learned stage's out-of-fold verdict, per item (the learned
    stage's threshold chosen on its out-of-fold scores, as the training script does)."""
    verdict = np.array([e.rules for e in items])
    for surface, settings in tcm.SETTINGS.items():
        x, names = tcm.windows(items, settings["window"])
        mine = np.array([e.item.surface == surface for e in items])
        oof = tcm.cross_validate(surface, items, x, len(names))
        threshold = tcm.threshold_for([items[i] for i in np.flatnonzero(mine)], oof,
                                      settings["budget"])
        verdict[mine] |= oof >= threshold
    return verdict


def load(cache: Path | None) -> Data:
    path = cache / "data.pickle" if cache else None
    if path and path.is_file():
        items, current, rules = pickle.loads(path.read_bytes())
        return Data(items, current, rules)
    items = tcm.examples()
    data = Data(items, current_detector(items), np.array([e.rules for e in items]))
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pickle.dumps((data.items, data.current, data.rules)))
    return data


class Embedder:
    """Window vectors of texts from wordllama's token table (the tokenizer included)."""

    def __init__(self) -> None:
        meanings = shipped_meanings()
        if meanings is None:
            raise SystemExit("the wordllama package (toolvet[search]) is needed")
        self.tokenizer = meanings._tokenizer
        self.table = meanings._table

    def windows(self, texts: list[str], width: int) -> tuple[np.ndarray, np.ndarray]:
        """Unit mean vectors of every window of every text, and the text of each window."""
        vectors, owner = [], []
        for index, encoding in enumerate(self.tokenizer.encode_batch(
                texts, add_special_tokens=False)):
            if encoding.ids:
                means = self.window_means(encoding.ids, width)
                vectors.append(means)
                owner.extend([index] * len(means))
        matrix = np.vstack(vectors).astype(np.float32)
        matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
        return matrix, np.array(owner)

    def window_means(self, token_ids: list[int], width: int) -> np.ndarray:
        """The mean token vector of each window of `width` tokens, every `width / 2`."""
        ids = np.clip(np.array(token_ids, dtype=np.int64), 0, len(self.table) - 1)
        rows = self.table[ids]
        if len(ids) <= width:
            return rows.mean(axis=0, keepdims=True)
        half = width // 2  # sums of half-windows, two by two (np.cumsum over rows is slow)
        blocks = -(-len(ids) // half)
        padded = np.zeros((blocks * half, rows.shape[1]), np.float32)
        padded[:len(ids)] = rows
        sums = padded.reshape(blocks, half, -1).sum(axis=1)
        starts = np.arange(0, len(ids) - half, half)
        counts = np.minimum(starts + width, len(ids)) - starts
        means: np.ndarray = (sums[:len(starts)] + sums[1:len(starts) + 1]) \
            / counts[:, None].astype(np.float32)
        return means


_SENTENCE = re.compile(r"(?<=[.!?:;])\s+|\n+")


def item_texts(example: tcm.Example, sentences: bool) -> list[str]:
    texts = [t.decode("utf-8", "replace") for t in example.texts]
    if not sentences:
        return texts
    return [s for t in texts for s in _SENTENCE.split(t) if s.strip()]


@dataclass
class WindowSet:
    vectors: np.ndarray
    item_of: np.ndarray


def embed_all(embedder: Embedder, items: list[tcm.Example], width: int,
              sentences: bool) -> WindowSet:
    texts, text_item = [], []
    for index, example in enumerate(items):
        mine = item_texts(example, sentences) or [""]
        texts.extend(mine)
        text_item.extend([index] * len(mine))
    vectors, owner = embedder.windows(texts, width)
    return WindowSet(vectors, np.array(text_item)[owner])


def newton(x: np.ndarray, labels: np.ndarray, weights: np.ndarray, l2: float,
           start: np.ndarray | None = None) -> np.ndarray:
    """Weighted L2 logistic regression (bias last, not penalised) by Newton's method, from
    `start` (fewer steps) or from zero."""
    xb = np.hstack([x, np.ones((len(x), 1), np.float32)])
    w = np.zeros(xb.shape[1]) if start is None else start.copy()
    penalty = np.full(xb.shape[1], l2)
    penalty[-1] = 0.0
    total = weights.sum()
    for _ in range(NEWTON_STEPS if start is None else NEWTON_STEPS // 2):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ (weights * (p - labels)) / total + penalty * w
        scaled = xb * (weights * p * (1 - p) / total).astype(np.float32)[:, None]
        hess = (scaled.T @ xb).astype(np.float64) + np.diag(penalty + 1e-9)
        w -= np.linalg.solve(hess, grad)
    return w


def balanced(weights: np.ndarray, labels: np.ndarray) -> np.ndarray:
    pos, neg = weights[labels > 0].sum(), weights[labels == 0].sum()
    return np.where(labels > 0, weights * (neg / pos if pos else 0.0), weights)


def best_per_item(values: np.ndarray, item_of: np.ndarray, count: int) -> np.ndarray:
    best = np.full(count, -np.inf)
    np.maximum.at(best, item_of, values)
    return best


def train_lr(ws: WindowSet, positive: np.ndarray, learn: np.ndarray, l2: float,
             standardise: bool) -> np.ndarray:
    """Multiple-instance logistic regression on the windows of the items `learn` marks."""
    rows = learn[ws.item_of]
    x, item_of = ws.vectors[rows], ws.item_of[rows]
    center, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    if not standardise:
        center, scale = np.zeros_like(center), np.ones_like(scale)
    x = (x - center) / scale
    labels = positive[item_of].astype(float)
    per_item = np.bincount(item_of, minlength=len(positive))
    weights = np.where(labels > 0, 1.0 / per_item[item_of], 1.0)
    w = newton(x, labels, balanced(weights, labels), l2)
    for _ in range(MIL_ROUNDS):
        scores = x @ w[:-1] + w[-1]
        best = best_per_item(scores, item_of, len(positive))
        chosen = (labels > 0) & (scores == best[item_of])
        weights = np.where(labels > 0, chosen.astype(float), 1.0)
        w = newton(x, labels, balanced(weights, labels), l2, w)
    # Back to the unstandardised vectors: x' w = ((x - c) / s) w
    return np.concatenate([w[:-1] / scale, [w[-1] - float((center / scale) @ w[:-1])]])


def attack_windows(ws: WindowSet, rows: np.ndarray, neg: np.ndarray, keep: int) -> np.ndarray:
    """The `keep` windows of each positive item least like any benign training window (the
    others are the item's benign context: a web page around the injection)."""
    index = np.flatnonzero(rows)
    nearest = np.concatenate([(ws.vectors[index[i:i + 2048]] @ neg.T).max(axis=1)
                              for i in range(0, len(index), 2048)])
    order = np.lexsort((nearest, ws.item_of[index]))
    item_sorted = ws.item_of[index][order]
    rank = np.arange(len(order)) - np.searchsorted(item_sorted, item_sorted)
    return ws.vectors[index[order[rank < keep]]]


def knn_scores(ws: WindowSet, positive: np.ndarray, learn: np.ndarray, test: np.ndarray,
               k: int, keep: int, against_benign: bool = True) -> np.ndarray:
    """Per test window: mean of the k best cosines to positive training windows minus that to
    benign training windows."""
    train_rows = learn[ws.item_of]
    neg = ws.vectors[train_rows & ~positive[ws.item_of]]
    pos = attack_windows(ws, train_rows & positive[ws.item_of], neg, keep)
    test_rows = np.flatnonzero(test[ws.item_of])
    out = np.full(len(ws.item_of), -np.inf)
    for start in range(0, len(test_rows), 2048):
        chunk = test_rows[start:start + 2048]
        q = ws.vectors[chunk]
        out[chunk] = _top_mean(q @ pos.T, k) - (_top_mean(q @ neg.T, k) if against_benign
                                                else 0.0)
    return out


def _top_mean(similarity: np.ndarray, k: int) -> np.ndarray:
    k = min(k, similarity.shape[1])
    return np.partition(similarity, -k, axis=1)[:, -k:].mean(axis=1)


def oof_scores(data: Data, ws: WindowSet, surface: str, variant: dict) -> np.ndarray:
    """Out-of-fold item scores of the surface's items (folds of whole sources)."""
    items = data.items
    positive = np.array([e.item.positive for e in items])
    mine = np.array([e.item.surface == surface for e in items])
    learn = mine | (positive if variant.get("cross") else np.zeros_like(mine))
    oof = np.full(len(items), np.nan)
    for held in tcm.folds([e for e in items if e.item.surface == surface]):
        test = np.array([e.group in held for e in items])
        if variant["kind"] == "lr":
            w = train_lr(ws, positive, learn & ~test, variant["l2"],
                         bool(variant.get("std")))
            window = ws.vectors @ w[:-1] + w[-1]
        else:
            window = knn_scores(ws, positive, learn & ~test, test & mine, variant["k"],
                                variant.get("keep", 1000), not variant.get("pos_only"))
        scores = best_per_item(window, ws.item_of, len(items))
        oof[test & mine] = scores[test & mine]
    return oof[mine]


def auc(scores: np.ndarray, positive: np.ndarray) -> float:
    """The chance that a positive item outscores a benign one (ties count half)."""
    order = np.argsort(scores, kind="stable")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    for value in np.unique(scores):  # average ranks of ties
        tied = scores == value
        if tied.sum() > 1:
            ranks[tied] = ranks[tied].mean()
    n_pos, n_neg = positive.sum(), (~positive).sum()
    return float((ranks[positive].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def in_sample(data: Data, ws: WindowSet, surface: str, variant: dict) -> float:
    """AUC of a model trained on all of the surface's dev items and scored on them: whether the
    representation separates the classes at all (as against across sources)."""
    items = data.items
    positive = np.array([e.item.positive for e in items])
    mine = np.array([e.item.surface == surface for e in items])
    w = train_lr(ws, positive, mine, variant["l2"], bool(variant.get("std")))
    scores = best_per_item(ws.vectors @ w[:-1] + w[-1], ws.item_of, len(items))
    return auc(scores[mine], positive[mine])


def recall_at(scores: np.ndarray, positive: np.ndarray, share: float,
              already: np.ndarray | None = None) -> tuple[float, float, float]:
    """(recall, benign flagged, threshold) at the lowest threshold that flags at most `share`
    of the benign items beyond those `already` flagged."""
    already = np.zeros_like(positive) if already is None else already
    room = int(share * (~positive).sum())
    free = np.sort(scores[~positive & ~already])[::-1]
    threshold = free[room] if room < len(free) else -np.inf
    flagged = already | (scores > threshold)
    return (flagged[positive].mean(), flagged[~positive].mean(), float(threshold))


def evaluate(data: Data, surface: str, scores: np.ndarray) -> dict:
    mine = np.array([e.item.surface == surface for e in data.items])
    positive = np.array([e.item.positive for e in data.items])[mine]
    current = data.current[mine]
    r1, f1, _ = recall_at(scores, positive, 0.01)
    r3, f3, _ = recall_at(scores, positive, 0.03)
    both, both_fp, threshold = recall_at(scores, positive, 0.01, current)
    return {"auc": auc(scores, positive), "r1": r1, "fp1": f1, "r3": r3, "fp3": f3, "current": current[positive].mean(),
            "current_fp": current[~positive].mean(), "or": both, "or_fp": both_fp,
            "threshold": threshold}


def per_source(data: Data, surface: str, scores: np.ndarray, threshold: float) -> None:
    """Recall (positives) or benign flagged, per source group, of the current detector and of
    current OR the new score at `threshold`."""
    mine = [e for e in data.items if e.item.surface == surface]
    current = data.current[np.array([e.item.surface == surface for e in data.items])]
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for example, score, now in zip(mine, scores, current, strict=True):
        key = f"{'pos' if example.item.positive else 'ben'} {example.group}"
        row = table[key]
        row[0] += 1
        row[1] += bool(now)
        row[2] += bool(score > threshold)
        row[3] += bool(now or score > threshold)
    print(f"  per source ({surface}s): items, current, new alone, current OR new")
    for key, (n, now, new, both) in sorted(table.items()):
        if key.startswith("pos") or new:
            print(f"    {key:60s} {n:5d} {now:5d} {new:5d} {both:5d}")


VARIANTS = [
    {"kind": "lr", "width": 32, "l2": 1e-2, "std": True},
    {"kind": "knn", "width": 32, "k": 1, "keep": 2},
    {"kind": "knn", "width": 32, "k": 5, "keep": 2},
    {"kind": "lr", "width": 32, "l2": 1e-4, "std": True},
    {"kind": "lr", "width": 64, "l2": 1e-2, "std": True},
    {"kind": "lr", "width": 64, "l2": 1e-2, "std": True, "sentences": True},
    {"kind": "lr", "width": 32, "l2": 1e-2, "std": True, "cross": True},
    {"kind": "knn", "width": 32, "k": 5, "keep": 2, "pos_only": True},
    {"kind": "lr", "width": 32, "l2": 1e-1, "std": True},
    {"kind": "lr", "width": 32, "l2": 1e-3},
    {"kind": "lr", "width": 64, "l2": 1e-3},
    {"kind": "lr", "width": 16, "l2": 1e-3},
    {"kind": "lr", "width": 32, "l2": 1e-2},
    {"kind": "lr", "width": 32, "l2": 1e-4},
    {"kind": "lr", "width": 32, "l2": 1e-3, "cross": True},
    {"kind": "lr", "width": 64, "l2": 1e-3, "sentences": True},
    {"kind": "knn", "width": 32, "k": 1},
    {"kind": "knn", "width": 32, "k": 5},
    {"kind": "knn", "width": 64, "k": 5},
    {"kind": "knn", "width": 32, "k": 5, "cross": True},
]


def name_of(variant: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in variant.items())


def run(data: Data, embedder: Embedder, variants: list[dict], detail: int | None) -> None:
    cache: dict[tuple[int, bool], WindowSet] = {}
    print("| variant | surface | recall @<=1% FP | @<=3% FP | current (oof) | current OR new "
          "(+<=1 pt FP) | gain | AUC oof | AUC in-sample |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for variant in variants:
        key = (variant["width"], bool(variant.get("sentences")))
        if key not in cache:
            cache[key] = embed_all(embedder, data.items, *key)
        for surface in SURFACES:
            started = time.perf_counter()
            scores = oof_scores(data, cache[key], surface, variant)
            m = evaluate(data, surface, scores)
            fitted = f"{in_sample(data, cache[key], surface, variant):.3f}" \
                if variant["kind"] == "lr" else "-"
            print(f"| {name_of(variant)} | {surface} | {m['r1']:.1%} ({m['fp1']:.1%}) | "
                  f"{m['r3']:.1%} ({m['fp3']:.1%}) | {m['current']:.1%} ({m['current_fp']:.1%}) "
                  f"| {m['or']:.1%} ({m['or_fp']:.1%}) | {m['or'] - m['current']:+.1%} | "
                  f"{m['auc']:.3f} | {fitted} |"
                  f"  [{time.perf_counter() - started:.0f}s]", flush=True)
            if detail is not None and (detail < 0 or VARIANTS[detail] is variant):
                per_source(data, surface, scores, m["threshold"])


def cost(embedder: Embedder, data: Data) -> None:
    """CPU per 4 KB text and per definition: tokenizer, windows, one dot product each."""
    w = np.random.default_rng(0).standard_normal(embedder.table.shape[1]).astype(np.float32)
    results = [e for e in data.items if e.item.surface == "result"]
    text = " ".join(t.decode("utf-8", "replace") for e in results for t in e.texts)[:4096]
    definitions = [e for e in data.items if e.item.surface == "definition"]
    lengths = sorted(sum(len(t) for t in e.texts) for e in definitions)
    median = lengths[len(lengths) // 2]
    typical = next(e for e in definitions if sum(len(t) for t in e.texts) == median)
    for label, texts in (("4 KB text", [text]),
                         (f"definition of {median} bytes, {len(typical.texts)} strings",
                          [t.decode("utf-8", "replace") for t in typical.texts])):
        rounds = 200
        started = time.thread_time()
        for _ in range(rounds):
            vectors, _ = embedder.windows(texts, 32)
            float((vectors @ w).max())
        print(f"  {label}: {1e6 * (time.thread_time() - started) / rounds:.0f} us CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cache", type=Path, help="keep the dev items and the current "
                        "detector's out-of-fold verdicts here between runs")
    parser.add_argument("--variants", help="indexes into VARIANTS, comma-separated")
    parser.add_argument("--detail", type=int, help="per-source breakdown of this variant "
                        "(an index into VARIANTS; -1: of every variant run)")
    parser.add_argument("--cost", action="store_true")
    args = parser.parse_args()
    data = load(args.cache)
    if any(e.item.split != "dev" for e in data.items):
        raise SystemExit("only the dev split may be read")
    embedder = Embedder()
    if args.cost:
        cost(embedder, data)
        return
    chosen = [VARIANTS[int(i)] for i in args.variants.split(",")] if args.variants \
        else VARIANTS
    run(data, embedder, chosen, args.detail)


if __name__ == "__main__":
    main()
