"""How a stdio server's end is put in words for `last_error`."""

from __future__ import annotations

import signal

from toolvet.upstream._exit import ServerExited, describe_exit


def test_an_exit_status_and_the_stderr_lines_in_one_line() -> None:
    assert describe_exit(2, ["Traceback (most recent call last):", "KeyError: 'HOME'"]) == (
        "the server exited with status 2; its stderr ended with: "
        "Traceback (most recent call last): | KeyError: 'HOME'"
    )


def test_a_signal_is_named() -> None:
    assert describe_exit(-signal.SIGKILL, []) == (
        "the server was killed by signal SIGKILL (9); it wrote nothing to stderr"
    )


def test_a_server_that_closed_stdout_but_kept_running_says_how_it_was_stopped() -> None:
    error = ServerExited(-15, ["bye"], stopped_with="SIGTERM")
    assert str(error) == (
        "the server closed its stdout without exiting and was stopped with SIGTERM; "
        "its stderr ended with: bye"
    )
    assert error.returncode == -15 and error.stderr_tail == ["bye"]
