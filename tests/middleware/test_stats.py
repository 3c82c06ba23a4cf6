"""ValidationStats: counters per event, tool and code."""

from __future__ import annotations

from toolvet import Issue, Repair
from toolvet.middleware import CallVerdict, ValidationStats


def invalid(name: str, *codes: str) -> CallVerdict:
    issues = tuple(Issue((), code, "x") for code in codes)
    return CallVerdict(name, "c1", "invalid", {}, issues, message="x")


def test_counts_per_event_tool_and_code() -> None:
    stats = ValidationStats()
    repaired = CallVerdict(
        "search",
        "c2",
        "repaired",
        {"n": 1},
        repairs=(Repair(("n",), "number_from_string", "1", 1),),
    )

    stats.record_checked([invalid("search", "type", "enum"), repaired], attempt=0)
    stats.record_retried([invalid("search", "type", "enum")], attempt=0)
    stats.record_exhausted([invalid("search", "type")], attempt=2)

    assert stats.count("checked") == 2
    assert stats.count("checked", "search", "repaired") == 1
    assert stats.count("invalid", code="type") == 1
    assert stats.count("retried", "search") == 2
    assert stats.as_dict()["exhausted"] == {"search": {"type": 1}}
    assert stats.as_dict()["repaired"] == {"search": {"number_from_string": 1}}

    stats.reset()

    assert stats.as_dict() == {}
