"""The pipeline in process: steps compose around the terminal in their order, a step may answer
or send on, and a step that raises fails its call (naming the step), never what runs it."""

from __future__ import annotations

from tests.pipeline.support import Tool, call
from toolvet import Step
from toolvet.pipeline import Call, CallResult, Next, Outcome, Pipeline, refused


class Mark:
    """A step that notes its name on the call on the way in and on the way out."""

    def __init__(self, name: str) -> None:
        self.name = name

    async def __call__(self, call: Call, next: Next) -> CallResult:
        call.context.setdefault("path", []).append(f"{self.name}>")
        result = await next(call)
        call.context["path"].append(f"<{self.name}")
        return result


class Refuse:
    name = "refuse"

    async def __call__(self, call: Call, next: Next) -> CallResult:
        return refused(Outcome.REJECTED, "no")


class Explode:
    async def __call__(self, call: Call, next: Next) -> CallResult:
        raise RuntimeError("the store is down")


async def test_steps_run_in_order_around_the_terminal() -> None:
    tool = Tool()
    pipeline = Pipeline([Mark("a"), Mark("b")], tool)
    sent = call({"query": "x"})
    result = await pipeline.run(sent)
    assert sent.context["path"] == ["a>", "b>", "<b", "<a"]
    assert result.outcome is Outcome.ACCEPTED and tool.sent == [{"query": "x"}]


async def test_a_step_that_answers_stops_the_call_there() -> None:
    tool = Tool()
    refused_call = call({"query": "x"})
    result = await Pipeline([Mark("a"), Refuse(), Mark("b")], tool).run(refused_call)
    assert result.outcome is Outcome.REJECTED and result.result is not None
    assert refused_call.context["path"] == ["a>", "<a"]
    assert tool.sent == []


async def test_a_step_that_raises_fails_its_call_naming_the_step() -> None:
    tool = Tool()
    outer = call({"query": "x"})
    result = await Pipeline([Mark("a"), Explode()], tool).run(outer)
    assert result.outcome is Outcome.FAILED and tool.sent == []
    assert result.result is not None and result.result["isError"] is True
    text = result.result["content"][0]["text"]
    assert "step 'Explode' failed (RuntimeError: the store is down)" in text
    assert "'search'" in text
    assert outer.context["path"] == ["a>", "<a"]  # the steps before it see the failure
    # and the pipeline serves the next call as before
    assert (await Pipeline([Mark("a")], tool).run(call({"query": "y"}))).forwarded


def test_the_step_protocol_is_public_and_structural() -> None:
    assert isinstance(Mark("a"), Step) and isinstance(Refuse(), Step)
