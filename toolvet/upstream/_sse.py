"""Server-sent events read from a byte stream, as the HTML standard's event stream format says."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class ServerSentEvent:
    event: str = "message"
    data: str = ""
    id: str | None = None
    retry: int | None = None


class SseParser:
    """Turns chunks of an event stream into events; lines may end in CRLF, LF or CR, and a chunk
    may end anywhere, even between the CR and LF of one line ending."""

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[str] = []
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
        return events

    def _line(self, line: str) -> ServerSentEvent | None:
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        elif name == "id" and "\0" not in value:
            self._id = value
        elif name == "retry" and value.isdigit():
            self._retry = int(value)
        return None

    def _dispatch(self) -> ServerSentEvent | None:
        if not self._data:
            # An event without data (a priming event that only sets an id) is not dispatched.
            self._event = ""
            return None
        event = ServerSentEvent(
            event=self._event or "message",
            data="\n".join(self._data),
            id=self._id,
            retry=self._retry,
        )
        self._data, self._event, self._retry = [], "", None
        return event
