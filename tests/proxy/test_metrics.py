"""Prometheus /metrics after a scripted session of valid, invalid, repaired and unknown calls."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import anyio
import httpx
import pytest
from mcp.shared.exceptions import McpError
from prometheus_client.parser import text_string_to_metric_families

from tests.proxy.support import (
    NOTES_SERVER,
    HttpProxy,
    http_connection,
    python_server,
    write_config,
)


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def test_metrics_count_what_happened_to_each_call(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    proxy = http_proxy(
        write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    )
    with anyio.fail_after(30):
        async with http_connection(proxy.url) as client:
            session = client.session
            await session.call_tool("slow_echo", {"text": "fine", "seconds": 0})
            await session.call_tool("slow_echo", {"text": "fine again", "seconds": 0})
            await session.call_tool("slow_echo", {"text": "repaired", "seconds": "0"})
            await session.call_tool("search_notes", {"qeury": "x", "limit": 500})
            with pytest.raises(McpError):
                await session.call_tool("serch_notes", {"query": "x"})
    async with httpx.AsyncClient() as http:
        response = await http.get(f"{proxy.base}/metrics")
    assert response.status_code == 200
    found = samples(response.text)

    def value(name: str, **labels: str) -> float:
        return found.get((name, tuple(sorted(labels.items()))), 0.0)

    assert (
        value("toolvet_tool_calls_total", server="notes", tool="slow_echo", outcome="accepted")
        == 2
    )
    assert (
        value("toolvet_tool_calls_total", server="notes", tool="slow_echo", outcome="repaired") == 1
    )
    assert (
        value("toolvet_repairs_total", server="notes", tool="slow_echo", code="number_from_string")
        == 1
    )
    assert (
        value("toolvet_tool_calls_total", server="notes", tool="search_notes", outcome="rejected")
        == 1
    )
    assert (
        value(
            "toolvet_validation_issues_total",
            server="notes",
            tool="search_notes",
            code="missing_required",
        )
        == 1
    )
    assert (
        value("toolvet_validation_issues_total", server="notes", tool="search_notes", code="range")
        == 1
    )
    assert (
        value("toolvet_tool_calls_total", server="", tool="(unknown)", outcome="unknown_tool") == 1
    )
    assert value("toolvet_upstream_latency_seconds_count", server="notes") == 3
    assert value("toolvet_proxy_overhead_seconds_count") == 3
    assert value("toolvet_upstream_up", server="notes") == 1
    assert value("toolvet_upstream_restarts", server="notes") == 0
    assert value("toolvet_upstream_tools", server="notes") >= 10


async def test_made_up_tool_names_are_one_series_and_are_cut_short_in_the_audit_log(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    """A name the client invents is its own: it must not become a series of its own (every
    name would stay in /metrics for the life of the process) nor an audit line of any length."""
    audit = tmp_path / "audit.jsonl"
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        audit={"path": str(audit)},
    )
    proxy = http_proxy(config)
    names = [letter * 100_000 for letter in "abcdefgh"]
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            for name in names:
                with pytest.raises(McpError):
                    await client.session.call_tool(name, {})
    async with httpx.AsyncClient() as http:
        text = (await http.get(f"{proxy.base}/metrics")).text
    assert not any(name[:64] in text for name in names)
    labels = (("outcome", "unknown_tool"), ("server", ""), ("tool", "(unknown)"))
    assert samples(text)[("toolvet_tool_calls_total", labels)] == len(names)
    lines = audit.read_text().splitlines()
    assert [json.loads(line)["tool"] for line in lines] == [
        f"{name[:200]}… (100000 characters)" for name in names
    ]
    assert max(len(line) for line in lines) < 1000
