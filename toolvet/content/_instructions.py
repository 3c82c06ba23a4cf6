"""The instruction scorer: the rules of `_instruction_rules` over one text, in linear time.

Hyperscan runs the features' patterns over the text (an automaton: no backtracking, whatever
the input). A first pass notes which of a few telling features occur (`_FIRST_PASS`: each rule
on results needs one of them); when no rule could fire with them, which is the case for most
texts, the scan ends there. Otherwise a second pass notes which of the other features occur,
and when a rule could reach its threshold with them all, a third records where each feature
occurs, and each candidate rule is weighed in a window around its anchors.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

import hyperscan

from toolvet.content._around import Around, InLabel
from toolvet.content._databases import compiled
from toolvet.content._instruction_rules import (
    AROUND_WORD,
    CANCELLED_BY,
    CASE_SENSITIVE,
    FEATURES,
    FEATURES_UTF8,
    IN_LABEL,
    PRESENCE_ONLY,
    RULES,
    Rule,
)
from toolvet.content._learned import RULE as LEARNED_RULE
from toolvet.content._learned import model_for

# The features the first pass looks for (with every PRESENCE_ONLY one): for each rule on
# results, its anchors or one of its `needs` lies among them, so a text without them can fire no
# rule and the other features are not looked for. Chosen on the corpus's benign results: rare
# features with cheap, small patterns (a rule's `needs` where its anchors are common or large:
# "secrecy" is left to the second pass, the results' rule needs a text turning to the model).
# The last seven (a mailbox or a webhook, a persona, what the user is told, secrets, the data
# asked for) make the first pass dearer (about 34 -> 44 µs over 4 KB) but let it end the scan of
# more benign texts (8 -> 16 of 40 4 KB parts of dev's benign results): the second pass costs
# about 47 µs more. The choice changes only what a scan costs, never what it finds. The last
# three anchor rules on results that need nothing else of the first pass: without them here,
# every result would get the second pass (about 2 µs more over 4 KB with them).
_FIRST_PASS = frozenset({
    "override", "impersonation", "chat_token", "encoded_context", "fake_turn",
    "tag", "todo", "address_direct", "role_label", "pretext", "no_confirm", "the_user",
    "address", "stealth", "send", "modify", "deprecated", "reader_output", "tool_named",
    "verdict", "verdict_weak", "turn_user", "echo_request", "todo_errand", "leak_request",
    "address_named", "ai_label", "decode_follow", "ai_reader", "ai_vocative", "ai_turn_inside",
    "memory_save", "automation_reader", "dest_strong", "persona", "tell_user",
    "sensitive_file", "sensitive_secret", "sensitive_context", "data_object", "machine_note",
    "hidden_ai_note", "reader_obliged", "system_order", "css_hidden",
})


# Which of the passes is each surface's second (see `_Matcher`).
_SECOND_PASS = {"definition": 1, "result": 2}


def _read_by(rules: list[Rule]) -> set[str]:
    """Every feature that `rules` read: anchors, needs, weights and vetoes."""
    return {feature for rule in rules for feature in (
        *rule.anchors, *(f for group in rule.needs for f in group), *(rule.weights or {}),
        *rule.vetoes, *rule.vetoes_anywhere)}


# Put before every text scanned: its first word follows a line break, as the others follow a
# space, for the patterns of `_instruction_words` (offsets are reported without it).
_LINE = b"\n"


@dataclass(frozen=True, slots=True)
class Hit:
    """A rule that fired: its id, what it found, and the span of its anchor (characters)."""

    rule: str
    kind: str
    start: int
    end: int


class _Matcher:
    """The compiled databases: feature presence in two passes (one match each: the first pass's
    features, then the others) and feature positions; and the features of `AROUND_WORD`, whose
    words each pass and the positions look for, to run their patterns around."""

    def __init__(self) -> None:
        caseless, som = hyperscan.HS_FLAG_CASELESS, hyperscan.HS_FLAG_SOM_LEFTMOST
        patterns: list[tuple[str, str, int]] = [
            (feature, pattern, caseless | som) for feature, group in FEATURES.items()
            for pattern in group
        ] + [(feature, pattern, som) for feature, group in CASE_SENSITIVE.items()
             for pattern in group
        ] + [(feature, pattern, caseless) for feature, group in FEATURES_UTF8.items()
             for pattern in group]  # fmt: skip
        base = hyperscan.HS_FLAG_MULTILINE | hyperscan.HS_FLAG_ALLOWEMPTY
        self.around: list[Around | InLabel] = [
            Around(feature, word, group, base | caseless)
            for feature, (word, group) in AROUND_WORD.items()
        ] + [InLabel(feature, word, inner, unless, base | caseless)
             for feature, (word, inner, unless) in IN_LABEL.items()]
        # Each word found where it ends, every time (its feature's pass and the positions).
        words = [(around.feature, around.word, caseless) for around in self.around]
        self.feature_of = [feature for feature, _, _ in (*patterns, *words)]
        self.word_of = {len(patterns) + k: around for k, around in enumerate(self.around)}
        expressions = [pattern.encode() for _, pattern, _ in (*patterns, *words)]
        ids = list(range(len(expressions)))
        own = [flags for _, _, flags in (*patterns, *words)]
        # Where a pattern of other languages starts is not tracked (Hyperscan cannot, for those
        # with a gap between words, in a database of bounded size): it is taken as its end.
        self.tracks_start = [bool(f & som) for f in own]
        self.positions = compiled(expressions, ids, [base | f for f in own])
        extra = [(f, p) for f, group in PRESENCE_ONLY.items() for p in group]
        self.feature_of += [f for f, _ in extra]
        expressions += [p.encode() for _, p in extra]
        single = hyperscan.HS_FLAG_SINGLEMATCH
        flags = ([base | (f & ~som) | (0 if i in self.word_of else single)
                  for i, f in enumerate(own)] + [base | single] * len(extra))
        first = [i for i, f in enumerate(self.feature_of)
                 if f in _FIRST_PASS or f in PRESENCE_ONLY]
        others = [i for i in range(len(self.feature_of)) if i not in first]
        # The second pass, per surface: a result's looks only for what the rules on results
        # read. A definition's own features (an outcome fixed whatever the data, what is kept
        # from the summary, ...) can fire nothing in a result and cost its scan about 7 µs over
        # 4 KB; a definition's looks for every feature (the learned stage weighs any).
        read = _read_by(_SURFACE_RULES["result"])
        parts = [first, others, [i for i in others if self.feature_of[i] in read]]
        self.passes = tuple(
            compiled([expressions[i] for i in part], part, [flags[i] for i in part])
            for part in parts)
        # One scratch space per thread: Hyperscan's scratch is not shared between scans.
        self._local = threading.local()

    def _scratch(self) -> list[hyperscan.Scratch]:
        scratch = getattr(self._local, "scratch", None)
        if scratch is None:
            databases = (*self.passes, self.positions, *(a.database for a in self.around))
            scratch = [hyperscan.Scratch(d) for d in databases]
            self._local.scratch = scratch
        return scratch

    def present(self, data: bytes, second: str | None = None) -> set[str]:
        """The features of the first pass found in `data`; of the second pass for the surface
        `second` ("definition" or "result"), when it is given."""
        found: set[str] = set()
        feature_of, word_of = self.feature_of, self.word_of
        words: dict[Around | InLabel, list[int]] = {}

        def on_match(ident: int, _start: int, end: int, _flags: int, _ctx: object) -> None:
            if ident in word_of:
                words.setdefault(word_of[ident], []).append(end)
            else:
                found.add(feature_of[ident])

        scratch, lines = self._scratch(), _LINE + data
        part = 0 if second is None else _SECOND_PASS[second]
        self.passes[part].scan(lines, match_event_handler=on_match, scratch=scratch[part])
        for around, ends in words.items():
            if around.feature not in found and around.ends(lines, ends, scratch[self._of(around)]):
                found.add(around.feature)
        return found

    def where(self, data: bytes) -> dict[str, list[tuple[int, int]]]:
        spans: dict[str, list[tuple[int, int]]] = {}
        feature_of, tracks_start, word_of = self.feature_of, self.tracks_start, self.word_of
        words: dict[Around | InLabel, list[int]] = {}

        def on_match(ident: int, start: int, end: int, _flags: int, _ctx: object) -> None:
            if ident in word_of:
                words.setdefault(word_of[ident], []).append(end)
                return
            # Offsets in `data`, without the line break put before it.
            end = max(end - 1, 0)
            start = max(start - 1, 0) if tracks_start[ident] else end
            spans.setdefault(feature_of[ident], []).append((start, end))

        scratch, lines = self._scratch(), _LINE + data
        self.positions.scan(lines, match_event_handler=on_match,
                            scratch=scratch[len(self.passes)])
        for around, ends in words.items():
            found = spans.setdefault(around.feature, [])
            for end in around.ends(lines, ends, scratch[self._of(around)]):
                found.append((max(end - 1, 0), max(end - 1, 0)))
            if not found:
                del spans[around.feature]
        for found in spans.values():
            found.sort()
        return spans

    def _of(self, around: Around | InLabel) -> int:
        """The index of `around`'s scratch space (after the passes' and the positions')."""
        return len(self.passes) + 1 + self.around.index(around)


_matcher: _Matcher | None = None
_matcher_lock = threading.Lock()


def _compiled() -> _Matcher:
    """The matcher, compiled on first use (about a tenth of a second) and kept."""
    global _matcher
    if _matcher is None:
        with _matcher_lock:
            if _matcher is None:
                _matcher = _Matcher()
    return _matcher


def _first_pass_needs(rule: Rule) -> tuple[frozenset[str], ...]:
    """The groups of features (its anchors, each of its `needs`) that `rule` needs one of and
    that the first pass looks for."""
    groups = (frozenset(rule.anchors), *map(frozenset, rule.needs))
    return tuple(group for group in groups if group <= _FIRST_PASS)


# Per surface: each rule's groups that the first pass can rule out; and one group of each rule
# put together (None when a rule has no such group: on that surface every text may fire one).
_SURFACE_RULES = {surface: [r for r in RULES if surface in r.surfaces]
                  for surface in ("definition", "result")}
_GATES = {surface: [_first_pass_needs(r) for r in rules]
          for surface, rules in _SURFACE_RULES.items()}
_ANY_GATE = {surface: frozenset().union(*(g[0] for g in gates)) if all(gates) else None
             for surface, gates in _GATES.items()}
# What the first pass decides: a feature it looks for and did not find is absent.
_IN_FIRST_PASS = _FIRST_PASS | PRESENCE_ONLY.keys()
# The first pass's features that decide whether a rule is gated: its groups, and the weights
# and `vetoes_anywhere` among them (for `_reachable`).
_GATE_FEATURES = {surface: frozenset().union(
    *(group for gate in gates for group in gate),
    *((*(r.weights or {}), *r.vetoes_anywhere) for r in _SURFACE_RULES[surface]),
).intersection(_IN_FIRST_PASS) for surface, gates in _GATES.items()}


def _gated(surface: str, first: set[str]) -> tuple[Rule, ...]:
    """The rules for `surface` that a text whose first pass found `first` could fire (each of
    their groups of first-pass features met, their threshold within reach): no other can."""
    either = _ANY_GATE[surface]
    if either is not None and either.isdisjoint(first):
        return ()  # every rule needs one of these: the common case, decided at once
    return _gated_by(surface, _GATE_FEATURES[surface].intersection(first))


def may_fire(surface: str, present: set[str]) -> bool:
    """Whether a rule for `surface` could fire on a text whose first pass found `present`."""
    return bool(_gated(surface, present))


@lru_cache(maxsize=4096)
def _gated_by(surface: str, first: frozenset[str]) -> tuple[Rule, ...]:
    return tuple(rule for rule, gate in zip(_SURFACE_RULES[surface], _GATES[surface], strict=True)
                 if all(not group.isdisjoint(first) for group in gate)
                 and _reachable(rule, first))


def _reachable(rule: Rule, first: frozenset[str]) -> bool:
    """Whether `rule` could reach its threshold on a text whose first pass found `first`: with
    every feature of the second pass present, and of the first pass's only those it found (the
    exfiltration rule's sensitive data weighs most: without it, a destination and a verb of
    sending do not reach it; 6 of 40 4 KB benign results of dev end after the first pass so)."""
    if not first.isdisjoint(rule.vetoes_anywhere):
        return False
    weights = rule.weights or {}
    best = sum(w for f, w in weights.items() if f in first or f not in _IN_FIRST_PASS)
    return best >= rule.threshold


# The features the learned stage weighs only where the rules read them as an instruction: an
# override, a call for secrecy or stealth, an action said to need no confirmation is left out of
# its windows where every rule it anchors is vetoed there (a quoted example, a correction, a
# negation, consent). Among the features all of whose rules have vetoes, these are the ones for
# which no poisoned definition of dev or of the held-out parts lost its finding (2026-11-29: 15
# benign definitions of dev and 14 of the held-out parts no longer withheld, scanners' tools
# quoting "ignore previous instructions" among them); a destination, a secret or a sensitive
# file stays weighed wherever it is (leaving it out cost poisoned definitions in other scripts).
_READ_AS_THE_RULES_READ = ("override", "secrecy", "stealth", "no_confirm")
_VETOED_BY = {surface: {feature: anchored for feature in _READ_AS_THE_RULES_READ
                        if (anchored := tuple(r for r in rules if feature in r.anchors))
                        and all(r.vetoes for r in anchored)}
              for surface, rules in _SURFACE_RULES.items()}


def _for_the_model(spans: dict[str, list[tuple[int, int]]], surface: str,
                   ) -> dict[str, list[tuple[int, int]]]:
    """`spans` without the spans of `_READ_AS_THE_RULES_READ` that every rule anchored on them
    vetoes where they are."""
    kept = dict(spans)
    for feature, anchored in _VETOED_BY[surface].items():
        if feature not in spans:
            continue
        unvetoed = [(start, end) for start, end in spans[feature] if not all(
            _vetoed(rule, spans, start - rule.window, end + rule.window) for rule in anchored)]
        if unvetoed:
            kept[feature] = unvetoed
        else:
            del kept[feature]
    return kept


def _possible(rule: Rule, present: set[str]) -> bool:
    """Whether `rule` could fire on a text with these features, wherever they are."""
    if not present.intersection(rule.anchors) or not present.isdisjoint(rule.vetoes_anywhere):
        return False
    if not all(present.intersection(group) for group in rule.needs):
        return False
    weights = rule.weights or {}
    return sum(weights.get(f, 0.0) for f in present) >= rule.threshold


def _near(spans: list[tuple[int, int]] | None, lo: int, hi: int) -> bool:
    """Whether one of `spans` (sorted) starts within [lo, hi]."""
    if not spans:
        return False
    index = bisect_left(spans, (lo, -1))
    return index < len(spans) and spans[index][0] <= hi


def _vetoed(rule: Rule, spans: dict[str, list[tuple[int, int]]], lo: int, hi: int) -> bool:
    """Whether one of `rule`'s vetoes starts within [lo, hi]."""
    return any(_near(spans.get(veto), lo, hi) for veto in rule.vetoes)


def _fires(rule: Rule, spans: dict[str, list[tuple[int, int]]], lo: int, hi: int) -> bool:
    if _vetoed(rule, spans, lo, hi):
        return False
    if not all(any(_near(spans.get(f), lo, hi) for f in group) for group in rule.needs):
        return False
    weights = rule.weights or {}
    score = sum(w for f, w in weights.items() if _near(spans.get(f), lo, hi))
    return score >= rule.threshold


def features(text: str, surface: str | None = None) -> set[str]:
    """The first pass's features present in `text` (one Hyperscan pass), among them every
    PRESENCE_ONLY one: "to_reveal" when it has characters that `_text.reveal` would change; with
    `surface` ("definition" or "result"), those of that surface's second pass too."""
    data, matcher = text.encode("utf-8", "surrogatepass"), _compiled()
    present = matcher.present(data)
    return present | matcher.present(data, second=surface) if surface else present


def score(
    text: str, surface: str, present: set[str] | None = None
) -> tuple[list[Hit], set[str]]:
    """The rules for `surface` ("definition" or "result") that fire on `text`, one hit each,
    and the learned stage's window (`_learned`) when one reaches its threshold; and the features
    present in it: the first pass's at least (`present`, when the caller has them already), all
    of them when a rule or the learned stage could fire."""
    matcher = _compiled()
    data = b""
    if present is None:
        data = text.encode("utf-8", "surrogatepass")
        present = matcher.present(data)
    model = model_for(surface)
    gated = _gated(surface, present)
    if not gated and (model is None or model.anchors.isdisjoint(present)):
        return [], present  # most texts: not encoded again after the features' first pass
    data = data or text.encode("utf-8", "surrogatepass")
    present = present | matcher.present(data, second=surface)
    candidates = [r for r in gated if _possible(r, present)]
    # A text about attacks (a scanner's description, an article) names their words: the rules
    # weigh that ("about_attacks" vetoes), the learned stage's sums of word classes cannot.
    learned = (model is not None and model.may_fire(present)
               and (surface != "definition" or "about_attacks" not in present))
    if not candidates and not learned:
        return [], present
    spans = _cancelled(matcher.where(data), surface)
    hits: list[tuple[str, str, int, int]] = []
    for rule in candidates:
        anchors = sorted(s for f in rule.anchors for s in spans.get(f, ()))
        for start, end in anchors:
            if _fires(rule, spans, start - rule.window, end + rule.window):
                hits.append((rule.id, rule.kind, start, end))
                break
    window = (model.best_window(_for_the_model(spans, surface), len(data))
              if learned and model else None)
    if window is not None:
        hits.append((LEARNED_RULE, "instruction", window[1], window[2]))
    return _in_characters(text, data, hits), present


def _cancelled(spans: dict[str, list[tuple[int, int]]],
               surface: str) -> dict[str, list[tuple[int, int]]]:
    """`spans` without those of a feature of `CANCELLED_BY[surface]` that lie inside a span of
    the feature cancelling it ("ask the user" inside "do not ask the user", a mailbox inside
    "your-email@example.com", "ChatGPT, run" inside "with ChatGPT, run")."""
    for feature, by in CANCELLED_BY[surface].items():
        if feature in spans and by in spans:
            kept = [(start, end) for start, end in spans[feature] if not any(
                outer_start <= start and end <= outer_end for outer_start, outer_end in spans[by])]
            if kept:
                spans[feature] = kept
            else:
                del spans[feature]
    return spans


def _in_characters(text: str, data: bytes, hits: list[tuple[str, str, int, int]]) -> list[Hit]:
    """The hits with their byte offsets turned into character offsets, in one pass."""
    if len(data) == len(text):
        return [Hit(*hit) for hit in hits]
    offsets = sorted({o for _, _, start, end in hits for o in (start, end)})
    chars, done, count = {}, 0, 0
    for offset in offsets:
        count += len(data[done:offset].decode("utf-8", "ignore"))
        chars[offset], done = count, offset
    return [Hit(rule, kind, chars[start], chars[end]) for rule, kind, start, end in hits]
