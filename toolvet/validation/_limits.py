"""Size and depth limits on arguments, checked before validation so a hostile call costs little."""

from __future__ import annotations

import json
from typing import Any

import orjson

from toolvet.validation._types import Issue

_COMPACT_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def _depth(value: Any, limit: int, depth: int = 1) -> int:
    """The nesting depth of `value`, counting stops once it passes `limit`."""
    if depth > limit:
        return depth
    children = (
        value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    )
    deepest = depth
    for child in children:
        if isinstance(child, dict | list):
            deepest = max(deepest, _depth(child, limit, depth + 1))
            if deepest > limit:
                break
    return deepest


def check_limits(arguments: Any, *, max_bytes: int, max_depth: int) -> Issue | None:
    """An issue when the arguments' JSON is longer than `max_bytes` or nested deeper than
    `max_depth` (an object or array is one level); None when they are within both."""
    try:
        size = len(orjson.dumps(arguments))
    except TypeError:  # what orjson does not encode (an integer past 64 bits, deep nesting)
        try:
            size = len(_COMPACT_JSON.encode(arguments).encode())
        except (TypeError, ValueError, RecursionError):
            return Issue((), "not_json", "the arguments are not JSON data", "JSON data", None)
    if size > max_bytes:
        return Issue(
            (),
            "argument_size",
            f"the arguments are {size} bytes of JSON; at most {max_bytes} are accepted: send less data",
            f"at most {max_bytes} bytes",
            None,
        )
    # Each level takes at least two characters, so short arguments cannot be too deep.
    if size >= 2 * max_depth and _depth(arguments, max_depth) > max_depth:
        return Issue(
            (),
            "argument_depth",
            f"the arguments are nested more than {max_depth} levels deep; flatten them",
            f"at most {max_depth} levels",
            None,
        )
    return None
