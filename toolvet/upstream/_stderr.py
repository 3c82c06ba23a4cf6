"""An upstream's stderr: passed on to the proxy's own stderr as it comes, its last lines kept."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import sys

log = logging.getLogger("toolvet.upstream")

# How many of the last stderr lines are kept, and how much of each, to say why a server died.
TAIL_LINES = 5
TAIL_LINE_CHARS = 300
# The most of a server's stderr held back at once; past it, the hold ends and all of it is shown.
MAX_HELD_BYTES = 1024 * 1024
_CHUNK = 64 * 1024


class StderrRelay:
    """Passes a stdio server's stderr on to ours, each line prefixed with the server's name.

    While it is held (toolvet probes the server's era), what the server writes waits; `release`
    then passes it on, or, `quietly`, logs it at DEBUG only: a server of the legacy era answers
    the `server/discover` probe with a complaint that would otherwise bury the proxy's own lines.
    """

    def __init__(self, server: str) -> None:
        self.server = server
        self._prefix = f"{server} | ".encode()
        self._at_line_start = True
        self._held: bytearray | None = None

    def write(self, chunk: bytes) -> None:
        if self._held is None:
            _write_ours(self._prefixed(chunk))
            return
        self._held += chunk
        if len(self._held) > MAX_HELD_BYTES:
            self.release()

    def hold(self) -> None:
        """Keep what the server writes from now on until `release`."""
        if self._held is None:
            self._held = bytearray()

    def release(self, *, quietly: bool = False) -> None:
        """Stop holding; pass on what was held, or log it at DEBUG when `quietly`."""
        held, self._held = self._held, None
        if not held:
            return
        if not quietly:
            _write_ours(self._prefixed(bytes(held)))
            return
        text = held.decode("utf-8", errors="replace")
        log.debug("upstream %s wrote to stderr while it was probed:\n%s", self.server, text)
        self._at_line_start = True

    def _prefixed(self, chunk: bytes) -> bytes:
        if not chunk:
            return chunk
        lines = chunk.split(b"\n")
        ends_a_line = lines[-1] == b""
        if ends_a_line:
            lines.pop()
        out = b"\n".join(self._prefix + line for line in lines)
        if not self._at_line_start:
            out = out[len(self._prefix) :]
        self._at_line_start = ends_a_line
        return out + b"\n" if ends_a_line else out


class StderrTail:
    """Relays a pipe to our stderr (through `relay`, else unchanged) and remembers its last few
    non-blank lines."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        *,
        lines: int = TAIL_LINES,
        relay: StderrRelay | None = None,
    ) -> None:
        self._reader = reader
        self._write = relay.write if relay is not None else _write_ours
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
            self._write(chunk)
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


__all__ = ["TAIL_LINES", "StderrRelay", "StderrTail"]
