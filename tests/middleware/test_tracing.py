"""The middleware's check in the agent's own OpenTelemetry trace: one span per model message
checked, an event per call with the verdict attributes the proxy's spans carry, an error when a
call is refused; what the content guard finds in a tool call, an event of the agent's span."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import StructuredTool
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from tests.data.content.secrets.generate import Maker
from tests.proxy.support import REPO, python_server, write_config
from toolvet.config import ContentPolicy
from toolvet.middleware import ToolArgsValidationMiddleware, load_tools

POISONED_SERVER = REPO / "tests" / "data" / "servers" / "poisoned_server.py"

SEARCH = StructuredTool(
    name="search",
    description="Search.",
    args_schema={
        "type": "object",
        "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
        "required": ["query"],
    },
    func=lambda **kwargs: "found",
)
EXPORTER = InMemorySpanExporter()


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    """The application's tracer provider (as an agent traced with OpenTelemetry sets one)."""
    provider = trace.get_tracer_provider()
    if not isinstance(provider, TracerProvider):
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(EXPORTER))
        trace.set_tracer_provider(provider)
    EXPORTER.clear()
    yield EXPORTER


def check(*calls: tuple[dict, str]) -> None:
    message = AIMessage("", tool_calls=[{"name": "search", "args": a, "id": i} for a, i in calls])
    ToolArgsValidationMiddleware().check(message, [SEARCH])


def test_each_call_s_verdict_is_an_event_of_the_check_s_span(
    spans: InMemorySpanExporter,
) -> None:
    check(({"query": "otters", "limit": "5"}, "call-1"), ({"query": "x"}, "call-2"))
    [span] = spans.get_finished_spans()
    assert span.name == "toolvet.validate_tool_calls"
    repaired, accepted = (dict(e.attributes) for e in span.events)
    assert repaired["toolvet.verdict"] == "repaired" and repaired["gen_ai.tool.call.id"] == "call-1"
    assert repaired["toolvet.repair.codes"] == ("number_from_string",)
    assert accepted["toolvet.verdict"] == "accepted" and accepted["toolvet.tool"] == "search"
    assert span.status.status_code is trace.StatusCode.UNSET


def test_a_refused_call_makes_the_span_an_error_named_by_its_verdict(
    spans: InMemorySpanExporter,
) -> None:
    check(({"limit": "a private value"}, "call-1"))
    [span] = spans.get_finished_spans()
    [event] = span.events
    assert event.attributes["toolvet.verdict"] == "rejected"
    assert "missing_required" in event.attributes["toolvet.issue.codes"]
    assert span.attributes["error.type"] == "rejected"
    assert span.status.status_code is trace.StatusCode.ERROR
    assert "a private value" not in str(event.attributes)  # codes, never argument values


async def test_what_the_content_guard_finds_in_a_tool_call_is_on_the_agents_span(
    spans: InMemorySpanExporter, tmp_path: Path
) -> None:
    leaked = Maker(41).crc_token("ghp_")
    entry = python_server(POISONED_SERVER)
    entry["env"] = {"LEAKED_TOKEN": leaked}
    config = write_config(tmp_path / "servers.json", {"tools": entry})
    tracer = trace.get_tracer("agent")
    with anyio.fail_after(60):
        async with load_tools(config) as toolset:
            with tracer.start_as_current_span("tool whoami"):
                await toolset.tool("whoami").ainvoke(
                    {"type": "tool_call", "id": "c1", "name": "whoami", "args": {}})
            own = ToolArgsValidationMiddleware(content=ContentPolicy(results="block")).results
            assert own is not None  # what wrap_tool_call runs on any tool's message
            with tracer.start_as_current_span("own tool"):
                own.seen(ToolMessage(f"here: {leaked}", tool_call_id="c2", name="lookup"))
    spans_by_name = {s.name: s for s in spans.get_finished_spans()}
    [mcp_event] = spans_by_name["tool whoami"].events
    assert mcp_event.name == "toolvet.content"
    assert dict(mcp_event.attributes) == {
        "toolvet.content.surface": "result",
        "toolvet.content.action": "redacted",
        "toolvet.content.rules": ("github-pat",),
        "toolvet.content.pointers": ("/content/0/text", "/structuredContent/token"),
    }
    [own_event] = spans_by_name["own tool"].events
    assert own_event.attributes["toolvet.content.action"] == "redacted"
    assert leaked not in str([e.attributes for s in spans_by_name.values() for e in s.events])
