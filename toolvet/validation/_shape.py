"""The declared argument names of a schema, as a tree, to spot undeclared keys that validation lets through."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolvet.validation._pointer import deref
from toolvet.validation._types import Path

_MAX_DEPTH = 32


@dataclass(slots=True)
class Shape:
    """An object's declared properties (with the shapes of their values) or an array's item shape."""

    properties: dict[str, Shape | None] | None = None
    # Keys beside the declared ones are rejected by the schema itself, or matched by patterns:
    # nothing for toolvet to add.
    checks_extra_keys: bool = True
    items: Shape | None = None


def build_shape(root: Any) -> Shape | None:
    """The shape of `root`, or None when it declares no object properties anywhere."""
    return _build(root, root, 0, set())


def _build(root: Any, schema: Any, depth: int, seen: set[int]) -> Shape | None:
    schema = deref(root, schema)
    if not isinstance(schema, dict) or depth > _MAX_DEPTH or id(schema) in seen:
        return None
    seen = seen | {id(schema)}
    parts = [schema]
    for sub in schema.get("allOf", []) if isinstance(schema.get("allOf"), list) else []:
        sub = deref(root, sub)
        if isinstance(sub, dict):
            parts.append(sub)
    # `X | None` (anyOf/oneOf of one schema and null) is read as X; other unions are left alone.
    for key in ("anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list):
            real = [b for b in (deref(root, b) for b in branches) if not _is_null_schema(b)]
            if len(real) == 1 and isinstance(real[0], dict):
                inner = _build(root, real[0], depth + 1, seen)
                if inner is not None:
                    return inner
    shape = Shape()
    has_properties = False
    for part in parts:
        props = part.get("properties")
        if isinstance(props, dict):
            has_properties = True
            if shape.properties is None:
                shape.properties = {}
            for name, sub in props.items():
                shape.properties[name] = _build(root, sub, depth + 1, seen)
        if part.get("additionalProperties") is False or part.get("unevaluatedProperties") is False:
            shape.checks_extra_keys = False
        if part.get("patternProperties"):
            shape.checks_extra_keys = False
        items = part.get("items")
        if isinstance(items, dict):
            shape.items = _build(root, items, depth + 1, seen)
    if not has_properties:
        shape.properties = None
    if shape.properties is None and shape.items is None:
        return None
    return shape


def _is_null_schema(schema: Any) -> bool:
    return isinstance(schema, dict) and (
        schema.get("type") == "null" or schema.get("const", 0) is None
    )


@dataclass(frozen=True, slots=True)
class Undeclared:
    """A key the schema lets through without declaring it, and the names its object does declare."""

    path: Path
    value: Any
    declared: list[str]
    absent: list[str]


def undeclared_keys(shape: Shape, value: Any, path: Path = ()) -> list[Undeclared]:
    """Every key of `value` that the schema does not declare but would let through."""
    found: list[Undeclared] = []
    _walk(shape, value, path, found)
    return found


def _walk(shape: Shape, value: Any, path: Path, found: list[Undeclared]) -> None:
    if isinstance(value, dict):
        props = shape.properties
        if props is None:
            return
        for key, child_value in value.items():
            if key in props:
                child = props[key]
                if child is not None:
                    _walk(child, child_value, (*path, key), found)
            elif shape.checks_extra_keys:
                absent = [name for name in props if name not in value]
                found.append(Undeclared((*path, key), child_value, list(props), absent))
    elif isinstance(value, list) and shape.items is not None:
        for index, item in enumerate(value):
            _walk(shape.items, item, (*path, index), found)
