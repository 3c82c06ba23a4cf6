"""Logs go to stderr, as text or as JSON lines carrying the `extra` fields."""

from __future__ import annotations

import json
import logging

from toolvet._logging import JsonFormatter, setup_logging


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
