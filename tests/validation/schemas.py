"""Schemas the validation tests share."""

from __future__ import annotations

from typing import Any


def fan_out(levels: int) -> dict[str, Any]:
    """`q` is an anyOf of two refs to the next level, `levels` deep: 2^levels paths."""
    defs: dict[str, Any] = {f"l{levels}": {"type": "string"}}
    for level in range(levels - 1, -1, -1):
        defs[f"l{level}"] = {"anyOf": [{"$ref": f"#/$defs/l{level + 1}"}] * 2}
    return {"type": "object", "$defs": defs, "properties": {"q": {"$ref": "#/$defs/l0"}}}
