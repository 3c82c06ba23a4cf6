"""An operator's step for toolvet: every call's verdict (tool, outcome, caller) as a JSON line.

Name it in servers.json, with this folder on PYTHONPATH (see README.md beside it)::

    "proxy": {"steps": [{"use": "verdict_log:VerdictLog",
                         "options": {"path": "/var/log/toolvet/verdicts.jsonl"}}]}
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from toolvet import Call, CallResult, Next


class VerdictLog:
    """Appends one JSON line per `tools/call` to `path`: when, the server and the tool as the
    caller named it, what became of the call (`toolvet.Outcome`: accepted, repaired, rejected,
    ...) and who called (the caller's `sub` over HTTP with proxy.auth; null otherwise)."""

    def __init__(self, path: str) -> None:
        self.path = Path(path)
        # Fail at startup, not at the first call, if the file cannot be written.
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.touch()

    async def __call__(self, call: Call, next: Next) -> CallResult:
        result = await next(call)  # the rest of the pipeline: what became of the call
        verdict = {
            "time": time.time(),
            "server": call.server or None,
            "tool": call.name,
            "outcome": result.outcome.value,
            "caller": call.caller.subject if call.caller is not None else None,
        }
        # One short write in append mode: lines from concurrent calls do not interleave.
        with self.path.open("a", encoding="utf-8") as log:
            log.write(json.dumps(verdict) + "\n")
        return result
