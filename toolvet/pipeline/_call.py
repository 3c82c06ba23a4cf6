"""One call on its way through the pipeline, and what the pipeline answers about it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from toolvet.pipeline._outcomes import Outcome

if TYPE_CHECKING:
    from toolvet.cache import ToolEntry
    from toolvet.config import ValidationPolicy
    from toolvet.validation import Decision, Issue

META_KEY = "toolvet/validation"
"""Where a result carries toolvet's verdict (issues, repairs, warnings) under `_meta`."""


class Identity(Protocol):
    """Who makes a call, as far as the steps need to know (the proxy's authenticated caller)."""

    @property
    def subject(self) -> str: ...

    @property
    def client_id(self) -> str | None: ...

    def audit_fields(self) -> dict[str, Any]: ...


AnswerFilter = Callable[["Call", dict[str, Any]], dict[str, Any]]
"""Rewrites the tool's result (a CallToolResult as JSON) before the caller gets it."""
AwaitedFilter = Callable[["Call", dict[str, Any]], Awaitable[dict[str, Any]]]
"""Rewrites the tool's result after every AnswerFilter, waiting for what it needs (I/O)."""


@dataclass(slots=True, eq=False)
class Call:
    """One `tools/call`: the tool (its server, its upstream and exposed names, its cache entry
    and validation policy), the arguments as sent, who sends them, and room for the steps.

    A front door may subclass it to carry its transport's details (the proxy's session)."""

    server: str
    tool: str
    name: str
    arguments: dict[str, Any]
    entry: ToolEntry | None
    policy: ValidationPolicy
    caller: Identity | None = None
    withheld: str | None = None
    """Why the tool is withheld (its calls are refused with this text), or None."""
    context: dict[str, Any] = field(default_factory=dict)
    """What steps tell each other about this call (an operator's steps too)."""
    decision: Decision | None = None
    """The validation step's decision, once it was made."""
    forward_arguments: dict[str, Any] | None = None
    """The arguments to send: the caller's own, or the repaired copy (set by validation)."""
    answer_filters: list[AnswerFilter] | None = None
    awaited_filters: list[AwaitedFilter] | None = None
    reached_terminal: CallResult | None = None
    """What the front door's terminal returned, once the call got there (set by the pipeline)."""

    @property
    def known(self) -> bool:
        """Whether the call names a tool that exists (served or withheld)."""
        return bool(self.server)

    @property
    def arguments_to_send(self) -> dict[str, Any]:
        return self.arguments if self.forward_arguments is None else self.forward_arguments

    def on_answer(self, rewrite: AnswerFilter) -> None:
        """Have `rewrite` see (and may change) the tool's result before the caller does; the
        last step to ask is the first to see it, as when a stack unwinds."""
        if self.answer_filters is None:
            self.answer_filters = [rewrite]
        else:
            self.answer_filters.append(rewrite)

    def answered(self, result: dict[str, Any]) -> dict[str, Any]:
        """The tool's `result` as the caller gets it, once every step's filter saw it."""
        filters = self.answer_filters
        if filters is None:
            return result
        for rewrite in reversed(filters):
            result = rewrite(self, result)
        return result

    def on_answer_awaited(self, rewrite: AwaitedFilter) -> None:
        """Have `rewrite` see the tool's result once every `on_answer` filter did, and wait for
        what it needs (an operator's classifier); the last step to ask is the first to see it."""
        if self.awaited_filters is None:
            self.awaited_filters = [rewrite]
        else:
            self.awaited_filters.append(rewrite)

    async def answered_awaited(self, result: dict[str, Any]) -> dict[str, Any]:
        """The tool's `result` as the caller gets it, once every filter saw it, the awaited
        ones last (`answered` when no step awaits)."""
        result = self.answered(result)
        for rewrite in reversed(self.awaited_filters or ()):
            result = await rewrite(self, result)
        return result


@dataclass(frozen=True, slots=True)
class CallResult:
    """What the pipeline did with a call.

    - `outcome`: what became of it (see `Outcome`);
    - `result`: the CallToolResult the caller gets now, for a call not sent on; None when the
      call went on (its answer comes from the tool, through `Call.answered`);
    - `invalid_params`: the call is answered with a JSON-RPC -32602 error whose message is
      `message` rather than with a result (an unknown tool, a tool the caller may not use);
    - `issues`, `message`: what was found, for the record and the caller (the repairs are
      the call's `decision`'s); `detail`: what the record says of why, when not `message`;
    - `answer`: a front door's own answer object, when its forward returns one.
    """

    outcome: Outcome
    result: dict[str, Any] | None = None
    message: str = ""
    invalid_params: bool = False
    issues: Sequence[Issue] = ()
    detail: str | None = None
    answer: Any = None

    @property
    def forwarded(self) -> bool:
        return self.outcome.forwards


_SENT_OUTCOME = {"repair": Outcome.REPAIRED, "warn": Outcome.WARNED}
_SENT = {outcome: CallResult(outcome) for outcome in (Outcome.ACCEPTED, *_SENT_OUTCOME.values())}


def sent(call: Call, answer: Any = None) -> CallResult:
    """What a front door's terminal returns for a call it sent on: accepted, repaired or warned
    as the call's decision says, with the front door's `answer` (if it waits for one)."""
    decision = call.decision
    outcome = Outcome.ACCEPTED if decision is None else _SENT_OUTCOME.get(decision.action)
    outcome = outcome or Outcome.ACCEPTED
    return _SENT[outcome] if answer is None else CallResult(outcome, answer=answer)


def tool_error(text: str, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A CallToolResult with isError: what a model reads when its call was not run."""
    result: dict[str, Any] = {"content": [{"type": "text", "text": text}], "isError": True}
    if meta is not None:
        result["_meta"] = {META_KEY: dict(meta)}
    return result


def refused(
    outcome: Outcome,
    text: str,
    meta: Mapping[str, Any] | None = None,
    *,
    issues: Sequence[Issue] = (),
) -> CallResult:
    """A call answered with a tool error instead of being run."""
    return CallResult(outcome, tool_error(text, meta), text, issues=issues)
