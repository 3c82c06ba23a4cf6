"""Each call step in process, on real cache entries: tool, access, arguments, limits,
validation and repair, output schema, record; in the order `call_steps` builds them."""

from __future__ import annotations

from tests.pipeline.support import Kept, Tool, call
from toolvet.config import Limits
from toolvet.pipeline import META_KEY, AccessStep, Call, Outcome, Pipeline, call_steps


def pipeline(tool: Tool, recorder: Kept, **limits: int) -> Pipeline:
    return Pipeline(call_steps(Limits(**limits), recorder), tool)


async def test_each_outcome_is_recorded_once_by_the_record_step() -> None:
    tool, kept = Tool(), Kept()
    steps = pipeline(tool, kept)
    results = [
        await steps.run(call({"query": "x"})),
        await steps.run(call({"query": "x", "limit": "5"})),
        await steps.run(call({"query": 5})),
        await steps.run(call({"query": 5}, mode="warn")),
        await steps.run(call({}, tool="")),
    ]
    assert [r.outcome for r in results] == [
        Outcome.ACCEPTED,
        Outcome.REPAIRED,
        Outcome.REJECTED,
        Outcome.WARNED,
        Outcome.UNKNOWN_TOOL,
    ]
    assert [r for _, r in kept.outcomes] == results
    assert tool.sent == [{"query": "x"}, {"query": "x", "limit": 5}, {"query": 5}]
    assert results[4].invalid_params and "nosuch" in results[4].message


async def test_a_repaired_call_tells_its_repairs_on_the_result() -> None:
    tool = Tool()
    result = await pipeline(tool, Kept()).run(call({"query": "x", "limit": "5"}))
    meta = result.answer["_meta"][META_KEY]
    assert meta["repairs"][0]["code"] == "number_from_string"


async def test_arguments_over_the_limits_are_refused_before_validation() -> None:
    tool, kept = Tool(), Kept()
    result = await pipeline(tool, kept, max_argument_bytes=64).run(call({"query": "x" * 100}))
    assert result.outcome is Outcome.LIMITED and tool.sent == []
    assert [i.code for i in result.issues] == ["argument_size"]
    assert "at most 64 are accepted" in result.message


async def test_arguments_that_are_not_an_object_are_invalid_params() -> None:
    tool = Tool()
    result = await pipeline(tool, Kept()).run(call(["x"]))
    assert result.outcome is Outcome.REJECTED and result.invalid_params
    assert "must be a JSON object" in result.message and tool.sent == []


async def test_an_unusable_schema_blocks_or_passes_by_policy() -> None:
    tool = Tool()
    steps = pipeline(tool, Kept())
    blocked = await steps.run(call({"q": "x"}, tool="broken", invalid_schema="block"))
    passed = await steps.run(call({"q": "x"}, tool="broken", invalid_schema="pass"))
    assert blocked.outcome is Outcome.BLOCKED
    assert "its input schema cannot be used" in blocked.message
    assert passed.outcome is Outcome.ACCEPTED and tool.sent == [{"q": "x"}]


async def test_a_withheld_tool_is_refused_with_its_reason() -> None:
    tool = Tool()
    withheld = call({"query": "x"})
    withheld.withheld = "Tool 'search' is withheld by toolvet: it is not in the lock file."
    result = await pipeline(tool, Kept()).run(withheld)
    assert result.outcome is Outcome.WITHHELD and result.message == withheld.withheld
    assert tool.sent == []


async def test_access_denies_what_no_rule_grants() -> None:
    tool, kept = Tool(), Kept()

    def allows(caller: object, server: str, name: str) -> bool:
        return name != "search"

    def refusal(denied: Call) -> str:
        return f"Tool '{denied.name}' is not available"

    access = AccessStep(allows, refusal)
    steps = Pipeline(call_steps(Limits(), kept, access=access), tool)
    result = await steps.run(call({"query": "x"}))
    assert result.outcome is Outcome.DENIED and result.invalid_params
    assert result.message == "Tool 'search' is not available" and tool.sent == []


async def test_output_schema_is_enforced_on_the_answer() -> None:
    wrong = Tool({"content": [], "structuredContent": {"hits": "many"}})
    enforced = await pipeline(wrong, Kept()).run(call({"query": "x"}, output="enforce"))
    warned = await pipeline(wrong, Kept()).run(call({"query": "x"}, output="warn"))
    assert enforced.answer["isError"] is True
    assert "does not match its outputSchema" in enforced.answer["content"][0]["text"]
    assert warned.answer == wrong.result
