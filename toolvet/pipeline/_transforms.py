"""The operator's view of a server's tools (`tools.rename`, `describe`, `fixed`): list steps that
give a tool its new name, its description and a schema without the fixed arguments, and the call
step that sets the fixed arguments on every call. The cache keeps the upstream's own definition,
so validation, constraints and the lock file keep working on it."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from toolvet.pipeline._call import Call, CallResult, refused
from toolvet.pipeline._lists import Listed, ListNext
from toolvet.pipeline._outcomes import Outcome
from toolvet.pipeline._pipeline import Next
from toolvet.validation import Issue, closest_names, format_path, quote

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache, ToolEntry
    from toolvet.config import ServerConfig

log = logging.getLogger("toolvet.pipeline")

FixedFor = Callable[[str, str], Mapping[str, Any] | None]
"""The fixed arguments of (server, upstream tool), or None."""


class ViewReport:
    """Where the problems of the operator's views go: each logged once, as long as it lasts."""

    def __init__(self) -> None:
        self.current: set[str] = set()

    def report(self, problems: list[str]) -> None:
        """This listing's problems: the new ones are logged (errors), the gone ones forgotten."""
        for problem in problems:
            if problem not in self.current:
                log.error("%s", problem)
        self.current = set(problems)


def _where(source: str, server: str, key: str, *path: str) -> str:
    return f"{source}: {format_path(['mcpServers', server, 'tools', key, *path])}"


class ViewCheckStep:
    """Reports what cannot apply of the operator's views (each problem logged once): a rename,
    description or fixed arguments for a tool the server does not list (tools may appear
    later), and the fixed arguments the later steps found unusable."""

    def __init__(
        self,
        cache: SchemaCache,
        servers: Mapping[str, ServerConfig],
        source: str,
        report: ViewReport,
    ) -> None:
        self.cache = cache
        self.servers = servers
        self.source = source
        self.report = report

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        listed = next(tools)
        fixed = [problem for one in listed for problem in one.problems]
        self.report.report([*self._missing(), *self._collisions(listed), *fixed])
        return listed

    def _collisions(self, listed: list[Listed]) -> list[str]:
        """Renames to the upstream name of another listed tool (which is then listed under
        another name by the front door, or not at all)."""
        renamed = {t.name: t for t in listed if t.renamed}
        problems = []
        for other in listed:
            mine = renamed.get(other.tool)
            if mine is None or other.renamed:
                continue
            where = _where(self.source, mine.server, "rename", mine.tool)
            problems.append(
                f"{where}: {mine.name!r} is also the name of tool '{other.tool}' of server"
                f" '{other.server}', which clients now see as '{other.name}'"
                if other.name != mine.name
                else f"{where}: {mine.name!r} is also the name of tool '{other.tool}' of"
                f" server '{other.server}'"
            )
        return problems

    def _missing(self) -> list[str]:
        problems = []
        for name, server in self.servers.items():
            if name not in self.cache.servers():
                continue  # not listed yet: nothing to compare
            have = {e.name: None for e in self.cache.tools(name)}
            for key in ("rename", "describe", "fixed"):
                for tool in getattr(server.tools, key):
                    if tool in have:
                        continue
                    near = closest_names(tool, list(have), n=1)
                    hint = f"; did you mean '{near[0]}'?" if near else ""
                    problems.append(
                        f"{_where(self.source, name, key, tool)}: server '{name}' has no tool"
                        f" '{tool}'{hint} (it may list one later)"
                    )
        return problems


class RenameStep:
    """Names each renamed tool as `tools.rename` says (exactly: no namespacing prefix), and
    marks it so that the front door's naming leaves it."""

    def __init__(self, servers: Mapping[str, ServerConfig]) -> None:
        self.servers = servers

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        for listed in tools:
            server = self.servers.get(listed.server)
            new_name = server.tools.rename.get(listed.tool) if server is not None else None
            if new_name is not None:
                listed.name = new_name
                listed.renamed = True
        return next(tools)


class DescribeStep:
    """The description the operator wrote (`tools.describe`) in place of the server's."""

    def __init__(self, servers: Mapping[str, ServerConfig]) -> None:
        self.servers = servers

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        for listed in tools:
            server = self.servers.get(listed.server)
            text = server.tools.describe.get(listed.tool) if server is not None else None
            if text is not None:
                listed.definition = {**listed.definition, "description": text}
        return next(tools)


class FixedStep:
    """A tool with fixed arguments is listed without them (gone from `properties` and
    `required`); one whose fixed arguments cannot apply (no such parameter, a value its schema
    refuses) is withheld, naming the file and key to fix."""

    def __init__(
        self, cache: SchemaCache, servers: Mapping[str, ServerConfig], source: str
    ) -> None:
        self.cache = cache
        self.servers = servers
        self.source = source

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        for listed in tools:
            server = self.servers.get(listed.server)
            fixed = server.tools.fixed.get(listed.tool) if server is not None else None
            entry = self.cache.get(listed.server, listed.tool)
            if not fixed or entry is None:
                continue
            where = _where(self.source, listed.server, "fixed", listed.tool)
            problems = fixed_problems(entry, fixed, where)
            listed.problems = problems
            if problems and listed.withheld is None:
                listed.withheld = (
                    f"Tool '{listed.name}' is withheld by toolvet: the operator's fixed arguments"
                    f" for it cannot apply ({'; '.join(problems)}). It can be called again once"
                    " the configuration is fixed."
                )
            elif not problems:
                listed.definition = {
                    **listed.definition,
                    "inputSchema": without_fixed(listed.definition.get("inputSchema"), fixed),
                }
        return next(tools)


def fixed_problems(entry: ToolEntry, fixed: Mapping[str, Any], where: str) -> list[str]:
    """Why `fixed` cannot be set on calls to the tool of `entry` (a parameter it lacks, a value
    its schema, constraints included, refuses); `where` names the config key."""
    schema = entry.input_schema
    properties = schema.get("properties") if isinstance(schema, dict) else None
    declared = list(properties) if isinstance(properties, dict) else []
    problems = []
    for name in fixed:
        if name not in declared:
            near = closest_names(name, declared, n=1)
            hint = f"; did you mean '{near[0]}'?" if near else ""
            problems.append(
                f"{where}.{name}: tool '{entry.name}' of server '{entry.server}' has no parameter"
                f" '{name}'{hint} (its parameters: {', '.join(declared) or 'none'})"
            )
    if problems or entry.validator is None:
        return problems
    verdict = entry.validator.validate(dict(fixed), repair="off", unknown_arguments="allow")
    for issue in verdict.issues:
        if issue.path and issue.path[0] in fixed:
            problems.append(
                f"{where}.{format_path(list(issue.path))}: {quote(fixed[str(issue.path[0])])}"
                f" is not a valid value: {issue.message}"
            )
    return problems


def without_fixed(schema: Any, fixed: Mapping[str, Any]) -> Any:
    """The input schema a client sees: the fixed parameters gone from `properties` and
    `required`."""
    if not isinstance(schema, dict):
        return schema
    shown = dict(schema)
    properties = schema.get("properties")
    if isinstance(properties, dict):
        shown["properties"] = {k: v for k, v in properties.items() if k not in fixed}
    required = schema.get("required")
    if isinstance(required, list):
        shown["required"] = [name for name in required if name not in fixed]
    return shown


def _same(a: Any, b: Any) -> bool:
    """The same JSON value (`1` and `true` are not)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class FixedArgumentsStep:
    """Sets the operator's fixed arguments on every call of a tool that has them. A call that
    sends one with another value is refused (never overwritten silently); the same value is
    accepted. Validation, after this step, sees the arguments as they will be sent."""

    name = "fixed"

    def __init__(self, fixed_for: FixedFor) -> None:
        self.fixed_for = fixed_for

    async def __call__(self, call: Call, next: Next) -> CallResult:
        fixed = self.fixed_for(call.server, call.tool)
        if not fixed:
            return await next(call)
        issues = fixed_clashes(call.arguments, fixed)
        if issues:
            text = clash_message(call.name, issues)
            meta = {"ok": False, "issues": [i.to_dict() for i in issues]}
            return refused(Outcome.REJECTED, text, meta, issues=issues)
        call.arguments = {**call.arguments, **fixed}
        return await next(call)


def fixed_clashes(arguments: Mapping[str, Any], fixed: Mapping[str, Any]) -> list[Issue]:
    """An issue for each fixed argument that `arguments` send with another value."""
    return [
        Issue(
            (key,),
            "fixed_argument",
            f"'{key}' is set by the operator to {quote(value)} on every call; leave it out"
            f" (got {quote(arguments[key])})",
            quote(value),
            quote(arguments[key]),
        )
        for key, value in fixed.items()
        if key in arguments and not _same(arguments[key], value)
    ]


def clash_message(name: str, issues: list[Issue]) -> str:
    """What a caller reads when its call sends fixed arguments with other values."""
    return f"Tool '{name}': " + " ".join(i.message for i in issues)


def fixed_from(servers: Callable[[str], ServerConfig | None]) -> FixedFor:
    """`fixed_for` over the servers' configs (`servers(name)`: one server's, or None)."""

    def fixed_for(server: str, tool: str) -> Mapping[str, Any] | None:
        config = servers(server)
        return config.tools.fixed.get(tool) if config is not None else None

    return fixed_for
