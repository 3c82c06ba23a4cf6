"""Find the declared names closest to a misspelled one: `qeury` → `query`, `maxResults` → `max_results`."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def _folded(name: str) -> str:
    return name.replace("_", "").replace("-", "").casefold()


def closest_names(
    name: str, candidates: Iterable[str], n: int = 3, cutoff: float = 0.7
) -> list[str]:
    """The candidates most likely meant by `name`, best first; empty when none is close.

    Names equal but for case, `_` and `-` come first; then difflib's ratio above `cutoff`.
    """
    pool = [c for c in dict.fromkeys(candidates) if c != name]
    folded = _folded(name)
    exact = [c for c in pool if _folded(c) == folded]
    rest = [c for c in pool if c not in exact]
    fuzzy = difflib.get_close_matches(name, rest, n=n, cutoff=cutoff)
    if len(fuzzy) < n:
        lowered = {c.casefold(): c for c in rest if c not in fuzzy}
        for match in difflib.get_close_matches(name.casefold(), list(lowered), n=n, cutoff=cutoff):
            fuzzy.append(lowered[match])
    return (exact + fuzzy)[:n]
