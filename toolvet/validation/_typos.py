"""Misspelled argument names the schema lets through: renamed when one declared name is meant."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from toolvet.validation._explain import Finding, unknown_argument_issue
from toolvet.validation._names import closest_names
from toolvet.validation._shape import Shape, Undeclared, undeclared_keys
from toolvet.validation._types import RENAMED_KEY, Issue, Repair


@dataclass(frozen=True, slots=True)
class Typo:
    """An undeclared key close to declared names its object left out (`meant`, best first)."""

    key: Undeclared
    meant: list[str]


def find_typos(shape: Shape, arguments: Any, findings: list[Finding]) -> list[Typo]:
    """The undeclared keys of `arguments` that are near-misses of declared, absent names.

    A key that is close to a required argument the call is missing is left to that issue,
    which already says "'qeury' was given: did you mean 'query'?".
    """
    missing = {f.issue.path for f in findings if f.issue.code == "missing_required"}
    found = []
    for key in undeclared_keys(shape, arguments):
        meant = closest_names(str(key.path[-1]), key.absent)
        parent = key.path[:-1]
        if meant and not any((*parent, name) in missing for name in meant):
            found.append(Typo(key, meant))
    return found


def renames(typos: list[Typo]) -> list[Repair]:
    """A rename for each typo that means one name, which no other key of its object means."""
    claims = Counter((t.key.path[:-1], t.meant[0]) for t in typos if len(t.meant) == 1)
    return [
        Repair(t.key.path, RENAMED_KEY, t.key.path[-1], t.meant[0])
        for t in typos
        if len(t.meant) == 1 and claims[t.key.path[:-1], t.meant[0]] == 1
    ]


def typo_issue(typo: Typo) -> Issue:
    return unknown_argument_issue(typo.key.path, typo.key.value, typo.key.absent, typo.key.declared)


def undeclared_issues(shape: Shape, arguments: Any) -> list[Issue]:
    """An issue for every key the schema lets through without declaring it."""
    return [
        unknown_argument_issue(key.path, key.value, key.absent, key.declared)
        for key in undeclared_keys(shape, arguments)
    ]
