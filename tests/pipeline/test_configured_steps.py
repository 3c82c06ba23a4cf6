"""The operator's steps of `proxy.steps`, in process: each entry becomes a step when a front door
starts, or a config error naming the file, the key and the fix; and a step of theirs that fails
fails its call (once the call went on, the tool's answer stands), never what runs it."""

from __future__ import annotations

import textwrap
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.pipeline.support import Kept, Tool, call
from toolvet.config import Config, ConfigError, Limits, parse_config
from toolvet.pipeline import (
    Call,
    CallResult,
    Next,
    Outcome,
    Pipeline,
    RecordStep,
    ToolStep,
    call_steps,
    configured_steps,
)

STEPS = """
    from toolvet import Call, CallResult, Next

    class Tagging:
        def __init__(self, tag: str, times: int = 1) -> None:
            self.tag = tag * times

        async def __call__(self, call: Call, next: Next) -> CallResult:
            call.context["tag"] = self.tag
            return await next(call)

    async def noting(call: Call, next: Next) -> CallResult:
        call.context["noted"] = True
        return await next(call)

    async def too_few(call: Call) -> CallResult:
        raise AssertionError("never called")

    class Synchronous:
        def __call__(self, call, next):
            return next(call)

    class Picky:
        def __init__(self, path: str) -> None:
            raise PermissionError(f"cannot write {path}")

    class Nested:
        class Inner(Tagging):
            pass

    NOT_CALLABLE = 42
"""


@pytest.fixture
def module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The name of a module of steps (STEPS) that toolvet can import, as an operator's would be."""
    name = f"operator_steps_{uuid.uuid4().hex}"
    (tmp_path / f"{name}.py").write_text(textwrap.dedent(STEPS), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def config(*steps: dict[str, Any]) -> Config:
    return parse_config(
        {"mcpServers": {"notes": {"command": "notes"}}, "proxy": {"steps": list(steps)}},
        source="servers.json",
    )


def problems(*steps: dict[str, Any]) -> list[str]:
    with pytest.raises(ConfigError) as raised:
        configured_steps(config(*steps))
    return raised.value.problems


async def test_classes_with_options_and_async_functions_become_steps_in_file_order(
    module: str,
) -> None:
    built = configured_steps(
        config(
            {"use": f"{module}:Tagging", "options": {"tag": "ab", "times": 2}},
            {"use": f"{module}:noting"},
            {"use": f"{module}:Nested.Inner", "options": {"tag": "x"}},
        )
    )
    assert [type(s).__name__ for s in built] == ["Tagging", "function", "Inner"]
    tool = Tool()
    sent = call({"query": "x"})
    result = await Pipeline(built, tool).run(sent)
    assert result.outcome is Outcome.ACCEPTED and tool.sent == [{"query": "x"}]
    assert sent.context == {"tag": "x", "noted": True}  # the inner Tagging ran last


def test_no_steps_configured_builds_none() -> None:
    assert configured_steps(config()) == []


def test_a_module_that_cannot_be_imported_names_the_key_and_pythonpath() -> None:
    [problem] = problems({"use": "no_such_module_anywhere.steps:VerdictLog"})
    assert problem.startswith("servers.json: proxy.steps[0].use: cannot import module")
    assert "No module named 'no_such_module_anywhere'" in problem
    assert "PYTHONPATH" in problem


def test_a_missing_attribute_is_named_with_the_nearest(module: str) -> None:
    [problem] = problems({"use": f"{module}:Taging"})
    assert problem == (
        f"servers.json: proxy.steps[0].use: {module} has no attribute 'Taging';"
        " did you mean 'Tagging'?"
    )
    [nested] = problems({"use": f"{module}:Nested.Outer"})
    assert f"{module}.Nested has no attribute 'Outer'" in nested


def test_what_is_not_a_step_is_refused_with_what_a_step_is(module: str) -> None:
    found = problems(
        {"use": f"{module}:NOT_CALLABLE"},
        {"use": f"{module}:Synchronous"},
        {"use": f"{module}:too_few"},
    )
    assert found[0].startswith("servers.json: proxy.steps[0].use:")
    assert "is a int, not a step" in found[0]
    assert found[1].startswith("servers.json: proxy.steps[1].use:")
    assert "built a Synchronous, which is not a step" in found[1]
    assert "async def __call__(self, call, next)" in found[1]
    assert found[2].startswith("servers.json: proxy.steps[2].use:")
    assert "cannot be called as (call, next): its signature is (call:" in found[2]


def test_options_the_step_does_not_take_are_refused_with_its_parameters(module: str) -> None:
    [unknown, function] = problems(
        {"use": f"{module}:Tagging", "options": {"tag": "x", "tims": 2}},
        {"use": f"{module}:noting", "options": {"tag": "x"}},
    )
    assert unknown.startswith(f"servers.json: proxy.steps[0].use: {module}:Tagging does not take")
    assert "unexpected keyword argument 'tims'" in unknown and "given: tag, tims" in unknown
    assert "its parameters are (tag: str, times: int = 1)" in unknown
    assert "is an async function, the step itself, which takes no options" in function


def test_a_constructor_that_raises_is_reported_with_its_error(module: str) -> None:
    [problem] = problems({"use": f"{module}:Picky", "options": {"path": "/nope"}})
    assert problem == (
        f"servers.json: proxy.steps[0].use: building {module}:Picky with its options failed:"
        " PermissionError: cannot write /nope"
    )


def test_the_configured_steps_run_after_the_record_step_before_the_tool_step(
    module: str,
) -> None:
    built = configured_steps(config({"use": f"{module}:noting"}))
    steps = call_steps(Limits(), Kept(), extra=built)
    assert isinstance(steps[0], RecordStep) and steps[1] is built[0]
    assert isinstance(steps[2], ToolStep)


class AfterTheCall:
    """A step that fails once the rest of the pipeline is done (a store that is down)."""

    async def __call__(self, call: Call, next: Next) -> CallResult:
        await next(call)
        raise OSError("the verdict store is down")


class Forgetful:
    """A step that forgets to return what `next` returned."""

    async def __call__(self, call: Call, next: Next) -> CallResult:
        await next(call)
        return None  # type: ignore[return-value]


async def test_a_step_failing_after_the_call_went_on_leaves_the_tools_answer() -> None:
    kept, tool = Kept(), Tool()
    result = await Pipeline([RecordStep(kept), AfterTheCall()], tool).run(call({"query": "x"}))
    # The tool ran: its answer stands (a caller told otherwise would run it again) ...
    assert tool.sent == [{"query": "x"}] and result.result is None
    assert result.answer is not None and result.answer["structuredContent"] == {"hits": 1}
    # ... and the failure is what is recorded.
    [(_, recorded)] = kept.outcomes
    assert recorded.outcome is Outcome.FAILED
    assert "the step 'AfterTheCall' failed (OSError: the verdict store is down)" in recorded.message


async def test_a_step_failing_before_the_call_went_on_fails_the_call() -> None:
    tool = Tool()
    pipeline = Pipeline([AfterTheCall(), ToolStep()], tool)
    result = await pipeline.run(call({"query": "x"}, tool=""))
    # The tool step answers a call to no tool; the step fails after that answer, so the call
    # never went on: the caller reads the step's failure.
    assert result.outcome is Outcome.FAILED and tool.sent == []
    assert result.result is not None and result.result["isError"] is True
    assert "did not complete: the step 'AfterTheCall' failed" in result.message


async def test_a_step_that_returns_nothing_is_named() -> None:
    result = await Pipeline([Forgetful()], Tool()).run(call({"query": "x"}))
    assert result.outcome is Outcome.FAILED
    assert "the step 'Forgetful' failed (TypeError: it returned NoneType" in result.message
    assert "return await next(call)" in result.message
