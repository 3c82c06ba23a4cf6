"""Steps and their composition: each step is `(call, next) -> CallResult`, `next` being the rest
of the pipeline, composed once (as Starlette's middleware stack and FastMCP's middleware are)."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, runtime_checkable

from toolvet.pipeline._call import Call, CallResult, tool_error
from toolvet.pipeline._outcomes import Outcome

log = logging.getLogger("toolvet.pipeline")

Next = Callable[[Call], Awaitable[CallResult]]
"""The rest of the pipeline, as a step sees it: `await next(call)`."""


@runtime_checkable
class Step(Protocol):
    """One concern on the path of every `tools/call`.

    A step may answer the call itself (return a `CallResult` without calling `next`), send it on
    (`return await next(call)`), look at or change what comes back, or ask to see the tool's
    result (`call.on_answer(...)`). A step that raises fails its call, never the session: the
    caller reads which step failed."""

    async def __call__(self, call: Call, next: Next) -> CallResult: ...


def step_name(step: object) -> str:
    """How a step is named in errors and logs: its `name`, else its function's or class's."""
    name = getattr(step, "name", None)
    if isinstance(name, str):
        return name
    return step.__qualname__ if inspect.isfunction(step) else type(step).__name__


class _Link:
    """A step bound to the rest of the pipeline: what the step before it calls as `next`."""

    __slots__ = ("name", "next", "step")

    def __init__(self, step: Step, next: Next) -> None:
        self.step = step
        self.next = next
        self.name = step_name(step)

    async def __call__(self, call: Call) -> CallResult:
        try:
            result = await self.step(call, self.next)
        except Exception as exc:
            log.exception("step %s failed on a call to %s", self.name, call.name)
            return step_failed(call, self.name, exc)
        if isinstance(result, CallResult):
            return result
        log.error("step %s returned %r on a call to %s", self.name, result, call.name)
        problem = TypeError(
            f"it returned {type(result).__name__}, not a CallResult: a step ends with"
            " `return await next(call)` or returns a CallResult of its own"
        )
        return step_failed(call, self.name, problem)


class _Terminal:
    """The front door's terminal, noting on each call what it returned (a step that fails after
    it cannot take back a call that went on)."""

    __slots__ = ("send",)

    def __init__(self, send: Next) -> None:
        self.send = send

    async def __call__(self, call: Call) -> CallResult:
        result = call.reached_terminal = await self.send(call)
        return result


def step_failed(call: Call, name: str, exc: BaseException) -> CallResult:
    """The answer to a call whose step `name` raised `exc`. Once the call went on to its tool,
    the tool's answer stands (a caller told the call failed would run it twice): the failure is
    recorded and logged, and the caller gets the answer."""
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    sent = call.reached_terminal
    if sent is not None and sent.forwarded:
        text = (
            f"The call to '{call.name}' was sent on, then the step {name!r} failed ({what});"
            " the tool's answer stands."
        )
        return CallResult(Outcome.FAILED, message=text, answer=sent.answer)
    text = (
        f"The call to '{call.name}' did not complete: the step {name!r} failed ({what})."
        " The operator can find the details in toolvet's log."
    )
    return CallResult(Outcome.FAILED, tool_error(text), text)


class Pipeline:
    """Steps composed once around a front door's terminal (the step that sends the call on)."""

    def __init__(self, steps: Sequence[Step], terminal: Next) -> None:
        self.steps = tuple(steps)
        chain: Next = _Terminal(terminal)
        for step in reversed(self.steps):
            chain = _Link(step, chain)
        self.run: Next = chain
        """Run a call through every step and the terminal: `await pipeline.run(call)`."""
