"""Benchmark the proxy: direct, through toolvet, and through FastMCP's proxy, interleaved in one run.

Every path calls the same minimal upstream (bench/echo_server.py) with the SDK's ClientSession:
sequential `tools/call` latency (p50, p90) and throughput with 16 calls in flight, over stdio and
over streamable HTTP. Over stdio a byte relay (bench/byte_relay.py) shows the floor: what one more
process and two more pipe hops cost. Prints each path's figures and its ratio to the direct
connection.
Run with `make bench`.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import AsyncExitStack
from pathlib import Path

import anyio
from _ports import free_port, wait_for_port
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
ECHO = str(ROOT / "bench" / "echo_server.py")
FASTMCP_PROXY = str(ROOT / "bench" / "fastmcp_proxy.py")
BYTE_RELAY = str(ROOT / "bench" / "byte_relay.py")
ROUNDS = 30
SEQUENTIAL_PER_ROUND = 20
CONCURRENT_PER_ROUND = 64
IN_FLIGHT = 16


def write_config(directory: Path, server: dict) -> str:
    path = directory / "servers.json"
    path.write_text(json.dumps({"mcpServers": {"echo": server}}))
    return str(path)


async def open_stdio(stack: AsyncExitStack, command: list[str]) -> ClientSession:
    read, write = await stack.enter_async_context(
        stdio_client(
            StdioServerParameters(command=command[0], args=command[1:]), errlog=subprocess.DEVNULL
        )
    )
    session = await stack.enter_async_context(ClientSession(read, write))
    await session.initialize()
    return session


async def open_http(stack: AsyncExitStack, url: str) -> ClientSession:
    read, write, _ = await stack.enter_async_context(streamable_http_client(url))
    session = await stack.enter_async_context(ClientSession(read, write))
    await session.initialize()
    return session


async def call(session: ClientSession, text: str) -> None:
    result = await session.call_tool("echo", {"text": text})
    if result.isError or result.content[0].text != text:
        raise AssertionError(f"wrong answer: {result}")


async def sequential(session: ClientSession, count: int) -> list[float]:
    latencies = []
    for i in range(count):
        start = time.perf_counter()
        await call(session, f"s{i}")
        latencies.append(time.perf_counter() - start)
    return latencies


async def concurrent(session: ClientSession, count: int) -> float:
    """Calls per second with IN_FLIGHT calls in flight at all times."""
    next_call = iter(range(count))

    async def worker() -> None:
        for i in next_call:
            await call(session, f"c{i}")

    start = time.perf_counter()
    async with anyio.create_task_group() as group:
        for _ in range(IN_FLIGHT):
            group.start_soon(worker)
    return count / (time.perf_counter() - start)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


async def measure(
    sessions: dict[str, ClientSession], with_throughput: bool
) -> dict[str, dict[str, float]]:
    latencies: dict[str, list[float]] = {name: [] for name in sessions}
    rates: dict[str, list[float]] = {name: [] for name in sessions}
    for session in sessions.values():
        await sequential(session, 30)  # warm up
    names = list(sessions)
    for round_number in range(ROUNDS):
        order = names[round_number % len(names) :] + names[: round_number % len(names)]
        for name in order:
            latencies[name] += await sequential(sessions[name], SEQUENTIAL_PER_ROUND)
            if with_throughput:
                rates[name].append(await concurrent(sessions[name], CONCURRENT_PER_ROUND))
    return {
        name: {
            "p50": statistics.median(latencies[name]) * 1000,
            "p90": percentile(latencies[name], 0.9) * 1000,
            "rate": statistics.median(rates[name]) if rates[name] else 0.0,
        }
        for name in sessions
    }


def report(title: str, figures: dict[str, dict[str, float]], with_throughput: bool) -> None:
    direct = figures["direct"]
    print(title)
    header = f"  {'path':11} {'p50 ms':>8} {'p90 ms':>8} {'p50 vs direct':>14}"
    if with_throughput:
        header += f" {'calls/s':>9} {'vs direct':>10}"
    print(header)
    for name, f in figures.items():
        line = f"  {name:11} {f['p50']:8.2f} {f['p90']:8.2f} {f['p50'] / direct['p50']:13.2f}x"
        if with_throughput:
            line += f" {f['rate']:9.0f} {f['rate'] / direct['rate']:9.2f}x"
        print(line)
    print()


async def bench_stdio(directory: Path) -> None:
    config = write_config(directory, {"command": PYTHON, "args": [ECHO]})
    async with AsyncExitStack() as stack:
        sessions = {
            "direct": await open_stdio(stack, [PYTHON, ECHO]),
            "byte relay": await open_stdio(stack, [PYTHON, BYTE_RELAY, PYTHON, ECHO]),
            "toolvet": await open_stdio(
                stack,
                [PYTHON, "-m", "toolvet", "serve", "--config", config, "--log-level", "warning"],
            ),
            "fastmcp": await open_stdio(stack, [PYTHON, FASTMCP_PROXY, ECHO]),
        }
        figures = await measure(sessions, with_throughput=True)
    report(
        f"stdio -> stdio: sequential tools/call, and throughput with {IN_FLIGHT} in flight",
        figures,
        True,
    )
    print(
        f"  goal: toolvet p50 <= 1.25x direct (now {figures['toolvet']['p50'] / figures['direct']['p50']:.2f}x), "
        f"throughput >= 0.7x direct (now {figures['toolvet']['rate'] / figures['direct']['rate']:.2f}x)\n"
    )


async def bench_http(directory: Path) -> None:
    upstream_port, toolvet_port, fastmcp_port = free_port(), free_port(), free_port()
    upstream_url = f"http://127.0.0.1:{upstream_port}/mcp"
    config = write_config(directory, {"url": upstream_url})
    processes = []
    try:
        for command, port in (
            ([PYTHON, ECHO, "--transport", "http", "--port", str(upstream_port)], upstream_port),
            (
                [
                    PYTHON,
                    "-m",
                    "toolvet",
                    "serve",
                    "--config",
                    config,
                    "--transport",
                    "http",
                    "--port",
                    str(toolvet_port),
                    "--log-level",
                    "warning",
                ],
                toolvet_port,
            ),
            (
                [
                    PYTHON,
                    FASTMCP_PROXY,
                    upstream_url,
                    "--transport",
                    "http",
                    "--port",
                    str(fastmcp_port),
                ],
                fastmcp_port,
            ),
        ):
            process = subprocess.Popen(
                command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
            processes.append(process)
            wait_for_port(port, process)
        async with AsyncExitStack() as stack:
            sessions = {
                "direct": await open_http(stack, upstream_url),
                "toolvet": await open_http(stack, f"http://127.0.0.1:{toolvet_port}/mcp"),
                "fastmcp": await open_http(stack, f"http://127.0.0.1:{fastmcp_port}/mcp"),
            }
            figures = await measure(sessions, with_throughput=False)
        report("http -> http: sequential tools/call", figures, False)
        print(
            f"  goal: toolvet p50 <= 1.5x direct (now {figures['toolvet']['p50'] / figures['direct']['p50']:.2f}x)\n"
        )
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=10)


async def main(which: list[str]) -> None:
    with tempfile.TemporaryDirectory() as directory:
        if "stdio" in which:
            await bench_stdio(Path(directory))
        if "http" in which:
            await bench_http(Path(directory))


if __name__ == "__main__":
    anyio.run(main, sys.argv[1:] or ["stdio", "http"])
