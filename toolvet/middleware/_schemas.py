"""Find the schema that checks a tool call: the SchemaCache entry first, else the tool's own args_schema."""

from __future__ import annotations

import copy
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.tools import BaseTool
from pydantic import BaseModel
from pydantic import ValidationError as PydanticValidationError

from toolvet.cache import SchemaCache, ToolEntry
from toolvet.validation import (
    DEFAULT_DIALECT,
    CompiledSchema,
    FormatsPolicy,
    InvalidSchemaPolicy,
    Issue,
    ModePolicy,
    RepairPolicy,
    SchemaError,
    UnknownArgumentsPolicy,
    ValidationResult,
    compile_schema,
    effective_repair,
    render_message,
    schema_hash,
    within_budget,
)

SourceKind = Literal["cache", "json_schema", "pydantic"]

_LIMIT = 1024
# Separators between a server name and a tool name in prefixed names: langchain-mcp-adapters'
# `tool_name_prefix=True` gives `notes_search`; the toolvet proxy's namespacing gives `notes__search`.
_PREFIX_SEPARATORS = ("__", "_")


@dataclass(frozen=True, slots=True)
class Policy:
    """How one tool's calls are checked (the middleware's defaults, or a server's policy).

    `formats=None` means "as the SchemaCache compiled it", so a cache entry is checked exactly as
    the proxy checks it.
    """

    repair: RepairPolicy = "safe"
    unknown_arguments: UnknownArgumentsPolicy = "suggest"
    formats: FormatsPolicy | None = None
    mode: ModePolicy = "enforce"
    invalid_schema: InvalidSchemaPolicy = "pass"

    @classmethod
    def from_config(cls, policy: Any) -> Policy:
        """From a `toolvet.config.ValidationPolicy` (or anything with the same attributes)."""
        return cls(
            repair=policy.repair,
            unknown_arguments=policy.unknown_arguments,
            formats=policy.formats,
            mode=policy.mode,
            invalid_schema=getattr(policy, "invalid_schema", "pass"),
        )


@dataclass(frozen=True, slots=True)
class Target:
    """The schema one tool call is checked against, and how."""

    kind: SourceKind
    schema_hash: str
    policy: Policy
    entry: ToolEntry | None = None
    schema: Any = None
    model: type[BaseModel] | None = None
    default_dialect: str = DEFAULT_DIALECT
    compiled: CompiledSchema | SchemaError | None = None

    @property
    def server(self) -> str | None:
        return self.entry.server if self.entry is not None else None

    def validate(self, arguments: Any) -> ValidationResult:
        """The verdict on `arguments`, with the safe repairs the policy allows.

        As in the proxy, `mode: "warn"` checks without repairing (the call runs as sent).
        """
        policy = self.policy
        repair = effective_repair(policy.mode, policy.repair)
        # The proxy's bounds: a costly check runs on the one validation worker, within the budget.
        if self.entry is not None:
            entry = self.entry
            return within_budget(
                lambda: entry.validate(
                    arguments,
                    repair=repair,
                    unknown_arguments=policy.unknown_arguments,
                    formats=policy.formats,
                ),
                arguments,
                entry.validator.cost if entry.validator is not None else 0,
                is_valid=entry.validator.is_valid if entry.validator is not None else None,
            )
        compiled = self.compiled
        result = within_budget(
            lambda: _validate_compiled(compiled, arguments, repair, policy.unknown_arguments),
            arguments,
            compiled.cost if isinstance(compiled, CompiledSchema) else 0,
            is_valid=compiled.is_valid if isinstance(compiled, CompiledSchema) else None,
        )
        if self.model is not None:
            return _with_pydantic(self.model, arguments, result)
        return result


def _validate_compiled(
    compiled: CompiledSchema | SchemaError | None,
    arguments: Any,
    repair: str,
    unknown_arguments: str,
) -> ValidationResult:
    if isinstance(compiled, CompiledSchema):
        return compiled.validate(arguments, repair=repair, unknown_arguments=unknown_arguments)
    error = compiled or SchemaError("invalid_schema", "the tool has no input schema")
    issue = Issue(
        error.path, error.code, f"the tool's input schema cannot be used: {error.message}"
    )
    return ValidationResult(
        False, arguments, issues=[issue], message=render_message([issue]), schema_error=error
    )


_PYDANTIC_CODES = {
    "missing": "missing_required",
    "extra_forbidden": "unknown_argument",
    "literal_error": "enum",
    "enum": "enum",
    "greater_than": "range",
    "greater_than_equal": "range",
    "less_than": "range",
    "less_than_equal": "range",
    "multiple_of": "multiple_of",
    "string_too_short": "length",
    "string_too_long": "length",
    "too_short": "item_count",
    "too_long": "item_count",
    "string_pattern_mismatch": "pattern",
}


def pydantic_issues(error: PydanticValidationError) -> list[Issue]:
    """Pydantic's errors as toolvet issues (custom validators become code `rule`)."""
    issues = []
    for item in error.errors(include_url=False):
        kind = str(item.get("type", ""))
        if kind in _PYDANTIC_CODES:
            code = _PYDANTIC_CODES[kind]
        elif kind in ("value_error", "assertion_error"):
            code = "rule"
        elif kind.endswith(("_type", "_parsing")):
            code = "type"
        else:
            code = "invalid"
        message = str(item.get("msg", "invalid value")).removeprefix("Value error, ")
        message = message[:1].lower() + message[1:]
        issues.append(Issue(tuple(item.get("loc", ())), code, message, None, item.get("input")))
    return issues


def _with_pydantic(
    model: type[BaseModel], arguments: Any, result: ValidationResult
) -> ValidationResult:
    """The tool's own model has the last word: it runs custom validators and coerces what it can.

    - JSON Schema valid: the model must accept the (possibly repaired) arguments too; if it does
      not (a field or model validator), its errors are the issues.
    - JSON Schema invalid and not repairable, but the model accepts the arguments as they are
      (pydantic's lax mode): the call is valid, untouched; the tool would run it.
    """
    if result.ok:
        try:
            model.model_validate(result.arguments)
        except PydanticValidationError as exc:
            issues = pydantic_issues(exc)
            return ValidationResult(False, arguments, issues=issues, message=render_message(issues))
        return result
    if result.schema_error is None:
        try:
            model.model_validate(arguments)
        except PydanticValidationError:
            return result
        except Exception:  # a validator that raises something else: not our call to make
            return result
        return ValidationResult(True, arguments)
    return result


class SchemaResolver:
    """Maps the agent's tool names to schemas; compiled validators are keyed by schema hash.

    A tool found in the SchemaCache (by its name, or as `<server>_<tool>` / `<server>__<tool>`)
    is checked against the cache entry with its server's policy; any other tool against its own
    `args_schema` (a JSON Schema dict, or a pydantic model). Dict tools and tools without a schema
    resolve to None.
    """

    def __init__(
        self,
        *,
        cache: SchemaCache | None = None,
        policy: Policy | None = None,
        server_policies: Mapping[str, Policy] | None = None,
        default_dialect: str = DEFAULT_DIALECT,
    ) -> None:
        self.cache = cache
        self.policy = policy or Policy()
        self.server_policies = dict(server_policies or {})
        self.default_dialect = default_dialect
        self._lock = threading.Lock()
        self._compiled: dict[tuple[str, str, str], CompiledSchema | SchemaError] = {}
        self._models: dict[int, tuple[BaseTool, Any, type[BaseModel] | None, Any]] = {}

    def cache_entry(self, name: str) -> ToolEntry | None:
        """The cache entry for an agent tool name, prefixed or not; None if unknown or ambiguous."""
        if self.cache is None:
            return None
        found = self.cache.find(name)
        if found:
            # The same name on several servers: only usable when every schema is the same.
            return found[0] if len({e.schema_hash for e in found}) == 1 else None
        for server in self.cache.servers():
            for separator in _PREFIX_SEPARATORS:
                prefix = server + separator
                if name.startswith(prefix) and len(name) > len(prefix):
                    entry = self.cache.get(server, name[len(prefix) :])
                    if entry is not None:
                        return entry
        return None

    def cache_names(self) -> list[str]:
        return sorted({entry.name for entry in self.cache}) if self.cache is not None else []

    def resolve(self, name: str, tool: BaseTool | dict[str, Any] | None) -> Target | None:
        """The target for a call to `name` (`tool` is the agent's tool of that name, if any)."""
        entry = self.cache_entry(name)
        if entry is not None:
            policy = self.server_policies.get(entry.server, self.policy)
            return Target("cache", entry.schema_hash, policy, entry=entry)
        if not isinstance(tool, BaseTool):
            return None
        schema = tool.args_schema
        if isinstance(schema, dict):
            return self._json_target(schema, self.default_dialect)
        model, model_schema = self._model(tool)
        if model is None:
            return None
        # Pydantic writes JSON Schema 2020-12, whatever dialect dict schemas default to.
        target = self._json_target(model_schema, DEFAULT_DIALECT)
        return Target(
            "pydantic",
            target.schema_hash,
            target.policy,
            schema=model_schema,
            model=model,
            default_dialect=target.default_dialect,
            compiled=target.compiled,
        )

    def _json_target(self, schema: dict[str, Any], dialect: str) -> Target:
        formats = self.policy.formats or "assert"
        try:
            digest = schema_hash(schema)
        except SchemaError as exc:
            return Target("json_schema", "", self.policy, schema=schema, compiled=exc)
        key = (digest, formats, dialect)
        with self._lock:
            compiled = self._compiled.get(key)
        if compiled is None:
            try:
                # A copy: a schema changed in place later must not be mistaken for this one.
                compiled = compile_schema(
                    copy.deepcopy(schema), formats=formats, default_dialect=dialect
                )
            except SchemaError as exc:
                compiled = exc
            with self._lock:
                if len(self._compiled) >= _LIMIT:
                    self._compiled.pop(next(iter(self._compiled)))
                self._compiled[key] = compiled
        return Target(
            "json_schema",
            digest,
            self.policy,
            schema=schema,
            default_dialect=dialect,
            compiled=compiled,
        )

    def _model(self, tool: BaseTool) -> tuple[type[BaseModel] | None, Any]:
        """The pydantic model the model's arguments must satisfy, and its JSON Schema."""
        args_schema = tool.args_schema
        with self._lock:
            known = self._models.get(id(tool))
        if known is not None and known[0] is tool and known[1] is args_schema:
            return known[2], known[3]
        model: type[BaseModel] | None = None
        schema: Any = None
        if isinstance(args_schema, type) and issubclass(args_schema, BaseModel):
            model = args_schema
            # Injected arguments (runtime, tool_call_id, ...) are not the model's to give:
            # check against the tool-call schema LangChain shows the model instead.
            call_schema = tool.tool_call_schema
            if (
                isinstance(call_schema, type)
                and issubclass(call_schema, BaseModel)
                and set(call_schema.model_fields) != set(args_schema.model_fields)
            ):
                model = call_schema
            try:
                schema = model.model_json_schema()
            except Exception:  # a type pydantic cannot describe: no schema to check against
                model, schema = None, None
        with self._lock:
            if len(self._models) >= _LIMIT:
                self._models.pop(next(iter(self._models)))
            self._models[id(tool)] = (tool, args_schema, model, schema)
        return model, schema


def tool_name(tool: BaseTool | dict[str, Any]) -> str | None:
    """The name a tool is called by: a BaseTool's name, or a dict tool's name/function.name/type."""
    if isinstance(tool, BaseTool):
        return tool.name
    if isinstance(tool, dict):
        function = tool.get("function")
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            return function["name"]
        for key in ("name", "type"):
            if isinstance(tool.get(key), str):
                return tool[key]
    return None


def tools_by_name(
    tools: Iterable[BaseTool | dict[str, Any]],
) -> dict[str, BaseTool | dict[str, Any]]:
    out: dict[str, BaseTool | dict[str, Any]] = {}
    for tool in tools:
        name = tool_name(tool)
        if name is not None:
            out.setdefault(name, tool)
    return out
