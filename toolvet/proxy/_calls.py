"""tools/call: find the tool, validate the arguments under the server's policy, forward or answer."""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types

from toolvet.upstream import UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE
from toolvet.validation import (
    ValidationResult,
    check_limits,
    compile_schema,
    is_cheap,
    over_budget,
    render_message,
    submit,
    unknown_tool_message,
)
from toolvet.validation._render import quote

if TYPE_CHECKING:
    from toolvet.cache import ToolEntry
    from toolvet.proxy._downstream import DownstreamSession
    from toolvet.proxy._proxy import Proxy

log = logging.getLogger("toolvet.proxy")
META_KEY = "toolvet/validation"


def tool_error(text: str, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """A CallToolResult with isError: what a model reads when its call was not run."""
    result: dict[str, Any] = {"content": [{"type": "text", "text": text}], "isError": True}
    if meta is not None:
        result["_meta"] = {META_KEY: meta}
    return result


class CallHandler:
    """Vets and forwards `tools/call` requests; checks structured results against outputSchema."""

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy

    async def call(
        self, session: DownstreamSession, request_id: types.RequestId, params: dict[str, Any]
    ) -> None:
        proxy = self.proxy
        metrics = proxy.metrics
        started = time.perf_counter()
        name = params.get("name")
        if not isinstance(name, str):
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"tools/call needs params.name, the tool's name (a string); got {quote(name)}",
            )
            return
        target = proxy.tools.get(name)
        if target is None and name in proxy.withheld:
            server, tool, reason = proxy.withheld[name]
            metrics.outcome(server, tool, "withheld")
            self._audit("withheld", session, server, tool, params.get("arguments"), error=reason)
            await session.send_result(request_id, tool_error(reason))
            return
        if target is None:
            metrics.outcome("", name, "unknown_tool")
            self._audit("unknown_tool", session, "", name, params.get("arguments"))
            await session.send_error(
                request_id, types.INVALID_PARAMS, unknown_tool_message(name, proxy.tools)
            )
            return
        arguments = params.get("arguments")
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            await session.send_error(
                request_id,
                types.INVALID_PARAMS,
                f"the arguments of tool '{name}' must be a JSON object, got {quote(arguments)}",
            )
            return
        server, tool = target
        limits = proxy.config.proxy.limits
        too_much = check_limits(
            arguments, max_bytes=limits.max_argument_bytes, max_depth=limits.max_argument_depth
        )
        if too_much is not None:
            metrics.outcome(server, tool, "limit")
            self._audit("limit", session, server, tool, None, issues=[too_much.to_dict()])
            text = render_message([too_much], tool=name)
            await session.send_result(
                request_id, tool_error(text, {"ok": False, "issues": [too_much.to_dict()]})
            )
            return
        upstream = proxy.upstreams[server]
        entry = proxy.cache.get(server, tool)
        policy = upstream.config.validation
        forwarded = arguments
        meta: dict[str, Any] | None = None
        if policy.mode != "off" and entry is not None:
            enforce = policy.mode == "enforce"
            verdict = await self._checked(
                entry,
                arguments,
                repair=policy.repair if enforce else "off",
                unknown_arguments=policy.unknown_arguments,
                formats=policy.formats,
            )
            if verdict.schema_error is not None and policy.invalid_schema == "block":
                problem = f"{verdict.schema_error.code}: {verdict.schema_error.message}"
                text = (
                    f"Tool '{name}' cannot be called: its input schema cannot be used ({problem})."
                )
                metrics.outcome(server, tool, "blocked")
                self._audit(
                    "blocked", session, server, tool, arguments, issues=verdict.to_dict()["issues"]
                )
                await session.send_result(request_id, tool_error(text, verdict.to_dict()))
                return
            if verdict.schema_error is not None:
                log.warning(
                    "tool %s of %s has an unusable schema (%s); forwarding unchecked",
                    tool,
                    server,
                    verdict.schema_error,
                )
            elif not verdict.ok:
                if enforce:
                    metrics.rejected(server, tool, (i.code for i in verdict.issues))
                    self._audit(
                        "rejected",
                        session,
                        server,
                        tool,
                        arguments,
                        issues=verdict.to_dict()["issues"],
                    )
                    log.info(
                        "rejected a call to %s: %s", name, "; ".join(i.code for i in verdict.issues)
                    )
                    await session.send_result(
                        request_id, tool_error(verdict.message_for(name), verdict.to_dict())
                    )
                    return
                log.warning(
                    "call to %s is invalid (warn mode, forwarded): %s",
                    name,
                    verdict.message_for(name),
                )
            else:
                forwarded = verdict.arguments
                if verdict.repairs or verdict.warnings:
                    meta = {
                        k: v for k, v in verdict.to_dict().items() if k in ("repairs", "warnings")
                    }
                if verdict.repairs:
                    metrics.repaired(server, tool, (r.code for r in verdict.repairs))
                    self._audit(
                        "repaired",
                        session,
                        server,
                        tool,
                        arguments,
                        repairs=[r.to_dict() for r in verdict.repairs],
                    )
                    log.info(
                        "repaired a call to %s: %s",
                        name,
                        ", ".join(r.code for r in verdict.repairs),
                    )
        if not upstream.ready:
            metrics.outcome(server, tool, "unavailable")
            self._audit("unavailable", session, server, tool, arguments, error=upstream.last_error)
            reason = upstream.last_error or upstream.state
            await session.send_result(
                request_id,
                tool_error(
                    f"The call to '{name}' was not made: server '{server}' is unavailable ({reason})."
                ),
            )
            return
        upstream_params = {**params, "name": tool}
        if forwarded is not arguments or "arguments" in params:
            upstream_params["arguments"] = forwarded

        metrics.outcome(server, tool, "repaired" if meta and meta.get("repairs") else "forwarded")
        sent = time.perf_counter()
        metrics.overhead.observe(sent - started)

        def on_result(result: dict[str, Any]) -> dict[str, Any]:
            metrics.answered(server, time.perf_counter() - sent)
            result = self._check_output(entry, name, policy.output, result)
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
            self._audit("failed", session, server, tool, forwarded, failure=kind, error=message)
            if code in (UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT):
                return tool_error(f"The call to '{name}' did not complete: {message}")
            return None

        await proxy.forward(
            session,
            request_id,
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
        budget = self.proxy.config.proxy.limits.validation_budget
        future = submit(check)
        with anyio.move_on_after(budget):
            return await asyncio.wrap_future(future)
        future.cancel()
        log.warning("checking a call to %s took longer than %g s", entry.name, budget)
        return over_budget(arguments, budget)

    def _audit(
        self,
        event: str,
        session: DownstreamSession,
        server: str,
        tool: str,
        arguments: Any,
        **fields: Any,
    ) -> None:
        if self.proxy.audit is not None:
            self.proxy.audit.write(
                event,
                arguments,
                session=session.id,
                client=session.client_info.get("name"),
                server=server,
                tool=tool,
                **fields,
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
