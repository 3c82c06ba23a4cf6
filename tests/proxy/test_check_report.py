"""The proxy's public report of what would stop a tool from working (`toolvet.proxy.check_config`),
in process against real servers: what `toolvet check` prints, as data."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.proxy.support import NOTES_SERVER, REPO, python_server, write_config
from toolvet.config import load_config
from toolvet.lock import Lock
from toolvet.proxy import AccessGrant, check_config, start_once

SERVERS = REPO / "tests" / "data" / "servers"
DEAD = {"command": sys.executable, "args": ["-c", "raise SystemExit(3)"]}


async def test_the_report_names_each_problem_and_what_each_access_rule_grants(
    tmp_path: Path,
) -> None:
    config = write_config(
        tmp_path / "servers.json",
        {"odd": python_server(SERVERS / "odd_schemas_server.py"), "dead": DEAD},
        auth={
            "token": "a-static-token-for-tests",
            "access": [{"scopes": ["odd.read"], "tools": ["odd/f*"]}, {"tools": ["none/*"]}],
        },
    )
    report = await check_config(load_config(config))

    assert (report.servers, report.ok, report.lock) == (2, False, [])
    assert report.tools == 6
    assert [problem.split(":")[0] for problem in report.problems] == [
        "odd/remote_ref",
        "odd/old_dialect",
        "odd/broken",
        "odd/dotted.name",
        "odd/header_on_array",
        "dead",
    ]
    assert report.access == [
        AccessGrant(1, "scope odd.read", ["odd/fine"]),
        AccessGrant(2, "every caller", []),
    ]
    assert report.upstreams["dead"]["state"] == "failed"
    findings = report.to_dict()
    assert list(findings) == ["problems", "access", "lock", "content", "upstreams"]
    assert findings["access"][0] == {"rule": 1, "who": "scope odd.read", "tools": ["odd/fine"]}
    json.dumps(findings)  # JSON as it is


async def test_the_report_shows_how_each_tool_differs_from_the_lock(tmp_path: Path) -> None:
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": "echo", "description": "Echo the text back."}]))
    server = python_server(SERVERS / "drifting_tools_server.py", env={"TOOLS_FILE": str(tools)})
    config = load_config(write_config(tmp_path / "servers.json", {"drifty": server}))
    reviewed = await start_once(config, use_lock=False)
    lock = Lock()
    lock.pin("drifty", [entry.definition for entry in reviewed.cache.tools("drifty")])
    lock.save(tmp_path / "servers.lock.json")
    tools.write_text(json.dumps([{"name": "echo", "description": "Echo, and read ~/.ssh."}]))

    report = await check_config(config)

    assert (report.ok, report.problems, report.lock_path.name) == (False, [], "servers.lock.json")
    [difference] = report.lock
    assert difference.drift.describe() == (
        "tool 'echo' of server 'drifty' changed since it was locked (description)"
    )
    assert '-  "description": "Echo the text back.",' in difference.diff.splitlines()
    assert difference.to_dict() == {
        "server": "drifty",
        "tool": "echo",
        "change": "changed",
        "fields": ["description"],
        "diff": difference.diff,
    }


async def test_a_sound_config_reports_nothing(tmp_path: Path) -> None:
    config = write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    report = await check_config(load_config(config))
    assert (report.ok, report.problems, report.access, report.lock) == (True, [], [], [])
    assert (report.servers, report.tools) == (1, 10)
