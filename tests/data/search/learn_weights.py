"""Learn the second stage's weights (toolvet.search.Weights: meaning, coverage, name_coverage,
against the words' 1) on the dev queries only, and estimate how they do on tools never learned on.

Each dev query's candidates (`ToolIndex.candidates`: the best by words) with their four scores; a
linear ranker, softmax over each query's candidates (the right tool's probability maximised),
fitted by Adam. Cross-validation splits the dev queries by tool, as the
held-out split does (by a hash of the tool's name), so that a fold's tools are never asked for in
what it is fitted on; it prints each fold's and the mean top-1 and top-5, then the weights fitted
on all of dev (what Weights ships). Then `Weights.clause`, chosen on dev requests joined two by
two ("<request one>. <request two>", each of another tool: a task of two steps, each in a sentence
of its own): for each share, each joined request's two tools found in the top 5 and the dev
requests' own top-5. Never reads the held-out or fresh queries.

    .venv/bin/python tests/data/search/learn_weights.py
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import sys
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from tests.data.search import evaluation
from toolvet.search import ToolIndex, Weights

FOLDS = 5
CLAUSE_SHARES = (0.0, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 1.0)
Array = npt.NDArray[np.float64]


def fold_of(tool: str) -> int:
    """A tool's fold: digits of its name's SHA-256 other than those the held-out split reads."""
    return int(hashlib.sha256(tool.encode()).hexdigest()[8:16], 16) % FOLDS


def candidate_scores(index: ToolIndex, asked: list[evaluation.Query],
                     ) -> tuple[Array, npt.NDArray[np.bool_], npt.NDArray[np.int64]]:
    """Scores (query, candidate, score), which candidates are real, where the right tool is
    among them (-1: not a candidate)."""
    found = [index.candidates(query.text) for query in asked]
    depth = max(len(each) for each in found)
    scores = np.zeros((len(asked), depth, 4))
    real = np.zeros((len(asked), depth), dtype=bool)
    right = np.full(len(asked), -1)
    for number, (query, each) in enumerate(zip(asked, found, strict=True)):
        for place, (key, five) in enumerate(each):
            # The first four: the association's weight is learned with its table on the fresh
            # sets of real servers (learn_associations.py).
            scores[number, place], real[number, place] = five[:4], True
            if key == query.tool:
                right[number] = place
    return scores, real, right


def fit(scores: Array, real: npt.NDArray[np.bool_], right: npt.NDArray[np.int64],
        rounds: int = 400, rate: float = 0.05, l2: float = 1e-3) -> Array:
    """Weights maximising the right tool's softmax probability among each query's candidates
    (one weight per score: the last axis of `scores`)."""
    learnable = right >= 0
    scores, real, right = scores[learnable], real[learnable], right[learnable]
    size = scores.shape[2]
    weights, first, second = np.zeros(size), np.zeros(size), np.zeros(size)
    for step in range(1, rounds + 1):
        logits = np.where(real, scores @ weights, -1e9)
        chance = np.exp(logits - logits.max(axis=1, keepdims=True))
        chance /= chance.sum(axis=1, keepdims=True)
        expected = np.einsum("qc,qcs->qs", chance, scores)
        gradient = (expected - scores[np.arange(len(right)), right]).mean(axis=0) + l2 * weights
        first = 0.9 * first + 0.1 * gradient
        second = 0.999 * second + 0.001 * gradient**2
        weights -= rate * (first / (1 - 0.9**step)) / (np.sqrt(second / (1 - 0.999**step)) + 1e-8)
    return weights


def hit_rates(scores: Array, real: npt.NDArray[np.bool_], right: npt.NDArray[np.int64],
              weights: Array) -> tuple[float, float]:
    """Top-1 and top-5 of ranking the candidates by `weights` (ties: the first candidate)."""
    ranked = np.argsort(-np.where(real, scores @ weights, -np.inf), axis=1, kind="stable")
    top1 = (ranked[:, 0] == right) & (right >= 0)
    top5 = (ranked[:, :5] == right[:, None]).any(axis=1) & (right >= 0)
    return float(top1.mean()), float(top5.mean())


def cross_validate(scores: Array, real: npt.NDArray[np.bool_], right: npt.NDArray[np.int64],
                   folds: npt.NDArray[np.int64]) -> list[tuple[float, float]]:
    """Each fold's top-1 and top-5, ranked by weights fitted on the other folds."""
    rates = []
    for fold in range(FOLDS):
        learned = fit(scores[folds != fold], real[folds != fold], right[folds != fold])
        inside = folds == fold
        rates.append(hit_rates(scores[inside], real[inside], right[inside], learned))
    return rates


def joined(asked: list[evaluation.Query], count: int = 800,
           seed: int = 7) -> list[tuple[str, tuple[str, str]]]:
    """Dev requests joined two by two, each pair of two tools, with both tools."""
    chance, pairs = random.Random(seed), []
    for query in asked:
        other = chance.choice([each for each in asked if each.tool != query.tool])
        first = query.text.strip()
        first = first if first.endswith((".", "?", "!")) else first + "."
        if len(first) + len(other.text) < 600:
            pairs.append((f"{first} {other.text.strip()}", (query.tool, other.tool)))
    return pairs[:count]


def print_clause_shares(index: ToolIndex, asked: list[evaluation.Query]) -> None:
    """For each share of a sentence's score: joined requests' tools in the top 5, dev top-5."""
    pairs = joined(asked)
    print(f"Weights.clause on {len(pairs)} joined dev requests (each tool in the top 5) and on"
          " the dev requests (top-5):")
    for share in CLAUSE_SHARES:
        index.weights = dataclasses.replace(Weights(), clause=share)
        found = sum(tool in [key for key, _ in index.search(text)]
                    for text, tools in pairs for tool in tools)
        alone = evaluation.measure(lambda text, limit: [key for key, _ in index.search(
            text, limit)], asked)
        print(f"  {share:.2f}: joined {found / (2 * len(pairs)):.1%}, dev {alone.rate(5):.1%}")


def main() -> None:
    index = ToolIndex()
    for tool in evaluation.catalog():
        index.put(tool["name"], tool)
    asked = evaluation.queries("dev")
    scores, real, right = candidate_scores(index, asked)
    folds = np.array([fold_of(query.tool) for query in asked])
    print(f"{len(asked)} dev queries; the right tool a candidate for {(right >= 0).mean():.1%};"
          f" fold sizes {np.bincount(folds).tolist()}")
    # The words and meaning alone (coverage and name scores zeroed) beside all four.
    for label, kept in (("words, meaning", [1, 1, 0, 0]), ("all four scores", [1, 1, 1, 1])):
        rates = cross_validate(scores * np.array(kept), real, right, folds)
        mean = np.mean(rates, axis=0)
        print(f"{label}: top-1 / top-5 by fold "
              + ", ".join(f"{one:.1%} / {five:.1%}" for one, five in rates)
              + f"; mean {mean[0]:.1%} / {mean[1]:.1%}")
    weights = fit(scores, real, right)
    print("fitted on all dev (meaning, coverage, name_coverage):",
          ", ".join(f"{value:.2f}" for value in weights[1:] / weights[0]))
    print_clause_shares(index, asked)


if __name__ == "__main__":
    main()
