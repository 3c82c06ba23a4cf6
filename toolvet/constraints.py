"""Operator constraints (`tools.constrain`): checked when servers.json is read, merged into tool schemas."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any

from toolvet.config import Config, ConfigError
from toolvet.validation import (
    TOP_LEVEL_FORBIDDEN,
    MergeError,
    SchemaError,
    closest_names,
    compile_schema,
    format_path,
    merge_constraint,
)

_GLOB_CHARACTERS = frozenset("*?[")


def is_glob(pattern: str) -> bool:
    """True when `pattern` can match more than one name."""
    return any(c in _GLOB_CHARACTERS for c in pattern)


@dataclass(frozen=True, slots=True)
class ServerConstraints:
    """One server's `tools.constrain`: (pattern, schema) pairs in file order, and where they came from."""

    server: str
    source: str
    patterns: tuple[tuple[str, Mapping[str, Any]], ...]

    def where(self, pattern: str, path: Iterable[str | int] = ()) -> str:
        """`servers.json: mcpServers.fs.tools.constrain.write_file.properties.path`."""
        keys = ["mcpServers", self.server, "tools", "constrain", pattern, *path]
        return f"{self.source}: {format_path(keys)}"

    def matching(self, tool: str) -> list[tuple[str, Mapping[str, Any]]]:
        return [(p, s) for p, s in self.patterns if fnmatchcase(tool, p)]

    def apply(self, tool: str, schema: Any) -> tuple[Any, str | None]:
        """(the tool's schema with every matching constraint merged in, None), or (None, the problem).

        A problem names the file, the server, the tool and the key of the constraint.
        """
        current = schema
        for pattern, constraint in self.matching(tool):
            try:
                current = merge_constraint(current, constraint, skip_undeclared=is_glob(pattern))
            except MergeError as exc:
                return None, (
                    f"{self.where(pattern, exc.path)}: cannot constrain tool '{tool}' of server"
                    f" '{self.server}': {exc.message}"
                )
        return current, None

    def unmatched(self, tools: Iterable[str]) -> list[str]:
        """Problems for the exact tool names that name no tool of the server (typos, renamed tools)."""
        names = list(tools)
        problems = []
        for pattern, _ in self.patterns:
            if is_glob(pattern) or pattern in names:
                continue
            near = closest_names(pattern, names, n=1)
            hint = f"; did you mean '{near[0]}'?" if near else ""
            problems.append(
                f"{self.where(pattern)}: server '{self.server}' has no tool '{pattern}'{hint}"
                f" (its tools: {', '.join(names[:12]) or 'none'})"
            )
        return problems


def constraints_from_config(config: Config) -> dict[str, ServerConstraints]:
    """Each server's constraints, every one checked on its own first (a JSON Schema, and one that
    keeps the tool's inputSchema a plain object). Raises ConfigError listing every problem."""
    found: dict[str, ServerConstraints] = {}
    problems: list[str] = []
    for name, server in config.servers.items():
        constrain = server.tools.constrain
        if not constrain:
            continue
        constraints = ServerConstraints(name, config.source, tuple(constrain.items()))
        for pattern, schema in constrain.items():
            problems.extend(_schema_problems(constraints, pattern, schema))
        found[name] = constraints
    if problems:
        raise ConfigError(problems, source=config.source, warnings=config.warnings)
    return found


def _schema_problems(constraints: ServerConstraints, pattern: str, schema: Any) -> list[str]:
    problems = []
    for key in TOP_LEVEL_FORBIDDEN:
        if key in schema:
            problems.append(
                f"{constraints.where(pattern, [key])}: '{key}' cannot be used at the top level of a"
                " constraint: the tool's inputSchema must stay a plain object schema (model APIs"
                " with strict tool schemas reject top-level composition); constrain the properties"
                ' instead, e.g. {"properties": {"path": {"pattern": "^/data/"}}}'
            )
    if problems:
        return problems
    try:
        compile_schema(schema)
    except SchemaError as exc:
        problems.append(
            f"{constraints.where(pattern, exc.path)}: not a valid JSON Schema: {exc.message}"
        )
    return problems


__all__ = ["ServerConstraints", "constraints_from_config", "is_glob"]
