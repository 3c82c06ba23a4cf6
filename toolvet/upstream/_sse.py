"""Server-sent events read from a byte stream, as the HTML standard's event stream format says."""

from __future__ import annotations

from dataclasses import dataclass

# What is kept of an event past the bound (its start and its end), to find the message's id in.
_KEPT = 1024


@dataclass(slots=True)
class ServerSentEvent:
    event: str = "message"
    data: str = ""
    id: str | None = None
    retry: int | None = None
    too_large: int | None = None
    """The size of an event's data past the parser's bound (`data` then keeps its start and end)."""


class SseParser:
    """Turns chunks of an event stream into events; lines may end in CRLF, LF or CR, and a chunk
    may end anywhere, even between the CR and LF of one line ending.

    An event whose data grows past `max_bytes` is not kept: it is read past, to its end, and
    comes out with `too_large` set (the stream's framing is intact, so the next event is fine)."""

    def __init__(self, max_bytes: int | None = None) -> None:
        self._max = max_bytes
        self._buffer = b""
        self._data: list[str] = []
        self._size = 0
        self._past = False  # the event's data went past the bound: `_data` is [start, end]
        self._rest: str | None = None  # "data" or "skip": how the rest of a too-long line counts
        self._event = ""
        self._id: str | None = None
        self._retry: int | None = None

    def feed(self, chunk: bytes) -> list[ServerSentEvent]:
        events: list[ServerSentEvent] = []
        buffer = self._buffer + chunk
        start = 0
        while True:
            cr = buffer.find(b"\r", start)
            lf = buffer.find(b"\n", start)
            if cr == -1 and lf == -1:
                break
            if cr != -1 and (lf == -1 or cr < lf):
                if cr + 1 == len(buffer):
                    break  # a CR at the end: wait to see whether an LF follows
                end, after = cr, cr + 2 if buffer[cr + 1 : cr + 2] == b"\n" else cr + 1
            else:
                end, after = lf, lf + 1
            event = self._line(buffer[start:end].decode("utf-8", errors="replace"))
            if event is not None:
                events.append(event)
            start = after
        self._buffer = buffer[start:]
        if self._max is not None and len(self._buffer) > self._max:
            self._overflow()
        return events

    def _overflow(self) -> None:
        """A line longer than the bound, still coming: what came of it counts, and is not kept.
        The rest of a data line adds to the event's data; of any other line, it is dropped."""
        text = self._buffer.decode("utf-8", errors="replace")
        self._buffer = b""
        if self._rest == "data":
            self._add_data(text, continued=True)
        elif self._rest is None and text.startswith("data"):
            self._line(text)
            self._rest = "data"
        else:
            self._rest = "skip"

    def _line(self, line: str) -> ServerSentEvent | None:
        if self._rest is not None:  # the end of a line longer than the bound
            if self._rest == "data":
                self._add_data(line, continued=True)
            self._rest = None
            return None
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._add_data(value)
        elif name == "event":
            self._event = value
        elif name == "id" and "\0" not in value:
            self._id = value
        elif name == "retry" and value.isdigit():
            self._retry = int(value)
        return None

    def _add_data(self, value: str, *, continued: bool = False) -> None:
        """A data line's value (`continued`: more of the last one, which was past the bound)."""
        self._size += len(value) + (0 if continued else 1)
        if self._max is None or self._size <= self._max:
            self._data.append(value)
            return
        # Past the bound: the start and the (latest) end are all that is kept.
        before = "".join(self._data) if self._past else "\n".join(self._data)
        joined = before + value if continued or not before else before + "\n" + value
        self._data = [joined[:_KEPT], joined[_KEPT:][-_KEPT:]]
        self._past = True

    def _dispatch(self) -> ServerSentEvent | None:
        if not self._data:
            # An event without data (a priming event that only sets an id) is not dispatched.
            self._event = ""
            return None
        too_large = self._size - 1 if self._past else None
        event = ServerSentEvent(
            event=self._event or "message",
            data=" ".join(self._data) if too_large else "\n".join(self._data),
            id=self._id,
            retry=self._retry,
            too_large=too_large,
        )
        self._data, self._size, self._past, self._event, self._retry = [], 0, False, "", None
        return event
