"""Safe repairs: change invalid arguments only where exactly one reading of them exists."""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from toolvet.validation._explain import Finding
from toolvet.validation._render import format_path
from toolvet.validation._types import RENAMED_KEY, Issue, Path, Repair

# The JSON number grammar: no leading '+', no leading zeros, no bare '.5' or '5.'.
_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_NO_VALUE = object()


def parse_number(text: str, types: frozenset[str]) -> Any:
    """The number a string spells exactly, as an int for integer fields; `_NO_VALUE` if none."""
    if not _JSON_NUMBER.fullmatch(text):
        return _NO_VALUE
    try:
        exact = Decimal(text)
    except InvalidOperation:
        return _NO_VALUE
    # "1e400" spells a number no consumer can hold as a float: no single reading.
    if not exact.is_finite() or not math.isfinite(float(exact)):
        return _NO_VALUE
    integral = exact == exact.to_integral_value()
    if "integer" in types and integral:
        return int(exact)
    if "number" in types:
        if integral and not any(c in text for c in ".eE"):
            return int(exact)
        return float(exact)
    return _NO_VALUE


def _parse_json_container(text: str, types: frozenset[str]) -> Any:
    stripped = text.strip()
    if not stripped or stripped[0] not in "{[":
        return _NO_VALUE
    try:
        parsed = json.loads(stripped, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return _NO_VALUE
    if isinstance(parsed, dict) and "object" in types:
        return parsed
    if isinstance(parsed, list) and "array" in types:
        return parsed
    return _NO_VALUE


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def candidate(finding: Finding, value: Any, policy: str) -> tuple[str, Any] | None:
    """The one repaired value for a finding, with its repair code, or None when there is not exactly one."""
    code = finding.issue.code
    types = finding.types
    readings: list[tuple[str, Any]] = []
    if types and isinstance(value, str):
        if types & {"integer", "number"}:
            number = parse_number(value, types)
            if number is not _NO_VALUE:
                readings.append(("number_from_string", number))
        if "boolean" in types and value.casefold() in ("true", "false"):
            readings.append(("boolean_from_string", value.casefold() == "true"))
        if types & {"object", "array"}:
            container = _parse_json_container(value, types)
            if container is not _NO_VALUE:
                readings.append(("json_from_string", container))
    if finding.options and isinstance(value, str) and code in ("enum", "const", "any_of"):
        folded = value.casefold()
        matches = [o for o in finding.options if isinstance(o, str) and o.casefold() == folded]
        if len(set(matches)) == 1 and matches[0] != value:
            readings.append(("enum_case", matches[0]))
    if not readings and policy == "lenient" and "array" in types and not isinstance(value, list):
        readings.append(("wrapped_in_array", [value]))
    if len(readings) != 1:
        return None
    return readings[0]


def plan_repairs(findings: list[Finding], arguments: Any, policy: str) -> list[Repair]:
    """The repairs the findings call for, one per path, deepest first."""
    repairs: list[Repair] = []
    done: set[Path] = set()
    for finding in sorted(findings, key=lambda f: -len(f.issue.path)):
        path = finding.issue.path
        if path in done or finding.issue.code == "missing_required":
            continue
        value = lookup(arguments, path)
        if value is _NO_VALUE:
            continue
        if value is None and "null" not in finding.types and finding.issue.code == "type":
            if path and isinstance(path[-1], str):
                repairs.append(Repair(path, "dropped_null", None, None))
                done.add(path)
            continue
        found = candidate(finding, value, policy)
        if found is not None:
            repairs.append(Repair(path, found[0], value, found[1]))
            done.add(path)
    return repairs


def lookup(document: Any, path: Path) -> Any:
    node = document
    for part in path:
        if isinstance(node, dict):
            found = part in node
        else:
            found = isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        if not found:
            return _NO_VALUE
        node = node[part]
    return node


def apply_repairs(document: Any, repairs: list[Repair]) -> Any:
    """A copy of `document` with the repairs applied; the original is never changed."""
    if any(not r.path for r in repairs):
        root = next(r for r in repairs if not r.path)
        return root.after
    result = _copy_along(document, [r.path for r in repairs])
    for repair in repairs:
        parent = lookup(result, repair.path[:-1])
        key = repair.path[-1]
        if repair.drops:
            del parent[key]
        elif repair.code == RENAMED_KEY:
            # Renamed in place: the arguments keep their order.
            entries = list(parent.items())
            parent.clear()
            parent.update((repair.after if k == key else k, v) for k, v in entries)
        else:
            parent[key] = repair.after
    return result


def settle(
    arguments: Any, first: list[Finding], done: list[Repair], remaining: list[Issue]
) -> tuple[list[Issue], list[Repair]]:
    """For a call still invalid after the repairs `done`: the issues its caller must fix, and
    the repairs that stand (the caller need not fix what they repair).

    `first` are the findings on the call as sent, `remaining` the issues left after the
    repairs. A repair stands unless an issue remains at the value it made, or around it: that
    value is then reported as it was sent. An issue only the repairs revealed (inside a JSON
    string, say) is reported at the path the caller used.
    """
    standing: list[Repair] = []
    failed: list[Repair] = []
    for repair in done:  # in the order made: a repair inside a value follows the one that made it
        made = repair.path_after
        blocked = [i.path for i in remaining] + [r.path_after for r in failed]
        (failed if any(_within(made, p) for p in blocked) else standing).append(repair)
    fixed = {path for r in standing for path in (r.path, r.path_after)}
    issues = [f.issue for f in first if f.issue.path not in fixed]
    reported = {f.issue.path for f in first}
    moved = [r for r in standing if r.code == RENAMED_KEY]
    failed_names = [r for r in failed if r.code == RENAMED_KEY]
    for issue in remaining:
        path = _as_sent(issue.path, moved)
        within_failed_name = any(_within(issue.path, r.path_after) for r in failed_names)
        if path not in reported and not within_failed_name:
            issues.append(Issue(path, issue.code, issue.message, issue.expected, issue.got))
    for rename in failed_names:
        issues.append(_misnamed(arguments, rename, _as_sent(rename.path, moved), remaining))
    return issues, standing


def _within(path: Path, container: Path) -> bool:
    return path[: len(container)] == container


def _as_sent(path: Path, renames: list[Repair]) -> Path:
    """A path in the renamed arguments, spelled as the caller sent it."""
    for rename in reversed(renames):
        if _within(path, rename.path_after):
            path = (*rename.path, *path[len(rename.path) :])
    return path


def _misnamed(arguments: Any, rename: Repair, sent: Path, remaining: list[Issue]) -> Issue:
    """A misspelled argument (at `sent` in the arguments as sent) whose value would be invalid
    under the name it was meant to have."""
    name = rename.after
    there = next((i for i in remaining if _within(i.path, rename.path_after)), None)
    note = ""
    if there is not None:
        where = "" if there.path == rename.path_after else f" at {format_path(there.path)}"
        note = f" As '{name}' it would be invalid{where}: {there.message}"
    return Issue(
        sent,
        "unknown_argument",
        f"unknown argument; did you mean '{name}'?{note}",
        f"'{name}'",
        lookup(arguments, sent),
    )


def _copy_along(node: Any, paths: list[Path]) -> Any:
    """Copy the containers on the repaired paths, sharing every untouched branch with the original."""
    if not paths or not isinstance(node, dict | list):
        return node
    heads: dict[str | int, list[Path]] = {}
    for path in paths:
        if path:
            heads.setdefault(path[0], []).append(path[1:])
    copy: Any = dict(node) if isinstance(node, dict) else list(node)
    for head, rests in heads.items():
        if (head in copy) if isinstance(copy, dict) else isinstance(head, int):
            copy[head] = _copy_along(copy[head], [r for r in rests if r])
    return copy
