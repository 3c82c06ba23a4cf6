"""Turn pydantic validation errors into one-line config problems: key path, what, and the fix."""

from __future__ import annotations

import types
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from toolvet.config._errors import closest
from toolvet.config._model import SERVER_KEYS, ServerConfig
from toolvet.validation import format_path as write_path

KeyPath = Sequence[str | int]

#: Values under these keys may be secrets (tokens in env, Authorization headers): never quoted.
_SECRET_PARENTS = frozenset({"env", "headers"})


def format_path(path: KeyPath) -> str:
    """``mcpServers.notes.args[1]``; keys that are not plain words are quoted: ``["a b"]``."""
    return write_path(path, root="(top level)")


def describe_value(value: Any, *, quote: bool = True) -> str:
    """A short description of a JSON value: ``a string ('x')``, ``a number (3)``, ``null``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})" if quote else "a boolean"
    if isinstance(value, int | float):
        return f"a number ({value})" if quote else "a number"
    if isinstance(value, str):
        if not quote:
            return "a string"
        short = value if len(value) <= 40 else value[:37] + "..."
        return f"a string ({short!r})"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def input_keys(model: type[BaseModel]) -> list[str]:
    """The keys a model accepts as input, aliases included (ServerConfig: without `name`)."""
    if model is ServerConfig:
        return list(SERVER_KEYS)
    keys: list[str] = []
    for name, field in model.model_fields.items():
        alias = field.validation_alias
        if alias is None:
            keys.append(field.alias or name)
        elif isinstance(alias, str):
            keys.append(alias)
        else:
            keys.extend(c for c in getattr(alias, "choices", []) if isinstance(c, str))
    return keys


def _strip_optional(annotation: Any) -> Any:
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def annotation_at(model: type[BaseModel], loc: KeyPath) -> Any:
    """The declared type at `loc` inside `model` (following fields, list items, dict values)."""
    annotation: Any = model
    for part in loc:
        annotation = _strip_optional(annotation)
        if _is_model(annotation) and isinstance(part, str):
            field = _field_for(annotation, part)
            if field is None:
                return None
            annotation = field
        elif get_origin(annotation) is list and isinstance(part, int):
            annotation = get_args(annotation)[0]
        elif get_origin(annotation) is dict:
            annotation = get_args(annotation)[1]
        else:
            return None
    return _strip_optional(annotation)


def _field_for(model: type[BaseModel], key: str) -> Any:
    for name, field in model.model_fields.items():
        alias = field.validation_alias
        choices = getattr(alias, "choices", [alias] if isinstance(alias, str) else [])
        if key == name or key == field.alias or key in choices:
            return field.annotation
    return None


def describe_type(annotation: Any) -> str:
    """What a value of `annotation` looks like in JSON: ``a list of strings``, ``true or false``."""
    annotation = _strip_optional(annotation)
    simple = {
        str: "a string",
        bool: "true or false",
        int: "an integer",
        float: "a number",
        Path: "a string (a directory path)",
    }
    if annotation in simple:
        return simple[annotation]
    origin = get_origin(annotation)
    if origin is Literal:
        return "one of " + ", ".join(repr(v) for v in get_args(annotation))
    if origin is list:
        item = describe_type(get_args(annotation)[0])
        return "a list of strings" if item == "a string" else f"a list (each {item})"
    if origin is dict:
        return f"an object whose values are each {describe_type(get_args(annotation)[1])}"
    if _is_model(annotation):
        if annotation is ServerConfig:
            return "an object with 'command' (stdio) or 'url' (remote)"
        return "an object with keys " + ", ".join(input_keys(annotation))
    return "a value of another type"


def _model_at(model: type[BaseModel], loc: KeyPath) -> type[BaseModel] | None:
    found = annotation_at(model, loc)
    return found if _is_model(found) else None


def _one(error: ErrorDetails, model: type[BaseModel]) -> tuple[list[str | int], str]:
    loc: list[str | int] = list(error["loc"])
    kind = error["type"]
    ctx: dict[str, Any] = dict(error.get("ctx") or {})
    value = error.get("input")
    secret = any(part in _SECRET_PARENTS for part in loc)

    if kind == "toolvet_config":
        if ctx.get("key"):
            loc.append(ctx["key"])
        return loc, str(ctx["message"])
    if kind == "extra_forbidden":
        key = str(loc[-1])
        owner = _model_at(model, loc[:-1])
        allowed = input_keys(owner) if owner else []
        suggestion = closest(key, allowed)
        if suggestion:
            return loc, f"unknown key '{key}'; did you mean '{suggestion}'?"
        return loc, f"unknown key '{key}'; allowed keys: {', '.join(allowed)}"
    annotation = annotation_at(model, loc)
    if kind == "literal_error":
        allowed_values = [str(v) for v in get_args(annotation)] if annotation else []
        expected = "expected one of " + ", ".join(repr(v) for v in allowed_values)
        if not isinstance(value, str):
            return loc, f"{expected}, got {describe_value(value)}"
        message = f"{value!r} is not allowed; {expected}"
        if suggestion := closest(value, allowed_values):
            message += f" (did you mean '{suggestion}'?)"
        return loc, message
    if kind == "missing":
        return loc, f"required key '{loc[-1]}' is missing"
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        bounds = _bounds_of(_field_at(model, loc))
        shown = describe_value(value, quote=not secret)
        return loc, f"expected {describe_type(annotation)} {bounds}, got {shown}"
    if kind == "finite_number":
        return loc, f"expected a finite number, got {value!r}"
    if kind in ("string_too_short", "too_short"):
        return loc, f"must not be empty; expected {describe_type(annotation)}"
    if kind.endswith("_type") or kind.endswith("_parsing"):
        expected = describe_type(annotation) if annotation is not None else "another type"
        return loc, f"expected {expected}, got {describe_value(value, quote=not secret)}"
    return loc, str(error["msg"])


def _field_at(model: type[BaseModel], loc: KeyPath) -> Any:
    """The pydantic FieldInfo at `loc` (for its constraints), or None."""
    if not loc or not isinstance(loc[-1], str):
        return None
    owner = _model_at(model, loc[:-1])
    if owner is None:
        return None
    for name, field in owner.model_fields.items():
        if loc[-1] in (name, field.alias):
            return field
    return None


def _bounds_of(field: Any) -> str:
    if field is None:
        return "in range"
    lower = upper = None
    strict_lower = False
    for item in getattr(field, "metadata", []):
        if getattr(item, "gt", None) is not None:
            lower, strict_lower = item.gt, True
        if getattr(item, "ge", None) is not None:
            lower = item.ge
        if getattr(item, "le", None) is not None:
            upper = item.le
    if lower is not None and upper is not None:
        return f"from {lower} to {upper}"
    if lower is not None:
        return f"greater than {lower}" if strict_lower else f"of at least {lower}"
    if upper is not None:
        return f"of at most {upper}"
    return "in range"


def problems_from(
    exc: ValidationError, model: type[BaseModel], prefix: KeyPath = ()
) -> list[tuple[str, str]]:
    """One (key path, message) per error in `exc`, raised while validating `model` at `prefix`."""
    out: list[tuple[str, str]] = []
    for error in exc.errors(include_url=False):
        loc, message = _one(error, model)
        line = (format_path([*prefix, *loc]), message)
        if line not in out:
            out.append(line)
    return out
