"""Text as the model reads it: hidden characters revealed, homoglyphs folded, payloads decoded."""
# ruff: noqa: RUF001  (look-alike letters are what this file is about)

from __future__ import annotations

import base64
import binascii
import re
import threading
import urllib.parse
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, partial

import hyperscan

from toolvet.content._databases import compiled

# Characters a person does not see but a model reads (or that reorder what a person sees).
_TAGS = (0xE0000, 0xE007F)  # Unicode tags: each spells an ASCII character invisibly
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e"
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_HIDDEN = re.compile(f"[{_ZERO_WIDTH}{_BIDI}\U000e0000-\U000e007f]+")
# Joiners that are spelling, not hiding: a lone ZWNJ or ZWJ between two letters of a script that
# writes with them (Persian's "mi<ZWNJ>konad", Arabic script and the scripts of India), and a ZWJ
# inside an emoji sequence (woman, ZWJ, laptop).
_ORTHOGRAPHIC_JOINER = re.compile(
    "(?<=[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u0900-\u0dff])"
    "[\u200c\u200d](?=[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc"
    "\u0900-\u0dff])|(?<=[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f])\u200d"
    "(?=[\u2600-\u27bf\U0001f000-\U0001faff])")

# Latin letters' look-alikes in Cyrillic and Greek (Unicode's confusables, lower and upper case):
# folded only inside a word that mixes them with Latin letters, so Russian or Greek text stays.
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ɡ": "g", "ʏ": "y",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ү": "Y",
    "α": "a", "ο": "o", "ι": "i", "κ": "k", "ν": "v", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
})
_LOOKALIKE = "".join(
    chr(c) for c in range(0x370, 0x530) if chr(c).translate(_CONFUSABLES) != chr(c))
# A Latin letter next to a look-alike (either order): the seam of a mixed-script word.
_MIXED_SEAM = re.compile(f"[A-Za-z][{_LOOKALIKE}]|[{_LOOKALIKE}][A-Za-z]")
_WORD_CHAR = re.compile(r"\w")
# The same characters as UTF-8 bytes: the test that a text has none of them.
_HIDDEN_UTF8 = re.compile(rb"\xe2\x80[\x8b-\x8d\xaa-\xae]|\xe2\x81[\xa0-\xa4\xa6-\xa9]|"
                          rb"\xef\xbb\xbf|\xe1\xa0\x8e|\xf3\xa0[\x80\x81]")
_GREEK_OR_CYRILLIC_UTF8 = re.compile(rb"[\xcd-\xd4]")

# Encoded payloads: a run of the alphabet, long enough to carry a sentence. Hyperscan finds where
# the runs start (one report per run, mostly 24 or 40 characters in, however long it is: `re` tried
# every position of the text, ~40 ns each); `re` reads each run from its start.
# Words spelled as `\u0049\u0067` escapes are runs too (reported 8 escapes in, at every escape
# after: starts inside a run read already are skipped), and so are percent escapes
# (`Ignore%20all%20previous`), of no fixed length: Hyperscan reports where two of them start
# (None below) and `re` reads the run from the word before them.
_ENCODINGS = ("base64", "hex", "percent", "unicode_escapes")
# A base64 run made of hex digits and dashes alone (a commit SHA, a UUID, a digest) never
# decodes to words, and ordinary text is full of them: Hyperscan reports only the runs with
# another letter of the alphabet (or a `=` after them). A run whose first such letter is among
# its first 24 characters is reported 24 characters in (_B64_LETTER_SOON); one that begins with
# 23 or more hex digits, at that letter (or `=`): its start is where those digits begin
# (_B64_LETTER_LATE, found in `_RunFinder.starts`).
_B64, _HEX_OR_DASH, _NOT_HEX = b"A-Za-z0-9+/_-", b"0-9A-Fa-f-", b"G-Zg-z+/_"
_B64_LETTER_SOON = b"(?:^|[^%s])(?:%s)" % (_B64, b"|".join(
    b"[%s]{%d}[%s][%s]{%d}" % (_HEX_OR_DASH, k, _NOT_HEX, _B64, 23 - k) if k else
    b"[%s][%s]{23}" % (_NOT_HEX, _B64) for k in range(23)))
_B64_LETTER_LATE = b"(?:^|[^%s])(?:[%s]{23,}[%s]|[%s]{24,}=)" % (
    _B64, _HEX_OR_DASH, _NOT_HEX, _HEX_OR_DASH)
_HEX_OR_DASH_BYTES = b"0123456789ABCDEFabcdef-"
_RUN_STARTS = ((_B64_LETTER_SOON, _B64_LETTER_LATE),
               (rb"(?:^|[^0-9A-Fa-f])[0-9A-Fa-f]{40}",),
               (rb"%[0-9A-Fa-f]{2}[\w.~-]{0,20}%[0-9A-Fa-f]{2}",), (rb"(?:\\u[0-9A-Fa-f]{4}){8}",))
_LATE = -1  # a run start's length: where the hex digits before the reported end begin
_RUN_LENGTHS = ((24, _LATE), (40,), (None,), (48,))
_RUNS = (re.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}"), re.compile(r"[0-9A-Fa-f]{40,}"),
         re.compile(r"[\w.~-]{0,20}(?:%[0-9A-Fa-f]{2}[\w.~-]{0,20}){6,}"),
         re.compile(r"(?:\\u[0-9A-Fa-f]{4}){8,}"))
_WORD_BEFORE = re.compile(r"[\w.~-]{1,20}$")
_PLAIN, _ESCAPED = (0, 1), (2, 3)  # found apart: a text is searched for escapes only if it has
# some (the instruction rules' "escaped" feature), and the escapes' finder costs more per byte;
# hex runs only if one has three spaces (`20`) in it ("hex_spaced"): without, none decodes to words
_HEX_OR_ID = re.compile(r"[0-9A-Fa-f-]+")
_DECODE_AT_MOST = 4096  # characters of one blob decoded: enough to show what it says
_BLOBS_AT_MOST = 64  # blobs decoded per text: a page of base64 images stays cheap


@dataclass(frozen=True, slots=True)
class Hidden:
    """A run of characters a person does not see: what they are and what they spell (tags, or
    two zero-width characters as bits)."""

    kind: str  # "tag_characters" | "zero_width" | "bidi_control"
    start: int
    end: int
    spelled: str = ""


@dataclass(frozen=True, slots=True)
class Revealed:
    """A text as the rules read it, and the way back to the original's character offsets."""

    text: str
    hidden: tuple[Hidden, ...] = ()
    mixed_words: tuple[tuple[int, int], ...] = ()
    # offsets[i] is where character i of `text` came from; None when the text is the original.
    offsets: tuple[int, ...] | None = None

    def original(self, index: int) -> int:
        """The offset in the original text of `index` in the revealed one."""
        if self.offsets is None:
            return index
        if index >= len(self.offsets):
            return self.offsets[-1] + 1 if self.offsets else 0
        return self.offsets[index]


def reveal(text: str) -> Revealed:
    """The text without invisible characters, with look-alike letters folded to Latin in words
    that mix scripts, and with what tag characters spell; ASCII text comes back as it is."""
    if text.isascii():
        return Revealed(text)
    data = text.encode("utf-8", "surrogatepass")  # bytes are searched several times faster
    hidden = tuple(_hidden_runs(text)) if _HIDDEN_UTF8.search(data) else ()
    mixed = tuple(_mixed_words(text)) if _GREEK_OR_CYRILLIC_UTF8.search(data) else ()
    if not hidden and not mixed:
        return Revealed(text)
    chars = list(text)
    for start, end in mixed:
        chars[start:end] = text[start:end].translate(_CONFUSABLES)
    if not hidden:
        return Revealed("".join(chars), (), mixed)
    kept: list[str] = []
    offsets: list[int] = []
    cursor = 0
    for run in hidden:
        kept.append("".join(chars[cursor:run.start]))
        offsets.extend(range(cursor, run.start))
        if run.spelled:  # what the run spells is read in its place, as the model reads it
            kept.append(run.spelled)
            offsets.extend([run.start] * len(run.spelled))
        cursor = run.end
    kept.append("".join(chars[cursor:]))
    offsets.extend(range(cursor, len(text)))
    return Revealed("".join(kept), hidden, mixed, tuple(offsets))


def _hidden_runs(text: str) -> Iterator[Hidden]:
    for match in _HIDDEN.finditer(text):
        start = match.start()
        run = match.group()
        # A byte order mark opening a text is ordinary; anywhere else it hides a seam.
        if run == "\ufeff" and start == 0:
            continue
        if len(run) == 1 and _ORTHOGRAPHIC_JOINER.match(text, start):
            continue
        kinds = {"tag_characters" if ord(c) >= _TAGS[0] else
                 "bidi_control" if c in _BIDI else "zero_width" for c in run}
        spelled = "".join(chr(ord(c) - _TAGS[0]) for c in run
                          if _TAGS[0] + 0x20 <= ord(c) < _TAGS[1])
        kind = next(k for k in ("tag_characters", "bidi_control", "zero_width") if k in kinds)
        yield Hidden(kind, start, match.end(), spelled or _spelled_in_bits(run))


def _spelled_in_bits(run: str) -> str:
    """What a run of two zero-width characters spells as bits (eight to a byte, the first of
    either mapping that reads as UTF-8 text), or ""; a few other characters around them (word
    joiners marking where the message starts and ends) are left out."""
    counts = Counter(run)
    if len(counts) < 2 or len(run) < 16:
        return ""
    (zero, _), (one, _) = counts.most_common(2)
    bits = [c for c in run if c in (zero, one)]
    if len(run) - len(bits) > 4 or len(bits) < 16:
        return ""
    for low in (zero, one):
        data = bytes(int("".join("0" if c == low else "1" for c in bits[i:i + 8]), 2)
                     for i in range(0, len(bits) - 7, 8))
        try:
            decoded = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if sum(c.isprintable() or c.isspace() for c in decoded) >= 0.9 * len(decoded):
            return decoded
    return ""


def _mixed_words(text: str) -> list[tuple[int, int]]:
    """The spans of words that mix Latin letters with Cyrillic or Greek look-alikes."""
    words: list[tuple[int, int]] = []
    for seam in _MIXED_SEAM.finditer(text):
        if words and seam.start() < words[-1][1]:
            continue
        start, end = seam.start(), seam.end()
        while start > 0 and _WORD_CHAR.match(text, start - 1):
            start -= 1
        while end < len(text) and _WORD_CHAR.match(text, end):
            end += 1
        words.append((start, end))
    return words


@dataclass(frozen=True, slots=True)
class Decoded:
    """An encoded blob in a text and the text it decodes to."""

    encoding: str  # "base64" | "hex"
    start: int
    end: int
    text: str


def decode_payloads(
    text: str, plain: bool = True, escaped: bool = True, hexes: bool = True
) -> list[Decoded]:
    """Blobs in `text` that decode to readable text (words, not bytes): base64 and hex ones
    (`plain`; hex ones only if `hexes` too), percent and `\\u` escapes (`escaped`)."""
    found: list[Decoded] = []
    tried: dict[tuple[str, str], str | None] = {}  # an id repeated in a log is decoded once
    groups = [group for group, wanted in ((_PLAIN if hexes else _PLAIN[:1], plain),
                                          (_ESCAPED, escaped)) if wanted]
    for group in groups:
        for index, starts in zip(group, _finder(group).starts(text), strict=True):
            # One start per run of base64 or hex: each is read where it starts.
            runs = (map(partial(_RUNS[index].match, text), starts) if group != _ESCAPED
                    else _escaped_runs(text, index, starts))
            for match in runs:
                if match is None:
                    continue
                key = (_ENCODINGS[index], match.group()[:_DECODE_AT_MOST])
                if key not in tried:
                    # Commit SHAs, UUIDs: the base64 of words is never hex digits alone.
                    hex_only = key[0] == "base64" and _HEX_OR_ID.fullmatch(key[1])
                    tried[key] = None if hex_only else _decode(*key)
                decoded = tried[key]
                if decoded is not None:
                    found.append(Decoded(key[0], match.start(), match.end(), decoded))
                if len(found) >= _BLOBS_AT_MOST:
                    return found
    return found


def _escaped_runs(text: str, index: int, starts: list[int]) -> Iterator[re.Match[str]]:
    """The runs of escapes of encoding `index` read from their starts (a start inside the run
    just read is the same run)."""
    pattern, end = _RUNS[index], -1
    for start in starts:
        if _ENCODINGS[index] == "percent":  # the run begins with the word before its escapes
            before = _WORD_BEFORE.search(text, max(end, start - 20), start)
            start = before.start() if before else start
        match = None if start < end else pattern.match(text, start)
        if match is not None:
            end = match.end()
            yield match


class _RunFinder:
    """The compiled run starts of some encodings (indices into _ENCODINGS), with a scratch space
    per thread (Hyperscan's is not shared)."""

    def __init__(self, group: tuple[int, ...]) -> None:
        # Each expression's encoding (its place in the group) and its run start's length.
        self.expressions = [(place, length) for place, index in enumerate(group)
                            for length in _RUN_LENGTHS[index]]
        flags = [hyperscan.HS_FLAG_MULTILINE | (
            0 if length else hyperscan.HS_FLAG_SOM_LEFTMOST) for _, length in self.expressions]
        self.database = compiled([e for i in group for e in _RUN_STARTS[i]],
                                 list(range(len(flags))), flags)
        self.size = len(group)
        self._local = threading.local()

    def starts(self, text: str) -> tuple[list[int], ...]:
        """Where each run of the group's encodings starts, in order."""
        # One byte per character ('?' for the others, outside every alphabet): Hyperscan's
        # offsets are the text's own.
        data = text.encode("latin-1", "replace")
        expressions = self.expressions
        reported: list[list[int]] = [[] for _ in expressions]

        def on_match(ident: int, start: int, end: int, _flags: int, _context: object) -> None:
            reported[ident].append(end if expressions[ident][1] else start)

        scratch = getattr(self._local, "scratch", None)
        if scratch is None:
            scratch = self._local.scratch = hyperscan.Scratch(self.database)
        self.database.scan(data, match_event_handler=on_match, scratch=scratch)
        found: tuple[list[int], ...] = tuple([] for _ in range(self.size))
        for (place, length), offsets in zip(expressions, reported, strict=True):
            if offsets:
                found[place].extend(_run_starts(data, offsets, length))
        return tuple(sorted(set(starts)) if starts else starts for starts in found)


def _run_starts(data: bytes, reported: list[int], length: int | None) -> list[int]:
    """Where the runs start that an expression reported (its match's starts, for one of no fixed
    length; else its ends)."""
    if length != _LATE:
        return reported if length is None else [end - length for end in reported]
    starts, after = [], 0
    for end in sorted(reported):  # the hex digits before the letter (or `=`) at end - 1
        starts.append(after + len(data[after:end - 1].rstrip(_HEX_OR_DASH_BYTES)))
        after = end  # each run is reported once: the next begins after this end
    return starts


@cache
def _finder(group: tuple[int, ...]) -> _RunFinder:
    """The run finder of a group, compiled on first use (or loaded from the disk cache) and
    kept."""
    return _RunFinder(group)


def _decode(encoding: str, blob: str) -> str | None:
    try:
        if encoding == "percent":
            return _words(urllib.parse.unquote(blob, errors="strict"))
        if encoding == "unicode_escapes":
            return _words("".join(chr(int(h, 16)) for h in blob.split("\\u")[1:]))
        if encoding == "hex":
            raw = bytes.fromhex(blob[: len(blob) // 2 * 2])
        else:
            blob = blob[: len(blob) // 4 * 4]
            raw = (base64.urlsafe_b64decode if "-" in blob or "_" in blob
                   else base64.b64decode)(blob)
        decoded = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return _words(decoded)


def _words(decoded: str) -> str | None:
    return decoded if _readable(decoded) else None


def _readable(text: str) -> bool:
    """Words a model would read: printable, with spaces between letters."""
    if len(text) < 16 or text.count(" ") < 3:
        return False
    printable = sum(c.isprintable() or c in "\n\t" for c in text)
    letters = sum(c.isalpha() for c in text)
    return printable == len(text) and letters >= len(text) // 2


_WORD = re.compile(r"\w+")
# Scripts written without spaces between words (Thai, Lao, Burmese, Khmer, Japanese kana, Chinese
# characters), as a regex class's ranges: a run of their letters holds a word every two letters
# or so, not one word.
UNSPACED_SCRIPTS = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff"
_UNSPACED = re.compile(f"[{UNSPACED_SCRIPTS}]")
_LETTERS_A_WORD = 2


def has_words(text: str, count: int) -> bool:
    """Whether `text` has at least `count` words (it stops reading at the `count`-th; a run of
    letters of a script written without spaces counts a word every two letters): the n-gram
    stages give no verdict on fewer, where each of their few n-grams would weigh too much (a
    README's "Ask your AI assistant:" line)."""
    found = 0
    for match in _WORD.finditer(text):
        word = match.group()
        found += 1 if word.isascii() else max(1, len(_UNSPACED.findall(word)) // _LETTERS_A_WORD)
        if found >= count:
            return True
    return False


def excerpt(text: str, start: int, end: int, width: int = 120) -> str:
    """A short, one-line view of `text[start:end]` and its context, hidden characters shown as
    `<U+XXXX>`, at most about `width` characters."""
    pad = max(0, (width - (end - start)) // 2)
    lo, hi = max(0, start - pad), min(len(text), max(end, start + width - pad))
    view = text[lo:hi]
    view = _HIDDEN.sub(lambda m: "".join(f"<U+{ord(c):04X}>" for c in m.group()[:8]), view)
    view = " ".join(view.split())
    if len(view) > width + 40:
        view = view[: width + 40] + "…"
    return ("…" if lo > 0 else "") + view + ("…" if hi < len(text) else "")
