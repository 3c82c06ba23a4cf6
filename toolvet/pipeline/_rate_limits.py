"""The rate-limit step: a call must be allowed by every rule of `proxy.rate_limits` that names its
tool, counted per caller, tool, server or in all; a call over a limit is answered, not sent."""

from __future__ import annotations

import hashlib
import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolvet.pipeline._call import Call, CallResult, tool_error
from toolvet.pipeline._outcomes import Outcome
from toolvet.pipeline._pipeline import Next
from toolvet.pipeline._rate_stores import RateCheck, RateStore, StoreUnavailable

if TYPE_CHECKING:
    from toolvet.config import RateLimitRule, RateLimits

log = logging.getLogger("toolvet.pipeline")

RATE_LIMIT_META_KEY = "toolvet/rate_limit"
"""Where a refused call's result says which limit refused it and when to try again (`_meta`)."""
# A caller's subject longer than this is counted under its digest (Redis keys stay short).
_LONGEST_SUBJECT = 64


class _Rule:
    """One rule as the step uses it: the counter it names for a call, and how it is told."""

    __slots__ = ("capacity", "config", "id", "interval", "text")

    def __init__(self, config: RateLimitRule) -> None:
        self.config = config
        self.interval = config.interval  # read once: the config's are parsed from `limit`
        self.capacity = config.capacity
        spelled = f"{config.tools}|{config.per}|{config.limit}|{config.burst}"
        # The same rule keeps its counters across a reload (and in every replica).
        self.id = hashlib.sha256(spelled.encode()).hexdigest()[:12]
        calls = "call" if config.count == 1 else "calls"
        at_once = f" (up to {config.burst} at once)" if config.burst is not None else ""
        self.text = (
            f"at most {config.count} {calls} {_per(config.period)}{at_once}"
            f" to {', '.join(config.tools)}"
        )

    def counted(self, call: Call, session: str | None) -> tuple[str, str]:
        """(the key of this call's counter, whose it is as the caller reads it); `session`:
        see RateLimitStep."""
        per = self.config.per
        if per == "caller":
            if call.caller is None and session is None:
                return f"{self.id}:n", "for callers without an identity"
            if call.caller is None:
                return f"{self.id}:s:{session}", "for this session"
            subject = call.caller.subject
            key = subject
            if len(subject) > _LONGEST_SUBJECT:
                key = hashlib.sha256(subject.encode()).hexdigest()[:32]
            return f"{self.id}:c:{key}", f"for caller {subject}"
        if per == "tool":
            return f"{self.id}:t:{call.server}/{call.tool}", f"for tool {call.server}/{call.tool}"
        if per == "server":
            return f"{self.id}:v:{call.server}", f"for server {call.server}"
        return f"{self.id}:a", "for all callers together"


def _per(period: str) -> str:
    """'a minute', 'an hour'."""
    return f"an {period}" if period == "hour" else f"a {period}"


class RateLimitStep:
    """Calls over a limit of `proxy.rate_limits` are answered with a tool error that says which
    limit and when to try again (`_meta` too), never sent on. The counts are the `store`'s,
    which outlives the step (a rebuilt pipeline keeps them). `session(call)` names the session
    of a call without an identity (its callers are counted per session), or is None where such
    a call has no session that lasts (those are counted together)."""

    name = "rate_limits"

    def __init__(
        self,
        settings: RateLimits,
        store: RateStore,
        session: Callable[[Call], str | None] | None = None,
    ) -> None:
        self.rules = [_Rule(rule) for rule in settings.rules]
        self.store = store
        self.session = session or (lambda call: "local")
        self.on_store_error = settings.on_store_error
        self._matching: dict[tuple[str, str], tuple[_Rule, ...]] = {}

    def matching(self, server: str, tool: str) -> tuple[_Rule, ...]:
        """The rules that name a tool (the tools are the operator's: a bounded memo)."""
        found = self._matching.get((server, tool))
        if found is None:
            found = tuple(r for r in self.rules if r.config.names(server, tool))
            self._matching[server, tool] = found
        return found

    async def __call__(self, call: Call, next: Next) -> CallResult:
        rules = self.matching(call.server, call.tool)
        if not rules:
            return await next(call)
        session = self.session(call) if call.caller is None else None
        counted = [rule.counted(call, session) for rule in rules]
        checks = [
            RateCheck(key, rule.interval, rule.capacity)
            for rule, (key, _) in zip(rules, counted, strict=True)
        ]
        try:
            waits = await self.store.acquire(checks)
        except StoreUnavailable as exc:
            return await self._unavailable(call, next, exc)
        if not any(waits):
            return await next(call)
        longest = max(range(len(waits)), key=waits.__getitem__)
        return self._refusal(call, rules[longest], counted[longest][1], waits[longest])

    def _refusal(self, call: Call, rule: _Rule, whose: str, wait: float) -> CallResult:
        seconds = max(1, math.ceil(wait))
        text = f"Tool '{call.name}' was not called: {rule.text} {whose}; try again in {seconds} s."
        config = rule.config
        meta = {
            "retry_after": round(wait, 3),
            "limit": config.limit,
            "burst": rule.capacity,
            "per": config.per,
            "tools": list(config.tools),
        }
        return _refused(text, meta)

    async def _unavailable(self, call: Call, next: Next, exc: StoreUnavailable) -> CallResult:
        allow = self.on_store_error == "allow"
        if exc.first:
            log.warning(
                "rate limits: the store %s cannot be reached (%s); calls are %s until it"
                " answers again (proxy.rate_limits.on_store_error: %s)",
                self.store.name,
                exc,
                "allowed without counting" if allow else "refused",
                self.on_store_error,
            )
        if allow:
            return await next(call)
        text = (
            f"Tool '{call.name}' was not called: its rate limits cannot be counted now (their"
            " store is unreachable), and the operator has such calls refused meanwhile; try"
            " again in a few seconds."
        )
        return _refused(text, {"store_unavailable": True, "retry_after": 1.0})


def _refused(text: str, meta: dict[str, Any]) -> CallResult:
    result = tool_error(text)
    result["_meta"] = {RATE_LIMIT_META_KEY: meta}
    return CallResult(Outcome.RATE_LIMITED, result, text)


def rate_limit_step(
    settings: RateLimits, store: RateStore, session: Callable[[Call], str | None] | None = None
) -> RateLimitStep | None:
    """The step for `settings` over `store`; None when there are no rules (no step at all)."""
    if not settings.rules:
        return None
    return RateLimitStep(settings, store, session)
