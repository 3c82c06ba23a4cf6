"""The content guard on the path of every call and list: poisoned definitions withheld, secrets in
arguments blocked, injected instructions and secrets in results blocked or redacted, as each
server's `content` policy says. Every finding goes to the guard's observer (log, audit, metrics)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from toolvet.content import (
    Allowlist,
    Finding,
    definition_hash,
    find_secrets,
    find_secrets_in_json,
    redact,
    redact_json,
    scan_definition,
    scan_result,
    walk_strings,
)
from toolvet.pipeline._call import Call, CallResult, refused, tool_error
from toolvet.pipeline._classifier import WebhookClient
from toolvet.pipeline._lists import Listed, ListNext
from toolvet.pipeline._outcomes import Outcome
from toolvet.pipeline._pipeline import Next
from toolvet.validation import Issue, format_path

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache
    from toolvet.config import ContentPolicy, ServerConfig


log = logging.getLogger("toolvet.content")

ARGUMENTS_SEEN = "toolvet/content.arguments"
"""Where a call's context keeps its arguments with their secrets redacted, once the guard found
some: what the audit log and spans write instead of the arguments."""


CONTENT_EVENTS = "toolvet/content.events"
"""Where a call's context keeps what the guard found in it, in order (a list of ContentEvent):
secrets in its arguments, injected instructions and secrets in its result, the classifier's
flags."""


def content_of(
    servers: Callable[[str], ServerConfig | None],
) -> Callable[[str], ContentPolicy | None]:
    """The content policy lookup of a server lookup (`config.servers.get`, a proxy's live one)."""

    def policy(server: str) -> ContentPolicy | None:
        config = servers(server)
        return config.content if config is not None else None

    return policy


def recorded_arguments(call: Call) -> Any:
    """A call's arguments as records (audit log, spans) may show them: with the secrets the
    guard found redacted."""
    return call.context.get(ARGUMENTS_SEEN, call.arguments)


@dataclass(frozen=True, slots=True)
class ContentEvent:
    """What the guard found on one surface of one tool, and what it did.

    - `surface`: definition, arguments, result or resource;
    - `action`: withheld, blocked, redacted or warned;
    - `findings`: each with its rule, JSON pointer and excerpt (never a secret itself)."""

    surface: str
    server: str
    tool: str
    action: str
    findings: tuple[Finding, ...]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form, for the audit log and `toolvet tools --json`."""
        return {
            "surface": self.surface,
            "server": self.server,
            "tool": self.tool,
            "action": self.action,
            "findings": [finding_dict(f) for f in self.findings],
        }


def finding_dict(finding: Finding) -> dict[str, Any]:
    """One finding as JSON: rule, kind, pointer, excerpt."""
    return {
        "rule": finding.rule,
        "kind": finding.kind,
        "pointer": finding.pointer,
        "excerpt": finding.excerpt,
    }


class Classifier(Protocol):
    """What an operator's classifier said of definitions (`WebhookVerdicts`), read without I/O."""

    def findings(self, server: str, definition: Mapping[str, Any]) -> tuple[Finding, ...]: ...


class ContentObserver(Protocol):
    """Told of every finding the guard acts on (the proxy counts and audits them)."""

    def found(self, event: ContentEvent) -> None: ...


def _logged(event: ContentEvent) -> None:
    rules = ", ".join(f"{f.rule} at {f.pointer or '/'} ({f.excerpt!r})" for f in event.findings)
    log.warning(
        "content guard: %s of %s/%s %s: %s",
        event.surface,
        event.server,
        event.tool,
        event.action,
        rules,
    )


class ContentGuard:
    """The servers' content policies, their allowlists per tool (built once), and where findings
    go: logged here, and told to the observer."""

    def __init__(
        self,
        policy: Callable[[str], ContentPolicy | None],
        observer: ContentObserver | None = None,
    ) -> None:
        self.policy = policy
        """A server's content policy as it is now (a proxy's servers change while it serves);
        None: no such server."""
        self.observer = observer
        self.on_call: Callable[[Call, ContentEvent], None] | None = None
        """Told of each finding in a call, with the call (the proxy puts it on the call's span)."""
        self._allowlists: dict[tuple[str, str], tuple[ContentPolicy, Allowlist]] = {}
        self.webhook_client = WebhookClient()
        """How the servers' classifiers (`content.webhook`) are asked: its connections are the
        guard's owner's, closed by `aclose` when it stops."""

    async def aclose(self) -> None:
        """Close the connections to the operator's classifiers (the owner stops)."""
        await self.webhook_client.aclose()

    def allowlist(self, server: str, tool: str) -> Allowlist:
        """What the operator allows in `tool` of `server` (`tool` "" for a server's resources),
        built once per policy."""
        policy = self.policy(server)
        return Allowlist() if policy is None else self.allowlist_of(policy, server, tool)

    def allowlist_of(self, policy: ContentPolicy, server: str, tool: str) -> Allowlist:
        """`allowlist`, for a caller that looked `server`'s policy up already (one lookup per
        call or result)."""
        known = self._allowlists.get((server, tool))
        if known is not None and known[0] is policy:
            return known[1]
        allow = policy.allow.for_tool(tool)
        self._allowlists[server, tool] = (policy, allow)
        return allow

    def unallowed(self, server: str, tool: str, found: Iterable[Finding]) -> tuple[Finding, ...]:
        """`found` (an operator's classifier's findings) but for the rules the operator allows in
        `tool` of `server`."""
        allowed = self.allowlist(server, tool).rules
        return tuple(f for f in found if f.rule not in allowed)

    def report(self, event: ContentEvent, call: Call | None = None) -> None:
        """Log `event`, tell the observer, and, when it is about `call`, keep it in the call's
        context (CONTENT_EVENTS) and tell `on_call`."""
        _logged(event)
        if self.observer is not None:
            self.observer.found(event)
        if call is not None:
            call.context.setdefault(CONTENT_EVENTS, []).append(event)
            if self.on_call is not None:
                self.on_call(call, event)


# -- definitions ------------------------------------------------------------------------------


def _where(findings: Sequence[Finding]) -> str:
    """The rules that fired and where, for a model or an operator (no excerpt: it may be the very
    text that addresses the model)."""
    return "; ".join(f"{f.rule} at {f.pointer or '/'}" for f in findings[:5]) + (
        f"; and {len(findings) - 5} more" if len(findings) > 5 else ""
    )


def withheld_reason(name: str, server: str, findings: Sequence[Finding]) -> str:
    """Why a poisoned definition's calls are refused, as the caller reads it."""
    return (
        f"Tool '{name}' is withheld by toolvet: its definition carries text aimed at the model"
        f" ({_where(findings)}). An operator can review it with `toolvet check` and, if it is"
        f" harmless, allow the rule under mcpServers.{server}.content.allow in servers.json."
    )


class DefinitionsStep:
    """The list step that scans each tool's definition (once per definition hash: at fetch and
    on change) and withholds the poisoned ones under `descriptions: withhold`."""

    def __init__(self, guard: ContentGuard, cache: SchemaCache) -> None:
        self.guard = guard
        self.cache = cache
        self.findings: dict[tuple[str, str], tuple[str, tuple[Finding, ...]]] = {}
        """(server, tool) -> (definition hash, findings), for what is listed now."""
        self.webhook: Classifier | None = None
        """What the operator's classifier said of each definition (`content.webhook`)."""

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        names = _names_by_server(tools)
        everyone = [name for own in names.values() for name in own]
        seen: dict[tuple[str, str], tuple[str, tuple[Finding, ...]]] = {}
        for listed in tools:
            policy = self.guard.policy(listed.server)
            definition = self._seen_by_clients(listed)
            if policy is None or policy.descriptions == "off" or definition is None:
                continue
            key = (listed.server, listed.tool)
            digest = definition_hash(definition)
            known = self.findings.get(key)
            if known is not None and known[0] == digest:
                findings = known[1]
            else:
                found = scan_definition(
                    definition,
                    other_tools=everyone,
                    own_tools=names[listed.server],
                    allow=self.guard.allowlist(listed.server, listed.tool),
                )
                findings = (*found, *self._classified(listed))
                if findings:
                    action = "withheld" if policy.descriptions == "withhold" else "warned"
                    self.guard.report(
                        ContentEvent("definition", listed.server, listed.tool, action, findings)
                    )
            seen[key] = (digest, findings)
            if findings and policy.descriptions == "withhold" and listed.withheld is None:
                listed.withheld = withheld_reason(listed.name, listed.server, findings)
        self.findings = seen
        return next(tools)

    def _classified(self, listed: Listed) -> tuple[Finding, ...]:
        """The operator's classifier's findings on the upstream's definition, but for the rules
        the operator allows."""
        entry = self.cache.get(listed.server, listed.tool)
        if self.webhook is None or entry is None:
            return ()
        found = self.webhook.findings(listed.server, entry.definition)
        return self.guard.unallowed(listed.server, listed.tool, found)

    def _seen_by_clients(self, listed: Listed) -> Mapping[str, Any] | None:
        """The definition clients are offered (the operator's view of it), else the upstream's."""
        if listed.definition:
            return listed.definition
        entry = self.cache.get(listed.server, listed.tool)
        return entry.definition if entry is not None else None

    def events(self) -> list[ContentEvent]:
        """What the last list found, a definition per event, in order (for `toolvet check` and
        `toolvet tools --json`)."""
        found = []
        for (server, tool), (_, findings) in sorted(self.findings.items()):
            policy = self.guard.policy(server)
            if findings and policy is not None:
                action = "withheld" if policy.descriptions == "withhold" else "warned"
                found.append(ContentEvent("definition", server, tool, action, findings))
        return found

    def reason(self, name: str, server: str, tool: str) -> str | None:
        """Why the tool exposed as `name` is withheld by the guard (None: it is not), as of the
        last list."""
        policy = self.guard.policy(server)
        known = self.findings.get((server, tool))
        if policy is None or policy.descriptions != "withhold" or not known or not known[1]:
            return None
        return withheld_reason(name, server, known[1])


def _names_by_server(tools: Iterable[Listed]) -> dict[str, list[str]]:
    names: dict[str, list[str]] = {}
    for listed in tools:
        names.setdefault(listed.server, []).append(listed.tool)
    return names


# -- arguments --------------------------------------------------------------------------------


def _path(pointer: str) -> tuple[str | int, ...]:
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]
    return tuple(int(t) if t.isdigit() else t for t in tokens)


def secret_issues(findings: Sequence[Finding]) -> tuple[Issue, ...]:
    """One issue per secret: which argument holds what kind of secret (never the secret)."""
    issues = []
    for finding in findings:
        path = _path(finding.pointer)
        where = format_path(path)
        text = (
            f"{where} holds a secret ({finding.kind}, rule {finding.rule}); a credential is not"
            " to be passed to a tool: leave it out, or use the tool's own way to authenticate"
        )
        issues.append(Issue(path, "secret", text, "no credential", None))
    return tuple(issues)


@dataclass(frozen=True, slots=True)
class SecretsFound:
    """The secrets in a call's arguments, and the refusal (None: the call goes on, warned)."""

    findings: tuple[Finding, ...]
    refusal: CallResult | None


def secrets_in_arguments(
    guard: ContentGuard, server: str, tool: str, name: str, arguments: Any, call: Call | None = None
) -> SecretsFound | None:
    """The secrets in arguments to `tool` of `server` (exposed as `name`), reported, with the
    refusal under `secrets.arguments: block`; None when there are none, or the guard does not
    look. Both front doors' words: the proxy's step and the middleware's model-node check."""
    policy = guard.policy(server)
    if policy is None or policy.secrets.arguments == "off":
        return None
    findings = tuple(find_secrets_in_json(arguments, guard.allowlist_of(policy, server, tool)))
    if not findings:
        return None
    block = policy.secrets.arguments == "block"
    action = "blocked" if block else "warned"
    guard.report(ContentEvent("arguments", server, tool, action, findings), call)
    if not block:
        return SecretsFound(findings, None)
    issues = secret_issues(findings)
    text = f"The call to '{name}' was not sent: " + " ".join(i.message for i in issues)
    meta = {"ok": False, "issues": [i.to_dict() for i in issues]}
    return SecretsFound(findings, refused(Outcome.BLOCKED, text, meta, issues=issues))


class SecretArgumentsStep:
    """Secrets in a call's arguments: the call is blocked (not sent; the model reads which
    argument holds what kind of secret) or sent with a warning, as `secrets.arguments` says."""

    name = "secrets"

    def __init__(self, guard: ContentGuard) -> None:
        self.guard = guard

    async def __call__(self, call: Call, next: Next) -> CallResult:
        arguments = call.arguments_to_send
        found = secrets_in_arguments(
            self.guard, call.server, call.tool, call.name, arguments, call
        )
        if found is None:
            return await next(call)
        allow = self.guard.allowlist(call.server, call.tool)
        call.context[ARGUMENTS_SEEN] = redact_json(arguments, allow)
        return found.refusal if found.refusal is not None else await next(call)


# -- results ----------------------------------------------------------------------------------


def result_texts(result: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every text a model reads in a CallToolResult, with its JSON pointer: text content, the
    text of embedded resources, the name, title and description of linked ones, and every
    string of structuredContent (not images' or blobs' base64)."""
    texts: list[tuple[str, str]] = []
    content = result.get("content")
    if isinstance(content, list):
        for index, block in enumerate(content):
            texts.extend(_block_texts(block, f"/content/{index}"))
    structured = result.get("structuredContent")
    if structured is not None:
        texts.extend((p, s) for p, s, _ in walk_strings(structured, "/structuredContent"))
    return texts


def contents_texts(contents: Any, pointer: str = "/contents") -> list[tuple[str, str]]:
    """The texts of a resources/read result's `contents` (not blobs), with their pointers."""
    if not isinstance(contents, list):
        return []
    return [
        (f"{pointer}/{i}/text", c["text"])
        for i, c in enumerate(contents)
        if isinstance(c, dict) and isinstance(c.get("text"), str)
    ]


def _block_texts(block: Any, pointer: str) -> list[tuple[str, str]]:
    if not isinstance(block, dict):
        return []
    kind = block.get("type")
    if kind == "text" and isinstance(block.get("text"), str):
        return [(f"{pointer}/text", block["text"])]
    if kind == "resource":
        resource = block.get("resource")
        text = resource.get("text") if isinstance(resource, dict) else None
        return [(f"{pointer}/resource/text", text)] if isinstance(text, str) else []
    if kind == "resource_link":
        return [
            (f"{pointer}/{key}", block[key])
            for key in ("name", "title", "description")
            if isinstance(block.get(key), str)
        ]
    return []


@dataclass(frozen=True, slots=True)
class Scanned:
    """What the guard found in a result's texts: injected instructions and secrets."""

    injections: tuple[Finding, ...]
    secrets: tuple[Finding, ...]


def scan_texts(
    texts: Sequence[tuple[str, str]], policy: ContentPolicy, allow: Allowlist
) -> Scanned:
    """The findings in `texts` that the policy looks for. A text met again (an SDK server's
    `structuredContent` repeats its text content) is scanned once: its findings are the first
    one's, at its own pointer."""
    injections: list[Finding] = []
    secrets: list[Finding] = []
    scanned: dict[str, tuple[list[Finding], list[Finding]]] = {}
    instructions, credentials = policy.results != "off", policy.secrets.results != "off"
    several = len(texts) > 1  # a lone text cannot repeat: not hashed
    for pointer, text in texts:
        found = scanned.get(text) if several else None
        if found is None:
            found = (
                scan_result(text, pointer=pointer, allow=allow) if instructions else [],
                find_secrets(text, allow, pointer) if credentials else [],
            )
            if several:
                scanned[text] = found
        if found[0]:
            injections.extend(_at(pointer, found[0]))
        if found[1]:
            secrets.extend(_at(pointer, found[1]))
    if not (injections or secrets):
        return _NOTHING_SCANNED
    return Scanned(tuple(injections), tuple(secrets))


_NOTHING_SCANNED = Scanned((), ())


def _at(pointer: str, findings: list[Finding]) -> list[Finding]:
    return [f if f.pointer == pointer else replace(f, pointer=pointer) for f in findings]


def blocked_text(what: str, findings: Sequence[Finding]) -> str:
    """The short reason a blocked result is replaced with (no offending text)."""
    return (
        f"toolvet withheld {what}: it carries {_kinds(findings)} ({_where(findings)})."
        " The operator can find the details in toolvet's log."
    )


def blocked_result(name: str, findings: Sequence[Finding]) -> dict[str, Any]:
    """The tool error a blocked result of the tool `name` is replaced with."""
    return tool_error(blocked_text(f"the result of '{name}'", findings))


def _kinds(findings: Sequence[Finding]) -> str:
    kinds = list(dict.fromkeys(f.kind for f in findings))
    return ", ".join(kinds[:3]) + (" and more" if len(kinds) > 3 else "")


def replaced(value: Any, changes: Mapping[str, str]) -> Any:
    """A copy of `value` with the strings at the JSON pointers of `changes` replaced (only the
    containers on the way are copied)."""
    if not changes:
        return value
    root = _copy(value)
    for pointer, text in changes.items():
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]
        node = root
        for token in tokens[:-1]:
            key: Any = token if isinstance(node, dict) else int(token)
            node[key] = _copy(node[key])
            node = node[key]
        node[tokens[-1] if isinstance(node, dict) else int(tokens[-1])] = text
    return root


def _copy(node: Any) -> Any:
    return dict(node) if isinstance(node, dict) else list(node) if isinstance(node, list) else node


@dataclass(frozen=True, slots=True)
class Guarded:
    """A value as the guard lets it through (redacted where it must be), or, when `blocked`
    holds the findings that stopped it, None; `found`: what the guard reported of a value it
    let through (warned, redacted)."""

    value: dict[str, Any] | None
    blocked: tuple[Finding, ...] = ()
    found: tuple[Finding, ...] = ()


def guarded(
    guard: ContentGuard,
    server: str,
    tool: str,
    surface: str,
    value: dict[str, Any],
    texts: Sequence[tuple[str, str]],
    call: Call | None = None,
) -> Guarded:
    """What the guard makes of a result's `texts` (found in `value`): every finding reported
    (with `call`, when it is a call's result); a value without any returned as it came."""
    policy = guard.policy(server)
    if policy is None or not texts:
        return Guarded(value)
    allow = guard.allowlist_of(policy, server, tool)
    found = scan_texts(texts, policy, allow)
    if found.injections:
        block = policy.results == "block"
        action = "blocked" if block else "warned"
        guard.report(ContentEvent(surface, server, tool, action, found.injections), call)
        if block:
            return Guarded(None, found.injections)
    if not found.secrets:
        return Guarded(value, found=found.injections)
    action = {"redact": "redacted", "block": "blocked"}.get(policy.secrets.results, "warned")
    guard.report(ContentEvent(surface, server, tool, action, found.secrets), call)
    if action == "blocked":
        return Guarded(None, found.secrets)
    reported = (*found.injections, *found.secrets)
    if action == "warned":
        return Guarded(value, found=reported)
    pointers = {f.pointer for f in found.secrets}
    changes = {p: redact(t, allow) for p, t in texts if p in pointers}
    return Guarded(replaced(value, changes), found=reported)


class ResultsStep:
    """Has the guard see each result of a call: injected instructions blocked (an error without
    the offending text) or warned, secrets redacted, blocked or warned; a result it lets through
    unchanged is the tool's own, byte for byte."""

    name = "results"

    def __init__(self, guard: ContentGuard) -> None:
        self.guard = guard

    async def __call__(self, call: Call, next: Next) -> CallResult:
        policy = self.guard.policy(call.server)
        if policy is not None and (policy.results != "off" or policy.secrets.results != "off"):
            call.on_answer(self.seen)
        return await next(call)

    def seen(self, call: Call, result: dict[str, Any]) -> dict[str, Any]:
        if result.get("resultType", "complete") != "complete":
            return result  # input_required, or a task handle: the result comes later
        texts = result_texts(result)
        kept = guarded(self.guard, call.server, call.tool, "result", result, texts, call)
        if kept.value is not None:
            return kept.value
        return blocked_result(call.name, kept.blocked)
