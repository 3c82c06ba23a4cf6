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


DEFAULT_CONFIG = "servers.json"


class UsageError(Exception):
    """Bad input to a command: reported on stderr with exit status 2."""


class _Formatter(argparse.HelpFormatter):
    """Help text wrapped paragraph by paragraph; the examples laid out as written."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        fill = super()._fill_text
        return "\n\n".join(
            part if part.startswith("examples:") else fill(part, width, indent)
            for part in text.split("\n\n")
        )


def _command(commands: Any, name: str, summary: str, description: str, examples: str) -> Any:
    return commands.add_parser(
        name,
        help=summary,
        description=description,
        epilog="examples:\n" + examples,
        formatter_class=_Formatter,
    )


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolvet",
        description="Check AI agents' tool calls against the tools' JSON Schemas before they run: "
        "an MCP proxy in front of the servers of an mcpServers config (servers.json).",
        epilog="""examples:
  toolvet serve --config servers.json                   # a desktop client's server, over stdio
  toolvet serve --config servers.json --transport http  # http://127.0.0.1:8765/mcp
  toolvet tools --config servers.json                   # the tools toolvet exposes
  toolvet check --config servers.json                   # what would stop a tool from working
  toolvet validate --schema tool.json --args '{"query": "otters"}'
  toolvet login code --config servers.json              # log in to the server named "code"

`toolvet COMMAND --help` describes a command and its options.""",
        formatter_class=_Formatter,
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_validate(commands)
    _add_serve(commands)
    _add_inspecting(commands)
    _add_login(commands)
    return parser


def _add_validate(commands: Any) -> None:
    validate = _command(
        commands,
        "validate",
        "validate one set of arguments against a schema",
        "Validate arguments against a JSON Schema (or a tool definition with an inputSchema), as "
        "the proxy does: repair what has one reading, report the rest as the message a model "
        "reads. Exit status: 0 valid (possibly after repairs), 1 invalid, 2 usage or schema error.",
        """  toolvet validate --schema tool.json --args '{"query": "otters", "limit": "5"}'
  toolvet validate --schema tool.json --args-file call.json --json
  echo '{"query": "otters"}' | toolvet validate --schema tool.json --args-file -""",
    )
    validate.add_argument(
        "--schema", required=True, metavar="FILE", help="JSON Schema file, or a tool definition"
    )
    source = validate.add_mutually_exclusive_group(required=True)
    source.add_argument("--args", metavar="JSON", help="the arguments as JSON text")
    source.add_argument(
        "--args-file", metavar="FILE", help="a file holding the arguments as JSON ('-' for stdin)"
    )
    validate.add_argument(
        "--repair",
        choices=("off", "safe", "lenient"),
        default="safe",
        help="what is repaired in invalid arguments: off; safe (numbers and booleans sent as "
        "strings, objects and arrays sent as JSON strings, null on an optional argument, an enum "
        "value in the wrong case, a misspelled argument name); lenient (safe, and a lone value "
        "where an array is expected). Default: safe",
    )
    validate.add_argument(
        "--unknown-arguments",
        choices=("allow", "suggest", "reject"),
        default="suggest",
        help="arguments the schema lets through without declaring them: allow (pass them on); "
        "suggest (a near-miss of one declared name is renamed to it, of several is refused "
        "naming them); reject (refuse every one). Default: suggest",
    )
    validate.add_argument(
        "--formats",
        choices=("assert", "annotate"),
        default="assert",
        help="`format` (date-time, email, uri, ...): assert checks it, annotate does not. "
        "Default: assert",
    )
    validate.add_argument("--json", action="store_true", help="print the result as JSON")


def _add_serve(commands: Any) -> None:
    serve = _command(
        commands,
        "serve",
        "run the proxy in front of the servers of the config",
        "Serve one MCP endpoint in front of the servers of the config, validating every "
        "tools/call.\n\n"
        "By default over stdio: an MCP client (Claude Desktop, Cursor, VS Code) starts "
        "`toolvet serve` itself and speaks MCP on its stdin and stdout; run alone in a terminal, "
        "it waits for such a client. With --transport http it serves streamable HTTP at "
        "http://HOST:PORT/mcp, and beside it /livez (the process answers), /readyz (ready for "
        "traffic; fails while draining), /healthz (each upstream's state, as JSON) and /metrics "
        "(Prometheus). Logs go to stderr.",
        """  toolvet serve --config servers.json                       # stdio
  toolvet serve --config servers.json --transport http      # http://127.0.0.1:8765/mcp
  toolvet serve --transport http --host 0.0.0.0 --port 9000 --log-format json
  toolvet serve --config servers.json --watch               # reload when servers.json changes""",
    )
    _config_option(serve)
    serve.add_argument(
        "--transport",
        choices=("stdio", "http"),
        default="stdio",
        help="stdio: one client on stdin and stdout; http: streamable HTTP at /mcp. Default: stdio",
    )
    serve.add_argument("--host", help="HTTP address to bind (default: proxy.http.host, 127.0.0.1)")
    serve.add_argument("--port", type=int, help="HTTP port (default: proxy.http.port, 8765)")
    serve.add_argument(
        "--drain",
        type=_seconds,
        metavar="SECONDS",
        help="on SIGTERM, keep serving this long while /readyz fails, then stop"
        " (default: proxy.http.drain_seconds, 0)",
    )
    serve.add_argument(
        "--watch",
        action="store_true",
        default=None,
        help="reload the config when its file (or lock file) changes, as SIGHUP does"
        " (default: proxy.reload.watch, off)",
    )
    serve.add_argument(
        "--log-level",
        choices=("debug", "info", "warning", "error"),
        default="info",
        help="the least severe log lines written to stderr. Default: info",
    )
    serve.add_argument(
        "--log-format",
        choices=("plain", "json"),
        default="plain",
        help="stderr logs as text or JSON lines. Default: plain",
    )


def _add_inspecting(commands: Any) -> None:
    """The commands that connect to every server to report on it: tools, check, lock."""
    tools = _command(
        commands,
        "tools",
        "list the tools the proxy exposes",
        "Connect to every server and list the exposed tools: the name a client sees, the server "
        "and tool it comes from, and its arguments (* required).",
        """  toolvet tools --config servers.json
  toolvet tools --config servers.json --json""",
    )
    _config_option(tools)
    tools.add_argument(
        "--json", action="store_true", help="print the tools and upstream states as JSON"
    )

    check = _command(
        commands,
        "check",
        "report what would stop a tool from working",
        "Connect to every server and report what would stop a tool from working: a server "
        "that does not start, an invalid schema, an unsupported dialect, a network $ref, a tool "
        "name clients reject, a constraint that cannot apply. Also: each tool that differs from "
        "the lock file (proxy.lock; written by `toolvet lock`), with a diff; the tools each "
        "access rule (proxy.auth.access) grants; and whether the issuer's signing keys "
        "(proxy.auth.oauth) can be fetched. The report goes to stdout, logs to stderr. Exit "
        "status: 0 nothing found, 1 anything found, 2 a config or usage error.",
        """  toolvet check --config servers.json
  toolvet check --config servers.json --json""",
    )
    _config_option(check)
    check.add_argument("--json", action="store_true", help="print the report as JSON")

    lock = _command(
        commands,
        "lock",
        "pin the upstream tool definitions in a lock file",
        "Connect to every server and write the lock file (proxy.lock.path; by default "
        "servers.lock.json beside servers.json), to be reviewed and committed: per server and "
        "tool, the SHA-256 of its definition (name, title, description, inputSchema, "
        "outputSchema, annotations) and the definition itself. `toolvet serve` then withholds a "
        "tool whose definition differs from the lock or is not in it, and `toolvet check` shows "
        "the difference. Running it again accepts the current definitions.",
        "  toolvet lock --config servers.json",
    )
    _config_option(lock)


def _add_login(commands: Any) -> None:
    """The commands that keep a user's tokens for authorization_code servers: login, logout."""
    login = _command(
        commands,
        "login",
        "log in to SERVER (a server of the config whose auth.grant is authorization_code)",
        'Log in to SERVER, a streamable HTTP server of the config with "auth": {"grant": '
        '"authorization_code"}, as an MCP client does (the MCP SDK\'s flow: PKCE, a loopback '
        "redirect to 127.0.0.1, dynamic registration, a Client ID Metadata Document or the "
        "configured client_id), and keep the tokens in the token store (proxy.token_store; by "
        "default $XDG_STATE_HOME/toolvet/tokens.json), which `toolvet serve` uses and refreshes. "
        "Exit status: 0 logged in, 1 the login failed, 2 a config or usage error.",
        """  toolvet login code                           # the server "code" of ./servers.json
  toolvet login code --config front.json --no-browser""",
    )
    login.usage = (
        "toolvet login SERVER [--config FILE] [--no-browser] [--port PORT] [--timeout SECONDS]"
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

    logout = _command(
        commands,
        "logout",
        "forget the tokens `toolvet login` kept for SERVER",
        "Remove SERVER's tokens from the token store, revoking its refresh token first where "
        "the authorization server offers revocation. Exit status 0 also when nothing was stored.",
        "  toolvet logout code --config front.json",
    )
    logout.usage = "toolvet logout SERVER [--config FILE]"
    logout.add_argument("server", metavar="SERVER", help="the server's name in mcpServers")
    _config_option(logout)


def _config_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config",
        default=DEFAULT_CONFIG,
        metavar="FILE",
        help=f"the mcpServers config (default: {DEFAULT_CONFIG})",
    )


def _count(number: int, noun: str) -> str:
    """`1 tool`, `2 tools`."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


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
    from toolvet.validation import format_path, validate_arguments

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
    elif not result.ok:
        print("invalid")
        print()
        print(result.message)
    else:
        print("valid after repairs" if result.repairs else "valid")
        for repair in result.repairs:
            print(f"repaired {format_path(repair.path)} ({repair.code}): {_change(repair)}")
        if result.repairs:
            print("arguments to forward: " + json.dumps(result.arguments, ensure_ascii=False))
        if result.message:
            print()
            print(result.message)
    return EXIT_VALID if result.ok else EXIT_INVALID


def _change(repair: Any) -> str:
    before = json.dumps(repair.before, ensure_ascii=False)
    if repair.drops:
        return f"{before} dropped"
    return f"{before} -> {json.dumps(repair.after, ensure_ascii=False)}"


def _load(options: argparse.Namespace) -> Any:
    from toolvet.config import ConfigError, load_config

    try:
        config = load_config(options.config)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot read config file {options.config}: {exc.strerror}") from None
    return _warned(config)


def _warned(config: Any) -> Any:
    for warning in config.warnings:
        print(f"toolvet: warning: {warning}", file=sys.stderr)
    return config


def _load_server(options: argparse.Namespace) -> Any:
    """The config as login and logout need it: SERVER's entry and the token store alone, so
    that another server's unset ${VAR} does not stand in the way. The whole config when
    SERVER is not in it, to say which servers it has."""
    from toolvet.config import ConfigError, parse_config

    try:
        document = json.loads(Path(options.config).read_text(encoding="utf-8"))
        entry = document["mcpServers"][options.server]
    except (OSError, ValueError, LookupError, TypeError):
        return _load(options)  # load_config says what is wrong with the file
    proxy = document.get("proxy")
    has_store = isinstance(proxy, dict) and "token_store" in proxy
    store = {"token_store": proxy["token_store"]} if has_store else {}
    try:
        config = parse_config(
            {"mcpServers": {options.server: entry}, **({"proxy": store} if store else {})},
            source=options.config,
            base_dir=Path(options.config).absolute().parent,
        )
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    return _warned(config)


def _setup_logging(level: str, log_format: str = "plain") -> None:
    from toolvet._logging import setup_logging

    setup_logging(level, log_format)


def _serve(options: argparse.Namespace) -> int:
    import anyio

    from toolvet.config import ConfigError
    from toolvet.proxy import Proxy, serve_http, serve_stdio

    config = _load(options)
    host = options.host or config.proxy.http.host
    port = options.port if options.port is not None else config.proxy.http.port
    if options.transport == "http":
        _check_address(host, port, options.config)
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
            anyio.run(
                lambda: serve_stdio(proxy, watch=options.watch), backend_options=backend_options
            )
        else:
            anyio.run(
                lambda: serve_http(
                    proxy, host=host, port=port, drain_seconds=options.drain, watch=options.watch
                ),
                backend_options=backend_options,
            )
    except KeyboardInterrupt:
        pass
    return 0


def _check_address(host: str, port: int, config: str) -> None:
    """Bind `host`:`port` once, as the server will (SO_REUSEADDR), before anything starts: a
    port that is taken is said plainly, before the endpoint is announced."""
    import errno
    import socket

    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        what = exc.strerror or str(exc)
        if exc.errno == errno.EADDRINUSE:
            fix = (
                "another process listens there; stop it, or serve on another port with"
                f" --port PORT or proxy.http.port in {config}"
            )
        else:
            fix = f"choose another address with --host or proxy.http.host in {config}"
        raise UsageError(f"cannot listen on {host}:{port}: {what.lower()}; {fix}") from None


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


def _run(function: Any, *args: Any) -> Any:
    """`anyio.run(function, *args)`; a config the proxy cannot serve is a usage error."""
    import anyio

    from toolvet.config import ConfigError

    try:
        return anyio.run(function, *args)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def _connected(config: Any, *, use_lock: bool = True) -> Any:
    """A proxy whose upstreams have each connected or failed once; stopped again on return."""
    from toolvet.proxy import start_once

    return _run(lambda: start_once(config, use_lock=use_lock))


def _schema_summary(schema: Any) -> str:
    """A tool's arguments on one line: `query*: string, due: date-time | null` (* required)."""
    from toolvet.validation import brief_type

    if not isinstance(schema, dict):
        return "(no schema)"
    required = set(schema.get("required") or [])
    properties = schema.get("properties") or {}
    parts = [
        f"{name}{'*' if name in required else ''}: {brief_type(sub, schema)}"
        for name, sub in properties.items()
    ]
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
        definitions = proxy.tools.definitions
        content = [e.to_dict() for e in definitions.events()] if definitions else []
        document = {"upstreams": proxy.status(), "tools": tools, "content": content}
        print(json.dumps(document, indent=2, ensure_ascii=False))
        return 0
    print(status_table(proxy, "(not serving)").rsplit("\n", 1)[0])
    print()
    width = max((len(n) for n in proxy.tools.exposed), default=4)
    for exposed, (server, tool) in proxy.tools.exposed.items():
        origin = f"{server}/{tool}"
        arguments = _schema_summary(proxy.cache[server, tool].input_schema)
        print(f"{exposed.ljust(width)}  {origin:30}  {arguments}")
    return 0


def _check(options: argparse.Namespace) -> int:
    from toolvet.proxy import check_config

    config = _load(options)
    _setup_logging("error")
    report = _run(check_config, config)
    summary = (
        f"checked {_count(report.tools, 'tool')} of {_count(report.servers, 'server')}: "
        f"{_count(len(report.problems), 'problem')}"
        + (f", {_count(len(report.lock), 'difference')} from the lock" if report.lock else "")
        + (f", {_count(len(report.withheld), 'tool')} withheld" if report.withheld else "")
    )
    if options.json:
        document = {"ok": report.ok, "summary": summary, **report.to_dict()}
        print(json.dumps(document, indent=2, ensure_ascii=False))
        return EXIT_VALID if report.ok else EXIT_INVALID
    for grant in report.access:
        print(
            f"access rule {grant.rule} ({grant.who}): {_count(len(grant.tools), 'tool')}"
            + (f": {', '.join(grant.tools)}" if grant.tools else "")
        )
    for problem in report.problems:
        print(problem)
    for difference in report.lock:
        print(f"lock {report.lock_path.name}: {difference.drift.describe()}")
        if difference.diff:
            print(difference.diff.rstrip("\n"))
    for event in report.content:
        for finding in event.findings:
            print(
                f"content: {event.server}/{event.tool} {event.action}: {finding.rule} at"
                f" {finding.pointer or '/'}: {finding.excerpt}"
            )
    print(summary)
    if report.lock:
        print(f"to accept these definitions: toolvet lock --config {options.config}")
    return EXIT_VALID if report.ok else EXIT_INVALID


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
    print(f"wrote {path}: {_count(count, 'tool')} of {_count(len(lock.servers), 'server')}")
    return EXIT_VALID


def _login(options: argparse.Namespace) -> int:
    import asyncio

    from toolvet.upstream import LoginConfigError, LoginError, TokenStoreError, login

    config = _load_server(options)
    try:
        store = asyncio.run(
            login(
                config,
                options.server,
                port=options.port,
                timeout=options.timeout,
                open_browser=not options.no_browser,
            )
        )
    except LoginConfigError as exc:
        raise UsageError(str(exc)) from None
    except (LoginError, TokenStoreError) as exc:
        print(f"toolvet login: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt:
        print("toolvet login: interrupted; nothing was stored", file=sys.stderr)
        return EXIT_INVALID
    print(f"Logged in to {options.server}; tokens stored in {store}", file=sys.stderr)
    return EXIT_VALID


def _logout(options: argparse.Namespace) -> int:
    import asyncio

    from toolvet.upstream import LoginConfigError, TokenStoreError, logout

    config = _load_server(options)
    name = options.server
    try:
        done = asyncio.run(logout(config, name))
    except LoginConfigError as exc:
        raise UsageError(str(exc)) from None
    except TokenStoreError as exc:
        print(f"toolvet logout: {exc}", file=sys.stderr)
        return EXIT_INVALID
    if not done.removed:
        print(
            f"Not logged in to {name}: no tokens are stored for it in {done.store}", file=sys.stderr
        )
        return EXIT_VALID
    print(
        f"Logged out of {name}: its tokens were removed from {done.store}"
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
