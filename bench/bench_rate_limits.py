"""What a rate-limit check costs per `tools/call`: no limits, the memory store, and Redis (a real
redis-server on loopback TCP, started here), side by side in one run.

Each variant is toolvet's own call pipeline (`call_steps`, as the proxy and `load_tools` build
it) over a terminal that answers at once, so what differs is the rate-limit step alone. The
calls carry one of 100 callers' identities, under the issue's three rules (per caller on every
tool, per caller on billing-like tools, per server), with limits high enough that every call is
allowed (a refused call costs less: nothing is written). The variants run interleaved, round by
round, on one event loop (uvloop, as `toolvet serve`). Prints each one's latency (p50, p99) and
CPU per call (this process, and redis-server's, from /proc/PID/task/*/schedstat), and each
store's cost beside no limits.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _ports import free_port  # noqa: E402
from _proc import cpu_seconds  # noqa: E402

from tests.redis_server import RedisServer  # noqa: E402
from toolvet.cache import SchemaCache  # noqa: E402
from toolvet.config import Limits, RateLimits, ValidationPolicy  # noqa: E402
from toolvet.pipeline import (  # noqa: E402
    Call,
    CallResult,
    MemoryStore,
    Pipeline,
    RedisStore,
    call_steps,
    rate_limit_step,
    sent,
)

RULES = [
    {"tools": ["*"], "per": "caller", "limit": "1000000/second"},
    {"tools": ["notes/search*"], "per": "caller", "limit": "1000000/minute"},
    {"tools": ["notes/*"], "per": "server", "limit": "1000000/second"},
]
TOOL = {
    "name": "search",
    "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}},
}
CALLERS = 100


@dataclass(frozen=True)
class Caller:
    subject: str
    client_id: str | None = None

    def audit_fields(self) -> dict[str, Any]:
        return {"caller": self.subject}


class Discard:
    def record(self, call: Call, result: CallResult) -> None:
        pass

    def failed(self, call: Call, kind: str, message: str) -> None:
        pass


async def answer(call: Call) -> CallResult:
    return sent(call)


@dataclass
class Variant:
    name: str
    pipeline: Pipeline
    latencies: list[float]
    cpu: float = 0.0
    redis_cpu: float = 0.0
    calls: int = 0


def variant(name: str, store: Any) -> Variant:
    step = rate_limit_step(RateLimits(rules=RULES), store) if store is not None else None
    steps = call_steps(Limits(), Discard(), rate_limits=step)
    return Variant(name, Pipeline(steps, answer), [])


async def run_round(v: Variant, calls: list[Call], redis_pid: int | None) -> None:
    pid = os.getpid()
    cpu, redis = cpu_seconds(pid), cpu_seconds(redis_pid) if redis_pid else 0.0
    clock = time.perf_counter
    for call in calls:
        started = clock()
        result = await v.pipeline.run(call)
        v.latencies.append(clock() - started)
        assert result.forwarded, result.message
    v.cpu += cpu_seconds(pid) - cpu
    if redis_pid:
        v.redis_cpu += cpu_seconds(redis_pid) - redis
    v.calls += len(calls)


async def bench(rounds: int, per_round: int) -> None:
    cache = SchemaCache()
    cache.update("notes", [TOOL])
    entry = cache.get("notes", "search")
    calls = [
        Call("notes", "search", "search", {"query": "x"}, entry, ValidationPolicy(mode="off"))
        for _ in range(per_round)
    ]
    for n, call in enumerate(calls):
        call.caller = Caller(f"caller-{n % CALLERS}")
    server = RedisServer(port=free_port()).start()
    assert server.process is not None
    redis = RedisStore(server.url, prefix="bench:rl:", timeout=1.0)
    variants = [
        variant("no limits", None),
        variant("memory", MemoryStore()),
        variant("redis", redis),
    ]
    try:
        for v in variants:  # warm up: connections, caches, the script loaded
            await run_round(v, calls[:200], None)
            v.latencies.clear()
            v.cpu = v.calls = 0
        for _ in range(rounds):
            for v in variants:
                pid = server.process.pid if v.name == "redis" else None
                await run_round(v, calls, pid)
    finally:
        await redis.aclose()
        server.close()
    report(variants, rounds, per_round)


def report(variants: list[Variant], rounds: int, per_round: int) -> None:
    print(
        f"rate-limit check per tools/call: {len(RULES)} rules, {CALLERS} callers,"
        f" {rounds} rounds x {per_round} calls per variant, interleaved"
    )
    print(f"{'variant':<10} {'p50 µs':>8} {'p99 µs':>8} {'CPU µs/call':>12} {'redis CPU µs':>13}")
    base = variants[0]
    base_p50 = statistics.median(base.latencies)
    base_cpu = base.cpu / base.calls
    for v in variants:
        cuts = statistics.quantiles(v.latencies, n=100)
        p50, p99 = statistics.median(v.latencies), cuts[98]
        cpu = v.cpu / v.calls
        redis = f"{v.redis_cpu / v.calls * 1e6:13.1f}" if v.name == "redis" else f"{'':>13}"
        print(f"{v.name:<10} {p50 * 1e6:8.1f} {p99 * 1e6:8.1f} {cpu * 1e6:12.1f} {redis}")
    for v in variants[1:]:
        p50 = statistics.median(v.latencies)
        cpu = v.cpu / v.calls
        print(
            f"{v.name} vs no limits: p50 {p50 / base_p50:.2f}x (+{(p50 - base_p50) * 1e6:.1f} µs),"
            f" CPU {cpu / base_cpu:.2f}x (+{(cpu - base_cpu) * 1e6:.1f} µs per call)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--calls", type=int, default=2000, help="calls per round and variant")
    options = parser.parse_args()
    try:
        import uvloop
    except ImportError:
        asyncio.run(bench(options.rounds, options.calls))
    else:
        uvloop.run(bench(options.rounds, options.calls))


if __name__ == "__main__":
    main()
