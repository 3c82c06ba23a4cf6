"""A stdio server's stderr: relayed to ours byte for byte, its last lines kept (bounded)."""

from __future__ import annotations

import asyncio
import sys

import pytest

from toolvet.upstream._stderr import TAIL_LINE_CHARS, TAIL_LINES, StderrTail


async def _tail_of(code: str) -> StderrTail:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, stderr=asyncio.subprocess.PIPE
    )
    assert process.stderr is not None
    tail = StderrTail(process.stderr)
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
