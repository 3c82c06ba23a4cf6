"""`toolvet tools` and `toolvet check`, run as real commands against real upstream servers."""

from __future__ import annotations

import json
import socket
import sys

from tests.proxy.support import NOTES_SERVER, REPO, python_server, toolvet, write_config

ODD = REPO / "tests" / "data" / "servers" / "odd_schemas_server.py"


def test_tools_lists_exposed_names_origins_and_arguments(tmp_path):
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    run = toolvet("tools", "--config", config)
    assert run.returncode == 0, run.stderr
    line = next(line for line in run.stdout.splitlines() if line.startswith("search_notes"))
    assert "notes/search_notes" in line and "query*: string" in line
    assert ["notes", "ready", "10", "stdio", "2025-11-25"] in [
        line.split() for line in run.stdout.splitlines()
    ]


def test_tools_json_has_the_schemas_and_states(tmp_path):
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    out = json.loads(toolvet("tools", "--config", config, "--json").stdout)
    assert out["upstreams"]["notes"]["state"] == "ready"
    names = {t["name"] for t in out["tools"]}
    assert {"search_notes", "create_note"} <= names


def test_tools_says_why_an_upstream_died_in_json_and_in_the_table(tmp_path):
    dies = "import sys; print('starting', file=sys.stderr); sys.exit('OPENAI_API_KEY is not set')"
    config = write_config(
        tmp_path / "servers.json", {"dies": {"command": sys.executable, "args": ["-c", dies]}}
    )
    why = "the server exited with status 1; its stderr ended with: starting | OPENAI_API_KEY is not set"

    run = toolvet("tools", "--config", config, "--json")
    assert json.loads(run.stdout)["upstreams"]["dies"]["last_error"] == why
    # passed on as it came, after the server's name
    assert "dies | OPENAI_API_KEY is not set" in run.stderr.splitlines()

    table = toolvet("tools", "--config", config).stdout
    # No protocol version was agreed: the column shows the configured one, "(auto)".
    assert ["dies", "failed", "0", "stdio", "(auto)", *why.split()] in [
        row.split() for row in table.splitlines()
    ]


def test_check_passes_for_sound_servers(tmp_path):
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    run = toolvet("check", "--config", config)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines()[-1] == "checked 10 tools of 1 server: 0 problems"


def test_check_reports_every_schema_problem_and_dead_server(tmp_path):
    config = write_config(
        tmp_path / "servers.json",
        {
            "odd": python_server(ODD),
            "dead": {"command": sys.executable, "args": ["-c", "raise SystemExit(3)"]},
        },
    )
    run = toolvet("check", "--config", config)
    assert run.returncode == 1
    out = run.stdout
    assert "odd/remote_ref: remote_ref:" in out and "https://example.com/a.json" in out
    assert "odd/old_dialect: unsupported_dialect:" in out
    assert "odd/broken: invalid_schema:" in out and "integr" in out
    assert "odd/dotted.name: tool name clients reject" in out and "exposed as dotted_name_" in out
    assert "dead: the server did not start: the server exited with status 3" in out
    assert (
        "odd/header_on_array: not offered to clients: property 'tags': x-mcp-header is only"
        " allowed on a property of type string, integer or boolean, not 'array'" in out
    )
    assert "odd/fine" not in out


def test_a_config_error_exits_2_naming_the_file_and_key(tmp_path):
    path = tmp_path / "servers.json"
    path.write_text(
        json.dumps({"mcpServers": {"notes": {"command": "x", "validation": {"mdoe": "enforce"}}}})
    )
    run = toolvet("check", "--config", str(path))
    assert run.returncode == 2
    assert "servers.json" in run.stderr and "mcpServers.notes.validation.mdoe" in run.stderr
    assert "did you mean 'mode'?" in run.stderr


def test_check_lists_what_each_access_rule_grants_and_an_issuer_out_of_reach(tmp_path):
    path = tmp_path / "servers.json"
    path.write_text(
        json.dumps(
            {
                "mcpServers": {"notes": python_server(NOTES_SERVER)},
                "proxy": {
                    "auth": {
                        # Nothing listens on port 9 of the loopback.
                        "oauth": {"issuer": "http://127.0.0.1:9", "audience": "http://t/mcp"},
                        "access": [
                            {
                                "scopes": ["notes.read"],
                                "tools": ["notes/search_*", "notes/get_note"],
                            },
                            {"claims": {"groups": "ops"}, "tools": ["*"]},
                        ],
                    }
                },
            }
        )
    )
    run = toolvet("check", "--config", str(path))
    assert run.returncode == 1, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert "access rule 1 (scope notes.read): 2 tools: notes/get_note, notes/search_notes" in lines
    assert any(line.startswith("access rule 2 (groups=ops): 10 tools: ") for line in lines)
    assert any(
        line.startswith(
            "proxy.auth.oauth: the signing keys of http://127.0.0.1:9 cannot be fetched"
        )
        for line in lines
    )


def test_tools_names_a_nullable_date_time_as_such(tmp_path):
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    run = toolvet("tools", "--config", config)
    line = next(line for line in run.stdout.splitlines() if line.startswith("create_note"))
    assert line.endswith("priority: string, due: date-time | null")
    assert "filters: object | null" in run.stdout and "id*: uuid" in run.stdout


def test_check_reports_on_stdout_and_as_json(tmp_path):
    config = write_config(
        tmp_path / "servers.json",
        {
            "notes": python_server(NOTES_SERVER),
            "dead": {"command": sys.executable, "args": ["-c", "raise SystemExit(3)"]},
        },
    )
    run = toolvet("check", "--config", config)
    assert run.returncode == 1
    assert run.stdout.splitlines()[-1] == "checked 10 tools of 2 servers: 1 problem"
    assert "checked" not in run.stderr and "problem" not in run.stderr

    report = json.loads(toolvet("check", "--config", config, "--json").stdout)
    assert report["ok"] is False
    assert report["summary"] == "checked 10 tools of 2 servers: 1 problem"
    assert [p.split(":")[0] for p in report["problems"]] == ["dead"]
    assert (report["access"], report["lock"]) == ([], [])
    assert report["upstreams"]["notes"]["state"] == "ready"


def test_a_taken_port_is_named_before_anything_starts(tmp_path):
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = toolvet("serve", "--config", config, "--transport", "http", "--port", str(port))
    assert run.returncode == 2
    assert run.stderr == (
        f"toolvet serve: cannot listen on 127.0.0.1:{port}: address already in use; another"
        f" process listens there; stop it, or serve on another port with --port PORT or"
        f" proxy.http.port in {config}\n"
    )


POISONED = REPO / "tests" / "data" / "servers" / "poisoned_server.py"


def test_check_exits_1_on_a_poisoned_definition_and_names_each_finding(tmp_path):
    server = python_server(POISONED)
    server["env"] = {"LEAKED_TOKEN": "unused"}
    config = write_config(tmp_path / "servers.json", {"tools": server})
    run = toolvet("check", "--config", config)
    assert run.returncode == 1, run.stdout + run.stderr
    assert any(
        line.startswith("content: tools/add withheld: instruction.sensitive_read at /description:")
        for line in run.stdout.splitlines()
    ), run.stdout
    assert run.stdout.splitlines()[-1].endswith(", 1 tool withheld")
    report = json.loads(toolvet("check", "--config", config, "--json").stdout)
    assert report["ok"] is False
    [event] = report["content"]
    assert (event["server"], event["tool"], event["action"]) == ("tools", "add", "withheld")
    assert {"rule", "kind", "pointer", "excerpt"} == set(event["findings"][0])
    listed = json.loads(toolvet("tools", "--config", config, "--json").stdout)
    assert "add" not in {t["name"] for t in listed["tools"]}
    assert [e["tool"] for e in listed["content"]] == ["add"]
