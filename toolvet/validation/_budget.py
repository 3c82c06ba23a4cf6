"""A time budget per validation: costly checks run on one worker thread, never where they are asked.

Most calls cost microseconds and are checked in place. What one costs grows with the schema's
expanded size (bounded when it is compiled, see _bounds.py) times the size of the arguments, and
explaining a failure costs about 2,500 times as much as the verdict: a call whose estimated work
passes INLINE_WORK is checked on a single worker thread (one core at most, however many such
calls arrive; jsonschema-rs lets other threads run meanwhile), and its caller waits at most the
budget. Past it the call gets a `validation_budget` issue instead of a verdict; the check itself
cannot be interrupted, but it is bounded, and a check still waiting for the worker is dropped.
"""

from __future__ import annotations

import _thread
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolvet.validation._render import render_message
from toolvet.validation._result import ValidationResult
from toolvet.validation._types import Issue

if TYPE_CHECKING:  # imported where they are used: they cost `import toolvet` ~10 ms
    from concurrent.futures import Future, ThreadPoolExecutor

# Estimated work (expanded subschemas x argument values) checked in place; about 1 ms at most
# when every value fails (measured by bench/bench_bounds.py).
INLINE_WORK = 2_000
DEFAULT_BUDGET = 1.0  # seconds; proxy.limits.validation_budget
# Schemas this small are checked in place when the arguments are valid, without counting them.
SMALL_SCHEMA = 64

_lock = _thread.allocate_lock()
_worker: ThreadPoolExecutor | None = None


def argument_nodes(value: Any, cap: int) -> int:
    """How many values (objects, arrays and scalars) `value` holds, counting stops past `cap`."""
    count = 0
    stack = [value]
    while stack and count <= cap:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count


def is_costly(cost: int, arguments: Any) -> bool:
    """Whether checking `arguments` against a schema of expanded size `cost` belongs on the worker."""
    return cost * argument_nodes(arguments, INLINE_WORK // max(cost, 1)) > INLINE_WORK


def submit(check: Callable[[], ValidationResult]) -> Future[ValidationResult]:
    """Run `check` on the validation worker thread; cancel the future to drop it if not started."""
    global _worker
    with _lock:
        if _worker is None:
            from concurrent.futures import ThreadPoolExecutor

            _worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="toolvet-validation")
        return _worker.submit(check)


def over_budget(arguments: Any, budget: float) -> ValidationResult:
    """The verdict on a call whose check did not finish within the budget: not accepted."""
    issue = Issue(
        (),
        "validation_budget",
        f"checking these arguments against the tool's schema took longer than the "
        f"{budget:g} s budget, so they were not accepted; send smaller arguments",
        f"a check within {budget:g} s",
        None,
    )
    return ValidationResult(False, arguments, issues=[issue], message=render_message([issue]))


def is_cheap(cost: int, arguments: Any, is_valid: Callable[[Any], bool] | None) -> bool:
    """Whether a check belongs in place: valid arguments for a small schema (the verdict alone,
    without an explanation, costs nanoseconds a value), or little estimated work."""
    if is_valid is not None and cost <= SMALL_SCHEMA:
        try:
            if is_valid(arguments):
                return True
        except (ValueError, TypeError, OverflowError):
            return True  # not JSON data: the check says so at once
    return not is_costly(cost, arguments)


def within_budget(
    check: Callable[[], ValidationResult],
    arguments: Any,
    cost: int,
    budget: float = DEFAULT_BUDGET,
    *,
    is_valid: Callable[[Any], bool] | None = None,
) -> ValidationResult:
    """`check()` in place when it is cheap; else on the worker, waiting at most `budget` seconds.

    `is_valid` (the compiled schema's) lets a valid call to a small schema skip estimating the work.
    """
    if is_cheap(cost, arguments, is_valid):
        return check()
    from concurrent.futures import CancelledError
    from concurrent.futures import TimeoutError as FutureTimeout

    future = submit(check)
    try:
        return future.result(timeout=budget)
    except (FutureTimeout, CancelledError):
        future.cancel()
        return over_budget(arguments, budget)


__all__ = [
    "DEFAULT_BUDGET",
    "INLINE_WORK",
    "argument_nodes",
    "is_cheap",
    "is_costly",
    "over_budget",
    "submit",
    "within_budget",
]
