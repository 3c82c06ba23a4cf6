"""Scan a tool result: text that addresses the model with instructions, fake turns, hidden text."""

from __future__ import annotations

from typing import Any

from toolvet.content._findings import Allowlist, Finding, walk_strings
from toolvet.content._scan import scan_text
from toolvet.content._text import excerpt


def scan_result(
    text: str, *, pointer: str = "", allow: Allowlist | None = None
) -> list[Finding]:
    """Findings in one text a tool returned (a text content block, a resource's text), at most
    one per rule; `pointer` is where the text sits in the result, for the findings to say;
    `allow` lets through what the operator allowed (rule ids, patterns of the matched text)."""
    findings = []
    for match in scan_text(text, "result"):
        if allow is not None and allow.allows(match.rule, text[match.start:match.end]):
            continue
        shown = match.shown and " ".join(match.shown.split())[:120]
        findings.append(Finding(match.rule, match.kind, pointer, match.start, match.end,
                                shown or excerpt(text, match.start, match.end)))
    return findings


def scan_result_value(
    value: Any, *, pointer: str = "", allow: Allowlist | None = None
) -> list[Finding]:
    """Findings in every string of a JSON value a tool returned (`structuredContent`), each at
    its JSON pointer under `pointer`."""
    findings: list[Finding] = []
    for where, text, _ in walk_strings(value, pointer):
        findings.extend(scan_result(text, pointer=where, allow=allow))
    return findings
