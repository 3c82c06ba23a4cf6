"""Compile a schema once into a validator; look it up again by identity or by the hash of its canonical JSON."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import TYPE_CHECKING, Any, TypeVar

from toolvet.validation._bounds import check_bounds
from toolvet.validation._budget import within_budget
from toolvet.validation._explain import Finding, explain
from toolvet.validation._render import format_path, render_message
from toolvet.validation._repair import apply_repairs, plan_repairs, settle
from toolvet.validation._result import ValidationResult
from toolvet.validation._shape import Shape, build_shape, undeclared_keys
from toolvet.validation._types import (
    FORMATS_POLICIES,
    REPAIR_POLICIES,
    UNKNOWN_ARGUMENTS_POLICIES,
    Issue,
    Path,
    Repair,
    SchemaError,
)
from toolvet.validation._typos import (
    Typo,
    find_typos,
    renames,
    typo_issue,
    undeclared_issues,
)

DEFAULT_DIALECT = "2020-12"
# $schema (without scheme and trailing '#') -> (dialect name, jsonschema-rs validator class name).
DIALECTS: dict[str, tuple[str, str]] = {
    "json-schema.org/draft/2020-12/schema": ("2020-12", "Draft202012Validator"),
    "json-schema.org/draft/2019-09/schema": ("2019-09", "Draft201909Validator"),
    "json-schema.org/draft-07/schema": ("draft-07", "Draft7Validator"),
    "json-schema.org/draft-06/schema": ("draft-06", "Draft6Validator"),
    "json-schema.org/draft-04/schema": ("draft-04", "Draft4Validator"),
}
if TYPE_CHECKING:
    from jsonschema_rs import Validator
SUPPORTED_DIALECTS = "2020-12, 2019-09, draft-07, draft-06 and draft-04"
_MAX_REPAIR_ROUNDS = 4
# Backtracking steps a `pattern` may take on one value (lookaround and backreferences need the
# backtracking engine); past it the value is reported, so a hostile pattern cannot stall a call.
REGEX_BACKTRACK_LIMIT = 100_000
_CACHE_LIMIT = 4096


def schema_hash(schema: Any) -> str:
    """The SHA-256 of a schema's canonical JSON (sorted keys, no spaces): equal schemas, equal hashes."""
    try:
        text = json.dumps(
            schema, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
        )
    except (TypeError, ValueError) as exc:
        raise SchemaError("invalid_schema", f"the schema is not JSON: {exc}") from None
    return hashlib.sha256(text.encode()).hexdigest()


_BY_NAME = {name: (name, engine) for name, engine in DIALECTS.values()}


def _engine_module() -> Any:
    """jsonschema-rs, imported on the first compile rather than with toolvet: it pulls in
    email.utils and friends, a third of `import toolvet`."""
    import jsonschema_rs

    return jsonschema_rs


def detect_dialect(schema: Any, default: str = DEFAULT_DIALECT) -> tuple[str, type[Validator]]:
    """The dialect name and engine class `$schema` asks for; `default` when it is absent."""
    declared = schema.get("$schema") if isinstance(schema, dict) else None
    if declared is None:
        if default not in _BY_NAME:
            raise ValueError(f"default_dialect must be one of {tuple(_BY_NAME)}, got {default!r}")
        name, engine = _BY_NAME[default]
        return name, getattr(_engine_module(), engine)
    if not isinstance(declared, str):
        raise SchemaError(
            "invalid_schema", f"$schema must be a URI string, got {declared!r}", ("$schema",)
        )
    key = declared.strip().rstrip("#")
    for prefix in ("https://", "http://"):
        if key.startswith(prefix):
            key = key[len(prefix) :]
    if key not in DIALECTS:
        raise SchemaError(
            "unsupported_dialect",
            f"unsupported JSON Schema dialect {declared!r} in $schema; toolvet supports {SUPPORTED_DIALECTS}",
            ("$schema",),
        )
    name, engine = DIALECTS[key]
    return name, getattr(_engine_module(), engine)


class CompiledSchema:
    """A schema compiled once: validates, explains, repairs. Shared by every tool with an equal schema."""

    __slots__ = ("_engine", "_formats", "_shape", "cost", "dialect", "hash", "schema")

    def __init__(
        self,
        schema: Any,
        *,
        formats: str = "assert",
        default_dialect: str = DEFAULT_DIALECT,
        digest: str | None = None,
    ) -> None:
        if formats not in FORMATS_POLICIES:
            raise ValueError(f"formats must be one of {FORMATS_POLICIES}, got {formats!r}")
        if not isinstance(schema, dict | bool):
            raise SchemaError(
                "invalid_schema",
                f"a schema must be a JSON object or a boolean, got {type(schema).__name__}",
            )
        self.schema = schema
        self.hash = digest or schema_hash(schema)
        # Bounded before the engine sees it: compiling a hostile schema is costly too.
        self.cost = check_bounds(schema)
        """Subschemas with every $ref followed: what checking one value may cost (see _budget)."""
        self.dialect, engine_class = detect_dialect(schema, default_dialect)
        self._formats = formats
        self._engine = _build_engine(engine_class, schema, formats == "assert")
        self._shape: Shape | None = build_shape(schema)

    def __repr__(self) -> str:
        return f"<CompiledSchema {self.dialect} {self.hash[:12]}>"

    @property
    def formats(self) -> str:
        return self._formats

    def is_valid(self, instance: Any) -> bool:
        return self._engine.is_valid(instance)

    def validate(
        self,
        arguments: Any,
        *,
        repair: str = "safe",
        unknown_arguments: str = "suggest",
    ) -> ValidationResult:
        """Check `arguments`; see `toolvet.validate_arguments` for the meaning of the result."""
        if repair not in REPAIR_POLICIES:
            raise ValueError(f"repair must be one of {REPAIR_POLICIES}, got {repair!r}")
        if unknown_arguments not in UNKNOWN_ARGUMENTS_POLICIES:
            raise ValueError(
                f"unknown_arguments must be one of {UNKNOWN_ARGUMENTS_POLICIES}, got {unknown_arguments!r}"
            )
        try:
            valid = self._engine.is_valid(arguments)
        except (ValueError, TypeError, OverflowError) as exc:
            issue = Issue(
                (), "not_json", f"the arguments are not JSON data: {exc}", "JSON data", None
            )
            return _invalid([issue], arguments)
        if valid and not self._misnamed(arguments, unknown_arguments):
            return ValidationResult(True, arguments)
        first = [] if valid else self._findings(arguments)
        renaming = unknown_arguments == "suggest" and repair != "off"
        current, findings = arguments, first
        done: list[Repair] = []
        judged: dict[Path, Typo] = {}
        if repair != "off":
            current, findings, done = self._repair(arguments, first, repair, judged, renaming)
        remaining = [f.issue for f in findings]
        remaining += self._name_issues(current, findings, unknown_arguments, judged)
        if not remaining:
            return ValidationResult(True, current, repairs=done)
        issues, standing = settle(arguments, first, done, remaining)
        return _invalid(issues, arguments, standing)

    def _findings(self, arguments: Any) -> list[Finding]:
        """What is wrong with `arguments` ([] when they are valid), never nothing when invalid."""
        if self._engine.is_valid(arguments):
            return []
        findings = explain(list(self._engine.iter_errors(arguments)), self.schema)
        if not findings:
            # The engine said no but explained nothing: never let that read as a pass.
            message = "the arguments do not match the tool's schema"
            findings = [Finding(Issue((), "invalid", message, None, arguments))]
        return findings

    def _misnamed(self, arguments: Any, unknown_arguments: str) -> bool:
        """Whether valid arguments have a key the policy speaks about: a typo, or any undeclared
        key under "reject"."""
        if unknown_arguments == "allow" or self._shape is None:
            return False
        if unknown_arguments == "reject":
            return bool(undeclared_keys(self._shape, arguments))
        return bool(find_typos(self._shape, arguments, []))

    def _repair(
        self,
        arguments: Any,
        findings: list[Finding],
        policy: str,
        judged: dict[Path, Typo],
        renaming: bool,
    ) -> tuple[Any, list[Finding], list[Repair]]:
        """The arguments after the rounds of repairs, what is still wrong with them, the repairs.

        Each round renames misspelled keys first (their values are then checked under their
        declared names), then repairs values; a repair can reveal more to repair (a JSON string
        parsed into an object), so there are a few rounds. Each typo is judged once, in the
        round it is first seen (`judged`): a key close to two names is not renamed to the one
        left once a sibling took the other.
        """
        current = arguments
        done: list[Repair] = []
        for _ in range(_MAX_REPAIR_ROUNDS):
            renamed = []
            if renaming and self._shape is not None:
                typos = find_typos(self._shape, current, findings)
                fresh = [t for t in typos if t.key.path not in judged]
                judged.update((t.key.path, t) for t in fresh)
                renamed = renames(fresh)
            if renamed:
                current = apply_repairs(current, renamed)
                findings = self._findings(current)
            fixes = plan_repairs(findings, current, policy)
            if fixes:
                current = apply_repairs(current, fixes)
                findings = self._findings(current)
            if not renamed and not fixes:
                break
            done += renamed + fixes
        return current, findings, done

    def _name_issues(
        self,
        arguments: Any,
        findings: list[Finding],
        unknown_arguments: str,
        judged: dict[Path, Typo],
    ) -> list[Issue]:
        """The undeclared keys the policy refuses: under "suggest", the typos left (several
        names are close, or repairs are off), as first judged; under "reject", every one."""
        if self._shape is None or unknown_arguments == "allow":
            return []
        if unknown_arguments == "reject":
            return undeclared_issues(self._shape, arguments)
        typos = find_typos(self._shape, arguments, findings)
        return [typo_issue(judged.get(t.key.path, t)) for t in typos]


def _invalid(
    issues: list[Issue], arguments: Any, repairs: list[Repair] | None = None
) -> ValidationResult:
    return ValidationResult(
        False,
        arguments,
        issues=issues,
        repairs=repairs,
        message=render_message(issues, repairs=repairs or ()),
    )


class _NetworkRefRefused(Exception):
    pass


def _build_engine(engine_class: type[Validator], schema: Any, assert_formats: bool) -> Validator:
    refused: list[str] = []

    def refuse(uri: str) -> Any:
        refused.append(uri)
        raise _NetworkRefRefused(f"toolvet never fetches {uri}")

    jsonschema_rs = _engine_module()
    try:
        return engine_class(
            schema,
            validate_formats=assert_formats,
            retriever=refuse,
            pattern_options=jsonschema_rs.FancyRegexOptions(backtrack_limit=REGEX_BACKTRACK_LIMIT),
        )
    except jsonschema_rs.ValidationError as exc:
        if refused:
            raise SchemaError(
                "remote_ref",
                f"the schema refers to {refused[0]!r}, which is not part of it; toolvet never fetches "
                "schemas over the network: put the referenced schema under $defs and refer to it with "
                "'#/$defs/...'",
            ) from None
        location = tuple(exc.instance_path)
        detail = str(exc.message).split("\n", 1)[0]
        where = f" at {format_path(location)}" if location else ""
        if detail.startswith("Unknown meta-schema"):
            raise SchemaError(
                "unsupported_dialect", f"{detail}; toolvet supports {SUPPORTED_DIALECTS}"
            ) from None
        raise SchemaError("invalid_schema", f"invalid schema{where}: {detail}", location) from None
    except jsonschema_rs.ReferencingError as exc:
        if refused:
            raise SchemaError(
                "remote_ref",
                f"the schema refers to {refused[0]!r}; toolvet never fetches schemas over the network",
            ) from None
        raise SchemaError(
            "invalid_schema", f"the schema has a $ref that cannot be resolved: {exc}"
        ) from None
    except (ValueError, TypeError) as exc:
        raise SchemaError("invalid_schema", f"invalid schema: {exc}") from None


_by_identity: dict[tuple[int, str, str], tuple[Any, CompiledSchema | SchemaError]] = {}
_by_hash: dict[tuple[str, str, str], CompiledSchema | SchemaError] = {}


def compile_schema(
    schema: Any, *, formats: str = "assert", default_dialect: str = DEFAULT_DIALECT
) -> CompiledSchema:
    """The compiled validator for `schema`, compiled at most once per distinct schema.

    `default_dialect` applies to a schema without `$schema`. Raises SchemaError when the schema
    cannot be used. Schemas are treated as immutable once compiled: a schema changed in place
    must be passed as a new object.
    """
    found = _by_identity.get((id(schema), formats, default_dialect))
    if found is not None and found[0] is schema:
        result = found[1]
    else:
        digest = schema_hash(schema)
        cached = _by_hash.get((digest, formats, default_dialect))
        if cached is None:
            try:
                cached = CompiledSchema(
                    copy.deepcopy(schema),
                    formats=formats,
                    default_dialect=default_dialect,
                    digest=digest,
                )
            except SchemaError as exc:
                cached = exc
            _remember(_by_hash, (digest, formats, default_dialect), cached)
        result = cached
        _remember(_by_identity, (id(schema), formats, default_dialect), (schema, result))
    if isinstance(result, SchemaError):
        raise result
    return result


_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


def _remember(cache: dict[_Key, _Value], key: _Key, value: _Value) -> None:
    if len(cache) >= _CACHE_LIMIT:
        cache.pop(next(iter(cache)))
    cache[key] = value


def validate_arguments(
    schema: Any,
    arguments: Any,
    *,
    repair: str = "safe",
    unknown_arguments: str = "suggest",
    formats: str = "assert",
    default_dialect: str = DEFAULT_DIALECT,
) -> ValidationResult:
    """Check tool-call arguments against a tool's input schema; repair what is unambiguous.

    - `repair`: "off", "safe" (default: numeric and boolean strings, JSON strings for objects and
      arrays, null on optional fields dropped, enum case) or "lenient" (also wraps a lone value
      where an array is expected). Only invalid arguments are repaired (and misspelled names,
      below), and a repair counts only if the repaired copy is valid. When the arguments stay
      invalid, `repairs` lists those that would be made once the issues are fixed.
    - `unknown_arguments`: "allow", "suggest" (default: a key the schema would let through
      undeclared that is a near-miss of one declared name the call left out is renamed to it,
      a `renamed_key` repair; a near-miss of several names, or any near-miss with `repair`
      "off", is an issue that names them) or "reject" (every undeclared key is an issue).
    - `formats`: "assert" (default: `format` is checked) or "annotate".
    - `default_dialect`: the dialect of a schema without `$schema` ("2020-12", as MCP specifies).

    A schema that cannot be used (`schema_too_complex` among them) gives `ok=False` with a
    single issue and `schema_error` set. A costly check runs on the validation worker and waits
    at most DEFAULT_BUDGET seconds (see `within_budget`).
    """
    try:
        compiled = compile_schema(schema, formats=formats, default_dialect=default_dialect)
    except SchemaError as exc:
        issue = Issue(
            exc.path, exc.code, f"the tool's input schema cannot be used: {exc.message}", None, None
        )
        return ValidationResult(
            False, arguments, issues=[issue], message=render_message([issue]), schema_error=exc
        )
    return within_budget(
        lambda: compiled.validate(arguments, repair=repair, unknown_arguments=unknown_arguments),
        arguments,
        compiled.cost,
        is_valid=compiled.is_valid,
    )
