"""The HTTP front door against clients that send no token: before its limits and after.

Runs `toolvet serve --transport http` (default `proxy.http` settings) in front of
bench/echo_server.py, once from the source tree of a base revision (default: where this branch
left main) and once from this tree, and prints for each:

- connections held: `--slow` request heads sent a byte a second and `--idle` connections that
  send nothing, and how many of each the proxy still holds open `--hold` seconds later;
- a huge head: one header value of 12 and of 48 MiB sent as fast as the proxy reads it, and what
  it cost the proxy (CPU, resident memory after, and at its peak);
- a legit client's `echo` call latency alone (and the proxy's CPU per call: what the limits
  cost every request), and while another client sends 48 MiB heads again and again for
  `--attack` seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _ports import free_port, wait_for_port
from _proc import cpu_seconds
from bench_bounds import Client, base_revision, command, echo_while, row, unpack_revision
from bench_proxy import ECHO, PYTHON

MIB = 1 << 20
HUGE_HEAD = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: "
CALLS = 500  # the legit client's, alone
SLOW_HEAD = b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4096


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS (resident now) and VmHWM (resident at its peak) of a process, in KiB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields


def still_open(sock: socket.socket) -> bool:
    """Whether the proxy still holds the connection (what it wrote before closing is read)."""
    try:
        while data := sock.recv(65536, socket.MSG_DONTWAIT):
            del data
        return False  # end of stream: closed
    except BlockingIOError:
        return True
    except OSError:
        return False


def hold_connections(port: int, slow: int, idle: int, seconds: float) -> tuple[int, int]:
    """Opens `slow` connections that send a head a byte a second and `idle` that send nothing;
    after `seconds`, how many of each are still open."""
    slow_sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(slow)]
    idle_sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(idle)]
    deadline = time.monotonic() + seconds
    sent = 0
    while time.monotonic() < deadline:
        for sock in slow_sockets:
            with contextlib.suppress(OSError):  # closed by the proxy
                sock.send(SLOW_HEAD[sent % len(SLOW_HEAD) : sent % len(SLOW_HEAD) + 1])
        sent += 1
        time.sleep(1.0)
    held = (
        sum(still_open(sock) for sock in slow_sockets),
        sum(still_open(sock) for sock in idle_sockets),
    )
    for sock in slow_sockets + idle_sockets:
        sock.close()
    return held


def send(port: int, data: bytes) -> None:
    """`data` on a new connection, as fast as the proxy takes it; then the connection closes."""
    # An OSError: refused, the proxy closed the connection.
    with socket.create_connection(("127.0.0.1", port)) as sock, contextlib.suppress(OSError):
        sock.sendall(data)


def settle(pid: int) -> None:
    """Wait until the process has done with what it was sent (its CPU use stops growing)."""
    previous = cpu_seconds(pid)
    while True:
        time.sleep(0.3)
        now = cpu_seconds(pid)
        if now - previous < 0.005:
            return
        previous = now


def huge_head_cost(pid: int, port: int, size: int) -> dict[str, float]:
    """CPU and resident memory a head with a `size`-byte header value costs the proxy, until it
    is done with it (the client closes the connection once all is sent, or when refused)."""
    head = HUGE_HEAD + b"a" * size
    settle(pid)
    Path(f"/proc/{pid}/clear_refs").write_text("5")  # VmHWM from now on
    cpu, memory = cpu_seconds(pid), memory_kib(pid)
    send(port, head)
    settle(pid)
    after = memory_kib(pid)
    return {
        "cpu": cpu_seconds(pid) - cpu,
        "rss": (after["VmRSS"] - memory["VmRSS"]) / 1024,
        "peak": (after["VmHWM"] - memory["VmRSS"]) / 1024,
    }


async def latency_under_attack(pid: int, port: int, seconds: float) -> dict[str, object]:
    """A legit client's echo calls alone (and the proxy's CPU per call), then while 48 MiB
    heads come for `seconds`."""
    async with httpx.AsyncClient(timeout=300) as http:
        client = await Client(http, f"http://127.0.0.1:{port}/mcp").open()
        for _ in range(50):
            await client.call("echo", {"text": "warm"})
        cpu = cpu_seconds(pid)
        alone = [(await client.call("echo", {"text": "hi"}))[0] for _ in range(CALLS)]
        cpu_per_call = (cpu_seconds(pid) - cpu) / CALLS
        done = asyncio.Event()
        echo = asyncio.create_task(echo_while(client, done))
        # Another process: this one's interpreter lock would slow the legit client down.
        attacker = multiprocessing.get_context("spawn").Process(
            target=attack, args=(port, seconds)
        )
        attacker.start()
        await asyncio.to_thread(attacker.join)
        done.set()
        return {"alone": alone, "cpu_per_call": cpu_per_call, "attacked": await echo}


def attack(port: int, seconds: float) -> None:
    """48 MiB heads, one after another, for `seconds`."""
    head = HUGE_HEAD + b"a" * (48 * MIB)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        send(port, head)


async def measure(source: Path | None, directory: Path, args: argparse.Namespace) -> dict:
    config = directory / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"echo": {"command": PYTHON, "args": [ECHO]}}}))
    port = free_port()
    proxy = subprocess.Popen(command(source, config, port), stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, proxy)
        held = await asyncio.to_thread(hold_connections, port, args.slow, args.idle, args.hold)
        costs = {size: huge_head_cost(proxy.pid, port, size * MIB) for size in (12, 48)}
        latency = await latency_under_attack(proxy.pid, port, args.attack)
        return {"held": held, "costs": costs, **latency}
    finally:
        proxy.terminate()
        proxy.wait(30)


def report(label: str, figures: dict, args: argparse.Namespace) -> None:
    slow, idle = figures["held"]
    print(label)
    print(
        f"  still open after {args.hold:g} s: {slow} of {args.slow} slow heads,"
        f" {idle} of {args.idle} idle connections"
    )
    for size, cost in figures["costs"].items():
        print(
            f"  a {size} MiB header value: {cost['cpu'] * 1000:7.1f} ms CPU,"
            f" resident +{cost['rss']:5.2f} MiB after, +{cost['peak']:5.2f} MiB at the peak"
        )
    print("  " + row("legit echo alone", figures["alone"]))
    print(f"  the proxy's CPU per legit call: {figures['cpu_per_call'] * 1e6:.0f} us")
    attacked = figures["attacked"]
    print("  " + row("legit echo during 48 MiB heads", attacked) + f"   ({len(attacked)} calls)")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", help="git revision to compare with (default: merge-base)")
    parser.add_argument("--slow", type=int, default=150, help="heads sent a byte a second")
    parser.add_argument("--idle", type=int, default=50, help="connections that send nothing")
    parser.add_argument("--hold", type=float, default=15.0, help="seconds before counting")
    parser.add_argument("--attack", type=float, default=8.0, help="seconds of 48 MiB heads")
    args = parser.parse_args()
    before = args.before or base_revision()
    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as directory:
        if before:
            source = unpack_revision(before, Path(directory))
            results[f"before ({before[:10]})"] = await measure(source, Path(directory), args)
        results["after (this tree)"] = await measure(None, Path(directory), args)
    for label, figures in results.items():
        report(label, figures, args)


if __name__ == "__main__":
    asyncio.run(main())
