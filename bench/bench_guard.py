"""What the content guard costs a proxied call: `toolvet serve` with the guard off against the
guard on (the defaults: definitions withheld, results scanned, secrets in arguments blocked and
in results redacted), side by side in one run.

Each proxy fronts bench/echo_server.py over stdio and is called over HTTP (2026-07-28 requests,
one POST each, from one client); the echo tool returns its ~4 KB argument, so each call scans
~4 KB of arguments for secrets and a ~4 KB result for injected instructions and secrets. The
two proxies are called in turns, round by round. Prints latency (p50, p99) per call and the
toolvet process's CPU per call (from /proc/PID/task/*/schedstat), and the guard's added cost;
first, what the guard's scans of that text cost in process (the engine alone), and what the
guard's steps add to a pipeline's call in process (the scans with the steps around them).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from _modern_http import headers, meta  # noqa: E402
from _ports import free_port, wait_for_port  # noqa: E402
from _proc import cpu_seconds  # noqa: E402

META = meta("bench-guard")
HEADERS = headers("echo")
# ~4 KB of ordinary prose, as a tool result: an issue thread with commands, ids and a link.
PARAGRAPH = (
    "The deploy on Tuesday failed because the migration 0042_add_index ran before the new"
    " replica was ready; see https://ci.example.com/builds/18734 for the log. Commit"
    " 3f9c2a1b7e4d5f60718293a4b5c6d7e8f9012345 fixes the ordering, and the runbook now says to"
    " run `make migrate` only after `kubectl rollout status` reports ready. Please review before"
    " Friday; the request id was 7c1e9b2a-44d0-4f6b-9a8e-2f5d3c1b0a99.\n"
)
TEXT = (PARAGRAPH * (4096 // len(PARAGRAPH) + 1))[:4096]
GUARDS = {
    "guard off": {"descriptions": "off", "results": "off",
                  "secrets": {"arguments": "off", "results": "off"}},
    "guard on": {},  # the defaults
}


def start(directory: Path, name: str, content: dict[str, Any]) -> tuple[subprocess.Popen, int]:
    config = directory / f"{name.replace(' ', '_')}.json"
    server = {"command": sys.executable, "args": [str(ROOT / "bench" / "echo_server.py")]}
    if content:
        server["content"] = content
    config.write_text(json.dumps({"mcpServers": {"echo": server}}))
    port = free_port()
    command = [sys.executable, "-m", "toolvet", "serve", "--config", str(config),
               "--transport", "http", "--port", str(port), "--log-level", "warning"]
    log = (directory / f"{config.stem}.log").open("wb")
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, cwd=ROOT)
    wait_for_port(port, process)
    return process, port


def call(client: httpx.Client, port: int, number: int) -> float:
    body = {"jsonrpc": "2.0", "id": number, "method": "tools/call",
            "params": {"name": "echo", "arguments": {"text": TEXT}, "_meta": META}}
    started = time.perf_counter()
    response = client.post(f"http://127.0.0.1:{port}/mcp", json=body, headers=HEADERS)
    elapsed = time.perf_counter() - started
    answer = response.json()
    result = answer.get("result")
    if result is None or result.get("isError") or result["content"][0]["text"] != TEXT:
        raise SystemExit(f"unexpected answer on port {port}: {str(answer)[:300]}")
    return elapsed


def wait_ready(client: httpx.Client, port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            call(client, port, 0)
            return
        except (SystemExit, httpx.HTTPError, KeyError, ValueError):
            time.sleep(0.2)
    raise SystemExit(f"toolvet on port {port} did not serve the echo tool")


def measure(rounds: int, per_round: int) -> dict[str, dict[str, Any]]:
    latencies: dict[str, list[float]] = {name: [] for name in GUARDS}
    cpu: dict[str, list[float]] = {name: [] for name in GUARDS}  # per round
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        running = {name: start(directory, name, content) for name, content in GUARDS.items()}
        try:
            with httpx.Client(timeout=30) as client:
                for _, port in running.values():
                    wait_ready(client, port)
                    for number in range(50):  # warm up
                        call(client, port, number)
                for _ in range(rounds):
                    for name, (process, port) in running.items():
                        before = cpu_seconds(process.pid)
                        latencies[name] += [call(client, port, n) for n in range(per_round)]
                        cpu[name].append(cpu_seconds(process.pid) - before)
        finally:
            for process, _ in running.values():
                process.terminate()
                process.wait(timeout=30)
    calls = rounds * per_round
    return {
        name: {
            "p50_ms": statistics.median(values) * 1e3,
            "p99_ms": sorted(values)[int(len(values) * 0.99) - 1] * 1e3,
            "cpu_us": sum(cpu[name]) / calls * 1e6,
            # the guard's added CPU per call in each round (the proxies take turns within one)
            "added_us": [(on - off) / per_round * 1e6
                         for on, off in zip(cpu["guard on"], cpu["guard off"], strict=True)],
        }
        for name, values in latencies.items()
    }


def in_process(rounds: int = 7, per_round: int = 300) -> None:
    """CPU of the guard's scans of TEXT in this process: the result's instruction scan (with and
    without its learned stage, in alternate rounds), and the secrets search the arguments and the
    result each get (least and median of `rounds`)."""
    from toolvet.content import find_secrets, scan_result
    from toolvet.content._learned import rules_only

    def rules_alone(text: str) -> object:
        with rules_only():
            return scan_result(text)

    scans = {"scan_result (instructions, hidden text, payloads)": scan_result,
             "scan_result without its learned stage": rules_alone,
             "find_secrets (each of arguments and result)": find_secrets}
    print(f"\n== the guard's scans of the {len(TEXT)}-byte text, in process"
          f" (CPU per scan, {rounds} rounds x {per_round})")
    figures: dict[str, list[float]] = {name: [] for name in scans}
    for scan in scans.values():
        scan(TEXT)  # compiles or loads the rules
    for _ in range(rounds):
        for name, scan in scans.items():
            started = time.process_time()
            for _ in range(per_round):
                scan(TEXT)
            figures[name].append((time.process_time() - started) / per_round * 1e6)
    for name, found in figures.items():
        print(f"{name:52} least {min(found):6.1f} us, median {statistics.median(found):6.1f}"
              f" us, most {max(found):6.1f} us")


def steps_in_process(rounds: int = 7, per_round: int = 1000) -> None:
    """CPU per call of a pipeline with the guard's steps (the defaults) against one without,
    in this process: a call with TEXT as its argument, answered with TEXT as its result (what
    the steps cost around the scans, and the scans, with warm caches)."""
    import asyncio

    from toolvet.cache import SchemaCache
    from toolvet.config import Limits, parse_config
    from toolvet.pipeline import Call, ContentGuard, Pipeline, call_steps, content_of, sent

    echo = {"name": "echo", "inputSchema": {"type": "object", "required": ["text"],
                                            "properties": {"text": {"type": "string"}}}}
    cache = SchemaCache()
    cache.update("echo", [echo])

    class Unrecorded:
        def record(self, *_: Any) -> None: ...
        def failed(self, *_: Any) -> None: ...

    async def echoed(call: Call) -> Any:
        text = call.arguments_to_send["text"]
        answer = {"content": [{"type": "text", "text": text}], "isError": False}
        if await call.answered_awaited(answer) is not answer:
            raise SystemExit("the guard changed a benign result")
        return sent(call)

    def pipeline(content: dict[str, Any]) -> tuple[Pipeline, Any]:
        server: dict[str, Any] = {"command": "echo", "content": content}
        config = parse_config({"mcpServers": {"echo": server}}).servers["echo"]
        guard = ContentGuard(content_of({"echo": config}.get))
        built = Pipeline(call_steps(Limits(), Unrecorded(), content=guard), echoed)
        return built, config.validation

    async def per_call(built: Pipeline, policy: Any) -> float:
        started = time.process_time()
        for _ in range(per_round):
            await built.run(Call("echo", "echo", "echo", {"text": TEXT},
                                 cache.get("echo", "echo"), policy))
        return (time.process_time() - started) / per_round * 1e6

    async def measured() -> dict[str, list[float]]:
        built = {name: pipeline(content) for name, content in GUARDS.items()}
        figures: dict[str, list[float]] = {name: [] for name in built}
        for steps, policy in built.values():
            await per_call(steps, policy)  # warm up
        for _ in range(rounds):
            for name, (steps, policy) in built.items():
                figures[name].append(await per_call(steps, policy))
        return figures

    figures = asyncio.run(measured())
    print(f"\n== the pipeline's steps, in process (CPU per call, {rounds} rounds x {per_round})")
    for name, values in figures.items():
        print(f"{name:12} least {min(values):6.1f} us, median {statistics.median(values):6.1f} us")
    added = [on - off for on, off in zip(figures["guard on"], figures["guard off"], strict=True)]
    print(f"the guard's steps add: least {min(added):5.1f} us, median"
          f" {statistics.median(added):5.1f} us, most {max(added):5.1f} us per call")


def report(figures: dict[str, dict[str, Any]], rounds: int, per_round: int) -> None:
    print(f"\n== content guard: a proxied tools/call with a {len(TEXT)}-byte argument and result"
          f" ({rounds} rounds x {per_round} calls each, interleaved; CPU of the toolvet process)")
    print(f"{'':12} {'p50 ms':>8} {'p99 ms':>8} {'CPU us/call':>12}")
    for name, row in figures.items():
        print(f"{name:12} {row['p50_ms']:8.3f} {row['p99_ms']:8.3f} {row['cpu_us']:12.1f}")
    off, on = figures["guard off"], figures["guard on"]
    print(f"guard on / off: latency p50 x{on['p50_ms'] / off['p50_ms']:.3f},"
          f" CPU +{on['cpu_us'] - off['cpu_us']:.1f} us per call"
          f" (x{on['cpu_us'] / off['cpu_us']:.3f}); per round: median"
          f" +{statistics.median(on['added_us']):.1f}, least +{min(on['added_us']):.1f},"
          f" most +{max(on['added_us']):.1f} us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--per-round", type=int, default=100)
    options = parser.parse_args()
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    sys.path.insert(0, str(ROOT))
    in_process()
    steps_in_process()
    report(measure(options.rounds, options.per_round), options.rounds, options.per_round)


if __name__ == "__main__":
    main()
