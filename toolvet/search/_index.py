"""A BM25F index of tool definitions: fields weighted apart, updated tool by tool."""

from __future__ import annotations

import heapq
import importlib.util
import logging
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._associations import Associations, shipped_associations
from ._text import clauses, joined_terms, replacements, spelled, terms, weighed_terms, words

if TYPE_CHECKING:
    from ._meaning import Meanings, Vector

log = logging.getLogger("toolvet.search")

# A candidate's scores in the second stage (see ToolIndex.candidates).
Scores = tuple[float, float, float, float, float]
# The share of the catalog that may change before its statistics are taken anew.
REFRESH_SHARE = 0.1
# The fields of a tool definition, in the order of the weights below.
FIELDS = ("name", "description", "parameters", "parameter_text")


@dataclass(frozen=True)
class Weights:
    """How much a term counts in each field, how much each field's length evens out its counts
    (b), and how soon repeated terms stop adding (k1), tuned on the dev queries only; then the
    second stage's weights, each said where it was chosen."""

    field: tuple[float, ...] = (2.0, 1.0, 0.5, 0.6)
    b: tuple[float, ...] = (0.3, 0.75, 0.5, 0.75)
    k1: float = 0.9
    # The second stage ranks again the `rerank_depth` best by words by a sum of five scores: the
    # words' score over the best's (weight 1), the closeness of meaning scaled among them
    # (`meaning`), the share of the request's words (by their IDF) that the tool has
    # (`coverage`), the share of the tool's name that the request says (`name_coverage`), each
    # 0..1, and how strongly the request's other words point to the words of the tool's own name
    # (`association`, `Associations.score`), plus its server's share (`rerank_group`). The
    # weights are a linear ranker's (softmax over each request's candidates), learned with the
    # associations on the fresh sets of real servers fresh4 to fresh24, all looked at, and the
    # dev queries (tests/data/search/learn_associations.py): each set left out in turn, top-5
    # among the candidates 88.6% with the weights before (learned on dev alone), 88.9% learned
    # again without associations, 89.7% with them (5,499 requests).
    rerank_depth: int = 50
    meaning: float = 1.08
    coverage: float = 0.87
    name_coverage: float = 0.89
    association: float = 0.58
    # A request of several sentences is also searched sentence by sentence: a tool's score is
    # the best of its score for the whole and `clause` times its score for each sentence (a
    # task's steps, each said in a sentence, each find their tool). Chosen on dev requests
    # joined two by two (tests/data/search/learn_weights.py).
    clause: float = 0.6
    # A term found only in the values a request carries (a path, an id, a quoted string: what
    # the call's arguments will hold) counts for this share of its score. Chosen among 0, 0.15,
    # 0.3, 0.5 and 1 on dev (level) and the fresh sets already looked at (+0.7 to +1.2 points
    # of top-5 on fresh, fresh2, fresh3 and fresh4).
    value: float = 0.5
    # The tools of one server (a group) are also searched as one document: a request that says
    # what the app is ("our team knowledge base", "my budget app") in words that the server's
    # other tools use finds its tools. A tool's score gains `group` times its server's BM25
    # score over the best server's (0..1), for the tools with a word of the request: in the
    # first stage times the best words' score, in the second as it is. Chosen among 0, 0.3, 0.5,
    # 0.75 and 1 on fresh4 to fresh17, all looked at (4,090 requests; top-5 86.6%, 88.0%, 88.7%,
    # 89.1%, 89.2%; by words alone 83.3%, 85.8%, 86.3%, 86.1%, 85.7%); dev and held-out, whose
    # tools belong to no server, unchanged. The second stage's was learned since with its other
    # weights (`rerank_group`); the first stage, and a search by words alone, keep 0.75.
    group: float = 0.75
    rerank_group: float = 0.86


def fields_of(tool: Mapping[str, Any]) -> tuple[str, ...]:
    """The text of each field of a tool definition: its name, its description, its parameters'
    names, their descriptions and allowed values (nested properties included)."""
    names: list[str] = []
    texts: list[str] = []
    _walk_schema(tool.get("inputSchema"), names, texts, depth=0)
    return (str(tool.get("name", "")), str(tool.get("description") or ""),
            " ".join(names), " ".join(texts))


def meaning_text(tool: Mapping[str, Any]) -> str:
    """What a tool's meaning is taken from: its name in words, its description, its parameters'
    names."""
    name, description, parameters, _ = fields_of(tool)
    return f"{' '.join(words(name))}. {description} {parameters}"


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
    only what changed. A change recomputes, lazily, the scores of the changed tool's terms only;
    the catalog-wide statistics (tool count, average field lengths) are taken anew once the
    catalog has changed by a tenth (REFRESH_SHARE) since they were last taken.
    """

    def __init__(self, weights: Weights | None = None,
                 meanings: Meanings | bool | None = True,
                 associations: Associations | None = None) -> None:
        """`meanings`: the model of the second stage (True: the shipped one if installed, loaded
        when the first tool is put; None or False: rank by words alone). `associations`: the
        second stage's pairs of request words and name words (None: the shipped table)."""
        self.weights = weights or Weights()
        self.associations = associations or shipped_associations()
        self._shipped = meanings is True
        self._meanings = None if meanings is True else meanings or None
        self._vectors: dict[str, Vector] = {}  # key -> its meaning, with a model
        self._tools: dict[str, Mapping[str, Any]] = {}
        self._terms: dict[str, frozenset[str]] = {}  # key -> its terms
        self._name_terms: dict[str, frozenset[str]] = {}
        self._own_name_terms: dict[str, frozenset[str]] = {}  # without its group's words
        self._lengths: dict[str, tuple[int, ...]] = {}
        # term -> key -> (field, count) of each field the term is in
        self._postings: dict[str, dict[str, tuple[tuple[int, int], ...]]] = {}
        self._length_sums = [0] * len(FIELDS)
        # Lazily: the catalog-wide statistics (tool count, average length of each field), each
        # tool's field weights over its length norms, each term's score per tool.
        self._statistics: tuple[int, tuple[float, ...]] | None = None
        self._changes = 0  # tools put or removed since the statistics were taken
        self._scales: dict[str, tuple[float, ...]] = {}
        self._scores: dict[str, dict[str, float]] = {}
        # A retired tool's key -> the names of the tools its description says replace it; and
        # every `_`-joined tail of each key's spelling -> those keys, to find a name among them.
        self._retired: dict[str, tuple[str, ...]] = {}
        self._by_tail: dict[str, set[str]] = {}
        self._groups = _Groups()

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, key: object) -> bool:
        return key in self._tools

    def tool(self, key: str) -> Mapping[str, Any]:
        return self._tools[key]

    def group_of(self, key: str) -> str | None:
        """The server whose tools `key` is searched with (None: a group of its own)."""
        return self._groups.of(key)

    def put(self, key: str, tool: Mapping[str, Any], group: str | None = None) -> None:
        """Index `tool` under `key`, in place of what `key` held; `group` names the server whose
        tools are searched together with it (None: a group of its own)."""
        if self._tools.get(key) == tool and self._groups.of(key) == group:
            return
        self.remove(key)
        counts = [Counter(terms(text)) for text in fields_of(tool)]
        if group is not None:
            self._groups.add(key, group, sum(counts, Counter()))
        self._tools[key] = tool
        self._lengths[key] = tuple(sum(c.values()) for c in counts)
        for field, length in enumerate(self._lengths[key]):
            self._length_sums[field] += length
        found = frozenset().union(*counts)
        self._terms[key], self._name_terms[key] = found, frozenset(counts[0])
        self._own_name_terms[key] = frozenset(counts[0]) - frozenset(terms(group or ""))
        if self._shipped:
            self._meanings, self._shipped = shipped_meanings(), False
        if self._meanings is not None:
            self._vectors[key] = self._meanings.vector(meaning_text(tool))
        for term in found:
            in_fields = tuple((f, c[term]) for f, c in enumerate(counts) if term in c)
            self._postings.setdefault(term, {})[key] = in_fields
        description = tool.get("description")
        named = replacements(description) if isinstance(description, str) else ()
        if named:
            self._retired[key] = named
        for tail in _tails(key):
            self._by_tail.setdefault(tail, set()).add(key)
        self._changed(key, found)

    def remove(self, key: str) -> None:
        if key not in self._tools:
            return
        del self._tools[key]
        del self._name_terms[key]
        del self._own_name_terms[key]
        self._groups.remove(key)
        self._vectors.pop(key, None)
        self._retired.pop(key, None)
        for tail in _tails(key):
            named = self._by_tail[tail]
            named.discard(key)
            if not named:
                del self._by_tail[tail]
        for field, length in enumerate(self._lengths.pop(key)):
            self._length_sums[field] -= length
        gone = self._terms.pop(key)
        for term in gone:
            keys = self._postings[term]
            del keys[key]
            if not keys:
                del self._postings[term]
        self._changed(key, gone)

    def _changed(self, key: str, changed_terms: Iterable[str]) -> None:
        """Forget what a change to `key` (with `changed_terms`) made stale."""
        self._scales.pop(key, None)
        for term in changed_terms:
            self._scores.pop(term, None)
        self._changes += 1
        if self._statistics is not None and self._changes > REFRESH_SHARE * self._statistics[0]:
            self._statistics = None
            self._scales.clear()
            self._scores.clear()

    def sync(self, tools: Mapping[str, Mapping[str, Any]],
             groups: Mapping[str, str] | None = None) -> None:
        """Hold exactly `tools` (key -> definition), each in its group of `groups` (key ->
        server): the missing removed, the new or changed put."""
        for key in [key for key in self._tools if key not in tools]:
            self.remove(key)
        for key, tool in tools.items():
            self.put(key, tool, (groups or {}).get(key))

    def search(self, query: str, limit: int = 5,
               visible: Callable[[str], bool] | None = None) -> list[tuple[str, float]]:
        """The keys of the `limit` best tools for `query`, best first, with their scores; only
        keys for which `visible` holds are ranked (none other is ever returned). A tool whose
        description retires it in favour of another tool shown to the caller yields its place
        to that tool, and comes right after it."""
        if self._meanings is None:
            asked = self._asked(query)
            totals = self._with_groups(self._word_scores(asked), self._groups.shares(asked))
            best = self._best_by_words(totals, limit, visible)
            return self._replacements_first(best, limit, visible)
        mix = self.weights
        weights = (1.0, mix.meaning, mix.coverage, mix.name_coverage, mix.association)
        scored: dict[str, float] = {}
        for text, share in [(query, 1.0)] + [(part, mix.clause) for part in clauses(query)]:
            weighed = self._asked(text)
            groups = self._groups.shares(weighed)
            for key, scores in self._candidates(text, weighed, groups, limit, visible):
                score = sum(w * one for w, one in zip(weights, scores, strict=True))
                score = share * (score + mix.rerank_group * self._groups.share_of(key, groups))
                scored[key] = max(score, scored.get(key, score))
        best = heapq.nlargest(limit, scored.items(), key=_best)
        return self._replacements_first(best, limit, visible)

    def _replacements_first(self, best: list[tuple[str, float]], limit: int,
                            visible: Callable[[str], bool] | None) -> list[tuple[str, float]]:
        """`best` with each retired tool's replacement put in its place (at its score), the
        retired tool right after it, cut to `limit`."""
        if not self._retired:
            return best
        ranked: dict[str, float] = {}
        for key, score in best:
            replacement = self._replacement(key, visible)
            if replacement is not None and replacement not in ranked:
                ranked[replacement] = score
            ranked.setdefault(key, score)
        return list(ranked.items())[:limit]

    def _replacement(self, key: str, visible: Callable[[str], bool] | None) -> str | None:
        """The tool that `key`'s description names as its replacement, among those indexed and
        visible; of several of that name, the one whose key shares most of `key`'s (the same
        server's)."""
        for name in self._retired.get(key, ()):
            found = [other for other in self._by_tail.get(name, ())
                     if other != key and (visible is None or visible(other))]
            if found:
                return max(found, key=lambda other: (_shared_start(other, key), other))
        return None

    def _asked(self, query: str) -> dict[str, float]:
        """The terms of `query` with their weights (`weighed_terms`), and two neighbouring words
        joined where the catalog has them as one term (`joined_terms`)."""
        weighed = weighed_terms(query, self.weights.value)
        for term in joined_terms(query):
            if term in self._postings:
                weighed.setdefault(term, 1.0)
        return weighed

    def wanted_terms(self, query: str) -> list[str]:
        """The terms of what `query` asks for (not of the values it carries), as the second
        stage's associations read them."""
        return _wanted(self._asked(query))

    def own_name_terms(self, key: str) -> frozenset[str]:
        """The terms of a tool's name without its server's (the group's) words."""
        return self._own_name_terms[key]

    def group_shares(self, query: str) -> dict[str, float]:
        """Each server's share for `query` (its BM25 among the servers over the best's), for the
        servers with a word of it."""
        return dict(self._groups.shares(self._asked(query)))

    def candidates(self, query: str, limit: int = 5, visible: Callable[[str], bool] | None = None,
                   ) -> list[tuple[str, Scores]]:
        """What the second stage ranks for `query` (the best by words), each with its five
        scores: words, meaning, coverage, name coverage (each 0..1) and association (see
        Weights; their weighted sum ranks them). Needs a model."""
        weighed = self._asked(query)
        return self._candidates(query, weighed, self._groups.shares(weighed), limit, visible)

    def _candidates(self, query: str, weighed: Mapping[str, float], shares: Mapping[str, float],
                    limit: int, visible: Callable[[str], bool] | None,
                    ) -> list[tuple[str, Scores]]:
        totals = self._word_scores(weighed)
        chosen = self._with_groups(totals, shares)
        best = self._best_by_words(chosen, max(limit, self.weights.rerank_depth), visible)
        return self.scores_of(query, [key for key, _ in best], weighed, totals)

    def _with_groups(self, totals: dict[str, float], shares: Mapping[str, float],
                     ) -> dict[str, float]:
        """The words' scores of `totals` (the tools with a word of the request), each lifted by
        its server's share (`shares`, `_Groups.shares`) times `Weights.group` times the best
        words' score: the tools of the server a request describes come first among those."""
        if not shares or not totals:
            return totals
        lift = self.weights.group * max(totals.values())
        with_groups = dict(totals)
        for key, total in totals.items():
            with_groups[key] = total + lift * self._groups.share_of(key, shares)
        return with_groups

    def scores_of(self, query: str, keys: list[str], weighed: Mapping[str, float],
                  totals: Mapping[str, float],
                  ) -> list[tuple[str, Scores]]:
        """The five scores of each of `keys` for `query` (see `candidates`), given the request's
        weighed terms and the words' scores: the words' over the best of `keys`, the closeness
        of meaning scaled among them, the coverage of the request's words, the name's share
        said, and the request's words' association with the tool's own name. Needs a model."""
        assert self._meanings is not None
        if not keys:
            return []
        closeness = self._meanings.closeness(query, [self._vectors[key] for key in keys])
        low, spread = min(closeness), (max(closeness) - min(closeness)) or 1.0
        top = max(totals.get(key, 0.0) for key in keys) or 1.0
        idfs = {term: self._idf(term) for term in weighed}
        said, weight = frozenset(weighed), sum(idfs.values()) or 1.0
        wanted = _wanted(weighed)
        found = []
        for key, near in zip(keys, closeness, strict=True):
            has, name = self._terms[key], self._name_terms[key]
            coverage = sum(idf for term, idf in idfs.items() if term in has) / weight
            name_share = len(name & said) / len(name) if name else 0.0
            associated = self.associations.score(wanted, self._own_name_terms[key])
            found.append((key, (totals.get(key, 0.0) / top, (near - low) / spread, coverage,
                                name_share, associated)))
        return found

    @staticmethod
    def _best_by_words(totals: Mapping[str, float], limit: int,
                       visible: Callable[[str], bool] | None) -> list[tuple[str, float]]:
        """The `limit` best of `totals` (key -> words' score) for which `visible` holds."""
        shown: Iterable[tuple[str, float]] = totals.items()
        if visible is not None:
            shown = ((key, score) for key, score in shown if visible(key))
        return heapq.nlargest(limit, shown, key=_best)

    def _word_scores(self, asked: Mapping[str, float]) -> dict[str, float]:
        """Each tool with a term of `asked` (term -> its weight), by its BM25F score."""
        totals: dict[str, float] = {}
        for term, weight in asked.items():
            for key, score in self._term_scores(term).items():
                totals[key] = totals.get(key, 0.0) + weight * score
        return totals

    def _idf(self, term: str) -> float:
        """How rare `term` is among the tools (0 for a term no tool has)."""
        postings = self._postings.get(term)
        if not postings:
            return 0.0
        total = self._catalog_statistics()[0]
        return math.log(1 + max(total - len(postings) + 0.5, 0.5) / (len(postings) + 0.5))

    def _term_scores(self, term: str) -> dict[str, float]:
        scores = self._scores.get(term)
        if scores is None:
            scores = self._scores[term] = self._score_term(term)
        return scores

    def _catalog_statistics(self) -> tuple[int, tuple[float, ...]]:
        if self._statistics is None:
            total = max(len(self._tools), 1)
            averages = tuple(max(s / total, 1e-9) for s in self._length_sums)
            self._statistics, self._changes = (total, averages), 0
        return self._statistics

    def _scale(self, key: str) -> tuple[float, ...]:
        """A tool's field weights over its fields' length norms (BM25F)."""
        scale = self._scales.get(key)
        if scale is None:
            _, averages = self._catalog_statistics()
            weights, bs = self.weights.field, self.weights.b
            scale = self._scales[key] = tuple(
                w / (1 - b + b * length / average)
                for w, b, length, average in zip(
                    weights, bs, self._lengths[key], averages, strict=True
                )
            )
        return scale

    def _score_term(self, term: str) -> dict[str, float]:
        postings = self._postings.get(term)
        if not postings:
            return {}
        idf, k1 = self._idf(term), self.weights.k1
        scales, scale_of = self._scales, self._scale
        scores = {}
        for key, in_fields in postings.items():
            scale = scales.get(key) or scale_of(key)
            weighted = 0.0
            for field, count in in_fields:
                weighted += count * scale[field]
            scores[key] = idf * weighted / (k1 + weighted)
        return scores


class _Groups:
    """The servers' tools searched as one document per server: each group's term counts over
    all its tools' fields, scored by BM25 (k1 1.2, b 0.75) among the groups."""

    K1, B = 1.2, 0.75

    def __init__(self) -> None:
        self._group_of: dict[str, str] = {}  # key -> group
        self._added: dict[str, Counter[str]] = {}  # key -> what it added to its group
        self._sizes: dict[str, int] = {}  # group -> how many tools it holds
        self._counts: dict[str, Counter[str]] = {}  # group -> term -> count over its tools
        self._lengths: dict[str, int] = {}  # group -> its terms counted
        self._holding: dict[str, set[str]] = {}  # term -> the groups that have it

    def of(self, key: str) -> str | None:
        return self._group_of.get(key)

    def share_of(self, key: str, shares: Mapping[str, float]) -> float:
        """`key`'s group's share among `shares` (0 for a tool in no group)."""
        group = self._group_of.get(key)
        return shares.get(group, 0.0) if group is not None else 0.0

    def add(self, key: str, group: str, counts: Counter[str]) -> None:
        self._group_of[key], self._added[key] = group, counts
        self._sizes[group] = self._sizes.get(group, 0) + 1
        held = self._counts.setdefault(group, Counter())
        held.update(counts)
        self._lengths[group] = self._lengths.get(group, 0) + counts.total()
        for term in counts:
            self._holding.setdefault(term, set()).add(group)

    def remove(self, key: str) -> None:
        group = self._group_of.pop(key, None)
        if group is None:
            return
        held, added = self._counts[group], self._added.pop(key)
        self._lengths[group] -= added.total()
        for term, count in added.items():
            held[term] -= count
            if held[term] <= 0:
                del held[term]
                self._holding[term].discard(group)
                if not self._holding[term]:
                    del self._holding[term]
        self._sizes[group] -= 1
        if not self._sizes[group]:
            del self._sizes[group], self._counts[group], self._lengths[group]

    def shares(self, asked: Mapping[str, float]) -> dict[str, float]:
        """Each group with a term of `asked`, by its BM25 score over the best group's (0..1)."""
        total = len(self._counts)
        if total < 2:
            return {}
        average = sum(self._lengths.values()) / total or 1.0
        scores: dict[str, float] = {}
        for term, weight in asked.items():
            holding = self._holding.get(term, ())
            if not holding:
                continue
            rarity = math.log(1 + (total - len(holding) + 0.5) / (len(holding) + 0.5))
            for group in holding:
                count = self._counts[group][term]
                norm = 1 - self.B + self.B * self._lengths[group] / average
                scores[group] = scores.get(group, 0.0) + weight * rarity * count * (
                    self.K1 + 1) / (count + self.K1 * norm)
        top = max(scores.values(), default=0.0)
        return {group: score / top for group, score in scores.items()} if top else {}


def _tails(key: str) -> list[str]:
    """Each `_`-joined tail of `key`'s spelling: `slack__Slack_GetMessages` ->
    getmessages, slack_getmessages, _slack_getmessages, slack__slack_getmessages."""
    parts = spelled(key).split("_")
    return ["_".join(parts[start:]) for start in range(len(parts))]


def _shared_start(one: str, other: str) -> int:
    count = 0
    for a, b in zip(one, other, strict=False):
        if a != b:
            break
        count += 1
    return count


def _best(item: tuple[str, float]) -> tuple[float, str]:
    return item[1], item[0]


def _wanted(weighed: Mapping[str, float]) -> list[str]:
    """The terms of a request's words, not of its values (see `weighed_terms`)."""
    return [term for term, share in weighed.items() if share == 1.0]


@lru_cache(maxsize=1)
def shipped_meanings() -> Meanings | None:
    """The model that the installed `wordllama` package ships in its wheel (loaded once, from its
    files; nothing is downloaded), or None without the package (the `search` extra installs it)."""
    from . import _meaning  # numpy and the tokenizer load only when they will be used

    spec = importlib.util.find_spec("wordllama")
    folders = list(spec.submodule_search_locations or ()) if spec else []
    if not folders or not (Path(folders[0]) / _meaning.WEIGHTS).is_file():
        log.info("tool search ranks by words only: toolvet[search] adds closeness of meaning")
        return None
    return _meaning.Meanings(Path(folders[0]))
