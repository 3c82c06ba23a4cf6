"""ToolArgsValidationMiddleware inside real `create_agent` graphs, with a scripted chat model.

Each test reads as a scenario: what the model says, turn by turn, and what the tools receive.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

import pytest
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware, ModelCallLimitMiddleware
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool, tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from toolvet import SchemaCache, unknown_tool_message, validate_arguments
from toolvet.middleware import (
    RETRY_METADATA_KEY,
    RETRY_TAG,
    ToolArgsValidationError,
    ToolArgsValidationMiddleware,
)

RUNS: list[tuple[str, dict[str, Any]]] = []


@pytest.fixture(autouse=True)
def _clear_runs() -> None:
    RUNS.clear()


@tool
def search_notes(
    query: str, limit: int = 10, sort: Literal["relevance", "created"] = "relevance"
) -> str:
    """Search the notes."""
    RUNS.append(("search_notes", {"query": query, "limit": limit, "sort": sort}))
    return f"3 notes match {query!r}"


NOTE_SCHEMA = {
    "type": "object",
    "properties": {
        "title": {"type": "string", "minLength": 1},
        "body": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["title", "body"],
    "additionalProperties": False,
}


def _create_note(**arguments: Any) -> str:
    RUNS.append(("create_note", arguments))
    return "created"


# A dict args_schema, as MCP tools have: LangChain itself does not check these arguments.
create_note = StructuredTool(
    name="create_note",
    description="Create a note.",
    args_schema=NOTE_SCHEMA,
    func=_create_note,
)
TOOLS = [search_notes, create_note]


def message_for(tool_name: str, arguments: dict[str, Any]) -> str:
    """The proxy's message for this call: the core's `message_for` on the tool's schema."""
    schema = (
        NOTE_SCHEMA if tool_name == "create_note" else search_notes.args_schema.model_json_schema()
    )
    return validate_arguments(schema, arguments).message_for(tool_name)


@pytest.fixture(params=["sync", "async"])
def run(request: pytest.FixtureRequest) -> Any:
    """Run an agent with `invoke` or `ainvoke`."""

    async def go(agent: Any, text: Any = "go", **kwargs: Any) -> dict[str, Any]:
        payload = {"messages": [HumanMessage(text)]} if isinstance(text, str) else text
        if request.param == "sync":
            return agent.invoke(payload, **kwargs)
        return await agent.ainvoke(payload, **kwargs)

    return go


def tool_call_messages(result: dict[str, Any]) -> list[AIMessage]:
    return [m for m in result["messages"] if isinstance(m, AIMessage) and m.tool_calls]


async def test_a_bad_call_is_corrected_before_the_tool_runs(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("search_notes", {"qeury": "otters"}, "c1")),
        make_ai(("search_notes", {"query": "otters"}, "c2")),
        AIMessage("Three notes mention otters."),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    assert RUNS == [("search_notes", {"query": "otters", "limit": 10, "sort": "relevance"})]
    # The model read the proxy's message for its mistake, as an error ToolMessage.
    error = model.seen[1][-1]
    assert isinstance(error, ToolMessage) and error.status == "error"
    assert error.tool_call_id == "c1"
    assert error.content == message_for("search_notes", {"qeury": "otters"})
    assert "did you mean 'query'?" in error.content
    # Only the corrected message entered the state.
    [final] = tool_call_messages(result)
    assert final.tool_calls[0]["args"] == {"query": "otters"}
    assert final.response_metadata["toolvet"]["outcome"] == "corrected"
    assert result["messages"][-1].content == "Three notes mention otters."


async def test_retry_model_calls_are_tagged(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("search_notes", {"limit": 3}, "c1")),
        make_ai(("search_notes", {"query": "x", "limit": 3}, "c2")),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    await run(agent)

    assert RETRY_TAG not in model.tags_seen[0]
    assert RETRY_TAG in model.tags_seen[1]
    assert model.metadata_seen[1][RETRY_METADATA_KEY] == 1
    assert RETRY_METADATA_KEY not in model.metadata_seen[2]


def test_stream_consumers_can_tell_retries_apart(scripted, make_ai) -> None:
    model = scripted(
        make_ai(("search_notes", {}, "c1"), content="first try"),
        make_ai(("search_notes", {"query": "x"}, "c2"), content="second try"),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    streamed = [
        (message.content, metadata.get(RETRY_METADATA_KEY))
        for message, metadata in agent.stream(
            {"messages": [HumanMessage("go")]}, stream_mode="messages"
        )
        if isinstance(message, AIMessage)
    ]

    assert ("first try", None) in streamed
    assert ("second try", 1) in streamed


async def test_safe_repairs_need_no_model_round_trip(scripted, make_ai, run) -> None:
    sent = make_ai(("search_notes", {"query": "otters", "limit": "5", "sort": "CREATED"}, "c1"))
    model = scripted(sent, AIMessage("done"))
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    assert model.calls == 2  # one per turn: no retry
    assert RUNS == [("search_notes", {"query": "otters", "limit": 5, "sort": "created"})]
    [final] = tool_call_messages(result)
    assert final.tool_calls[0]["args"] == {"query": "otters", "limit": 5, "sort": "created"}
    assert final.response_metadata["toolvet"]["outcome"] == "repaired"
    assert [r["code"] for r in final.response_metadata["toolvet"]["repairs"]] == [
        "number_from_string",
        "enum_case",
    ]
    # A new message: the model's own is not modified.
    assert final is not sent
    assert sent.tool_calls[0]["args"] == {"query": "otters", "limit": "5", "sort": "CREATED"}


async def test_valid_calls_pass_untouched(scripted, make_ai, run) -> None:
    sent = make_ai(("search_notes", {"query": "otters"}, "c1"))
    model = scripted(sent, AIMessage("done"))
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    [final] = tool_call_messages(result)
    assert "toolvet" not in final.response_metadata
    assert final.tool_calls == sent.tool_calls


async def test_in_a_batch_the_good_call_is_kept_and_both_run_once(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("search_notes", {"query": "plans"}, "good"), ("create_note", {"title": 5}, "bad")),
        make_ai(("create_note", {"title": "Plans", "body": "Q3"}, "fixed")),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    assert sorted(name for name, _ in RUNS) == ["create_note", "search_notes"]
    assert ("create_note", {"title": "Plans", "body": "Q3"}) in RUNS
    # The retry conversation answers every call: a note for the good one, the error for the bad.
    accepted, error = model.seen[1][-2:]
    assert accepted.tool_call_id == "good" and accepted.status == "success"
    assert "Accepted" in accepted.content and "Do not issue it again" in accepted.content
    assert error.tool_call_id == "bad" and error.status == "error"
    assert error.content == message_for("create_note", {"title": 5})
    [final] = tool_call_messages(result)
    assert [c["id"] for c in final.tool_calls] == ["good", "fixed"]


async def test_a_repeated_good_call_is_not_run_twice(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(
            ("search_notes", {"query": "plans"}, "good"), ("create_note", {"title": ""}, "bad")
        ),
        # The model re-issues everything, the accepted call included.
        make_ai(
            ("search_notes", {"query": "plans"}, "again"),
            ("create_note", {"title": "Plans", "body": ""}, "fixed"),
        ),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    assert [name for name, _ in RUNS].count("search_notes") == 1
    [final] = tool_call_messages(result)
    assert [c["id"] for c in final.tool_calls] == ["good", "fixed"]


async def test_malformed_json_is_sent_back_to_the_model(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(invalid=[("search_notes", '{"query": "otters", "limit": ', "c1")]),
        make_ai(("search_notes", {"query": "otters"}, "c2")),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    error = model.seen[1][-1]
    assert error.status == "error" and error.tool_call_id == "c1"
    assert error.content.startswith("Invalid arguments for tool 'search_notes'")
    assert "not valid JSON" in error.content and "line 1, column" in error.content
    assert RUNS == [("search_notes", {"query": "otters", "limit": 10, "sort": "relevance"})]
    [final] = tool_call_messages(result)
    assert final.invalid_tool_calls == []


async def test_an_unknown_tool_name_gets_the_nearest_names(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("serch_notes", {"query": "otters"}, "c1")),
        make_ai(("search_notes", {"query": "otters"}, "c2")),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    await run(agent)

    error = model.seen[1][-1]
    assert error.content == unknown_tool_message("serch_notes", ["search_notes", "create_note"])
    assert error.content == "Unknown tool 'serch_notes'; did you mean 'search_notes'?"
    assert RUNS[0][0] == "search_notes"


def still_wrong(times: int) -> list[AIMessage]:
    return [
        AIMessage(
            "",
            id=f"bad-{n}",
            tool_calls=[{"name": "search_notes", "args": {"limit": "many"}, "id": f"c{n}"}],
        )
        for n in range(times)
    ]


async def test_exhausted_pass_returns_the_last_response(scripted, run) -> None:
    model = scripted(*still_wrong(3), AIMessage("I give up."))
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    assert model.calls == 4  # 1 + max_retries, then the turn after the tool's own error
    [final] = tool_call_messages(result)
    assert final.id == "bad-2" and final.tool_calls[0]["args"] == {"limit": "many"}
    # Fail open: the tool node's own error handling answered; the tool did not run.
    tool_error = next(m for m in result["messages"] if isinstance(m, ToolMessage))
    assert tool_error.status == "error"
    assert RUNS == []


async def test_exhausted_raise(scripted, run) -> None:
    model = scripted(*still_wrong(2))
    middleware = ToolArgsValidationMiddleware(max_retries=1, on_failure="raise")
    agent = create_agent(model, tools=TOOLS, middleware=[middleware])

    with pytest.raises(ToolArgsValidationError) as caught:
        await run(agent)

    assert caught.value.attempts == 2
    [failure] = caught.value.failures
    assert failure.name == "search_notes" and failure.codes == ["missing_required", "type"]
    assert "after 1 validation retry" in str(caught.value)
    assert RUNS == []


async def test_exhausted_end_finishes_with_an_explanation(scripted, run) -> None:
    model = scripted(*still_wrong(3))
    agent = create_agent(
        model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware(on_failure="end")]
    )

    result = await run(agent)

    last = result["messages"][-1]
    assert isinstance(last, AIMessage) and not last.tool_calls
    assert "still invalid after 3 attempts" in last.content
    problems = message_for("search_notes", {"limit": "many"}).splitlines()[:-1]
    assert "\n".join(problems) in last.content
    assert "Fix these" not in last.content  # that sentence is for the model, not the reader
    assert last.response_metadata["toolvet"]["outcome"] == "ended"
    assert RUNS == []
    assert len(result["messages"]) == 2  # the question and the explanation


async def test_max_retries_zero_never_calls_the_model_again(scripted, run) -> None:
    model = scripted(*still_wrong(1))
    agent = create_agent(
        model,
        tools=TOOLS,
        middleware=[ToolArgsValidationMiddleware(max_retries=0, on_failure="end")],
    )

    await run(agent)

    assert model.calls == 1


async def test_human_review_only_sees_valid_arguments(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("create_note", {"title": "Plans", "body": "Q3", "tag": ["work"]}, "c1")),
        make_ai(("create_note", {"title": "Plans", "body": "Q3", "tags": ["work"]}, "c2")),
        AIMessage("Created."),
    )
    agent = create_agent(
        model,
        tools=TOOLS,
        middleware=[
            ToolArgsValidationMiddleware(),
            HumanInTheLoopMiddleware(interrupt_on={"create_note": True}),
        ],
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "review"}}

    paused = await run(agent, config=config)

    [interrupt] = paused["__interrupt__"]
    [action] = interrupt.value["action_requests"]
    assert action["name"] == "create_note"
    assert action["args"] == {"title": "Plans", "body": "Q3", "tags": ["work"]}
    assert RUNS == []

    done = await run(agent, Command(resume={"decisions": [{"type": "approve"}]}), config=config)

    assert RUNS == [("create_note", {"title": "Plans", "body": "Q3", "tags": ["work"]})]
    assert done["messages"][-1].content == "Created."


async def test_retries_happen_inside_one_model_call_of_the_call_limit(
    scripted, make_ai, run
) -> None:
    model = scripted(
        make_ai(("search_notes", {"query": 1}, "c1")),
        make_ai(("search_notes", {"query": "one"}, "c2")),
        AIMessage("done"),
    )
    agent = create_agent(
        model,
        tools=TOOLS,
        middleware=[
            ModelCallLimitMiddleware(run_limit=2, exit_behavior="error"),
            ToolArgsValidationMiddleware(),
        ],
    )

    result = await run(agent)

    assert model.calls == 3  # two model-node runs, one of them with a retry
    assert result["messages"][-1].content == "done"
    assert RUNS == [("search_notes", {"query": "one", "limit": 10, "sort": "relevance"})]


async def test_the_call_limit_still_ends_the_run(scripted, make_ai, run) -> None:
    model = scripted(
        make_ai(("search_notes", {"query": 1}, "c1")),
        make_ai(("search_notes", {"query": "one"}, "c2")),
    )
    agent = create_agent(
        model,
        tools=TOOLS,
        middleware=[
            ModelCallLimitMiddleware(run_limit=1, exit_behavior="end"),
            ToolArgsValidationMiddleware(),
        ],
    )

    result = await run(agent)

    assert RUNS == [("search_notes", {"query": "one", "limit": 10, "sort": "relevance"})]
    assert "Model call limits exceeded" in result["messages"][-1].content


async def test_counters_and_log_records(scripted, make_ai, run, caplog) -> None:
    model = scripted(
        make_ai(
            ("search_notes", {"query": "a", "limit": "2"}, "good"),
            ("create_note", {"title": 5}, "bad"),
        ),
        make_ai(("create_note", {"title": "t", "body": "b"}, "fixed")),
        AIMessage("done"),
    )
    validation = ToolArgsValidationMiddleware()
    agent = create_agent(model, tools=TOOLS, middleware=[validation])

    with caplog.at_level(logging.INFO, logger="toolvet.middleware"):
        await run(agent)

    assert validation.stats.as_dict() == {
        "checked": {
            "create_note": {"invalid": 1, "valid": 1},
            "search_notes": {"repaired": 1},
        },
        "invalid": {"create_note": {"missing_required": 1, "type": 1}},
        "repaired": {"search_notes": {"number_from_string": 1}},
        "retried": {"create_note": {"missing_required": 1, "type": 1}},
    }
    assert validation.stats.count("checked") == 3
    retried = [r for r in caplog.records if getattr(r, "toolvet_event", None) == "retried"]
    assert len(retried) == 1
    assert retried[0].toolvet_tool == "create_note"
    assert retried[0].toolvet_codes == ["missing_required", "type"]
    assert retried[0].toolvet_call_id == "bad"
    assert retried[0].toolvet_attempt == 0


async def test_calls_are_checked_against_the_schema_cache(scripted, make_ai, run) -> None:
    """A cached tool (here under the adapters' `<server>_<tool>` name) uses the cache's schema."""
    cache = SchemaCache()
    cache.update("notes", [{"name": "create_note", "inputSchema": NOTE_SCHEMA}])
    loose = StructuredTool(
        name="notes_create_note",
        description="Create a note.",
        args_schema={"type": "object"},
        func=_create_note,
    )
    model = scripted(
        make_ai(("notes_create_note", {"title": "t"}, "c1")),
        make_ai(("notes_create_note", {"title": "t", "body": "b"}, "c2")),
        AIMessage("done"),
    )
    agent = create_agent(
        model, tools=[loose], middleware=[ToolArgsValidationMiddleware(cache=cache)]
    )

    await run(agent)

    entry = cache.get("notes", "create_note")
    assert model.seen[1][-1].content == entry.validate({"title": "t"}).message_for(
        "notes_create_note"
    )
    assert RUNS == [("create_note", {"title": "t", "body": "b"})]


async def test_provider_native_tools_are_left_alone(scripted, make_ai, run) -> None:
    native = {"type": "web_search_20250305", "name": "web_search", "max_uses": 2}
    model = scripted(make_ai(("search_notes", {"query": "x"}, "c1")), AIMessage("done"))
    validation = ToolArgsValidationMiddleware()
    agent = create_agent(model, tools=[search_notes, native], middleware=[validation])

    await run(agent)

    [verdict] = validation.check(
        make_ai(("web_search", {"anything": 1}, "w1")), [search_notes, native]
    )
    assert verdict.status == "skipped"
    assert RUNS[0][0] == "search_notes"


async def test_an_accepted_call_survives_a_retry_without_calls(scripted, make_ai, run) -> None:
    """A valid call is never silently lost, even if the model answers the retry in words."""
    model = scripted(
        make_ai(("search_notes", {"query": "plans"}, "good"), ("create_note", {}, "bad")),
        AIMessage("Let me search first."),
        AIMessage("done"),
    )
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    [final] = tool_call_messages(result)
    assert final.content == "Let me search first."
    assert [c["id"] for c in final.tool_calls] == ["good"]
    assert [name for name, _ in RUNS] == ["search_notes"]


async def test_earlier_errors_stay_in_the_retry_conversation(scripted, run) -> None:
    model = scripted(*still_wrong(3))
    agent = create_agent(
        model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware(on_failure="end")]
    )

    await run(agent)

    third = model.seen[2]
    assert [m.tool_call_id for m in third if isinstance(m, ToolMessage)] == ["c0", "c1"]
    assert [m.id for m in third if isinstance(m, AIMessage)] == ["bad-0", "bad-1"]


def test_the_module_docstring_example_runs(capsys) -> None:
    import textwrap

    import toolvet.middleware.tool_args_validation as module

    example = textwrap.dedent(module.__doc__.split("::", 1)[1])
    exec(compile(example, module.__file__, "exec"), {})

    assert capsys.readouterr().out.splitlines() == [
        "{'query': 'otters'}",
        "{'search': {'missing_required': 1}}",
    ]


async def test_the_final_message_counts_the_tokens_of_every_attempt(scripted, make_ai, run) -> None:
    usage = {"input_tokens": 100, "output_tokens": 20, "total_tokens": 120}
    first = make_ai(("search_notes", {}, "c1"))
    second = make_ai(("search_notes", {"query": "x"}, "c2"))
    first.usage_metadata = second.usage_metadata = usage
    model = scripted(first, second, AIMessage("done"))
    agent = create_agent(model, tools=TOOLS, middleware=[ToolArgsValidationMiddleware()])

    result = await run(agent)

    [final] = tool_call_messages(result)
    assert final.usage_metadata["total_tokens"] == 240
    assert final.usage_metadata["input_tokens"] == 200
