"""A real redis-server for the rate-limit tests: on a Unix socket of its own (no port to collide
with another worktree's), no persistence, stopped and started again on the same socket.

`redis-server` comes from the Debian package (scripts/system-packages.sh installs it); without it
the tests fail with what to install, never skip."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path


def redis_binary() -> str:
    found = os.environ.get("TOOLVET_REDIS_SERVER") or shutil.which("redis-server")
    if not found:
        raise RuntimeError(
            "redis-server is not installed, so the rate-limit tests cannot run: install the"
            " Debian package (apt-get install redis-server; scripts/system-packages.sh does it)"
            " or set TOOLVET_REDIS_SERVER to its path"
        )
    return found


class RedisServer:
    """`start()` runs redis-server and returns once it says it accepts connections; `stop()`,
    `pause()` (SIGSTOP: it holds connections and answers nothing) and `resume()`. On a Unix
    socket, or on loopback TCP at `port` (the benchmark: what a network hop costs)."""

    def __init__(self, port: int | None = None) -> None:
        # A short directory of its own: a Unix socket's path is at most 107 bytes.
        self.directory = Path(tempfile.mkdtemp(prefix="tv-redis-"))
        self.socket = self.directory / "redis.sock"
        self.port = port
        if port is None:
            self.url = f"unix://{self.socket}?db=0"
            self.listen = ["--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700"]
        else:
            self.url = f"redis://127.0.0.1:{port}/0"
            self.listen = ["--port", str(port), "--bind", "127.0.0.1"]
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> RedisServer:
        assert self.process is None, "already running"
        self.process = subprocess.Popen(
            [
                redis_binary(),
                *self.listen,
                "--save", "",
                "--appendonly", "no",
                "--dir", str(self.directory),
                "--loglevel", "notice",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )  # fmt: skip
        assert self.process.stdout is not None
        seen = []
        for line in self.process.stdout:  # ends when redis-server exits
            seen.append(line)
            if "ready to accept connections" in line.lower():
                return self
        raise RuntimeError("redis-server did not start:\n" + "".join(seen[-20:]))

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        process.send_signal(signal.SIGCONT)
        process.terminate()
        process.wait(timeout=30)
        assert process.stdout is not None
        process.stdout.close()

    def pause(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)
