"""Check every tool call of an AIMessage; the verdicts, and the ToolMessages a model reads about them."""

from __future__ import annotations

import dataclasses
import json
import logging
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.messages import AIMessage, ToolCall, ToolMessage
from langchain_core.tools import BaseTool

from toolvet.cache import SchemaCache, ToolEntry
from toolvet.config import Limits
from toolvet.middleware._rules import (
    ExtraValidator,
    FieldRule,
    strip_rejected_empty,
)
from toolvet.middleware._schemas import Policy, SchemaResolver, Target, tools_by_name
from toolvet.pipeline import Call, CallResult, Outcome, clash_message, fixed_clashes
from toolvet.telemetry import add_verdict, application_span
from toolvet.validation import (
    DEFAULT_DIALECT,
    Decision,
    Issue,
    Repair,
    RepairPolicy,
    UnknownArgumentsPolicy,
    ValidationResult,
    check_limits,
    decide,
    detect_dialect,
    quote,
    render_message,
    unknown_tool_message,
)

logger = logging.getLogger("toolvet.middleware")

Status = Literal["valid", "repaired", "invalid", "warned", "skipped"]
AnyTool = BaseTool | dict[str, Any]
# A call's status as the one vocabulary of outcomes names it (an invalid call whose outcome is
# known, such as a withheld tool's, carries that one).
_OUTCOMES: dict[Status, Outcome] = {
    "valid": Outcome.ACCEPTED,
    "repaired": Outcome.REPAIRED,
    "invalid": Outcome.REJECTED,
    "warned": Outcome.WARNED,
    "skipped": Outcome.ACCEPTED,
}
_STATUSES: dict[Outcome, Status] = {
    Outcome.ACCEPTED: "valid",
    Outcome.REPAIRED: "repaired",
    Outcome.WARNED: "warned",
}


@dataclass(frozen=True)
class CallVerdict:
    """The verdict on one tool call of a model's message.

    - `status`: `valid`, `repaired` (valid after safe repairs), `invalid`, `warned` (invalid, but
      the server's policy is `mode: warn`, so it runs), `skipped` (no schema to check against).
    - `arguments`: what would run: the call's own arguments, or the repaired copy.
    - `message`: what the model reads: the error for an invalid call (for a schema problem exactly
      `ValidationResult.message_for(name)`, as the proxy sends it), warnings otherwise, or "".
    """

    name: str
    id: str | None
    status: Status
    arguments: Any
    issues: tuple[Issue, ...] = ()
    repairs: tuple[Repair, ...] = ()
    warnings: tuple[Issue, ...] = ()
    message: str = ""
    source: str | None = None
    server: str | None = None
    malformed: bool = False
    refusal: Outcome | None = None
    """Why an invalid call is refused, when it is not its arguments (withheld, limited, ...)."""

    @property
    def ok(self) -> bool:
        return self.status != "invalid"

    @property
    def outcome(self) -> Outcome:
        """The verdict in the vocabulary of the proxy's metrics, spans and audit log."""
        return self.refusal or _OUTCOMES[self.status]

    @property
    def codes(self) -> list[str]:
        """The issue codes, each once, in order."""
        return list(dict.fromkeys(i.code for i in self.issues))

    def tool_call(self) -> ToolCall:
        """The call as it would run (repaired arguments, if any)."""
        return ToolCall(name=self.name, args=self.arguments, id=self.id, type="tool_call")


def call_verdict(call: Call, result: CallResult) -> CallVerdict | None:
    """The verdict on a call the pipeline checked (None: it was sent on unchecked), as the
    model-node check gives it."""
    decision = call.decision
    verdict = decision.verdict if decision is not None else None
    server = call.server or None
    if result.outcome in _STATUSES:
        if verdict is None or decision is None or decision.action == "unchecked":
            return None
        status = _STATUSES[result.outcome]
        issues = tuple(verdict.issues) if status == "warned" else ()
        repairs = tuple(verdict.repairs) if status != "warned" else ()
        message = _result_message(verdict, call.name)
        return CallVerdict(
            call.name,
            None,
            status,
            call.arguments_to_send,
            issues,
            repairs,
            tuple(verdict.warnings),
            message,
            "cache",
            server,
        )
    issues = tuple(result.issues) or (Issue((), result.outcome.value, result.message),)
    refusal = None if result.outcome is Outcome.REJECTED else result.outcome
    return CallVerdict(
        call.name,
        None,
        "invalid",
        call.arguments,
        issues,
        message=result.message,
        source="cache",
        server=server,
        refusal=refusal,
    )


def _result_message(result: ValidationResult, name: str) -> str:
    return result.message_for(name) if (result.issues or result.warnings) else ""


def _malformed_detail(raw: Any) -> str:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return "the arguments are missing"
    if not isinstance(raw, str):
        return f"the arguments must be a JSON object, got {type(raw).__name__}"
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError as exc:
        return (
            f"the arguments are not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        )
    except ValueError as exc:
        return f"the arguments are not valid JSON ({exc})"
    if not isinstance(parsed, dict):
        kind = {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
            type(parsed), "a number"
        )
        return f"the arguments must be a JSON object, got {kind}"
    return "the arguments could not be parsed"


class ToolCallChecker:
    """Checks tool calls against the cache or the tools' own schemas, plus extra validators.

    One instance serves the middleware, `validate_tool_calls` and tests alike; it is safe to share
    between threads.
    """

    def __init__(
        self,
        *,
        cache: SchemaCache | None = None,
        tools: Sequence[AnyTool] | None = None,
        policy: Policy | None = None,
        server_policies: Mapping[str, Policy] | None = None,
        strip_empty_values: bool = True,
        placeholder_strings: frozenset[str] | None = None,
        json_schema_validator_class: type | None = None,
        extra_validators: Iterable[ExtraValidator] | None = None,
    ) -> None:
        dialect, self._custom_class = _dialect_of(json_schema_validator_class)
        self.resolver = SchemaResolver(
            cache=cache,
            policy=policy or Policy(),
            server_policies=server_policies,
            default_dialect=dialect,
        )
        self.explicit_tools = tools_by_name(tools) if tools is not None else None
        self.strip_empty_values = strip_empty_values
        self.placeholder_strings = placeholder_strings
        self.extra_validators = list(extra_validators or [])
        self._custom_lock = threading.Lock()
        self._custom: dict[str, Any] = {}
        self.limits: Limits | None = None
        """The proxy's argument limits, when the checker serves a config's tools (load_tools)."""
        self.viewed: Callable[[str], tuple[ToolEntry, Mapping[str, Any]] | None] | None = None
        """The upstream tool behind a name and its fixed arguments, when the operator renamed
        it or fixed some (load_tools: `ToolSet.viewed`)."""
        self.withheld: Callable[[str], str | None] | None = None
        """Why the tool of a name is withheld (None: it is not), when the checker serves a
        config's tools (load_tools): its gate's answer, as the proxy gives it."""
        self.secrets: Callable[[str, Any], CallResult | None] | None = None
        """The content guard's refusal of a call whose arguments hold a secret (None: it goes
        on), when the checker serves a config's tools (load_tools), in the proxy's words."""

    @property
    def cache(self) -> SchemaCache | None:
        return self.resolver.cache

    def tool_map(self, tools: Iterable[AnyTool] = ()) -> dict[str, AnyTool]:
        """The tools by name: the explicit tools over the agent's (request) tools."""
        found = tools_by_name(tools)
        if self.explicit_tools:
            found.update(self.explicit_tools)
        return found

    def check_message(
        self,
        message: AIMessage,
        tools: Iterable[AnyTool] = (),
        *,
        skip_ids: Iterable[str] = (),
    ) -> list[CallVerdict]:
        """Verdicts on every call of `message`: its `tool_calls`, then its `invalid_tool_calls`."""
        by_name = self.tool_map(tools)
        skip = set(skip_ids)
        verdicts = []
        with application_span("toolvet.validate_tool_calls") as span:
            for call in message.tool_calls:
                if call.get("id") in skip:
                    continue
                verdicts.append(
                    self.check_call(
                        call.get("name") or "", call.get("args"), call.get("id"), by_name
                    )
                )
            for bad in message.invalid_tool_calls:
                if bad.get("id") in skip:
                    continue
                verdicts.append(self.check_malformed(bad, by_name))
            for verdict in verdicts:
                add_verdict(
                    span,
                    verdict.outcome,
                    tool=verdict.name,
                    server=verdict.server,
                    issues=verdict.codes,
                    repairs=(r.code for r in verdict.repairs),
                    call_id=verdict.id,
                )
        return verdicts

    def _unknown(self, name: str, by_name: Mapping[str, AnyTool]) -> str | None:
        """The unknown-tool message when the agent has no tool called `name`, else None."""
        if name in by_name:
            return None
        if not by_name and self.resolver.cache_entry(name) is not None:
            return None
        available = list(by_name) or self.resolver.cache_names()
        return unknown_tool_message(name, available)

    def check_malformed(
        self, call: Mapping[str, Any], by_name: Mapping[str, AnyTool]
    ) -> CallVerdict:
        """A call from `invalid_tool_calls`: arguments that are not a JSON object."""
        name = call.get("name") or ""
        raw = call.get("args")
        unknown = self._unknown(name, by_name)
        if unknown is not None:
            issue = Issue((), "unknown_tool", unknown, None, name)
            message = unknown
        else:
            detail = _malformed_detail(raw)
            issue = Issue(
                (),
                "not_json",
                f"{detail}; send them again as one JSON object",
                "a JSON object",
                quote(raw, 80) if isinstance(raw, str) else raw,
            )
            message = render_message([issue], tool=name)
        return CallVerdict(
            name, call.get("id"), "invalid", raw, (issue,), message=message, malformed=True
        )

    def check_call(
        self,
        name: str,
        arguments: Any,
        call_id: str | None,
        by_name: Mapping[str, AnyTool],
    ) -> CallVerdict:
        """The verdict on one call: unknown tool, schema (with repairs), extra validators."""
        reason = self.withheld(name) if self.withheld is not None else None
        if reason is not None:
            issue = Issue((), "withheld", reason, None, name)
            return CallVerdict(
                name,
                call_id,
                "invalid",
                arguments,
                (issue,),
                message=reason,
                refusal=Outcome.WITHHELD,
            )
        unknown = self._unknown(name, by_name)
        if unknown is not None:
            issue = Issue((), "unknown_tool", unknown, None, name)
            return CallVerdict(name, call_id, "invalid", arguments, (issue,), message=unknown)
        viewed = self.viewed(name) if self.viewed is not None else None
        if viewed is not None:
            return self._check_viewed(name, arguments, call_id, *viewed)
        target = self.resolver.resolve(name, by_name.get(name))
        return self._checked(name, arguments, call_id, target)

    def _check_viewed(
        self,
        name: str,
        arguments: Any,
        call_id: str | None,
        entry: ToolEntry,
        fixed: Mapping[str, Any],
    ) -> CallVerdict:
        """A call to a tool the operator renamed or fixed arguments of: checked as the proxy
        checks it (the upstream's schema, the fixed arguments set); the verdict's arguments
        are the model's own (without the fixed ones, which the tool's call step sets)."""
        if isinstance(arguments, dict) and fixed:
            clashes = fixed_clashes(arguments, fixed)
            if clashes:
                message = clash_message(name, clashes)
                return CallVerdict(
                    name, call_id, "invalid", arguments, tuple(clashes), message=message
                )
            arguments = {**arguments, **fixed}
        policy = self.resolver.server_policies.get(entry.server, self.resolver.policy)
        target = Target("cache", entry.schema_hash, policy, entry=entry)
        verdict = self._checked(name, arguments, call_id, target)
        if isinstance(verdict.arguments, dict) and fixed:
            own = {k: v for k, v in verdict.arguments.items() if k not in fixed}
            verdict = dataclasses.replace(verdict, arguments=own)
        return verdict

    def _checked(
        self, name: str, arguments: Any, call_id: str | None, target: Target | None
    ) -> CallVerdict:
        """The verdict on a call to a known tool: limits, its schema, the extra validators."""
        if target is None:
            return self._extras_only(name, arguments, call_id)
        limited = self._over_limits(name, arguments, call_id)
        if limited is not None:
            return limited
        secret = self.secrets(name, arguments) if self.secrets is not None else None
        if secret is not None:
            return CallVerdict(
                name,
                call_id,
                "invalid",
                arguments,
                tuple(secret.issues),
                message=secret.message,
                server=target.server,
                refusal=secret.outcome,
            )
        policy = target.policy
        result = self._validate(target, arguments) if policy.mode != "off" else None
        decision = decide(arguments, result, mode=policy.mode, invalid_schema=policy.invalid_schema)
        if decision.action == "block":
            return self._blocked(name, arguments, call_id, target, decision)
        if decision.schema_error is not None:
            logger.warning(
                "tool %r has an unusable schema (%s); its calls are not checked",
                name,
                decision.schema_error,
                extra={"toolvet_event": "schema_error", "toolvet_tool": name},
            )
        if result is None or decision.action == "unchecked":
            return self._extras_only(name, arguments, call_id)
        rule_issues = self._extra_issues(name, result.arguments)
        if rule_issues:  # the agent's own rules have the last word, whatever the policy
            issues = [*result.issues, *rule_issues]
            message = render_message(issues, result.warnings, tool=name)
            return self._verdict(
                name, call_id, "invalid", arguments, target, result, message, rule_issues
            )
        if decision.action == "reject":
            message = result.message_for(name)
            return self._verdict(name, call_id, "invalid", arguments, target, result, message)
        if decision.action == "warn":  # the call runs as sent
            message = result.message_for(name)
            return self._verdict(name, call_id, "warned", arguments, target, result, message)
        status: Status = "repaired" if decision.action == "repair" else "valid"
        message = _result_message(result, name)
        return self._verdict(name, call_id, status, decision.arguments, target, result, message)

    def _over_limits(self, name: str, arguments: Any, call_id: str | None) -> CallVerdict | None:
        """The verdict on a call whose arguments exceed `limits` (the proxy's), else None."""
        if self.limits is None:
            return None
        too_much = check_limits(
            arguments,
            max_bytes=self.limits.max_argument_bytes,
            max_depth=self.limits.max_argument_depth,
        )
        if too_much is None:
            return None
        message = render_message([too_much], tool=name)
        return CallVerdict(
            name,
            call_id,
            "invalid",
            arguments,
            (too_much,),
            message=message,
            refusal=Outcome.LIMITED,
        )

    @staticmethod
    def _blocked(
        name: str, arguments: Any, call_id: str | None, target: Target, decision: Decision
    ) -> CallVerdict:
        """The verdict on a call to a tool whose schema cannot be used, under invalid_schema
        "block": the message the proxy answers it with."""
        verdict = decision.verdict
        assert verdict is not None and verdict.schema_error is not None
        problem = f"{verdict.schema_error.code}: {verdict.schema_error.message}"
        message = f"Tool '{name}' cannot be called: its input schema cannot be used ({problem})."
        return CallVerdict(
            name,
            call_id,
            "invalid",
            arguments,
            tuple(verdict.issues),
            message=message,
            source=target.kind,
            server=target.server,
            refusal=Outcome.BLOCKED,
        )

    @staticmethod
    def _verdict(
        name: str,
        call_id: str | None,
        status: Status,
        arguments: Any,
        target: Target,
        result: ValidationResult,
        message: str,
        rule_issues: Sequence[Issue] = (),
    ) -> CallVerdict:
        """A verdict on a call that was checked against `target`'s schema."""
        issues = (*result.issues, *rule_issues) if status in ("invalid", "warned") else ()
        repairs = tuple(result.repairs) if status in ("valid", "repaired") else ()
        return CallVerdict(
            name,
            call_id,
            status,
            arguments,
            issues,
            repairs,
            tuple(result.warnings),
            message,
            target.kind,
            target.server,
        )

    def _validate(self, target: Target, arguments: Any) -> ValidationResult:
        result = target.validate(arguments)
        if (
            not result.ok
            and self.strip_empty_values
            and target.policy.repair != "off"
            and target.policy.mode == "enforce"
            and result.schema_error is None
        ):
            stripped = strip_rejected_empty(
                target.validate, arguments, result, self.placeholder_strings
            )
            if stripped is not None:
                result = stripped
        if result.ok and self._custom_class is not None:
            schema = target.entry.input_schema if target.entry is not None else target.schema
            if target.kind != "pydantic" and isinstance(schema, dict):
                custom = self._custom_issues(target.schema_hash, schema, result.arguments)
                if custom:
                    return ValidationResult(
                        False,
                        arguments,
                        issues=custom,
                        warnings=result.warnings,
                        message=render_message(custom, result.warnings),
                    )
        return result

    def _custom_issues(self, digest: str, schema: dict[str, Any], arguments: Any) -> list[Issue]:
        with self._custom_lock:
            validator = self._custom.get(digest)
        if validator is None:
            assert self._custom_class is not None
            validator = self._custom_class(schema)
            with self._custom_lock:
                self._custom[digest] = validator
        return [
            Issue(tuple(error.absolute_path), "schema", str(error.message), None, error.instance)
            for error in validator.iter_errors(arguments)
        ]

    def _extra_issues(self, name: str, arguments: Any) -> list[Issue]:
        if not self.extra_validators or not isinstance(arguments, dict):
            return []
        found: list[Issue] = []
        for check in self.extra_validators:
            if isinstance(check, FieldRule):
                found.extend(check.issues(name, arguments))
                continue
            for problem in check(name, arguments) or []:
                if isinstance(problem, Issue):
                    found.append(problem)
                else:
                    found.append(Issue((), "rule", str(problem)))
        return found

    def _extras_only(self, name: str, arguments: Any, call_id: str | None) -> CallVerdict:
        issues = self._extra_issues(name, arguments)
        if not issues:
            return CallVerdict(name, call_id, "skipped", arguments)
        message = render_message(issues, tool=name)
        return CallVerdict(name, call_id, "invalid", arguments, tuple(issues), message=message)


def _dialect_of(validator_class: type | None) -> tuple[str, type | None]:
    """The default dialect a jsonschema validator class stands for, and the class if it is custom.

    `jsonschema.Draft7Validator` means "schemas without `$schema` are draft-07"; toolvet's engine
    still does the checking. A class that is not one of jsonschema's own (extended with custom
    keywords, or another library's) is also run on arguments toolvet finds valid.
    """
    if validator_class is None:
        return DEFAULT_DIALECT, None
    meta = getattr(validator_class, "META_SCHEMA", None)
    uri = meta.get("$schema") if isinstance(meta, dict) else None
    dialect = DEFAULT_DIALECT
    if isinstance(uri, str):
        try:
            dialect = detect_dialect({"$schema": uri})[0]
        except ValueError as exc:
            raise ValueError(
                f"json_schema_validator_class {validator_class.__name__}: {exc}"
            ) from None
    custom: type | None = validator_class
    try:
        from jsonschema.validators import validator_for

        if isinstance(uri, str):
            # For a $schema it does not know, jsonschema returns the default (None here); its
            # stubs allow only a class.
            known = validator_for({"$schema": uri}, default=None)  # type: ignore[arg-type]
            if known is validator_class:
                custom = None
    except ImportError:  # pragma: no cover - jsonschema comes with the langchain extra
        pass
    return dialect, custom


_ACCEPTED_NOTE = (
    "Accepted: this call is valid{repaired} and will run together with the corrected calls. "
    "Do not issue it again; re-issue only the calls that reported errors."
)
_SIBLING_NOTE = (
    "Not run: this call is valid{repaired}, but another call in the same message is not. "
    "Issue it again together with the corrected calls."
)


def _repaired_text(verdict: CallVerdict) -> str:
    if not verdict.repairs:
        return ""
    shown = ", ".join(
        f"{'.'.join(str(p) for p in r.path) or '(arguments)'}: "
        + (
            f"{quote(r.before, 30)} dropped"
            if r.code in ("dropped_null", "stripped_empty")
            else f"{quote(r.before, 30)} → {quote(r.after, 30)}"
        )
        for r in verdict.repairs
    )
    return f" after repairs ({shown})"


def tool_messages(
    verdicts: Sequence[CallVerdict], *, note: str = _ACCEPTED_NOTE
) -> list[ToolMessage]:
    """One ToolMessage per call that has an id: the error for invalid calls, `note` for the rest."""
    out = []
    for verdict in verdicts:
        if verdict.id is None:
            continue
        if verdict.ok:
            content = note.format(repaired=_repaired_text(verdict))
            if verdict.message:
                content += "\n" + verdict.message
            out.append(
                ToolMessage(
                    content=content, tool_call_id=verdict.id, name=verdict.name, status="success"
                )
            )
        else:
            out.append(
                ToolMessage(
                    content=verdict.message,
                    tool_call_id=verdict.id,
                    name=verdict.name,
                    status="error",
                    artifact={"toolvet": {"issues": [i.to_dict() for i in verdict.issues]}},
                )
            )
    return out


def validate_tool_calls(
    message: AIMessage,
    tools: Sequence[AnyTool] | None = None,
    *,
    cache: SchemaCache | None = None,
    repair: RepairPolicy = "safe",
    unknown_arguments: UnknownArgumentsPolicy = "suggest",
    extra_validators: Iterable[ExtraValidator] | None = None,
    checker: ToolCallChecker | None = None,
) -> list[ToolMessage]:
    """The error ToolMessages for a model's message; empty when every call is valid.

    A replacement for LangGraph's deprecated `ValidationNode` in custom graphs: route to the tools
    when the list is empty, else add the messages to the state and call the model again. When any
    call is invalid, every call is answered (providers require a result for each call): the
    invalid ones with their error (status "error"), the valid ones with a note that they did not
    run and must be issued again with the corrected ones. Calls to tools given neither in `tools`
    nor in `cache` are unknown-tool errors.

    A call that safe repairs make valid counts as valid here; to run the repaired arguments, take
    them from the verdicts (`ToolCallChecker(...).check_message(message, tools)`, then
    `verdict.tool_call()`), or use the middleware, which puts them in a new AIMessage.
    """
    if checker is None:
        checker = ToolCallChecker(
            cache=cache,
            tools=list(tools) if tools is not None else None,
            policy=Policy(repair=repair, unknown_arguments=unknown_arguments),
            extra_validators=extra_validators,
        )
    verdicts = checker.check_message(message, tools or ())
    if all(v.ok for v in verdicts):
        return []
    return tool_messages(verdicts, note=_SIBLING_NOTE)
