"""deploy/grafana/toolvet-dashboard.json held against the /metrics of a real running toolvet."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp.shared.exceptions import McpError
from prometheus_client.parser import text_string_to_metric_families

from tests.proxy.support import MCP_HEADERS, REPO, HttpProxy, example_servers, http_connection
from toolvet.proxy.observability._metrics import Metrics

DASHBOARD = REPO / "deploy" / "grafana" / "toolvet-dashboard.json"
DATASOURCE = {"type": "prometheus", "uid": "${DS_PROMETHEUS}"}

# PromQL words that are not metric names: aggregations, set and grouping keywords.
KEYWORDS = frozenset(
    (
        *("sum", "min", "max", "avg", "group", "stddev", "stdvar", "count", "count_values"),
        *("bottomk", "topk", "quantile", "limitk", "limit_ratio", "atan2", "bool", "offset"),
        *("and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right"),
    )
)
IDENTIFIER = r"[a-zA-Z_:][a-zA-Z0-9_:]*"


# -- reading PromQL enough to find what it selects -------------------------------------------------


@dataclass
class Selector:
    metric: str
    labels: set[str] = field(default_factory=set)
    """The label names its matchers use ({server=~"$server"} -> {"server"})."""


@dataclass
class Query:
    expr: str
    selectors: list[Selector]
    grouping: set[str]
    """The labels of every by (...), without (...), on (...), ignoring (...) and group_*(...)."""


def parse_promql(expr: str) -> Query:
    """The metric selectors and grouping labels of a PromQL expression (Grafana's variables, like
    $server or $__rate_interval, only appear in strings and ranges, which are dropped)."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', expr)  # label values: strings, empty now
    selectors: list[Selector] = []

    def matchers(match: re.Match[str]) -> str:
        names = set(re.findall(rf"({IDENTIFIER})\s*(?:=~|!~|!=|=)", match.group(2)))
        selectors.append(Selector(match.group(1), names))
        return " "

    text = re.sub(rf"({IDENTIFIER})?\s*\{{([^}}]*)\}}", matchers, text)
    text = re.sub(r"\[[^\]]*\]", " ", text)  # ranges: [5m], [$__rate_interval]
    grouping: set[str] = set()

    def group(match: re.Match[str]) -> str:
        grouping.update(re.findall(IDENTIFIER, match.group(2)))
        return " "

    text = re.sub(r"\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)", group, text)
    for match in re.finditer(rf"(?<![\w.$])({IDENTIFIER})\b(?!\s*\()", text):
        if match.group(1) not in KEYWORDS and match.group(1).lower() not in ("inf", "nan"):
            selectors.append(Selector(match.group(1)))
    unnamed = [s for s in selectors if s.metric is None]
    assert not unnamed, f"a selector without a metric name in {expr!r}"
    return Query(expr, selectors, grouping)


def test_the_promql_reader_finds_names_matchers_and_grouping():
    query = parse_promql(
        'histogram_quantile(0.95, sum by (le, server) (rate(a_seconds_bucket{server=~"$server",'
        ' tool!="x"}[$__rate_interval]))) / on (server) group_left (tool) b_total > 1e-05'
        " or sum without(code) (increase(c_total[1h] offset 5m)) and bool up"
    )
    assert [(s.metric, s.labels) for s in query.selectors] == [
        ("a_seconds_bucket", {"server", "tool"}),
        ("b_total", set()),
        ("c_total", set()),
        ("up", set()),
    ]
    assert query.grouping == {"le", "server", "tool", "code"}


# -- the dashboard ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def dashboard() -> dict[str, Any]:
    return json.loads(DASHBOARD.read_text(encoding="utf-8"))


def panels(dashboard: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every panel that shows data (rows hold panels, they show none), nested ones included."""
    for panel in dashboard["panels"]:
        if panel["type"] == "row":
            yield from panel.get("panels", [])
        else:
            yield panel


def queries(dashboard: dict[str, Any]) -> Iterator[tuple[str, Query]]:
    """(where, query) for each target's expr and each variable's label_values(...)."""
    for panel in panels(dashboard):
        for target in panel["targets"]:
            yield f"panel {panel['title']!r} {target['refId']}", parse_promql(target["expr"])
    for variable in dashboard["templating"]["list"]:
        match = re.fullmatch(rf"label_values\((.*),\s*({IDENTIFIER})\)", variable["definition"])
        assert match, f"variable {variable['name']}: {variable['definition']!r}"
        query = parse_promql(match.group(1))
        query.grouping.add(match.group(2))  # the label whose values it lists must be there
        yield f"variable {variable['name']!r}", query


def test_the_dashboard_is_an_importable_model_over_one_prometheus_input(dashboard: dict[str, Any]):
    assert dashboard["schemaVersion"] >= 36
    assert dashboard["uid"] and dashboard["title"]
    [source] = dashboard["__inputs"]
    assert (source["name"], source["type"], source["pluginId"]) == (
        "DS_PROMETHEUS",
        "datasource",
        "prometheus",
    )
    ids = [panel["id"] for panel in dashboard["panels"]]
    assert len(ids) == len(set(ids)), "panel ids must be unique"
    shown = list(panels(dashboard))
    assert len(shown) >= 10
    for panel in shown:
        assert panel["datasource"] == DATASOURCE, panel["title"]
        assert panel["targets"], f"panel {panel['title']!r} has no target"
        for target in panel["targets"]:
            assert target["expr"].strip(), panel["title"]
            assert target.get("datasource", DATASOURCE) == DATASOURCE, panel["title"]
        assert {"h", "w", "x", "y"} <= set(panel["gridPos"]), panel["title"]
        assert panel["gridPos"]["x"] + panel["gridPos"]["w"] <= 24, panel["title"]
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    assert set(variables) >= {"server", "tool"}
    for variable in variables.values():
        assert variable["datasource"] == DATASOURCE
        assert variable["includeAll"] and variable["allValue"] == ".*"
    used = " ".join(query.expr for _, query in queries(dashboard))
    assert "$server" in used and "$tool" in used, "the variables filter the panels"


def test_the_dashboard_shows_calls_verdicts_repairs_latency_and_health(dashboard: dict[str, Any]):
    exprs = [query.expr for _, query in queries(dashboard)]
    wanted = {
        "calls by outcome": r"sum by \(outcome\) \(rate\(toolvet_tool_calls_total",
        "repairs": r"toolvet_repairs_total",
        "issues": r"toolvet_validation_issues_total",
        "p50 latency": r"histogram_quantile\(0\.5, sum by \(le, server\)",
        "p95 latency": r"histogram_quantile\(0\.95, sum by \(le, server\)",
        "upstream health": r"toolvet_upstream_up",
    }
    for what, pattern in wanted.items():
        assert any(re.search(pattern, expr) for expr in exprs), what


# -- against toolvet's /metrics --------------------------------------------------------------------


def exposed(text: str) -> dict[str, set[str] | None]:
    """Each sample name /metrics can have (a histogram's _bucket, _sum and _count, a counter's
    _total), with the label names of its samples (None when it has none yet)."""
    names: dict[str, set[str] | None] = {}
    for family in text_string_to_metric_families(text):
        suffixes = {"counter": ["_total"], "histogram": ["_bucket", "_sum", "_count"]}.get(
            family.type, [""]
        )
        for suffix in suffixes:
            names.setdefault(family.name + suffix, None)
        for sample in family.samples:
            labels = names.get(sample.name) or set()
            names[sample.name] = labels | set(sample.labels)
    return names


def every_metric_recorded() -> dict[str, set[str] | None]:
    """toolvet's metrics with a sample of every series kind, from its own collector in-process:
    the labels of a family the running proxy has no sample of yet (no auth refusal, no drift)."""
    metrics = Metrics(
        status=lambda: {
            "s": {"state": "ready", "restarts": 1, "tools": 2, "invalid_messages": {"not_json": 1}}
        },
        sessions=lambda: 1,
    )
    metrics.outcome("s", "t", "accepted")
    metrics.rejected("s", "t", ["type"])
    metrics.repaired("s", "t", ["enum_case"])
    metrics.answered("s", 0.01)
    metrics.failed("s", "timeout")
    metrics.auth_refused("no_token")
    metrics.denied("s")
    metrics.invalid_message("not_json")
    metrics.drifted("s", "t", "changed")
    metrics.overhead.observe(0.0001)
    metrics.sessions_refused += 1
    metrics.internal_errors += 1
    return exposed(metrics.exposition().decode())


async def scrape_after_calls(proxy: HttpProxy) -> str:
    """A valid call, a repaired one, a rejected one, an unknown tool and a message that is not
    JSON, through the running proxy; then its /metrics."""
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            session = client.session
            await session.call_tool("slow_echo", {"text": "fine", "seconds": 0})
            await session.call_tool("slow_echo", {"text": "repaired", "seconds": "0"})
            rejected = await session.call_tool("search_notes", {"qeury": "x", "limit": 500})
            assert rejected.isError
            with pytest.raises(McpError):
                await session.call_tool("serch_notes", {"query": "x"})
        async with httpx.AsyncClient(timeout=30) as http:
            refused = await http.post(proxy.url, content=b"{not json", headers=MCP_HEADERS)
            assert refused.status_code == 400, refused.text
            response = await http.get(f"{proxy.base}/metrics")
    assert response.status_code == 200, response.text
    return response.text


async def test_every_metric_and_label_the_dashboard_queries_is_exported(
    dashboard: dict[str, Any], tmp_path: Path
):
    config, _ = example_servers(tmp_path)
    with HttpProxy(config) as proxy:
        live = exposed(await scrape_after_calls(proxy))
    complete = every_metric_recorded()
    assert set(live) == set(complete), "the running proxy exports the families of its collector"
    assert live["toolvet_tool_calls_total"] == {"server", "tool", "outcome"}
    assert live["toolvet_repairs_total"] == {"server", "tool", "code"}
    assert live["toolvet_upstream_latency_seconds_bucket"] == {"server", "le"}

    problems = []
    for where, query in queries(dashboard):
        for selector in query.selectors:
            if selector.metric not in live:
                problems.append(f"{where}: {selector.metric} is not in /metrics")
                continue
            labels = live[selector.metric] or complete[selector.metric] or set()
            missing = (selector.labels | query.grouping) - labels
            if missing:
                problems.append(
                    f"{where}: {selector.metric} has no label {sorted(missing)} (it has"
                    f" {sorted(labels)}): {query.expr}"
                )
    assert not problems, "\n".join(problems)
