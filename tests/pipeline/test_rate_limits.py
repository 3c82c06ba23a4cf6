"""The rate-limit step in process, over the memory store on a clock the test moves: the GCRA's
arithmetic, what each `per` counts, every matching rule must allow, the refusal a model reads,
and what an unreachable store does under `on_store_error`."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from tests.pipeline.support import Kept, Tool, call
from toolvet.config import Limits, RateLimits
from toolvet.pipeline import (
    RATE_LIMIT_META_KEY,
    Call,
    MemoryStore,
    Outcome,
    Pipeline,
    RateCheck,
    StoreUnavailable,
    call_steps,
    gcra,
    rate_limit_step,
    same_store,
)


class Clock:
    """A monotonic clock that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass(frozen=True)
class Who:
    """An authenticated caller, as the pipeline sees one."""

    subject: str
    client_id: str | None = None

    def audit_fields(self) -> dict[str, Any]:
        return {"caller": self.subject}


def limited(
    rules: list[dict[str, Any]], store: Any, session: str | None = "session-1", **settings: Any
) -> tuple[Pipeline, Tool]:
    """A pipeline with these rules; a call without a caller is of `session` (None: of none)."""
    config = RateLimits(rules=rules, **settings)
    step = rate_limit_step(config, store, lambda call: session)
    tool = Tool()
    return Pipeline(call_steps(Limits(), Kept(), rate_limits=step), tool), tool


def by(subject: str | None, tool: str = "search") -> Call:
    made = call({"query": "x"}, tool=tool)
    made.caller = Who(subject) if subject is not None else None
    return made


async def outcomes(pipeline: Pipeline, calls: Sequence[Call]) -> list[Outcome]:
    return [(await pipeline.run(c)).outcome for c in calls]


def test_gcra_lets_the_capacity_through_at_once_then_one_per_interval() -> None:
    tat = None
    waits = []
    for _ in range(6):
        new_tat, wait = gcra(tat, 0.0, 12.0, 5)
        waits.append(wait)
        if wait == 0:
            tat = new_tat
    assert waits == [0, 0, 0, 0, 0, 12.0]
    assert gcra(tat, 12.0, 12.0, 5)[1] == 0  # 12 s on, one more fits
    assert gcra(tat, 11.5, 12.0, 5)[1] == pytest.approx(0.5)


def test_gcra_forgets_a_quiet_key() -> None:
    tat, _ = gcra(None, 0.0, 1.0, 2)
    tat, _ = gcra(tat, 0.0, 1.0, 2)
    assert gcra(tat, 0.0, 1.0, 2)[1] == 1.0
    assert gcra(tat, 100.0, 1.0, 2) == (101.0, 0.0)


async def test_five_a_minute_allows_five_in_a_row_then_one_every_twelve_seconds() -> None:
    clock = Clock()
    steps, tool = limited(
        [{"tools": ["notes/*"], "per": "caller", "limit": "5/minute"}], MemoryStore(clock=clock)
    )
    bob = [by("bob") for _ in range(6)]
    assert await outcomes(steps, bob) == [Outcome.ACCEPTED] * 5 + [Outcome.RATE_LIMITED]
    assert len(tool.sent) == 5
    clock.now += 11.9
    assert (await steps.run(by("bob"))).outcome is Outcome.RATE_LIMITED
    clock.now += 0.1
    assert (await steps.run(by("bob"))).outcome is Outcome.ACCEPTED
    assert (await steps.run(by("bob"))).outcome is Outcome.RATE_LIMITED


async def test_the_refusal_names_the_limit_the_caller_and_when_to_try_again() -> None:
    clock = Clock()
    steps, tool = limited(
        [{"tools": ["notes/*"], "per": "caller", "limit": "5/minute"}], MemoryStore(clock=clock)
    )
    for _ in range(5):
        await steps.run(by("bob"))
    clock.now += 0.5
    result = await steps.run(by("bob"))
    assert result.outcome is Outcome.RATE_LIMITED and not result.invalid_params
    assert result.message == (
        "Tool 'search' was not called: at most 5 calls a minute to notes/* for caller bob;"
        " try again in 12 s."
    )
    assert result.result is not None and result.result["isError"] is True
    meta = result.result["_meta"][RATE_LIMIT_META_KEY]
    assert meta == {
        "retry_after": 11.5,
        "limit": "5/minute",
        "burst": 5,
        "per": "caller",
        "tools": ["notes/*"],
    }
    assert len(tool.sent) == 5


async def test_a_burst_below_the_count_spreads_the_calls() -> None:
    steps, _ = limited(
        [{"tools": ["*"], "limit": "60/minute", "burst": 2}], MemoryStore(clock=Clock())
    )
    results = [await steps.run(by("bob")) for _ in range(3)]
    assert [r.outcome for r in results] == [Outcome.ACCEPTED] * 2 + [Outcome.RATE_LIMITED]
    assert "at most 60 calls a minute (up to 2 at once) to *" in results[2].message
    assert "try again in 1 s" in results[2].message


async def test_per_caller_counts_each_caller_and_each_anonymous_session_apart() -> None:
    steps, _ = limited([{"tools": ["*"], "limit": "1/hour"}], MemoryStore(clock=Clock()))
    calls = [by("bob"), by("bob"), by("alice"), by(None), by(None)]
    assert await outcomes(steps, calls) == [
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
        Outcome.ACCEPTED,
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
    ]
    refusal = await steps.run(by(None))
    assert "at most 1 call an hour to * for this session" in refusal.message


async def test_calls_without_an_identity_or_a_session_are_counted_together_and_told_so() -> None:
    """As 2026-07-28 requests without a token are: no session lasts beyond one request."""
    steps, _ = limited([{"tools": ["*"], "limit": "1/hour"}], MemoryStore(clock=Clock()), None)
    calls = [by(None), by(None), by("bob")]
    assert await outcomes(steps, calls) == [
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
        Outcome.ACCEPTED,
    ]
    refusal = await steps.run(by(None))
    assert refusal.message == (
        "Tool 'search' was not called: at most 1 call an hour to * for callers without an"
        " identity; try again in 3600 s."
    )


async def test_per_tool_server_and_all_count_what_they_say() -> None:
    clock = Clock()
    per_tool, _ = limited(
        [{"tools": ["*"], "per": "tool", "limit": "1/day"}], MemoryStore(clock=clock)
    )
    assert await outcomes(per_tool, [by("a"), by("b"), by("a", tool="broken")]) == [
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
        Outcome.ACCEPTED,
    ]
    per_server, _ = limited(
        [{"tools": ["*"], "per": "server", "limit": "1/day"}], MemoryStore(clock=clock)
    )
    refused = [await per_server.run(c) for c in (by("a"), by("b", tool="broken"))]
    assert [r.outcome for r in refused] == [Outcome.ACCEPTED, Outcome.RATE_LIMITED]
    assert "for server notes" in refused[1].message
    in_all, _ = limited(
        [{"tools": ["*"], "per": "all", "limit": "1/day"}], MemoryStore(clock=clock)
    )
    refused = [await in_all.run(c) for c in (by("a"), by(None))]
    assert "for all callers together" in refused[1].message


async def test_a_rule_applies_only_to_the_tools_its_globs_name() -> None:
    steps, tool = limited(
        [{"tools": ["billing/*", "notes/broken"], "limit": "1/day"}], MemoryStore(clock=Clock())
    )
    assert await outcomes(steps, [by("a"), by("a"), by("a")]) == [Outcome.ACCEPTED] * 3
    assert len(tool.sent) == 3


async def test_every_matching_rule_must_allow_and_a_refusal_costs_the_others_nothing() -> None:
    clock = Clock()
    store = MemoryStore(clock=clock)
    steps, _ = limited(
        [
            {"tools": ["*"], "per": "all", "limit": "3/minute"},
            {"tools": ["notes/search"], "per": "caller", "limit": "1/minute"},
        ],
        store,
    )
    assert await outcomes(steps, [by("bob"), by("bob"), by("bob")]) == [
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
        Outcome.RATE_LIMITED,
    ]
    # bob's refusals did not use up the shared limit: two others still get through.
    assert await outcomes(steps, [by("alice"), by("carol"), by("dave")]) == [
        Outcome.ACCEPTED,
        Outcome.ACCEPTED,
        Outcome.RATE_LIMITED,
    ]
    refusal = await steps.run(by("erin"))
    assert "at most 3 calls a minute to * for all callers together" in refusal.message


def test_the_memory_store_keeps_at_most_max_keys_counters() -> None:
    clock = Clock()
    store = MemoryStore(max_keys=100, clock=clock)
    for n in range(100):
        assert store.take([RateCheck(f"old-{n}", 1.0, 1)]) == [0.0]
    clock.now += 10  # every old counter has expired
    store.take([RateCheck("fresh-0", 60.0, 1)])
    assert len(store.tats) == 1 and store.evicted == 0
    for n in range(1, 150):
        store.take([RateCheck(f"fresh-{n}", 60.0, 1)])
    assert len(store.tats) <= 100 and store.evicted > 0
    assert "fresh-149" in store.tats and "fresh-1" not in store.tats  # the least recent went


class Broken:
    """A store that cannot be reached, as a Redis store says it."""

    name = "redis://gone:6379/0"

    def __init__(self) -> None:
        self.calls = 0

    async def acquire(self, checks: Sequence[RateCheck]) -> list[float]:
        self.calls += 1
        raise StoreUnavailable("ConnectionError: refused", first=self.calls == 1)

    async def aclose(self) -> None:
        pass


async def test_an_unreachable_store_allows_calls_by_default_and_logs_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, "toolvet.pipeline")
    steps, tool = limited([{"tools": ["*"], "limit": "1/day"}], Broken())
    assert await outcomes(steps, [by("bob"), by("bob"), by("bob")]) == [Outcome.ACCEPTED] * 3
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1 and "redis://gone:6379/0 cannot be reached" in warnings[0]
    assert "allowed without counting" in warnings[0] and len(tool.sent) == 3


async def test_an_unreachable_store_refuses_calls_when_told_to() -> None:
    steps, tool = limited([{"tools": ["*"], "limit": "1/day"}], Broken(), on_store_error="refuse")
    result = await steps.run(by("bob"))
    assert result.outcome is Outcome.RATE_LIMITED and tool.sent == []
    assert "store is unreachable" in result.message
    assert result.result is not None
    assert result.result["_meta"][RATE_LIMIT_META_KEY]["store_unavailable"] is True


def test_no_rules_no_step_and_a_store_is_kept_while_its_settings_stay() -> None:
    assert rate_limit_step(RateLimits(), MemoryStore()) is None
    before = RateLimits(store="redis://r:6379/0", rules=[{"tools": ["*"], "limit": "1/second"}])
    assert same_store(before, RateLimits(store="redis://r:6379/0", on_store_error="refuse"))
    assert not same_store(before, RateLimits(store="redis://r:6379/1"))


def test_a_fresh_key_is_allowed_whatever_the_clock_reads() -> None:
    """A monotonic clock far from 0 and a day's interval: no rounding makes a first call wait."""
    for now in (0.0, 83453.150577798, 2080861.3138251274, 189582.65299290288):
        assert gcra(None, now, 86400.0, 1) == (now + 86400.0, 0.0)
        assert gcra(None, now, 0.1, 3)[1] == 0.0
