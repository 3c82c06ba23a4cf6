"""Helpers for the proxy's end-to-end tests: real processes, real clients, no mocks.

- configs: `python_server`, `write_config` (by `toolvet._files.write_atomically`); the upstreams' call logs: `CallLog`;
- the proxy over HTTP: `HttpProxy` (a `toolvet serve --transport http` subprocess);
- the proxy over stdio: `stdio_proxy` (the SDK's `stdio_client` running `toolvet serve`);
- clients: `Connection` (an initialized SDK `ClientSession` that also records what it received
  and sent, and waits on it), opened by `stdio_proxy` and `http_connection`; `text_of` a result;
- commands: `toolvet` (run to its end), `serve_command`; upstreams over HTTP: `ListeningServer`;
- processes: `process_tree` / `assert_gone`, read from /proc, to prove nothing is left behind;
- the 2026-07-28 era over plain HTTP: `request`, `headers_for`, `post`;
- a proxy in this process: `client_of` (an SDK client on one of its sessions), `Serving`, and
  `held` servers whose one call stays in flight until `release`d.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import select
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import anyio
import httpx
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.message import SessionMessage

from tests.peers.support import free_port, listening, stop_process
from tests.proxy.in_process import until
from toolvet._files import write_atomically
from toolvet.protocol import wire
from toolvet.proxy._proxy import Proxy
from toolvet.proxy.sessions._session import DownstreamSession

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "servers"
NOTES_SERVER = EXAMPLES / "notes_server.py"
CALENDAR_SERVER = EXAMPLES / "calendar_server.py"
NODE_DIR = REPO / "tests" / "node"
NODE_MODULES = NODE_DIR / "node_modules"
EVERYTHING_SERVER = (
    NODE_MODULES / "@modelcontextprotocol" / "server-everything" / "dist" / "index.js"
)
MEMORY_SERVER = NODE_MODULES / "@modelcontextprotocol" / "server-memory" / "dist" / "index.js"
INSPECTOR_CLI = NODE_MODULES / "@modelcontextprotocol" / "inspector" / "cli" / "build" / "cli.js"
NODE_ENTRY_POINTS = (EVERYTHING_SERVER, MEMORY_SERVER, INSPECTOR_CLI)

CALL_LOG_ENV = "TOOLVET_EXAMPLE_CALL_LOG"
META_KEY = "toolvet/validation"

# The protocol written by hand, for tests below the SDK's client.
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "0"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}
# What a streamable HTTP client sends with every POST.
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INVALID_PARAMS = -32602
# Upper bounds for waits, never expectations of speed: a healthy run takes a fraction of them.
STARTUP_TIMEOUT = 40.0
SHUTDOWN_TIMEOUT = 15.0
COMMAND_TIMEOUT = 120.0

T = TypeVar("T")


# The example servers' tools, as each lists them (purge_notes only after enable_admin_tools).
NOTES_TOOLS = frozenset(
    {
        "create_note",
        "search_notes",
        "get_note",
        "complete_note",
        "delete_note",
        "add_entities",
        "bulk_import",
        "slow_echo",
        "enable_admin_tools",
        "disable_admin_tools",
    }
)
CALENDAR_TOOLS = frozenset(
    {"schedule_event", "list_events", "cancel_event", "find_free_slots", "forecast"}
)
# The notes server's ids are uuid5s of a counter: the first seeded note is always this one.
FIRST_NOTE_ID = str(uuid.uuid5(uuid.UUID("8f4c3a52-51c4-4c2e-9a59-2f7d7b0f6c11"), "note-1"))


# -- configs and call logs ------------------------------------------------------------------------


def python_server(script: Path, call_log: Path | None = None, **extra: Any) -> dict[str, Any]:
    """A stdio server entry running `script` with this interpreter; `call_log` via the env."""
    entry: dict[str, Any] = {"command": sys.executable, "args": [str(script)]}
    if call_log is not None:
        entry["env"] = {CALL_LOG_ENV: str(call_log)}
    entry.update(extra)
    return entry


def write_config(path: Path, servers: dict[str, Any], **proxy: Any) -> Path:
    """Write an `mcpServers` config (with an optional top-level `proxy` block) to `path`."""
    document: dict[str, Any] = {"mcpServers": servers}
    if proxy:
        document["proxy"] = proxy
    # By a rename, as an editor's safe save does: a proxy watching the folder never reads it
    # half-written (an in-place write can be seen truncated, which makes reload counts vary).
    write_atomically(path, json.dumps(document, indent=2), mode=0o644)
    return path


def example_servers(directory: Path, **settings: dict[str, Any]) -> tuple[Path, dict[str, CallLog]]:
    """A config fronting the example servers `notes` and `calendar`, each with a call log in
    `directory`; `settings` adds keys to a server's entry (e.g. `notes={"validation": ...}`)."""
    logs = {name: CallLog(directory / f"{name}.calls.jsonl") for name in ("notes", "calendar")}
    servers = {
        "notes": python_server(NOTES_SERVER, logs["notes"].path, **settings.get("notes", {})),
        "calendar": python_server(
            CALENDAR_SERVER, logs["calendar"].path, **settings.get("calendar", {})
        ),
    }
    return write_config(directory / "servers.json", servers), logs


@dataclass
class CallLog:
    """The JSON lines an example server appends for every tools/call it receives (`entries`), and
    for every call cancelled before it finished, once the tool stopped (`cancellations`)."""

    path: Path

    def _lines(self) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        *complete, _ = self.path.read_text(encoding="utf-8").split("\n")  # not a line being written
        return [json.loads(line) for line in complete]

    def entries(self) -> list[dict[str, Any]]:
        return [line for line in self._lines() if "tool" in line]

    def cancellations(self) -> list[dict[str, Any]]:
        return [line for line in self._lines() if "cancelled" in line]

    def mark(self) -> int:
        """A position: `since(mark)` gives what arrived after it."""
        return len(self.entries())

    def since(self, mark: int) -> list[dict[str, Any]]:
        return self.entries()[mark:]

    async def wait_for(
        self, predicate: Callable[[dict[str, Any]], bool], timeout: float = 10, since: int = 0
    ) -> dict[str, Any]:
        """The first entry matching `predicate` (of those after the `mark()` `since`), once the
        server has logged it."""
        return await self._wait_for(lambda: self.since(since), predicate, timeout)

    async def wait_for_cancellation(
        self, predicate: Callable[[dict[str, Any]], bool], timeout: float = 10
    ) -> dict[str, Any]:
        """The first cancellation matching `predicate`, once the server has logged it (its tool
        has stopped: nothing it does comes after)."""
        return await self._wait_for(self.cancellations, predicate, timeout)

    @staticmethod
    async def _wait_for(
        lines: Callable[[], list[dict[str, Any]]],
        predicate: Callable[[dict[str, Any]], bool],
        timeout: float,
    ) -> dict[str, Any]:
        with anyio.fail_after(timeout):
            while True:
                for line in lines():
                    if predicate(line):
                        return line
                await anyio.sleep(0.02)


# -- clients ----------------------------------------------------------------------------------------


class Traffic:
    """What a client received (notifications) and sent, and a way to wait on what comes next:
    every message in or out wakes the waiters, who look again."""

    def __init__(self) -> None:
        self.notifications: list[types.ServerNotification] = []
        self.sent: list[types.JSONRPCMessage] = []
        self._news = anyio.Event()

    def received(self, notification: types.ServerNotification) -> None:
        self.notifications.append(notification)
        self._moved()

    def sending(self, message: types.JSONRPCMessage) -> None:
        self.sent.append(message)
        self._moved()

    def _moved(self) -> None:
        self._news.set()
        self._news = anyio.Event()

    async def until(self, find: Callable[[], T | None], timeout: float) -> T:
        """What `find` returns once it is not None, looked for again whenever a message comes
        or goes."""
        with anyio.fail_after(timeout):
            while True:
                news = self._news
                if (found := find()) is not None:
                    return found
                await news.wait()


@dataclass
class Connection:
    """An initialized MCP client session, with what the server sent it and what it sent."""

    session: ClientSession
    transport: str
    initialized: types.InitializeResult
    traffic: Traffic

    @property
    def notifications(self) -> list[types.ServerNotification]:
        return self.traffic.notifications

    @property
    def sent(self) -> list[types.JSONRPCMessage]:
        return self.traffic.sent

    async def wait_until(self, condition: Callable[[], bool], timeout: float = 10) -> None:
        """Until `condition` holds, looked at again whenever a message comes or goes."""
        await self.traffic.until(lambda: True if condition() else None, timeout)

    async def wait_for_notification(self, kind: type[Any], timeout: float = 10) -> Any:
        """The first notification of type `kind` (e.g. types.ToolListChangedNotification)."""

        def first() -> Any:
            return next((n.root for n in self.notifications if isinstance(n.root, kind)), None)

        return await self.traffic.until(first, timeout)

    async def wait_for_sent_request(
        self, method: str, predicate: Callable[[dict[str, Any]], bool]
    ) -> types.RequestId:
        """The id under which this client sent a `method` request whose params match `predicate`."""

        def first() -> types.RequestId | None:
            for message in self.sent:
                root = message.root
                if (
                    isinstance(root, types.JSONRPCRequest)
                    and root.method == method
                    and predicate(root.params or {})
                ):
                    return root.id
            return None

        return await self.traffic.until(first, 10)

    async def cancel(self, request_id: types.RequestId, reason: str) -> None:
        """Send notifications/cancelled for one of this client's requests."""
        await self.session.send_notification(
            types.ClientNotification(
                types.CancelledNotification(
                    params=types.CancelledNotificationParams(requestId=request_id, reason=reason)
                )
            )
        )


@asynccontextmanager
async def open_connection(
    read: MemoryObjectReceiveStream[SessionMessage | Exception],
    write: MemoryObjectSendStream[SessionMessage],
    transport: str,
    **callbacks: Any,
) -> AsyncIterator[Connection]:
    """A ClientSession over (read, write) whose outgoing messages are also recorded;
    `callbacks` go to the ClientSession (elicitation_callback=..., list_roots_callback=...)."""
    tee_send, tee_receive = anyio.create_memory_object_stream[SessionMessage](16)
    traffic = Traffic()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ServerNotification):
            traffic.received(message)

    async with anyio.create_task_group() as group:

        async def forward() -> None:
            async with tee_receive:
                async for item in tee_receive:
                    traffic.sending(item.message)
                    await write.send(item)

        group.start_soon(forward)
        async with ClientSession(
            read, tee_send, message_handler=on_message, **callbacks
        ) as session:
            with anyio.fail_after(STARTUP_TIMEOUT):
                initialized = await session.initialize()
            yield Connection(session, transport, initialized, traffic)
        await tee_send.aclose()


@asynccontextmanager
async def http_connection(
    url: str, headers: dict[str, str] | None = None, **callbacks: Any
) -> AsyncIterator[Connection]:
    """An SDK streamable-HTTP client session on `url` (its requests carrying `headers`;
    `callbacks` as open_connection takes them)."""
    if headers is None:
        async with (
            streamable_http_client(url) as (read, write, _),
            open_connection(read, write, "http", **callbacks) as connection,
        ):
            yield connection
        return
    async with (
        httpx.AsyncClient(headers=headers, timeout=httpx.Timeout(30, read=300)) as client,
        streamable_http_client(url, http_client=client) as (read, write, _),
        open_connection(read, write, "http", **callbacks) as connection,
    ):
        yield connection


def answer_of(response: httpx.Response) -> dict[str, Any]:
    """The JSON-RPC answer in a JSON or SSE response."""
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        events = [
            json.loads(line[len("data: ") :])
            for line in response.text.splitlines()
            if line.startswith("data: ")
        ]
        return next(e for e in events if "method" not in e)
    return response.json()


TOOLVET = [sys.executable, "-m", "toolvet"]  # the command, run by this interpreter


# A parameter of a WWW-Authenticate challenge: name=token or name="quoted \"string\"".
CHALLENGE_PARAMETER = re.compile(r'(\w+)=(?:"((?:[^"\\]|\\.)*)"|([^\s",]+))')


def challenge_of(response: httpx.Response) -> dict[str, str]:
    """The parameters of the response's `WWW-Authenticate: Bearer k="v", ...` challenge."""
    header = response.headers["www-authenticate"]
    scheme, _, rest = header.partition(" ")
    assert scheme == "Bearer", header
    return {
        name: re.sub(r"\\(.)", r"\1", quoted) if token == "" else token
        for name, quoted, token in CHALLENGE_PARAMETER.findall(rest)
    }


def serve_command(config: Path, *options: str) -> list[str]:
    """`toolvet serve --config CONFIG [options]`."""
    return [*TOOLVET, "serve", "--config", str(config), *options]


def toolvet(
    *args: str | Path, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`toolvet ARGS` (fed `stdin`, in `env`: by default this one less the call log's variable)
    run to its end in the repository: its status and output."""
    return subprocess.run(
        [*TOOLVET, *map(str, args)],
        cwd=REPO,
        env=proxy_environment() if env is None else env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=COMMAND_TIMEOUT,
    )


def raw_stdio_proxy(config: Path, *, unbuffered: bool = False) -> subprocess.Popen[bytes]:
    """`toolvet serve --transport stdio` with raw pipes, for tests that write the protocol by hand
    (`unbuffered`: stdout without a Python buffer, so select() sees every byte the proxy wrote);
    `with` it, so its pipes are closed."""
    return subprocess.Popen(
        serve_command(config, "--log-level", "error"),
        cwd=REPO,
        env=proxy_environment(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        bufsize=0 if unbuffered else -1,
    )


# What the fuzz tests' mutations put into a valid message: bytes that break JSON, and values
# past toolvet's bounds or outside JSON (each test adds its own).
BREAKING_PIECES = (
    b"",
    b"{",
    b"}",
    b"[",
    b"]",
    b'"',
    b",",
    b":",
    b"\\",
    b"null",
    b"1e999",
    b"\\ud800",
    b"NaN",
    b"\xff",
    b"\x00",
)


def mutate(raw: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    """`raw` with each (position, length, replacement) applied in turn: the fuzz tests' byte-level
    mutations of a valid message."""
    for position, length, replacement in edits:
        at = position % (len(raw) + 1)
        raw = raw[:at] + replacement + raw[at + length :]
    return raw


class RawStdioSession:
    """`toolvet serve` over stdio, written and read line by line: for tests that send what no SDK
    client would, and count the answers."""

    def __init__(self, config: Path) -> None:
        self.process = raw_stdio_proxy(config, unbuffered=True)  # select() must see every byte
        self._pings = 0

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def read(self, timeout: float = 30) -> dict[str, Any]:
        """The next message toolvet writes (stdout carries JSON-RPC only)."""
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        assert ready, f"no message from toolvet within {timeout} s"
        line = self.process.stdout.readline()
        assert line, "toolvet closed its stdout"
        return json.loads(line)

    def exchange(self, line: bytes, *, until: Any = None) -> list[dict[str, Any]]:
        """Send `line` and then a ping; every answer up to the ping's and, with `until`, up to
        the answer with that id too. Messages toolvet sends on its own are left out."""
        self._pings += 1
        ping_id = f"ping-{self._pings}"
        self.send(
            line + b"\n" + json.dumps({"jsonrpc": "2.0", "id": ping_id, "method": "ping"}).encode()
        )
        answers: list[dict[str, Any]] = []
        waiting = {ping_id} | ({until} if until is not None else set())
        while waiting:
            message = self.read()
            if "method" in message:
                continue
            answers.append(message)
            waiting.discard(message.get("id"))
        return [answer for answer in answers if answer.get("id") != ping_id]

    def initialize(self, version: str = "2025-06-18") -> None:
        self.exchange(
            json.dumps(
                {
                    **INITIALIZE,
                    "id": 0,
                    "params": {**INITIALIZE["params"], "protocolVersion": version},
                }
            ).encode()
        )
        self.send(json.dumps(INITIALIZED).encode())

    def close(self) -> None:
        """Close toolvet's stdin (its client went away), wait for it to exit, close its stdout."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        status = self.process.wait(timeout=30)
        self.process.stdout.close()
        assert status == 0


@asynccontextmanager
async def stdio_proxy(
    config: Path, log_file: Path | None = None, **callbacks: Any
) -> AsyncIterator[Connection]:
    """`toolvet serve --transport stdio` under the SDK's stdio_client, one initialized session on it
    (`callbacks` as open_connection takes them).

    On exit, checks that the proxy and every upstream it started are gone.
    """
    command, *args = serve_command(config, "--transport", "stdio")
    parameters = StdioServerParameters(
        command=command,
        args=args,
        cwd=str(REPO),
        env=proxy_environment(),
    )
    errlog = (log_file or config.with_suffix(".stderr.log")).open("a", encoding="utf-8")
    tree: set[tuple[int, int]] = set()
    try:
        async with (
            stdio_client(parameters, errlog=errlog) as (read, write),
            open_connection(read, write, "stdio", **callbacks) as connection,
        ):
            proxy_pid = find_child(os.getpid(), str(config))
            tree = process_tree(proxy_pid)
            yield connection
            tree |= process_tree(proxy_pid)  # upstreams restarted meanwhile too
    finally:
        errlog.close()
    assert_gone(tree, "the stdio proxy")


def proxy_environment() -> dict[str, str]:
    """This environment minus the call-log variable (a server gets it only from its config)."""
    return {k: v for k, v in os.environ.items() if k != CALL_LOG_ENV}


# -- the proxy over HTTP --------------------------------------------------------------------------


class HttpProxy:
    """`toolvet serve --transport http` as a subprocess on a free loopback port.

    `start()` returns once /livez answers (the proxy has tried every upstream once);
    `stop()` sends SIGTERM, waits, and checks that the proxy and its upstreams are gone.
    """

    def __init__(
        self,
        config: Path,
        *,
        log_file: Path | None = None,
        port: int | None = None,
        options: tuple[str, ...] = (),
    ) -> None:
        self.config = config
        self.log_file = log_file or config.with_suffix(".stderr.log")
        self.process: subprocess.Popen[bytes] | None = None
        self.fixed_port = port  # a replica behind a balancer comes back on its own port
        self.port = port or 0
        self.options = options
        self.tree: set[tuple[int, int]] = set()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{self.base}/mcp"

    def log(self) -> str:
        return (
            self.log_file.read_text(encoding="utf-8", errors="replace")
            if self.log_file.exists()
            else ""
        )

    def start(self) -> HttpProxy:
        for _ in range(3):  # a free port can be taken between the check and the bind: try another
            self.port = self.fixed_port or free_port()
            with self.log_file.open("ab") as log:
                self.process = subprocess.Popen(
                    serve_command(
                        self.config,
                        *("--transport", "http", "--host", "127.0.0.1", "--port", str(self.port)),
                        *self.options,
                    ),
                    cwd=REPO,
                    env=proxy_environment(),
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=log,
                )
            if self._wait_ready():
                self.tree = process_tree(self.process.pid)
                return self
            if self.fixed_port or "address already in use" not in self.log().lower():
                break
        self.stop(check=False)
        raise RuntimeError(
            f"toolvet serve --transport http did not come up; its log:\n{self.log()}"
        )

    def _wait_ready(self) -> bool:
        assert self.process is not None
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            try:
                httpx.get(f"{self.base}/livez", timeout=2)
                return True
            except httpx.TransportError:
                time.sleep(0.05)
        return False

    def healthz(self, **headers: str) -> httpx.Response:
        return httpx.get(f"{self.base}/healthz", headers=headers, timeout=10)

    def stop(self, *, check: bool = True) -> None:
        process = self.process
        if process is None:
            return
        self.process = None
        if process.poll() is None:
            self.tree |= process_tree(process.pid)  # upstreams restarted since start() too
            process.terminate()
            try:
                process.wait(SHUTDOWN_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                if check:
                    raise AssertionError(
                        f"the HTTP proxy ignored SIGTERM; its log:\n{self.log()}"
                    ) from None
        if check:
            assert_gone(self.tree, "the HTTP proxy")

    def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would: no drain, no goodbye. Its stdio upstreams
        see their stdin close and exit; the test fails if any is left behind."""
        process, self.process = self.process, None
        assert process is not None, "kill() of a proxy that is not running"
        self.tree |= process_tree(process.pid)
        process.kill()
        process.wait()
        assert_gone(self.tree, "a SIGKILLed proxy's upstreams")

    def __enter__(self) -> HttpProxy:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop(check=exc[0] is None)


class ListeningServer:
    """A server process that listens on a port of 127.0.0.1 (an upstream over HTTP, started by
    the test): it can be stopped and started again on the same port."""

    def __init__(self, command: list[str], port: int, env: dict[str, str], log: Path) -> None:
        self.command, self.port, self.env, self.log = command, port, env, log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ListeningServer:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                self.command,
                env={**os.environ, **self.env},
                stdout=log,
                stderr=log,
            )
        if not listening(self.process, self.port):
            raise AssertionError(
                f"{self.command} did not listen on {self.port}; its log:\n"
                + self.log.read_text(errors="replace")
            )
        return self

    def stop(self) -> None:
        stop_process(self.process)


ExamplesOverHttp = tuple[HttpProxy, dict[str, CallLog]]
"""The session's shared HTTP proxy for the example servers, and their call logs (conftest.py)."""


# -- processes ------------------------------------------------------------------------------------


def _stat(pid: int) -> tuple[int, str, int] | None:
    """(parent pid, state, start time) of a process, from /proc/<pid>/stat; None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text[text.rindex(")") + 2 :].split()  # after "pid (comm) "
    return int(fields[1]), fields[0], int(fields[19])


def process_tree(root: int) -> set[tuple[int, int]]:
    """`root` and all its descendants now, as (pid, start time) so a reused pid is not mistaken."""
    children: dict[int, list[int]] = {}
    starts: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (stat := _stat(int(entry.name))) is not None:
            children.setdefault(stat[0], []).append(int(entry.name))
            starts[int(entry.name)] = stat[2]
    tree, todo = set(), [root]
    while todo:
        pid = todo.pop()
        if pid in starts:
            tree.add((pid, starts[pid]))
            todo.extend(children.get(pid, []))
    return tree


def find_child(parent: int, needle: str) -> int:
    """The pid of a child of `parent` whose command line contains `needle`."""
    for entry in Path("/proc").iterdir():
        if (
            not entry.name.isdigit()
            or (stat := _stat(int(entry.name))) is None
            or stat[0] != parent
        ):
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if needle in command:
            return int(entry.name)
    raise AssertionError(f"no child process of {parent} runs {needle!r}")


def running(tree: set[tuple[int, int]]) -> list[int]:
    """The processes of `tree` still running (a zombie has exited: it only waits to be reaped)."""
    alive = []
    for pid, start in tree:
        stat = _stat(pid)
        if stat is not None and stat[2] == start and stat[1] != "Z":
            alive.append(pid)
    return alive


def _command(pid: int) -> str:
    try:
        return (
            Path(f"/proc/{pid}/cmdline")
            .read_bytes()
            .replace(b"\0", b" ")
            .decode(errors="replace")
            .strip()
        )
    except OSError:
        return "?"


def assert_gone(tree: set[tuple[int, int]], what: str, timeout: float = SHUTDOWN_TIMEOUT) -> None:
    """Wait for every process of `tree` to exit; kill and fail on what is left behind."""
    deadline = time.monotonic() + timeout
    while (left := running(tree)) and time.monotonic() < deadline:
        time.sleep(0.05)
    if left:
        described = [f"{pid}: {_command(pid)}" for pid in left]
        for pid in left:
            with suppress(ProcessLookupError):
                os.kill(pid, 9)
        raise AssertionError(f"{what} left processes behind: {described}")


# -- a proxy under test, whatever its transport ---------------------------------------------------


@dataclass
class RunningProxy:
    """A running proxy as the shared scenarios see it: clients to open and the upstreams' call logs.

    Over HTTP every `client()` is a new session; over stdio the proxy has exactly one client,
    so `client()` hands out that one session again (with its notifications cleared).
    """

    transport: str
    call_logs: dict[str, CallLog]
    http: HttpProxy | None = None
    stdio: Connection | None = None

    @property
    def concurrent_clients(self) -> int:
        """How many clients can talk to this proxy at once."""
        return 3 if self.http is not None else 1

    @asynccontextmanager
    async def client(self) -> AsyncIterator[Connection]:
        if self.http is not None:
            async with http_connection(self.http.url) as connection:
                yield connection
        else:
            assert self.stdio is not None
            self.stdio.notifications.clear()
            yield self.stdio


# -- async plumbing -------------------------------------------------------------------------------


@asynccontextmanager
async def hosted(context: AbstractAsyncContextManager[Any]) -> AsyncIterator[Any]:
    """Enter and exit `context` in a task of its own.

    A module-scoped async fixture is set up and torn down in different tasks, but anyio's
    task groups (inside every MCP transport) must be left in the task that entered them.
    """
    ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()

    async def host() -> None:
        try:
            async with context as value:
                ready.set_result(value)
                await stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
            raise

    task = asyncio.create_task(host())
    try:
        yield await ready
    finally:
        stop.set()
        await task


def text_of(result: types.CallToolResult | Mapping[str, Any]) -> str:
    """The text of a tool result's text blocks, joined: an SDK result, or one as JSON."""
    if isinstance(result, Mapping):
        content = result.get("content", [])
        return "\n".join(block["text"] for block in content if block.get("type") == "text")
    return "\n".join(block.text for block in result.content if isinstance(block, types.TextContent))


def rss_bytes(pid: int) -> int:
    """The resident memory of a process, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise ValueError(f"no VmRSS for process {pid}")


# -- the 2026-07-28 era over plain HTTP ----------------------------------------------------

MODERN_VERSION = "2026-07-28"
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
    "io.modelcontextprotocol/clientInfo": {"name": "plain-http", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def request(method: str, params: dict[str, Any] | None = None, request_id: Any = 1) -> dict:
    """A 2026-07-28 request: no session, the client's version and name in `_meta`."""
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": method,
        "params": {**(params or {}), "_meta": MODERN_META},
    }


def headers_for(body: dict, **extra: str) -> dict[str, str]:
    """The headers a conforming client sends with `body`."""
    params = body.get("params") or {}
    headers = {**MCP_HEADERS, "MCP-Protocol-Version": MODERN_VERSION, "Mcp-Method": body["method"]}
    named = params.get("name", params.get("uri"))
    if isinstance(named, str):
        headers["Mcp-Name"] = named
    headers.update(extra)
    return headers


def post(proxy: HttpProxy, body: dict, headers: dict[str, str] | None = None) -> httpx.Response:
    """`body` POSTed to the proxy's /mcp as a 2026-07-28 client does (its headers by default)."""
    return httpx.post(
        proxy.url,
        json=body,
        headers=headers if headers is not None else headers_for(body),
        timeout=30,
    )


# -- a proxy in this process, its upstreams coming and going ---------------------------------

HELD_SERVER = Path(__file__).parents[1] / "data" / "servers" / "held_server.py"


def held(tmp_path: Path, name: str, generation: int) -> dict[str, Any]:
    """The config entry of a held_server.py, with a FIFO of its own to release its held call."""
    fifo = tmp_path / f"{name}-{generation}.fifo"
    os.mkfifo(fifo)
    env = {"SERVER_NAME": name, "GENERATION": str(generation), "HOLD_FIFO": str(fifo)}
    return {"command": sys.executable, "args": [str(HELD_SERVER)], "env": env}


async def release(tmp_path: Path, name: str, generation: int) -> None:
    """End the held call of a server: open its FIFO for writing (which waits for the server to
    read it) and close it."""
    fifo = tmp_path / f"{name}-{generation}.fifo"
    with anyio.fail_after(30):
        await anyio.to_thread.run_sync(fifo.write_bytes, b"go", abandon_on_cancel=True)


class Writer:
    """A downstream session's writer onto the client's stream."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    async def send(self, message: wire.Message, *, related_request_id: Any = None) -> None:
        await self.stream.send(SessionMessage(types.JSONRPCMessage.model_validate(message)))


async def messages_of(
    stream: MemoryObjectReceiveStream[SessionMessage],
) -> AsyncIterator[wire.Message]:
    async for item in stream:
        yield item.message.model_dump(by_alias=True, mode="json", exclude_none=True)


@asynccontextmanager
async def client_of(proxy: Proxy) -> AsyncIterator[Connection]:
    """An SDK client session on a downstream session of `proxy`, over in-memory streams, whose
    ends are all closed here: the ClientSession closes only the one it reads."""
    to_client, client_reads = anyio.create_memory_object_stream[SessionMessage | Exception](64)
    client_writes, to_proxy = anyio.create_memory_object_stream[SessionMessage](64)
    session = DownstreamSession(proxy.wiring, Writer(to_client), transport="stdio")
    async with (
        to_client,
        client_reads,
        client_writes,
        to_proxy,
        anyio.create_task_group() as group,
    ):
        group.start_soon(session.run, messages_of(to_proxy))
        async with open_connection(client_reads, client_writes, "stdio") as connection:
            yield connection
        group.cancel_scope.cancel()


async def call(client: Connection, tool: str) -> types.CallToolResult:
    with anyio.fail_after(60):
        return await client.session.call_tool(tool, {})


class Serving:
    """A proxy serving one client, and its calls started in the background."""

    def __init__(self, tmp_path: Path, proxy: Proxy, client: Connection, group: Any) -> None:
        self.tmp_path, self.proxy, self.client, self.group = tmp_path, proxy, client, group

    async def tools(self) -> set[str]:
        return {t.name for t in (await self.client.session.list_tools()).tools}

    async def whoami(self, server: str) -> tuple[str, int]:
        """Which generation of `server` answers, and its process."""
        _, generation, pid = text_of(await call(self.client, f"{server}_whoami")).split()
        return generation, int(pid)

    def in_background(self, work: Any, *args: Any) -> anyio.Event:
        """Run `work(*args)`; the event is set when it is done."""
        done = anyio.Event()

        async def run() -> None:
            await work(*args)
            done.set()

        self.group.start_soon(run)
        return done

    async def hold(self, server: str) -> tuple[anyio.Event, list[types.CallToolResult]]:
        """A `<server>_hold` call, once it is in flight upstream: its end, and its result."""
        result: list[types.CallToolResult] = []
        upstream = self.proxy.upstreams[server]

        async def held_call() -> None:
            result.append(await call(self.client, f"{server}_hold"))

        answered = self.in_background(held_call)
        await until(lambda: upstream.in_flight == 1)
        return answered, result
