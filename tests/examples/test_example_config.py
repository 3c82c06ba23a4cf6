"""The example config (servers.json) works however toolvet is started, not only through make."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOLVET = Path(sys.executable).parent / "toolvet"


def test_the_installed_command_fronts_both_example_servers_from_a_plain_path(
    tmp_path: Path,
) -> None:
    """`.venv/bin/toolvet ... --config servers.json` from a shell whose PATH has no venv (and
    no `python` with `mcp`), in another directory: both servers start."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("VIRTUAL_ENV")}
    environment["PATH"] = "/usr/bin:/bin"
    run = subprocess.run(
        [str(TOOLVET), "tools", "--config", str(REPO / "servers.json"), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env=environment,
    )
    assert run.returncode == 0, run.stderr
    upstreams = json.loads(run.stdout)["upstreams"]
    assert {name: (u["state"], u["tools"]) for name, u in upstreams.items()} == {
        "notes": ("ready", 10),
        "calendar": ("ready", 5),
    }
