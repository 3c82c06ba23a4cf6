"""Size and depth limits, checked before validation."""

from __future__ import annotations

from toolvet.validation import check_limits


def test_arguments_within_the_limits_pass():
    assert check_limits({"q": "x" * 10, "n": [[1]]}, max_bytes=100, max_depth=3) is None


def test_too_many_bytes_is_an_issue_naming_the_size_and_the_limit():
    issue = check_limits({"q": "é" * 60}, max_bytes=100, max_depth=64)
    assert issue is not None and issue.code == "argument_size"
    assert "128 bytes" in issue.message and "at most 100" in issue.message


def test_too_deep_is_an_issue_naming_the_limit():
    deep: dict = {}
    node = deep
    for _ in range(10):
        node["x"] = {}
        node = node["x"]
    issue = check_limits(deep, max_bytes=10_000, max_depth=5)
    assert issue is not None and issue.code == "argument_depth"
    assert "more than 5 levels" in issue.message
    assert check_limits(deep, max_bytes=10_000, max_depth=11) is None


def test_numbers_past_64_bits_and_nesting_past_orjsons_limit_are_measured_too():
    issue = check_limits({"n": 10**40}, max_bytes=20, max_depth=64)
    assert issue is not None and "47 bytes" in issue.message
    deep: list = []
    for _ in range(300):  # deeper than orjson encodes
        deep = [deep]
    issue = check_limits(deep, max_bytes=10_000, max_depth=400)
    assert issue is None
