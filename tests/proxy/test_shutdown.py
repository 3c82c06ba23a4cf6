"""SIGTERM: the calls in flight are answered, then the proxy and every upstream stop."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import anyio

from tests.proxy.support import (
    INITIALIZE,
    INITIALIZED,
    NOTES_SERVER,
    CallLog,
    python_server,
    raw_stdio_proxy,
    write_config,
)


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    state = (
        Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
        if Path(f"/proc/{pid}/stat").exists()
        else "X"
    )
    return state not in ("Z", "X")


def test_sigterm_on_stdio_answers_the_call_in_flight_then_stops_everything(tmp_path):
    log = CallLog(tmp_path / "notes.calls.jsonl")
    proxy = raw_stdio_proxy(
        write_config(tmp_path / "servers.json", {"notes": python_server(NOTES_SERVER, log.path)})
    )
    assert proxy.stdin is not None and proxy.stdout is not None

    def send(message: dict) -> None:
        proxy.stdin.write(json.dumps(message).encode() + b"\n")
        proxy.stdin.flush()

    try:
        send(INITIALIZE)
        assert json.loads(proxy.stdout.readline())["id"] == 1
        send(INITIALIZED)
        upstreams = children(proxy.pid)
        assert upstreams, "the notes server runs as a child of the proxy"
        send(
            {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "slow_echo", "arguments": {"text": "finish me", "seconds": 1}},
            }
        )
        anyio.run(log.wait_for, lambda entry: entry["arguments"].get("text") == "finish me")
        proxy.send_signal(signal.SIGTERM)  # with the call in flight upstream
        answer = json.loads(proxy.stdout.readline())
        assert answer["id"] == 2
        assert answer["result"]["content"][0]["text"] == "finish me"
        assert proxy.wait(timeout=30) == 0
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in upstreams) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(alive(pid) for pid in upstreams), "an upstream outlived the proxy"
    finally:
        if proxy.poll() is None:
            proxy.kill()
