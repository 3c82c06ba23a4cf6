"""Resource bounds on a schema, checked before it is compiled: depth, subschemas, `$ref` expansion.

An upstream's schema is input, and it can be hostile. Validating arguments costs roughly the
number of subschemas they are checked against, and explaining a failure costs that many error
objects: a schema whose `anyOf` branches refer, two by two, to the next level 16 times over has
2^16 paths from a few hundred bytes. So the expanded size (every `$ref` followed, a reference
cycle counted once) is bounded as well as the schema's own depth and subschema count (MCP
2026-07-28, "Composition-Keyword Resource Use"). A schema past a bound is a `schema_too_complex`
schema error, handled by the `invalid_schema` policy like any other unusable schema.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urldefrag, urljoin

from toolvet.validation._pointer import resolve_local_ref
from toolvet.validation._types import SchemaError


@dataclass(frozen=True, slots=True)
class SchemaBounds:
    """The bounds; the defaults leave every real tool schema and the JSON-Schema-Test-Suite alone."""

    max_depth: int = 64
    """Subschemas nested in subschemas, counted in the schema as written."""
    max_subschemas: int = 10_000
    """Subschemas in the whole schema as written, `$defs` included."""
    max_expanded: int = 10_000
    """Subschemas a value can be checked against once every `$ref` is followed (a reference cycle
    counts once): what validating and explaining one call may cost."""


DEFAULT_BOUNDS = SchemaBounds()

# Keywords whose value is one subschema, a list of them, or a map of names to them.
_ONE = (
    "additionalProperties",
    "additionalItems",
    "items",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
)
_LIST = ("allOf", "anyOf", "oneOf", "prefixItems", "items")
_MAP = ("properties", "patternProperties", "dependentSchemas", "dependencies")
_DEFINITIONS = ("$defs", "definitions")
_REFS = ("$ref", "$dynamicRef", "$recursiveRef")


def _applied(node: dict[str, Any]) -> list[Any]:
    """The subschemas a schema applies (definitions are reached only through references)."""
    children: list[Any] = []
    for key in _ONE:
        value = node.get(key)
        if isinstance(value, dict | bool):
            children.append(value)
    for key in _LIST:
        value = node.get(key)
        if isinstance(value, list):
            children.extend(v for v in value if isinstance(v, dict | bool))
    for key in _MAP:
        value = node.get(key)
        if isinstance(value, dict):
            children.extend(v for v in value.values() if isinstance(v, dict | bool))
    return children


def _definitions(node: dict[str, Any]) -> list[Any]:
    found: list[Any] = []
    for key in _DEFINITIONS:
        value = node.get(key)
        if isinstance(value, dict):
            found.extend(v for v in value.values() if isinstance(v, dict | bool))
    return found


class _Walk:
    """One pass over a schema: its size and depth, its resources (`$id`) and anchors."""

    def __init__(self, root: Any, bounds: SchemaBounds) -> None:
        self.bounds = bounds
        self.root = root
        self.count = 0
        # id(subschema) -> the base URI its references resolve against
        self.base: dict[int, str] = {}
        self.resources: dict[str, Any] = {}
        self.anchors: dict[tuple[str, str], Any] = {}
        self._sizes: dict[int, int] = {}
        self._open: set[int] = set()
        root_base = root.get("$id") if isinstance(root, dict) else None
        self._index(root, urldefrag(root_base)[0] if isinstance(root_base, str) else "", 1, ())

    def _index(self, node: Any, base: str, depth: int, where: tuple[str | int, ...]) -> None:
        self.count += 1
        if self.count > self.bounds.max_subschemas:
            raise _too_complex(
                f"it has more than {self.bounds.max_subschemas} subschemas", "max_subschemas"
            )
        if depth > self.bounds.max_depth:
            raise _too_complex(
                f"its subschemas are nested more than {self.bounds.max_depth} levels deep",
                "max_depth",
                where,
            )
        if not isinstance(node, dict):
            return
        declared = node.get("$id")
        if isinstance(declared, str) and not declared.startswith("#"):
            base = urldefrag(_join(base, declared))[0]
            self.resources.setdefault(base, node)
        elif isinstance(declared, str):
            self.anchors.setdefault((base, declared[1:]), node)
        if node is self.root:
            self.resources.setdefault(base, node)
        for key in ("$anchor", "$dynamicAnchor"):
            if isinstance(node.get(key), str):
                self.anchors.setdefault((base, node[key]), node)
        self.base[id(node)] = base
        for key, value in node.items():
            if key in _DEFINITIONS and isinstance(value, dict):
                for name, child in value.items():
                    if isinstance(child, dict | bool):
                        self._index(child, base, depth + 1, (*where, key, name))
            elif key in _ONE and isinstance(value, dict | bool):
                self._index(value, base, depth + 1, (*where, key))
            elif key in _LIST and isinstance(value, list):
                for i, child in enumerate(value):
                    if isinstance(child, dict | bool):
                        self._index(child, base, depth + 1, (*where, key, i))
            elif key in _MAP and isinstance(value, dict):
                for name, child in value.items():
                    if isinstance(child, dict | bool):
                        self._index(child, base, depth + 1, (*where, key, name))

    def resolve(self, node: dict[str, Any], ref: str) -> Any:
        """The subschema a reference names, or None when it is not in this schema."""
        target, fragment = urldefrag(_join(self.base.get(id(node), ""), ref))
        resource = self.resources.get(target)
        if resource is None:
            return None
        if fragment.startswith("/") or fragment == "":
            return resolve_local_ref(resource, "#" + fragment)
        return self.anchors.get((target, fragment))

    def expanded(self, node: Any) -> int:
        """Subschemas reachable from `node` with every reference followed; at most the bound + 1."""
        if not isinstance(node, dict):
            return 1
        known = self._sizes.get(id(node))
        if known is not None:
            return known
        if id(node) in self._open:
            return 1  # a reference cycle: a recursive schema, counted once
        if len(self._open) >= self.bounds.max_depth * 4:
            raise _too_complex(
                f"its $refs and subschemas lead more than {self.bounds.max_depth * 4} levels deep",
                "max_depth",
            )
        self._open.add(id(node))
        limit = self.bounds.max_expanded + 1
        total = 1
        for key in _REFS:
            ref = node.get(key)
            if isinstance(ref, str):
                target = self.resolve(node, ref)
                total += self.expanded(target) if target is not None else 1
        for child in _applied(node):
            if total >= limit:
                break
            total += self.expanded(child)
        self._open.discard(id(node))
        total = min(total, limit)
        self._sizes[id(node)] = total
        return total


def _join(base: str, ref: str) -> str:
    """`ref` resolved against `base`; also for URNs, which urljoin leaves alone."""
    if ref.startswith("#"):
        return base + ref
    joined = urljoin(base, ref)
    return joined if joined != "" else ref


def _too_complex(what: str, bound: str, where: tuple[str | int, ...] = ()) -> SchemaError:
    return SchemaError(
        "schema_too_complex",
        f"the schema is too complex to validate safely: {what} (toolvet's bound {bound}); "
        "simplify it, e.g. fewer nested anyOf/oneOf branches or $refs that fan out",
        where,
    )


def check_bounds(schema: Any, bounds: SchemaBounds = DEFAULT_BOUNDS) -> int:
    """Raise SchemaError("schema_too_complex") for a schema past a bound; else return its
    expanded size (subschemas with every `$ref` followed), the measure of what a call costs."""
    walk = _Walk(schema, bounds)
    expanded = walk.expanded(schema)
    for definition in _definitions(schema) if isinstance(schema, dict) else []:
        expanded = max(expanded, walk.expanded(definition))  # reachable by $dynamicRef & co.
    if expanded > bounds.max_expanded:
        raise _too_complex(
            f"with its $refs followed it has more than {bounds.max_expanded} subschemas "
            "(anyOf/oneOf/allOf branches that refer to further branches multiply)",
            "max_expanded",
        )
    return expanded


__all__ = ["DEFAULT_BOUNDS", "SchemaBounds", "check_bounds"]
