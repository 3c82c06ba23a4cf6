"""Replicas behind a real HAProxy running deploy/haproxy.cfg, and a client that counts every answer.

- `haproxy_binary()`: the `haproxy` on PATH (or in $TOOLVET_HAPROXY); without one the tests fail
  with what to install, never skip: `.ci/run` installs it, so a missing one is a broken setup.
- `Balancer`: `haproxy -f deploy/haproxy.cfg -db` with the replicas' addresses, a stats socket
  and a fast check interval from the environment, as the file documents; `status()` reads
  `show stat`; `requests()` reads its log (which replica served which method).
- `Cluster`: three `toolvet serve --transport http` replicas of one servers.json on fixed ports,
  fronting a shared modern upstream over HTTP (the TypeScript SDK peer) and, each, a legacy
  stdio upstream of its own; `restart(i)`, `kill(i)`.
- `SteadyClient`: MCP 2026-07-28 `tools/call`s of `shared__echo`, each with a unique token that
  must come back, from a few concurrent workers; every outcome is kept with its time.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx

from tests.peers.support import PeerServer, server_command, stop_process
from tests.proxy.support import (
    MCP_HEADERS,
    REPO,
    HttpProxy,
    answer_of,
    free_port,
    write_config,
)

HAPROXY_CFG = REPO / "deploy" / "haproxy.cfg"
REPLICAS = 3
# Fast health checks for tests (the file's default is 2 s): a replica is out after 3 failed checks.
CHECK_INTER = "100ms"
# How long a replica keeps serving after SIGTERM: well past 3 checks of 100 ms.
DRAIN_SECONDS = "2"
STATE_KEY = "toolvet-replicas-test-state-key-0123456789"
VERSION = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": VERSION,
    "io.modelcontextprotocol/clientInfo": {"name": "steady-client", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
# Upper bounds for waits, never expectations of speed.
WAIT = 60.0


def haproxy_binary() -> str:
    """The haproxy to run; fails (never skips) with what to do when there is none."""
    found = os.environ.get("TOOLVET_HAPROXY") or shutil.which("haproxy")
    if not found:
        raise RuntimeError(
            "haproxy is not installed, so the replica tests cannot run: install the Debian package"
            " (apt-get install haproxy; .ci/run does it) or set TOOLVET_HAPROXY to its path"
        )
    return found


class Balancer:
    """HAProxy on a free loopback port in front of `backends` (host:port), as deploy/haproxy.cfg."""

    def __init__(self, backends: list[str], directory: Path) -> None:
        assert len(backends) == REPLICAS, "deploy/haproxy.cfg names three replicas"
        self.backends = backends
        self.socket_path = directory / "haproxy.sock"
        self.log_file = directory / "haproxy.log"
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def start(self) -> Balancer:
        binary = haproxy_binary()
        self.port = free_port()
        env = {
            **os.environ,
            "TOOLVET_HAPROXY_BIND": f"127.0.0.1:{self.port}",
            "TOOLVET_HAPROXY_SOCKET": str(self.socket_path),
            "TOOLVET_CHECK_INTER": CHECK_INTER,
        }
        for i, backend in enumerate(self.backends, start=1):
            env[f"TOOLVET_REPLICA_{i}"] = backend
        with self.log_file.open("ab") as log:
            self.process = subprocess.Popen(
                [binary, "-f", str(HAPROXY_CFG), "-db"],
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
            )
        self.wait_for(lambda status: all(s == "UP" for s in status.values()), "every replica UP")
        return self

    def stop(self) -> None:
        process, self.process = self.process, None
        stop_process(process)

    def log(self) -> str:
        return self.log_file.read_text(errors="replace") if self.log_file.exists() else ""

    def command(self, line: str) -> str:
        """One command on the stats socket (`show stat`, `disable server toolvet/replica1`, ...)."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(10)
            sock.connect(str(self.socket_path))
            sock.sendall(line.encode() + b"\n")
            chunks = []
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def status(self) -> dict[str, str]:
        """Each replica's state as HAProxy sees it: UP, DOWN, MAINT, "UP 1/2" (rising), ..."""
        lines = self.command("show stat").splitlines()
        header = lines[0].lstrip("# ").split(",")
        rows = [dict(zip(header, line.split(","), strict=False)) for line in lines[1:] if line]
        return {
            row["svname"]: row["status"]
            for row in rows
            if row["pxname"] == "toolvet" and row["svname"].startswith("replica")
        }

    def wait_for(self, predicate: Any, what: str) -> dict[str, str]:
        assert self.process is not None
        deadline = time.monotonic() + WAIT
        status: dict[str, str] = {}
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"haproxy exited {self.process.returncode}:\n{self.log()}")
            try:
                status = self.status()
            except OSError:  # the socket is not there yet
                status = {}
            if status and predicate(status):
                return status
            time.sleep(0.05)
        raise AssertionError(f"haproxy never saw {what}; last status {status}\n{self.log()}")

    def requests(self) -> list[tuple[str, str, int]]:
        """(replica, Mcp-Method, HTTP status) of every request it logged, in the order answered."""
        found = []
        # option httplog: ... toolvet/replica2 0/0/0/3/3 200 ... {tools/call|} {} "POST /mcp HTTP/1.1"
        pattern = re.compile(r" toolvet/(replica\d) \S+ (\d{3}) .*?\{([^|}]*)\|")
        for line in self.log().splitlines():
            match = pattern.search(line)
            if match:
                found.append((match.group(1), match.group(3), int(match.group(2))))
        return found


@dataclass
class Cluster:
    """Three replicas behind HAProxy; `shared_calls()` is what the shared upstream received."""

    replicas: list[HttpProxy]
    balancer: Balancer
    shared_log: Path

    @property
    def url(self) -> str:
        return self.balancer.url

    def shared_calls(self) -> list[dict[str, Any]]:
        if not self.shared_log.exists():
            return []
        return [json.loads(line) for line in self.shared_log.read_text().splitlines() if line]

    def calls_per_replica(self) -> dict[str, int]:
        """Each replica's own count of tools/call forwarded as sent (outcome accepted), from its
        /metrics."""
        counts = {}
        for i, replica in enumerate(self.replicas, start=1):
            text = httpx.get(f"{replica.base}/metrics", timeout=10).text
            counts[f"replica{i}"] = sum(
                float(line.rsplit(" ", 1)[1])
                for line in text.splitlines()
                if line.startswith("toolvet_tool_calls_total{") and 'outcome="accepted"' in line
            )
        return counts

    def wait_until_whole(self) -> None:
        self.balancer.wait_for(
            lambda status: all(s == "UP" for s in status.values()), "every replica UP"
        )


@contextmanager
def cluster(directory: Path) -> Iterator[Cluster]:
    """The shared upstream, three replicas and the balancer; all stopped on the way out."""
    shared_log = directory / "shared.calls.jsonl"
    legacy = server_command("legacy", "stdio")
    with PeerServer(
        "ts", modern_only=True, call_log=shared_log, log_file=directory / "shared.log"
    ) as shared:
        config = write_config(
            directory / "servers.json",
            {
                "shared": {"url": shared.url, "protocol": "modern"},
                "local": {"command": legacy[0], "args": legacy[1:]},
            },
            namespacing="always",
            bridge={"state_key": STATE_KEY},
        )
        ports = [free_port() for _ in range(REPLICAS)]
        replicas = [
            HttpProxy(
                config,
                port=port,
                options=("--drain", DRAIN_SECONDS),
                log_file=directory / f"replica{i}.log",
            )
            for i, port in enumerate(ports, start=1)
        ]
        balancer = Balancer([f"127.0.0.1:{port}" for port in ports], directory)
        try:
            for replica in replicas:
                replica.start()
            balancer.start()
            yield Cluster(replicas, balancer, shared_log)
        finally:
            balancer.stop()
            for replica in replicas:
                replica.stop()


def call_body(tool: str, arguments: dict[str, Any], request_id: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": tool, "arguments": arguments, "_meta": META},
    }


def call_headers(tool: str) -> dict[str, str]:
    return {
        **MCP_HEADERS,
        "MCP-Protocol-Version": VERSION,
        "Mcp-Method": "tools/call",
        "Mcp-Name": tool,
    }


@dataclass
class Outcome:
    """One call: when it started and ended (monotonic), and how it went."""

    started: float
    ended: float
    verdict: str  # "ok", "wrong" (an answer that is not this call's) or "error"
    detail: str = ""


@dataclass
class SteadyClient:
    """Calls `shared__echo` through `url` from `workers` concurrent tasks until stopped."""

    url: str
    workers: int = 4
    outcomes: list[Outcome] = field(default_factory=list)
    _stop: anyio.Event = field(default_factory=anyio.Event)

    async def run(self) -> None:
        limits = httpx.Limits(max_connections=self.workers, max_keepalive_connections=self.workers)
        async with (
            httpx.AsyncClient(timeout=30, limits=limits) as http,
            anyio.create_task_group() as group,
        ):
            for _ in range(self.workers):
                group.start_soon(self._worker, http)

    def stop(self) -> None:
        self._stop.set()

    async def _worker(self, http: httpx.AsyncClient) -> None:
        while not self._stop.is_set():
            self.outcomes.append(await call_echo(http, self.url))

    def count(self, verdict: str, after: float = 0.0) -> int:
        return sum(1 for o in self.outcomes if o.verdict == verdict and o.started >= after)

    def failures(self, after: float = 0.0) -> list[Outcome]:
        return [o for o in self.outcomes if o.verdict != "ok" and o.started >= after]

    async def until(self, calls: int) -> None:
        """Wait until `calls` more calls have ended."""
        target = len(self.outcomes) + calls
        with anyio.fail_after(WAIT):
            while len(self.outcomes) < target:
                await anyio.sleep(0.02)


async def call_echo(http: httpx.AsyncClient, url: str) -> Outcome:
    """One modern tools/call of shared__echo with a unique token; "ok" only if it comes back."""
    token = uuid.uuid4().hex
    started = time.monotonic()
    try:
        response = await http.post(
            url,
            json=call_body("shared__echo", {"text": token}, token),
            headers=call_headers("shared__echo"),
        )
        answer = answer_of(response) if response.status_code == 200 else None
    except (httpx.HTTPError, ValueError, StopIteration) as exc:
        return Outcome(started, time.monotonic(), "error", f"{type(exc).__name__}: {exc}")
    ended = time.monotonic()
    if answer is None:
        return Outcome(
            started, ended, "error", f"HTTP {response.status_code}: {response.text[:200]}"
        )
    result = answer.get("result") or {}
    texts = [b.get("text") for b in result.get("content", []) if isinstance(b, dict)]
    if answer.get("id") == token and texts == [token] and not result.get("isError"):
        return Outcome(started, ended, "ok")
    if "error" in answer or result.get("isError"):
        return Outcome(started, ended, "error", json.dumps(answer)[:300])
    return Outcome(started, ended, "wrong", json.dumps(answer)[:300])
