"""Benchmark the MCP 2026-07-28 era: direct, through toolvet and through FastMCP 4's proxy, interleaved.

Runs in .venv-modern (python mcp 2.x; `make bench` runs it); only toolvet runs from the project's
.venv (`.venv/bin/python -m toolvet serve`, its upstream configured `"protocol": "modern"`).
The upstream is bench/modern_echo_server.py (mcp 2.x low-level Server; over HTTP JSON responses,
stateless). Clients are mcp 2.x `Client`s pinned to 2026-07-28 (`mode="2026-07-28"`, no probe);
the path "toolvet/legacy" is toolvet in front of the same modern upstream reached by a legacy
client (`mode="legacy"`: initialize, then a session), to compare the eras through toolvet in one
run. Paths, in rounds whose order rotates: direct, toolvet, toolvet/legacy, fastmcp4 (FastMCP 4's proxy,
bench/fastmcp4_proxy.py: one reused backend client pinned to 2026-07-28), and over HTTP two floors
(bench/http_relay.py): "relay", a TCP byte relay, what any proxy pays on this machine (one more
process, two more socket hops); and "whole-relay", the same relay passing each message on whole,
what a proxy pays that must read a message before it passes it on, as toolvet must. Against the
second, toolvet's own work shows. Besides the ratios of the pooled p50s, each path's p50 ratio to
direct within each round (paths of one round run at one pace of the machine): their median and
middle half show how far the pace moved during the run.

For stdio -> stdio and HTTP -> HTTP: sequential `tools/call` latency (p50, p90) and throughput with
16 calls in flight, each path's ratio to direct, and the goals: modern HTTP p50 <= 1.25x direct
through toolvet, and toolvet's modern p50 no worse than its legacy p50. Every answer is
checked (the echoed text must come back), so a broken path cannot look fast: a failed call (an
error, a wrong answer, no answer within 10 s) is counted, reported and left out of the figures; a
path that cannot be opened, or fails more than 5 calls, is reported and not measured.

    .venv-modern/bin/python bench/bench_modern.py [stdio] [http] [--rounds N]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any, TextIO

import anyio
from _ports import free_port, wait_for_port
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable  # .venv-modern
TOOLVET_PYTHON = str(ROOT / ".venv" / "bin" / "python")
ECHO = str(ROOT / "bench" / "modern_echo_server.py")
FASTMCP4_PROXY = str(ROOT / "bench" / "fastmcp4_proxy.py")
HTTP_RELAY = str(ROOT / "bench" / "http_relay.py")
MODERN = "2026-07-28"
SEQUENTIAL_PER_ROUND = 20
CONCURRENT_PER_ROUND = 64
IN_FLIGHT = 16
WARM_UP = 30
CALL_TIMEOUT = 10.0
# More failed calls than this and a path is dropped from the figures.
MAX_ERRORS = 5
DESCRIPTIONS = {
    "direct": "mcp 2.x Client (2026-07-28) -> echo server",
    "relay": "mcp 2.x Client (2026-07-28) -> TCP byte relay (the floor) -> echo server",
    "whole-relay": "mcp 2.x Client (2026-07-28) -> TCP relay of whole messages -> echo server",
    "toolvet": "mcp 2.x Client (2026-07-28) -> toolvet -> echo server (2026-07-28)",
    "toolvet/legacy": "mcp 2.x Client (legacy: initialize, session) -> toolvet -> echo server (2026-07-28)",
    "fastmcp4": "mcp 2.x Client (2026-07-28) -> FastMCP 4 proxy -> echo server (2026-07-28)",
}


class PathFailed(Exception):
    """A path could not be opened, or answered wrongly."""


def write_config(directory: Path, server: dict[str, Any]) -> str:
    path = directory / "servers.json"
    path.write_text(json.dumps({"mcpServers": {"echo": {**server, "protocol": "modern"}}}))
    return str(path)


def toolvet_command(config: str, *http: str) -> list[str]:
    return [TOOLVET_PYTHON, "-m", "toolvet", "serve", "--config", config, *http]


def tail(path: Path, lines: int = 8) -> str:
    try:
        text = path.read_text(errors="replace").strip().splitlines()
    except OSError:
        return ""
    return "\n".join("      | " + line for line in text[-lines:])


class BenchPath:
    """One path's client and what went wrong on it."""

    def __init__(self, name: str, client: Client) -> None:
        self.name = name
        self.client = client
        self.errors = 0
        self.first_error = ""

    async def call(self, text: str) -> float | None:
        """The call's latency, or None when it failed (counted, and the first one kept)."""
        start = time.perf_counter()
        try:
            with anyio.fail_after(CALL_TIMEOUT):
                result = await self.client.call_tool("echo", {"text": text})
            content = result.content
            if result.is_error or not content or getattr(content[0], "text", None) != text:
                raise PathFailed(f"wrong answer to echo({text!r}): {result!r}"[:300])
        except Exception as error:  # every failure is counted and reported
            self.errors += 1
            if not self.first_error:
                self.first_error = f"{type(error).__name__}: {error}"[:300]
            if self.errors > MAX_ERRORS:
                raise PathFailed(
                    f"{self.errors} calls failed; the first: {self.first_error}"
                ) from error
            return None
        return time.perf_counter() - start

    async def sequential(self, count: int, tag: str = "s") -> list[float]:
        latencies = []
        for i in range(count):
            latency = await self.call(f"{tag}{i}")
            if latency is not None:
                latencies.append(latency)
        return latencies

    async def concurrent(self, count: int) -> float:
        """Calls per second with IN_FLIGHT calls in flight at all times (failed calls too)."""
        next_call = iter(range(count))

        async def worker() -> None:
            for i in next_call:
                await self.call(f"c{i}")

        start = time.perf_counter()
        try:
            async with anyio.create_task_group() as group:
                for _ in range(IN_FLIGHT):
                    group.start_soon(worker)
        except* PathFailed as failures:  # the workers' PathFailed, as one
            raise failures.exceptions[0] from None
        return count / (time.perf_counter() - start)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


Opener = Callable[[AsyncExitStack], Awaitable[Client]]


async def open_paths(
    openers: dict[str, Opener], stack: AsyncExitStack, notes: list[str], logs: dict[str, Path]
) -> dict[str, BenchPath]:
    """Open every path and check that it answers; a path that fails is noted and left out. Each
    path is closed on its own: an error on the way out is noted, not raised."""
    paths: dict[str, BenchPath] = {}
    for name, opener in openers.items():
        path_stack = AsyncExitStack()
        try:
            # No timeout around the opening: the client's task groups outlive this block (each
            # call has its own timeout).
            path = BenchPath(name, await opener(path_stack))
            for i in range(3):
                if await path.call(f"check{i}") is None:
                    raise PathFailed(path.first_error)
        except Exception as error:  # any failure of a path is reported, not raised
            with contextlib.suppress(Exception):
                await path_stack.aclose()
            detail = f"{type(error).__name__}: {error}"[:300]
            notes.append(f"{name}: NOT MEASURED, it failed to open or answer: {detail}")
            if name in logs and (log := tail(logs[name])):
                notes.append(f"    last lines of its stderr ({logs[name]}):\n{log}")
            continue
        stack.push_async_callback(close_path, name, path_stack, notes)
        paths[name] = path
    return paths


async def close_path(name: str, path_stack: AsyncExitStack, notes: list[str]) -> None:
    try:
        await path_stack.aclose()
    except Exception as error:
        leaves = [error]
        while leaves and isinstance(leaves[0], BaseExceptionGroup):
            leaves = list(leaves[0].exceptions)
        detail = "; ".join(
            sorted({f"{type(e).__module__}.{type(e).__name__}: {e}" for e in leaves})
        )
        notes.append(f"{name}: its client raised on closing: {detail[:300]}")


async def measure(
    paths: dict[str, BenchPath], rounds: int, notes: list[str]
) -> dict[str, dict[str, float]]:
    latencies: dict[str, list[float]] = {name: [] for name in paths}
    # Each round's p50 of each path: the machine's pace drifts over a run, and a path's ratio to
    # direct within one round is taken at one pace.
    round_p50s: dict[str, dict[int, float]] = {name: {} for name in paths}
    rates: dict[str, list[float]] = {name: [] for name in paths}
    failed: set[str] = set()
    for name, path in paths.items():
        try:
            await path.sequential(WARM_UP, tag="w")
        except PathFailed as error:
            notes.append(f"{name}: NOT MEASURED, failed in warm-up: {error}")
            failed.add(name)
    names = [name for name in paths if name not in failed]
    for round_number in range(rounds):
        order = names[round_number % len(names) :] + names[: round_number % len(names)]
        for name in order:
            if name in failed:
                continue
            try:
                sample = await paths[name].sequential(SEQUENTIAL_PER_ROUND)
                latencies[name] += sample
                if sample:
                    round_p50s[name][round_number] = statistics.median(sample)
                rates[name].append(await paths[name].concurrent(CONCURRENT_PER_ROUND))
            except PathFailed as error:
                notes.append(f"{name}: NOT MEASURED, dropped in round {round_number + 1}: {error}")
                failed.add(name)
    for name, path in paths.items():
        if path.errors and name not in failed:
            notes.append(
                f"{name}: {path.errors} call(s) failed (left out of the figures); the first: "
                f"{path.first_error}"
            )
    figures = {
        name: {
            "p50": statistics.median(latencies[name]) * 1000,
            "p90": percentile(latencies[name], 0.9) * 1000,
            "rate": statistics.median(rates[name]),
        }
        for name in paths
        if name not in failed and latencies[name]
    }
    direct = round_p50s.get("direct", {})
    for name, figure in figures.items():
        ratios = [p50 / direct[r] for r, p50 in round_p50s[name].items() if r in direct]
        if name != "direct" and len(ratios) >= 4:
            low, middle, high = statistics.quantiles(ratios, n=4)
            figure.update(round_ratio=middle, round_low=low, round_high=high)
    return figures


def report(title: str, figures: dict[str, dict[str, float]], notes: list[str]) -> None:
    print(title)
    direct = figures.get("direct")
    print(
        f"  {'path':11} {'p50 ms':>8} {'p90 ms':>8} {'p50 vs direct':>14} {'calls/s':>9} {'vs direct':>10}"
    )
    for name, f in figures.items():
        p50_ratio = f"{f['p50'] / direct['p50']:13.2f}x" if direct else f"{'-':>14}"
        rate_ratio = f"{f['rate'] / direct['rate']:9.2f}x" if direct else f"{'-':>10}"
        print(
            f"  {name:11} {f['p50']:8.2f} {f['p90']:8.2f} {p50_ratio} {f['rate']:9.0f} {rate_ratio}"
            f"   {DESCRIPTIONS.get(name, '')}"
        )
    for note in notes:
        print(f"  note: {note}")
    toolvet, legacy = figures.get("toolvet"), figures.get("toolvet/legacy")
    if direct and toolvet:
        print(
            f"  toolvet (2026-07-28) p50 vs direct: {toolvet['p50'] / direct['p50']:.2f}x, "
            f"throughput vs direct: {toolvet['rate'] / direct['rate']:.2f}x"
        )
    spreads = [
        f"{name} {f['round_ratio']:.2f}x ({f['round_low']:.2f}-{f['round_high']:.2f})"
        for name, f in figures.items()
        if "round_ratio" in f
    ]
    if spreads:
        print(
            "  p50 vs direct within each round, the median (and middle half) of the rounds: "
            + ", ".join(spreads)
        )
    if toolvet and legacy:
        print(
            f"  toolvet 2026-07-28 client vs legacy client: p50 "
            f"{toolvet['p50'] / legacy['p50']:.2f}x, throughput "
            f"{toolvet['rate'] / legacy['rate']:.2f}x"
        )
    print()


def goal_lines(transport: str, figures: dict[str, dict[str, float]]) -> None:
    direct, toolvet, legacy = (figures.get(k) for k in ("direct", "toolvet", "toolvet/legacy"))
    if not (direct and toolvet):
        print(f"  goal ({transport}): cannot tell, toolvet or direct was not measured\n")
        return
    ratio = toolvet["p50"] / direct["p50"]
    print(
        f"  goal: modern {transport} p50 through toolvet <= 1.25x direct: now {ratio:.2f}x "
        f"({'met' if ratio <= 1.25 else 'NOT met'})"
    )
    relay, whole = figures.get("relay"), figures.get("whole-relay")
    if relay:
        print(
            "  the floor on this machine (a byte relay, no proxy work): "
            f"{relay['p50'] / direct['p50']:.2f}x direct"
        )
    if whole:
        own = toolvet["p50"] - whole["p50"]
        print(
            "  the floor for a proxy that reads each message whole (a relay that does, no other "
            f"work): {whole['p50'] / direct['p50']:.2f}x direct; toolvet's own work adds "
            f"{own:.2f} ms to p50 ({own / direct['p50']:.2f}x direct)"
        )
    if legacy:
        era = toolvet["p50"] / legacy["p50"]
        print(
            f"  goal: toolvet's modern p50 no worse than its legacy p50: now {era:.2f}x "
            f"({'met' if era <= 1.0 else 'within 5%, noise' if era <= 1.05 else 'NOT met'})"
        )
    print()


def stdio_opener(
    command: list[str], mode: str, log: Path, env: dict[str, str] | None = None
) -> Opener:
    async def open_(stack: AsyncExitStack) -> Client:
        errlog: TextIO = stack.enter_context(log.open("a"))
        params = StdioServerParameters(command=command[0], args=command[1:], env=env)
        client = Client(stdio_client(params, errlog=errlog), mode=mode)
        return await stack.enter_async_context(client)

    return open_


def http_opener(url: str, mode: str) -> Opener:
    async def open_(stack: AsyncExitStack) -> Client:
        return await stack.enter_async_context(Client(url, mode=mode))

    return open_


async def bench_stdio(directory: Path, rounds: int) -> dict[str, dict[str, float]]:
    config = write_config(directory, {"command": PYTHON, "args": [ECHO]})
    toolvet = toolvet_command(config, "--log-level", "warning")
    logs = {name: directory / f"stdio-{name.replace('/', '-')}.log" for name in DESCRIPTIONS}
    openers = {
        "direct": stdio_opener([PYTHON, ECHO], MODERN, logs["direct"]),
        "toolvet": stdio_opener(toolvet, MODERN, logs["toolvet"], dict(os.environ)),
        "toolvet/legacy": stdio_opener(toolvet, "legacy", logs["toolvet/legacy"], dict(os.environ)),
        "fastmcp4": stdio_opener([PYTHON, FASTMCP4_PROXY, ECHO], MODERN, logs["fastmcp4"]),
    }
    notes: list[str] = []
    async with AsyncExitStack() as stack:
        paths = await open_paths(openers, stack, notes, logs)
        figures = await measure(paths, rounds, notes)
    report(
        f"2026-07-28, stdio -> stdio: sequential tools/call, and throughput with {IN_FLIGHT} in flight",
        figures,
        notes,
    )
    return figures


async def bench_http(directory: Path, rounds: int) -> dict[str, dict[str, float]]:
    upstream_port, toolvet_port, fastmcp_port = free_port(), free_port(), free_port()
    relay_port, whole_port = free_port(), free_port()
    upstream_url = f"http://127.0.0.1:{upstream_port}/mcp"
    relay_url = f"http://127.0.0.1:{relay_port}/mcp"
    whole_url = f"http://127.0.0.1:{whole_port}/mcp"
    toolvet_url = f"http://127.0.0.1:{toolvet_port}/mcp"
    fastmcp_url = f"http://127.0.0.1:{fastmcp_port}/mcp"
    config = write_config(directory, {"url": upstream_url})
    logs = {
        "direct": directory / "http-upstream.log",
        "relay": directory / "http-relay.log",
        "whole-relay": directory / "http-whole-relay.log",
        "toolvet": directory / "http-toolvet.log",
        "toolvet/legacy": directory / "http-toolvet.log",
        "fastmcp4": directory / "http-fastmcp4.log",
    }
    servers = [
        (
            "direct",
            [PYTHON, ECHO, "--transport", "http", "--port", str(upstream_port)],
            upstream_port,
        ),
        (
            "relay",
            [TOOLVET_PYTHON, HTTP_RELAY, str(relay_port), "127.0.0.1", str(upstream_port)],
            relay_port,
        ),
        (
            "whole-relay",
            [
                TOOLVET_PYTHON,
                HTTP_RELAY,
                str(whole_port),
                "127.0.0.1",
                str(upstream_port),
                "--whole",
            ],
            whole_port,
        ),
        (
            "toolvet",
            toolvet_command(
                config, "--transport", "http", "--port", str(toolvet_port), "--log-level", "warning"
            ),
            toolvet_port,
        ),
        (
            "fastmcp4",
            [
                PYTHON,
                FASTMCP4_PROXY,
                upstream_url,
                "--transport",
                "http",
                "--port",
                str(fastmcp_port),
            ],
            fastmcp_port,
        ),
    ]
    processes: list[subprocess.Popen] = []
    notes: list[str] = []
    openers = {
        "direct": http_opener(upstream_url, MODERN),
        "relay": http_opener(relay_url, MODERN),
        "whole-relay": http_opener(whole_url, MODERN),
        "toolvet": http_opener(toolvet_url, MODERN),
        "toolvet/legacy": http_opener(toolvet_url, "legacy"),
        "fastmcp4": http_opener(fastmcp_url, MODERN),
    }
    try:
        for name, command, port in servers:
            with logs[name].open("a") as log:
                process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
            processes.append(process)
            try:
                wait_for_port(port, process, timeout=40.0)
            except RuntimeError as error:
                notes.append(f"{name}: the server did not start: {error}")
                openers = {k: v for k, v in openers.items() if not k.startswith(name)}
        async with AsyncExitStack() as stack:
            paths = await open_paths(openers, stack, notes, logs)
            figures = await measure(paths, rounds, notes)
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    report(
        f"2026-07-28, http -> http: sequential tools/call, and throughput with {IN_FLIGHT} in flight",
        figures,
        notes,
    )
    goal_lines("HTTP", figures)
    return figures


async def main(which: list[str], rounds: int) -> None:
    if not Path(TOOLVET_PYTHON).exists():
        raise SystemExit(f"{TOOLVET_PYTHON} is missing: run `make .venv/.installed`")
    with tempfile.TemporaryDirectory(prefix="toolvet-bench-modern-") as directory:
        if "stdio" in which:
            await bench_stdio(Path(directory), rounds)
        if "http" in which:
            await bench_http(Path(directory), rounds)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("transports", nargs="*", metavar="stdio|http")
    parser.add_argument("--rounds", type=int, default=30)
    options = parser.parse_args()
    if unknown := set(options.transports) - {"stdio", "http"}:
        parser.error(f"unknown transport(s): {sorted(unknown)}")
    anyio.run(main, options.transports or ["stdio", "http"], options.rounds)
