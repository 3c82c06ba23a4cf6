"""The one exception the config layer raises, and the near-miss finder its messages use."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence


class ConfigError(Exception):
    """A servers.json that cannot be used: every problem found, one self-contained line each.

    Each line names the file, the key path (``mcpServers.notes.validation.mode``), what is
    wrong and what would be right. ``problems`` holds the lines; ``str(error)`` joins them.
    ``warnings`` holds what a successful load would have put in ``Config.warnings``.
    """

    def __init__(
        self,
        problems: str | Sequence[str],
        *,
        source: str | None = None,
        warnings: Sequence[str] = (),
    ) -> None:
        self.problems: list[str] = [problems] if isinstance(problems, str) else list(problems)
        self.source = source
        self.warnings: list[str] = list(warnings)
        super().__init__("\n".join(self.problems))


ConfigError.__module__ = "toolvet.config"


def _folded(name: str) -> str:
    return name.replace("_", "").replace("-", "").casefold()


def _one_edit_apart(a: str, b: str) -> bool:
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


def closest(name: str, candidates: Iterable[str], *, cutoff: float = 0.8) -> str | None:
    """The candidate `name` is most likely a typo of, or None when none is close enough.

    Comparison ignores case, ``_`` and ``-`` (``Validation``, ``unknown-arguments``); beyond
    that a candidate matches when it is one edit away (``mdoe`` → ``mode``, ``arg`` → ``args``)
    or difflib's ratio reaches `cutoff` (``valdation`` → ``validation``).
    """
    pool = [c for c in dict.fromkeys(candidates) if c != name]
    folded = _folded(name)
    by_fold = {_folded(c): c for c in pool}
    if folded in by_fold:
        return by_fold[folded]
    for candidate in pool:
        if _one_edit_apart(folded, _folded(candidate)):
            return candidate
    matches = difflib.get_close_matches(folded, list(by_fold), n=1, cutoff=cutoff)
    return by_fold[matches[0]] if matches else None
