"""Throughput of 1, 2 and 3 toolvet replicas behind HAProxy (deploy/haproxy.cfg), as ratios to one
replica without a balancer, and the balancer's own cost per call.

Three `toolvet serve --transport http` replicas, each fronting its own stdio echo server
(bench/echo_server.py), so that no shared upstream caps them; HAProxy runs deploy/haproxy.cfg with
their addresses. 1 or 2 replicas behind the balancer: the others are put in maintenance through
HAProxy's stats socket (`set server toolvet/replica3 state maint`), as an operator would. The
client sends MCP 2026-07-28 `tools/call`s (httpx, kept-alive connections, `--clients` at once),
each with a unique text that must come back; configurations are interleaved over `--rounds`.
The balancer's cost per call: the median latency of one client calling one replica through
HAProxy, minus the same calls made to that replica directly. On a 2-core machine the client,
HAProxy and every replica share the cores: read the ratios with that in mind.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from _modern_http import headers, meta  # noqa: E402
from _ports import free_port  # noqa: E402
from bench_proxy import ECHO, PYTHON  # noqa: E402

HAPROXY_CFG = ROOT / "deploy" / "haproxy.cfg"
META = meta("bench-replicas")
HEADERS = headers("echo")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def wait_http(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} never answered 200")


def haproxy_command(socket_path: Path, line: str) -> str:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect(str(socket_path))
        sock.sendall(line.encode() + b"\n")
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode()


def servers_up(socket_path: Path) -> dict[str, str]:
    lines = haproxy_command(socket_path, "show stat").splitlines()
    header = lines[0].lstrip("# ").split(",")
    rows = [dict(zip(header, line.split(","), strict=False)) for line in lines[1:] if line]
    return {r["svname"]: r["status"] for r in rows if r["svname"].startswith("replica")}


def use_replicas(socket_path: Path, count: int) -> None:
    """Replicas 1..count in rotation, the rest in maintenance; wait until HAProxy agrees."""
    for i in range(1, 4):
        state = "ready" if i <= count else "maint"
        haproxy_command(socket_path, f"set server toolvet/replica{i} state {state}")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status = servers_up(socket_path)
        if all((status[f"replica{i}"] == "UP") == (i <= count) for i in range(1, 4)):
            return
        time.sleep(0.05)
    raise RuntimeError(f"HAProxy did not settle on {count} replicas: {servers_up(socket_path)}")


async def burst(url: str, calls: int, clients: int) -> tuple[float, list[float]]:
    """(calls per second, each call's latency in seconds); fails on any wrong answer."""
    latencies: list[float] = []
    remaining = calls
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(timeout=60, limits=limits) as http:

        async def worker() -> None:
            nonlocal remaining
            while remaining > 0:
                remaining -= 1
                token = uuid.uuid4().hex
                body = {
                    "jsonrpc": "2.0",
                    "id": token,
                    "method": "tools/call",
                    "params": {"name": "echo", "arguments": {"text": token}, "_meta": META},
                }
                started = time.perf_counter()
                response = await http.post(url, json=body, headers=HEADERS)
                latencies.append(time.perf_counter() - started)
                answer = response.json()
                if answer.get("id") != token or answer["result"]["content"][0]["text"] != token:
                    raise AssertionError(f"wrong answer: {answer}")

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        elapsed = time.perf_counter() - started
    return calls / elapsed, latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=1000, help="calls per burst")
    parser.add_argument("--clients", type=int, default=16, help="concurrent calls")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    options = parser.parse_args()
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        raise SystemExit("bench_replicas: haproxy is not installed (apt-get install haproxy)")

    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        config = directory / "servers.json"
        config.write_text(json.dumps({"mcpServers": {"echo": {"command": PYTHON, "args": [ECHO]}}}))
        ports = [free_port() for _ in range(3)]
        replicas = [
            subprocess.Popen(
                [PYTHON, "-m", "toolvet", "serve", "--config", str(config), "--transport", "http",
                 "--port", str(port), "--log-level", "warning"],
                cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for port in ports
        ]  # fmt: skip
        socket_path = directory / "haproxy.sock"
        front = free_port()
        env = {
            **os.environ,
            "TOOLVET_HAPROXY_BIND": f"127.0.0.1:{front}",
            "TOOLVET_HAPROXY_SOCKET": str(socket_path),
            "TOOLVET_CHECK_INTER": "1s",
            **{f"TOOLVET_REPLICA_{i}": f"127.0.0.1:{p}" for i, p in enumerate(ports, start=1)},
        }
        balancer = subprocess.Popen(
            [haproxy, "-f", str(HAPROXY_CFG), "-db"],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            for port in ports:
                wait_http(f"http://127.0.0.1:{port}/readyz")
            while not socket_path.exists():
                time.sleep(0.05)
            direct = f"http://127.0.0.1:{ports[0]}/mcp"
            balanced = f"http://127.0.0.1:{front}/mcp"
            use_replicas(socket_path, 3)
            asyncio.run(burst(balanced, 300, options.clients))  # warm every replica
            throughput: dict[str, list[float]] = {}
            latency: dict[str, list[float]] = {"direct": [], "haproxy": []}
            for _ in range(options.rounds):
                for name, url, count in (
                    ("1 replica, no balancer", direct, 1),
                    ("HAProxy, 1 replica", balanced, 1),
                    ("HAProxy, 2 replicas", balanced, 2),
                    ("HAProxy, 3 replicas", balanced, 3),
                ):
                    use_replicas(socket_path, count)
                    rate, _ = asyncio.run(burst(url, options.calls, options.clients))
                    throughput.setdefault(name, []).append(rate)
                use_replicas(socket_path, 1)
                for name, url in (("direct", direct), ("haproxy", balanced)):
                    _, latencies = asyncio.run(burst(url, 300, 1))
                    latency[name] += latencies
            memory = [rss_kib(p.pid) for p in replicas]
        finally:
            balancer.terminate()
            for process in replicas:
                process.terminate()
            for process in [balancer, *replicas]:
                process.wait(30)

    base = statistics.median(throughput["1 replica, no balancer"])
    print(
        f"\nreplicas behind HAProxy: {options.calls} calls x {options.rounds} rounds,"
        f" {options.clients} concurrent, MCP 2026-07-28 tools/call (median per configuration)"
    )
    for name, rates in throughput.items():
        rate = statistics.median(rates)
        print(f"  {name:26} {rate:8.0f} calls/s   {rate / base:5.2f}x")
    direct_p50 = statistics.median(latency["direct"]) * 1e6
    haproxy_p50 = statistics.median(latency["haproxy"]) * 1e6
    print(
        f"  balancer cost per call (one client, p50): {haproxy_p50 - direct_p50:.0f} us"
        f" ({direct_p50:.0f} us direct, {haproxy_p50:.0f} us through HAProxy)"
    )
    print(f"  replica RSS after the run: {', '.join(f'{m / 1024:.1f} MiB' for m in memory)}")


if __name__ == "__main__":
    main()
