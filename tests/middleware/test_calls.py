"""Checking one model message: verdicts, messages, and `validate_tool_calls` for custom graphs."""

from __future__ import annotations

from typing import Annotated, Any

import jsonschema
import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, StructuredTool, tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from pydantic import BaseModel, field_validator

from toolvet import SchemaCache, validate_arguments
from toolvet.middleware import (
    FieldRule,
    ToolArgsValidationMiddleware,
    ToolCallChecker,
    validate_tool_calls,
)

EVENT_SCHEMA = {
    "type": "object",
    "properties": {
        "title": {"type": "string"},
        "start": {"type": "string", "format": "date-time"},
        "recurrence": {
            "type": "object",
            "properties": {"frequency": {"enum": ["daily", "weekly"]}},
            "required": ["frequency"],
        },
        "attendees": {"type": "array", "items": {"type": "string"}},
        "reminder": {"type": "integer"},
    },
    "required": ["title", "start"],
}

schedule = StructuredTool(
    name="schedule",
    description="Schedule an event.",
    args_schema=EVENT_SCHEMA,
    func=lambda **kwargs: f"scheduled {kwargs['title']}",
)


class HalveArgs(BaseModel):
    n: int

    @field_validator("n")
    @classmethod
    def even(cls, value: int) -> int:
        if value % 2:
            raise ValueError("must be even")
        return value


@tool(args_schema=HalveArgs)
def halve(n: int) -> int:
    """Halve an even number."""
    return n // 2


@tool
def greet(name: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> str:
    """Greet someone (the call id is injected, never the model's to give)."""
    return f"hello {name}"


def message(*calls: tuple[str, Any, str]) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": n, "args": a, "id": i} for n, a, i in calls])


def verdict(call: tuple[str, Any, str], tools: list[Any], **options: Any) -> Any:
    [found] = ToolArgsValidationMiddleware(**options).check(message(call), tools)
    return found


def sent_and_verdict(call: tuple[str, Any, str], tools: list[Any]) -> tuple[Any, Any]:
    """The arguments as the message holds them, and the verdict on them."""
    sent = message(call)
    [found] = ToolArgsValidationMiddleware().check(sent, tools)
    return sent.tool_calls[0]["args"], found


def test_schema_messages_are_the_cores_message_for_the_tool() -> None:
    args, found = sent_and_verdict(
        ("schedule", {"title": "Standup", "start": "9am"}, "c1"), [schedule]
    )

    assert found.status == "invalid" and found.codes == ["format"]
    assert found.message == validate_arguments(EVENT_SCHEMA, args).message_for("schedule")
    assert found.arguments is args


def test_valid_arguments_are_the_callers_own_object() -> None:
    call = ("schedule", {"title": "Standup", "start": "2025-03-01T09:00:00Z"}, "c1")

    args, found = sent_and_verdict(call, [schedule])

    assert found.status == "valid" and found.arguments is args and found.message == ""


def test_pydantic_tools_run_their_own_validators() -> None:
    found = verdict(("halve", {"n": 3}, "c1"), [halve])

    assert found.status == "invalid" and found.codes == ["rule"]
    assert "- n: must be even" in found.message


def test_pydantic_tools_get_the_same_safe_repairs() -> None:
    found = verdict(("halve", {"n": "4"}, "c1"), [halve])

    assert found.status == "repaired" and found.arguments == {"n": 4}


def test_injected_arguments_are_not_asked_of_the_model() -> None:
    assert verdict(("greet", {"name": "Ada"}, "c1"), [greet]).status == "valid"


def test_a_tool_without_a_schema_is_skipped() -> None:
    bare = StructuredTool(name="bare", description="x", args_schema=None, func=lambda: "ok")

    assert verdict(("bare", {"x": 1}, "c1"), [bare]).status == "skipped"


def test_a_changed_schema_is_checked_as_changed() -> None:
    """Validators are keyed by schema hash: a new (or edited) schema gets a new validator."""
    tool_ = StructuredTool(
        name="count", description="x", args_schema={"type": "object"}, func=lambda **k: k
    )
    call = ("count", {"n": "many"}, "c1")
    assert verdict(call, [tool_]).status == "valid"

    tool_.args_schema = {"type": "object", "properties": {"n": {"type": "integer"}}}
    assert verdict(call, [tool_]).status == "invalid"

    tool_.args_schema["properties"]["n"] = {"type": "string"}  # edited in place
    assert verdict(call, [tool_]).status == "valid"


def test_a_changed_cache_entry_is_checked_as_changed() -> None:
    cache = SchemaCache()
    cache.update("calendar", [{"name": "schedule", "inputSchema": {"type": "object"}}])
    checker = ToolCallChecker(cache=cache)
    call = message(("schedule", {"title": 1}, "c1"))
    assert checker.check_message(call)[0].status == "valid"

    cache.update("calendar", [{"name": "schedule", "inputSchema": EVENT_SCHEMA}])

    assert checker.check_message(call)[0].status == "invalid"


class TestStripEmptyValues:
    """toolvet drops an empty value only where the schema rejects it on an optional argument."""

    def test_an_empty_value_the_schema_rejects_is_dropped(self) -> None:
        args = {"title": "Standup", "start": "2025-03-01T09:00:00Z", "recurrence": {}}

        found = verdict(("schedule", args, "c1"), [schedule])

        assert found.status == "repaired"
        assert found.arguments == {"title": "Standup", "start": "2025-03-01T09:00:00Z"}
        assert [(r.path, r.code) for r in found.repairs] == [(("recurrence",), "stripped_empty")]

    def test_an_empty_value_the_schema_allows_is_kept(self) -> None:
        call = ("schedule", {"title": "T", "start": "2025-03-01T09:00:00Z", "attendees": []}, "c1")

        args, found = sent_and_verdict(call, [schedule])

        assert found.status == "valid" and found.arguments is args

    def test_off_it_is_an_error_as_the_proxy_says(self) -> None:
        args = {"title": "Standup", "start": "2025-03-01T09:00:00Z", "recurrence": {}}

        found = verdict(("schedule", args, "c1"), [schedule], strip_empty_values=False)

        assert found.status == "invalid"
        assert found.message == validate_arguments(EVENT_SCHEMA, args).message_for("schedule")

    def test_placeholder_strings_only_when_asked(self) -> None:
        args = {"title": "Standup", "start": "2025-03-01T09:00:00Z", "reminder": "null"}

        assert verdict(("schedule", args, "c1"), [schedule]).status == "invalid"
        found = verdict(("schedule", args, "c1"), [schedule], strip_placeholder_strings=True)
        assert found.status == "repaired" and "reminder" not in found.arguments

    def test_a_required_argument_is_never_dropped_into_validity(self) -> None:
        args = {"title": None, "start": "2025-03-01T09:00:00Z"}

        assert verdict(("schedule", args, "c1"), [schedule]).status == "invalid"


class TestExtraValidators:
    def test_rules_and_schema_problems_share_one_message(self) -> None:
        rule = FieldRule(
            path="attendees.*",
            check=lambda v: v.endswith("@example.com"),
            error="only example.com addresses may be invited",
        )
        args = {"title": "Standup", "start": "soon", "attendees": ["a@example.com", "b@evil.test"]}

        found = verdict(("schedule", args, "c1"), [schedule], extra_validators=[rule])

        assert found.codes == ["format", "rule"]
        assert (
            found.message.splitlines()[0] == "Invalid arguments for tool 'schedule' (2 problems):"
        )
        assert "- attendees[1]: only example.com addresses may be invited" in found.message

    def test_plain_callables_and_tools_without_schema(self) -> None:
        def no_weekends(name: str, args: dict[str, Any]) -> list[str]:
            return ["no meetings on weekends"] if args.get("day") == "saturday" else []

        bare = StructuredTool(name="bare", description="x", args_schema=None, func=lambda: "")

        found = verdict(("bare", {"day": "saturday"}, "c1"), [bare], extra_validators=[no_weekends])

        assert found.status == "invalid"
        assert "no meetings on weekends" in found.message


class TestJsonSchemaValidatorClass:
    def test_a_jsonschema_draft_sets_the_default_dialect(self) -> None:
        # `items` as an array is a tuple in draft-07; in 2020-12 it is an invalid schema.
        tuple_schema = {"type": "object", "properties": {"p": {"items": [{"type": "number"}]}}}
        point = StructuredTool(name="point", description="x", args_schema=tuple_schema, func=dict)
        call = ("point", {"p": ["x"]}, "c1")

        assert verdict(call, [point]).status == "skipped"  # not a valid 2020-12 schema
        found = verdict(call, [point], json_schema_validator_class=jsonschema.Draft7Validator)
        assert found.codes == ["type"]

    def test_a_declared_dialect_wins(self) -> None:
        declared = {"$schema": "https://json-schema.org/draft/2020-12/schema", **EVENT_SCHEMA}
        tool_ = StructuredTool(name="s", description="x", args_schema=declared, func=dict)

        found = verdict(
            ("s", {"title": "x"}, "c1"),
            [tool_],
            json_schema_validator_class=jsonschema.Draft4Validator,
        )

        assert found.codes == ["missing_required"]

    def test_a_custom_validator_class_also_runs(self) -> None:
        def even(validator: Any, wanted: bool, value: Any, schema: Any) -> Any:
            if wanted and isinstance(value, int) and value % 2:
                yield jsonschema.ValidationError(f"{value} is not even")

        Even = jsonschema.validators.extend(jsonschema.Draft7Validator, {"even": even})
        tool_ = StructuredTool(
            name="pair",
            description="x",
            args_schema={"type": "object", "properties": {"n": {"type": "integer", "even": True}}},
            func=dict,
        )

        assert verdict(("pair", {"n": 4}, "c1"), [tool_], json_schema_validator_class=Even).ok
        found = verdict(("pair", {"n": 3}, "c1"), [tool_], json_schema_validator_class=Even)
        assert found.codes == ["schema"] and "- n: 3 is not even" in found.message

    def test_an_unsupported_draft_is_refused(self) -> None:
        with pytest.raises(ValueError, match="Draft3Validator"):
            ToolArgsValidationMiddleware(json_schema_validator_class=jsonschema.Draft3Validator)


class TestValidateToolCalls:
    """`validate_tool_calls` replaces LangGraph's deprecated ValidationNode in custom graphs."""

    def test_empty_when_every_call_is_valid(self) -> None:
        ok = message(("halve", {"n": 4}, "c1"), ("greet", {"name": "Ada"}, "c2"))

        assert validate_tool_calls(ok, [halve, greet]) == []

    def test_every_call_is_answered_when_one_is_invalid(self) -> None:
        mixed = message(("halve", {"n": 3}, "c1"), ("greet", {"name": "Ada"}, "c2"))

        error, note = validate_tool_calls(mixed, [halve, greet])

        assert (error.tool_call_id, error.status) == ("c1", "error")
        assert "must be even" in error.content
        assert error.artifact["toolvet"]["issues"][0]["code"] == "rule"
        assert (note.tool_call_id, note.status) == ("c2", "success")
        assert note.content.startswith("Not run: this call is valid")

    def test_with_a_cache_instead_of_tools(self) -> None:
        cache = SchemaCache()
        cache.update("calendar", [{"name": "schedule", "inputSchema": EVENT_SCHEMA}])

        [error] = validate_tool_calls(message(("schedule", {"title": "x"}, "c1")), cache=cache)
        [unknown] = validate_tool_calls(message(("shedule", {}, "c2")), cache=cache)

        assert "start: missing required argument" in error.content
        assert unknown.content == "Unknown tool 'shedule'; did you mean 'schedule'?"

    def test_in_a_custom_graph(self, scripted, make_ai) -> None:
        model = scripted(
            make_ai(("halve", {"n": 7}, "c1")),
            make_ai(("halve", {"n": 8}, "c2")),
            AIMessage("4"),
        )
        tools = [halve]

        def call_model(state: MessagesState) -> dict[str, Any]:
            return {"messages": [model.invoke(state["messages"])]}

        def validate(state: MessagesState) -> dict[str, Any]:
            return {"messages": validate_tool_calls(state["messages"][-1], tools)}

        def route(state: MessagesState) -> str:
            last = state["messages"][-1]
            if isinstance(last, ToolMessage):
                return "model"  # errors: back to the model
            return "tools" if last.tool_calls else END

        graph = StateGraph(MessagesState)
        graph.add_node("model", call_model)
        graph.add_node("validate", validate)
        graph.add_node("tools", ToolNode(tools))
        graph.add_edge(START, "model")
        graph.add_conditional_edges(
            "model", lambda s: "validate" if s["messages"][-1].tool_calls else END
        )
        graph.add_conditional_edges("validate", route, ["model", "tools", END])
        graph.add_edge("tools", "model")

        result = graph.compile().invoke({"messages": [HumanMessage("halve 7, or 8")]})

        contents = [m.content for m in result["messages"] if isinstance(m, ToolMessage)]
        assert "must be even" in contents[0]
        assert contents[1] == "4"
        assert result["messages"][-1].content == "4"
