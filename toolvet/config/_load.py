"""Read servers.json into a Config: JSON, other clients' keys, ${VAR}, cwd, then the model."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from toolvet.config._errors import ConfigError, closest
from toolvet.config._expand import ExpansionError, expand, has_reference
from toolvet.config._messages import KeyPath, describe_value, format_path, input_keys, problems_from
from toolvet.config._model import (
    SERVER_KEYS,
    SERVER_NAME_PATTERN,
    URL_KEYS,
    Config,
    HttpSettings,
    ProxySettings,
    ServerConfig,
    ValidationPolicy,
    server_name_problem,
)

TOP_LEVEL_KEYS = ("mcpServers", "proxy")
#: Server keys other MCP clients define that mean nothing to toolvet: ignored with a warning.
FOREIGN_SERVER_KEYS = frozenset(
    {
        "alwaysAllow",
        "autoApprove",
        "description",
        "name",
        "icon",
        "trust",
        "includeTools",
        "excludeTools",
        "disabledTools",
        "oauth",
        "envFile",
        "env_file",
    }
)
#: toolvet keys written one level too high: where they belong.
_MISPLACED_SERVER_KEYS = {
    **{key: "validation" for key in input_keys(ValidationPolicy)},
    "allow": "tools",
    "deny": "tools",
    "constrain": "tools",
}
_PROXY_KEYS = input_keys(ProxySettings)
_STDIO_ONLY_KEYS = ("args", "env", "cwd")
# The keys of a server's auth block expanded from the environment, like env, headers and url.
_AUTH_SECRETS = frozenset({"client_id", "client_secret"})
_LONG_TIMEOUT = 3600.0
_LOOPBACK_BIND_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", "[::1]"})

_M = TypeVar("_M", bound=BaseModel)


class _Report:
    """Problems and warnings for one source, each a line naming the file and the key path."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[str] = []
        self.warnings: list[str] = []

    def problem(self, path: KeyPath, message: str) -> None:
        self.problems.append(f"{self.source}: {format_path(path)}: {message}")

    def warn(self, path: KeyPath, message: str) -> None:
        self.warnings.append(f"{self.source}: {format_path(path)}: {message}")

    def validate(self, model: type[_M], data: Any, path: KeyPath) -> _M | None:
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            for where, message in problems_from(exc, model, path):
                self.problems.append(f"{self.source}: {where}: {message}")
            return None


def load_config(
    path: str | os.PathLike[str], *, environ: Mapping[str, str] | None = None
) -> Config:
    """Load a servers.json file; relative paths in it are resolved against its directory.

    Raises ConfigError listing every problem found. `environ` (default ``os.environ``)
    supplies ``${VAR}`` values.
    """
    source = os.fspath(path)
    file = Path(source)
    try:
        text = file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise ConfigError(f"{source}: file not found ({file.absolute()})", source=source) from None
    except UnicodeDecodeError as exc:
        raise ConfigError(
            f"{source}: not UTF-8 text (byte {exc.start} is {exc.object[exc.start]:#04x})",
            source=source,
        ) from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot read: {exc.strerror or exc}", source=source) from None
    data, duplicates = _parse_json(text, source)
    return _build(data, source, file.absolute().parent, environ, duplicates)


def parse_config(
    data: Mapping[str, Any],
    *,
    source: str = "<config>",
    base_dir: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Config:
    """Build a Config from already-parsed data, with exactly the rules load_config applies.

    `source` names the origin in messages; `base_dir` (default: the current directory)
    is where relative ``cwd`` values resolve.
    """
    base = Path(base_dir).absolute() if base_dir is not None else Path.cwd()
    return _build(data, source, base, environ, [])


def _parse_json(text: str, source: str) -> tuple[Any, list[str]]:
    duplicates: list[str] = []

    def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj: dict[str, Any] = {}
        for key, value in pairs:
            if key in obj:
                duplicates.append(
                    f"{source}: key {key!r} appears twice in one JSON object;"
                    " only its last value is used"
                )
            obj[key] = value
        return obj

    if not text.strip():
        raise ConfigError(
            f"{source}: the file is empty; expected a JSON object such as"
            ' {"mcpServers": {"name": {"command": "..."}}}',
            source=source,
        )
    try:
        return json.loads(text, object_pairs_hook=unique_keys), duplicates
    except json.JSONDecodeError as exc:
        hint = _json_hint(exc)
        raise ConfigError(
            f"{source}:{exc.lineno}:{exc.colno}: invalid JSON at line {exc.lineno},"
            f" column {exc.colno}: {exc.msg}{hint}",
            source=source,
        ) from None


def _json_hint(exc: json.JSONDecodeError) -> str:
    before = exc.doc[: exc.pos].rstrip()
    after = exc.doc[exc.pos :].lstrip()
    if after.startswith(("//", "/*", "#")):
        return " (JSON allows no comments)"
    if before.endswith(",") and after[:1] in ("}", "]"):
        return " (JSON allows no trailing comma before a closing bracket)"
    if after.startswith("'"):
        return " (JSON strings and keys take double quotes)"
    return ""


def _build(
    data: Any,
    source: str,
    base_dir: Path,
    environ: Mapping[str, str] | None,
    warnings: list[str],
) -> Config:
    report = _Report(source)
    report.warnings.extend(warnings)
    env: Mapping[str, str] = os.environ if environ is None else environ
    if not isinstance(data, Mapping):
        raise ConfigError(
            f"{source}: expected a JSON object with an 'mcpServers' key at the top level,"
            f" got {describe_value(data, quote=False)}",
            source=source,
        )
    _check_top_level_keys(data, report)

    servers: dict[str, ServerConfig] = {}
    raw_servers = data.get("mcpServers")
    if "mcpServers" in data and not isinstance(raw_servers, Mapping):
        report.problem(
            ["mcpServers"],
            "expected an object mapping server names to servers,"
            f" got {describe_value(raw_servers, quote=False)}",
        )
    elif isinstance(raw_servers, Mapping):
        if not raw_servers:
            report.problem(
                ["mcpServers"],
                "is empty; list at least one server (a proxy with nothing to front"
                ' has nothing to do): "mcpServers": {"name": {"command": "..."}}',
            )
        for name, raw in raw_servers.items():
            server = _server(str(name), raw, report, base_dir, env)
            if server is not None:
                servers[name] = server

    proxy: ProxySettings | None = ProxySettings()
    if "proxy" in data:
        raw_proxy = data["proxy"]
        if isinstance(raw_proxy, Mapping):
            raw_proxy = _expand_secrets(raw_proxy, report, env)
            if isinstance(raw_proxy.get("token_store"), str):
                store = os.path.expanduser(raw_proxy["token_store"])
                raw_proxy = {**raw_proxy, "token_store": Path(os.path.normpath(base_dir / store))}
            proxy = report.validate(ProxySettings, raw_proxy, ["proxy"])
        else:
            report.problem(
                ["proxy"],
                f"expected an object with keys {', '.join(_PROXY_KEYS)},"
                f" got {describe_value(raw_proxy, quote=False)}",
            )

    _check_renames(servers, report)
    if report.problems or proxy is None:
        raise ConfigError(report.problems, source=source, warnings=report.warnings)
    _check_settings(servers, proxy, report)
    return Config(
        servers=servers,
        proxy=proxy,
        source=source,
        base_dir=base_dir,
        warnings=report.warnings,
    )


def _check_top_level_keys(data: Mapping[str, Any], report: _Report) -> None:
    near_misses: set[str] = set()
    for key in data:
        if key in TOP_LEVEL_KEYS:
            continue
        if key in _PROXY_KEYS:
            report.problem(
                [key],
                f"'{key}' belongs inside the 'proxy' block: \"proxy\": {{\"{key}\": ...}}",
            )
        elif suggestion := closest(key, TOP_LEVEL_KEYS):
            near_misses.add(suggestion)
            report.problem([key], f"unknown key '{key}'; did you mean '{suggestion}'?")
        else:
            report.warn([key], f"ignored: unknown top-level key '{key}'")
    if "mcpServers" not in data and "mcpServers" not in near_misses:
        report.problem(
            ["mcpServers"],
            'missing; list the servers to front: {"mcpServers": {"name": {"command": "..."}}}',
        )


def _server(
    name: str, raw: Any, report: _Report, base_dir: Path, environ: Mapping[str, str]
) -> ServerConfig | None:
    path = ["mcpServers", name]
    valid_name = SERVER_NAME_PATTERN.fullmatch(name) is not None
    if not valid_name:
        report.problem(path, server_name_problem(name))
    if not isinstance(raw, Mapping):
        report.problem(
            path,
            "expected an object with 'command' (a stdio server) or 'url' (a remote one),"
            f" got {describe_value(raw, quote=False)}",
        )
        return None
    data = _known_server_keys(raw, path, report)
    _drop_keys_for_other_transport(data, path, report)
    _expand_references(data, path, report, environ)
    _resolve_cwd(data, path, report, base_dir)
    # An invalid name is already reported; validate the rest under a stand-in name.
    return report.validate(ServerConfig, {**data, "name": name if valid_name else "_"}, path)


def _known_server_keys(raw: Mapping[str, Any], path: KeyPath, report: _Report) -> dict[str, Any]:
    """The server keys toolvet reads; others' keys are warned about, typos of ours reported."""
    data: dict[str, Any] = {}
    for key, value in raw.items():
        where = [*path, key]
        if key in SERVER_KEYS:
            data[key] = value
        elif key in FOREIGN_SERVER_KEYS:
            report.warn(
                where, f"ignored: '{key}' is another MCP client's setting; toolvet does not use it"
            )
        elif key in _MISPLACED_SERVER_KEYS:
            block = _MISPLACED_SERVER_KEYS[key]
            report.problem(
                where, f"'{key}' belongs inside '{block}': \"{block}\": {{\"{key}\": ...}}"
            )
        elif suggestion := closest(key, SERVER_KEYS):
            report.problem(where, f"unknown key '{key}'; did you mean '{suggestion}'?")
            if suggestion not in raw:  # check the value too, as if spelled right
                data[suggestion] = value
        else:
            report.warn(where, f"ignored: unknown key '{key}'")
    return data


def _drop_keys_for_other_transport(data: dict[str, Any], path: KeyPath, report: _Report) -> None:
    has_command = "command" in data
    has_url = any(key in data for key in URL_KEYS)
    if has_command == has_url:
        return  # neither or both: the model reports it
    dropped = ("headers",) if has_command else _STDIO_ONLY_KEYS
    needs = "remote servers (with 'url')" if has_command else "stdio servers (with 'command')"
    for key in dropped:
        if key in data:
            value = data.pop(key)
            if value not in ({}, [], None, ""):
                report.warn([*path, key], f"ignored: '{key}' only applies to {needs}")


def _expand_references(
    data: dict[str, Any], path: KeyPath, report: _Report, environ: Mapping[str, str]
) -> None:
    def expanded(value: str, where: KeyPath) -> str:
        try:
            return expand(value, environ)
        except ExpansionError as exc:
            for problem in exc.problems:
                report.problem(where, problem)
            return value

    for block in ("env", "headers"):
        values = data.get(block)
        if isinstance(values, Mapping):
            data[block] = {
                k: expanded(v, [*path, block, k]) if isinstance(v, str) else v
                for k, v in values.items()
            }
    for key in URL_KEYS:
        if isinstance(data.get(key), str):
            data[key] = expanded(data[key], [*path, key])
    auth = data.get("auth")
    if isinstance(auth, Mapping):
        data["auth"] = {
            k: expanded(v, [*path, "auth", k]) if k in _AUTH_SECRETS and isinstance(v, str) else v
            for k, v in auth.items()
        }

    literal: list[tuple[KeyPath, Any]] = [([*path, "command"], data.get("command"))]
    literal.append(([*path, "cwd"], data.get("cwd")))
    if isinstance(data.get("args"), list):
        literal.extend(([*path, "args", i], arg) for i, arg in enumerate(data["args"]))
    for where, value in literal:
        if isinstance(value, str) and has_reference(value):
            report.warn(
                where,
                "'${...}' is not expanded here (only in env, headers and url, and auth's"
                " client_id and client_secret); the value is used as written",
            )


# The secrets of the proxy block, usually `${TOOLVET_TOKEN}` and `${TOOLVET_STATE_KEY}`: expanded
# like env, headers and url, so the secret itself stays out of the file (and out of a ConfigMap);
# the rate-limit store's URL may hold Redis's password.
_SECRETS = (
    ("auth", "token"),
    ("auth", "operations", "token"),
    ("bridge", "state_key"),
    ("rate_limits", "store"),
)


def _expand_secrets(
    raw_proxy: Mapping[str, Any], report: _Report, environ: Mapping[str, str]
) -> Mapping[str, Any]:
    """`proxy.auth.token`, `proxy.auth.operations.token`, `proxy.bridge.state_key` and
    `proxy.rate_limits.store`, expanded from the environment."""
    expanded = dict(raw_proxy)
    for path in _SECRETS:
        expanded = _expand_at(expanded, path, report, environ, ["proxy"])
    return _expand_static_tokens(expanded, report, environ)


def _expand_at(
    block: dict[str, Any],
    path: tuple[str, ...],
    report: _Report,
    environ: Mapping[str, str],
    where: KeyPath,
) -> dict[str, Any]:
    """`block` with the string at `path` expanded; one that cannot be is reported and left out
    (the unexpanded text is not checked as a value too)."""
    key, rest = path[0], path[1:]
    value = block.get(key)
    if rest:
        if not isinstance(value, Mapping):
            return block
        return {**block, key: _expand_at(dict(value), rest, report, environ, [*where, key])}
    if not isinstance(value, str):
        return block
    try:
        return {**block, key: expand(value, environ)}
    except ExpansionError as exc:
        for problem in exc.problems:
            report.problem([*where, key], problem)
        return {k: v for k, v in block.items() if k != key}


def _expand_static_tokens(
    raw_proxy: dict[str, Any], report: _Report, environ: Mapping[str, str]
) -> dict[str, Any]:
    """`proxy.auth.tokens[*].token`, expanded from the environment like the other secrets."""
    auth = raw_proxy.get("auth")
    tokens = auth.get("tokens") if isinstance(auth, Mapping) else None
    if not isinstance(tokens, list):
        return raw_proxy
    expanded_tokens = []
    for index, entry in enumerate(tokens):
        if isinstance(entry, Mapping) and isinstance(entry.get("token"), str):
            try:
                entry = {**entry, "token": expand(entry["token"], environ)}
            except ExpansionError as exc:
                for problem in exc.problems:
                    report.problem(["proxy", "auth", "tokens", index, "token"], problem)
                entry = {k: v for k, v in entry.items() if k != "token"}
        expanded_tokens.append(entry)
    assert isinstance(auth, Mapping)
    return {**raw_proxy, "auth": {**auth, "tokens": expanded_tokens}}


def _resolve_cwd(data: dict[str, Any], path: KeyPath, report: _Report, base_dir: Path) -> None:
    if "command" not in data or any(key in data for key in URL_KEYS):
        return
    cwd = data.get("cwd")
    if cwd is None:
        data["cwd"] = base_dir
    elif isinstance(cwd, str):
        resolved = Path(os.path.normpath(base_dir / cwd))
        data["cwd"] = resolved
        if not resolved.is_dir():
            report.warn([*path, "cwd"], f"directory {str(resolved)!r} does not exist")


def _check_renames(servers: Mapping[str, ServerConfig], report: _Report) -> None:
    """No two servers rename a tool to the same name: clients could not tell them apart."""
    named: dict[str, tuple[str, str]] = {}
    for server_name, server in servers.items():
        for tool, name in server.tools.rename.items():
            if name in named:
                first_server, first_tool = named[name]
                report.problem(
                    ["mcpServers", server_name, "tools", "rename", tool],
                    f"{name!r} is already the new name of '{first_tool}' of server"
                    f" '{first_server}' (mcpServers.{first_server}.tools.rename): give each"
                    " tool its own name",
                )
            else:
                named[name] = (server_name, tool)


def _check_settings(
    servers: Mapping[str, ServerConfig], proxy: ProxySettings, report: _Report
) -> None:
    """Warnings about settings that are valid but probably not what was meant."""
    for name, server in servers.items():
        if server.timeout is not None and server.timeout > _LONG_TIMEOUT:
            report.warn(
                ["mcpServers", name, "timeout"],
                f"timeout is in seconds: {server.timeout:g} s is over an hour"
                f" (if you meant milliseconds, write {server.timeout / 1000:g})",
            )
    if servers and not any(s.enabled for s in servers.values()):
        report.warn(["mcpServers"], "every server is disabled; the proxy has nothing to front")
    http = proxy.http
    if http.host not in _LOOPBACK_BIND_HOSTS and http.allowed_hosts == HttpSettings().allowed_hosts:
        report.warn(
            ["proxy", "http", "allowed_hosts"],
            f"host is {http.host!r} but allowed_hosts lists only loopback names, so requests"
            " to any other name are refused; add the names clients will use",
        )
