"""Scan a tool result: text that addresses the model with instructions, fake turns, hidden text."""

from __future__ import annotations

from typing import Any

from toolvet.content._findings import (
    Allowlist,
    Finding,
    neighbourhood,
    vetoable,
    walk_strings,
)
from toolvet.content._instructions import may_fire
from toolvet.content._learned import learned_stages_on
from toolvet.content._result_classifier import RULE as CLASSIFIER_RULE
from toolvet.content._result_classifier import encoded, result_classifier
from toolvet.content._scan import scan_text_and_features
from toolvet.content._text import excerpt


def scan_result(
    text: str, *, pointer: str = "", allow: Allowlist | None = None
) -> list[Finding]:
    """Findings in one text a tool returned (a text content block, a resource's text), at most
    one per rule; `pointer` is where the text sits in the result, for the findings to say;
    `allow` lets through what the operator allowed (rule ids, patterns of the matched text)."""
    findings = []
    matches, present = scan_text_and_features(text, "result")
    for match in matches:
        if allow is not None and allow.allows(match.rule, text[match.start:match.end]):
            continue
        shown = match.shown and " ".join(match.shown.split())[:120]
        findings.append(Finding(match.rule, match.kind, pointer, match.start, match.end,
                                shown or excerpt(text, match.start, match.end)))
    if any(vetoable(f, "result") for f in findings) and _stage_speaks(text):
        findings = [f for f in findings if not _vetoed(text, f)]
    if not findings:
        classified = _classified(text, present, pointer, allow)
        if classified is not None:
            findings.append(classified)
    return findings


def _stage_speaks(text: str) -> bool:
    """Whether the n-gram stage gives a verdict on `text`: never inside `rules_only`, nor on
    few words."""
    return learned_stages_on() and result_classifier().speaks_on(text)


def _vetoed(text: str, finding: Finding) -> bool:
    """Whether the n-gram stage scores the neighbourhood of a reading of words at or below its
    veto: benign texts that speak in imperatives give the rules most of their false positives."""
    if not vetoable(finding, "result"):
        return False
    model = result_classifier()
    window = model.best_window(encoded(neighbourhood(text, finding)))
    return window is not None and window.score <= model.veto


def _classified(text: str, present: set[str], pointer: str,
                allow: Allowlist | None) -> Finding | None:
    """The n-gram stage's finding (`_result_classifier`) on a text the rules let through, at its
    highest-scoring window; only where a rule could have fired (the first pass found what one
    needs), so that most texts cost it nothing, on enough words, and not on a text about attacks;
    None inside `rules_only`."""
    # `present` holds the second pass's features too wherever a rule could fire: among them the
    # words of a text about attacks, which quotes what it warns of (the rules' veto, and the
    # definitions' n-gram stage's).
    if not learned_stages_on() or not may_fire("result", present) or "about_attacks" in present:
        return None
    model, data = result_classifier(), encoded(text)
    window = model.finds(data) if model.speaks_on(text) else None
    if window is None:
        return None
    start, end = (_characters(text, data, window.start), _characters(text, data, window.end))
    if allow is not None and allow.allows(CLASSIFIER_RULE, text[start:end]):
        return None
    shown = _characters(text, data, model.strongest(data, window))
    return Finding(CLASSIFIER_RULE, "instruction", pointer, start, end,
                   excerpt(text, shown, min(end, shown + 120)))


def _characters(text: str, data: bytes, offset: int) -> int:
    """The offset in `text` of byte `offset` of `data` (`encoded(text)`: lowercasing keeps the
    length of nearly every text; where a letter grows, the offset is near, not exact)."""
    return min(len(text), len(data[:offset].decode("utf-8", "ignore")))


def scan_result_value(
    value: Any, *, pointer: str = "", allow: Allowlist | None = None
) -> list[Finding]:
    """Findings in every string of a JSON value a tool returned (`structuredContent`), each at
    its JSON pointer under `pointer`."""
    findings: list[Finding] = []
    for where, text, _ in walk_strings(value, pointer):
        findings.extend(scan_result(text, pointer=where, allow=allow))
    return findings
