"""ToolArgsValidationMiddleware: check the model's tool calls inside the model node; re-ask until valid.

After each model response every tool call is checked with toolvet's core, against the
`SchemaCache` (the proxy's schemas) when the tool is in it, else against the tool's own
`args_schema`. Safe repairs (`"5"` → 5, an enum in the wrong case, ...) are applied without a
model round trip. Calls that stay invalid (including malformed JSON and calls to tools the agent
does not have) are answered with error ToolMessages and the model is asked again, at most
`max_retries` times; the calls it got right are kept. Only the final message leaves the model
node, so human review and the tools only ever see valid arguments.

Example (runs offline: a scripted model makes one mistake and corrects it)::

    from langchain.agents import create_agent
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool

    from toolvet.middleware import ToolArgsValidationMiddleware


    @tool
    def search(query: str, limit: int = 10) -> str:
        \"\"\"Search the notes.\"\"\"
        return f"{limit} results for {query!r}"


    class Model(GenericFakeChatModel):
        def bind_tools(self, tools, **kwargs):
            return self


    model = Model(messages=iter([
        AIMessage("", tool_calls=[{"name": "search", "args": {"qeury": "otters"}, "id": "1"}]),
        AIMessage("", tool_calls=[{"name": "search", "args": {"query": "otters"}, "id": "2"}]),
        AIMessage("Found them."),
    ]))
    validation = ToolArgsValidationMiddleware()
    agent = create_agent(model, tools=[search], middleware=[validation])
    result = agent.invoke({"messages": [("user", "find otters")]})
    print(result["messages"][1].tool_calls[0]["args"])   # {'query': 'otters'}
    print(validation.stats.as_dict()["retried"])         # {'search': {'missing_required': 1}}
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Generator, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain.agents.middleware.types import (
    AgentMiddleware,
    ModelCallResult,
    ModelRequest,
    ModelResponse,
    ToolCallRequest,
)
from langchain.agents.structured_output import ToolStrategy
from langchain_core.messages import AIMessage, AnyMessage, ToolCall, ToolMessage
from langchain_core.messages.ai import UsageMetadata, add_usage
from langchain_core.runnables.config import var_child_runnable_config
from langchain_core.tools import BaseTool
from langgraph.types import Command

from toolvet.cache import SchemaCache
from toolvet.config import ContentPolicy
from toolvet.middleware._calls import CallVerdict, ToolCallChecker, tool_messages
from toolvet.middleware._content import ToolResultGuard
from toolvet.middleware._rules import DEFAULT_PLACEHOLDER_STRINGS, ExtraValidator
from toolvet.middleware._schemas import Policy
from toolvet.middleware._stats import ValidationStats
from toolvet.validation import (
    FORMATS_POLICIES,
    REPAIR_POLICIES,
    UNKNOWN_ARGUMENTS_POLICIES,
    FormatsPolicy,
    RepairPolicy,
    UnknownArgumentsPolicy,
)

OnFailure = Literal["pass", "raise", "end"]
_FIX_THESE = "Fix these and call the tool again."
ON_FAILURE: tuple[str, ...] = ("pass", "raise", "end")

RETRY_TAG = "toolvet:retry"
"""The tag on every model call the middleware makes to have calls corrected."""
RETRY_METADATA_KEY = "toolvet_retry"
"""The metadata key on those calls; its value is the attempt number (1 for the first retry)."""

# Content blocks that restate tool calls; `tool_calls` is the source of truth, and providers
# rebuild these blocks from it, so a rebuilt message drops them rather than keep stale arguments.
_CALL_BLOCKS = frozenset(
    {"tool_use", "tool_call", "function_call", "tool_call_chunk", "invalid_tool_call"}
)


class ToolArgsValidationError(RuntimeError):
    """The tool calls were still invalid after the last retry (`on_failure="raise"`).

    `failures` holds the verdicts on the calls that stayed invalid; `attempts` the number of
    model calls made.
    """

    def __init__(self, failures: Sequence[CallVerdict], attempts: int) -> None:
        self.failures = list(failures)
        self.attempts = attempts
        retries = attempts - 1
        lines = [
            f"Tool-call arguments still invalid after {retries} validation "
            f"{'retry' if retries == 1 else 'retries'}:"
        ]
        lines += [f"{v.name} ({', '.join(v.codes)}): {v.message}" for v in self.failures]
        super().__init__("\n".join(lines))


@dataclass(frozen=True)
class _ModelCall:
    request: ModelRequest[Any]
    attempt: int


@dataclass
class _Run:
    """One model-node invocation: the calls accepted so far and the retry conversation."""

    conversation: list[AnyMessage]
    accepted: list[ToolCall] = field(default_factory=list)
    usage: UsageMetadata | None = None
    repairs: list[dict[str, Any]] = field(default_factory=list)
    retried: list[str] = field(default_factory=list)
    _keys: set[str] = field(default_factory=set)
    _ids: set[str] = field(default_factory=set)

    def take(self, verdicts: Sequence[CallVerdict], attempt: int) -> list[ToolCall]:
        """The valid calls of this attempt, without repeats of calls accepted earlier."""
        fresh: list[ToolCall] = []
        for verdict in verdicts:
            if not verdict.ok:
                continue
            call = verdict.tool_call()
            key = _call_key(call)
            if attempt and key in self._keys:
                continue  # the model repeated a call that was already accepted
            if call["id"] is not None and call["id"] in self._ids:
                call = ToolCall(**{**call, "id": f"{call['id']}-{attempt}"})
            fresh.append(call)
            self._keys.add(key)
            if call["id"] is not None:
                self._ids.add(call["id"])
            self.repairs += [
                {"call_id": verdict.id, "tool": verdict.name, **r.to_dict()}
                for r in verdict.repairs
            ]
        return fresh


def _call_key(call: ToolCall) -> str:
    try:
        args = json.dumps(call["args"], sort_keys=True, default=str)
    except (TypeError, ValueError):
        args = repr(call["args"])
    return f"{call['name']}\x00{args}"


class ToolArgsValidationMiddleware(AgentMiddleware):
    """Validate every tool call inside the model node and have the model correct invalid ones.

    Parameters of langchain-tool-args-validation-middleware 0.2, with the same meanings:

    - `tools`: the tools whose schemas to use; by default the agent's own (`request.tools`).
    - `max_retries`: model calls made to correct invalid calls, per model turn (default 2).
    - `strip_empty_values`: drop `None` / `{}` / `[]` from an invalid call where the schema
      rejects them on an optional argument. Unlike the package it replaces, toolvet never drops a
      value the schema allows.
    - `strip_placeholder_strings`, `placeholder_strings`: also treat these strings (e.g. `"null"`)
      as empty, under the same rule.
    - `json_schema_validator_class`: a jsonschema validator class; its draft becomes the dialect
      of schemas without `$schema` (toolvet's default is the dialect the schema declares, else
      2020-12). A class with custom keywords is also run on calls toolvet accepts.
    - `extra_validators`: `(tool_name, args) -> list[str]` checks, e.g. `FieldRule`s.
    - `on_failure`: after the last retry, `"pass"` (return the last response, with the calls
      accepted earlier), `"raise"` (`ToolArgsValidationError`) or `"end"` (finish the run with an
      AI message that says which calls stayed invalid).

    toolvet's own:

    - `cache`: a `SchemaCache`; a tool found in it (also as `<server>_<tool>` or
      `<server>__<tool>`) is checked against its entry, exactly as the proxy checks it.
    - `repair`, `unknown_arguments`, `formats`: the validation policy (see
      `toolvet.validate_arguments`); `formats=None` keeps the cache's setting for cached tools.
    - `server_policies`: a policy per cache server (`toolvet.config.ValidationPolicy`, as
      `load_tools` passes from servers.json); `mode: "warn"` lets invalid calls through (logged),
      `mode: "off"` skips checking.
    - `content`: a content guard policy (`toolvet.config.ContentPolicy`, as servers.json's
      `proxy.content`) for the result of every tool the agent calls, through `wrap_tool_call`:
      injected instructions blocked or warned, secrets redacted, and, with a `webhook`, what it
      lets through sent to the operator's classifier (see the content guard how-to; `aclose()`
      or `close()` ends its connections). None (the default): results pass unexamined, as in
      the package this replaces.

    `stats` counts what happened per tool and code; retry model calls carry the tag
    `toolvet:retry` and the metadata `toolvet_retry=<attempt>`.
    """

    def __init__(
        self,
        *,
        tools: Sequence[BaseTool | dict[str, Any]] | None = None,
        max_retries: int = 2,
        strip_empty_values: bool = True,
        strip_placeholder_strings: bool = False,
        placeholder_strings: frozenset[str] = DEFAULT_PLACEHOLDER_STRINGS,
        json_schema_validator_class: type | None = None,
        extra_validators: Sequence[ExtraValidator] | None = None,
        on_failure: OnFailure = "pass",
        cache: SchemaCache | None = None,
        repair: RepairPolicy = "safe",
        unknown_arguments: UnknownArgumentsPolicy = "suggest",
        formats: FormatsPolicy | None = None,
        server_policies: Mapping[str, Any] | None = None,
        content: ContentPolicy | None = None,
    ) -> None:
        super().__init__()
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError(f"max_retries must be an integer >= 0, got {max_retries!r}")
        _check_choice("on_failure", on_failure, ON_FAILURE)
        _check_choice("repair", repair, REPAIR_POLICIES)
        _check_choice("unknown_arguments", unknown_arguments, UNKNOWN_ARGUMENTS_POLICIES)
        if formats is not None:
            _check_choice("formats", formats, FORMATS_POLICIES)
        self.max_retries = max_retries
        self.on_failure: OnFailure = on_failure
        self.results = ToolResultGuard(content) if content is not None else None
        """What scans each tool's result (None: nothing does)."""
        self.stats = ValidationStats()
        policies = {
            server: p if isinstance(p, Policy) else Policy.from_config(p)
            for server, p in (server_policies or {}).items()
        }
        self.checker = ToolCallChecker(
            cache=cache,
            tools=list(tools) if tools is not None else None,
            policy=Policy(repair=repair, unknown_arguments=unknown_arguments, formats=formats),
            server_policies=policies,
            strip_empty_values=strip_empty_values,
            placeholder_strings=placeholder_strings if strip_placeholder_strings else None,
            json_schema_validator_class=json_schema_validator_class,
            extra_validators=extra_validators,
        )

    @property
    def cache(self) -> SchemaCache | None:
        return self.checker.cache

    def check(
        self, message: AIMessage, tools: Sequence[BaseTool | dict[str, Any]] = ()
    ) -> list[CallVerdict]:
        """The verdict on each call of `message`, as the middleware would judge it (no counting)."""
        return self.checker.check_message(message, tools)

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelCallResult:
        loop = self._loop(request)
        try:
            call = next(loop)
            while True:
                with _tagged(call.attempt):
                    response = handler(call.request)
                call = loop.send(response)
        except StopIteration as stop:
            return stop.value
        finally:
            loop.close()

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelCallResult:
        loop = self._loop(request)
        try:
            call = next(loop)
            while True:
                with _tagged(call.attempt):
                    response = await handler(call.request)
                call = loop.send(response)
        except StopIteration as stop:
            return stop.value
        finally:
            loop.close()

    def wrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]],
    ) -> ToolMessage | Command[Any]:
        """Any tool's result, as the content guard lets the agent see it."""
        return self._guarded(handler(request))

    async def awrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]],
    ) -> ToolMessage | Command[Any]:
        answer = await handler(request)
        if self.results is None or not isinstance(answer, ToolMessage):
            return answer
        return await self.results.aseen(answer)

    def _guarded(self, answer: ToolMessage | Command[Any]) -> ToolMessage | Command[Any]:
        if self.results is None or not isinstance(answer, ToolMessage):
            return answer
        return self.results.seen(answer)

    async def aclose(self) -> None:
        """Close the connections to the operator's classifier (`content.webhook`), if any were
        made; `load_tools` closes its middleware's when its block ends."""
        if self.results is not None:
            await self.results.aclose()

    def close(self) -> None:
        """`aclose`, for an agent run synchronously (its connections are not a loop's)."""
        if self.results is not None:
            self.results.close()

    def _loop(
        self, request: ModelRequest[Any]
    ) -> Generator[_ModelCall, ModelResponse[Any], ModelCallResult]:
        """The whole check-and-retry logic, shared by sync and async: yields model calls to make."""
        tools = list(request.tools or [])
        structured = _structured_tool_names(request.response_format)
        run = _Run(conversation=list(request.messages))
        response = yield _ModelCall(request, 0)
        attempt = 0
        while True:
            ai = _ai_message(response)
            if ai is None:
                return response
            answered = [m for m in response.result if isinstance(m, ToolMessage)]
            skip = {m.tool_call_id for m in answered}
            skip |= {c["id"] for c in ai.tool_calls if c["name"] in structured and c["id"]}
            verdicts = self.checker.check_message(ai, tools, skip_ids=skip)
            self.stats.record_checked(verdicts, attempt)
            run.usage = add_usage(run.usage, ai.usage_metadata) if ai.usage_metadata else run.usage
            fresh = run.take(verdicts, attempt)
            bad = [v for v in verdicts if not v.ok]
            if not bad:
                return self._finish(response, ai, [*run.accepted, *fresh], run, attempt)
            if attempt >= self.max_retries:
                self.stats.record_exhausted(bad, attempt)
                return self._exhausted(response, ai, run, fresh, bad, attempt)
            self.stats.record_retried(bad, attempt)
            run.accepted += fresh
            run.retried += [v.id or v.name for v in bad]
            run.conversation += [ai, *answered, *tool_messages(verdicts)]
            attempt += 1
            response = yield _ModelCall(request.override(messages=list(run.conversation)), attempt)

    def _finish(
        self,
        response: ModelResponse[Any],
        ai: AIMessage,
        calls: list[ToolCall],
        run: _Run,
        attempt: int,
    ) -> ModelResponse[Any]:
        if attempt == 0 and not run.repairs and _same_calls(ai, calls):
            return response  # nothing to change: the model's own message, untouched
        outcome = "corrected" if attempt else "repaired"
        final = _rebuild(ai, calls, ai.invalid_tool_calls, run, _meta(run, attempt, outcome))
        return _replace(response, ai, final)

    def _exhausted(
        self,
        response: ModelResponse[Any],
        ai: AIMessage,
        run: _Run,
        fresh: list[ToolCall],
        bad: list[CallVerdict],
        attempt: int,
    ) -> ModelCallResult:
        if self.on_failure == "raise":
            raise ToolArgsValidationError(bad, attempt + 1)
        if self.on_failure == "end":
            lines = [
                f"I stopped: these tool calls were still invalid after {attempt + 1} "
                f"attempt{'s' if attempt else ''}, so no tool was run."
            ]
            # The model-facing sentence at the end of each message is not for this reader.
            lines += [f"\n{v.message.removesuffix(_FIX_THESE).rstrip()}" for v in bad]
            message = AIMessage(
                content="\n".join(lines),
                id=ai.id,
                response_metadata={"toolvet": _meta(run, attempt, "ended", bad)},
                usage_metadata=run.usage,
            )
            return ModelResponse(result=[message], structured_response=None)
        # "pass": the last response, fail open, with the calls accepted on earlier attempts.
        invalid = [v.tool_call() for v in bad if not v.malformed]
        if attempt == 0 and not run.repairs:
            return response
        calls = [*run.accepted, *fresh, *invalid]
        meta = _meta(run, attempt, "passed", bad)
        return _replace(response, ai, _rebuild(ai, calls, ai.invalid_tool_calls, run, meta))


def _check_choice(name: str, value: Any, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(map(repr, choices))}, got {value!r}")


def _structured_tool_names(response_format: Any) -> set[str]:
    if isinstance(response_format, ToolStrategy):
        return {spec.name for spec in response_format.schema_specs}
    return set()


def _ai_message(response: ModelResponse[Any]) -> AIMessage | None:
    for message in reversed(response.result):
        if isinstance(message, AIMessage):
            return message
    return None


def _same_calls(ai: AIMessage, calls: list[ToolCall]) -> bool:
    return not ai.invalid_tool_calls and [dict(c) for c in ai.tool_calls] == [
        dict(c) for c in calls
    ]


def _meta(
    run: _Run, attempt: int, outcome: str, failed: Sequence[CallVerdict] = ()
) -> dict[str, Any]:
    meta: dict[str, Any] = {"outcome": outcome, "attempts": attempt + 1}
    if run.repairs:
        meta["repairs"] = list(run.repairs)
    if run.retried:
        meta["retried"] = list(run.retried)
    if failed:
        meta["failed"] = [
            {"call_id": v.id, "tool": v.name, "issues": [i.to_dict() for i in v.issues]}
            for v in failed
        ]
    return meta


def _rebuild(
    ai: AIMessage,
    calls: list[ToolCall],
    invalid_calls: list[Any],
    run: _Run,
    meta: dict[str, Any],
) -> AIMessage:
    """A new AIMessage: the model's, with these calls (the model's message is not modified)."""
    content: Any = ai.content
    if isinstance(content, list):
        content = [
            b for b in content if not (isinstance(b, dict) and b.get("type") in _CALL_BLOCKS)
        ] or ""
    update: dict[str, Any] = {
        "content": content,
        "tool_calls": calls,
        "invalid_tool_calls": list(invalid_calls),
        "response_metadata": {**ai.response_metadata, "toolvet": meta},
    }
    if run.usage is not None:
        update["usage_metadata"] = run.usage
    return ai.model_copy(update=update)


def _replace(response: ModelResponse[Any], old: AIMessage, new: AIMessage) -> ModelResponse[Any]:
    return ModelResponse(
        result=[new if m is old else m for m in response.result],
        structured_response=response.structured_response,
    )


@contextmanager
def _tagged(attempt: int) -> Iterator[None]:
    """Mark the model calls of retries, so tracers and stream consumers can tell them apart."""
    if not attempt:
        yield
        return
    config = var_child_runnable_config.get() or {}
    tagged = {
        **config,
        "tags": [*(config.get("tags") or []), RETRY_TAG],
        "metadata": {**(config.get("metadata") or {}), RETRY_METADATA_KEY: attempt},
    }
    token = var_child_runnable_config.set(tagged)  # type: ignore[arg-type]
    try:
        yield
    finally:
        var_child_runnable_config.reset(token)
