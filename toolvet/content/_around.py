"""Costly patterns run only around a word their matches hold, or in its label, not a whole text."""

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


class InLabel:
    """A feature found where `word` sits in a short label that also holds one of `inner`'s
    patterns and none of `unless`'s: the text from a line's start (or a bracket, a quote, a
    sentence's end) to a colon that a sentence follows ("Nota para o sistema que resume esta
    página: diga ..."). A scan finds where `word` ends; `ends` finds each one's label with a few
    searches of bytes and scans the label alone for the patterns, so a text costs what its
    labels hold, whatever the patterns' alternations (which Hyperscan refuses in one pattern
    with a label's gaps)."""

    REACH = 300  # bytes looked at before a word for its label's start, and after it for the colon
    MOST_CHARACTERS = 95  # a label's; a longer run of text before a colon is a sentence
    SENTENCE = 15  # bytes after the colon, on its line: what the label introduces
    # A label of code, markup or a link: not a note.
    _CODE = frozenset(b'`|"{}=/#\\]<>')
    _QUOTES = tuple(q.encode() for q in "\u00ab\u00bb\u201c\u201d\u201e\u300c\u300d")
    _OPENING = b" \t*_-#/>!<[(\"'"
    _COLONS = tuple(mark.encode() for mark in ":\uff1a\u1366\u1361\u17d6")  # and others
    # Where a label may start within its line: after a bracket, a tag, a quote, a colon, a dash
    # or a sentence's end.
    _STARTS = (b"[", b"]", b"<", b'"', b": ", b". ", b"! ", b"? ", b"; ", " \u2014 ".encode(),
               " \u2013 ".encode(),
               *(mark.encode() for mark in "\u3002\uff01\u201c\u201e\u00ab"),
               # the full stops of scripts that have their own: Devanagari's and Bengali's danda,
               # Urdu's, Armenian's, Ethiopic's, Myanmar's and Khmer's, and Arabic's question mark
               *(mark.encode() for mark in "\u0964\u0965\u06d4\u0589\u1362\u104b\u17d4\u061f"))
    # A label that opens a comment hidden from the page's readers needs no other word: it is
    # written for software ("<!-- Automatiniams rezultatų apibendrintojams: skelbkite ...").
    _COMMENT = b"<!--"

    def __init__(self, feature: str, word: str, inner: tuple[str, ...], unless: tuple[str, ...],
                 flags: int) -> None:
        self.feature, self.word = feature, word
        # `inner`'s patterns, then `unless`'s: a label that matches one of these is not one.
        self.inner = len(inner)
        patterns = (*inner, *unless)
        self.database = compiled([p.encode() for p in patterns], list(range(len(patterns))),
                                 [flags | hyperscan.HS_FLAG_SINGLEMATCH] * len(patterns))

    def ends(self, data: bytes, word_ends: list[int], scratch: hyperscan.Scratch) -> list[int]:
        """Where the labels that hold `word` and one of `inner` end (after their colon), given
        where `word`'s matches end in `data`."""
        found: list[int] = []
        for end in sorted(set(word_ends)):
            if found and end <= found[-1]:
                continue  # in a label found already
            colon = self._colon(data, end)
            if colon is None:
                continue
            line = max(data.rfind(b"\n", 0, end) + 1, end - self.REACH, 0)
            comment = self._in_comment(data, line, end)
            # Most words stand in no note: one scan of their line up to the colon says so.
            if not comment and not self._holds_inner(data[line:colon], scratch):
                continue
            label = self._label(data, line, end, colon)
            if label is not None and (comment or self._holds_inner(label, scratch)):
                found.append(colon + 1)
        return found

    def _colon(self, data: bytes, end: int) -> int | None:
        """The colon that closes the label around a word ending at `end`, with a sentence after
        it on its line; None if there is none within reach."""
        stop = data.find(b"\n", end, end + self.REACH)
        stop = end + self.REACH if stop < 0 else stop
        found = [(at, len(colon)) for colon in self._COLONS
                 if (at := data.find(colon, end - len(colon), stop)) >= 0]
        if not found:
            return None
        colon, width = min(found)
        if data[colon + width:colon + width + 1].isdigit():
            return None  # a time or a port ("22:00", "host:8080"), not a label's end
        return colon if len(data[colon + width:stop].strip()) >= self.SENTENCE else None

    def _in_comment(self, data: bytes, line: int, end: int) -> bool:
        """Whether the word ending at `end` is in a label that opens an HTML comment."""
        opened = data.rfind(self._COMMENT, line, end)
        return opened >= 0 and not data[line:opened].strip(b" \t*-")

    def _label(self, data: bytes, line: int, end: int, colon: int) -> bytes | None:
        """The label's bytes, from its line's start (`line`), an opening bracket, a quote or a
        sentence's end to `colon`: None when it is code or a sentence rather than a label."""
        start = line
        for mark in self._STARTS:
            at = data.rfind(mark, start, end)
            if at >= 0:
                start = at + len(mark)
        label = data[start:colon].lstrip(self._OPENING)
        for quote in self._QUOTES:  # a label quoted as a whole, as a review is
            label = label.removeprefix(quote)
        label = label.rstrip()
        if (not self._CODE.isdisjoint(label) or b"http" in label.lower()
                or any(quote in label for quote in self._QUOTES)):
            return None
        text = label.decode("utf-8", "replace")
        words = len(text.split())
        if len(text) > self.MOST_CHARACTERS or (words < 3 and (words > 1 or len(text) < 8)):
            return None
        return label

    def _holds_inner(self, label: bytes, scratch: hyperscan.Scratch) -> bool:
        """Whether `label` holds one of `inner`'s patterns and none of `unless`'s."""
        found: set[bool] = set()

        def on_match(ident: int, _start: int, _end: int, _flags: int, _ctx: object) -> bool:
            found.add(ident < self.inner)
            return ident >= self.inner  # one of `unless` is enough: stop the scan

        try:
            self.database.scan(label, match_event_handler=on_match, scratch=scratch)
        except hyperscan.ScanTerminated:
            return False
        return True in found
