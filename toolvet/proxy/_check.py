"""What `toolvet check` judges: a proxy started once against the config, and the report of what
would stop a tool from working (problems, access grants, lock drift, upstream states)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio

from toolvet.config import Config
from toolvet.lock import Drift
from toolvet.pipeline import ContentEvent
from toolvet.proxy._proxy import Proxy
from toolvet.proxy.catalog import VALID_NAME
from toolvet.proxy.identity import KeysUnavailable, SigningKeys, names
from toolvet.validation import SchemaError, compile_schema


async def start_once(config: Config, *, use_lock: bool = True) -> Proxy:
    """A proxy whose upstreams have each connected or failed once, stopped again: what it found
    (its cache, tools, states) stays readable. ConfigError when the config cannot be served."""
    proxy = Proxy(config, use_lock=use_lock, reconnect=False)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        group.cancel_scope.cancel()
    return proxy


@dataclass(frozen=True)
class AccessGrant:
    """What a rule of proxy.auth.access grants today: its number (from 1), whom it is for, and
    the tools (`server/tool`, sorted)."""

    rule: int
    who: str
    tools: list[str]

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, "who": self.who, "tools": self.tools}


@dataclass(frozen=True)
class LockDifference:
    """A tool whose live definition is not the locked one, with the unified diff ("" if none)."""

    drift: Drift
    diff: str

    def to_dict(self) -> dict[str, Any]:
        return {"server": self.drift.server, **self.drift.to_dict(), "diff": self.diff}


@dataclass(frozen=True)
class CheckReport:
    """What would stop a tool from working, found by connecting to every server once."""

    servers: int
    """The servers checked (the enabled ones)."""
    tools: int
    """The tools they list."""
    problems: list[str]
    """One line each: a server that did not start, a tool that cannot be offered or checked, a
    constraint that cannot apply, a tool name clients reject, the issuer's keys out of reach."""
    access: list[AccessGrant]
    lock: list[LockDifference]
    lock_path: Path
    """The lock file the definitions were compared with (proxy.lock.path, or its default)."""
    upstreams: dict[str, dict[str, Any]]
    """Each upstream's state, as /healthz shows it."""
    content: list[ContentEvent] = field(default_factory=list)
    """The definitions the content guard found poisoned (withheld, or served under `warn`)."""

    @property
    def withheld(self) -> list[ContentEvent]:
        """The definitions the content guard withholds."""
        return [event for event in self.content if event.action == "withheld"]

    @property
    def ok(self) -> bool:
        return not (self.problems or self.lock or self.withheld)

    def to_dict(self) -> dict[str, Any]:
        """The findings as JSON: problems, access, lock, content, upstreams."""
        return {
            "problems": self.problems,
            "access": [grant.to_dict() for grant in self.access],
            "lock": [difference.to_dict() for difference in self.lock],
            "content": [event.to_dict() for event in self.content],
            "upstreams": self.upstreams,
        }


async def check_config(config: Config) -> CheckReport:
    """Start a proxy for `config` once and report on it (ConfigError: the config cannot serve)."""
    return await check_proxy(await start_once(config))


async def check_proxy(proxy: Proxy) -> CheckReport:
    """The report on a proxy whose upstreams have connected or failed (see `start_once`)."""
    problems = [*_schema_problems(proxy), *proxy.tools.name_warnings, *await _auth_problems(proxy)]
    return CheckReport(
        servers=len(proxy.upstreams),
        tools=len(proxy.cache),
        problems=problems,
        access=_access_grants(proxy),
        lock=_lock_differences(proxy),
        lock_path=proxy.gate.path,
        upstreams=proxy.status(),
        content=definitions.events() if (definitions := proxy.tools.definitions) else [],
    )


def _schema_problems(proxy: Proxy) -> list[str]:
    """Per upstream: a server that did not start, each tool that cannot be offered or checked,
    and each constraint that cannot apply."""
    problems: list[str] = []
    for name, upstream in proxy.upstreams.items():
        if not upstream.ready:
            problems.append(f"{name}: the server did not start: {upstream.last_error}")
        for entry in proxy.cache.tools(name):
            where = f"{name}/{entry.name}"
            if entry.schema_error is not None:
                problems.append(f"{where}: {entry.schema_error.code}: {entry.schema_error.message}")
            if entry.header_problem is not None:
                problems.append(f"{where}: not offered to clients: {entry.header_problem}")
            if not VALID_NAME.match(entry.name):
                exposed = next(
                    (e for e, o in proxy.tools.exposed.items() if o == (name, entry.name)),
                    "(hidden)",
                )
                problems.append(
                    f"{where}: tool name clients reject (not ^[A-Za-z0-9_-]{{1,64}}$); exposed as "
                    + exposed
                )
            if entry.output_schema is not None:
                try:
                    compile_schema(entry.output_schema)
                except SchemaError as exc:
                    problems.append(f"{where}: outputSchema: {exc.code}: {exc.message}")
        problems.extend(proxy.cache.constraint_problems(name))
    return problems


async def _auth_problems(proxy: Proxy) -> list[str]:
    """What keeps proxy.auth.oauth from working: the issuer's metadata or keys out of reach."""
    oauth = proxy.config.proxy.auth.oauth
    if oauth is None:
        return []
    try:
        await SigningKeys(oauth).key(None)
    except KeysUnavailable as exc:
        return [f"proxy.auth.oauth: {exc}"]
    return []


def _access_grants(proxy: Proxy) -> list[AccessGrant]:
    """For each rule of proxy.auth.access: whom it is for, the tools it grants today."""
    grants = []
    for number, rule in enumerate(proxy.config.proxy.auth.access or [], 1):
        who = ", ".join(
            [*(f"scope {s}" for s in rule.scopes), *(f"{k}={v}" for k, v in rule.claims.items())]
        )
        granted = sorted(
            f"{server}/{tool}"
            for server, tool in proxy.tools.exposed.values()
            if names(rule.tools, server, tool)
        )
        grants.append(AccessGrant(number, who or "every caller", granted))
    return grants


def _lock_differences(proxy: Proxy) -> list[LockDifference]:
    """Each difference between the upstreams and the lock file, with its diff."""
    gate = proxy.gate
    if gate.lock is None:
        return []
    found = []
    for server, drifts in gate.drift.items():
        for drift in drifts.values():
            entry = proxy.cache.get(server, drift.tool)
            definition = entry.definition if entry else None
            found.append(LockDifference(drift, gate.lock.diff(server, drift.tool, definition)))
    return found
