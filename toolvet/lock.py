"""The lock file: reviewed tool definitions, by SHA-256, and how live definitions drifted from them."""

from __future__ import annotations

import difflib
import hashlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from toolvet._files import write_atomically

LOCK_VERSION = 1
LOCK_FILE_MODE = 0o644
#: What a definition is, for the lock: what a model reads and what calls are checked against.
DEFINITION_KEYS = ("name", "title", "description", "inputSchema", "outputSchema", "annotations")

Change = Literal["changed", "added", "removed"]


def canonical_definition(tool: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of a tool definition the lock pins (absent and null ones left out)."""
    return {k: tool[k] for k in DEFINITION_KEYS if tool.get(k) is not None}


def _canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def definition_hash(tool: Mapping[str, Any]) -> str:
    """The SHA-256 of a definition's canonical JSON (sorted keys, no spaces)."""
    return hashlib.sha256(_canonical_json(canonical_definition(tool)).encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Drift:
    """One tool whose live definition is not the locked one: changed, added (not in the lock) or
    removed (in the lock, no longer listed). `fields` names what changed."""

    server: str
    tool: str
    change: Change
    fields: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.change == "added":
            return f"tool '{self.tool}' of server '{self.server}' is not in the lock"
        if self.change == "removed":
            return (
                f"tool '{self.tool}' of server '{self.server}' is in the lock but no longer listed"
            )
        return (
            f"tool '{self.tool}' of server '{self.server}' changed since it was locked"
            f" ({', '.join(self.fields)})"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "change": self.change, "fields": list(self.fields)}


class LockError(ValueError):
    """A lock file that cannot be used; the message names the file and what is wrong."""


class Lock:
    """Per server and tool, the definition that was reviewed and its hash."""

    def __init__(self, servers: Mapping[str, Mapping[str, Mapping[str, Any]]] | None = None):
        self.servers: dict[str, dict[str, dict[str, Any]]] = {
            server: {name: canonical_definition(d) for name, d in tools.items()}
            for server, tools in (servers or {}).items()
        }

    def pin(self, server: str, tools: Iterable[Mapping[str, Any]]) -> None:
        """Lock `server`'s tools as they are now (replacing what was locked for it)."""
        self.servers[server] = {str(t["name"]): canonical_definition(t) for t in tools}

    def compare(self, server: str, tools: Mapping[str, Mapping[str, Any]]) -> list[Drift]:
        """How the live `tools` (name -> definition) of `server` differ from the lock."""
        locked = self.servers.get(server, {})
        drifts = []
        for name, definition in tools.items():
            pinned = locked.get(name)
            if pinned is None:
                drifts.append(Drift(server, name, "added"))
            elif definition_hash(definition) != definition_hash(pinned):
                live = canonical_definition(definition)
                fields = tuple(
                    k
                    for k in DEFINITION_KEYS
                    if _canonical_json(live.get(k)) != _canonical_json(pinned.get(k))
                )
                drifts.append(Drift(server, name, "changed", fields))
        drifts.extend(Drift(server, name, "removed") for name in locked if name not in tools)
        return drifts

    def diff(self, server: str, tool: str, definition: Mapping[str, Any] | None) -> str:
        """A unified diff from the locked definition of a tool to `definition` (None: removed)."""
        before = self.servers.get(server, {}).get(tool)
        label = f"{server}/{tool}"
        return "".join(
            difflib.unified_diff(
                _pretty_lines(before),
                _pretty_lines(canonical_definition(definition) if definition is not None else None),
                fromfile=f"locked {label}",
                tofile=f"live {label}",
            )
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "version": LOCK_VERSION,
            "servers": {
                server: {
                    name: {"sha256": definition_hash(d), "definition": d}
                    for name, d in sorted(tools.items())
                }
                for server, tools in sorted(self.servers.items())
            },
        }

    def dumps(self) -> str:
        """The file's text: sorted keys and one key per line, so a change reads as a diff."""
        return json.dumps(self.to_json(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the lock atomically (a crash leaves the old file or the new one, never half),
        readable by all (0644) as a file to review and commit is: it holds no secret."""
        write_atomically(path, self.dumps(), mode=LOCK_FILE_MODE)

    @classmethod
    def from_json(cls, data: Any, source: str = "<lock>") -> Lock:
        if not isinstance(data, dict) or data.get("version") != LOCK_VERSION:
            raise LockError(
                f"{source}: not a toolvet lock file of version {LOCK_VERSION}"
                f' (expected {{"version": {LOCK_VERSION}, "servers": {{...}}}});'
                " write it with `toolvet lock`"
            )
        servers = data.get("servers")
        if not isinstance(servers, dict):
            raise LockError(f"{source}: servers: expected an object mapping servers to their tools")
        lock = cls()
        for server, tools in servers.items():
            if not isinstance(tools, dict):
                raise LockError(
                    f"{source}: servers.{server}: expected an object mapping tool names"
                )
            pinned: dict[str, dict[str, Any]] = {}
            for name, item in tools.items():
                where = f"{source}: servers.{server}.{name}"
                if not isinstance(item, dict) or not isinstance(item.get("definition"), dict):
                    raise LockError(f'{where}: expected {{"sha256": ..., "definition": {{...}}}}')
                definition = item["definition"]
                if item.get("sha256") != definition_hash(definition):
                    raise LockError(
                        f"{where}: sha256 does not match the definition (was the file edited by"
                        " hand?); write it again with `toolvet lock`"
                    )
                pinned[name] = canonical_definition(definition)
            lock.servers[server] = pinned
        return lock

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Lock:
        source = os.fspath(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise LockError(f"{source}: cannot read the lock file: {exc.strerror or exc}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise LockError(
                f"{source}:{exc.lineno}:{exc.colno}: not JSON: {exc.msg}; write it again with"
                " `toolvet lock`"
            ) from None
        return cls.from_json(data, source)


def _pretty_lines(value: Any) -> list[str]:
    if value is None:
        return []
    return [
        line + "\n"
        for line in json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False).splitlines()
    ]


__all__ = [
    "DEFINITION_KEYS",
    "LOCK_VERSION",
    "Drift",
    "Lock",
    "LockError",
    "canonical_definition",
    "definition_hash",
]
