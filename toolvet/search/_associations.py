"""Words that requests use for what tool names say ("make" a folder: create_folder), learned."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

TABLE_PATH = Path(__file__).with_name("associations.json")


class Associations:
    """Pairs of a request's term and a term of the right tool's own name (its server's words
    left out), each weighed by how much more often they meet than chance would have it
    (pointwise mutual information), learned from requests written for real servers' tools
    (`tests/data/search/learn_associations.py`)."""

    def __init__(self, pairs: Mapping[str, Mapping[str, float]]) -> None:
        self._pairs = pairs

    @classmethod
    def learned(cls, examples: Iterable[tuple[Iterable[str], Iterable[str]]],
                least: int = 2) -> Associations:
        """From (request terms, right tool's own name terms) pairs: each pair of a request term
        and a name term that the request does not say, met in at least `least` examples,
        weighed by its PMI where that is positive."""
        asked, named, met, total = Counter[str](), Counter[str](), Counter[tuple[str, str]](), 0
        for request, name in examples:
            said, own = set(request), set(name)
            total += 1
            asked.update(said)
            named.update(own)
            met.update((one, other) for one in said - own for other in own - said)
        pairs: dict[str, dict[str, float]] = {}
        for (one, other), count in met.items():
            weight = math.log(count * total / (asked[one] * named[other]))
            if count >= least and weight > 0:
                pairs.setdefault(one, {})[other] = round(weight, 3)
        return cls(pairs)

    def score(self, asked: Iterable[str], name: frozenset[str]) -> float:
        """How strongly the terms of a request that a tool's own name lacks point to the terms
        of that name it lacks: the mean, over the request's terms, of each one's strongest
        pair."""
        said = set(asked)
        if not said or not name:
            return 0.0
        total = 0.0
        for term in said:
            toward = self._pairs.get(term)
            if toward and term not in name:
                total += max((toward.get(other, 0.0) for other in name if other not in said),
                             default=0.0)
        return total / len(said)

    def to_json(self) -> dict[str, dict[str, float]]:
        return {one: dict(sorted(toward.items())) for one, toward in sorted(self._pairs.items())}


@cache
def shipped_associations() -> Associations:
    """The table this package ships (`associations.json`)."""
    return Associations(json.loads(TABLE_PATH.read_text())["pairs"])
