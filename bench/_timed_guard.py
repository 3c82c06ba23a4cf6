"""`python -m toolvet ...` with the content guard's own CPU per call measured inside the proxy:
the thread CPU time of its secrets check of the arguments (`secrets_in_arguments`) and of its
look at the result (`ResultsStep.seen`: the result's texts, their scans, the policy), written as
JSON to $TOOLVET_GUARD_TIMES on SIGUSR1 (bench_guard reads it before it stops the proxy: a proxy
stopped by SIGTERM ends by the signal, without running `atexit`).

Usage (as bench_guard runs it): python bench/_timed_guard.py serve --config ... ; each call's
figure goes under the name of its kind: "result only" when the arguments hold `length` (a long
result from a short argument), else "arguments and result". With TOOLVET_GUARD_PARTS=1, the
engine's parts are timed too (their total per kind, under "part: function"): the instruction
rules' first pass, their scoring, the payload search, the hidden text, the secrets search; with
TOOLVET_GUARD_PARTS=again, each part also runs a second time right after the first, timed under
"part: function again": the same work with the caches it just filled (what the first run's
extra is: bringing the part's code and databases back into the caches at each call).
"""

from __future__ import annotations

import json
import os
import runpy
import signal
import sys
import time
from typing import Any

import toolvet.pipeline._content as content

times: dict[str, dict[str, list[int]]] = {}  # kind of call -> part -> nanoseconds per call
_now = ["", ""]  # the kind of the call and the part of the guard running now


def _kind(arguments: Any) -> str:
    return "result only" if isinstance(arguments, dict) and "length" in arguments else (
        "arguments and result")


def _timed(part: str, function: Any, arguments_at: int) -> Any:
    def timed(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time_ns()
        try:
            return function(*args, **kwargs)
        finally:
            elapsed = time.thread_time_ns() - started
            arguments = args[arguments_at]
            kind = _kind(arguments.arguments if part == "result" else arguments)
            times.setdefault(kind, {}).setdefault(part, []).append(elapsed)

    def outer(*args: Any, **kwargs: Any) -> Any:
        arguments = args[arguments_at]
        _now[:] = [_kind(arguments.arguments if part == "result" else arguments), part]
        return timed(*args, **kwargs)

    return outer


def _inner(module: Any, name: str) -> None:
    """Time `module.name` wherever it runs inside a timed part, summed under that part."""
    function = getattr(module, name, None)
    if function is None:  # a revision without it
        return

    again = os.environ.get("TOOLVET_GUARD_PARTS") == "again"

    def timed(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time_ns()
        result = function(*args, **kwargs)
        first = time.thread_time_ns()
        _add(f"{_now[1]}: {name}", first - started)
        if again:
            function(*args, **kwargs)
            _add(f"{_now[1]}: {name} again", time.thread_time_ns() - first)
        return result

    setattr(module, name, timed)


def _add(part: str, nanoseconds: int) -> None:
    totals = times.setdefault(_now[0], {}).setdefault(part, [0])
    totals[0] += nanoseconds


def _written(*_: Any) -> None:
    path = os.environ["TOOLVET_GUARD_TIMES"]
    with open(f"{path}.part", "w") as out:
        json.dump(times, out)
    os.replace(f"{path}.part", path)  # whole, for the bench that waits for it


if os.environ.get("TOOLVET_GUARD_PARTS"):
    import toolvet.content._scan as scan
    import toolvet.content._secrets as secrets

    for module, name in ((scan, "features"), (scan, "score"), (scan, "decode_payloads"),
                         (scan, "_hidden"), (secrets, "_hits")):
        _inner(module, name)
content.secrets_in_arguments = _timed("arguments", content.secrets_in_arguments, 4)
content.ResultsStep.seen = _timed("result", content.ResultsStep.seen, 1)  # (self, call, result)
signal.signal(signal.SIGUSR1, _written)
sys.argv = ["toolvet", *sys.argv[1:]]
runpy.run_module("toolvet", run_name="__main__", alter_sys=True)
