"""examples/agent_with_validation.py runs offline, end to end, and shows a self-correction."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "agent_with_validation.py"


def test_the_example_shows_a_self_correction(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )

    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "model, attempt 1:" in out
    assert "toolvet -> model (ToolMessage, status=error):" in out
    assert "Invalid arguments for tool 'schedule_event' (1 problem):" in out
    # The number toolvet repairs is not among the problems the model is asked to fix.
    assert 'toolvet repairs it: reminder_minutes ("10" is read as 10).' in out
    assert "model, attempt 2 (a retry, tagged 'toolvet:retry'):" in out
    assert "toolvet repaired reminder_minutes: '10' -> 10" in out
    received = out.split("the calendar server received:\n")[1].split("\n\n")[0].splitlines()
    assert received == [
        '    schedule_event({"end": "2025-03-04T09:15:00Z", "reminder_minutes": 10, '
        '"start": "2025-03-04T09:00:00Z", "title": "Standup"})'
    ]
    assert list(tmp_path.iterdir()) == []  # its working directory is gone with it


def test_without_langchain_the_example_says_how_to_run_it() -> None:
    hide_langchain = (
        "import runpy, sys; sys.modules['langchain'] = None;"
        f" runpy.run_path({str(EXAMPLE)!r}, run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", hide_langchain], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("agent_with_validation.py needs toolvet with its langchain extra")
    assert ".venv/bin/python examples/agent_with_validation.py" in done.stderr
    assert "pip install -e '.[langchain]'" in done.stderr
