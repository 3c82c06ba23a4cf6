"""What the content guard costs a proxied call: `toolvet serve` with the guard off against the
guard on (the defaults: definitions withheld, results scanned, secrets in arguments blocked and
in results redacted), side by side in one run.

Each proxy fronts bench/echo_server.py over stdio and is called over HTTP (2026-07-28 requests,
one POST each, from one client), two kinds of call in turns: the echo tool returning its ~4 KB
argument (the guard scans ~4 KB of arguments for secrets, and a ~4 KB result for injected
instructions and secrets), and the same ~4 KB result from a short argument (`length`: what
scanning a 4 KB result costs, issue 29's goal). The proxies are called in turns, round by round.
Prints latency (p50, p99) per call and the toolvet process's CPU per call (from
/proc/PID/task/*/schedstat), and the guard's added cost per round (median, least, most);
first, what the guard's scans of that text cost in process (the engine alone), and what the
guard's steps add to a pipeline's call in process (the scans with the steps around them).
`--revision REV` adds a proxy with the guard on running REV's `toolvet` (exported with
`git archive`): the guard before and after a change, in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
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


# The two kinds of call, and their arguments: the 4 KB text echoed, or a short one repeated
# up to 4 KB (`length`): both answered with TEXT.
CASES = {
    "4 KB arguments and result": {"text": TEXT},
    "4 KB result only": {"text": PARAGRAPH, "length": len(TEXT)},
}


def start(directory: Path, name: str, content: dict[str, Any],
          package: Path = ROOT) -> tuple[subprocess.Popen, int]:
    """`toolvet serve` fronting the echo server, from `package` (a folder holding `toolvet`)."""
    config = directory / f"{name.replace(' ', '_')}.json"
    server = {"command": sys.executable, "args": [str(ROOT / "bench" / "echo_server.py")]}
    if content:
        server["content"] = content
    config.write_text(json.dumps({"mcpServers": {"echo": server}}))
    port = free_port()
    # toolvet, with the guard's own CPU per call timed inside it (bench/_timed_guard.py)
    command = [sys.executable, str(ROOT / "bench" / "_timed_guard.py"), "serve", "--config",
               str(config), "--transport", "http", "--port", str(port), "--log-level", "warning"]
    log = (directory / f"{config.stem}.log").open("wb")
    environment = {**os.environ, "PYTHONPATH": str(package),
                   "TOOLVET_GUARD_TIMES": str(directory / f"{config.stem}.times.json")}
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, cwd=package,
                               env=environment)
    wait_for_port(port, process)
    return process, port


def call(client: httpx.Client, port: int, number: int, arguments: dict[str, Any]) -> float:
    body = {"jsonrpc": "2.0", "id": number, "method": "tools/call",
            "params": {"name": "echo", "arguments": arguments, "_meta": META}}
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
            call(client, port, 0, CASES["4 KB arguments and result"])
            return
        except (SystemExit, httpx.HTTPError, KeyError, ValueError):
            time.sleep(0.2)
    raise SystemExit(f"toolvet on port {port} did not serve the echo tool")


def exported(revision: str, folder: Path) -> Path:
    """`toolvet` as it is at `revision`, in `folder`."""
    folder.mkdir()
    archive = subprocess.run(["git", "archive", revision, "toolvet"], cwd=ROOT,
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


Figures = dict[str, dict[str, dict[str, Any]]]  # case -> proxy -> figures


_KINDS = {"4 KB arguments and result": "arguments and result",
          "4 KB result only": "result only"}  # as bench/_timed_guard.py names them


def _inside(parts: dict[str, list[int]], calls: int) -> dict[str, list[float]]:
    """The guard's CPU per call inside the proxy, in microseconds, for the last `calls` calls
    (after the warm-up): its check of the arguments, its look at the result, and both."""
    figures = {part: [ns / 1e3 for ns in values[-calls:]] for part, values in parts.items()
               if ":" not in part}
    if len(figures) == 2:
        figures["both"] = [a + b for a, b in zip(*figures.values(), strict=True)]
    return figures


def _times_inside(process: subprocess.Popen, path: Path) -> dict[str, dict[str, list[int]]]:
    """What bench/_timed_guard.py measured in `process`, which it writes to `path` on SIGUSR1."""
    process.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 30
    while not path.exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"toolvet (pid {process.pid}) did not write {path}")
        time.sleep(0.05)
    times: dict[str, dict[str, list[int]]] = json.loads(path.read_text())
    return times


def measure(rounds: int, per_round: int, revision: str | None = None) -> Figures:
    proxies = {name: (content, ROOT) for name, content in GUARDS.items()}
    latencies: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}  # per round
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        if revision is not None:
            package = exported(revision, directory / "revision")
            proxies[f"guard on at {re.sub(r'[^A-Za-z0-9._~-]', '_', revision)}"] = ({}, package)
        running = {name: start(directory, name, content, package)
                   for name, (content, package) in proxies.items()}
        try:
            with httpx.Client(timeout=30) as client:
                for _, port in running.values():
                    wait_ready(client, port)
                    for number in range(50):  # warm up
                        for arguments in CASES.values():
                            call(client, port, number, arguments)
                for _ in range(rounds):
                    for case, arguments in CASES.items():
                        for name, (process, port) in running.items():
                            before = cpu_seconds(process.pid)
                            latencies.setdefault((case, name), []).extend(
                                call(client, port, n, arguments) for n in range(per_round))
                            cpu.setdefault((case, name), []).append(
                                cpu_seconds(process.pid) - before)
            inside = {name: _times_inside(process, directory / f"{name.replace(' ', '_')}"
                                                    ".times.json")
                      for name, (process, _) in running.items()}
        finally:
            for process, _ in running.values():
                process.terminate()
                process.wait(timeout=30)
    calls = rounds * per_round
    return {
        case: {
            name: {
                "p50_ms": statistics.median(latencies[case, name]) * 1e3,
                "p99_ms": sorted(latencies[case, name])[int(calls * 0.99) - 1] * 1e3,
                "cpu_us": sum(cpu[case, name]) / calls * 1e6,
                # the guard's added CPU per call in each round (the proxies take turns in one)
                "added_us": [(on - off) / per_round * 1e6
                             for on, off in zip(cpu[case, name], cpu[case, "guard off"],
                                                strict=True)],
                "inside_us": _inside(inside[name].get(_KINDS[case], {}), calls),
                "inside_parts": {part: total for part, total
                                 in inside[name].get(_KINDS[case], {}).items() if ":" in part},
                # how many calls the parts' totals are of (the warm-up's with the rounds')
                "inside_calls": len(inside[name].get(_KINDS[case], {}).get("arguments", [])),
            }
            for name in running
        }
        for case in CASES
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


def report(figures: Figures, rounds: int, per_round: int) -> None:
    for case, rows in figures.items():
        print(f"\n== content guard: a proxied tools/call, {case} ({len(TEXT)} bytes;"
              f" {rounds} rounds x {per_round} calls each, interleaved; CPU of the toolvet"
              " process)")
        print(f"{'':24} {'p50 ms':>8} {'p99 ms':>8} {'CPU us/call':>12}   guard's added CPU"
              " per call and round: median (least, most)")
        off = rows["guard off"]
        for name, row in rows.items():
            added = "" if row is off else (
                f"   +{statistics.median(row['added_us']):.1f} us ({min(row['added_us']):+.1f},"
                f" {max(row['added_us']):+.1f}); latency p50 x{row['p50_ms'] / off['p50_ms']:.3f}")
            print(f"{name:24} {row['p50_ms']:8.3f} {row['p99_ms']:8.3f} {row['cpu_us']:12.1f}"
                  + added)
        print("the guard's own CPU per call, timed inside each proxy (thread CPU): median"
              " (10th, 90th percentile)")
        for name, row in rows.items():
            parts = ", ".join(f"{part} {_percentiles(values)}"
                              for part, values in row["inside_us"].items())
            print(f"{name:24} {parts}")
            calls = row["inside_calls"]
            engine = [f"{part} {total[0] / 1e3 / calls:.1f}" for part, total in
                      row["inside_parts"].items() if calls]  # fmt: skip
            if engine:
                print(f"{'':24} of which, per call (mean, with the warm-up): {', '.join(engine)} us")


def _percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    tenth, ninetieth = ordered[len(ordered) // 10], ordered[len(ordered) * 9 // 10]
    return f"{statistics.median(ordered):.1f} us ({tenth:.1f}, {ninetieth:.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--per-round", type=int, default=100)
    parser.add_argument("--revision", help="also run the guard on as it is at this git revision")
    parser.add_argument("--proxy-only", action="store_true", help="skip the in-process figures")
    parser.add_argument("--parts", choices=("once", "again"),
                        help="time the engine's parts inside the proxies too (adds the timers'"
                        " CPU); `again`: and each part again right after, with warm caches")
    options = parser.parse_args()
    if options.parts:
        os.environ["TOOLVET_GUARD_PARTS"] = options.parts
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    sys.path.insert(0, str(ROOT))
    if not options.proxy_only:
        in_process()
        steps_in_process()
    figures = measure(options.rounds, options.per_round, options.revision)
    report(figures, options.rounds, options.per_round)


if __name__ == "__main__":
    main()
