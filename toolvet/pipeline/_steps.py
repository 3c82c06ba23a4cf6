"""The steps of every `tools/call`: the tool, access, argument limits, validation and repair,
output schema, record. Each holds what it uses, built from the config once."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import anyio

from toolvet.pipeline._call import META_KEY, Call, CallResult, refused, tool_error
from toolvet.pipeline._outcomes import Outcome
from toolvet.pipeline._pipeline import Next
from toolvet.validation import (
    Decision,
    Issue,
    ValidationResult,
    check_limits,
    compile_schema,
    decide,
    effective_repair,
    is_cheap,
    over_budget,
    quote,
    render_message,
    submit,
    unknown_tool_message,
)

if TYPE_CHECKING:
    from toolvet.cache import ToolEntry
    from toolvet.config import Limits

log = logging.getLogger("toolvet.pipeline")


class Recorder(Protocol):
    """Where outcomes go: the proxy's metrics, span and audit log; the middleware's stats."""

    def record(self, call: Call, result: CallResult) -> None:
        """What the pipeline did with `call`."""

    def failed(self, call: Call, kind: str, message: str) -> None:
        """A call sent on did not complete: `kind` is unavailable, timeout or error."""


class RecordStep:
    """The outermost step: every call's outcome goes to the recorder, and nowhere else."""

    name = "record"

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder

    async def __call__(self, call: Call, next: Next) -> CallResult:
        result = await next(call)
        self.recorder.record(call, result)
        return result


class ToolStep:
    """A call to a tool that does not exist, or is withheld, is answered here."""

    name = "tool"

    def __init__(self, unknown: Callable[[Call], str] | None = None) -> None:
        self.unknown = unknown or (lambda call: unknown_tool_message(call.name, []))

    async def __call__(self, call: Call, next: Next) -> CallResult:
        if not call.known:
            return CallResult(Outcome.UNKNOWN_TOOL, message=self.unknown(call), invalid_params=True)
        if call.withheld is not None:
            return refused(Outcome.WITHHELD, call.withheld)
        return await next(call)


class AccessStep:
    """Only callers the access rules allow may call a tool (-32602 otherwise, as for a tool
    that does not exist: a caller learns nothing of tools it may not use)."""

    name = "access"

    def __init__(
        self, allows: Callable[[Any, str, str], bool], refusal: Callable[[Call], str]
    ) -> None:
        self.allows = allows
        self.refusal = refusal

    async def __call__(self, call: Call, next: Next) -> CallResult:
        if self.allows(call.caller, call.server, call.tool):
            return await next(call)
        return CallResult(Outcome.DENIED, message=self.refusal(call), invalid_params=True)


class ArgumentsStep:
    """The arguments of a call must be a JSON object (-32602 otherwise, naming what came)."""

    name = "arguments"

    async def __call__(self, call: Call, next: Next) -> CallResult:
        arguments: Any = call.arguments
        if isinstance(arguments, dict):
            return await next(call)
        text = f"the arguments of tool '{call.name}' must be a JSON object, got {quote(arguments)}"
        issue = Issue((), "not_object", text, "a JSON object", quote(arguments))
        return CallResult(Outcome.REJECTED, message=text, invalid_params=True, issues=(issue,))


class LimitsStep:
    """Arguments longer or deeper than `proxy.limits` are refused before they are validated."""

    name = "limits"

    def __init__(self, limits: Limits) -> None:
        self.max_bytes = limits.max_argument_bytes
        self.max_depth = limits.max_argument_depth

    async def __call__(self, call: Call, next: Next) -> CallResult:
        too_much = check_limits(call.arguments, max_bytes=self.max_bytes, max_depth=self.max_depth)
        if too_much is None:
            return await next(call)
        text = render_message([too_much], tool=call.name)
        meta = {"ok": False, "issues": [too_much.to_dict()]}
        return refused(Outcome.LIMITED, text, meta, issues=(too_much,))


def _repairs_and_warnings(decision: Decision) -> dict[str, Any] | None:
    """What the caller is told under `_meta` about a call that went on: its repairs and warnings."""
    verdict = decision.verdict
    if decision.action not in ("forward", "repair") or verdict is None:
        return None
    if not (verdict.repairs or verdict.warnings):
        return None
    return {k: v for k, v in verdict.to_dict().items() if k in ("repairs", "warnings")}


class ValidationStep:
    """The arguments against the tool's inputSchema under its server's policy (`decide`):
    rejected, blocked, or sent on as they came or repaired."""

    name = "validation"

    def __init__(self, budget: float) -> None:
        self.budget = budget

    async def __call__(self, call: Call, next: Next) -> CallResult:
        policy, entry = call.policy, call.entry
        verdict = None
        if policy.mode != "off" and entry is not None:
            verdict = await self.checked(
                entry,
                call.arguments,
                repair=effective_repair(policy.mode, policy.repair),
                unknown_arguments=policy.unknown_arguments,
                formats=policy.formats,
            )
        decision = call.decision = decide(
            call.arguments, verdict, mode=policy.mode, invalid_schema=policy.invalid_schema
        )
        refusal = _refusal(call, decision)
        if refusal is not None:
            return refusal
        call.forward_arguments = decision.arguments
        meta = _repairs_and_warnings(decision)
        if meta is not None:
            call.context[META_KEY] = meta
            call.on_answer(_annotated)
        return await next(call)

    async def checked(
        self, entry: ToolEntry, arguments: dict[str, Any], **policy: Any
    ) -> ValidationResult:
        """The verdict on a call: here when it is cheap, else on the validation worker while
        this loop serves other calls, waited for at most `budget` seconds."""
        check = functools.partial(entry.validate, arguments, **policy)
        validator = entry.validator
        if validator is None or is_cheap(validator.cost, arguments, validator.is_valid):
            return check()
        future = submit(check)
        with anyio.move_on_after(self.budget):
            return await asyncio.wrap_future(future)
        future.cancel()
        log.warning("checking a call to %s took longer than %g s", entry.name, self.budget)
        return over_budget(arguments, self.budget)


def _refusal(call: Call, decision: Decision) -> CallResult | None:
    """The answer to a call the decision refuses (logging what is worth it); None if it goes on."""
    verdict, name = decision.verdict, call.name
    action = decision.action
    if action == "block":
        assert verdict is not None and verdict.schema_error is not None
        problem = f"{verdict.schema_error.code}: {verdict.schema_error.message}"
        text = f"Tool '{name}' cannot be called: its input schema cannot be used ({problem})."
        return refused(Outcome.BLOCKED, text, verdict.to_dict(), issues=verdict.issues)
    if action == "reject":
        assert verdict is not None
        log.info("rejected a call to %s: %s", name, "; ".join(i.code for i in verdict.issues))
        text = verdict.message_for(name)
        return refused(Outcome.REJECTED, text, verdict.to_dict(), issues=verdict.issues)
    if action == "unchecked" and decision.schema_error is not None:
        log.warning(
            "tool %s of %s has an unusable schema (%s); forwarding unchecked",
            call.tool,
            call.server,
            decision.schema_error,
        )
    elif action == "warn":
        assert verdict is not None
        log.warning(
            "call to %s is invalid (warn mode, forwarded): %s", name, verdict.message_for(name)
        )
    elif action == "repair":
        assert verdict is not None
        log.info("repaired a call to %s: %s", name, ", ".join(r.code for r in verdict.repairs))
    return None


def _annotated(call: Call, result: dict[str, Any]) -> dict[str, Any]:
    """The result with the call's repairs and warnings under `_meta`."""
    meta = {**(result.get("_meta") or {}), META_KEY: call.context[META_KEY]}
    return {**result, "_meta": meta}


class OutputStep:
    """A structured result against the tool's outputSchema (policy `validation.output`)."""

    name = "output"

    async def __call__(self, call: Call, next: Next) -> CallResult:
        entry = call.entry
        if (
            call.policy.output != "off"
            and entry is not None
            and isinstance(entry.output_schema, dict)
        ):
            call.on_answer(checked_output)
        return await next(call)


def checked_output(call: Call, result: dict[str, Any]) -> dict[str, Any]:
    """`result` if its structuredContent matches the tool's outputSchema; else, under
    `output: enforce`, the error a model reads (under `warn`, logged)."""
    assert call.entry is not None
    schema, name = call.entry.output_schema, call.name
    if result.get("isError") or result.get("resultType", "complete") != "complete":
        return result  # an error, or a task handle: its result comes later, from tasks/get
    structured = result.get("structuredContent")
    if structured is None:
        problem = "the result has no structuredContent although the tool declares an outputSchema"
    else:
        try:
            verdict = compile_schema(schema).validate(
                structured, repair="off", unknown_arguments="allow"
            )
        except Exception as exc:
            log.warning("tool %s: outputSchema cannot be used: %s", name, exc)
            return result
        if verdict.ok:
            return result
        problem = render_message(verdict.issues, subject="structuredContent")
    if call.policy.output == "warn":
        log.warning(
            "tool %s returned a result that does not match its outputSchema: %s", name, problem
        )
        return result
    return tool_error(
        f"Tool '{name}' returned a result that does not match its outputSchema: {problem}"
    )
