"""The one exception the config layer raises, and the near-miss finder its messages use."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from toolvet.validation import closest_names


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


def closest(name: str, candidates: Iterable[str], *, cutoff: float = 0.8) -> str | None:
    """The candidate `name` is most likely a typo of, or None when none is close enough.

    Comparison ignores case, ``_`` and ``-`` (``Validation``, ``unknown-arguments``); beyond
    that a candidate matches when it is one edit away (``mdoe`` → ``mode``, ``arg`` → ``args``)
    or difflib's ratio reaches `cutoff` (``valdation`` → ``validation``).
    """
    near = closest_names(name, candidates, n=1, cutoff=cutoff, within_one_edit=True)
    return near[0] if near else None
