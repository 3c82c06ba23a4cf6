"""The validation budget: cheap checks in place, costly ones on one worker thread, bounded in time."""

from __future__ import annotations

import threading

from tests.validation.schemas import fan_out
from toolvet import compile_schema
from toolvet.validation import ValidationResult, is_costly, within_budget
from toolvet.validation._budget import INLINE_WORK, argument_nodes


def test_argument_nodes_counts_every_value_and_stops_at_the_cap() -> None:
    assert argument_nodes({"a": [1, 2, {"b": None}]}, 100) == 6
    assert argument_nodes(list(range(10_000)), 50) == 51


def test_small_calls_are_cheap_and_large_ones_against_big_schemas_costly() -> None:
    small = compile_schema({"type": "object", "properties": {"q": {"type": "string"}}})
    assert not is_costly(small.cost, {"q": "x"})
    heavy = compile_schema(fan_out(11))
    assert heavy.cost > INLINE_WORK
    assert is_costly(heavy.cost, {"q": 5})
    assert is_costly(small.cost, {"q": ["x"] * INLINE_WORK})


def test_a_cheap_check_runs_in_the_callers_thread_and_a_costly_one_on_the_worker() -> None:
    where: list[str] = []

    def check() -> ValidationResult:
        where.append(threading.current_thread().name)
        return ValidationResult(True, {})

    within_budget(check, {"q": 1}, cost=1)
    within_budget(check, {"q": 1}, cost=INLINE_WORK * 10)
    assert where[0] == threading.current_thread().name
    assert where[1].startswith("toolvet-validation")


def test_past_the_budget_the_call_is_not_accepted_and_says_why() -> None:
    release = threading.Event()

    def slow() -> ValidationResult:
        release.wait(30)
        return ValidationResult(True, {})

    try:
        result = within_budget(slow, {"q": 5}, cost=INLINE_WORK * 10, budget=0.05)
    finally:
        release.set()
    assert not result.ok
    (issue,) = result.issues
    assert issue.code == "validation_budget"
    assert "longer than the 0.05 s budget" in result.message


def test_a_costly_bad_call_checked_on_the_worker_is_explained_not_cut_short() -> None:
    # Whether the explanation fits the default budget is a figure of bench/bench_bounds.py, not an
    # assertion here: a loaded machine may take longer, so the budget is one no check comes near.
    heavy = compile_schema(fan_out(11))
    assert is_costly(heavy.cost, {"q": 5})
    result = within_budget(lambda: heavy.validate({"q": 5}), {"q": 5}, heavy.cost, budget=120)
    assert not result.ok
    assert [i.code for i in result.issues] == ["type"]
    assert "q: expected string, got 5 (integer)" in result.message
