"""Merge an operator's constraint into a tool's input schema: one schema, still a plain object at the top."""

from __future__ import annotations

import copy
import json
from typing import Any, TypeGuard

from toolvet.validation._compile import compile_schema, detect_dialect
from toolvet.validation._names import closest_names
from toolvet.validation._pointer import deref
from toolvet.validation._types import Path, SchemaError

#: Keywords a constraint may not add at the top level: they would make the tool's inputSchema a
#: composition (or a reference), which model APIs with strict tool schemas reject.
TOP_LEVEL_FORBIDDEN = (
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "$ref",
    "$dynamicRef",
    "dependentSchemas",
    "dependencies",
    "unevaluatedProperties",
    "patternProperties",
    "$defs",
    "definitions",
    "$id",
    "$anchor",
)
_LOWER_BOUNDS = ("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties")
_UPPER_BOUNDS = ("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties")
#: Annotations the constraint's value replaces (`description` is appended instead).
_OVERRIDDEN = ("title", "examples", "default", "$comment", "deprecated", "readOnly", "writeOnly")
#: Keywords that say what a property is made of; a constraint may only narrow where they exist.
_OBJECT_SHAPE = ("additionalProperties", "patternProperties", "unevaluatedProperties")
_PAIRS = (
    ("minimum", "maximum"),
    ("minLength", "maxLength"),
    ("minItems", "maxItems"),
    ("minProperties", "maxProperties"),
)


class MergeError(Exception):
    """A constraint that cannot apply to a schema; `path` is where in the constraint (keys)."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def merge_constraint(
    schema: Any, constraint: Any, *, skip_undeclared: bool = False
) -> dict[str, Any]:
    """The input schema `schema` narrowed by `constraint`: a call valid for the result is valid for both.

    Keywords merge where that is exact (the tighter bound, the union of `required`, the common
    `type` and `enum` values, property by property); other keywords the upstream also has join
    an `allOf` inside the property, so the top level stays a plain object schema. Raises
    MergeError (with the key path in the constraint) when the constraint names an argument the
    tool does not have (unless `skip_undeclared`: then that part is left out), would need a
    composition at the top level, or can never be satisfied together with `schema` (where that
    is detectable). The inputs are not changed.
    """
    if not isinstance(schema, dict):
        raise MergeError(
            (), "the tool's inputSchema is not an object schema, so it cannot be constrained"
        )
    if constraint is True or constraint == {}:
        return copy.deepcopy(schema)
    if not isinstance(constraint, dict):
        raise MergeError(
            (),
            "a constraint must be a JSON Schema object such as"
            ' {"properties": {"path": {"pattern": "^/data/"}}}; to hide a tool, use tools.deny',
        )
    if skip_undeclared:
        constraint = _declared_only(schema, constraint)
        if not any(constraint.get(k) for k in ("properties", "required")) and set(constraint) <= {
            "properties",
            "required",
            "$schema",
        }:
            return copy.deepcopy(schema)  # nothing in it concerns this tool
    try:
        dialect, _ = detect_dialect(schema)
    except SchemaError as exc:
        raise MergeError((), f"the tool's inputSchema cannot be used: {exc.message}") from None
    merger = _Merger(schema, dialect)
    if not skip_undeclared:
        merger.check_declared(schema, constraint, ())
    merged = merger.top(schema, constraint)
    merger.check_satisfiable(merged, constraint)
    try:
        compile_schema(merged)
    except SchemaError as exc:
        raise MergeError((), f"the constrained schema cannot be used: {exc.message}") from None
    return merged


class _Merger:
    def __init__(self, root: dict[str, Any], dialect: str) -> None:
        self.root = root
        self.boolean_exclusive = dialect == "draft-04"

    def top(self, schema: dict[str, Any], constraint: dict[str, Any]) -> dict[str, Any]:
        for key in constraint:
            if key in TOP_LEVEL_FORBIDDEN:
                raise MergeError(
                    (key,),
                    f"'{key}' cannot be added at the top level: the tool's inputSchema must stay a"
                    " plain object schema (model APIs with strict tool schemas reject top-level"
                    " composition); constrain the properties instead, e.g."
                    ' {"properties": {"path": {"pattern": "^/data/"}}}',
                )
        constraint = {k: v for k, v in constraint.items() if k != "$schema"}
        if "type" in constraint and not _allows_object(constraint["type"]):
            raise MergeError(
                ("type",), "tool arguments are an object; the constraint's type rules that out"
            )
        constraint.pop("type", None)
        merged: dict[str, Any] = self.merge(schema, constraint, ())
        if "allOf" in merged and "allOf" not in schema:
            # Only keywords both sides give end up here; at the top level they cannot be combined.
            extra = ", ".join(sorted({k for part in merged["allOf"] for k in part}))
            raise MergeError(
                (),
                f"the constraint's {extra} cannot be combined with the tool's own at the top level;"
                " constrain the properties instead",
            )
        return merged

    def check_declared(self, schema: Any, constraint: Any, path: Path) -> None:
        """The arguments the constraint names must exist in the tool's schema."""
        if not isinstance(constraint, dict) or not isinstance(schema, dict):
            return
        schema = deref(self.root, schema)
        if not isinstance(schema, dict):
            return
        declared = schema.get("properties")
        closed = isinstance(declared, dict) or any(k in schema for k in _OBJECT_SHAPE) or not path
        declared = declared if isinstance(declared, dict) else {}
        names = (
            list(constraint.get("properties") or {})
            if isinstance(constraint.get("properties"), dict)
            else []
        )
        for name in names:
            if name not in declared and closed:
                raise MergeError(
                    (*path, "properties", name), _no_such_argument(name, (*path,), declared)
                )
            if name in declared:
                self.check_declared(
                    declared[name], constraint["properties"][name], (*path, "properties", name)
                )
        required = constraint.get("required")
        if isinstance(required, list) and closed:
            for index, name in enumerate(required):
                if name not in declared:
                    raise MergeError(
                        (*path, "required", index), _no_such_argument(str(name), path, declared)
                    )
        items = constraint.get("items")
        if isinstance(items, dict) and isinstance(schema.get("items"), dict):
            self.check_declared(schema["items"], items, (*path, "items"))

    def merge(self, schema: Any, constraint: Any, path: Path) -> Any:
        """Both schemas at once, for one location; `path` is the location in the constraint."""
        if constraint is True or constraint == {}:
            return copy.deepcopy(schema)
        if schema is True or schema == {}:
            return copy.deepcopy(constraint)
        if constraint is False or schema is False:
            return False
        if not isinstance(schema, dict) or not isinstance(constraint, dict):
            raise MergeError(path, "expected a schema (a JSON object or a boolean)")
        if "$ref" in schema or "$ref" in constraint:
            # Before 2019-09 keywords beside $ref are ignored, and a referenced schema's own
            # `additionalProperties` would not see properties added beside it: keep them apart.
            return {"allOf": [copy.deepcopy(schema), copy.deepcopy(constraint)]}
        out = copy.deepcopy(schema)
        extra: list[dict[str, Any]] = []
        for key, value in constraint.items():
            here = (*path, key)
            if key not in schema:
                out[key] = copy.deepcopy(value)
                continue
            mine = schema[key]
            if mine == value:
                continue
            self._combine(out, extra, key, mine, value, here)
        if extra:
            out["allOf"] = [*out.get("allOf", []), *extra]
        self._check_bounds(out, constraint, path)
        _check_const(out, path)
        return out

    def _combine(
        self,
        out: dict[str, Any],
        extra: list[dict[str, Any]],
        key: str,
        mine: Any,
        value: Any,
        here: Path,
    ) -> None:
        """One keyword both schemas have, with different values: combined into `out`, or, where
        no one schema says both, kept beside it in `extra` (an allOf)."""
        if key in _LOWER_BOUNDS or key in _UPPER_BOUNDS:
            if _is_number(mine) and _is_number(value):
                out[key] = max(mine, value) if key in _LOWER_BOUNDS else min(mine, value)
            else:
                extra.append({key: copy.deepcopy(value)})
        elif key == "required" and isinstance(mine, list) and isinstance(value, list):
            out[key] = list(dict.fromkeys([*mine, *value]))
        elif key == "type":
            out[key] = _common_type(mine, value, here)
        elif key == "enum" and isinstance(mine, list) and isinstance(value, list):
            kept = [v for v in mine if any(_same(v, w) for w in value)]
            if not kept:
                raise MergeError(
                    here, f"none of {_short(value)} is among the tool's values {_short(mine)}"
                )
            out[key] = kept
        elif key == "const":
            raise MergeError(
                here,
                f"the tool requires exactly {_short(mine)}, so {_short(value)} can never match",
            )
        elif key == "properties" and isinstance(mine, dict) and isinstance(value, dict):
            props = dict(out[key])
            for name, sub in value.items():
                props[name] = (
                    self.merge(mine[name], sub, (*here, name))
                    if name in mine
                    else copy.deepcopy(sub)
                )
            out[key] = props
        elif key in ("items", "additionalProperties", "contains", "propertyNames") and (
            isinstance(mine, dict | bool) and isinstance(value, dict | bool)
        ):
            out[key] = self.merge(mine, value, here)
        elif key == "allOf" and isinstance(mine, list) and isinstance(value, list):
            out[key] = [*copy.deepcopy(mine), *copy.deepcopy(value)]
        elif key == "description" and isinstance(mine, str) and isinstance(value, str):
            out[key] = f"{mine.rstrip()} {value.strip()}"
        elif key in _OVERRIDDEN:
            out[key] = copy.deepcopy(value)
        else:
            extra.append({key: copy.deepcopy(value)})

    def _check_bounds(self, schema: dict[str, Any], constraint: dict[str, Any], path: Path) -> None:
        for low_key, high_key in _PAIRS:
            low, high = schema.get(low_key), schema.get(high_key)
            if _is_number(low) and _is_number(high) and low > high:
                raise MergeError(
                    (*path, low_key if low_key in constraint else high_key),
                    f"{low_key} {low} is above {high_key} {high}, so no value can satisfy both",
                )
        if self.boolean_exclusive:
            return
        low = max(
            (v for v in (schema.get("minimum"), schema.get("exclusiveMinimum")) if _is_number(v)),
            default=None,
        )
        high = min(
            (v for v in (schema.get("maximum"), schema.get("exclusiveMaximum")) if _is_number(v)),
            default=None,
        )
        exclusive = _is_number(schema.get("exclusiveMinimum")) or _is_number(
            schema.get("exclusiveMaximum")
        )
        if low is not None and high is not None and (low > high or (low == high and exclusive)):
            raise MergeError(path, f"the bounds leave no number between {low} and {high}")

    def check_satisfiable(self, merged: dict[str, Any], constraint: dict[str, Any]) -> None:
        """Required arguments the merged schema forbids outright; enums with no value left."""
        properties, named = _object_at(merged, "properties"), _object_at(constraint, "properties")
        for name in merged.get("required") or []:
            if properties.get(name) is False:
                raise MergeError(
                    ("properties", name),
                    f"'{name}' is required by the tool, so forbidding it blocks every call",
                )
        for name in named:
            sub = properties.get(name)
            values = _enum_values(sub)
            if values is None:
                continue
            probe = {k: merged[k] for k in ("$schema", "$defs", "definitions") if k in merged}
            try:
                check = compile_schema({**probe, "type": "object", "properties": {name: sub}})
            except SchemaError:
                continue
            if not any(check.is_valid({name: v}) for v in values):
                raise MergeError(
                    ("properties", name),
                    f"none of the values {_short(values)} of '{name}' satisfies the constraint",
                )


def _check_const(schema: dict[str, Any], path: Path) -> None:
    """A const the merged enum leaves out can never match."""
    if (
        "const" in schema
        and "enum" in schema
        and not any(_same(schema["const"], v) for v in schema["enum"])
    ):
        raise MergeError(
            path,
            f"{_short(schema['const'])} is not among {_short(schema['enum'])}, so nothing can match",
        )


def _declared_only(schema: dict[str, Any], constraint: dict[str, Any]) -> dict[str, Any]:
    """A glob's constraint, reduced to the arguments this tool has."""
    declared = _object_at(schema, "properties")
    out = dict(constraint)
    if isinstance(constraint.get("properties"), dict):
        out["properties"] = {k: v for k, v in constraint["properties"].items() if k in declared}
    if isinstance(constraint.get("required"), list):
        out["required"] = [k for k in constraint["required"] if k in declared]
    return out


def _object_at(schema: dict[str, Any], key: str) -> dict[str, Any]:
    """`schema[key]` when it is an object, else an empty one."""
    value = schema.get(key)
    return value if isinstance(value, dict) else {}


def _enum_values(schema: Any) -> list[Any] | None:
    if not isinstance(schema, dict):
        return None
    if "const" in schema:
        return [schema["const"]]
    if isinstance(schema.get("enum"), list):
        return list(schema["enum"])
    return None


def _no_such_argument(name: str, path: Path, declared: dict[str, Any]) -> str:
    where = "" if not path else f" inside '{'.'.join(str(p) for p in path if p != 'properties')}'"
    near = closest_names(name, list(declared), n=1)
    hint = f"; did you mean '{near[0]}'?" if near else ""
    shown = ", ".join(list(declared)[:12]) or "none"
    return f"the tool has no argument '{name}'{where}{hint} (its arguments: {shown})"


def _allows_object(value: Any) -> bool:
    return value == "object" or (isinstance(value, list) and "object" in value)


def _types(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [t for t in value if isinstance(t, str)]


def _common_type(mine: Any, theirs: Any, path: Path) -> Any:
    a, b = _types(mine), _types(theirs)
    common = [t for t in a if t in b]
    common += [
        t
        for t in ("integer",)
        if t not in common and ((t in a and "number" in b) or (t in b and "number" in a))
    ]
    if not common:
        raise MergeError(
            path, f"the tool takes {' or '.join(a)} here, so {' or '.join(b)} can never match"
        )
    return common[0] if len(common) == 1 else common


def _is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."
