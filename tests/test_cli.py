"""`toolvet validate`, run as a real command: verdict, repairs, message and exit status."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

SCHEMA = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    },
    "required": ["query"],
}


def toolvet(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolvet", *args],
        capture_output=True,
        text=True,
        input=stdin,
        timeout=60,
    )


@pytest.fixture
def schema_file(tmp_path):
    path = tmp_path / "schema.json"
    path.write_text(json.dumps(SCHEMA))
    return str(path)


def test_valid_arguments_exit_0(schema_file):
    run = toolvet("validate", "--schema", schema_file, "--args", '{"query": "otters"}')
    assert (run.returncode, run.stdout) == (0, "valid\n")


def test_repaired_arguments_exit_0_and_show_the_repair(schema_file):
    run = toolvet(
        "validate", "--schema", schema_file, "--args", '{"query": "otters", "limit": "5"}'
    )
    assert run.returncode == 0
    assert run.stdout.splitlines() == [
        "valid after repairs",
        'repaired limit (number_from_string): "5" -> 5',
        'arguments to forward: {"query": "otters", "limit": 5}',
    ]


def test_invalid_arguments_exit_1_with_the_model_message(schema_file, tmp_path):
    args_file = tmp_path / "args.json"
    args_file.write_text('{"limit": 500}')
    run = toolvet("validate", "--schema", schema_file, "--args-file", str(args_file))
    assert run.returncode == 1
    assert run.stdout.splitlines()[0] == "invalid"
    assert "- query: missing required argument (expected string)" in run.stdout
    assert "- limit: expected integer from 1 to 50, got 500" in run.stdout


def test_arguments_from_stdin_and_json_output(schema_file):
    run = toolvet(
        "validate", "--schema", schema_file, "--args-file", "-", "--json", stdin='{"query": 1}'
    )
    assert run.returncode == 1
    out = json.loads(run.stdout)
    assert (
        out["ok"] is False
        and out["issues"][0]["code"] == "type"
        and out["arguments"] == {"query": 1}
    )


def test_a_tool_definition_can_stand_in_for_the_schema(tmp_path):
    path = tmp_path / "tool.json"
    path.write_text(json.dumps({"name": "search", "inputSchema": SCHEMA}))
    assert toolvet("validate", "--schema", str(path), "--args", "{}").returncode == 1


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            ["--args", "{oops"],
            "--args is not valid JSON: Expecting property name enclosed in double quotes (line 1, column 2)",
        ),
        (
            ["--args-file", "/nonexistent/args.json"],
            "cannot read arguments file /nonexistent/args.json",
        ),
    ],
)
def test_usage_errors_exit_2(schema_file, args, error):
    run = toolvet("validate", "--schema", schema_file, *args)
    assert run.returncode == 2
    assert error in run.stderr


def test_a_schema_error_exits_2_and_names_the_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"$schema": "http://json-schema.org/draft-03/schema#"}')
    run = toolvet("validate", "--schema", str(path), "--args", "{}")
    assert run.returncode == 2
    assert "bad.json" in run.stderr and "unsupported JSON Schema dialect" in run.stderr


def test_help_lists_the_commands():
    run = toolvet("--help")
    assert run.returncode == 0 and "validate" in run.stdout
