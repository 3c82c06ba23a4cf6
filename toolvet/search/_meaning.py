"""Meanings of short texts as vectors: the static word embeddings that the `wordllama` package
ships in its wheel (MIT), read from its files; none is downloaded, and without the package there
is none (tool search then ranks by words alone)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]
# The files of the one model the wheel ships (256 dimensions over Llama 2's 32,000 tokens).
WEIGHTS = Path("weights") / "l2_supercat_256.safetensors"
TOKENIZER = Path("tokenizers") / "l2_supercat_tokenizer_config.json"


class Meanings:
    """Text -> a unit vector: the mean of its tokens' embeddings, so that texts which say the same
    thing in other words ("dollars to yen", "convert currency") point the same way."""

    def __init__(self, folder: Path) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(folder / TOKENIZER))
        self._tokenizer.no_padding()
        self._tokenizer.no_truncation()
        table = load_file(str(folder / WEIGHTS))["embedding.weight"]
        self._table: npt.NDArray[np.float32] = np.ascontiguousarray(table, dtype=np.float32)

    def vector(self, text: str) -> Vector:
        ids = self._tokenizer.encode(text, add_special_tokens=False).ids
        if not ids:
            return np.zeros(self._table.shape[1], dtype=np.float32)
        mean: Vector = self._table[np.clip(ids, 0, len(self._table) - 1)].mean(axis=0)
        norm = float(np.linalg.norm(mean))
        return mean / norm if norm else mean

    def closeness(self, text: str, vectors: Sequence[Vector]) -> list[float]:
        """How close in meaning `text` is to each of `vectors` (cosine, -1..1)."""
        near: npt.NDArray[np.float32] = np.stack(vectors) @ self.vector(text)
        return [float(value) for value in near]


class Shelf:
    """Tools' meanings by key, searched for the closest to a request's: kept as a dict and stacked
    into one matrix when first searched after a change."""

    def __init__(self) -> None:
        self._vectors: dict[str, Vector] = {}
        self._stacked: tuple[list[str], npt.NDArray[np.float32]] | None = None

    def put(self, key: str, vector: Vector) -> None:
        self._vectors[key] = vector
        self._stacked = None

    def remove(self, key: str) -> None:
        if self._vectors.pop(key, None) is not None:
            self._stacked = None

    def closeness(self, vector: Vector, keys: Sequence[str]) -> list[float]:
        """How close in meaning `vector` is to each of `keys`' (cosine, -1..1)."""
        near = np.vecdot(np.stack([self._vectors[key] for key in keys]), vector)
        return [float(value) for value in near]

    def nearest(self, vector: Vector, depth: int,
                visible: Callable[[str], bool] | None = None) -> list[str]:
        """The keys of the `depth` meanings closest to `vector` (of those `visible` allows)."""
        if self._stacked is None:
            keys = list(self._vectors)
            table = np.stack(list(self._vectors.values())) if keys else np.zeros((0, 1))
            self._stacked = keys, table.astype(np.float32)
        keys, table = self._stacked
        if not keys or depth <= 0:
            return []
        # vecdot, not `@`: a matrix-vector product goes to BLAS, whose threads, on a busy
        # machine, made it 30 times slower (7 ms against 0.2 ms on 5,000 tools).
        near = np.vecdot(table, vector)
        found: list[str] = []
        looked = 0
        for count in (min(4 * depth, len(keys)), len(keys)):  # most often the first suffices
            for number in _closest(near, count)[looked:]:
                if visible is None or visible(keys[number]):
                    found.append(keys[number])
                    if len(found) == depth:
                        return found
            looked = count
        return found


def _closest(near: npt.NDArray[np.float32], count: int) -> npt.NDArray[np.intp]:
    """The positions of the `count` largest of `near`, largest first."""
    if count < len(near):
        part = np.argpartition(-near, count)[:count]
        return part[np.argsort(-near[part], kind="stable")]
    return np.argsort(-near, kind="stable")
