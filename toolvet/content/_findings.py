"""What the content guard reports (a `Finding`: rule, where, a safe excerpt) and what it lets be."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import hyperscan


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing a content rule found in a string.

    `rule` is the id an operator allows to silence it; `kind` says what was found (for a secret,
    the credential's kind, such as "GitHub personal access token"); `pointer` is the JSON pointer
    of the string inside the scanned value ("" for a plain text); `start`/`end` are the span in
    that string, in characters; `excerpt` shows the context and never the matched secret itself.
    """

    rule: str
    kind: str
    pointer: str = ""
    start: int = 0
    end: int = 0
    excerpt: str = ""


# The kinds of rule whose evidence is not a reading of words: hidden characters, encoded payloads,
# links built to carry data out, chat templates, annotations the schema contradicts. A learned
# stage that scores the words low does not veto them (`vetoable`).
_BEYOND_WORDS = frozenset({"hidden", "encoded", "exfiltration", "template", "annotation"})
# Nor these readings, what attacks say and benign texts at most quote: an order to disregard what
# came before, a request for the model's own prompt or keys, and one to keep something from the
# user; and in a definition, data or money sent to a destination it names. Out of fold a veto of
# them lost as many attacks as it spared benign texts, or more (secrecy: 13 benign definitions
# spared for 2 poisoned lost, and a model fitted on more parts vetoed hand-written ones).
_ATTACKS_SAY = frozenset({"instruction.override", "instruction.prompt_leak",
                          "instruction.secrecy"})
_NEVER_VETOED = {"definition": _ATTACKS_SAY | {"instruction.exfiltration"}, "result": _ATTACKS_SAY}
# How far on each side of a finding an n-gram stage reads to veto it: words written further
# away, however benign, cannot talk a finding away (chosen out of fold: 32, 128, 512 and the
# whole text tried; 512 kept nearly all of the whole text's benefit).
NEIGHBOURHOOD = 512


def vetoable(finding: Finding, surface: str) -> bool:
    """Whether the n-gram stage of `surface` ("definition" or "result") may veto `finding`: a
    reading of words (an instruction, shadowing), which benign texts written in strong words
    also give, and not a mark that only an attack leaves."""
    return (finding.rule not in _NEVER_VETOED[surface]
            and finding.rule.split(".", 1)[0] not in _BEYOND_WORDS)


def neighbourhood(text: str, finding: Finding) -> str:
    """What a stage reads to veto `finding` in `text` (the string it was found in): its span and
    up to NEIGHBOURHOOD characters on each side."""
    return text[max(0, finding.start - NEIGHBOURHOOD):finding.end + NEIGHBOURHOOD]


def pointer_token(key: str | int) -> str:
    """One reference token of a JSON pointer (RFC 6901): `~` as `~0`, `/` as `~1`."""
    return str(key).replace("~", "~0").replace("/", "~1")


def walk_strings(value: Any, pointer: str = "") -> Iterator[tuple[str, str, str | None]]:
    """Every string value in a JSON value, depth first in document order, as (pointer, string,
    key): `key` is the object member name the string sits under (None in an array or at the top).
    """
    stack: list[tuple[str, Any, str | None]] = [(pointer, value, None)]
    while stack:
        where, node, key = stack.pop()
        if isinstance(node, str):
            yield where, node, key
        elif isinstance(node, dict):
            for name, child in reversed(list(node.items())):
                stack.append((f"{where}/{pointer_token(name)}", child, str(name)))
        elif isinstance(node, list | tuple):
            for index in range(len(node) - 1, -1, -1):
                stack.append((f"{where}/{index}", node[index], None))


class Allowlist:
    """What an operator lets through: whole rules by id, and matched texts by pattern.

    Patterns are Hyperscan regular expressions (PCRE syntax, no backreferences or lookaround),
    matched anywhere in the text a rule matched (for a secret, the secret): linear time, so an
    operator's pattern cannot make a scan backtrack. A pattern that does not compile raises
    ValueError naming it.
    """

    def __init__(self, rules: Iterable[str] = (), patterns: Iterable[str] = ()) -> None:
        self.rules = frozenset(rules)
        self.patterns = tuple(patterns)
        self._database: hyperscan.Database | None = None
        if self.patterns:
            self._database = hyperscan.Database()
            for pattern in self.patterns:  # one by one, so that an error names its pattern
                try:
                    hyperscan.Database().compile(expressions=[pattern.encode()], ids=[0],
                                                 elements=1, flags=[hyperscan.HS_FLAG_SINGLEMATCH])
                except hyperscan.error as error:
                    message = f"allowlist pattern {pattern!r} does not compile: {error}"
                    raise ValueError(message) from error
            self._database.compile(
                expressions=[pattern.encode() for pattern in self.patterns],
                ids=list(range(len(self.patterns))),
                elements=len(self.patterns),
                flags=[hyperscan.HS_FLAG_SINGLEMATCH] * len(self.patterns),
            )

    def allows(self, rule: str, matched: str) -> bool:
        """Whether a finding of `rule` on `matched` is let through."""
        if rule in self.rules:
            return True
        if self._database is None:
            return False
        found: list[int] = []
        # The handler stops the scan at the first match, which Hyperscan raises.
        with contextlib.suppress(hyperscan.ScanTerminated):
            self._database.scan(matched.encode("utf-8", "surrogatepass"),
                                match_event_handler=lambda *args: found.append(1) or True)
        return bool(found)
