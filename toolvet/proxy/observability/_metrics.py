"""Prometheus metrics: what happened to each tools/call, how long upstreams took, upstream states.

Every call records a few counts and timings on the proxy's hot path. prometheus-client's own
`Counter` and `Histogram` take a lock per update and look their labels up each time; the proxy runs
on one event loop, so it keeps plain counts here and hands them to prometheus-client as metric
families when `/metrics` is read.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

from toolvet.proxy.observability._reloads import RESULTS, ReloadStatus

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
UNKNOWN_TOOL = "(unknown)"
"""The `tool` label of calls to a tool that does not exist: one series for every name a client
makes up, never a series per name."""
_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
# How many tools a search_tools call returned (its limit is at most 20).
_SEARCH_RESULT_BUCKETS = (0, 1, 2, 3, 5, 10, 20)
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


class _Histogram:
    """Observations counted into buckets (a bucket's upper bound is inclusive, as Prometheus says)."""

    def __init__(self, bounds: tuple[float, ...]) -> None:
        self.bounds = bounds
        self.counts = [0] * (len(bounds) + 1)  # the last one is +Inf
        self.sum = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect_left(self.bounds, value)] += 1
        self.sum += value

    def cumulative(self) -> list[tuple[str, float]]:
        buckets, total = [], 0
        for bound, count in zip((*self.bounds, float("inf")), self.counts, strict=True):
            total += count
            buckets.append((floatToGoString(bound), float(total)))
        return buckets


class Metrics:
    """Counters and histograms of the proxy, exposed from a registry of their own."""

    def __init__(
        self,
        status: Callable[[], dict[str, dict[str, Any]]],
        sessions: Callable[[], int] = lambda: 0,
        reloads: ReloadStatus | None = None,
    ) -> None:
        self.sessions = sessions
        self.reloads = reloads if reloads is not None else ReloadStatus()
        """The config served and its reloads (the proxy's)."""
        self.sessions_refused = 0
        self.caller_sessions_refused = 0
        self.auth_refusals: Counter[str] = Counter()
        """Requests refused for who sent them, by reason (no_token, invalid_token, ...)."""
        self.access_denied: Counter[str] = Counter()
        """Calls refused because the caller has no access to the tool, by server."""
        self.invalid_messages: Counter[str] = Counter()
        """Messages from clients refused at the wire, by kind (not_json, too_deep, ...)."""
        self.internal_errors = 0
        self.rate_limit_store_errors: Counter[str] = Counter()
        """Checks the rate-limit store (Redis) did not answer, by kind (timeout, connection, error)."""
        self.calls: Counter[tuple[str, str, str]] = Counter()
        self.endpoint_calls: Counter[tuple[str, str]] = Counter()
        """tools/call outcomes by endpoint (`proxy.endpoints`, /mcp, stdio) and outcome."""
        self.issues: Counter[tuple[str, str, str]] = Counter()
        self.repairs: Counter[tuple[str, str, str]] = Counter()
        self.failures: Counter[tuple[str, str]] = Counter()
        self.drift: Counter[tuple[str, str, str]] = Counter()
        self.content: Counter[tuple[str, str, str]] = Counter()
        self.searches: Counter[tuple[str, str]] = Counter()
        self.search_results = _Histogram(_SEARCH_RESULT_BUCKETS)
        """The content guard's findings by surface, rule and action (bounded: the rules are
        toolvet's own)."""
        self.upstream_latency: dict[str, _Histogram] = {}
        self.overhead = _Histogram(_OVERHEAD_BUCKETS)
        self.registry = CollectorRegistry()
        self._families = _Families(self, status)
        self.registry.register(self._families)

    def outcome(self, server: str, tool: str, outcome: str) -> None:
        self.calls[server, tool, outcome] += 1

    def endpoint_outcome(self, endpoint: str, outcome: str) -> None:
        self.endpoint_calls[endpoint, outcome] += 1

    def rejected(self, server: str, tool: str, codes: Iterable[str]) -> None:
        self.outcome(server, tool, "rejected")
        for code in codes:
            self.issues[server, tool, code] += 1

    def repaired(self, server: str, tool: str, codes: Iterable[str]) -> None:
        for code in codes:
            self.repairs[server, tool, code] += 1

    def answered(self, server: str, seconds: float) -> None:
        histogram = self.upstream_latency.get(server)
        if histogram is None:
            histogram = self.upstream_latency[server] = _Histogram(_LATENCY_BUCKETS)
        histogram.observe(seconds)

    def failed(self, server: str, kind: str) -> None:
        self.failures[server, kind] += 1

    def auth_refused(self, reason: str) -> None:
        self.auth_refusals[reason] += 1

    def denied(self, server: str) -> None:
        self.access_denied[server] += 1

    def invalid_message(self, kind: str) -> None:
        """A client's message refused at the wire (an upstream's are counted in its status)."""
        self.invalid_messages[kind] += 1

    def rate_limit_store_error(self, kind: str) -> None:
        self.rate_limit_store_errors[kind] += 1

    def drifted(self, server: str, tool: str, change: str) -> None:
        self.drift[server, tool, change] += 1

    def content_found(self, surface: str, rules: Iterable[str], action: str) -> None:
        for rule in rules:
            self.content[surface, rule, action] += 1

    def searched(self, endpoint: str, outcome: str, results: int) -> None:
        """A search_tools call at `endpoint` (`outcome`: found, none, or rejected when its
        arguments were refused) and how many tools it returned (a refused one not observed)."""
        self.searches[endpoint, outcome] += 1
        if outcome != "rejected":
            self.search_results.observe(results)

    def exposition(self) -> bytes:
        return generate_latest(self.registry)

    def families(self) -> Iterator[tuple[str, str, str, list[tuple[dict[str, str], float]]]]:
        """Every family as (name, type, help, [(labels, value)]): what OpenTelemetry exports of
        the same counts (histograms have their own instruments there)."""
        for family in self._families.collect():
            samples = [(dict(s.labels), float(s.value)) for s in family.samples]
            yield family.name, family.type, family.documentation, samples


class _Families(Collector):
    """The proxy's metrics as Prometheus metric families, built when they are scraped."""

    def __init__(self, metrics: Metrics, status: Callable[[], dict[str, dict[str, Any]]]) -> None:
        self._metrics = metrics
        self._status = status

    def collect(self) -> Iterator[Any]:
        yield from _call_families(self._metrics)
        yield from _upstream_states(self._status())
        yield from _client_families(self._metrics)
        yield from _config_families(self._metrics.reloads)


def _call_families(m: Metrics) -> Iterator[Any]:
    """What became of tools/call requests, and how long they took."""
    yield _counter(
        "toolvet_tool_calls",
        "tools/call requests by what toolvet did: accepted, repaired, warned, rejected, limited, "
        'rate_limited, blocked, withheld, denied, unknown_tool (all under tool="(unknown)"), unavailable, failed',
        ["server", "tool", "outcome"],
        m.calls,
    )
    yield _counter(
        "toolvet_endpoint_calls",
        "tools/call requests by the endpoint they came to (/mcp, a path of proxy.endpoints, or"
        " stdio) and outcome",
        ["endpoint", "outcome"],
        m.endpoint_calls,
    )
    yield _counter(
        "toolvet_validation_issues",
        "Issues found in rejected calls, by code",
        ["server", "tool", "code"],
        m.issues,
    )
    yield _counter(
        "toolvet_repairs",
        "Repairs made to forwarded calls, by code",
        ["server", "tool", "code"],
        m.repairs,
    )
    yield _counter(
        "toolvet_upstream_failures",
        "Forwarded calls the upstream did not answer with a result: timeout, unavailable, error",
        ["server", "kind"],
        m.failures,
    )
    yield _counter(
        "toolvet_lock_drift",
        "Tool definitions found to differ from the lock file: changed, added or removed",
        ["server", "tool", "change"],
        m.drift,
    )
    yield _counter(
        "toolvet_content_findings",
        "What the content guard found, by surface (definition, arguments, result, resource),"
        " rule and action (withheld, blocked, redacted, warned)",
        ["surface", "rule", "action"],
        m.content,
    )
    yield _counter(
        "toolvet_tool_searches",
        "search_tools calls (tool search) by endpoint and outcome: found (one tool or more), none"
        " (no tool matched), rejected (its arguments refused)",
        ["endpoint", "outcome"],
        m.searches,
    )
    yield HistogramMetricFamily(
        "toolvet_tool_search_results",
        "How many tools each search_tools call returned (the refused ones not counted)",
        buckets=m.search_results.cumulative(),
        sum_value=m.search_results.sum,
    )
    latency = HistogramMetricFamily(
        "toolvet_upstream_latency_seconds",
        "From forwarding a tools/call to its answer",
        labels=["server"],
    )
    for server, histogram in sorted(m.upstream_latency.items()):
        latency.add_metric([server], histogram.cumulative(), histogram.sum)
    yield latency
    yield HistogramMetricFamily(
        "toolvet_proxy_overhead_seconds",
        "Time toolvet spends on a tools/call before forwarding it (lookup, limits, validation)",
        buckets=m.overhead.cumulative(),
        sum_value=m.overhead.sum,
    )


def _client_families(m: Metrics) -> Iterator[Any]:
    """Client sessions, and what was refused at the front door or failed inside toolvet."""
    yield GaugeMetricFamily(
        "toolvet_client_sessions",
        "Client sessions open now (stdio and HTTP legacy era)",
        value=float(m.sessions()),
    )
    yield CounterMetricFamily(
        "toolvet_client_sessions_refused",
        "New HTTP sessions refused with 503 because proxy.http.max_sessions were open",
        value=float(m.sessions_refused),
    )
    yield CounterMetricFamily(
        "toolvet_caller_sessions_refused",
        "New HTTP sessions refused with 429 because their caller had"
        " proxy.http.max_sessions_per_caller open",
        value=float(m.caller_sessions_refused),
    )
    yield _counter(
        "toolvet_client_invalid_messages",
        "Messages from clients refused at the wire: not_json, not_jsonrpc, too_large, "
        "too_deep, number",
        ["kind"],
        m.invalid_messages,
    )
    yield _counter(
        "toolvet_auth_refusals",
        "HTTP requests refused for who sent them: no_token, invalid_request, invalid_token,"
        " insufficient_scope, another_callers_session, keys_unavailable",
        ["reason"],
        m.auth_refusals,
    )
    yield _counter(
        "toolvet_access_denied",
        "Calls and reads refused because the caller has no access rule for them",
        ["server"],
        m.access_denied,
    )
    yield _counter(
        "toolvet_rate_limit_store_errors",
        "Rate-limit checks the store (Redis) did not answer in time: timeout, connection, error"
        " (calls went on or were refused as proxy.rate_limits.on_store_error says)",
        ["kind"],
        m.rate_limit_store_errors,
    )
    yield CounterMetricFamily(
        "toolvet_internal_errors",
        "Messages toolvet failed to serve (a bug: answered with -32603, logged)",
        value=float(m.internal_errors),
    )


def _config_families(reloads: ReloadStatus) -> Iterator[Any]:
    """The config served, and what became of the reloads (SIGHUP, or the file watched)."""
    yield GaugeMetricFamily(
        "toolvet_config_generation",
        "The generation of the config served: 1 as started, one more for each reload applied",
        value=float(reloads.generation),
    )
    yield GaugeMetricFamily(
        "toolvet_config_loaded_timestamp_seconds",
        "When the config served was loaded (seconds since the epoch)",
        value=reloads.loaded_at,
    )
    family = CounterMetricFamily(
        "toolvet_config_reloads",
        "Reloads of the config file by result: applied, unchanged (the files hold what is"
        " served), refused (the new config did not load; the old one serves on)",
        labels=["result"],
    )
    for result in RESULTS:
        family.add_metric([result], float(reloads.results[result]))
    yield family


def _counter(
    name: str, documentation: str, labels: list[str], counts: Counter[Any]
) -> CounterMetricFamily:
    """A counter family from counts keyed by label values (a tuple, or one label's value)."""
    family = CounterMetricFamily(name, documentation, labels=labels)
    for key, value in sorted(counts.items()):
        family.add_metric(list(key) if isinstance(key, tuple) else [key], float(value))
    return family


def _upstream_states(status: dict[str, dict[str, Any]]) -> Iterator[Metric]:
    """Upstream state, restarts and tool counts, read from the proxy at scrape time."""
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
    invalid = CounterMetricFamily(
        "toolvet_upstream_invalid_messages",
        "Messages from upstreams refused at the wire (not_json, not_jsonrpc, too_large, "
        "too_deep, number): the call they answer fails, the connection stays",
        labels=["server", "kind"],
    )
    for server, state in status.items():
        up.add_metric([server], 1.0 if state["state"] == "ready" else 0.0)
        restarts.add_metric([server], float(state["restarts"]))
        tools.add_metric([server], float(state["tools"]))
        for kind, count in sorted(state.get("invalid_messages", {}).items()):
            invalid.add_metric([server, kind], float(count))
    yield up
    yield restarts
    yield tools
    yield invalid
