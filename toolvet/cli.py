"""The `toolvet` command: parse arguments, then import only what the chosen subcommand needs."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
# The collector's thresholds while serving: ten times Python's defaults for the youngest
# generation, as every message leaves a little garbage and most of it is not cyclic.
GC_THRESHOLDS = (7000, 20, 20)


class UsageError(Exception):
    """Bad input to a command: reported on stderr with exit status 2."""


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolvet",
        description="Check AI agents' tool calls against the tools' JSON Schemas before they run.",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_validate(commands)
    _add_serve(commands)
    _add_inspecting(commands)
    _add_login(commands)
    return parser


def _add_validate(commands: Any) -> None:
    validate = commands.add_parser(
        "validate",
        help="validate one set of arguments against a schema",
        description="Validate arguments against a JSON Schema (or a tool definition with an "
        "inputSchema). Exit status: 0 valid (possibly after repairs), 1 invalid, 2 usage or schema error.",
    )
    validate.add_argument(
        "--schema", required=True, metavar="FILE", help="JSON Schema file, or a tool definition"
    )
    source = validate.add_mutually_exclusive_group(required=True)
    source.add_argument("--args", metavar="JSON", help="the arguments as JSON text")
    source.add_argument(
        "--args-file", metavar="FILE", help="a file holding the arguments as JSON ('-' for stdin)"
    )
    validate.add_argument("--repair", choices=("off", "safe", "lenient"), default="safe")
    validate.add_argument(
        "--unknown-arguments", choices=("allow", "suggest", "reject"), default="suggest"
    )
    validate.add_argument("--formats", choices=("assert", "annotate"), default="assert")
    validate.add_argument("--json", action="store_true", help="print the result as JSON")


def _add_serve(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help="run the proxy in front of the servers in servers.json",
        description="Serve one MCP endpoint in front of the servers in the config, validating every tools/call. "
        "Logs go to stderr; in stdio mode stdout carries the protocol.",
    )
    _config_option(serve)
    serve.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    serve.add_argument("--host", help="HTTP address to bind (default: proxy.http.host, 127.0.0.1)")
    serve.add_argument("--port", type=int, help="HTTP port (default: proxy.http.port, 8765)")
    serve.add_argument(
        "--drain",
        type=_seconds,
        metavar="SECONDS",
        help="on SIGTERM, keep serving this long while /readyz fails, then stop"
        " (default: proxy.http.drain_seconds, 0)",
    )
    serve.add_argument("--log-level", choices=("debug", "info", "warning", "error"), default="info")
    serve.add_argument(
        "--log-format",
        choices=("plain", "json"),
        default="plain",
        help="stderr logs as text or JSON lines",
    )


def _add_inspecting(commands: Any) -> None:
    """The commands that connect to every server to report on it: tools, check, lock."""
    tools = commands.add_parser(
        "tools",
        help="list the tools the proxy exposes",
        description="Connect to every server and list the exposed tools.",
    )
    _config_option(tools)
    tools.add_argument(
        "--json", action="store_true", help="print the tools and upstream states as JSON"
    )

    check = commands.add_parser(
        "check",
        help="connect and lint every upstream schema",
        description="Connect to every server and report what would stop a tool from working: a server that "
        "does not start, an invalid schema, an unsupported dialect, a network $ref, a tool name clients reject. "
        "Exit status 1 when anything is found.",
    )
    _config_option(check)

    lock = commands.add_parser(
        "lock",
        help="pin the upstream tool definitions in a lock file",
        description="Connect to every server and write the lock file (proxy.lock.path; by default "
        "servers.lock.json beside servers.json): per server and tool, the SHA-256 of its definition "
        "(name, title, description, inputSchema, outputSchema, annotations) and the definition itself. "
        "`toolvet serve` then withholds a tool whose definition differs from the lock or is not in it, and "
        "`toolvet check` shows the difference. Running it again accepts the current definitions.",
    )
    _config_option(lock)


def _add_login(commands: Any) -> None:
    """The commands that keep a user's tokens for authorization_code servers: login, logout."""
    login = commands.add_parser(
        "login",
        help="log in to a server whose auth.grant is authorization_code",
        description='Log in to a streamable HTTP server with "auth": {"grant": "authorization_code"} '
        "as an MCP client does (the MCP SDK's flow: PKCE, a loopback redirect to 127.0.0.1, dynamic "
        "registration, a Client ID Metadata Document or the configured client_id), and keep the tokens "
        "in the token store (proxy.token_store; by default $XDG_STATE_HOME/toolvet/tokens.json), which "
        "`toolvet serve` uses and refreshes. Exit status: 0 logged in, 1 the login failed, 2 a config "
        "or usage error.",
    )
    login.add_argument("server", metavar="SERVER", help="the server's name in mcpServers")
    _config_option(login)
    login.add_argument(
        "--no-browser",
        action="store_true",
        help="only print the URL to open (it is always printed, on stderr)",
    )
    login.add_argument(
        "--port",
        type=_port,
        default=0,
        help="the port on 127.0.0.1 the browser comes back to (default: a free one)",
    )
    login.add_argument(
        "--timeout",
        type=_login_timeout,
        default=300.0,
        metavar="SECONDS",
        help="how long to wait for the browser to come back (default: 300)",
    )

    logout = commands.add_parser(
        "logout",
        help="forget the tokens `toolvet login` kept for a server",
        description="Remove a server's tokens from the token store, revoking its refresh token first "
        "where the authorization server offers revocation. Exit status 0 also when nothing was stored.",
    )
    logout.add_argument("server", metavar="SERVER", help="the server's name in mcpServers")
    _config_option(logout)


def _config_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config",
        default="servers.json",
        metavar="FILE",
        help="the mcpServers config (default: servers.json)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    options = parser.parse_args(argv)
    if options.version:
        from toolvet import __version__

        print(f"toolvet {__version__}")
        return 0
    if options.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return _COMMANDS[options.command](options)
    except UsageError as exc:
        print(f"toolvet {options.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _read_json(path: str, what: str) -> Any:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {what} file {path}: {exc.strerror}") from None
    return _parse_json(text, f"{what} file {path}")


def _parse_json(text: str, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(
            f"{where} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None


def _validate(options: argparse.Namespace) -> int:
    from toolvet.validation import validate_arguments

    schema = _read_json(options.schema, "schema")
    if (
        isinstance(schema, dict)
        and isinstance(schema.get("inputSchema"), dict)
        and "name" in schema
    ):
        schema = schema["inputSchema"]
    if options.args is not None:
        arguments = _parse_json(options.args, "--args")
    else:
        arguments = _read_json(options.args_file, "arguments")
    result = validate_arguments(
        schema,
        arguments,
        repair=options.repair,
        unknown_arguments=options.unknown_arguments,
        formats=options.formats,
    )
    if result.schema_error is not None:
        print(f"toolvet validate: {options.schema}: {result.schema_error.message}", file=sys.stderr)
        return EXIT_USAGE
    if options.json:
        print(
            json.dumps(
                {**result.to_dict(), "arguments": result.arguments}, ensure_ascii=False, indent=2
            )
        )
    else:
        if not result.ok:
            print("invalid")
        elif result.repairs:
            print("valid after repairs")
        else:
            print("valid")
        for repair in result.repairs:
            from toolvet.validation import format_path

            print(
                f"repaired {format_path(repair.path)} ({repair.code}): "
                f"{json.dumps(repair.before, ensure_ascii=False)} -> {json.dumps(repair.after, ensure_ascii=False)}"
            )
        if result.repairs:
            print("arguments to forward: " + json.dumps(result.arguments, ensure_ascii=False))
        if result.message:
            print()
            print(result.message)
    return EXIT_VALID if result.ok else EXIT_INVALID


def _load(options: argparse.Namespace) -> Any:
    from toolvet.config import ConfigError, load_config

    try:
        config = load_config(options.config)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot read config file {options.config}: {exc.strerror}") from None
    for warning in config.warnings:
        print(f"toolvet: warning: {warning}", file=sys.stderr)
    return config


def _setup_logging(level: str, log_format: str = "plain") -> None:
    from toolvet._logging import setup_logging

    setup_logging(level, log_format)


def _serve(options: argparse.Namespace) -> int:
    import anyio

    from toolvet.config import ConfigError
    from toolvet.proxy import Proxy, serve_http, serve_stdio

    config = _load(options)
    _setup_logging(options.log_level, options.log_format)
    try:
        proxy = Proxy(config)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(
            f"{options.config}: proxy.audit.path: cannot open {exc.filename}: {exc.strerror}"
        ) from None
    # What was built while starting (modules, models, the schema cache) stays: the collector
    # need not walk it again, and collects less often (every message allocates a little).
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    backend_options = {"use_uvloop": _has_uvloop()}
    try:
        if options.transport == "stdio":
            anyio.run(serve_stdio, proxy, backend_options=backend_options)
        else:
            host = options.host or config.proxy.http.host
            port = options.port if options.port is not None else config.proxy.http.port
            anyio.run(
                lambda: serve_http(proxy, host=host, port=port, drain_seconds=options.drain),
                backend_options=backend_options,
            )
    except KeyboardInterrupt:
        pass
    return 0


def _seconds(text: str) -> float:
    """A duration on the command line: a finite number of seconds, 0 to 3600."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"expected 0 to 3600 seconds, got {text}")
    return value


def _port(text: str) -> int:
    """A TCP port on the command line: 0 (a free one) to 65535."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, got {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {value}")
    return value


def _login_timeout(text: str) -> float:
    """How long a login may wait for the browser: more than 0, at most 3600 seconds."""
    value = _seconds(text)
    if value == 0:
        raise argparse.ArgumentTypeError("expected more than 0 seconds, got 0")
    return value


def _has_uvloop() -> bool:
    import importlib.util

    return importlib.util.find_spec("uvloop") is not None


def _connected(config: Any, *, use_lock: bool = True) -> Any:
    """A proxy whose upstreams have each connected or failed once; stopped again on return."""
    import anyio

    from toolvet.config import ConfigError

    try:
        return anyio.run(_start_once, config, use_lock)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


async def _start_once(config: Any, use_lock: bool) -> Any:
    import anyio

    from toolvet.proxy import Proxy

    proxy = Proxy(config, use_lock=use_lock)
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        group.cancel_scope.cancel()
    return proxy


def _schema_summary(schema: Any) -> str:
    if not isinstance(schema, dict):
        return "(no schema)"
    required = set(schema.get("required") or [])
    properties = schema.get("properties") or {}
    parts = []
    for name, sub in properties.items():
        kind = sub.get("type", "any") if isinstance(sub, dict) else "any"
        if isinstance(kind, list):
            kind = "|".join(map(str, kind))
        parts.append(f"{name}{'*' if name in required else ''}: {kind}")
    return ", ".join(parts) or "(no arguments)"


def _tools(options: argparse.Namespace) -> int:

    from toolvet.proxy import status_table

    config = _load(options)
    _setup_logging("warning")
    proxy = _connected(config)
    if options.json:
        tools = [
            {
                "name": exposed,
                "server": server,
                "tool": tool,
                "inputSchema": proxy.cache[server, tool].input_schema,
            }
            for exposed, (server, tool) in proxy.tools.exposed.items()
        ]
        print(
            json.dumps({"upstreams": proxy.status(), "tools": tools}, indent=2, ensure_ascii=False)
        )
        return 0
    print(status_table(proxy, "(not serving)").rsplit("\n", 1)[0])
    print()
    width = max((len(n) for n in proxy.tools.exposed), default=4)
    for exposed, (server, tool) in proxy.tools.exposed.items():
        origin = f"{server}/{tool}"
        print(
            f"{exposed.ljust(width)}  {origin:30}  {_schema_summary(proxy.cache[server, tool].input_schema)}"
        )
    return 0


def _check(options: argparse.Namespace) -> int:

    from toolvet.proxy import VALID_NAME

    config = _load(options)
    _setup_logging("error")
    proxy = _connected(config)
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
                problems.append(
                    f"{where}: tool name clients reject (not ^[A-Za-z0-9_-]{{1,64}}$); exposed as "
                    + next(
                        (e for e, o in proxy.tools.exposed.items() if o == (name, entry.name)),
                        "(hidden)",
                    )
                )
            output = entry.output_schema
            if output is not None:
                from toolvet.validation import SchemaError, compile_schema

                try:
                    compile_schema(output)
                except SchemaError as exc:
                    problems.append(f"{where}: outputSchema: {exc.code}: {exc.message}")
        problems.extend(proxy.cache.constraint_problems(name))
    problems.extend(proxy.tools.name_warnings)
    problems.extend(_auth_problems(proxy))
    for line in _access_grants(proxy):
        print(line)
    drift = _lock_drift(proxy)
    checked = len(proxy.cache)
    for problem in problems:
        print(problem)
    for line in drift:
        print(line)
    if drift:
        print(
            f"to accept these definitions: toolvet lock --config {options.config}", file=sys.stderr
        )
    print(
        f"checked {checked} tools of {len(proxy.upstreams)} servers: {len(problems)} problems"
        + (
            f", {sum(1 for d in drift if d.startswith('lock '))} differences from the lock"
            if drift
            else ""
        ),
        file=sys.stderr,
    )
    return EXIT_INVALID if problems or drift else EXIT_VALID


def _auth_problems(proxy: Any) -> list[str]:
    """What keeps proxy.auth.oauth from working: the issuer's metadata or keys out of reach."""
    import anyio

    from toolvet.proxy._identity import KeysUnavailable, SigningKeys

    oauth = proxy.config.proxy.auth.oauth
    if oauth is None:
        return []
    keys = SigningKeys(oauth)
    try:
        anyio.run(keys.key, None)
    except KeysUnavailable as exc:
        return [f"proxy.auth.oauth: {exc}"]
    return []


def _access_grants(proxy: Any) -> list[str]:
    """For each rule of proxy.auth.access, the tools it grants today (by `server/tool`)."""
    from toolvet.proxy._access import names

    lines = []
    for number, rule in enumerate(proxy.config.proxy.auth.access or [], 1):
        who = ", ".join(
            [*(f"scope {s}" for s in rule.scopes), *(f"{k}={v}" for k, v in rule.claims.items())]
        )
        granted = sorted(
            f"{server}/{tool}"
            for server, tool in proxy.tools.exposed.values()
            if names(rule.tools, server, tool)
        )
        lines.append(
            f"access rule {number} ({who or 'every caller'}): {len(granted)} tools"
            + (f": {', '.join(granted)}" if granted else "")
        )
    return lines


def _lock_drift(proxy: Any) -> list[str]:
    """Each difference between the upstreams and the lock file, with its diff."""
    gate = proxy.gate
    if gate.lock is None:
        return []
    lines = []
    for server, found in gate.drift.items():
        for drift in found.values():
            entry = proxy.cache.get(server, drift.tool)
            lines.append(f"lock {gate.path.name}: {drift.describe()}")
            diff = gate.lock.diff(server, drift.tool, entry.definition if entry else None)
            if diff:
                lines.append(diff.rstrip("\n"))
    return lines


def _lock(options: argparse.Namespace) -> int:
    from toolvet.lock import Lock, LockError

    config = _load(options)
    _setup_logging("error")
    proxy = _connected(config, use_lock=False)
    down = [(n, u.last_error) for n, u in proxy.upstreams.items() if not u.ready]
    path = config.proxy.lock.resolve(config.source, config.base_dir)
    if down:
        for name, error in down:
            print(f"{name}: the server did not start: {error}", file=sys.stderr)
        print(
            f"toolvet lock: {path} was not written: every server must be reachable", file=sys.stderr
        )
        return EXIT_INVALID
    lock = Lock()
    for name, upstream in proxy.upstreams.items():
        lock.pin(
            name, [e.definition for e in proxy.cache.tools(name) if upstream.config.exposes(e.name)]
        )
    previous: Lock | None = None
    if path.exists():
        try:
            previous = Lock.load(path)
        except LockError as exc:
            print(f"toolvet lock: replacing an unusable lock file: {exc}", file=sys.stderr)
    if previous is not None:
        for server, tools in lock.servers.items():
            for drift in previous.compare(server, tools):
                print(f"accepted: {drift.describe()}")
        for server in previous.servers.keys() - lock.servers.keys():
            print(f"dropped: server '{server}' is no longer in the config")
    lock.save(path)
    count = sum(len(tools) for tools in lock.servers.values())
    print(f"wrote {path}: {count} tools of {len(lock.servers)} servers", file=sys.stderr)
    return EXIT_VALID


def _login(options: argparse.Namespace) -> int:
    import asyncio

    from toolvet.upstream._login import (
        LoginConfigError,
        LoginError,
        log_in,
        login_server,
        token_store_of,
    )
    from toolvet.upstream._token_store import TokenStoreError

    config = _load(options)
    try:
        server = login_server(config, options.server)
    except LoginConfigError as exc:
        raise UsageError(str(exc)) from None
    store = token_store_of(config)
    try:
        asyncio.run(
            log_in(
                options.server,
                server,
                store,
                port=options.port,
                timeout=options.timeout,
                open_browser=not options.no_browser,
            )
        )
    except (LoginError, TokenStoreError) as exc:
        print(f"toolvet login: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt:
        print("toolvet login: interrupted; nothing was stored", file=sys.stderr)
        return EXIT_INVALID
    print(f"Logged in to {options.server}; tokens stored in {store.path}", file=sys.stderr)
    return EXIT_VALID


def _logout(options: argparse.Namespace) -> int:
    import asyncio

    from toolvet.upstream._login import LoginConfigError, log_out, login_server, token_store_of
    from toolvet.upstream._token_store import TokenStoreError

    config = _load(options)
    store = token_store_of(config)
    name = options.server
    try:
        done = asyncio.run(log_out(name, store))
    except TokenStoreError as exc:
        print(f"toolvet logout: {exc}", file=sys.stderr)
        return EXIT_INVALID
    if not done.removed:
        if name not in config.servers:  # most likely a typo: say what the config has
            try:
                login_server(config, name)
            except LoginConfigError as exc:
                raise UsageError(f"{exc}; no tokens are stored for it in {store.path}") from None
        print(
            f"Not logged in to {name}: no tokens are stored for it in {store.path}", file=sys.stderr
        )
        return EXIT_VALID
    print(
        f"Logged out of {name}: its tokens were removed from {store.path}"
        + (f"; {done.revocation}" if done.revocation else ""),
        file=sys.stderr,
    )
    return EXIT_VALID


_COMMANDS = {
    "validate": _validate,
    "serve": _serve,
    "tools": _tools,
    "check": _check,
    "lock": _lock,
    "login": _login,
    "logout": _logout,
}


if __name__ == "__main__":
    sys.exit(main())
