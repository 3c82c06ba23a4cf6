"""Malformed JSON-RPC on stdio gets the error it deserves, and the proxy keeps serving."""

from __future__ import annotations

import json

from tests.proxy.support import NOTES_SERVER, python_server, raw_stdio_proxy, write_config

# (line sent, the error code expected, the id expected in the answer)
BAD_LINES = [
    (b"{not json", -32700, None),
    (b'{"jsonrpc":"2.0","id":7,"method":5}', -32600, 7),
    (b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600, None),
    (b'{"jsonrpc":"2.0","id":true,"method":"ping"}', -32600, None),
    (b'{"jsonrpc":"2.0","id":"p","method":"tools/call","params":5}', -32600, "p"),
    (
        b'{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"slow_echo","arguments":"x"}}',
        -32602,
        9,
    ),
    (b'{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"arguments":{}}}', -32602, 10),
]


def test_each_bad_line_is_answered_and_the_connection_keeps_working(tmp_path):
    with raw_stdio_proxy(
        write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER)})
    ) as proxy:
        assert proxy.stdin is not None and proxy.stdout is not None
        try:
            for line, code, request_id in BAD_LINES:
                proxy.stdin.write(line + b"\n")
                proxy.stdin.flush()
                answer = json.loads(proxy.stdout.readline())
                assert answer["error"]["code"] == code, (line, answer)
                assert answer["id"] == request_id
                assert answer["error"]["message"]
            # A notification with bad params has no id to answer: it is dropped; then a ping
            # still works.
            proxy.stdin.write(
                b'{"jsonrpc":"2.0","method":"x","params":5}\n'
                b'{"jsonrpc":"2.0","id":11,"method":"ping"}\n'
            )
            proxy.stdin.flush()
            assert json.loads(proxy.stdout.readline()) == {"jsonrpc": "2.0", "id": 11, "result": {}}
        finally:
            proxy.stdin.close()
            assert proxy.wait(timeout=30) == 0
