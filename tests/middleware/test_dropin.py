"""Drop-in for langchain-tool-args-validation-middleware 0.2: its README's examples, import swapped.

Each README example runs unchanged but for the import, against toolvet.middleware and, for
comparison, against the original package; the outcomes are the same. Where toolvet differs on
purpose (it never strips a value the schema allows; it honours the declared dialect; it keeps
the valid calls of a batch), the last tests show the difference.
"""

from __future__ import annotations

import ast
import importlib
from types import ModuleType
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool, tool

ORIGINAL = "langchain_tool_args_validation_middleware"

# The Python examples of the package's README (its PyPI description), verbatim.
README_USAGE = """
from langchain.agents import create_agent
from langchain_tool_args_validation_middleware import ToolArgsValidationMiddleware

agent = create_agent(
    model,
    tools=tools,
    middleware=[ToolArgsValidationMiddleware()],  # resolves schemas from the agent's tools
)
"""
README_EXTRA_VALIDATORS = """
from langchain_tool_args_validation_middleware import detect_langchain_internal_ids

ToolArgsValidationMiddleware(extra_validators=[detect_langchain_internal_ids])
"""
README_FIELD_RULE = """
from langchain_tool_args_validation_middleware import FieldRule

ToolArgsValidationMiddleware(
    extra_validators=[
        FieldRule(
            path="numbers.*",  # each element of the `numbers` list
            check=lambda v: isinstance(v, int) and 0 < v < 100,
            error=lambda v: f"value {v!r} is out of range (allowed: > 0 and < 100)",
            tools=["my_tool"],  # restrict to this tool; omit for all tools
        ),
    ],
)
"""

RUNS: list[tuple[str, dict[str, Any]]] = []


@pytest.fixture(autouse=True)
def _clear_runs() -> None:
    RUNS.clear()


@tool
def my_tool(numbers: list[int]) -> str:
    """Sum some numbers."""
    RUNS.append(("my_tool", {"numbers": numbers}))
    return str(sum(numbers))


def _get_order(**arguments: Any) -> str:
    RUNS.append(("get_order", arguments))
    return "shipped"


get_order = StructuredTool(  # a dict schema, as MCP tools have
    name="get_order",
    description="Look an order up.",
    args_schema={
        "type": "object",
        "properties": {"order_id": {"type": "string"}, "tags": {"type": "array"}},
        "required": ["order_id"],
    },
    func=_get_order,
)
TOOLS = [my_tool, get_order]


def run_example(code: str, namespace: dict[str, Any], package: str) -> Any:
    """Run a README example with its import swapped to `package`; the value of a final expression."""
    tree = ast.parse(code.replace(ORIGINAL, package))
    last = tree.body.pop() if isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "README", "exec"), namespace)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), "README", "eval"), namespace)


@pytest.fixture(params=["toolvet.middleware", ORIGINAL])
def package(request: pytest.FixtureRequest) -> str:
    return request.param


def usage_agent(package: str, model: Any, middleware_example: str | None = None) -> Any:
    """The README's usage example; with `middleware_example`, that middleware instead."""
    namespace: dict[str, Any] = {"model": model, "tools": TOOLS}
    run_example(README_USAGE, namespace, package)
    if middleware_example is None:
        return namespace["agent"]
    middleware = run_example(middleware_example, namespace, package)
    return create_agent(model, tools=TOOLS, middleware=[middleware])


def call(name: str, args: dict[str, Any], call_id: str) -> AIMessage:
    return AIMessage(
        "", id=f"m-{call_id}", tool_calls=[{"name": name, "args": args, "id": call_id}]
    )


def test_usage(package: str, scripted) -> None:
    model = scripted(
        call("get_order", {"id": "A-1"}, "c1"),
        call("get_order", {"order_id": "A-1"}, "c2"),
        AIMessage("Shipped."),
    )

    result = usage_agent(package, model).invoke({"messages": [HumanMessage("where is A-1?")]})

    assert RUNS == [("get_order", {"order_id": "A-1"})]
    assert isinstance(model.seen[1][-1], ToolMessage)
    assert "order_id" in model.seen[1][-1].content
    assert result["messages"][-1].content == "Shipped."


def test_extra_validators_example(package: str, scripted) -> None:
    leaked = "lc_0b9c1a52-51c4-4c2e-9a59-2f7d7b0f6c11"
    model = scripted(
        call("get_order", {"order_id": leaked}, "c1"),
        call("get_order", {"order_id": "A-1"}, "c2"),
        AIMessage("Shipped."),
    )

    agent = usage_agent(package, model, README_EXTRA_VALIDATORS)
    agent.invoke({"messages": [HumanMessage("status?")]})

    assert "LangChain internal ID" in model.seen[1][-1].content
    assert RUNS == [("get_order", {"order_id": "A-1"})]


def test_field_rule_example(package: str, scripted) -> None:
    model = scripted(
        call("my_tool", {"numbers": [50, -1, 100]}, "c1"),
        call("my_tool", {"numbers": [50, 1, 99]}, "c2"),
        AIMessage("150"),
    )

    agent = usage_agent(package, model, README_FIELD_RULE)
    agent.invoke({"messages": [HumanMessage("add them")]})

    # The README's promise: "argument 'numbers[1]': value -1 is out of range", per element.
    error = model.seen[1][-1].content
    assert "numbers[1]" in error and "value -1 is out of range" in error
    assert "numbers[2]" in error and "value 100 is out of range" in error
    assert RUNS == [("my_tool", {"numbers": [50, 1, 99]})]


def test_every_configuration_parameter(package: str, scripted) -> None:
    module: ModuleType = importlib.import_module(package)
    jsonschema = pytest.importorskip("jsonschema")
    middleware = module.ToolArgsValidationMiddleware(
        tools=TOOLS,
        max_retries=1,
        strip_empty_values=True,
        strip_placeholder_strings=True,
        placeholder_strings=frozenset({"n/a"}),
        json_schema_validator_class=jsonschema.Draft7Validator,
        extra_validators=[module.detect_langchain_internal_ids],
        on_failure="raise",
    )
    model = scripted(call("get_order", {}, "c1"), call("get_order", {"order": 1}, "c2"))
    agent = create_agent(model, tools=TOOLS, middleware=[middleware])

    with pytest.raises(module.ToolArgsValidationError):
        agent.invoke({"messages": [HumanMessage("?")]})

    assert model.calls == 2  # max_retries=1
    assert RUNS == []


class TestDeliberateDifferences:
    """Where toolvet differs from the package it replaces, on purpose (see the README)."""

    def test_a_value_the_schema_allows_is_never_stripped(self, package: str, scripted) -> None:
        model = scripted(call("get_order", {"order_id": "A-1", "tags": []}, "c1"), AIMessage("ok"))

        usage_agent(package, model).invoke({"messages": [HumanMessage("?")]})

        [(_, args)] = RUNS
        if package == ORIGINAL:
            assert args == {"order_id": "A-1"}  # stripped, although the schema allows []
        else:
            assert args == {"order_id": "A-1", "tags": []}

    def test_the_declared_dialect_is_checked(self, package: str, scripted) -> None:
        pair = StructuredTool(
            name="pair",
            description="A pair of numbers.",
            args_schema={
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "type": "object",
                "properties": {"p": {"type": "array", "prefixItems": [{"type": "number"}] * 2}},
            },
            func=lambda **kwargs: RUNS.append(("pair", kwargs)) or "ok",
        )
        model = scripted(
            call("pair", {"p": ["x", "y"]}, "c1"),
            call("pair", {"p": [1, 2]}, "c2"),
            AIMessage("ok"),
        )
        module = importlib.import_module(package)
        agent = create_agent(
            model, tools=[pair], middleware=[module.ToolArgsValidationMiddleware()]
        )

        agent.invoke({"messages": [HumanMessage("?")]})

        # Draft 7 does not know prefixItems; 2020-12, which the schema declares, does.
        first_run = RUNS[0][1]
        assert first_run == ({"p": ["x", "y"]} if package == ORIGINAL else {"p": [1, 2]})

    def test_the_valid_calls_of_a_batch_are_kept(self, package: str, scripted) -> None:
        model = scripted(
            AIMessage(
                "",
                id="m1",
                tool_calls=[
                    {"name": "my_tool", "args": {"numbers": [1]}, "id": "good"},
                    {"name": "get_order", "args": {}, "id": "bad"},
                ],
            ),
            call("get_order", {"order_id": "A-1"}, "fixed"),  # only the bad call is re-issued
            AIMessage("done"),
        )

        usage_agent(package, model).invoke({"messages": [HumanMessage("?")]})

        note = model.seen[1][-1 if package == ORIGINAL else -2].content
        if package == ORIGINAL:
            # It asks for the whole batch again; a model that re-issues only the fix loses a call.
            assert "Re-issue all tool calls" in note
            assert RUNS == [("get_order", {"order_id": "A-1"})]
        else:
            assert "Do not issue it again" in note
            # Both run; the agent's tool node runs a batch's calls in parallel, in either order.
            assert sorted(RUNS, key=lambda run: run[0]) == [
                ("get_order", {"order_id": "A-1"}),
                ("my_tool", {"numbers": [1]}),
            ]
