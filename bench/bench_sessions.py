"""Memory and idle CPU per HTTP session, and what a flood of `initialize` requests past the cap does.

Starts `toolvet serve --transport http` in front of bench/echo_server.py with
proxy.http.max_sessions = N, opens one SDK client session, then sends N - 1 `initialize`
requests (each a session) and 2N more (refused), reading the proxy's RSS from /proc after each
phase. Prints the memory per session, the CPU the proxy uses while idle with one session and
with N (from /proc: nothing should wake per session), the growth during the refused flood, the
answers' status codes, and the older session's call latency before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _proc import cpu_seconds
from bench_proxy import ECHO, PYTHON, free_port, wait_for_port

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "b"}},
}
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


IDLE_SECONDS = 5.0


async def idle_cpu_ms(pid: int) -> float:
    """CPU ms per second the process uses while nobody asks it anything."""
    before = cpu_seconds(pid)
    await asyncio.sleep(IDLE_SECONDS)
    return (cpu_seconds(pid) - before) * 1000 / IDLE_SECONDS


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise ValueError(pid)


async def flood(http: httpx.AsyncClient, url: str, count: int) -> Counter[int]:
    statuses: Counter[int] = Counter()
    limit = asyncio.Semaphore(32)

    async def one() -> None:
        async with limit:
            statuses[(await http.post(url, json=INITIALIZE, headers=HEADERS)).status_code] += 1

    await asyncio.gather(*(one() for _ in range(count)))
    return statuses


async def call_latency(http: httpx.AsyncClient, url: str, session: str, count: int = 50) -> float:
    """The median ms of a tools/call on an open session."""
    times = []
    for i in range(count):
        body = {
            "jsonrpc": "2.0",
            "id": 100 + i,
            "method": "tools/call",
            "params": {"name": "echo", "arguments": {"text": "hi"}},
        }
        start = time.perf_counter()
        answer = await http.post(url, json=body, headers={**HEADERS, "mcp-session-id": session})
        times.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 200, answer.text
    return statistics.median(times)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=5000, help="proxy.http.max_sessions")
    args = parser.parse_args()
    cap = args.sessions
    with tempfile.TemporaryDirectory() as directory:
        config = Path(directory) / "servers.json"
        config.write_text(
            json.dumps(
                {
                    "mcpServers": {"echo": {"command": PYTHON, "args": [ECHO]}},
                    "proxy": {"http": {"max_sessions": cap}},
                }
            )
        )
        port = free_port()
        command = [PYTHON, "-m", "toolvet", "serve", "--config", str(config)]
        command += ["--transport", "http", "--port", str(port), "--log-level", "error"]
        proxy = subprocess.Popen(command, stderr=subprocess.DEVNULL)
        try:
            wait_for_port(port, proxy)
            url = f"http://127.0.0.1:{port}/mcp"
            async with httpx.AsyncClient(timeout=120) as http:
                first = await http.post(url, json=INITIALIZE, headers=HEADERS)
                older = first.headers["mcp-session-id"]
                await call_latency(http, url, older, 20)  # warm up
                before_ms = await call_latency(http, url, older)
                start = rss_kib(proxy.pid)
                idle_one = await idle_cpu_ms(proxy.pid)
                opened = await flood(http, url, cap - 1)
                at_cap = rss_kib(proxy.pid)
                idle_all = await idle_cpu_ms(proxy.pid)
                refused = await flood(http, url, 2 * cap)
                after = rss_kib(proxy.pid)
                after_ms = await call_latency(http, url, older)
        finally:
            proxy.terminate()
            proxy.wait(30)
    per_session = (at_cap - start) / (cap - 1)
    print(f"HTTP sessions, proxy.http.max_sessions = {cap}")
    print(f"  RSS with 1 session          {start / 1024:8.1f} MiB")
    print(f"  {cap - 1} more sessions: {dict(opened)}  RSS {at_cap / 1024:8.1f} MiB")
    print(
        f"    -> {per_session:.1f} KiB per session; at the default cap (10000): "
        f"{per_session * 10000 / 1024:.0f} MiB"
    )
    print(
        f"  idle CPU: {idle_one:.1f} ms/s with 1 session, {idle_all:.1f} ms/s with {cap}"
        f" ({IDLE_SECONDS:g} s each)"
    )
    print(
        f"  {2 * cap} initialize past the cap: {dict(refused)}  RSS {after / 1024:8.1f} MiB"
        f"  (+{after - at_cap} KiB)"
    )
    print(
        f"  the older session's tools/call, median: {before_ms:.2f} ms before the flood, "
        f"{after_ms:.2f} ms after ({after_ms / before_ms:.2f}x)"
    )


if __name__ == "__main__":
    asyncio.run(main())
