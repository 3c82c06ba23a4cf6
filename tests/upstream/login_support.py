"""Driving `toolvet login` (and the other commands) as a person at a terminal would: the command
runs as a process, the test reads the URL it prints and logs in at the authorization server
(AuthorizationServer.log_in), the browser's last step being the request to the command's loopback
callback. Shared by tests/upstream/test_login.py and tests/proxy/test_upstream_login.py."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jwt

from tests.proxy.authorization import AuthorizationServer

REPO = Path(__file__).resolve().parents[2]
SCOPE = "mcp"
# What `toolvet login` prints before the authorization URL.
PROMPT = "Open this URL to log in to "
# An upper bound for a command, never an expectation of speed.
COMMAND_TIMEOUT = 60.0


class Command:
    """`python -m toolvet ARGS` as a process, with `env` added to this environment (without a
    display: no browser is opened); its stderr read line by line as it comes."""

    def __init__(self, *args: str, env: Mapping[str, str] | None = None) -> None:
        inherited = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "toolvet", *args],
            cwd=REPO,
            env={**inherited, **(env or {})},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr_lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.put(line)
        self.lines.put(None)

    def authorization_url(self) -> str:
        """The URL the command says to open."""
        deadline = time.monotonic() + COMMAND_TIMEOUT
        while (left := deadline - time.monotonic()) > 0:
            line = self.lines.get(timeout=left)
            if line is None:
                raise AssertionError(f"the command ended without a URL: {self.stderr()}")
            self.stderr_lines.append(line)
            if line.startswith(PROMPT):
                return line.split(": ", 1)[1].strip()
        raise AssertionError(f"no URL within {COMMAND_TIMEOUT} s: {self.stderr()}")

    def finish(self) -> tuple[int, str, str]:
        """Its exit status, stdout and whole stderr, once it has exited."""
        status = self.process.wait(COMMAND_TIMEOUT)
        assert self.process.stdout is not None
        stdout = self.process.stdout.read()
        while (line := self.lines.get(timeout=COMMAND_TIMEOUT)) is not None:
            self.stderr_lines.append(line)
        return status, stdout, self.stderr()

    def stderr(self) -> str:
        return "".join(self.stderr_lines)


def toolvet(*args: str, env: Mapping[str, str] | None = None) -> tuple[int, str, str]:
    """Run `toolvet ARGS` to its end: (exit status, stdout, stderr)."""
    return Command(*args, env=env).finish()


def code_server(url: str, **auth: Any) -> dict[str, Any]:
    """A config entry for an authorization_code server at `url` asking for SCOPE."""
    return {"url": url, "auth": {"grant": "authorization_code", "scopes": [SCOPE], **auth}}


def log_in(
    authorization: AuthorizationServer,
    config: Path,
    server: str = "code",
    *options: str,
    username: str = "alice",
    env: Mapping[str, str] | None = None,
) -> tuple[int, str, str, str]:
    """Run `toolvet login SERVER --config CONFIG --no-browser [options]` and log in as
    `username` at the URL it prints: (exit status, stdout, stderr, that URL)."""
    command = Command("login", server, "--config", str(config), "--no-browser", *options, env=env)
    url = command.authorization_url()
    authorization.log_in(url, username)
    return (*command.finish(), url)


def claims(token: str) -> dict[str, Any]:
    """A JWT's claims, unverified."""
    return jwt.decode(token, options={"verify_signature": False})
