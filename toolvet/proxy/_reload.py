"""What a reload changes: the difference between the config being served and a new one, as a
plan (servers to start, stop or replace, servers and settings whose policy changed, settings that
need a restart). Pure: it compares two loaded configs and touches nothing."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolvet.config import Config, ServerConfig

POLICY_SERVER_KEYS = frozenset({"validation", "tools"})
"""The keys of a server that its connection does not depend on: a change of these alone applies
to the next call, and the server keeps running. A change of any other key (command, args, env,
cwd, url, headers, transport, protocol, auth, timeout) replaces the server."""

RESTART_KEYS = (
    "http.host",
    "http.port",
    "http.allowed_hosts",
    "http.allowed_origins",
    "http.max_sessions",
    "http.max_sessions_per_caller",
    "http.session_idle_timeout",
    "http.keep_alive_timeout",
    "http.header_timeout",
    "http.body_timeout",
    "http.max_header_bytes",
    "http.max_headers",
    "http.drain_seconds",
    "limits.max_request_bytes",
    "limits.max_result_bytes",
    "limits.max_message_depth",
    "limits.max_number_length",
    "auth.token",
    "auth.tokens",
    "auth.oauth",
    "auth.public_healthz",
    "auth.operations",
    "caching",
    "bridge",
    "unbound_server_messages",
    "telemetry",
    "token_store",
    "reload.watch",
    "discovery",
    "always",
    "endpoints",
)
"""The `proxy` settings read once, when toolvet starts serving (the listening socket, the HTTP
endpoint and its probes, the wire bounds of open connections, who authenticates callers,
OpenTelemetry, the login store, the watcher, the method tables that tool search changes): a
reload names them in the log as needing a restart and applies the rest. Every other `proxy` setting is policy, read again by the reload."""


@dataclass(frozen=True)
class ConfigDiff:
    """What a reload does, in the new config's server order."""

    added: tuple[str, ...] = ()
    """Servers to start."""
    removed: tuple[str, ...] = ()
    """Servers to stop once their calls in flight are answered."""
    replaced: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Servers to replace, each with the keys that changed."""
    retuned: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Servers whose policy keys alone changed (they keep running), with those keys."""
    policy: tuple[str, ...] = ()
    """`proxy` settings changed that apply to the next request (dotted paths)."""
    restart: tuple[str, ...] = ()
    """`proxy` settings changed that need a restart to apply (dotted paths)."""

    @property
    def servers_changed(self) -> bool:
        return bool(self.added or self.removed or self.replaced)

    def summary(self) -> str:
        """One line for the log: what changed, by name (never a value: some are secrets)."""
        parts = [
            *(f"{what} {', '.join(names)}" for what, names in self._server_parts() if names),
            *([f"policy of {', '.join(self.retuned)}"] if self.retuned else []),
            *([f"proxy settings {', '.join(self.policy)}"] if self.policy else []),
        ]
        return "; ".join(parts) or "no change to servers or settings"

    def _server_parts(self) -> Iterator[tuple[str, Any]]:
        yield "started", self.added
        yield "stopped", self.removed
        replaced = [f"{name} ({', '.join(keys)})" for name, keys in self.replaced.items()]
        yield "replaced", replaced


def config_diff(old: Config, new: Config) -> ConfigDiff:
    """The plan that takes a proxy serving `old` to serving `new`."""
    before, after = old.enabled_servers(), new.enabled_servers()
    replaced: dict[str, tuple[str, ...]] = {}
    retuned: dict[str, tuple[str, ...]] = {}
    for name in after.keys() & before.keys():
        keys = changed_server_keys(before[name], after[name])
        connection = tuple(k for k in keys if k not in POLICY_SERVER_KEYS)
        if connection:
            replaced[name] = connection
        elif keys:
            retuned[name] = keys
    settings = changed_paths(old.proxy.model_dump(mode="json"), new.proxy.model_dump(mode="json"))
    restart = tuple(p for p in settings if needs_restart(p))
    return ConfigDiff(
        added=tuple(n for n in after if n not in before),
        removed=tuple(n for n in before if n not in after),
        replaced={n: replaced[n] for n in after if n in replaced},
        retuned={n: retuned[n] for n in after if n in retuned},
        policy=tuple(p for p in settings if p not in restart),
        restart=restart,
    )


def changed_server_keys(old: ServerConfig, new: ServerConfig) -> tuple[str, ...]:
    """The keys of a server whose values differ, in the model's order."""
    return tuple(key for key in type(new).model_fields if getattr(old, key) != getattr(new, key))


def needs_restart(path: str) -> bool:
    """Whether the `proxy` setting at a dotted path is read only at start (see RESTART_KEYS)."""
    return any(path == key or path.startswith(f"{key}.") for key in RESTART_KEYS)


def changed_paths(old: Any, new: Any, prefix: str = "") -> list[str]:
    """The dotted paths at which two JSON values differ: into objects key by key, a list or a
    scalar as a whole."""
    if isinstance(old, dict) and isinstance(new, dict):
        paths: list[str] = []
        for key in [*old, *(k for k in new if k not in old)]:
            where = f"{prefix}.{key}" if prefix else str(key)
            if key not in old or key not in new:
                paths.append(where)
            else:
                paths.extend(changed_paths(old[key], new[key], where))
        return paths
    return [] if old == new else [prefix]


__all__ = [
    "POLICY_SERVER_KEYS",
    "RESTART_KEYS",
    "ConfigDiff",
    "changed_paths",
    "changed_server_keys",
    "config_diff",
]
