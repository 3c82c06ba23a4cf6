"""The audit log: one JSON line per rejected, repaired or failed call, written whole or not at all."""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

log = logging.getLogger("toolvet.audit")
REDACTED = "[redacted]"
# Fields that hold names a client may choose (an unknown tool's, its own), of any length: cut to
# MAX_NAME_CHARS, so that a line stays a line.
NAME_FIELDS = frozenset({"tool", "client", "caller", "client_id", "server", "session"})
MAX_NAME_CHARS = 200


def bounded(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """`text`, cut to `limit` characters with an ellipsis and its full length when longer."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"


def redact(value: Any, keys: frozenset[str]) -> Any:
    """A copy of `value` with the values of `keys` (any case, at any depth) replaced."""
    if isinstance(value, dict):
        return {
            k: REDACTED if str(k).casefold() in keys else redact(v, keys) for k, v in value.items()
        }
    if isinstance(value, list):
        return [redact(v, keys) for v in value]
    return value


class AuditLog:
    """Appends records to a file opened with O_APPEND: each line goes out in one write(2), so a
    crash loses at most the line being written, and concurrent writers never interleave lines.
    Once closed (a reload replaced it), a call still in flight opens it again for its line."""

    def __init__(self, path: Path, redact_keys: Iterable[str]) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._keys = frozenset(k.casefold() for k in redact_keys)
        self._fd: int | None = self._open()

    def _open(self) -> int:
        return os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)

    def write(self, event: str, arguments: Any = None, **fields: Any) -> None:
        for name in NAME_FIELDS & fields.keys():
            if isinstance(fields[name], str):
                fields[name] = bounded(fields[name])
        record = {
            "time": dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds"),
            "event": event,
            **fields,
            "arguments": redact(arguments, self._keys),
        }
        line = json.dumps(record, ensure_ascii=False, default=repr).encode() + b"\n"
        try:
            if self._fd is not None:
                os.write(self._fd, line)
                return
            fd = self._open()
            try:
                os.write(fd, line)
            finally:
                os.close(fd)
        except OSError as exc:
            log.error("cannot write the audit log %s: %s", self.path, exc)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
