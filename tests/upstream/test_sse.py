"""Reading server-sent events: what the MCP SDKs' servers send, however the bytes are split."""

from __future__ import annotations

import pytest

from toolvet.upstream._sse import ServerSentEvent, SseParser

# As the Python SDK's server (sse-starlette) writes them: CRLF line endings, a ping comment.
PYTHON_SDK = (
    b'event: message\r\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\r\n\r\n'
    b": ping - 2026-11-21 10:00:00\r\n\r\n"
    b'event: message\r\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\r\n\r\n'
)
# As the TypeScript SDK writes them: LF endings, an id per event.
TYPESCRIPT_SDK = b'event: message\nid: 7_1\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'


def parse_in_pieces(stream: bytes, size: int) -> list[ServerSentEvent]:
    parser = SseParser()
    events = []
    for start in range(0, len(stream), size):
        events += parser.feed(stream[start : start + size])
    return events


@pytest.mark.parametrize("size", [1, 2, 3, 7, 1000])
def test_events_come_out_whole_however_the_stream_is_cut(size: int) -> None:
    assert parse_in_pieces(PYTHON_SDK, size) == [
        ServerSentEvent("message", '{"jsonrpc":"2.0","method":"notifications/progress"}'),
        ServerSentEvent("message", '{"jsonrpc":"2.0","id":1,"result":{}}'),
    ]
    assert parse_in_pieces(TYPESCRIPT_SDK, size) == [
        ServerSentEvent("message", '{"jsonrpc":"2.0","id":1,"result":{}}', id="7_1")
    ]


def test_data_lines_join_with_newlines_and_fields_follow_the_standard() -> None:
    stream = b"retry: 2500\nevent: custom\ndata:first\ndata: second\r\rdata: x\n\n"
    assert SseParser().feed(stream) == [
        ServerSentEvent("custom", "first\nsecond", retry=2500),
        ServerSentEvent("message", "x"),
    ]


def test_an_event_without_data_is_not_dispatched_and_an_unfinished_one_waits() -> None:
    parser = SseParser()
    assert parser.feed(b"id: 5\n\n") == []  # a priming event: it only sets the last event id
    assert parser.feed(b"data: half") == []
    assert parser.feed(b"\n\n") == [ServerSentEvent("message", "half", id="5")]


def test_an_event_past_the_bound_is_read_past_and_the_next_one_is_whole() -> None:
    big = b'{"jsonrpc":"2.0","id":4,"result":{"text":"' + b"x" * 5000 + b'"}}'
    stream = b"event: message\ndata: " + big + b"\n\n" + TYPESCRIPT_SDK
    for size in (7, 1000, len(stream)):
        parser = SseParser(max_bytes=1000)
        events = []
        for start in range(0, len(stream), size):
            events += parser.feed(stream[start : start + size])
        assert [event.too_large for event in events] == [len(big), None]
        assert events[0].data.startswith('{"jsonrpc":"2.0","id":4,')  # its start is kept
        assert len(events[0].data) <= 2100
        assert events[1] == ServerSentEvent(
            "message", '{"jsonrpc":"2.0","id":1,"result":{}}', id="7_1"
        )


def test_data_lines_past_the_bound_count_together() -> None:
    stream = b"data: " + b"a" * 600 + b"\ndata: " + b"b" * 600 + b"\n\ndata: ok\n\n"
    events = SseParser(max_bytes=1000).feed(stream)
    assert [event.too_large for event in events] == [1201, None]
    assert events[1].data == "ok"
