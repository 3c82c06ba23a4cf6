"""Costly patterns run only around a word that every match of theirs holds, not over a whole text."""

from __future__ import annotations

from re import _parser  # type: ignore[attr-defined]  # the stdlib's parser: a pattern's width

import hyperscan

from toolvet.content._databases import compiled


def width(pattern: str) -> int:
    """The most bytes a match of `pattern` (over UTF-8 bytes) can span."""
    most = _parser.parse(pattern.encode()).getwidth()[1]
    if most >= _parser.MAXREPEAT:
        raise ValueError(f"a pattern run around a word must be bounded: {pattern[:80]}")
    return int(most)


class Around:
    """A feature's `patterns`, each of whose matches holds a match of `word`: a scan finds where
    `word` ends (with the other patterns of its pass) and `ends` runs `patterns` only around those
    ends. What it finds is what a scan of the whole text finds. A match spans at most `reach`
    bytes, so it lies within `reach` of a word it holds; and a part scanned begins more than
    `reach` bytes before its first word and ends `reach` bytes after its last, so no match can
    begin or end at a part's edge, the one place where `^`, `\\b` or `$` would see otherwise
    than in the whole text."""

    def __init__(self, feature: str, word: str, patterns: tuple[str, ...], flags: int) -> None:
        self.feature, self.word = feature, word
        self.reach = max(map(width, patterns))
        self.database = compiled([p.encode() for p in patterns], list(range(len(patterns))),
                                 [flags] * len(patterns))

    def ends(self, data: bytes, word_ends: list[int], scratch: hyperscan.Scratch) -> list[int]:
        """Where the patterns' matches end in `data` (sorted, each once), given where `word`'s
        matches end in it (every one of them)."""
        found: set[int] = set()
        shift = 0

        def on_match(_ident: int, _start: int, end: int, _flags: int, _ctx: object) -> None:
            found.add(end + shift)

        for start, stop in self._parts(len(data), word_ends):
            shift = start
            self.database.scan(data[start:stop], match_event_handler=on_match, scratch=scratch)
        return sorted(found)

    def _parts(self, size: int, word_ends: list[int]) -> list[tuple[int, int]]:
        """The parts of a text of `size` bytes to scan: `reach` + 1 bytes before each end to
        `reach` after it, parts that overlap joined."""
        parts: list[tuple[int, int]] = []
        for end in sorted(word_ends):
            start, stop = max(end - self.reach - 1, 0), min(end + self.reach, size)
            if parts and start <= parts[-1][1]:
                parts[-1] = (parts[-1][0], stop)
            else:
                parts.append((start, stop))
        return parts
