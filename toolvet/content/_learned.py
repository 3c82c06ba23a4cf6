"""The learned stage: a sparse linear model over the rules' word classes, weighed per window.

The rules (`_instruction_rules`) name classes of words ("address": words that speak to a model,
"override", "send", "sensitive_file", ...) and combine them by hand. The learned stage weighs
the same classes, and each pair of them that occurs in one window, with the weights of an
L1-regularised logistic regression fitted on the corpus's dev split (`learned_model.json`, made
by `scripts/train_content_model.py`). It reads where each class occurs from the rules' own
Hyperscan pass (`_instructions`: an automaton, linear in the text whatever it holds); each
window of `window` bytes (windows start every `window / 2` bytes) sums the bias and the weights
of the classes that end in it and of their pairs, each once. A window whose sum reaches the
threshold is a finding: a score per window, so that the words of a long benign document never
add up. A window is weighed only when one of the model's anchors (classes of the rules' first
pass) occurs in it, so a text without any costs the model nothing. Tool definitions have a
model; tool results have none (over nine held-out parts one blocked 3 more injected results and
7 more benign ones than the rules alone, and took half the CPU of a result's scan): their learned
stage reads byte n-grams instead (`_result_classifier`).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

MODEL_PATH = Path(__file__).with_name("learned_model.json")
RULE = "instruction.learned"  # what its findings name: an operator allows it like any rule
PAIR = " & "  # joins the two classes of a pair's name in the model file

Spans = Mapping[str, Sequence[tuple[int, int]]]


def windows_of(spans: Spans, classes: Sequence[str], stride: int) -> dict[int, set[int]]:
    """For each window where one of `classes` occurs, those (indexes into `classes`) that end
    in it: window k holds the ends in (k * stride, (k + 2) * stride]."""
    found: dict[int, set[int]] = {}
    for index, name in enumerate(classes):
        for _, end in spans.get(name, ()):
            k = (end - 1) // stride if end else 0
            found.setdefault(k, set()).add(index)
            if k:
                found.setdefault(k - 1, set()).add(index)
    return found


@dataclass(frozen=True)
class SurfaceModel:
    """One surface's model: weights of classes and of pairs of classes, bias, threshold."""

    classes: tuple[str, ...]
    weights: tuple[float, ...]  # per class
    pairs: Mapping[tuple[int, int], float]  # (lower index, higher index) -> weight
    bias: float
    threshold: float
    stride: int
    anchors: frozenset[str]

    def may_fire(self, present: set[str]) -> bool:
        """Whether a window could reach the threshold in a text where the classes `present`
        occur (anywhere): the bias and every positive weight among them."""
        if self.anchors.isdisjoint(present):
            return False
        there = {i for i, name in enumerate(self.classes) if name in present}
        total = self.bias + sum(max(self.weights[i], 0.0) for i in there)
        total += sum(max(w, 0.0) for (a, b), w in self.pairs.items() if a in there and b in there)
        return total >= self.threshold

    def window_score(self, present: Iterable[int]) -> float:
        ordered = sorted(present)
        total = self.bias + sum(self.weights[i] for i in ordered)
        for pair in combinations(ordered, 2):
            total += self.pairs.get(pair, 0.0)
        return total

    def best_window(self, spans: Spans, length: int) -> tuple[float, int, int] | None:
        """The first window of the highest score, as (score, start, end) in the offsets of
        `spans`, when it reaches the threshold; else None."""
        best, where = self.threshold, -1
        anchors = {i for i, name in enumerate(self.classes) if name in self.anchors}
        seen: dict[frozenset[int], float] = {}
        for k, present in sorted(windows_of(spans, self.classes, self.stride).items()):
            if anchors.isdisjoint(present):
                continue
            key = frozenset(present)
            total = seen.get(key)
            if total is None:
                total = seen[key] = self.window_score(key)
            if total > best or (total == best and where < 0):
                best, where = total, k
        if where < 0:
            return None
        return best, where * self.stride, min(length, (where + 2) * self.stride)


def surface_model(spec: Mapping[str, Any]) -> SurfaceModel:
    """A surface's model from its part of the model file: {"window", "bias", "threshold",
    "anchors": [...], "weights": {"address": 1.5, "address & override": 0.75, ...}}."""
    weights: Mapping[str, float] = spec["weights"]
    anchors = frozenset(spec["anchors"])
    classes = sorted({name for key in weights for name in key.split(PAIR)} | anchors)
    index = {name: i for i, name in enumerate(classes)}
    pairs = {}
    for key, weight in weights.items():
        if PAIR in key:
            a, b = sorted(index[name] for name in key.split(PAIR))
            pairs[(a, b)] = float(weight)
    return SurfaceModel(tuple(classes), tuple(float(weights.get(n, 0.0)) for n in classes),
                        pairs, float(spec["bias"]), float(spec["threshold"]),
                        int(spec["window"]) // 2, anchors)


_switched_off = threading.Event()


@contextmanager
def rules_only() -> Iterator[None]:
    """Within it, the learned stages are off (this one and the n-gram stages of `_classifier`
    and `_result_classifier`): to measure the rules alone (the bench, the training scripts).
    Definitions analysed within it are cached apart."""
    _switched_off.set()
    try:
        yield
    finally:
        _switched_off.clear()


@cache
def _models() -> dict[str, SurfaceModel]:
    """The shipped model, read once."""
    spec = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    return {surface: surface_model(part) for surface, part in spec["surfaces"].items()}


def learned_stages_on() -> bool:
    """Whether the learned stages run (they do, outside `rules_only`)."""
    return not _switched_off.is_set()


def model_for(surface: str) -> SurfaceModel | None:
    """The learned model for `surface`: definitions have one, results none (it added little and
    cost half of a result's scan: scripts/train_content_model.py); None inside `rules_only`."""
    return _models().get(surface) if learned_stages_on() else None
