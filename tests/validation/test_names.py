"""The one near-miss engine behind every "did you mean" (`closest_names`)."""

from __future__ import annotations

from toolvet.validation import closest_names


def test_names_equal_but_for_case_and_separators_come_first() -> None:
    assert closest_names("maxResults", ["max_result", "max_results"]) == [
        "max_results",
        "max_result",
    ]


def test_one_edit_away_counts_only_when_asked() -> None:
    # An argument renamed by a repair needs a close match: `id` is not taken for `ip`.
    assert closest_names("id", ["ip", "query"]) == []
    assert closest_names("id", ["ip", "query"], within_one_edit=True) == ["ip"]
    assert closest_names("mdoe", ["mode", "mute"], n=1, within_one_edit=True) == ["mode"]


def test_the_cutoff_decides_how_close_is_close_enough() -> None:
    assert closest_names("nope", ["notes"], n=1) == []
    assert closest_names("nope", ["notes"], n=1, cutoff=0.6) == ["notes"]


def test_the_name_itself_is_never_suggested() -> None:
    assert closest_names("args", ["args", "args"], within_one_edit=True) == []
