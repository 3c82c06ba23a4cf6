"""SIGTERM: the calls in flight are answered, then the proxy and every upstream stop."""

from __future__ import annotations

import json
import signal

import anyio

from tests.proxy.support import (
    INITIALIZE,
    INITIALIZED,
    NOTES_SERVER,
    CallLog,
    assert_gone,
    process_tree,
    python_server,
    raw_stdio_proxy,
    write_config,
)


def test_sigterm_on_stdio_answers_the_call_in_flight_then_stops_everything(tmp_path):
    log = CallLog(tmp_path / "notes.calls.jsonl")
    with raw_stdio_proxy(
        write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER, log.path)})
    ) as proxy:
        assert proxy.stdin is not None and proxy.stdout is not None

        def send(message: dict) -> None:
            proxy.stdin.write(json.dumps(message).encode() + b"\n")
            proxy.stdin.flush()

        try:
            send(INITIALIZE)
            assert json.loads(proxy.stdout.readline())["id"] == 1
            send(INITIALIZED)
            tree = process_tree(proxy.pid)
            assert len(tree) > 1, "the notes server runs as a child of the proxy"
            send(
                {
                    "jsonrpc": "2.0",
                    "id": 2,
                    "method": "tools/call",
                    "params": {
                        "name": "slow_echo",
                        "arguments": {"text": "finish me", "seconds": 1},
                    },
                }
            )
            anyio.run(log.wait_for, lambda entry: entry["arguments"].get("text") == "finish me")
            proxy.send_signal(signal.SIGTERM)  # with the call in flight upstream
            answer = json.loads(proxy.stdout.readline())
            assert answer["id"] == 2
            assert answer["result"]["content"][0]["text"] == "finish me"
            assert proxy.wait(timeout=30) == 0
            assert_gone(tree, "the proxy's upstreams")
        finally:
            if proxy.poll() is None:
                proxy.kill()
