"""A BM25F index of tool definitions: fields weighted apart, updated tool by tool."""

from __future__ import annotations

import heapq
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ._text import terms

# The fields of a tool definition, in the order of the weights below.
FIELDS = ("name", "description", "parameters", "parameter_text")


@dataclass(frozen=True)
class Weights:
    """How much a term counts in each field, how much each field's length evens out its counts
    (b), and how soon repeated terms stop adding (k1). Tuned on the dev queries only."""

    field: tuple[float, ...] = (2.0, 1.0, 0.5, 0.6)
    b: tuple[float, ...] = (0.3, 0.75, 0.5, 0.75)
    k1: float = 0.9


def fields_of(tool: Mapping[str, Any]) -> tuple[str, ...]:
    """The text of each field of a tool definition: its name, its description, its parameters'
    names, their descriptions and allowed values (nested properties included)."""
    names: list[str] = []
    texts: list[str] = []
    _walk_schema(tool.get("inputSchema"), names, texts, depth=0)
    return (str(tool.get("name", "")), str(tool.get("description") or ""),
            " ".join(names), " ".join(texts))


def _walk_schema(schema: object, names: list[str], texts: list[str], depth: int) -> None:
    if not isinstance(schema, dict) or depth > 4:
        return
    for key in ("description", "title"):
        if isinstance(schema.get(key), str) and depth:
            texts.append(schema[key])
    for value in schema.get("enum") or ():
        if isinstance(value, str):
            texts.append(value)
    properties = schema.get("properties")
    if isinstance(properties, dict):
        for name, sub in properties.items():
            names.append(str(name))
            _walk_schema(sub, names, texts, depth + 1)
    if isinstance(schema.get("items"), dict):
        _walk_schema(schema["items"], names, texts, depth + 1)


class ToolIndex:
    """Tool definitions by key (the name a caller sees), searched by a request in words.

    `put` and `remove` change one tool; `sync` makes the index hold exactly a given set, touching
    only what changed. Term statistics are recomputed lazily, on the first search after a change.
    """

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()
        self._tools: dict[str, Mapping[str, Any]] = {}
        self._counts: dict[str, tuple[Counter[str], ...]] = {}
        self._lengths: dict[str, tuple[int, ...]] = {}
        self._postings: dict[str, set[str]] = {}
        self._length_sums = [0] * len(FIELDS)
        self._scores: dict[str, dict[str, float]] = {}  # term -> key -> score, lazily

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, key: object) -> bool:
        return key in self._tools

    def tool(self, key: str) -> Mapping[str, Any]:
        return self._tools[key]

    def put(self, key: str, tool: Mapping[str, Any]) -> None:
        """Index `tool` under `key`, in place of what `key` held."""
        if self._tools.get(key) == tool:
            return
        self.remove(key)
        counts = tuple(Counter(terms(text)) for text in fields_of(tool))
        self._tools[key] = tool
        self._counts[key] = counts
        self._lengths[key] = tuple(sum(c.values()) for c in counts)
        for field, length in enumerate(self._lengths[key]):
            self._length_sums[field] += length
        for term in set().union(*counts):
            self._postings.setdefault(term, set()).add(key)
        self._scores.clear()

    def remove(self, key: str) -> None:
        if key not in self._tools:
            return
        del self._tools[key]
        for field, length in enumerate(self._lengths.pop(key)):
            self._length_sums[field] -= length
        for term in set().union(*self._counts.pop(key)):
            keys = self._postings[term]
            keys.discard(key)
            if not keys:
                del self._postings[term]
        self._scores.clear()

    def sync(self, tools: Mapping[str, Mapping[str, Any]]) -> None:
        """Hold exactly `tools` (key -> definition): the missing removed, the new or changed put."""
        for key in [key for key in self._tools if key not in tools]:
            self.remove(key)
        for key, tool in tools.items():
            self.put(key, tool)

    def search(self, query: str, limit: int = 5,
               visible: Callable[[str], bool] | None = None) -> list[tuple[str, float]]:
        """The keys of the `limit` best tools for `query`, best first, with their scores; only
        keys for which `visible` holds are ranked (none other is ever returned)."""
        totals: dict[str, float] = {}
        for term in dict.fromkeys(terms(query)):
            for key, score in self._term_scores(term).items():
                totals[key] = totals.get(key, 0.0) + score
        candidates: Iterable[tuple[str, float]] = totals.items()
        if visible is not None:
            candidates = ((key, score) for key, score in candidates if visible(key))
        return heapq.nlargest(limit, candidates, key=lambda item: (item[1], item[0]))

    def _term_scores(self, term: str) -> dict[str, float]:
        scores = self._scores.get(term)
        if scores is None:
            scores = self._scores[term] = self._score_term(term)
        return scores

    def _score_term(self, term: str) -> dict[str, float]:
        keys = self._postings.get(term, ())
        if not keys:
            return {}
        total = len(self._tools)
        idf = math.log(1 + (total - len(keys) + 0.5) / (len(keys) + 0.5))
        weights, k1 = self.weights, self.weights.k1
        averages = [max(s / total, 1e-9) for s in self._length_sums]
        scores = {}
        for key in keys:
            weighted = 0.0
            for field, (counts, length) in enumerate(zip(self._counts[key], self._lengths[key], strict=True)):
                count = counts.get(term)
                if count:
                    b = weights.b[field]
                    weighted += weights.field[field] * count / (1 - b + b * length / averages[field])
            scores[key] = idf * weighted / (k1 + weighted)
        return scores
