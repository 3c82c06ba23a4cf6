"""`toolvet validate`, run as a real command: verdict, repairs, message and exit status; the
help of every command; `toolvet logout` with the rest of the config unresolved."""

from __future__ import annotations

import argparse
import json
import os

import pytest

from tests.proxy.support import toolvet

SCHEMA = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    },
    "required": ["query"],
}


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


def test_a_misspelled_argument_is_renamed_and_shown_as_a_repair(schema_file):
    run = toolvet(
        "validate", "--schema", schema_file, "--args", '{"query": "otters", "limmit": 3}'
    )
    assert run.returncode == 0
    assert run.stdout.splitlines() == [
        "valid after repairs",
        'repaired limmit (renamed_key): "limmit" -> "limit"',
        'arguments to forward: {"query": "otters", "limit": 3}',
    ]


def test_a_dropped_null_says_what_was_dropped(schema_file):
    run = toolvet("validate", "--schema", schema_file, "--args", '{"query": "q", "limit": null}')
    assert run.stdout.splitlines()[1] == "repaired limit (dropped_null): null dropped"


def test_what_toolvet_would_repair_in_an_invalid_call_is_not_a_problem(schema_file):
    run = toolvet("validate", "--schema", schema_file, "--args", '{"limit": "5"}')
    assert run.returncode == 1
    assert run.stdout.splitlines() == [
        "invalid",
        "",
        "Invalid arguments (1 problem):",
        "- query: missing required argument (expected string)",
        'Leave the rest as sent; toolvet repairs it: limit ("5" is read as 5).',
        "Fix these and call the tool again.",
    ]


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    from toolvet.cli import _build_parser

    parser = _build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(commands.choices)


def test_every_option_is_described_and_every_choice_names_its_default():
    for name, command in _subcommands().items():
        assert command.epilog and command.epilog.startswith("examples:\n  toolvet "), name
        for action in command._actions:
            assert action.help, f"toolvet {name} {action.option_strings or action.dest}"
            if action.choices is not None:
                assert f"Default: {action.default}" in action.help, f"{name} {action.dest}"


def test_serve_help_says_stdio_is_the_default_and_names_the_http_endpoints():
    run = toolvet("serve", "--help")
    text = " ".join(run.stdout.split())
    assert "By default over stdio" in text and "it waits for such a client" in text
    for path in ("/mcp", "/livez", "/readyz", "/healthz", "/metrics"):
        assert path in text


def test_check_help_names_the_lock_the_access_rules_and_the_issuer_keys():
    text = " ".join(toolvet("check", "--help").stdout.split())
    assert "differs from the lock file" in text
    assert "each access rule (proxy.auth.access) grants" in text
    assert "signing keys (proxy.auth.oauth)" in text


def test_login_reads_as_a_server_name_not_a_subcommand():
    run = toolvet("login", "--help")
    assert run.stdout.startswith("usage: toolvet login SERVER [--config FILE]")
    assert toolvet("logout", "--help").stdout.startswith("usage: toolvet logout SERVER")


def test_logout_needs_only_its_own_server_s_variables(tmp_path):
    """Another server's `${AGENT_SECRET}` is no concern of logging out of `code`."""
    config = tmp_path / "servers.json"
    config.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "code": {
                        "url": "http://127.0.0.1:9/mcp",
                        "auth": {"grant": "authorization_code"},
                    },
                    "agent": {
                        "url": "http://127.0.0.1:9/agent",
                        "headers": {"Authorization": "Bearer ${AGENT_SECRET}"},
                    },
                },
                "proxy": {"token_store": "state/tokens.json"},
            }
        )
    )
    environment = {k: v for k, v in os.environ.items() if k != "AGENT_SECRET"}
    run = toolvet("logout", "code", "--config", str(config), env=environment)
    assert run.returncode == 0, run.stderr
    assert run.stderr.strip() == (
        f"Not logged in to code: no tokens are stored for it in {tmp_path / 'state/tokens.json'}"
    )
