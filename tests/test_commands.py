"""toolvet's own commands (the example servers) found beside toolvet when PATH lacks them."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from toolvet._commands import own_commands, resolve_command

SCRIPTS = Path(sys.executable).parent
# A PATH without the directory toolvet is installed in, as in a shell with no venv activated.
PLAIN = {"PATH": "/usr/bin:/bin"}


def test_the_example_servers_are_toolvet_s_own_commands() -> None:
    assert {"toolvet", "toolvet-example-notes", "toolvet-example-calendar"} <= own_commands()


def test_an_own_command_off_path_runs_from_toolvet_s_scripts_directory(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="toolvet")
    found = resolve_command("notes", "toolvet-example-notes", PLAIN)
    assert found == str(SCRIPTS / "toolvet-example-notes")
    assert caplog.messages == [
        f"upstream notes: toolvet-example-notes is not on PATH; running toolvet's own {found}"
    ]


def test_a_command_on_path_is_left_to_path(tmp_path: Path) -> None:
    shadow = tmp_path / "toolvet-example-notes"
    shadow.write_text("#!/bin/sh\n")
    shadow.chmod(0o755)
    assert resolve_command("notes", "toolvet-example-notes", {"PATH": str(tmp_path)}) == (
        "toolvet-example-notes"
    )


def test_any_other_command_keeps_its_meaning_even_off_path(tmp_path: Path) -> None:
    """"python" is what PATH says, never toolvet's own interpreter beside its scripts."""
    assert (SCRIPTS / "python").exists()
    nothing = {"PATH": str(tmp_path)}
    assert resolve_command("mine", "python", nothing) == "python"
    assert resolve_command("mine", "./server.py", nothing) == "./server.py"
