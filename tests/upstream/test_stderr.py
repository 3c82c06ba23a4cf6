"""A stdio server's stderr: relayed to ours byte for byte (or each line prefixed with the server's
name, and held back while it is probed), its last lines kept (bounded)."""

from __future__ import annotations

import asyncio
import logging
import sys

import pytest

from toolvet.upstream._stderr import (
    MAX_HELD_BYTES,
    TAIL_LINE_CHARS,
    TAIL_LINES,
    StderrRelay,
    StderrTail,
)


async def _tail_of(code: str, relay: StderrRelay | None = None) -> StderrTail:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, stderr=asyncio.subprocess.PIPE
    )
    assert process.stderr is not None
    tail = StderrTail(process.stderr, relay=relay)
    tail.start()
    await process.wait()
    await tail.finish(10)
    return tail


async def test_keeps_the_last_lines_and_skips_blank_ones(capfd: pytest.CaptureFixture[str]) -> None:
    code = "import sys\nfor i in range(20): sys.stderr.write(f'line {i}\\n\\n')"
    tail = await _tail_of(code)
    assert tail.lines() == [f"line {i}" for i in range(20 - TAIL_LINES, 20)]
    relayed = capfd.readouterr().err
    assert relayed == "".join(f"line {i}\n\n" for i in range(20))


async def test_a_last_line_without_newline_counts() -> None:
    tail = await _tail_of("import sys; sys.stderr.write('first\\nno newline')")
    assert tail.lines() == ["first", "no newline"]


async def test_a_long_line_is_cut() -> None:
    tail = await _tail_of(f"import sys; sys.stderr.write('x' * {TAIL_LINE_CHARS * 100})")
    (line,) = tail.lines()
    assert len(line) == TAIL_LINE_CHARS and line.endswith("…")


async def test_through_a_relay_each_line_gets_the_server_s_name_but_the_tail_does_not(
    capfd: pytest.CaptureFixture[str],
) -> None:
    tail = await _tail_of("import sys; sys.stderr.write('one\\n\\ntwo\\n')", StderrRelay("notes"))
    assert capfd.readouterr().err == "notes | one\nnotes | \nnotes | two\n"
    assert tail.lines() == ["one", "two"]


def test_a_line_split_across_chunks_is_prefixed_once(capfd: pytest.CaptureFixture[str]) -> None:
    relay = StderrRelay("notes")
    for chunk in (b"one\ntw", b"o\nthr", b"ee"):
        relay.write(chunk)
    assert capfd.readouterr().err == "notes | one\nnotes | two\nnotes | three"


def test_held_lines_are_passed_on_when_released(capfd: pytest.CaptureFixture[str]) -> None:
    relay = StderrRelay("notes")
    relay.hold()
    relay.write(b"starting\n")
    assert capfd.readouterr().err == ""
    relay.release()
    relay.write(b"ready\n")
    assert capfd.readouterr().err == "notes | starting\nnotes | ready\n"


def test_held_lines_released_quietly_are_logged_at_debug_level_only(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="toolvet.upstream")
    relay = StderrRelay("notes")
    relay.hold()
    relay.write(b"Failed to validate request\nPingRequest.method")
    relay.release(quietly=True)
    relay.write(b"ready\n")
    assert capfd.readouterr().err == "notes | ready\n"
    assert [(r.levelno, r.getMessage()) for r in caplog.records] == [
        (
            logging.DEBUG,
            "upstream notes wrote to stderr while it was probed:\n"
            "Failed to validate request\nPingRequest.method",
        )
    ]


def test_a_hold_that_grows_too_large_ends_and_passes_everything_on(
    capfd: pytest.CaptureFixture[str],
) -> None:
    relay = StderrRelay("notes")
    relay.hold()
    line = b"x" * 1023 + b"\n"
    for _ in range(MAX_HELD_BYTES // len(line) + 1):
        relay.write(line)
    relay.release(quietly=True)  # nothing is held any more
    relayed = capfd.readouterr().err.splitlines()
    assert len(relayed) == MAX_HELD_BYTES // len(line) + 1
    assert set(relayed) == {"notes | " + "x" * 1023}
