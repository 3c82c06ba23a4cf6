"""ConfigError and the near-miss finder behind every "did you mean" in config messages."""

from __future__ import annotations

import pytest

from toolvet.config import ConfigError
from toolvet.config._errors import closest

SERVER_KEYS = ["command", "args", "env", "cwd", "url", "headers", "validation", "tools", "timeout"]


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("comand", "command"),  # a letter missing
        ("arg", "args"),
        ("Validation", "validation"),  # case
        ("valdation", "validation"),
        ("tool", "tools"),
        ("mdoe", "mode"),  # two letters swapped
        ("unknown-arguments", "unknown_arguments"),  # `-` for `_`
        ("unknownArguments", "unknown_arguments"),
    ],
)
def test_closest_finds_typos(typo: str, meant: str) -> None:
    pool = [*SERVER_KEYS, "mode", "unknown_arguments"]
    assert closest(typo, pool) == meant


@pytest.mark.parametrize("word", ["description", "alwaysAllow", "oauth", "icon", "environment"])
def test_closest_leaves_unrelated_words_alone(word: str) -> None:
    assert closest(word, SERVER_KEYS) is None


def test_closest_never_suggests_the_name_itself() -> None:
    assert closest("args", ["args"]) is None


def test_config_error_lines() -> None:
    error = ConfigError(["a.json: x: bad", "a.json: y: worse"], source="a.json")
    assert str(error) == "a.json: x: bad\na.json: y: worse"
    assert error.problems == ["a.json: x: bad", "a.json: y: worse"]
    assert error.source == "a.json"
    assert error.warnings == []
    assert ConfigError("one line").problems == ["one line"]
    assert isinstance(error, Exception)
