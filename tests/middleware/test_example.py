"""examples/agent_with_validation.py runs offline, end to end, and shows a self-correction."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "agent_with_validation.py"


def test_the_example_shows_a_self_correction() -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE)], capture_output=True, text=True, timeout=120
    )

    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "model, attempt 1:" in out
    assert "toolvet -> model (ToolMessage, status=error):" in out
    assert "Invalid arguments for tool 'schedule_event'" in out
    assert "model, attempt 2 (a retry, tagged 'toolvet:retry'):" in out
    assert "toolvet repaired reminder_minutes: '10' -> 10" in out
    received = out.split("the calendar server received:\n")[1].split("\n\n")[0].splitlines()
    assert received == [
        '    schedule_event({"end": "2025-03-04T09:15:00Z", "reminder_minutes": 10, '
        '"start": "2025-03-04T09:00:00Z", "title": "Standup"})'
    ]
