"""Per-caller access: which tools (and which servers' resources, prompts, tasks and other methods)
each caller may see and use, by the rules of `proxy.auth.access`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fnmatch import fnmatchcase
from typing import Any

from toolvet.config import AccessRule
from toolvet.config import tool_named as names
from toolvet.proxy.identity._identity import Caller


class Access:
    """The access rules; without any (`rules` None), every authenticated caller may use
    everything. A rule matches a caller that has all its scopes and every claim it names (a
    list-valued claim matches when it contains the value); its `tools` are globs over
    `server/tool`, the server's key and the upstream's own tool name."""

    def __init__(self, rules: Sequence[AccessRule] | None) -> None:
        self.rules = list(rules) if rules is not None else None

    def within(self, view: View | None) -> Access:
        """These rules at an endpoint: what they allow that the endpoint's view shows (the
        rules themselves at /mcp, whose view is every tool)."""
        return self if view is None else _ViewedAccess(self, view)

    @property
    def restricted(self) -> bool:
        return self.rules is not None

    def grants(self, caller: Caller | None) -> list[str] | None:
        """The globs a caller may use (None: everything)."""
        if self.rules is None or caller is None:
            return None
        return [glob for rule in self.rules if _matches(rule, caller) for glob in rule.tools]

    def allows_tool(self, caller: Caller | None, server: str, tool: str) -> bool:
        globs = self.grants(caller)
        return globs is None or names(globs, server, tool)

    def allows_server(self, caller: Caller | None, server: str) -> bool:
        """Whether a caller may use a server's resources and prompts: some rule of its grants
        the server's tools (`notes/*`), or everything (`*`)."""
        globs = self.grants(caller)
        return globs is None or any(fnmatchcase(f"{server}/*", glob) for glob in globs)

    def uses_server(
        self, caller: Caller | None, server: str, tools: Iterable[tuple[str, str]]
    ) -> bool:
        """Whether a caller may use anything of a server (and so ask about its tasks, set its
        log level, send it a method only it serves): its resources and prompts, or one of its
        tools (`tools`: the (server, tool) pairs of every server)."""
        globs = self.grants(caller)
        if globs is None or any(fnmatchcase(f"{server}/*", glob) for glob in globs):
            return True
        return any(names(globs, server, tool) for owner, tool in tools if owner == server)


class View:
    """What an endpoint shows (`proxy.endpoints`): the tools its globs name over
    ``server/tool`` (upstream names, as access rules have them), and the resources, prompts
    and tasks of the servers a ``server/*`` glob names. `discovery`: list or search."""

    def __init__(self, path: str, globs: Sequence[str], discovery: str = "list") -> None:
        self.path = path
        self.globs = tuple(globs)
        self.discovery = discovery

    def shows(self, server: str, tool: str) -> bool:
        return names(self.globs, server, tool)

    def shows_server(self, server: str) -> bool:
        """Whether the endpoint shows a server's resources and prompts (`crm/*`, `*`)."""
        return any(fnmatchcase(f"{server}/*", glob) for glob in self.globs)

    def hidden(self, what: str) -> str:
        """The error for what the endpoint does not show (`what`: "Tool 'x' is", ...)."""
        return f"{what} not available at endpoint {self.path} (its tools: {', '.join(self.globs)})"


class _ViewedAccess(Access):
    """Access rules narrowed to what an endpoint's view shows."""

    def __init__(self, base: Access, view: View) -> None:
        self.rules = base.rules
        self.base = base
        self.view = view

    @property
    def restricted(self) -> bool:
        return True

    def allows_tool(self, caller: Caller | None, server: str, tool: str) -> bool:
        return self.view.shows(server, tool) and self.base.allows_tool(caller, server, tool)

    def allows_server(self, caller: Caller | None, server: str) -> bool:
        return self.view.shows_server(server) and self.base.allows_server(caller, server)

    def uses_server(
        self, caller: Caller | None, server: str, tools: Iterable[tuple[str, str]]
    ) -> bool:
        if self.allows_server(caller, server):
            return True
        return any(
            self.allows_tool(caller, owner, tool) for owner, tool in tools if owner == server
        )


def _matches(rule: AccessRule, caller: Caller) -> bool:
    if not set(rule.scopes) <= caller.scopes:
        return False
    return all(_claim_has(caller.claims.get(name), value) for name, value in rule.claims.items())


def _claim_has(claim: Any, value: Any) -> bool:
    if isinstance(claim, list):
        return value in claim
    return claim == value


def refusal(caller: Caller | None, what: str, glob: str) -> str:
    """The error for something no rule grants a caller: `what` ("Tool 'x' is", ...) and the
    `server/tool` glob a rule would have to name."""
    who = f"caller '{caller.subject}'" if caller is not None else "this caller"
    return f"{what} not available to {who}: no rule of proxy.auth.access grants {glob}"
