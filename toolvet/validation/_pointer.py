"""Walk a schema by keyword location, following local `$ref`s: the subschema an error came from."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any
from urllib.parse import unquote

_MISSING = object()


def resolve_local_ref(root: Any, ref: str) -> Any:
    """The subschema a local `$ref` (`#`, `#/$defs/x`, `#anchor`) names, or None if not local."""
    if not isinstance(ref, str) or not ref.startswith("#"):
        return None
    fragment = unquote(ref[1:])
    if fragment == "":
        return root
    if not fragment.startswith("/"):
        return _find_anchor(root, fragment)
    node = root
    for token in fragment[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict):
            node = node.get(token, _MISSING)
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
        if node is _MISSING:
            return None
    return node


def _find_anchor(node: Any, anchor: str, depth: int = 0) -> Any:
    if depth > 64:
        return None
    children: Iterable[Any]
    if isinstance(node, dict):
        if node.get("$anchor") == anchor or node.get("$dynamicAnchor") == anchor:
            return node
        children = node.values()
    elif isinstance(node, list):
        children = node
    else:
        return None
    for child in children:
        found = _find_anchor(child, anchor, depth + 1)
        if found is not None:
            return found
    return None


def schema_at(root: Any, location: Sequence[str | int]) -> Any:
    """The subschema at a keyword location such as `properties/a/$ref/items`, or None."""
    node = root
    for part in location:
        if part == "$ref" and isinstance(node, dict) and isinstance(node.get("$ref"), str):
            node = resolve_local_ref(root, node["$ref"])
        elif isinstance(node, dict):
            node = node.get(part, _MISSING) if isinstance(part, str) else _MISSING
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        else:
            return None
        if node is _MISSING or node is None:
            return None
    return node


def deref(root: Any, schema: Any, limit: int = 16) -> Any:
    """Follow local `$ref`s to the schema they name (keywords beside the `$ref` laid over it)."""
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and limit > 0:
        target = resolve_local_ref(root, schema["$ref"])
        if not isinstance(target, dict):
            return schema
        siblings = {k: v for k, v in schema.items() if k != "$ref"}
        schema, limit = ({**target, **siblings} if siblings else target), limit - 1
    return schema
