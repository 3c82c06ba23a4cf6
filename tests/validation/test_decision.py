"""decide: what the proxy and the middleware do with a call, given the verdict on its arguments."""

from __future__ import annotations

import pytest

from toolvet.validation import (
    Decision,
    ValidationResult,
    compile_schema,
    decide,
    effective_repair,
    validate_arguments,
)

SEARCH = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    },
    "required": ["query"],
}
UNUSABLE = {"type": "object", "$ref": "https://example.com/remote.json"}


def verdict_on(arguments: dict, schema: dict = SEARCH, **policy: str) -> ValidationResult:
    return validate_arguments(schema, arguments, **policy)


def test_a_valid_call_is_forwarded_as_the_same_object() -> None:
    arguments = {"query": "otters"}
    decision = decide(arguments, verdict_on(arguments), mode="enforce")
    assert decision.action == "forward"
    assert decision.forwards
    assert decision.arguments is arguments


def test_a_misspelled_optional_argument_is_forwarded_under_its_declared_name() -> None:
    arguments = {"query": "otters", "limmit": 5}  # valid as sent, but the tool would ignore it
    verdict = verdict_on(arguments)
    decision = decide(arguments, verdict, mode="enforce")
    assert decision.action == "repair"
    assert decision.arguments == {"query": "otters", "limit": 5}
    assert [r.code for r in verdict.repairs] == ["renamed_key"]


def test_a_call_made_valid_by_repairs_is_forwarded_with_the_repaired_copy() -> None:
    arguments = {"query": "otters", "limit": "5"}
    decision = decide(arguments, verdict_on(arguments), mode="enforce")
    assert decision.action == "repair"
    assert decision.forwards
    assert decision.arguments == {"query": "otters", "limit": 5}
    assert arguments == {"query": "otters", "limit": "5"}


def test_an_invalid_call_is_rejected_under_enforce() -> None:
    arguments = {"limit": 500}
    verdict = verdict_on(arguments)
    decision = decide(arguments, verdict, mode="enforce")
    assert decision.action == "reject"
    assert not decision.forwards
    assert decision.verdict is verdict  # the caller answers with verdict.message_for(tool)


def test_an_invalid_call_goes_on_as_sent_under_warn() -> None:
    arguments = {"limit": 500}
    decision = decide(arguments, verdict_on(arguments, repair="off"), mode="warn")
    assert decision.action == "warn"
    assert decision.forwards
    assert decision.arguments is arguments


@pytest.mark.parametrize("verdict_given", [True, False])
def test_mode_off_forwards_unchecked_whatever_the_verdict(verdict_given: bool) -> None:
    arguments = {"limit": 500}
    verdict = verdict_on(arguments) if verdict_given else None
    decision = decide(arguments, verdict, mode="off")
    assert decision.action == "unchecked"
    assert decision.forwards
    assert decision.arguments is arguments
    assert decision.schema_error is None


def test_a_call_with_no_verdict_because_no_schema_is_known_goes_on_unchecked() -> None:
    arguments = {"anything": 1}
    decision = decide(arguments, None, mode="enforce")
    assert decision == Decision("unchecked", arguments)


@pytest.mark.parametrize("mode", ["enforce", "warn"])
def test_an_unusable_schema_passes_the_call_unchecked_by_default(mode: str) -> None:
    arguments = {"query": 1}
    verdict = verdict_on(arguments, UNUSABLE)
    assert verdict.schema_error is not None
    decision = decide(arguments, verdict, mode=mode)
    assert decision.action == "unchecked"
    assert decision.forwards
    assert decision.arguments is arguments
    assert decision.schema_error is verdict.schema_error  # the caller logs why nothing was checked


@pytest.mark.parametrize("mode", ["enforce", "warn"])
def test_an_unusable_schema_blocks_the_call_under_invalid_schema_block(mode: str) -> None:
    arguments = {"query": "otters"}
    verdict = verdict_on(arguments, UNUSABLE)
    decision = decide(arguments, verdict, mode=mode, invalid_schema="block")
    assert decision.action == "block"
    assert not decision.forwards
    assert decision.schema_error is verdict.schema_error


def test_invalid_schema_block_does_not_touch_calls_to_usable_schemas() -> None:
    arguments = {"limit": 500}
    verdict = verdict_on(arguments)
    assert decide(arguments, verdict, mode="enforce", invalid_schema="block").action == "reject"
    valid = {"query": "otters"}
    assert decide(valid, verdict_on(valid), mode="enforce", invalid_schema="block").action == (
        "forward"
    )


def test_the_decision_is_the_same_for_a_compiled_schema_and_validate_arguments() -> None:
    arguments = {"query": "otters", "limit": "7"}
    direct = decide(arguments, verdict_on(arguments), mode="enforce")
    compiled = decide(arguments, compile_schema(SEARCH).validate(arguments), mode="enforce")
    assert (direct.action, direct.arguments) == (compiled.action, compiled.arguments)


@pytest.mark.parametrize(
    ("mode", "repair", "expected"),
    [
        ("enforce", "safe", "safe"),
        ("enforce", "lenient", "lenient"),
        ("enforce", "off", "off"),
        ("warn", "safe", "off"),  # a warned call goes on as sent, so nothing is repaired
        ("warn", "lenient", "off"),
        ("off", "safe", "off"),
    ],
)
def test_effective_repair_repairs_only_under_enforce(mode: str, repair: str, expected: str) -> None:
    assert effective_repair(mode, repair) == expected
