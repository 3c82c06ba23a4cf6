"""The n-gram stage of tool results: a logistic regression over hashed byte n-grams, per window.

The rules read classes of words written by hand; this stage reads the result's own bytes, in any
language. Its features are the byte 3-, 4- and 5-grams of the lowercased text, each hashed (FNV,
then Knuth's multiplicative mix) into 2**20 buckets and counted once; a text's vector is that
set, L2-normalised. The weights are those of an L2-regularised logistic regression fitted on
the labelled results of the corpus (tests/data/content) and on captured servers' READMEs by
`scripts/train_result_classifier.py`: `result_classifier_model.json` holds its bias,
scale and threshold, `result_classifier_weights.bin` one int8 weight per bucket
(zlib-compressed).

A result is scored per window of `WINDOW` bytes (windows start every `WINDOW / 2` bytes; most
of the corpus's texts fit in one): the words of a long benign document never add up, and an
injection in it is not diluted by the rest. The n-grams are hashed with NumPy, once per text,
and each window counts each bucket once through a table of positions (`_once`), not a sort:
about 120 µs over a 4 KB window, linear in the text whatever it holds.
"""

from __future__ import annotations

import json
import math
import threading
import zlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from toolvet.content._text import has_words

MODEL_PATH = Path(__file__).with_name("result_classifier_model.json")
WEIGHTS_PATH = Path(__file__).with_name("result_classifier_weights.bin")
RULE = "instruction.classifier"  # the definitions' n-gram stage names its findings the same
BITS = 20
GRAMS = (3, 4, 5)
WINDOW = 4096
_FNV_PRIME = np.uint32(0x01000193)
_MIX = np.uint32(0x9E3779B1)  # Knuth's multiplicative hash: the top BITS bits are the bucket
_SHIFT = np.uint32(32 - BITS)
_SEEDS = {n: np.uint32((n * 0x85EBCA6B) & 0xFFFFFFFF) for n in GRAMS}

Buckets = npt.NDArray[np.uint32]


def encoded(text: str) -> bytes:
    """The bytes the stage reads: the lowercased text in UTF-8."""
    return text.lower().encode("utf-8", "surrogatepass")


def buckets(data: bytes) -> dict[int, Buckets]:
    """For each n of GRAMS, the bucket of the n-gram that starts at each byte of `data`."""
    values = np.frombuffer(data, dtype=np.uint8).astype(np.uint32)
    found: dict[int, Buckets] = {}
    hashed = values
    for n in range(2, GRAMS[-1] + 1):
        if len(values) < n:
            break
        hashed = (hashed[:len(values) - n + 1] * _FNV_PRIME) ^ values[n - 1:]
        if n in _SEEDS:
            found[n] = ((hashed ^ _SEEDS[n]) * _MIX) >> _SHIFT
    return found


def features(text: str) -> Buckets:
    """The distinct buckets of the n-grams of `text` (what the model is fitted on)."""
    found = buckets(encoded(text))
    return _distinct(list(found.values())) if found else np.zeros(0, dtype=np.uint32)


def _distinct(parts: list[Buckets]) -> Buckets:
    """The buckets of `parts`, each once, sorted (a sort and a comparison: np.unique's own path
    is ten times slower on a window)."""
    joined = np.concatenate(parts)
    joined.sort()
    keep = np.empty(len(joined), dtype=bool)
    keep[:1] = True
    np.not_equal(joined[1:], joined[:-1], out=keep[1:])
    return joined[keep]


# Per thread, the position each bucket was last seen at in the window being counted: a window
# holds at most 3 * WINDOW n-grams, so a position fits in 16 bits (a table of 2 MB).
_positions = threading.local()
_ORDER = np.arange(len(GRAMS) * WINDOW, dtype=np.uint16)


def _once(parts: list[Buckets]) -> Buckets:
    """The buckets of `parts` (at most 3 * WINDOW of them), each once, in no order: each n-gram
    writes its position into its bucket's slot, and the n-gram that reads its own position
    back is the one kept, whichever of a bucket's n-grams wrote last (a third of the CPU of
    `_distinct`'s sort)."""
    table = getattr(_positions, "table", None)
    if table is None:
        table = _positions.table = np.empty(1 << BITS, dtype=np.uint16)
    joined = np.concatenate(parts)
    order = _ORDER[:len(joined)]
    table[joined] = order
    kept: Buckets = joined[table[joined] == order]
    return kept


@dataclass(frozen=True)
class Window:
    """The window that scored highest: its score and its span in bytes of `encoded(text)`."""

    score: float
    start: int
    end: int


@dataclass(frozen=True)
class ResultClassifier:
    """Weights per bucket (int8, times `scale`), the bias, the score over which a result is
    blocked, and the score at or below which the rules' readings of words are vetoed."""

    weights: npt.NDArray[np.int8]
    scale: float
    bias: float
    threshold: float
    min_words: int = 0
    veto: float = -math.inf

    def speaks_on(self, text: str) -> bool:
        """Whether the stage gives a verdict on `text` (`has_words`)."""
        return has_words(text, self.min_words)

    def best_window(self, data: bytes) -> Window | None:
        """The highest-scoring window of `data` (`encoded(text)`), None when it has no n-gram."""
        found = buckets(data)
        best: Window | None = None
        for start, end in _windows(len(data)):
            parts = [b[start:end - n + 1] for n, b in found.items() if end - n + 1 > start]
            if not parts:
                continue
            distinct = _once(parts)
            total = int(self.weights[distinct].sum(dtype=np.int64))
            score = self.bias + self.scale * total / math.sqrt(len(distinct))
            if best is None or score > best.score:
                best = Window(score, start, end)
        return best

    def strongest(self, data: bytes, window: Window, width: int = 120) -> int:
        """Where in `window` the `width` bytes start whose n-grams weigh most towards the finding
        (what to show an operator: a window holds up to 4 KB)."""
        found = buckets(data[window.start:window.end])
        weights = np.zeros(window.end - window.start, dtype=np.int64)
        for grams in found.values():
            weights[:len(grams)] += self.weights[grams]
        if len(weights) <= width:
            return window.start
        running = np.concatenate(([0], np.cumsum(weights)))
        return window.start + int(np.argmax(running[width:] - running[:-width]))

    def finds(self, data: bytes) -> Window | None:
        """The window over the threshold, if any (the highest)."""
        window = self.best_window(data)
        return window if window is not None and window.score > self.threshold else None


def _windows(length: int) -> list[tuple[int, int]]:
    if length <= WINDOW:
        return [(0, length)]
    step = WINDOW // 2
    starts = [*range(0, length - WINDOW, step), length - WINDOW]
    return [(start, start + WINDOW) for start in starts]


@cache
def result_classifier() -> ResultClassifier:
    """The shipped model, read once."""
    spec = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    weights = np.frombuffer(zlib.decompress(WEIGHTS_PATH.read_bytes()), dtype=np.int8)
    if spec.get("bits") != BITS or len(weights) != 1 << BITS:
        raise ValueError(f"{WEIGHTS_PATH.name}: {len(weights)} weights for {spec.get('bits')} "
                         f"bits; toolvet reads {1 << BITS} ({BITS} bits)")
    return ResultClassifier(weights, float(spec["scale"]), float(spec["bias"]),
                            float(spec["threshold"]), int(spec["min_words"]), float(spec["veto"]))
