"""An upstream's stderr: passed on to the proxy's own stderr as it comes, its last lines kept."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import sys

# How many of the last stderr lines are kept, and how much of each, to say why a server died.
TAIL_LINES = 5
TAIL_LINE_CHARS = 300
_CHUNK = 64 * 1024


class StderrTail:
    """Relays a pipe to our stderr unchanged and remembers its last few non-blank lines."""

    def __init__(self, reader: asyncio.StreamReader, *, lines: int = TAIL_LINES) -> None:
        self._reader = reader
        self._lines: collections.deque[str] = collections.deque(maxlen=lines)
        self._partial = b""
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._relay())

    def lines(self) -> list[str]:
        """The last lines seen, oldest first (a last line without a newline included)."""
        tail = list(self._lines)
        last = _clean(self._partial)
        if last:
            tail = [*tail, last][-(self._lines.maxlen or 1) :]
        return tail

    async def finish(self, timeout: float) -> None:
        """Wait until the pipe has ended (the server and whatever holds it are gone), at most
        `timeout` seconds; then stop relaying."""
        if self._task is None:
            return
        with contextlib.suppress(TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(self._task), timeout)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    async def _relay(self) -> None:
        while chunk := await self._reader.read(_CHUNK):
            _write_ours(chunk)
            self._remember(chunk)

    def _remember(self, chunk: bytes) -> None:
        *complete, self._partial = (self._partial + chunk).split(b"\n")
        # A line that never ends must not grow without bound: keep its start.
        self._partial = self._partial[: TAIL_LINE_CHARS * 4]
        for raw in complete:
            line = _clean(raw)
            if line:
                self._lines.append(line)


def _clean(raw: bytes) -> str:
    text = raw.decode("utf-8", errors="replace").strip()
    return text if len(text) <= TAIL_LINE_CHARS else text[: TAIL_LINE_CHARS - 1] + "…"


def _write_ours(chunk: bytes) -> None:
    stream = sys.stderr
    try:
        buffer = getattr(stream, "buffer", None)
        if buffer is not None:
            stream.flush()
            buffer.write(chunk)
            buffer.flush()
        else:
            stream.write(chunk.decode("utf-8", errors="replace"))
            stream.flush()
    except (OSError, ValueError):  # our stderr is closed: the tail is still kept
        pass


__all__ = ["TAIL_LINES", "StderrTail"]
