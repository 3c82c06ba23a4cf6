"""Experiment: more scores per candidate for tool search's second stage (issue 32). Dev only.

    .venv/bin/python scripts/rerank_features_experiment.py [--singles]

Each dev request's candidates (ToolIndex.candidates: BM25F's best 50, the shipped four scores)
get more scores, cheap to compute in process (FEATURES), each also scaled among the request's
candidates from 0 (the lowest) to 1 (the highest) as the meaning score is (the name + "_mm").
learn_weights.py's ranker (softmax over each request's candidates, Adam) is fitted on them and
cross-validated with its folds (5, by tool). Printed: each fold's and the mean top-1 / top-5 of
the shipped four scores and of the best set (BEST), the requests gained and lost against the four
(a two-sided sign test), and the time to compute the extra scores for one request.
`--singles` also prints each score added alone to the four. Never reads the held-out or fresh
queries.

Outcome (2026-11-29, 1,429 dev requests, 1,294 tools; the right tool a candidate for 96.3%):
- the four scores (CV): mean top-1 / top-5 70.4 / 89.5.
- one score added to the four (raw): per-field BM25 (name, description, parameter names,
  parameter text), per-field IDF coverage, the request's first content word in the tool's name,
  bigram overlap, BM25 rank, name coverage by IDF, closeness of meaning to the name alone and
  to the description alone, raw cosine, description length, parameter count, required parameters
  named, words' score over the request's IDF, meaning rank, the tool's words (by IDF) that the
  request says, the tool's last name word said: each within -0.3..+0.3 of top-5 (the best,
  the last name word, 89.8).
- all 32 linear (raw or standardised, 400 to 3,000 Adam steps, L2 1e-3..3e-2): top-5 88.6 to
  89.0 (worse), top-1 70.6 to 71.0; a one-hidden-layer network (8 tanh units) over all: 88.9 /
  68.9; a smooth rank loss in place of the softmax: worse; six pairwise products: 90.5 / 71.4.
- soft coverage (each request word's best cosine to a tool word, wordllama's word vectors,
  weighted by IDF) and the coverages scaled among the candidates help most. BEST (the four +
  count coverage scaled, IDF coverage scaled, soft coverage scaled, the tool name's soft
  coverage by the request): mean top-1 72.3 (+1.9), top-5 90.4 (+0.9); top-5 18 requests gained,
  7 lost (p 0.04), top-1 48 gained, 19 lost (p 0.0006). A greedy forward selection over all 84
  (optimistic: chosen on these folds) reached 72.4 / 90.5. Short of the +1.0 point of top-5
  asked for adoption (by fold, top-5 -0.7 on one of the five): not adopted.
- cost: BEST's extra scores as written here (a request's words encoded one by one, two small
  products per candidate) add a median 3.7 ms a request on this shared two-core machine, where
  ToolIndex.search over 5,176 tools (the catalog under server prefixes, the dev requests) has a
  p50 of 1.4-1.5 ms: batched, it would be less, but not free.
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.data.search import evaluation, learn_weights  # noqa: E402
from toolvet.search import ToolIndex  # noqa: E402
from toolvet.search._index import fields_of  # noqa: E402
from toolvet.search._text import STOPWORDS, stem, terms, weighed_terms, words  # noqa: E402

Array = npt.NDArray[np.float64]
Ids = npt.NDArray[np.int64]
FEATURES = (
    "words", "meaning", "coverage", "name_coverage",  # the shipped four
    "bm25_name", "bm25_description", "bm25_parameters", "bm25_parameter_text",
    "coverage_name", "coverage_description", "coverage_parameters", "coverage_parameter_text",
    "first_in_name", "bigrams", "inverse_rank", "name_idf_coverage",
    "meaning_name", "meaning_description", "cosine", "description_length",
    "parameter_count", "required_said", "words_over_idf", "inverse_meaning_rank",
    "count_coverage", "first_in_tool", "a_required_said", "last_name_word_said",
    "description_said", "name_description_said", "tool_said", "unsaid_idf",
    "soft_coverage", "soft_coverage_name", "soft_coverage_description", "name_soft_said",
)
BEST = ("count_coverage_mm", "coverage_mm", "soft_coverage_mm", "name_soft_said")
FOUR = FEATURES[:4]


class Tools:
    """What the extra scores need of each tool beyond the index: its name's and description's
    meanings, bigrams, required parameters' terms, and its words as rows of a word table."""

    def __init__(self, index: ToolIndex, tools: list[dict[str, Any]]) -> None:
        assert index._meanings is not None
        self.meanings = index._meanings
        self.vocabulary: dict[str, int] = {}
        self.vectors: list[Any] = []
        self.per_tool: dict[str, dict[str, Any]] = {}
        for tool in tools:
            name, description, parameters, _ = fields_of(tool)
            schema = tool.get("inputSchema") or {}
            self.per_tool[tool["name"]] = {
                "name_vector": self.meanings.vector(" ".join(words(name))),
                "description_vector": self.meanings.vector(description),
                "name_terms": terms(name),
                "description_terms": frozenset(terms(description)),
                "bigrams": _bigrams(terms(name)) | _bigrams(terms(description)),
                "required": [frozenset(terms(str(each))) for each in schema.get("required") or ()
                             if terms(str(each))],
                "parameter_count": len(schema.get("properties") or {}),
                "name_words": self._ids(name),
                "description_words": self._ids(description),
                "all_words": self._ids(f"{name} {description} {parameters}"),
            }
        self.table = np.stack(self.vectors)

    def _ids(self, text: str) -> Ids:
        """The rows of `text`'s words (stopwords out) in the word table."""
        found = []
        for word in dict.fromkeys(each for each in words(text) if each not in STOPWORDS):
            if word not in self.vocabulary:
                self.vocabulary[word] = len(self.vectors)
                self.vectors.append(self.meanings.vector(word))
            found.append(self.vocabulary[word])
        return np.array(found, dtype=np.int64)


def _bigrams(items: Sequence[str]) -> set[tuple[str, str]]:
    return set(itertools.pairwise(items))


class Request:
    """One request's terms, their IDF, its meaning and its words' vectors."""

    def __init__(self, index: ToolIndex, tools: Tools, text: str) -> None:
        self.weighed = weighed_terms(text, index.weights.value)
        self.idfs = {term: index._idf(term) for term in self.weighed}
        self.idf_sum = sum(self.idfs.values()) or 1.0
        self.said = frozenset(self.weighed)
        ordered = terms(text)
        self.first = ordered[0] if ordered else ""
        self.bigrams = _bigrams(list(self.weighed))
        self.vector = tools.meanings.vector(text)
        found = list(dict.fromkeys(word for word in words(text) if word not in STOPWORDS))
        self.word_vectors = (np.stack([tools.meanings.vector(word) for word in found]) if found
                             else np.zeros((0, tools.table.shape[1])))
        self.word_idfs = np.array([index._idf(stem(word)) or 1.0 for word in found])

    def soft(self, tools: Tools, ids: Ids) -> tuple[float, float]:
        """Each request word's best cosine to a word of `ids`, weighted by IDF; and each word of
        `ids`'s best cosine to a request word, averaged."""
        if not len(ids) or not len(self.word_idfs):
            return 0.0, 0.0
        cosines = self.word_vectors @ tools.table[ids].T
        total = float(self.word_idfs.sum()) or 1.0
        return float(self.word_idfs @ cosines.max(axis=1)) / total, float(
            cosines.max(axis=0).mean())


def _field_scores(index: ToolIndex, request: Request, key: str) -> tuple[list[float], list[float]]:
    """Each field's BM25 alone, and each field's share of the request's IDF."""
    bm25, covered = [0.0] * 4, [0.0] * 4
    scale, k1 = index._scale(key), index.weights.k1
    for term, idf in request.idfs.items():
        for field, count in index._postings.get(term, {}).get(key, ()):
            weighted = count * scale[field]
            bm25[field] += request.weighed[term] * idf * weighted / (k1 + weighted)
            covered[field] += idf / request.idf_sum
    return bm25, covered


def _said_share(index: ToolIndex, group: frozenset[str], said: frozenset[str]) -> float:
    total = sum(index._idf(term) for term in group) or 1.0
    return sum(index._idf(term) for term in group if term in said) / total


def _row(index: ToolIndex, tools: Tools, request: Request, place: int, key: str,
         four: Sequence[float]) -> list[float]:
    """One candidate's scores, in the order of FEATURES (those scaled among the candidates are
    raw here: `features` scales them)."""
    tool, said = tools.per_tool[key], request.said
    bm25, covered = _field_scores(index, request, key)
    name_terms, has = index._name_terms[key], index._terms[key]
    required = tool["required"]
    required_said = sum(bool(each & said) for each in required) / len(required) if required else 0
    named = tool["name_terms"]
    name_description = tool["description_terms"] | name_terms
    return [
        *four, *bm25, *covered,
        float(request.first in name_terms),
        len(request.bigrams & tool["bigrams"]) / len(request.bigrams) if request.bigrams else 0.0,
        1.0 / (1 + place), _said_share(index, name_terms, said),
        float(tool["name_vector"] @ request.vector),
        float(tool["description_vector"] @ request.vector),
        float(index._vectors[key] @ request.vector),
        math.log1p(len(tool["description_terms"])), math.log1p(tool["parameter_count"]),
        required_said, 0.0, 0.0, len(said & has) / (len(said) or 1),
        float(request.first in has), float(required_said > 0),
        float(bool(named) and named[-1] in said),
        _said_share(index, tool["description_terms"], said),
        _said_share(index, name_description, said), _said_share(index, has, said),
        math.log1p(sum(index._idf(term) for term in name_description if term not in said)),
        request.soft(tools, tool["all_words"])[0], request.soft(tools, tool["name_words"])[0],
        request.soft(tools, tool["description_words"])[0],
        request.soft(tools, tool["name_words"])[1],
    ]


def features(index: ToolIndex, tools: Tools, text: str) -> tuple[list[str], Array]:
    """The candidates for `text` and their scores: FEATURES, then each scaled among them."""
    found = index.candidates(text)
    if not found:
        return [], np.zeros((0, 2 * len(FEATURES)))
    request = Request(index, tools, text)
    rows = np.array([_row(index, tools, request, place, key, scores[:4])
                     for place, (key, scores) in enumerate(found)])  # (not the association)
    totals = index._word_scores(request.weighed)
    rows[:, FEATURES.index("words_over_idf")] = [
        totals.get(key, 0.0) / request.idf_sum for key, _ in found]
    cosines = rows[:, FEATURES.index("cosine")]
    rank = np.empty(len(found))
    rank[np.argsort(-cosines, kind="stable")] = np.arange(len(found))
    rows[:, FEATURES.index("inverse_meaning_rank")] = 1.0 / (1 + rank)
    for field in range(4):
        column = FEATURES.index("bm25_name") + field
        rows[:, column] /= rows[:, column].max() or 1.0
    low, high = rows.min(axis=0), rows.max(axis=0)
    scaled = (rows - low) / np.where(high > low, high - low, 1.0)
    return [key for key, _ in found], np.concatenate([rows, scaled], axis=1)


def dataset(index: ToolIndex, tools: Tools, asked: list[evaluation.Query],
            ) -> tuple[Array, npt.NDArray[np.bool_], npt.NDArray[np.int64], list[float]]:
    """learn_weights.candidate_scores with every score; and the seconds each request took."""
    found, seconds = [], []
    for query in asked:
        started = time.perf_counter()
        found.append(features(index, tools, query.text))
        seconds.append(time.perf_counter() - started)
    depth = max(len(keys) for keys, _ in found)
    scores = np.zeros((len(asked), depth, 2 * len(FEATURES)))
    real = np.zeros((len(asked), depth), dtype=bool)
    right = np.full(len(asked), -1)
    for number, (query, (keys, rows)) in enumerate(zip(asked, found, strict=True)):
        scores[number, :len(keys)], real[number, :len(keys)] = rows, True
        if query.tool in keys:
            right[number] = keys.index(query.tool)
    return scores, real, right, seconds


def cv_ranks(scores: Array, real: npt.NDArray[np.bool_], right: npt.NDArray[np.int64],
             folds: npt.NDArray[np.int64], l2: float) -> npt.NDArray[np.int64]:
    """Each request's right tool's place (0 first; 99 not a candidate), ranked by weights
    fitted on the other folds (learn_weights.fit)."""
    places = np.full(len(right), 99)
    for fold in range(learn_weights.FOLDS):
        fitted = learn_weights.fit(scores[folds != fold], real[folds != fold],
                                   right[folds != fold], l2=l2)
        inside = np.flatnonzero(folds == fold)
        order = np.argsort(-np.where(real[inside], scores[inside] @ fitted, -np.inf), axis=1,
                           kind="stable")
        for row, number in zip(order, inside, strict=True):
            if right[number] >= 0:
                places[number] = int(np.flatnonzero(row == right[number])[0])
    return places


def best_cost(index: ToolIndex, tools: Tools, asked: list[evaluation.Query]) -> float:
    """The median seconds that BEST's extra scores add to a request (its candidates already
    found): the request's words' vectors, and for each candidate its soft coverages and the
    share of the request's terms it has (IDF coverage is one of the four)."""
    seconds = []
    for query in asked:
        keys = [key for key, _ in index.candidates(query.text)]
        started = time.perf_counter()
        request = Request(index, tools, query.text)
        for key in keys:
            tool = tools.per_tool[key]
            request.soft(tools, tool["all_words"])
            request.soft(tools, tool["name_words"])
            _ = len(request.said & index._terms[key]) / (len(request.said) or 1)
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds)


def sign_test(gained: int, lost: int) -> float:
    """Two-sided p of a sign test."""
    total = gained + lost
    tail = sum(math.comb(total, k) for k in range(min(gained, lost) + 1)) / 2**total
    return min(1.0, 2 * tail)


def describe(label: str, places: npt.NDArray[np.int64], folds: npt.NDArray[np.int64],
             baseline: npt.NDArray[np.int64] | None = None) -> None:
    rates = [((places[folds == fold] == 0).mean(), (places[folds == fold] < 5).mean())
             for fold in range(learn_weights.FOLDS)]
    mean = np.mean(rates, axis=0)
    line = (f"{label}: top-1 / top-5 by fold "
            + ", ".join(f"{one:.1%} / {five:.1%}" for one, five in rates)
            + f"; mean {mean[0]:.1%} / {mean[1]:.1%}")
    if baseline is not None:
        for cut, name in ((5, "top-5"), (1, "top-1")):
            gained = int(((places < cut) & (baseline >= cut)).sum())
            lost = int(((places >= cut) & (baseline < cut)).sum())
            line += f"; {name} +{gained} -{lost} (p {sign_test(gained, lost):.3f})"
    print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--singles", action="store_true", help="each score added alone")
    parser.add_argument("--l2", type=float, default=1e-2)
    arguments = parser.parse_args()
    catalog = evaluation.catalog()
    index = ToolIndex()
    for tool in catalog:
        index.put(tool["name"], tool)
    tools = Tools(index, catalog)
    asked = evaluation.queries("dev")
    scores, real, right, seconds = dataset(index, tools, asked)
    folds = np.array([learn_weights.fold_of(query.tool) for query in asked])
    names = list(FEATURES) + [f"{name}_mm" for name in FEATURES]
    print(f"{len(asked)} dev requests; the right tool a candidate for {(right >= 0).mean():.1%};"
          f" all scores of one request's candidates: median {statistics.median(seconds) * 1e3:.2f}"
          " ms (candidates included)")
    print(f"BEST's extra scores alone: median {best_cost(index, tools, asked) * 1e3:.2f} ms a"
          " request (as written here, unoptimised)")
    four = [names.index(name) for name in FOUR]
    baseline = cv_ranks(scores[:, :, four], real, right, folds, l2=1e-3)
    describe("the four (as learn_weights.py)", baseline, folds)
    best = four + [names.index(name) for name in BEST]
    describe("the four + " + ", ".join(BEST), cv_ranks(scores[:, :, best], real, right, folds,
                                                     arguments.l2), folds, baseline)
    if arguments.singles:
        for column, name in enumerate(names):
            if column not in four:
                places = cv_ranks(scores[:, :, [*four, column]], real, right, folds, arguments.l2)
                describe(f"the four + {name}", places, folds, baseline)


if __name__ == "__main__":
    main()
