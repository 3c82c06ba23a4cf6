"""Load on the HTTP proxy: many clients, each call carrying a unique token the upstream echoes back.

`make load` runs the full size (10,000 calls from 50 clients) and prints throughput, latency
percentiles and the proxy's peak memory; `test_load.py` runs a reduced size in `make test`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import anyio
import httpx
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.proxy.support import free_port, serve_command

REPO = Path(__file__).resolve().parents[2]
ECHO = REPO / "bench" / "echo_server.py"


@dataclass
class LoadResult:
    calls: int
    answered: int
    wrong: int
    seconds: float
    latencies: list[float]
    peak_rss_kib: int

    @property
    def throughput(self) -> float:
        return self.answered / self.seconds

    def percentile(self, fraction: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def _peak_rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


async def _client(
    url: str, client_number: int, calls: int, latencies: list[float], wrong: list[str]
) -> None:
    async with (
        streamable_http_client(url) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        for i in range(calls):
            token = f"client{client_number}-call{i}"
            start = time.perf_counter()
            result = await session.call_tool("echo", {"text": token})
            latencies.append(time.perf_counter() - start)
            if result.isError or result.content[0].text != token:
                wrong.append(token)


def run_load(total_calls: int, clients: int) -> LoadResult:
    """Start an echo upstream behind `toolvet serve --transport http`, run the load, stop both."""
    with tempfile.TemporaryDirectory() as directory:
        config = Path(directory) / "servers.json"
        config.write_text(
            json.dumps({"mcpServers": {"echo": {"command": sys.executable, "args": [str(ECHO)]}}})
        )
        port = free_port()
        proxy = subprocess.Popen(
            serve_command(
                config, *("--transport", "http", "--port", str(port), "--log-level", "error")
            ),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline or proxy.poll() is not None:
                    raise RuntimeError("the proxy did not come up")
                time.sleep(0.05)
            latencies: list[float] = []
            wrong: list[str] = []
            per_client = total_calls // clients

            async def main() -> float:
                start = time.perf_counter()
                async with anyio.create_task_group() as group:
                    for number in range(clients):
                        group.start_soon(
                            _client,
                            f"http://127.0.0.1:{port}/mcp",
                            number,
                            per_client,
                            latencies,
                            wrong,
                        )
                return time.perf_counter() - start

            seconds = anyio.run(main)
            peak = _peak_rss_kib(proxy.pid)
        finally:
            proxy.terminate()
            proxy.wait(timeout=30)
    return LoadResult(per_client * clients, len(latencies), len(wrong), seconds, latencies, peak)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--clients", type=int, default=50)
    options = parser.parse_args()
    result = run_load(options.calls, options.clients)
    print(
        f"{result.answered} of {result.calls} calls answered from {options.clients} clients in {result.seconds:.1f} s"
    )
    print(f"  wrong answers: {result.wrong}")
    print(f"  throughput: {result.throughput:.0f} calls/s")
    print(
        f"  latency p50 {statistics.median(result.latencies) * 1000:.1f} ms, "
        f"p99 {result.percentile(0.99) * 1000:.1f} ms"
    )
    print(f"  proxy peak memory (VmHWM): {result.peak_rss_kib / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
