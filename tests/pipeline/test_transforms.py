"""The operator's view of a server's tools in process: `tools.rename`, `describe` and `fixed` as
list steps (what clients see) and a call step (what the upstream gets), for both front doors."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from tests.pipeline.support import SEARCH, Kept, Tool, call
from tests.proxy.support import write_config
from toolvet.cache import SchemaCache
from toolvet.config import ConfigError, Limits, load_config
from toolvet.pipeline import (
    DescribeStep,
    FixedArgumentsStep,
    FixedStep,
    ListPipeline,
    Outcome,
    Pipeline,
    RenameStep,
    ViewCheckStep,
    ViewReport,
    call_steps,
    listed_tools,
)

ISSUE = {
    "name": "create_issue",
    "description": "Create an issue in a repository.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "owner": {"type": "string"},
            "repo": {"type": "string", "minLength": 2},
            "title": {"type": "string"},
        },
        "required": ["owner", "repo", "title"],
        "additionalProperties": False,
    },
}


def viewed(directory: Path, tools: dict[str, Any]) -> tuple[dict[str, Any], ViewReport]:
    """What the view steps list of a server `gh` with ISSUE and SEARCH under `tools`."""
    path = write_config(directory / "servers.json", {"gh": {"command": "x", "tools": tools}})
    config = load_config(path)
    cache = SchemaCache()
    cache.update("gh", [ISSUE, SEARCH])
    report = ViewReport()
    steps = ListPipeline(
        [
            ViewCheckStep(cache, config.servers, config.source, report),
            RenameStep(config.servers),
            DescribeStep(config.servers),
            FixedStep(cache, config.servers, config.source),
        ]
    )
    return {t.name: t for t in steps.run(listed_tools(cache, ["gh"]))}, report


def test_a_renamed_tool_is_listed_by_its_new_name_only(tmp_path: Path) -> None:
    listed, _ = viewed(tmp_path, {"rename": {"create_issue": "open_ticket"}})
    assert set(listed) == {"open_ticket", "search"}
    assert listed["open_ticket"].tool == "create_issue" and listed["open_ticket"].renamed


def test_a_described_tool_shows_the_operators_text(tmp_path: Path) -> None:
    listed, _ = viewed(tmp_path, {"describe": {"create_issue": "Open a ticket in acme/app."}})
    assert listed["create_issue"].definition["description"] == "Open a ticket in acme/app."
    assert listed["search"].definition == SEARCH


def test_fixed_parameters_leave_the_schema_and_its_required(tmp_path: Path) -> None:
    listed, report = viewed(tmp_path, {"fixed": {"create_issue": {"owner": "acme", "repo": "app"}}})
    schema = listed["create_issue"].definition["inputSchema"]
    assert list(schema["properties"]) == ["title"]
    assert schema["required"] == ["title"]
    assert schema["additionalProperties"] is False
    assert listed["create_issue"].withheld is None and not report.current


def test_a_fixed_value_the_schema_refuses_withholds_the_tool_naming_the_key(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR, "toolvet.pipeline"):
        listed, report = viewed(tmp_path, {"fixed": {"create_issue": {"repo": "a"}}})
    withheld = listed["create_issue"].withheld
    assert withheld is not None and "fixed arguments for it cannot apply" in withheld
    (problem,) = report.current
    assert "servers.json: mcpServers.gh.tools.fixed.create_issue.repo:" in problem
    assert '"a" is not a valid value' in problem and problem in caplog.text


def test_a_fixed_name_the_schema_lacks_is_named_with_the_nearest_parameter(
    tmp_path: Path,
) -> None:
    listed, report = viewed(tmp_path, {"fixed": {"create_issue": {"ownr": "acme"}}})
    assert listed["create_issue"].withheld is not None
    (problem,) = report.current
    assert "mcpServers.gh.tools.fixed.create_issue.ownr: tool 'create_issue'" in problem
    assert "did you mean 'owner'?" in problem


def test_a_view_of_a_tool_the_server_does_not_list_is_reported(tmp_path: Path) -> None:
    _, report = viewed(
        tmp_path, {"rename": {"create_isue": "open_ticket"}, "describe": {"nosuch": "x"}}
    )
    problems = sorted(report.current)
    assert "mcpServers.gh.tools.describe.nosuch: server 'gh' has no tool 'nosuch'" in problems[0]
    assert "mcpServers.gh.tools.rename.create_isue" in problems[1]
    assert "did you mean 'create_issue'?" in problems[1]


def test_a_rename_to_another_tools_name_is_reported(tmp_path: Path) -> None:
    _, report = viewed(tmp_path, {"rename": {"create_issue": "search"}})
    (problem,) = report.current
    assert "mcpServers.gh.tools.rename.create_issue: 'search' is also the name of tool" in problem


@pytest.mark.parametrize(
    ("tools", "expected"),
    [
        ({"rename": {"a": "b c"}}, "tools.rename.a: 'b c' cannot be a tool name"),
        ({"rename": {"a": "x", "b": "x"}}, "tools.rename.b: 'a' is renamed to 'x' too"),
        ({"rename": {"get_*": "x"}}, 'tools.rename["get_*"]: expected one upstream tool'),
        ({"fixed": {"a": {}}}, "tools.fixed.a: no arguments to fix"),
        ({"fixed": {"a": 3}}, "tools.fixed.a"),
        ({"describe": {"a": " "}}, "tools.describe.a: the description is empty"),
    ],
)
def test_config_errors_name_the_file_and_the_key(
    tmp_path: Path, tools: dict[str, Any], expected: str
) -> None:
    path = write_config(tmp_path / "servers.json", {"gh": {"command": "x", "tools": tools}})
    with pytest.raises(ConfigError) as raised:
        load_config(path)
    assert f"servers.json: mcpServers.gh.{expected}" in str(raised.value)


def test_two_servers_cannot_rename_to_the_same_name(tmp_path: Path) -> None:
    servers = {
        "a": {"command": "x", "tools": {"rename": {"t": "same"}}},
        "b": {"command": "x", "tools": {"rename": {"u": "same"}}},
    }
    with pytest.raises(ConfigError) as raised:
        load_config(write_config(tmp_path / "servers.json", servers))
    assert "mcpServers.b.tools.rename.u: 'same' is already the new name of 't' of server 'a'" in (
        str(raised.value)
    )


FIXED = {"owner": "acme", "repo": "app"}


def issue_call(arguments: dict[str, Any]) -> Any:
    tools = SchemaCache()
    tools.update("notes", [ISSUE])
    return call(arguments, "create_issue", tools)


async def run(arguments: dict[str, Any]) -> tuple[Any, Tool, Kept]:
    tool, kept = Tool({"content": []}), Kept()
    steps = call_steps(Limits(), kept, fixed=lambda server, name: FIXED)
    pipeline = Pipeline(steps, tool)
    return await pipeline.run(issue_call(arguments)), tool, kept


async def test_fixed_arguments_are_set_on_every_call_and_validated_with_them() -> None:
    result, tool, _ = await run({"title": "Printer on fire"})
    assert result.outcome is Outcome.ACCEPTED
    assert tool.sent == [{"title": "Printer on fire", **FIXED}]


async def test_a_call_that_sends_a_fixed_argument_with_another_value_is_refused() -> None:
    result, tool, kept = await run({"title": "t", "owner": "evil"})
    assert result.outcome is Outcome.REJECTED and tool.sent == []
    assert result.message == (
        "Tool 'create_issue': 'owner' is set by the operator to \"acme\" on every call;"
        ' leave it out (got "evil")'
    )
    assert result.result is not None and result.result["isError"] is True
    assert kept.outcomes[0][1].outcome is Outcome.REJECTED


async def test_a_call_that_sends_the_fixed_value_itself_is_accepted() -> None:
    result, tool, _ = await run({"title": "t", "owner": "acme"})
    assert result.outcome is Outcome.ACCEPTED and tool.sent == [{"title": "t", **FIXED}]


async def test_a_fixed_argument_is_compared_as_json_not_as_python() -> None:
    step = FixedArgumentsStep(lambda server, name: {"flag": True})
    tool = Tool({"content": []})
    result = await Pipeline([step], tool).run(call({"query": "q", "flag": 1}))
    assert result.outcome is Outcome.REJECTED and tool.sent == []


async def test_validation_still_checks_what_the_caller_sent_against_the_real_schema() -> None:
    result, tool, _ = await run({"title": 5})
    assert result.outcome is Outcome.REJECTED and tool.sent == []
    assert "title" in result.message
