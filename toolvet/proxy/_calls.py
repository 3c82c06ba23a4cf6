"""tools/call: find the tool, validate the arguments under the server's policy, forward or answer."""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types

from toolvet.protocol import wire
from toolvet.proxy._access import Access, refusal
from toolvet.proxy._forwarding import Forwarder
from toolvet.proxy._metrics import UNKNOWN_TOOL
from toolvet.proxy._session import DownstreamSession
from toolvet.proxy._tools import ToolTable
from toolvet.upstream import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE
from toolvet.validation import (
    Decision,
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
    from toolvet.proxy._audit import AuditLog
    from toolvet.proxy._identity import Caller
    from toolvet.proxy._metrics import Metrics
    from toolvet.telemetry import Tracing
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
META_KEY = "toolvet/validation"


def tool_error(text: str, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """A CallToolResult with isError: what a model reads when its call was not run."""
    result: dict[str, Any] = {"content": [{"type": "text", "text": text}], "isError": True}
    if meta is not None:
        result["_meta"] = {META_KEY: meta}
    return result


def _repairs_and_warnings(decision: Decision) -> dict[str, Any] | None:
    """What the caller is told under `_meta` about a call that went on: its repairs and warnings."""
    verdict = decision.verdict
    if decision.action not in ("forward", "repair") or verdict is None:
        return None
    if not (verdict.repairs or verdict.warnings):
        return None
    return {k: v for k, v in verdict.to_dict().items() if k in ("repairs", "warnings")}


@dataclass(frozen=True, slots=True)
class _Call:
    """One `tools/call` on its way through: who asked (the session, and the caller its token
    names), the tool (exposed and upstream names), and its arguments as sent."""

    session: DownstreamSession
    caller: Caller | None
    request_id: types.RequestId
    params: dict[str, Any]
    name: str
    server: str
    tool: str
    arguments: dict[str, Any]


class CallHandler:
    """Vets and forwards `tools/call` requests; checks structured results against outputSchema."""

    def __init__(
        self,
        tools: ToolTable,
        upstreams: Mapping[str, Upstream],
        forwarder: Forwarder,
        *,
        limits: Limits,
        metrics: Metrics,
        audit: AuditLog | None,
        access: Access,
        tracing: Tracing | None = None,
    ) -> None:
        self.tracing = tracing
        self.access = access
        self.tools = tools
        self.upstreams = upstreams
        self.forwarder = forwarder
        self.limits = limits
        self.metrics = metrics
        self.audit = audit

    async def call(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        """One `tools/call` request (its params checked to be an object)."""
        started = time.perf_counter()
        call = await self._identify(session, request["id"], params)
        if call is None or await self._refused_over_limits(call):
            return
        upstream = self.upstreams[call.server]
        entry = self.tools.cache.get(call.server, call.tool)
        policy = upstream.config.validation
        verdict = None
        if policy.mode != "off" and entry is not None:
            verdict = await self._checked(
                entry,
                call.arguments,
                repair=effective_repair(policy.mode, policy.repair),
                unknown_arguments=policy.unknown_arguments,
                formats=policy.formats,
            )
        decision = decide(
            call.arguments, verdict, mode=policy.mode, invalid_schema=policy.invalid_schema
        )
        if self.tracing is not None:
            self._trace_decision(call, decision, entry)
        if not await self._carry_out(call, decision):
            return
        if not upstream.ready:
            await self._refuse_unavailable(call, upstream)
            return
        await self._forward(call, upstream, entry, policy.output, decision, started)

    async def _identify(
        self, session: DownstreamSession, request_id: types.RequestId, params: dict[str, Any]
    ) -> _Call | None:
        """The call's tool and arguments; None when it names no tool it may call (answered)."""
        tools = self.tools
        name = params.get("name")
        if not isinstance(name, str):
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"tools/call needs params.name, the tool's name (a string); got {quote(name)}",
            )
            return None
        target = tools.exposed.get(name)
        caller = session.caller_of(request_id)
        if target is None and name in tools.withheld:
            server, tool, reason = tools.withheld[name]
            self.metrics.outcome(server, tool, "withheld")
            self._trace(session, request_id, "withheld", server, tool)
            self._audit(
                "withheld", session, caller, server, tool, params.get("arguments"), error=reason
            )
            await session.send_result(request_id, tool_error(reason))
            return None
        if target is not None and not self.access.allows_tool(caller, *target):
            server, tool = target
            self.metrics.denied(server)
            self.metrics.outcome(server, tool, "denied")
            self._trace(session, request_id, "denied", server, tool)
            self._audit("denied", session, caller, server, tool, params.get("arguments"))
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                refusal(caller, f"Tool '{name}' is", f"{server}/{tool}"),
            )
            return None
        if target is None:
            # The name is the client's: one label for all of them, and bounded in the audit.
            self.metrics.outcome("", UNKNOWN_TOOL, "unknown_tool")
            self._trace(session, request_id, "unknown_tool", "", name)
            self._audit("unknown_tool", session, caller, "", name, params.get("arguments"))
            # The nearest names among the tools this caller may use: no others are named.
            visible = {
                n: t for n, t in tools.exposed.items() if self.access.allows_tool(caller, *t)
            }
            await session.send_error(
                request_id, types.INVALID_PARAMS, unknown_tool_message(name, visible)
            )
            return None
        arguments = params.get("arguments")
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"the arguments of tool '{name}' must be a JSON object, got {quote(arguments)}",
            )
            return None
        server, tool = target
        return _Call(session, caller, request_id, params, name, server, tool, arguments)

    async def _refused_over_limits(self, call: _Call) -> bool:
        """Whether the arguments exceed proxy.limits (then the call is answered with why)."""
        limits = self.limits
        too_much = check_limits(
            call.arguments, max_bytes=limits.max_argument_bytes, max_depth=limits.max_argument_depth
        )
        if too_much is None:
            return False
        self.metrics.outcome(call.server, call.tool, "limit")
        self._trace(call.session, call.request_id, "limit", call.server, call.tool)
        self._audit(
            "limit",
            call.session,
            call.caller,
            call.server,
            call.tool,
            None,
            issues=[too_much.to_dict()],
        )
        text = render_message([too_much], tool=call.name)
        await call.session.send_result(
            call.request_id, tool_error(text, {"ok": False, "issues": [too_much.to_dict()]})
        )
        return True

    async def _carry_out(self, call: _Call, decision: Decision) -> bool:
        """Count, audit and log the decision; answer a blocked or rejected call. Whether it goes on."""
        metrics, name, server, tool = self.metrics, call.name, call.server, call.tool
        verdict = decision.verdict
        if decision.action == "block":
            assert verdict is not None and verdict.schema_error is not None
            problem = f"{verdict.schema_error.code}: {verdict.schema_error.message}"
            text = f"Tool '{name}' cannot be called: its input schema cannot be used ({problem})."
            metrics.outcome(server, tool, "blocked")
            self._audit_call("blocked", call, issues=verdict.to_dict()["issues"])
            await call.session.send_result(call.request_id, tool_error(text, verdict.to_dict()))
        elif decision.action == "unchecked" and decision.schema_error is not None:
            log.warning(
                "tool %s of %s has an unusable schema (%s); forwarding unchecked",
                tool,
                server,
                decision.schema_error,
            )
        elif decision.action == "reject":
            assert verdict is not None
            metrics.rejected(server, tool, (i.code for i in verdict.issues))
            self._audit_call("rejected", call, issues=verdict.to_dict()["issues"])
            log.info("rejected a call to %s: %s", name, "; ".join(i.code for i in verdict.issues))
            await call.session.send_result(
                call.request_id, tool_error(verdict.message_for(name), verdict.to_dict())
            )
        elif decision.action == "warn":
            assert verdict is not None
            log.warning(
                "call to %s is invalid (warn mode, forwarded): %s", name, verdict.message_for(name)
            )
        elif decision.action == "repair":
            assert verdict is not None
            metrics.repaired(server, tool, (r.code for r in verdict.repairs))
            self._audit_call("repaired", call, repairs=[r.to_dict() for r in verdict.repairs])
            log.info("repaired a call to %s: %s", name, ", ".join(r.code for r in verdict.repairs))
        return decision.forwards

    async def _refuse_unavailable(self, call: _Call, upstream: Upstream) -> None:
        self.metrics.outcome(call.server, call.tool, "unavailable")
        self._audit_call("unavailable", call, error=upstream.last_error)
        reason = upstream.last_error or upstream.state
        await call.session.send_result(
            call.request_id,
            tool_error(
                f"The call to '{call.name}' was not made: server '{call.server}' is unavailable"
                f" ({reason})."
            ),
        )

    async def _forward(
        self,
        call: _Call,
        upstream: Upstream,
        entry: ToolEntry | None,
        output_policy: str,
        decision: Decision,
        started: float,
    ) -> None:
        """Send the call upstream with the decided arguments; check and annotate what comes back."""
        metrics, name, server = self.metrics, call.name, call.server
        forwarded = decision.arguments
        upstream_params = {**call.params, "name": call.tool}
        if forwarded is not call.arguments or "arguments" in call.params:
            upstream_params["arguments"] = forwarded
        meta = _repairs_and_warnings(decision)

        metrics.outcome(
            server, call.tool, "repaired" if decision.action == "repair" else "forwarded"
        )
        sent = time.perf_counter()
        metrics.overhead.observe(sent - started)

        def on_result(result: dict[str, Any]) -> dict[str, Any]:
            metrics.answered(server, time.perf_counter() - sent)
            result = self._check_output(entry, name, output_policy, result)
            if meta is not None:
                result = {**result, "_meta": {**(result.get("_meta") or {}), META_KEY: meta}}
            return result

        def on_error(error: dict[str, Any]) -> dict[str, Any] | None:
            metrics.answered(server, time.perf_counter() - sent)
            code, message = error["code"], error["message"]
            kind = {UPSTREAM_UNAVAILABLE: "unavailable", UPSTREAM_TIMEOUT: "timeout"}.get(
                code, "error"
            )
            metrics.failed(server, kind)
            self._audit(
                "failed",
                call.session,
                call.caller,
                server,
                call.tool,
                forwarded,
                failure=kind,
                error=message,
            )
            if code in (UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT):
                return tool_error(f"The call to '{name}' did not complete: {message}")
            return None

        await self.forwarder.forward(
            call.session,
            call.request_id,
            upstream,
            "tools/call",
            upstream_params,
            on_result=on_result,
            on_error=on_error,
        )

    async def _checked(
        self, entry: ToolEntry, arguments: dict[str, Any], **policy: Any
    ) -> ValidationResult:
        """The verdict on a call: here when it is cheap, else on the validation worker while this
        loop serves other clients, waited for at most proxy.limits.validation_budget seconds."""
        check = functools.partial(entry.validate, arguments, **policy)
        validator = entry.validator
        if validator is None or is_cheap(validator.cost, arguments, validator.is_valid):
            return check()
        budget = self.limits.validation_budget
        future = submit(check)
        with anyio.move_on_after(budget):
            return await asyncio.wrap_future(future)
        future.cancel()
        log.warning("checking a call to %s took longer than %g s", entry.name, budget)
        return over_budget(arguments, budget)

    def _trace_decision(self, call: _Call, decision: Decision, entry: ToolEntry | None) -> None:
        """The verdict on the call's span: accepted, repaired, warned, rejected or blocked."""
        verdict = decision.verdict
        name = {"block": "blocked", "reject": "rejected", "repair": "repaired", "warn": "warned"}
        self._trace(
            call.session,
            call.request_id,
            name.get(decision.action, "accepted"),
            call.server,
            call.tool,
            schema_hash=entry.schema_hash if entry is not None else None,
            issues=[i.code for i in verdict.issues] if verdict is not None else (),
            repairs=[r.code for r in verdict.repairs] if verdict is not None else (),
            arguments=call.arguments,
        )

    def _trace(
        self,
        session: DownstreamSession,
        request_id: types.RequestId,
        verdict: str,
        server: str,
        tool: str,
        **details: Any,
    ) -> None:
        operation = session.operations.get(request_id) if self.tracing is not None else None
        if operation is not None:
            assert self.tracing is not None
            self.tracing.verdict(operation, verdict, server=server, tool=tool, **details)

    def _audit(
        self,
        event: str,
        session: DownstreamSession,
        caller: Caller | None,
        server: str,
        tool: str,
        arguments: Any,
        **fields: Any,
    ) -> None:
        if self.audit is not None:
            if caller is not None:
                fields = {**caller.audit_fields(), **fields}
            self.audit.write(
                event,
                arguments,
                session=session.id,
                client=session.client_info.get("name"),
                server=server,
                tool=tool,
                **fields,
            )

    def _audit_call(self, event: str, call: _Call, **fields: Any) -> None:
        self._audit(
            event, call.session, call.caller, call.server, call.tool, call.arguments, **fields
        )

    def _check_output(
        self, entry: ToolEntry | None, name: str, policy: str, result: dict[str, Any]
    ) -> dict[str, Any]:
        schema = entry.output_schema if entry is not None else None
        if policy == "off" or not isinstance(schema, dict) or result.get("isError"):
            return result
        if result.get("resultType", "complete") != "complete":
            return result  # a task handle: its result comes later, from tasks/get

        structured = result.get("structuredContent")
        if structured is None:
            problem = (
                "the result has no structuredContent although the tool declares an outputSchema"
            )
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
        if policy == "warn":
            log.warning(
                "tool %s returned a result that does not match its outputSchema: %s", name, problem
            )
            return result
        return tool_error(
            f"Tool '{name}' returned a result that does not match its outputSchema: {problem}"
        )
