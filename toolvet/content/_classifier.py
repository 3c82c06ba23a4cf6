"""The n-gram stage of tool definitions: a logistic regression over hashed byte and word n-grams.

The rules and the learned stage (`_learned`) read word classes written by hand; this stage reads
the definition's own bytes. Its features are the byte 3-, 4- and 5-grams of the lowercased text
and its words and pairs of words, each hashed (CRC-32) into 2**20 buckets and counted once; a
definition's vector is that set, L2-normalised. The weights are those of an L2-regularised
logistic regression fitted on every labelled definition of the corpus (tests/data/content) by
`scripts/train_content_classifier.py`: `classifier_model.json` holds its bias, scale and
threshold, `classifier_weights.bin` one int8 weight per bucket (zlib-compressed). It runs once per
definition (the analysis is cached by the definition's hash), never per call. It adds a finding
where it scores a definition over its threshold, and it vetoes a rule's reading of words
(`vetoable`) where it scores the finding's neighbourhood at or below its `veto`: benign
descriptions in strong words give the rules most of their false positives.
"""

from __future__ import annotations

import json
import math
import re
import zlib
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path

from toolvet.content._instructions import features as instruction_features
from toolvet.content._text import has_words

MODEL_PATH = Path(__file__).with_name("classifier_model.json")
WEIGHTS_PATH = Path(__file__).with_name("classifier_weights.bin")
RULE = "instruction.classifier"  # what its findings name: an operator allows it like any rule
BITS = 20
_MASK = (1 << BITS) - 1
_BYTE_GRAMS = (3, 4, 5)
_GRAM_SEEDS = {n: zlib.crc32(b"%d" % n) for n in _BYTE_GRAMS}
_WORD_SEED, _PAIR_SEED = 7, 11
_WORD = re.compile(r"\w+")
# The stage reads at most this much of a definition (about 30 ms of CPU; the longest definition
# of the corpus has 39,542 bytes): a hostile server's 10 MB description costs it no more, and the
# rules read all of it.
MAX_CHARACTERS = 65_536


def features(text: str) -> set[int]:
    """The hashed n-grams of `text` (its first MAX_CHARACTERS): its byte 3- to 5-grams, words and
    pairs of adjacent words (lowercased; a bucket in [0, 2**20))."""
    lowered = text[:MAX_CHARACTERS].lower()
    data = lowered.encode("utf-8", "surrogatepass")
    crc = zlib.crc32
    found: set[int] = set()
    for n, seed in _GRAM_SEEDS.items():
        found.update(crc(data[i:i + n], seed) & _MASK for i in range(len(data) - n + 1))
    words = [w.encode("utf-8", "surrogatepass") for w in _WORD.findall(lowered)]
    found.update(crc(w, _WORD_SEED) & _MASK for w in words)
    found.update(crc(a + b" " + b, _PAIR_SEED) & _MASK for a, b in pairwise(words))
    return found


def speaks_on(text: str, min_words: int) -> bool:
    """Whether the stage gives a verdict on `text`: not on few words (each of their few n-grams
    would weigh too much), nor on a text that writes about attacks (a scanner names what it
    looks for: the rules' `about_attacks` veto)."""
    if not has_words(text, min_words):
        return False
    return "about_attacks" not in instruction_features(text, "definition")


def definition_text(strings: Iterable[str]) -> str:
    """The one text a definition is scored as: its strings, a line each."""
    return "\n".join(strings)


@dataclass(frozen=True)
class Classifier:
    """Weights per bucket (int8, times `scale`), the bias, the score over which a definition
    is withheld, and the score at or below which the rules' readings of words are vetoed."""

    weights: array[int]  # array("b"), one per bucket
    scale: float
    bias: float
    threshold: float
    min_words: int = 0
    veto: float = -math.inf

    def verdict(self, text: str) -> float | None:
        """The score of the definition whose text is `text`, or None where the stage gives no
        verdict (`speaks_on`)."""
        return self.score(text) if speaks_on(text, self.min_words) else None

    def _sum(self, found: set[int]) -> float:
        weights = self.weights
        total: int = sum(weights[f] for f in found)
        return total * self.scale

    def score(self, text: str) -> float:
        found = features(text)
        if not found:
            return self.bias
        return self.bias + self._sum(found) / math.sqrt(len(found))

    def strongest(self, strings: Sequence[str]) -> int:
        """The index of the string whose n-grams weigh most towards a finding (what to show)."""
        sums = [self._sum(features(s)) for s in strings]
        return max(range(len(strings)), key=sums.__getitem__)


def quantised(weights: Sequence[float]) -> tuple[bytes, float]:
    """Weights as the file stores them: int8 times a scale, zlib-compressed."""
    scale = max(abs(w) for w in weights) / 127 or 1.0
    values = array("b", (max(-127, min(127, round(w / scale))) for w in weights))
    return zlib.compress(values.tobytes(), 9), scale


@cache
def classifier() -> Classifier:
    """The shipped model, read once."""
    spec = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    weights = array("b", zlib.decompress(WEIGHTS_PATH.read_bytes()))
    if spec.get("bits") != BITS or len(weights) != 1 << BITS:
        raise ValueError(f"{WEIGHTS_PATH.name}: {len(weights)} weights for {spec.get('bits')} "
                         f"bits; toolvet reads {1 << BITS} ({BITS} bits)")
    return Classifier(weights, float(spec["scale"]), float(spec["bias"]),
                      float(spec["threshold"]), int(spec["min_words"]), float(spec["veto"]))
