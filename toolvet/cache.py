"""SchemaCache: the tools of every upstream server, their schemas and shared compiled validators."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolvet._files import write_atomically
from toolvet.validation import (
    CompiledSchema,
    Issue,
    SchemaError,
    ValidationResult,
    compile_schema,
    header_fields,
    header_problem,
    render_message,
    schema_hash,
)

if TYPE_CHECKING:
    from toolvet.constraints import ServerConstraints

SNAPSHOT_VERSION = 1

log = logging.getLogger("toolvet.cache")


@dataclass(frozen=True, slots=True)
class ToolEntry:
    """One tool of one server, as the server described it, with its compiled input validator.

    With operator constraints (`tools.constrain`), `definition` stays as the server sent it, while
    `input_schema`, the validator and `schema_hash` are those of the constrained schema; a
    constraint that cannot apply to the tool is `constraint_error`, and every call is refused.
    """

    server: str
    name: str
    definition: Mapping[str, Any]
    schema_hash: str
    validator: CompiledSchema | None = field(repr=False, compare=False)
    schema_error: SchemaError | None = field(default=None, compare=False)
    constrained_schema: Mapping[str, Any] | None = field(default=None, repr=False, compare=False)
    constraint_error: str | None = field(default=None, compare=False)
    header_problem: str | None = field(init=False, repr=False, compare=False)
    """Why the schema's `x-mcp-header` annotations break the spec's rules (then clients must not
    be offered the tool), or None."""
    header_fields: dict[tuple[str, ...], tuple[str, str]] = field(
        init=False, repr=False, compare=False
    )
    """The arguments a modern HTTP call mirrors into `Mcp-Param-*` headers (see header_fields)."""

    def __post_init__(self) -> None:
        problem = header_problem(self.input_schema)
        object.__setattr__(self, "header_problem", problem)
        fields = header_fields(self.input_schema) if problem is None else {}
        object.__setattr__(self, "header_fields", fields)

    @property
    def input_schema(self) -> Any:
        """The schema calls are checked against: the upstream's, narrowed by any constraints."""
        if self.constrained_schema is not None:
            return self.constrained_schema
        return self.definition.get("inputSchema")

    @property
    def upstream_schema(self) -> Any:
        """The inputSchema as the server sent it."""
        return self.definition.get("inputSchema")

    @property
    def exposed_definition(self) -> Mapping[str, Any]:
        """The definition clients see: the server's, with the constrained inputSchema."""
        if self.constrained_schema is None:
            return self.definition
        return {**self.definition, "inputSchema": self.constrained_schema}

    @property
    def output_schema(self) -> Any:
        return self.definition.get("outputSchema")

    @property
    def annotations(self) -> Mapping[str, Any] | None:
        return self.definition.get("annotations")

    @property
    def description(self) -> str | None:
        return self.definition.get("description")

    def validate(
        self,
        arguments: Any,
        *,
        repair: str = "safe",
        unknown_arguments: str = "suggest",
        formats: str | None = None,
    ) -> ValidationResult:
        """Check arguments against this tool's input schema (a schema error makes every call invalid).

        A `formats` policy other than the one the cache compiled with uses a validator compiled for it.
        """
        if self.constraint_error is not None:
            issue = Issue(
                (),
                "invalid_constraint",
                "the operator's constraint for this tool cannot be applied, so no call is accepted"
                f" until the configuration is fixed ({self.constraint_error})",
            )
            return ValidationResult(
                False, arguments, issues=[issue], message=render_message([issue])
            )
        if self.validator is None:
            error = self.schema_error or SchemaError(
                "invalid_schema", "the tool has no input schema"
            )
            issue = Issue(
                error.path, error.code, f"the tool's input schema cannot be used: {error.message}"
            )
            return ValidationResult(
                False,
                arguments,
                issues=[issue],
                message=render_message([issue]),
                schema_error=error,
            )
        validator = self.validator
        if formats is not None and formats != validator.formats:
            validator = compile_schema(self.input_schema, formats=formats)
        return validator.validate(arguments, repair=repair, unknown_arguments=unknown_arguments)


@dataclass(frozen=True, slots=True)
class CacheChange:
    """What an update changed for one server: tool names added, removed, and with a new definition;
    and the names the server listed more than once (`repeated`: the last definition is kept)."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    repeated: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)


class SchemaCache:
    """Tool definitions keyed by (server, tool name); equal schemas share one compiled validator.

    Filled from each server's `tools/list` (the tools as JSON objects, exactly as sent), read by the
    proxy and the middleware alike, and saved to / loaded from a JSON snapshot.
    """

    def __init__(
        self,
        *,
        formats: str = "assert",
        constraints: Mapping[str, ServerConstraints] | None = None,
    ) -> None:
        self._formats = formats
        self._servers: dict[str, dict[str, ToolEntry]] = {}
        self._constraints: dict[str, ServerConstraints] = dict(constraints or {})

    def constrain(self, server: str, constraints: ServerConstraints | None) -> None:
        """Set (or with None, clear) a server's operator constraints; its known tools follow."""
        if constraints is None:
            self._constraints.pop(server, None)
        else:
            self._constraints[server] = constraints
        if server in self._servers:
            old = self._servers[server]
            self._servers[server] = {
                name: self._entry(server, name, dict(entry.definition), None)
                for name, entry in old.items()
            }

    def constraint_problems(self, server: str) -> list[str]:
        """What is wrong with a server's constraints, given its tools: each tool's constraint
        error, and exact tool names in `tools.constrain` the server does not have."""
        constraints = self._constraints.get(server)
        if constraints is None:
            return []
        tools = self._servers.get(server, {})
        problems = [e.constraint_error for e in tools.values() if e.constraint_error]
        return problems + constraints.unmatched(tools)

    def update(self, server: str, tools: Iterable[Mapping[str, Any]]) -> CacheChange:
        """Replace `server`'s tools with `tools`; report what changed. Validators compile here, once."""
        old = self._servers.get(server, {})
        new: dict[str, ToolEntry] = {}
        repeated: list[str] = []
        for tool in tools:
            definition = dict(tool)
            name = definition.get("name")
            if not isinstance(name, str) or not name:
                raise ValueError(
                    f"server {server!r} sent a tool without a name: {json.dumps(definition)[:200]}"
                )
            if name in new and name not in repeated:
                repeated.append(name)
            new[name] = self._entry(server, name, definition, old.get(name))
        self._servers[server] = new
        if repeated:
            log.warning("server %r lists %s more than once; toolvet keeps the last definition of "
                        "each: the server would answer a call to that name with one of them",
                        server, ", ".join(repr(name) for name in repeated))
        return CacheChange(
            added=tuple(n for n in new if n not in old),
            removed=tuple(n for n in old if n not in new),
            changed=tuple(n for n in new if n in old and old[n].definition != new[n].definition),
            repeated=tuple(repeated),
        )

    def _entry(
        self, server: str, name: str, definition: dict[str, Any], previous: ToolEntry | None
    ) -> ToolEntry:
        schema = definition.get("inputSchema")
        constrained = None
        constraints = self._constraints.get(server)
        if constraints is not None and constraints.matching(name):
            constrained, problem = constraints.apply(name, schema)
            if problem is not None:
                return ToolEntry(server, name, definition, "", None, constraint_error=problem)
            schema = constrained
        try:
            digest = schema_hash(schema)
        except SchemaError as exc:
            return ToolEntry(server, name, definition, "", None, exc)
        if (
            previous is not None
            and previous.schema_hash == digest
            and previous.validator is not None
        ):
            return ToolEntry(
                server, name, definition, digest, previous.validator, None, constrained
            )
        if schema is None:
            error = SchemaError("invalid_schema", "the tool has no inputSchema")
            return ToolEntry(server, name, definition, digest, None, error)
        try:
            validator = compile_schema(schema, formats=self._formats)
        except SchemaError as exc:
            return ToolEntry(server, name, definition, digest, None, exc)
        return ToolEntry(server, name, definition, digest, validator, None, constrained)

    def get(self, server: str, tool: str) -> ToolEntry | None:
        return self._servers.get(server, {}).get(tool)

    def __getitem__(self, key: tuple[str, str]) -> ToolEntry:
        entry = self.get(*key)
        if entry is None:
            raise KeyError(key)
        return entry

    def __contains__(self, key: object) -> bool:
        return isinstance(key, tuple) and len(key) == 2 and self.get(*key) is not None

    def __iter__(self) -> Iterator[ToolEntry]:
        for tools in self._servers.values():
            yield from tools.values()

    def __len__(self) -> int:
        return sum(len(tools) for tools in self._servers.values())

    def servers(self) -> list[str]:
        return list(self._servers)

    def tools(self, server: str) -> list[ToolEntry]:
        return list(self._servers.get(server, {}).values())

    def find(self, tool: str) -> list[ToolEntry]:
        """Every server's entry for a tool name."""
        return [tools[tool] for tools in self._servers.values() if tool in tools]

    def remove_server(self, server: str) -> list[str]:
        """Forget a server; returns the names of the tools it had."""
        return list(self._servers.pop(server, {}))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SNAPSHOT_VERSION,
            "servers": {
                server: [dict(entry.definition) for entry in tools.values()]
                for server, tools in self._servers.items()
            },
        }

    @classmethod
    def from_json(
        cls,
        data: Mapping[str, Any],
        *,
        formats: str = "assert",
        constraints: Mapping[str, ServerConstraints] | None = None,
    ) -> SchemaCache:
        if not isinstance(data, Mapping) or data.get("version") != SNAPSHOT_VERSION:
            raise ValueError(
                f"not a toolvet schema snapshot of version {SNAPSHOT_VERSION} "
                f"(expected {{'version': {SNAPSHOT_VERSION}, 'servers': {{...}}}})"
            )
        servers = data.get("servers")
        if not isinstance(servers, Mapping):
            raise ValueError("schema snapshot: 'servers' must map server names to lists of tools")
        cache = cls(formats=formats, constraints=constraints)
        for server, tools in servers.items():
            if not isinstance(tools, list):
                raise ValueError(f"schema snapshot: servers.{server} must be a list of tools")
            cache.update(server, tools)
        return cache

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write a JSON snapshot atomically (a crash leaves the old file or the new one, never half)."""
        write_atomically(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n")

    @classmethod
    def load(
        cls,
        path: str | os.PathLike[str],
        *,
        formats: str = "assert",
        constraints: Mapping[str, ServerConstraints] | None = None,
    ) -> SchemaCache:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ValueError(
                f"{path}: not JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
            ) from None
        try:
            return cls.from_json(data, formats=formats, constraints=constraints)
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None
