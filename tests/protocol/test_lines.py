"""Reading JSON lines from a pipe: each line fails alone, and one longer than the bound is read
past (not kept), so the next line is read as usual."""

from __future__ import annotations

import asyncio

from toolvet.protocol.lines import read_messages, stream_limit
from toolvet.protocol.wire import Bounds, InvalidMessage

BOUNDS = Bounds(max_bytes=4096, max_depth=20, max_number_length=50)
PING = b'{"jsonrpc":"2.0","id":"after","method":"ping"}\n'


async def read_all(*chunks: bytes, bounds: Bounds = BOUNDS) -> list[object]:
    reader = asyncio.StreamReader(limit=stream_limit(bounds))
    for chunk in chunks:
        reader.feed_data(chunk)
    reader.feed_eof()
    return [item async for item in read_messages(reader, bounds)]


async def test_a_line_longer_than_the_bound_fails_alone_and_names_its_id() -> None:
    # The id first (as the python SDK writes a message), then last (as the TypeScript SDK does).
    first = b'{"jsonrpc":"2.0","id":7,"result":{"text":"' + b"x" * 10_000 + b'"}}\n'
    last = b'{"result":{"text":"' + b"y" * 10_000 + b'"},"jsonrpc":"2.0","id":"t-8"}\n'
    items = await read_all(first, PING, last, PING)
    assert [type(item) for item in items] == [InvalidMessage, dict, InvalidMessage, dict]
    assert (items[0].kind, items[0].request_id) == ("too_large", 7)
    assert (items[2].kind, items[2].request_id) == ("too_large", "t-8")
    assert str(items[0]) == (
        f"a message of {len(first) - 1:,} bytes, larger than"
        " proxy.limits.max_result_bytes (4,096 bytes)"
    )


async def test_a_long_line_arriving_in_pieces_is_read_past_to_its_end() -> None:
    line = b'{"jsonrpc":"2.0","id":9,"result":{"text":"' + b"z" * 50_000 + b'"}}\n'
    pieces = [line[i : i + 1000] for i in range(0, len(line), 1000)]
    items = await read_all(*pieces, PING)
    assert len(items) == 2
    assert (items[0].kind, items[0].request_id) == ("too_large", 9)
    assert items[1]["id"] == "after"


async def test_each_bad_line_is_reported_and_the_good_ones_around_it_are_read() -> None:
    deep = b'{"jsonrpc":"2.0","id":1,"result":{"a":' + b"[" * 30 + b"]" * 30 + b"}}\n"
    items = await read_all(
        b"{not json\n",
        PING,
        deep,
        b"\n  \n",
        b'{"jsonrpc":"2.0","id":2,"result":{"n":1e999}}\n',
        PING,
    )
    kinds = [item.kind if isinstance(item, InvalidMessage) else item["id"] for item in items]
    assert kinds == ["not_json", "after", "too_deep", "number", "after"]
    assert [items[2].request_id, items[3].request_id] == [1, 2]


async def test_the_last_line_counts_without_its_newline() -> None:
    assert await read_all(PING.rstrip()) == [{"jsonrpc": "2.0", "id": "after", "method": "ping"}]


async def test_a_line_exactly_as_long_as_the_bound_is_read() -> None:
    head = b'{"jsonrpc":"2.0","id":3,"result":{"t":"'
    tail = b'"}}'
    line = head + b"a" * (BOUNDS.max_bytes - len(head) - len(tail)) + tail
    longer = head + b"a" * (BOUNDS.max_bytes - len(head) - len(tail) + 1) + tail
    assert len(line) == BOUNDS.max_bytes
    items = await read_all(line + b"\n", longer + b"\n")
    assert items[0]["id"] == 3
    assert (items[1].kind, items[1].request_id) == ("too_large", 3)
