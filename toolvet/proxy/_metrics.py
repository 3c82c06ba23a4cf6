"""Prometheus metrics: what happened to each tools/call, how long upstreams took, upstream states."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
_OVERHEAD_BUCKETS = (
    0.00001,
    0.000025,
    0.00005,
    0.0001,
    0.00025,
    0.0005,
    0.001,
    0.0025,
    0.005,
    0.01,
)


class _UpstreamStates(Collector):
    """Upstream state and restarts, read from the proxy at scrape time."""

    def __init__(self, status: Callable[[], dict[str, dict[str, Any]]]) -> None:
        self._status = status

    def collect(self) -> Iterator[GaugeMetricFamily]:
        up = GaugeMetricFamily(
            "toolvet_upstream_up",
            "1 when the upstream server is connected and ready",
            labels=["server"],
        )
        restarts = GaugeMetricFamily(
            "toolvet_upstream_restarts", "Times the upstream was started again", labels=["server"]
        )
        tools = GaugeMetricFamily(
            "toolvet_upstream_tools", "Tools the upstream lists", labels=["server"]
        )
        for server, status in self._status().items():
            up.add_metric([server], 1.0 if status["state"] == "ready" else 0.0)
            restarts.add_metric([server], float(status["restarts"]))
            tools.add_metric([server], float(status["tools"]))
        yield up
        yield restarts
        yield tools


class Metrics:
    """Counters and histograms of the proxy, in a registry of their own."""

    def __init__(self, status: Callable[[], dict[str, dict[str, Any]]]) -> None:
        self.registry = CollectorRegistry()
        self.calls = Counter(
            "toolvet_tool_calls",
            "tools/call requests by what toolvet did: forwarded, repaired, rejected, limit, blocked, "
            "unknown_tool, unavailable",
            ["server", "tool", "outcome"],
            registry=self.registry,
        )
        self.issues = Counter(
            "toolvet_validation_issues",
            "Issues found in rejected calls, by code",
            ["server", "tool", "code"],
            registry=self.registry,
        )
        self.repairs = Counter(
            "toolvet_repairs",
            "Repairs made to forwarded calls, by code",
            ["server", "tool", "code"],
            registry=self.registry,
        )
        self.failures = Counter(
            "toolvet_upstream_failures",
            "Forwarded calls the upstream did not answer with a result: timeout, unavailable, error",
            ["server", "kind"],
            registry=self.registry,
        )
        self.upstream_latency = Histogram(
            "toolvet_upstream_latency_seconds",
            "From forwarding a tools/call to its answer",
            ["server"],
            buckets=_LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.overhead = Histogram(
            "toolvet_proxy_overhead_seconds",
            "Time toolvet spends on a tools/call before forwarding it (lookup, limits, validation)",
            buckets=_OVERHEAD_BUCKETS,
            registry=self.registry,
        )
        self.registry.register(_UpstreamStates(status))
        # `labels()` takes a lock and builds its key on every call; each call on the hot path
        # looks its children up here instead.
        self._children: dict[tuple[Any, ...], Any] = {}

    def _child(self, metric: Any, *labels: str) -> Any:
        key = (metric, *labels)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*labels)
        return child

    def outcome(self, server: str, tool: str, outcome: str) -> None:
        self._child(self.calls, server, tool, outcome).inc()

    def rejected(self, server: str, tool: str, codes: Iterable[str]) -> None:
        self.outcome(server, tool, "rejected")
        for code in codes:
            self._child(self.issues, server, tool, code).inc()

    def repaired(self, server: str, tool: str, codes: Iterable[str]) -> None:
        for code in codes:
            self._child(self.repairs, server, tool, code).inc()

    def answered(self, server: str, seconds: float) -> None:
        self._child(self.upstream_latency, server).observe(seconds)

    def failed(self, server: str, kind: str) -> None:
        self._child(self.failures, server, kind).inc()

    def exposition(self) -> bytes:
        return generate_latest(self.registry)
