"""Logs go to stderr, as text or as JSON lines carrying the `extra` fields."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest

from toolvet._logging import JsonFormatter, setup_logging


@pytest.fixture(autouse=True)
def root_logger_given_back() -> Iterator[None]:
    """setup_logging configures the process's root logger: undo it after each test, or its handler
    goes on writing to this test's captured stderr, closed by then, for every later test."""
    root, mcp = logging.getLogger(), logging.getLogger("mcp")
    handlers, levels = set(root.handlers), (root.level, mcp.level)
    yield
    for handler in root.handlers[:]:
        if type(handler) is logging.StreamHandler and handler not in handlers:
            root.removeHandler(handler)
    root.setLevel(levels[0])
    mcp.setLevel(levels[1])


def test_json_lines_carry_level_logger_message_and_extra_fields():
    record = logging.LogRecord(
        "toolvet.proxy", logging.WARNING, __file__, 1, "rejected %s", ("search",), None
    )
    record.toolvet_tool = "search"
    line = json.loads(JsonFormatter().format(record))
    assert line["level"] == "warning" and line["logger"] == "toolvet.proxy"
    assert line["message"] == "rejected search" and line["toolvet_tool"] == "search"
    assert line["time"].endswith("+00:00")


def test_setup_logging_writes_to_stderr_only(capsys):
    setup_logging("info", "json")
    logging.getLogger("toolvet.test").info("hello", extra={"k": 1})
    captured = capsys.readouterr()
    assert captured.out == ""
    assert json.loads(captured.err.strip().splitlines()[-1])["k"] == 1
    setup_logging("warning")
