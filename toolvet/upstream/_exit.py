"""How a stdio server ended, in words: its exit status or signal and the last lines of its stderr."""

from __future__ import annotations

import signal


class ServerExited(Exception):
    """A stdio server ended its connection by exiting (or closing its stdout) on its own."""

    def __init__(
        self, returncode: int | None, stderr_tail: list[str], *, stopped_with: str | None = None
    ) -> None:
        self.returncode = returncode
        self.stderr_tail = stderr_tail
        self.stopped_with = stopped_with
        super().__init__(describe_exit(returncode, stderr_tail, stopped_with=stopped_with))


def describe_exit(
    returncode: int | None, stderr_tail: list[str], *, stopped_with: str | None = None
) -> str:
    """One line: 'the server exited with status 1; its stderr ended with: ...'."""
    if stopped_with is not None:
        how = f"the server closed its stdout without exiting and was stopped with {stopped_with}"
    elif returncode is None:
        how = "the server closed its stdout"
    elif returncode >= 0:
        how = f"the server exited with status {returncode}"
    else:
        how = f"the server was killed by signal {_signal_name(-returncode)}"
    if not stderr_tail:
        return f"{how}; it wrote nothing to stderr"
    return f"{how}; its stderr ended with: " + " | ".join(stderr_tail)


def _signal_name(number: int) -> str:
    try:
        return f"{signal.Signals(number).name} ({number})"
    except ValueError:
        return str(number)


__all__ = ["ServerExited", "describe_exit"]
