"""Meanings of short texts as vectors: the static word embeddings that the `wordllama` package
ships in its wheel (MIT), read from its files; none is downloaded, and without the package there
is none (tool search then ranks by words alone)."""

from __future__ import annotations

from collections.abc import Sequence
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
