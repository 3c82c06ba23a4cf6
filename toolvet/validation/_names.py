"""Find the names closest to a misspelled one: `qeury` → `query`, `maxResults` → `max_results`.

The one near-miss engine of toolvet, behind every "did you mean": argument names (where a single
close name is a repair), tool and server names, and servers.json's keys and values."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def folded(name: str) -> str:
    """`name` with case, `_` and `-` set aside: `Max-Results` and `max_results` fold alike."""
    return name.replace("_", "").replace("-", "").casefold()


def one_edit_apart(a: str, b: str) -> bool:
    """True when one insertion, deletion, substitution or adjacent swap turns a into b."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def closest_names(
    name: str,
    candidates: Iterable[str],
    n: int = 3,
    cutoff: float = 0.7,
    *,
    within_one_edit: bool = False,
) -> list[str]:
    """The candidates most likely meant by `name`, best first; empty when none is close.

    Names equal but for case, `_` and `-` come first; with `within_one_edit`, then the names one
    edit away from it, however short (`mdoe` → `mode`, which difflib's ratio misses); then the
    names whose difflib ratio to it reaches `cutoff`.
    """
    pool = [c for c in dict.fromkeys(candidates) if c != name]
    key = folded(name)
    found = [c for c in pool if folded(c) == key]
    if within_one_edit:
        found += [c for c in pool if c not in found and one_edit_apart(key, folded(c))]
    rest = [c for c in pool if c not in found]
    fuzzy = difflib.get_close_matches(name, rest, n=n, cutoff=cutoff)
    if len(fuzzy) < n:
        lowered = {c.casefold(): c for c in rest if c not in fuzzy}
        for match in difflib.get_close_matches(name.casefold(), list(lowered), n=n, cutoff=cutoff):
            fuzzy.append(lowered[match])
    return (found + fuzzy)[:n]
