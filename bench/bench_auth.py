"""What checking a JWT access token costs per request, beside a static token, in one run.

Starts bench/echo_server.py over HTTP, a real authorization server (oidc-provider, from
tests/node) and two toolvet proxies in front of the echo server: one with `proxy.auth.token`,
one with `proxy.auth.oauth` (and a token from that server, its keys fetched on the first
request and cached after). One client sends sequential `tools/call` requests in a
legacy session to each, the two interleaved round by round. Prints each one's p50 and
its CPU per call (from /proc/PID/task/*/schedstat), and the JWT path's ratio to the static one
(goal: under 5% of a call's p50).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from _ports import free_port, wait_for_port
from _proc import cpu_seconds

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
ECHO = str(ROOT / "bench" / "echo_server.py")
AUTHORIZATION_SERVER = ROOT / "tests" / "node" / "authorization_server.mjs"
STATIC_TOKEN = "a-static-token-for-the-benchmark"
CLIENT = {"client_id": "bench", "client_secret": "bench-secret-bench-secret", "scope": "mcp"}
ROUNDS = 20
CALLS_PER_ROUND = 50
HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


def start(command: list[str], port: int, **env: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, **env},
        cwd=ROOT,
    )
    wait_for_port(port, process)
    return process


def toolvet(directory: Path, name: str, port: int, upstream: str, auth: dict) -> list[str]:
    config = directory / f"{name}.json"
    config.write_text(
        json.dumps({"mcpServers": {"echo": {"url": upstream}}, "proxy": {"auth": auth}})
    )
    command = [PYTHON, "-m", "toolvet", "serve", "--config", str(config), "--transport", "http"]
    return [*command, "--port", str(port), "--log-level", "warning"]


class Client:
    """One proxy and a session with it."""

    def __init__(
        self, name: str, url: str, token: str | None, process: subprocess.Popen[bytes]
    ) -> None:
        self.name, self.url, self.process = name, url, process
        self.http = httpx.Client(timeout=30)
        self.headers = {**HEADERS, "authorization": f"Bearer {token}"} if token else dict(HEADERS)
        opened = self.post(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-11-25",
                    "capabilities": {},
                    "clientInfo": {"name": "bench", "version": "1"},
                },
            }
        )
        self.headers["mcp-session-id"] = opened.headers["mcp-session-id"]
        self.headers["mcp-protocol-version"] = "2025-11-25"
        self.times: list[float] = []
        self.cpu = 0.0
        self.calls = 0

    def post(self, body: dict) -> httpx.Response:
        response = self.http.post(self.url, json=body, headers=self.headers)
        assert response.status_code == 200, response.text
        return response

    def round(self, count: int) -> None:
        before = cpu_seconds(self.process.pid)
        for i in range(count):
            body = {
                "jsonrpc": "2.0",
                "id": i + 1,
                "method": "tools/call",
                "params": {"name": "echo", "arguments": {"text": "hi"}},
            }
            started = time.perf_counter()
            self.post(body)
            self.times.append(time.perf_counter() - started)
        self.cpu += cpu_seconds(self.process.pid) - before
        self.calls += count


def interleaved(paths: list[Client], rounds: int = ROUNDS, calls: int = CALLS_PER_ROUND) -> None:
    """Warm every path up, then `rounds` rounds of `calls` each, the order turned every round."""
    for path in paths:
        path.round(calls)  # warm up: keys fetched, connections open
        path.times, path.cpu, path.calls = [], 0.0, 0
    for number in range(rounds):
        for path in paths if number % 2 == 0 else reversed(paths):
            path.round(calls)


def report(paths: list[Client], label: str, goal: float, note: str = "") -> None:
    """Each path's p50 and CPU per call, and the second's ratio to the first against `goal`."""
    print(f"HTTP tools/call through toolvet, {ROUNDS} rounds of {CALLS_PER_ROUND}, interleaved")
    for path in paths:
        print(
            f"  {path.name:13} p50 {statistics.median(path.times) * 1000:6.3f} ms"
            f"   CPU per call {path.cpu / path.calls * 1e6:5.0f} us"
        )
    base, other = paths
    ratio = statistics.median(other.times) / statistics.median(base.times)
    extra = (other.cpu / other.calls - base.cpu / base.calls) * 1e6
    print(
        f"  {label}: p50 {ratio:.3f}x, CPU {extra:+.0f} us a call{note}"
        f"   goal: p50 under {goal:.2f}x ({'met' if ratio < goal else 'not met'})\n"
    )


def main() -> None:
    if not (AUTHORIZATION_SERVER.parent / "node_modules" / "oidc-provider").is_dir():
        sys.exit(
            "oidc-provider is missing from tests/node: run `make bench` (it installs tests/node)"
        )
    processes: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as directory:
        try:
            echo_port, as_port = free_port(), free_port()
            processes.append(
                start([PYTHON, ECHO, "--transport", "http", "--port", str(echo_port)], echo_port)
            )
            processes.append(
                start(
                    ["node", str(AUTHORIZATION_SERVER)],
                    as_port,
                    PORT=str(as_port),
                    AS_CLIENTS=json.dumps([CLIENT]),
                )
            )
            issuer = f"http://127.0.0.1:{as_port}"
            upstream = f"http://127.0.0.1:{echo_port}/mcp"
            static_port, oauth_port = free_port(), free_port()
            static = start(
                toolvet(Path(directory), "static", static_port, upstream, {"token": STATIC_TOKEN}),
                static_port,
            )
            resource = f"http://127.0.0.1:{oauth_port}/mcp"
            oauth_auth = {
                "oauth": {"issuer": issuer, "audience": resource, "required_scopes": ["mcp"]}
            }
            oauth = start(
                toolvet(Path(directory), "oauth", oauth_port, upstream, oauth_auth), oauth_port
            )
            processes += [static, oauth]
            token = httpx.post(
                f"{issuer}/token",
                data={"grant_type": "client_credentials", "resource": resource, "scope": "mcp"},
                auth=(CLIENT["client_id"], CLIENT["client_secret"]),
            ).json()["access_token"]
            paths = [
                Client("static token", f"http://127.0.0.1:{static_port}/mcp", STATIC_TOKEN, static),
                Client("JWT (oauth)", resource, token, oauth),
            ]
            interleaved(paths)
        finally:
            for process in processes:
                process.terminate()
            for process in processes:
                process.wait(timeout=10)
    report(paths, "JWT vs static", 1.05)


if __name__ == "__main__":
    main()
