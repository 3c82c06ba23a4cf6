"""The servers.json model: servers, their validation policy and tool filter, proxy settings."""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Callable, Sequence
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Literal, Self
from urllib.parse import urlsplit

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from toolvet.content import Allowlist
from toolvet.validation import (
    FormatsPolicy,
    InvalidSchemaPolicy,
    ModePolicy,
    RepairPolicy,
    UnknownArgumentsPolicy,
)

Transport = Literal["stdio", "streamable-http", "sse"]
OutputMode = Literal["off", "warn", "enforce"]
OnChange = Literal["block", "warn"]
Namespacing = Literal["auto", "always", "never"]
Discovery = Literal["list", "search"]
Protocol = Literal["auto", "modern", "legacy"]

#: Every accepted spelling of a transport, as `transport`, `type` (Cursor, VS Code, Claude
#: Code) or `transportType` (Cline) may give it, mapped to the canonical name.
TRANSPORT_SPELLINGS: dict[str, Transport] = {
    "stdio": "stdio",
    "streamable-http": "streamable-http",
    "streamable_http": "streamable-http",
    "streamableHttp": "streamable-http",
    "http": "streamable-http",
    "sse": "sse",
}
TRANSPORT_KEYS = ("transport", "type", "transportType")
#: `serverUrl` is Windsurf's spelling of `url`; `httpUrl` is Gemini CLI's (streamable HTTP).
URL_KEYS = ("url", "serverUrl", "httpUrl")
#: Every key a server entry may have: its own, the aliases above, and `enabled`.
SERVER_KEYS = (
    "command",
    "args",
    "env",
    "cwd",
    "url",
    "headers",
    "transport",
    "type",
    "validation",
    "tools",
    "disabled",
    "enabled",
    "timeout",
    "serverUrl",
    "httpUrl",
    "transportType",
    "protocol",
    "auth",
    "content",
)

SERVER_NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
SERVER_NAME_RULE = "1 to 64 characters, each a letter, digit, '_' or '-'"
TOOL_NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
TOOL_NAME_RULE = SERVER_NAME_RULE
SEPARATOR_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,8}")
SEPARATOR_RULE = "1 to 8 characters, each a letter, digit, '_' or '-'"

#: Loopback Host header values, with and without a port, as the MCP SDK's
#: TransportSecuritySettings matches them (``host:*`` allows any port).
LOOPBACK_HOSTS = ("127.0.0.1", "127.0.0.1:*", "localhost", "localhost:*", "[::1]", "[::1]:*")
LOOPBACK_ORIGINS = tuple(f"http://{host}" for host in LOOPBACK_HOSTS)


def config_error(message: str, *, key: str | None = None) -> PydanticCustomError:
    """A validation error whose message is final; `key` extends the error's key path."""
    context: dict[str, Any] = {"message": message}
    if key is not None:
        context["key"] = key
    return PydanticCustomError("toolvet_config", "{message}", context)


def _json_kind(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if value is None:
        return "null"
    return {str: "a string", int: "a number", float: "a number", list: "a list"}.get(
        type(value), type(value).__name__
    )


def _spelled(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{v}'" for v in values)


def default_token_store() -> Path:
    """Where tokens are kept when proxy.token_store is unset: $XDG_STATE_HOME/toolvet/tokens.json
    (~/.local/state by default)."""
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "toolvet" / "tokens.json"


def canonical_transport(value: object) -> Transport | None:
    """The canonical transport for an accepted spelling, else None."""
    return TRANSPORT_SPELLINGS.get(value) if isinstance(value, str) else None


class _Block(BaseModel):
    """A toolvet block: unknown keys are errors, types are not coerced, instances are frozen."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class ValidationPolicy(_Block):
    """How calls to a server's tools are checked; the defaults are the built-in policy."""

    mode: ModePolicy = "enforce"
    """enforce: reject invalid calls; warn: forward them and log; off: no checking."""
    repair: RepairPolicy = "safe"
    """off, safe (only unambiguous fixes) or lenient (safe plus wrapping a lone value in a list)."""
    unknown_arguments: UnknownArgumentsPolicy = "suggest"
    """Near-miss argument names: allow, suggest (valid, with a warning), reject."""
    output: OutputMode = "warn"
    """structuredContent against outputSchema: off, warn or enforce."""
    formats: FormatsPolicy = "assert"
    """JSON Schema `format`: assert (a mismatch is an error) or annotate (ignored)."""
    invalid_schema: InvalidSchemaPolicy = "pass"
    """A tool whose inputSchema cannot be used: pass (forward its calls unchecked, with a
    warning) or block (answer every call to it with the schema problem)."""

    def inherit(self, parent: ValidationPolicy) -> ValidationPolicy:
        """This policy with every field it does not set explicitly taken from `parent`."""
        return parent.model_copy(update={k: getattr(self, k) for k in self.model_fields_set})


class ToolFilter(_Block):
    """Which of a server's tools are exposed (names or fnmatch globs; deny wins over allow), and
    what their calls must satisfy besides the upstream's inputSchema.

    Patterns match the upstream tool names (before namespacing), case-sensitively.
    """

    allow: list[str] = Field(default_factory=lambda: ["*"])
    """The tools to expose: names or globs such as ``search_*``."""
    deny: list[str] = Field(default_factory=list)
    """The tools to hide, even when `allow` matches them."""
    constrain: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Tool name or glob -> a JSON Schema a call must satisfy as well as the tool's inputSchema,
    e.g. ``{"write_file": {"properties": {"path": {"pattern": "^/data/"}}}}``. Every pattern that
    matches a tool applies, in file order; a glob's constraint skips arguments a tool lacks."""

    @field_validator("allow", "deny")
    @classmethod
    def _no_empty_patterns(cls, patterns: list[str]) -> list[str]:
        if any(not p for p in patterns):
            raise config_error("a pattern is empty; give a tool name or a glob such as 'get_*'")
        return patterns

    @field_validator("constrain", mode="before")
    @classmethod
    def _constraints_are_schemas(cls, constraints: Any) -> Any:
        if not isinstance(constraints, dict):
            return constraints  # the type check reports it
        for pattern, schema in constraints.items():
            if not pattern:
                raise config_error(
                    "a tool pattern is empty; give a tool name or a glob such as 'write_*'",
                    key=pattern,
                )
            if not isinstance(schema, dict):
                raise config_error(
                    f"expected a JSON Schema object that calls must also satisfy, such as"
                    f' {{"properties": {{"path": {{"pattern": "^/data/"}}}}}};'
                    f" got {_json_kind(schema)}"
                    + ("; to hide a tool, list it in tools.deny" if schema is False else ""),
                    key=pattern,
                )
        return constraints

    rename: dict[str, str] = Field(default_factory=dict)
    """Upstream tool name -> the name clients list and call it by, exactly as written (no
    namespacing prefix), e.g. ``{"create_issue": "open_ticket"}``; the old name is then unknown
    to clients. Access rules, endpoints, `constrain` and the lock keep the upstream name."""
    describe: dict[str, str] = Field(default_factory=dict)
    """Upstream tool name -> the description clients see instead of the server's."""
    fixed: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Upstream tool name -> arguments set by the operator on every call, e.g.
    ``{"create_issue": {"owner": "acme", "repo": "app"}}``: they leave the tool's listed schema
    (and its `required`), and a call that sends one with another value is refused (the same
    value is accepted). Each value must be valid for its parameter."""

    @field_validator("rename")
    @classmethod
    def _renamed_to_valid_names(cls, renames: dict[str, str]) -> dict[str, str]:
        seen: dict[str, str] = {}
        for tool, name in renames.items():
            _exact_tool_name(tool)
            if not TOOL_NAME_PATTERN.fullmatch(name):
                raise config_error(
                    f"{name!r} cannot be a tool name: it must be {TOOL_NAME_RULE}"
                    f" (^[A-Za-z0-9_-]{{1,64}}$), which every client accepts",
                    key=tool,
                )
            if name in seen:
                raise config_error(
                    f"'{seen[name]}' is renamed to {name!r} too: give each tool its own name",
                    key=tool,
                )
            seen[name] = tool
        return renames

    @field_validator("describe")
    @classmethod
    def _descriptions(cls, descriptions: dict[str, str]) -> dict[str, str]:
        for tool, text in descriptions.items():
            _exact_tool_name(tool)
            if not text.strip():
                raise config_error("the description is empty; write what the tool does", key=tool)
        return descriptions

    @field_validator("fixed")
    @classmethod
    def _fixed_arguments(cls, fixed: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        for tool, arguments in fixed.items():
            _exact_tool_name(tool)
            if not arguments:
                raise config_error(
                    'no arguments to fix; give them, e.g. {"owner": "acme"}, or remove the entry',
                    key=tool,
                )
        return fixed

    def constraints_for(self, tool_name: str) -> list[tuple[str, dict[str, Any]]]:
        """The (pattern, schema) pairs of `constrain` that match `tool_name`, in file order."""
        return [(p, s) for p, s in self.constrain.items() if fnmatchcase(tool_name, p)]

    def permits(self, tool_name: str) -> bool:
        """True when `tool_name` matches an allow pattern and no deny pattern."""
        return any(fnmatchcase(tool_name, p) for p in self.allow) and not any(
            fnmatchcase(tool_name, p) for p in self.deny
        )


def _exact_tool_name(tool: str) -> None:
    """`rename`, `describe` and `fixed` name one upstream tool each: no glob, not empty."""
    if not tool or any(c in tool for c in "*?["):
        raise config_error(
            "expected one upstream tool's exact name here (globs are for allow, deny and"
            " constrain)",
            key=tool,
        )


class HttpSettings(_Block):
    """The proxy's streamable HTTP endpoint; Host and Origin are checked against DNS rebinding."""

    host: str = Field(default="127.0.0.1", min_length=1)
    """The address `toolvet serve --transport http` binds (`--host` overrides it)."""
    port: int = Field(default=8765, ge=1, le=65535)
    """The port it listens on; the endpoint is ``http://HOST:PORT/mcp`` (`--port` overrides it)."""
    allowed_hosts: list[str] = Field(default_factory=lambda: list(LOOPBACK_HOSTS))
    """Host header values accepted; ``name:*`` allows any port (MCP SDK semantics)."""
    allowed_origins: list[str] = Field(default_factory=lambda: list(LOOPBACK_ORIGINS))
    """Origin header values accepted; ``scheme://name:*`` allows any port."""
    max_sessions: int = Field(default=10_000, ge=1)
    """Legacy client sessions open at once; past it a new one is refused with 503 and
    Retry-After, and the open ones keep working (the python SDK's server caps at 10,000 too)."""
    max_sessions_per_caller: int = Field(default=100, ge=1)
    """Legacy client sessions one caller (one `sub` of proxy.auth) may have open at once; past
    it its new ones are refused with 429 and Retry-After, and other callers still open theirs.
    Callers that share one token (`auth.token`) are one caller."""
    session_idle_timeout: float = Field(default=1800.0, gt=0, allow_inf_nan=False)
    """Seconds a session may stay idle (no request, no open stream) before it is closed."""
    readiness: Literal["any", "all"] = "any"
    """When /readyz answers 200: ``any`` (default) upstream ready, or ``all`` of them. With
    ``any``, one broken upstream does not take every replica out of the balancer at once (the
    tools of the others still work, and calls to the broken one fail fast with its error); with
    ``all``, a replica serves only when it can answer for every tool."""
    drain_seconds: float = Field(default=0.0, ge=0, le=3600, allow_inf_nan=False)
    """On SIGTERM, how long the replica keeps serving while /readyz fails (so a balancer takes
    it out first) before it stops accepting connections, ends what is in flight (10 s at
    most) and stops its upstreams. 0 (default, one process and no balancer): stop at once.
    `toolvet serve --drain SECONDS` overrides it."""
    keep_alive_timeout: float = Field(default=5.0, gt=0, le=3600, allow_inf_nan=False)
    """Seconds a connection may stay open without a request in progress (since it opened,
    or since its last answer) before it is closed."""
    header_timeout: float = Field(default=10.0, gt=0, le=3600, allow_inf_nan=False)
    """Seconds from a request's first byte until its whole head (request line and header
    fields) is in; past it the request is answered 408 and its connection closed."""
    body_timeout: float = Field(default=30.0, gt=0, le=3600, allow_inf_nan=False)
    """Seconds from the end of a request's head until its whole body is in (time the proxy
    itself stops reading does not count); past it 408, and the connection is closed."""
    max_header_bytes: int = Field(default=32_768, ge=1024, le=1_048_576)
    """The largest request head (request line and header fields; a chunked body's trailer
    alike), in bytes; past it the request is answered 431 and its connection closed."""
    max_headers: int = Field(default=100, ge=8, le=10_000)
    """The most header fields a request may have; past it 431, and the connection is closed."""


class Limits(_Block):
    """Bounds on what a client may send, checked before validation."""

    max_argument_bytes: int = Field(default=1_048_576, ge=1)
    """The longest `tools/call` arguments accepted, in bytes of JSON."""
    max_argument_depth: int = Field(default=64, ge=1, le=1000)
    """The deepest nesting of objects and arrays accepted in `tools/call` arguments."""
    max_request_bytes: int = Field(default=4_194_304, ge=1024)
    """The largest message a client may send: an HTTP request body at /mcp (413 beyond it), a
    line on stdio (answered with -32600)."""
    max_result_bytes: int = Field(default=67_108_864, ge=1024)
    """The largest message an upstream server may send (a result, mostly): past it, the call it
    answers fails with an error naming the server and the size, and the connection stays up."""
    max_message_depth: int = Field(default=200, ge=8, le=250)
    """The deepest nesting of objects and arrays in one message, either way (the python SDK's
    parser stops at 200 too). At most 250: deeper messages could not be written out again."""
    max_number_length: int = Field(default=1000, ge=24, le=4300)
    """The longest number literal accepted in a message, in characters (a double needs at most
    24; 4300 digits is where Python stops converting them)."""
    validation_budget: float = Field(default=1.0, gt=0, le=60, allow_inf_nan=False)
    """Seconds a costly check of one call's arguments may take (it runs beside the event loop);
    a call not checked by then is answered with a `validation_budget` issue."""


#: The periods a rate limit may be counted over, in seconds.
RATE_PERIODS = {"second": 1.0, "minute": 60.0, "hour": 3600.0, "day": 86400.0}
RATE_PATTERN = re.compile(r"\s*(\d+)\s*/\s*([a-z]+?)s?\s*")
RATE_STORE_SCHEMES = ("redis", "rediss", "unix")


def tool_named(globs: Sequence[str], server: str, tool: str) -> bool:
    """Whether one of the globs names the tool (as ``server/tool``, the server's key and the
    upstream's own tool name): how access rules and rate limits name tools."""
    return any(fnmatchcase(f"{server}/{tool}", glob) for glob in globs)


class RateLimitRule(_Block):
    """At most `limit` calls to the tools a rule names, counted per caller, tool, server or in
    all (a call must be allowed by every rule that names its tool)."""

    tools: list[str] = Field(min_length=1)
    """Globs over ``server/tool``, as in access rules: ``billing/*``, ``*/delete_*``, ``*``."""
    per: Literal["caller", "tool", "server", "all"] = "caller"
    """What is counted apart: each caller (the authenticated subject; each session where
    there is no identity, as over stdio), each tool, each server, or all calls together."""
    limit: str
    """How many calls over how long: ``COUNT/PERIOD``, the period one of second, minute, hour,
    day, e.g. ``5/minute``. The calls are spread evenly (``5/minute``: one every 12 s)."""
    burst: int | None = Field(default=None, ge=1)
    """How many calls may come at once, after a quiet time; default: the limit's count
    (``5/minute`` lets five through in a row, then one every 12 s)."""

    @field_validator("limit")
    @classmethod
    def _a_rate(cls, value: str) -> str:
        match = RATE_PATTERN.fullmatch(value)
        if match is None or match.group(2) not in RATE_PERIODS or int(match.group(1)) < 1:
            raise config_error(
                f"{value!r} is not a rate: write COUNT/PERIOD, a whole number of calls of at"
                f" least 1 and one of {_spelled(tuple(RATE_PERIODS))}, e.g. '5/minute'"
            )
        return value

    @property
    def count(self) -> int:
        """The calls allowed per `period`."""
        match = RATE_PATTERN.fullmatch(self.limit)
        assert match is not None
        return int(match.group(1))

    @property
    def period(self) -> str:
        """second, minute, hour or day."""
        match = RATE_PATTERN.fullmatch(self.limit)
        assert match is not None
        return match.group(2)

    @property
    def interval(self) -> float:
        """Seconds between two calls at the sustained rate (``5/minute``: 12)."""
        return RATE_PERIODS[self.period] / self.count

    @property
    def capacity(self) -> int:
        """How many calls may come in a row: `burst`, else the count."""
        return self.burst if self.burst is not None else self.count

    def names(self, server: str, tool: str) -> bool:
        return tool_named(self.tools, server, tool)


class RateLimits(_Block):
    """How often tools may be called (see the how-to page on limits): rules, and where their
    counts are kept (in this process, or in Redis, shared by replicas)."""

    store: str = "memory"
    """``memory`` (each process counts on its own) or a Redis URL, ``redis://host:6379/0``
    (``rediss://`` with TLS, ``unix:///path``), shared by every replica that names it; may be
    ``${VAR}``. Needs the `redis` extra."""
    on_store_error: Literal["allow", "refuse"] = "allow"
    """What calls do while Redis cannot be reached: allow (the default: a limit guards against
    runaway loops, and a store outage should not take every tool down with it) or refuse
    (for limits that guard money or a fragile service). Logged once per outage, and counted."""
    timeout: float = Field(default=0.25, gt=0, le=10, allow_inf_nan=False)
    """Seconds a check may wait for Redis before the store counts as unreachable."""
    key_prefix: str = Field(default="toolvet:rl:", min_length=1)
    """What every Redis key of toolvet starts with (replicas that share limits share it)."""
    max_keys: int = Field(default=100_000, ge=100)
    """The most counters kept in memory (one per caller, tool or server a rule counts); past
    it, expired ones go first, then the longest unused."""
    rules: list[RateLimitRule] = Field(default_factory=list)
    """The limits, e.g. ``[{"tools": ["billing/*"], "per": "caller", "limit": "5/minute"}]``."""

    @field_validator("store")
    @classmethod
    def _a_store(cls, value: str) -> str:
        if value == "memory":
            return value
        scheme = urlsplit(value).scheme
        if scheme not in RATE_STORE_SCHEMES:
            raise config_error(
                f"{value!r} is not a store: write 'memory', or a Redis URL such as"
                " 'redis://redis:6379/0' (schemes: redis, rediss, unix)"
            )
        if importlib.util.find_spec("redis") is None:  # found now, not when the first call comes
            raise config_error(
                "names a Redis store, but the Redis client is not installed: pip install"
                " 'toolvet[redis]' (or write 'memory': each process counts on its own)"
            )
        return value


# Signature algorithms a JWT access token may use: asymmetric only. `none` and the HMAC family
# are never accepted (an HMAC "signed" with a public key is the classic forgery).
ASYMMETRIC_ALGORITHMS = (
    "RS256",
    "RS384",
    "RS512",
    "PS256",
    "PS384",
    "PS512",
    "ES256",
    "ES384",
    "ES512",
    "EdDSA",
)


class OAuthSettings(_Block):
    """toolvet as an OAuth 2.1 protected resource (MCP authorization): clients bring access
    tokens (JWTs) that an authorization server issued for toolvet."""

    issuer: str = Field(min_length=1)
    """The authorization server's issuer identifier (the `iss` of its tokens), e.g.
    ``https://idp.example.com/realms/agents``."""
    audience: str = Field(min_length=1)
    """toolvet's canonical resource URI (RFC 8707), e.g. ``https://tools.example.com/mcp``:
    tokens must name it in `aud`, and the protected resource metadata names it as `resource`."""
    jwks_uri: str | None = None
    """Where the issuer's signing keys are; found from its RFC 8414 / OpenID metadata when unset."""
    required_scopes: list[str] = Field(default_factory=list)
    """Scopes every token must carry for any access (403 insufficient_scope otherwise)."""
    algorithms: list[str] = Field(default_factory=lambda: list(ASYMMETRIC_ALGORITHMS))
    """The signature algorithms accepted (asymmetric ones only)."""
    leeway: float = Field(default=30.0, ge=0, le=300, allow_inf_nan=False)
    """Seconds of clock skew allowed on `exp`, `nbf` and `iat`."""
    require_typ: Literal["at+jwt"] | None = None
    """"at+jwt": only tokens typed as JWT access tokens (RFC 9068, `typ: at+jwt`) are accepted.
    Unset: `at+jwt`, `JWT` or no `typ` (what many issuers put on their access tokens); any other
    `typ` the issuer set (a logout token, a DPoP proof, ...) is refused either way."""

    @field_validator("algorithms")
    @classmethod
    def _asymmetric_only(cls, value: list[str]) -> list[str]:
        refused = [a for a in value if a not in ASYMMETRIC_ALGORITHMS]
        if refused or not value:
            raise config_error(
                f"algorithms {refused or value!r} cannot be used: give one or more of"
                f" {', '.join(ASYMMETRIC_ALGORITHMS)} (`none` and HMAC are never accepted)"
            )
        return value


class StaticToken(_Block):
    """A static bearer token with an identity of its own (for teams without an identity provider)."""

    token: str = Field(min_length=16, repr=False)
    """The token, usually ``${SOME_VARIABLE}``."""
    subject: str = Field(min_length=1)
    """Who presents it: the caller's `sub` in access rules and the audit log."""
    scopes: list[str] = Field(default_factory=list)
    """The scopes it carries, for access rules."""


class AccessRule(_Block):
    """Which tools the callers a rule matches may see and call."""

    scopes: list[str] = Field(default_factory=list)
    """The caller must have every one of these."""
    claims: dict[str, str | int | bool] = Field(default_factory=dict)
    """Each claim must have this value (a list-valued claim: contain it)."""
    tools: list[str] = Field(min_length=1)
    """Globs over ``server/tool`` (the server's key and the upstream's own tool name);
    ``notes/*`` also grants the notes server's resources and prompts."""


class OperationsAuth(_Block):
    """Who may read /healthz and /metrics, which name every upstream and every tool called: the
    operators (a scraper, a person), not the callers of /mcp."""

    token: str | None = Field(default=None, min_length=16, repr=False)
    """A bearer token for /healthz and /metrics alone, usually ``${TOOLVET_OPS_TOKEN}``: /mcp
    refuses it."""
    scope: str = Field(default="toolvet:ops", min_length=1)
    """A caller's token (OAuth, or an entry of `tokens`) that carries this scope may read them
    too; any other caller's is refused with 403."""


class AuthSettings(_Block):
    """Who may reach the HTTP endpoint (stdio needs none: the client started the proxy): one
    static token, static tokens with identities, an OAuth 2.1 authorization server, or none;
    and, with `access`, which tools each caller may use."""

    token: str | None = Field(default=None, min_length=16, repr=False)
    """Clients must send ``Authorization: Bearer <token>``; usually ``${TOOLVET_TOKEN}``."""
    tokens: list[StaticToken] = Field(default_factory=list)
    """Static tokens, each with its own subject and scopes."""
    oauth: OAuthSettings | None = None
    """Access tokens from an authorization server (JWTs checked against its keys)."""
    access: list[AccessRule] | None = None
    """Per-caller tool access; without it, every authenticated caller may use every tool."""
    public_healthz: bool = False
    """Whether /healthz and /metrics answer without a token (for probes and scrapers)."""
    operations: OperationsAuth = Field(default_factory=OperationsAuth)
    """Who may read /healthz and /metrics (unless `public_healthz`): `operations.token`, or a
    token with `operations.scope`; never a caller's ordinary token."""

    @property
    def required(self) -> bool:
        """Whether clients must authenticate at all."""
        return self.token is not None or bool(self.tokens) or self.oauth is not None

    @model_validator(mode="after")
    def _coherent(self) -> AuthSettings:
        if self.access is not None and not self.required:
            raise config_error(
                "access rules need callers to tell apart: set token, tokens or oauth as well"
            )
        seen = [t.token for t in self.tokens] + ([self.token] if self.token else [])
        if len(set(seen)) != len(seen):
            raise config_error("two static tokens are the same: give each caller its own")
        if self.operations.token is not None and self.operations.token in seen:
            raise config_error(
                "operations.token is a caller's token too: give /healthz and /metrics a token of"
                " their own"
            )
        return self


class AuditSettings(_Block):
    """The audit log: one JSON line for every rejected, repaired or failed call."""

    path: Path | None = Field(default=None, strict=False)
    """Where to append it; relative to the config file's directory. No path, no audit log."""
    redact: list[str] = Field(
        default_factory=lambda: [
            "password",
            "passwd",
            "secret",
            "token",
            "api_key",
            "apikey",
            "authorization",
        ]
    )
    """Argument keys (anywhere in the arguments, any case) whose values are written as "[redacted]"."""


class TelemetrySettings(_Block):
    """OpenTelemetry (the `otel` extra): where and how to export is the standard OTEL_*
    variables' business; these are toolvet's own choices."""

    enabled: bool | Literal["auto"] = "auto"
    """auto: on when an OTEL_* variable names an exporter or endpoint; true: on (OTLP to its
    default endpoint when none is named); false: off whatever the environment says."""
    record_arguments: bool = False
    """Put a call's arguments on its span (they may hold personal data: off by default)."""
    validation_spans: bool = False
    """A span of its own for each check of a tools/call, beside the attributes on the call's span."""


class CachingSettings(_Block):
    """The freshness hints (MCP 2026-07-28 `ttlMs`, `cacheScope`) on cacheable results sent to
    clients of the modern era: `server/discover`, the lists of tools, prompts, resources and
    templates, and `resources/read`."""

    ttl_ms: int = Field(default=0, ge=0)
    """How long a client may consider such a result fresh, in milliseconds (0: re-fetch every
    time; list changes are announced either way)."""
    scope: Literal["public", "private"] | None = None
    """public (shared caches may keep it) or private (per authorization context); unset:
    private when proxy.auth.token is set, public otherwise."""


class BridgeSettings(_Block):
    """Bridging the eras: a request of a legacy server during a call of a modern client
    is answered to that client as `input_required`, with a `requestState` sealed by toolvet."""

    state_key: str | None = Field(default=None, min_length=32, repr=False)
    """The secret (32+ characters; usually ``${TOOLVET_STATE_KEY}``) that seals and checks that
    `requestState` (HMAC-SHA256). Replicas behind one balancer must share it; unset, each
    process draws its own."""
    state_ttl: float = Field(default=600.0, gt=0, allow_inf_nan=False)
    """Seconds a client has to retry with its input before the state expires."""


class LockSettings(_Block):
    """The lock file: the reviewed tool definitions, by hash (written by ``toolvet lock``)."""

    path: Path | None = Field(default=None, strict=False)
    """Where it is; relative to the config file's directory. Default: beside the config, named
    after it (``servers.json`` -> ``servers.lock.json``)."""
    on_change: OnChange = "block"
    """A tool whose definition differs from the lock, or is not in it: block (left out of
    tools/list, calls refused) or warn (served, logged and counted)."""

    def resolve(self, source: str, base_dir: Path | None) -> Path:
        """The lock file's path for a config read from `source` (relative to `base_dir`)."""
        base = base_dir or Path.cwd()
        if self.path is not None:
            return self.path if self.path.is_absolute() else base / self.path
        name = Path(source).name if source and not source.startswith("<") else "servers.json"
        stem = name[: -len(".json")] if name.endswith(".json") else name
        return base / f"{stem}.lock.json"


class ReloadSettings(_Block):
    """Live configuration: `toolvet serve` reads the config file (and the lock file) again on
    SIGHUP, or when the file changes with `watch`, and applies what changed without dropping a
    session (see the how-to "Change the config while serving")."""

    watch: bool = False
    """Reload when the config file or its lock file changes (as `--watch` does), including
    the symlink swap with which Kubernetes updates a ConfigMap mounted as a directory."""
    drain_seconds: float = Field(default=30.0, ge=0, le=3600, allow_inf_nan=False)
    """How long the calls in flight on a server removed or replaced by a reload may take to
    finish before the server stops (those still running then fail with a message saying so)."""


DescriptionsAction = Literal["withhold", "warn", "off"]
ResultsAction = Literal["block", "warn", "off"]
SecretArgumentsAction = Literal["block", "warn", "off"]
SecretResultsAction = Literal["redact", "block", "warn", "off"]


class ContentAllow(_Block):
    """Findings the operator lets through: whole rules by id, or texts by pattern (Hyperscan
    syntax, matched anywhere in the text the rule matched; for a secret, the secret)."""

    rules: list[str] = Field(default_factory=list)
    """Rule ids to silence, as findings name them, e.g. ``["github-pat", "instruction.override"]``."""
    patterns: list[str] = Field(default_factory=list)
    """Regular expressions of matched texts to let through, e.g. ``["^AKIAIOSFODNN7EXAMPLE$"]``."""

    @field_validator("patterns")
    @classmethod
    def _patterns_compile(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                Allowlist(patterns=[pattern])
            except ValueError as exc:
                raise config_error(
                    f"{exc}; write it in Hyperscan's syntax (PCRE without lookaround or"
                    " backreferences)"
                ) from None
        return patterns

    def joined(self, other: ContentAllow) -> ContentAllow:
        """Both allowlists at once."""
        return ContentAllow(
            rules=[*self.rules, *other.rules], patterns=[*self.patterns, *other.patterns]
        )


class ContentAllowlists(ContentAllow):
    """The allowlist of a server's tools (or, under ``proxy.content``, of every tool): `rules`
    and `patterns` for all of them, and `tools` for some, by name or glob."""

    tools: dict[str, ContentAllow] = Field(default_factory=dict)
    """Upstream tool name or glob -> what is allowed in that tool alone, e.g.
    ``{"get_issue": {"rules": ["instruction.override"]}}``."""

    def for_tool(self, tool: str) -> Allowlist:
        """The allowlist that applies to `tool` (everything that matches it)."""
        rules, patterns = list(self.rules), list(self.patterns)
        for glob, allow in self.tools.items():
            if fnmatchcase(tool, glob):
                rules.extend(allow.rules)
                patterns.extend(allow.patterns)
        return Allowlist(rules, patterns)


class SecretsPolicy(_Block):
    """Credentials in what crosses a tool (known formats, random values under secret names)."""

    arguments: SecretArgumentsAction = "block"
    """In a call's arguments: block (not sent; the model reads which argument holds what kind of
    secret, never the secret), warn (sent, logged) or off."""
    results: SecretResultsAction = "redact"
    """In a tool's result: redact (each secret replaced by ``[REDACTED:<rule>]``, the rest
    unchanged), block (the result replaced by an error), warn (passed, logged) or off."""


class ContentWebhook(_Block):
    """The operator's own classifier (an ML model, a hosted guard): toolvet POSTs each tool
    definition to it once (per definition hash) and each tool result and `resources/read`
    contents it lets through, and withholds or blocks what it flags, as its own findings (the
    JSON contract is in the content guard how-to)."""

    url: str
    """Where to POST, an http:// or https:// URL."""
    timeout: float = Field(default=5.0, gt=0, le=60, allow_inf_nan=False)
    """Seconds to wait for its answer."""
    on_error: Literal["allow", "withhold"] = "allow"
    """When it fails, times out or answers outside the contract: allow (toolvet's own verdict
    stands, logged) or withhold (a flag under the rule ``webhook.unavailable``: the definition
    is withheld, the result blocked or warned as `results` says)."""

    @field_validator("url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        if urlsplit(value).scheme.lower() not in ("http", "https"):
            raise config_error(f"expected an http:// or https:// URL, got {value!r}")
        return value


class ContentPolicy(_Block):
    """The content guard (see the Content guard how-to): what tools say to the model and the
    secrets that cross them. ``proxy.content`` is the default; a server's ``content`` overrides
    it key by key, and its `allow` adds to the proxy's."""

    descriptions: DescriptionsAction = "withhold"
    """Tool definitions with instructions aimed at the model, hidden text or shadowing: withhold
    (left out of tools/list, calls refused with the reason), warn (served, logged) or off."""
    results: ResultsAction = "warn"
    """Tool results (and resources/read contents) with injected instructions: block (the client
    gets an error without the offending text), warn (passed as they came, logged) or off."""
    secrets: SecretsPolicy = Field(default_factory=SecretsPolicy)
    allow: ContentAllowlists = Field(default_factory=ContentAllowlists)
    webhook: ContentWebhook | None = None
    """The operator's own classifier of tool definitions and results (see ContentWebhook)."""

    def inherit(self, parent: ContentPolicy) -> ContentPolicy:
        """This policy with every key it does not set taken from `parent` (allowlists joined)."""
        update: dict[str, Any] = {k: getattr(self, k) for k in self.model_fields_set}
        if "secrets" in self.model_fields_set:
            secrets = self.secrets
            update["secrets"] = parent.secrets.model_copy(
                update={k: getattr(secrets, k) for k in secrets.model_fields_set}
            )
        if "allow" in self.model_fields_set:
            own, base = self.allow, parent.allow
            tools = dict(base.tools)
            for glob, allow in own.tools.items():
                tools[glob] = tools[glob].joined(allow) if glob in tools else allow
            joined = base.joined(own)
            update["allow"] = ContentAllowlists(
                rules=joined.rules, patterns=joined.patterns, tools=tools
            )
        return parent.model_copy(update=update)



#: `module.path:Name`: a module toolvet's Python can import, a colon, a name in it (dotted for
#: an attribute of a class).
STEP_REFERENCE = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


class StepSpec(_Block):
    """A step of your own on the path of every `tools/call` (see the Pipeline page): toolvet
    imports `use` and calls it with `options` as keyword arguments when it starts (the proxy
    and `load_tools` alike), and a reference that cannot be imported, is not a step or refuses
    its options stops it there. Your steps run in file order, right after the record step and
    before toolvet's own, so each sees every call and what became of it."""

    use: str
    """Where the step is, as ``module.path:Name``: a class (or any callable) that `options`
    build into a step, or an ``async def step(call, next)`` function (no `options`). The module
    must be importable by toolvet's Python: installed, or in a folder on ``PYTHONPATH``."""
    options: dict[str, Any] = Field(default_factory=dict)
    """Keyword arguments for `use`, as written (``${VAR}`` is not expanded: read the
    environment in the step), e.g. ``{"path": "/var/log/toolvet/verdicts.jsonl"}``."""

    @field_validator("use")
    @classmethod
    def _import_reference(cls, value: str) -> str:
        if STEP_REFERENCE.fullmatch(value):
            return value
        module, dot, name = value.rpartition(".")
        hint = (
            f"; did you mean '{module}:{name}'?"
            if ":" not in value and dot and STEP_REFERENCE.fullmatch(f"{module}:{name}")
            else ""
        )
        raise config_error(
            f"{value!r} is not an import reference: expected 'module.path:Name' (a module,"
            f" a colon, the step's class or function in it), e.g. 'mypkg.steps:VerdictLog'{hint}"
        )


ENDPOINT_PATH = re.compile(r"(/[A-Za-z0-9._~-]+)+")
#: Paths the HTTP server answers itself: no endpoint may take them.
RESERVED_PATHS = ("/mcp", "/livez", "/readyz", "/healthz", "/metrics")


class EndpointSettings(_Block):
    """One more streamable HTTP endpoint beside /mcp: its own view of the same upstreams, over
    the same upstream sessions. It lists and accepts only the tools its `tools` globs name (the
    callers' access rules still apply on top), and is its own protected resource."""

    tools: list[str] = Field(min_length=1)
    """Globs over ``server/tool`` (the server's key and the upstream's own tool name, as in
    access rules): ``crm/*``, ``kb/search``, ``*``. ``crm/*`` also shows the crm server's
    resources and prompts."""
    discovery: Discovery | None = None
    """How its clients find the tools: list or search (see `proxy.discovery`, the default)."""
    audience: str | None = None
    """With OAuth: the resource (RFC 8707) its tokens must be issued for, and its protected
    resource metadata's `resource`. Default: `proxy.auth.oauth.audience`'s scheme and host with
    this endpoint's path (``https://mcp.example.com/mcp/support``)."""

    @field_validator("tools")
    @classmethod
    def _no_empty_globs(cls, globs: list[str]) -> list[str]:
        if any(not glob for glob in globs):
            raise config_error("a glob is empty; give one such as 'crm/*' or 'kb/search'")
        return globs


class ProxySettings(_Block):
    """The top-level ``proxy`` block: naming, default validation policy, HTTP endpoint."""

    namespacing: Namespacing = "auto"
    """auto: prefix a tool with its server only when names collide; always; never."""
    separator: str = "__"
    """Between server and tool in a namespaced name: ``notes__search``."""
    discovery: Discovery = "list"
    """How clients find the tools: list (every tool in `tools/list`) or search (`tools/list`
    holds `search_tools` and `call_tool`, plus the tools named in `always`; a tool found by a
    search is called by its own name or through `call_tool`, and validated as any other)."""
    always: list[str] = Field(default_factory=list)
    """With discovery search: the tools listed all the same, by the names clients see or globs
    of them, such as ``notes__*``."""
    validation: ValidationPolicy = Field(default_factory=ValidationPolicy)
    """The default for every server; a server's own `validation` overrides it field by field."""
    http: HttpSettings = Field(default_factory=HttpSettings)
    limits: Limits = Field(default_factory=Limits)
    auth: AuthSettings = Field(default_factory=AuthSettings)
    audit: AuditSettings = Field(default_factory=AuditSettings)
    caching: CachingSettings = Field(default_factory=CachingSettings)
    bridge: BridgeSettings = Field(default_factory=BridgeSettings)
    unbound_server_messages: Literal["auto", "refuse", "sole_session"] = "auto"
    """Who gets a server's request or log message that no call in flight caused (what a call
    caused goes to its client alone): refuse (nobody: a request is answered with an error),
    sole_session (the one legacy session, while exactly one is open), auto (sole_session over
    stdio, whose one client started toolvet; refuse over HTTP)."""
    lock: LockSettings = Field(default_factory=LockSettings)
    telemetry: TelemetrySettings = Field(default_factory=TelemetrySettings)
    rate_limits: RateLimits = Field(default_factory=RateLimits)
    """How often tools may be called: rules per caller, tool or server, counted in memory or in
    Redis (shared by replicas)."""
    reload: ReloadSettings = Field(default_factory=ReloadSettings)
    content: ContentPolicy = Field(default_factory=ContentPolicy)
    """The content guard's defaults for every server (see ContentPolicy)."""
    steps: list[StepSpec] = Field(default_factory=list)
    """Your own steps for every `tools/call`, in order, through the proxy and `load_tools`
    alike, e.g. ``[{"use": "mypkg.steps:VerdictLog", "options": {"path": "verdicts.jsonl"}}]``."""
    token_store: Path | None = Field(default=None, strict=False)
    """Where `toolvet login` keeps the tokens of authorization_code servers (a file only its
    owner may read); relative to the config file. Default: default_token_store()."""
    endpoints: dict[str, EndpointSettings] = Field(default_factory=dict)
    """More HTTP endpoints by path, each its own view of the tools, e.g.
    ``{"/mcp/support": {"tools": ["crm/*", "kb/search"]}, "/mcp/ops": {"tools": ["*"]}}``;
    /mcp stays as it is. Over stdio there is one client and no path: they are not used."""

    @field_validator("endpoints")
    @classmethod
    def _endpoint_paths(cls, endpoints: dict[str, EndpointSettings]) -> dict[str, EndpointSettings]:
        for path in endpoints:
            if not ENDPOINT_PATH.fullmatch(path):
                raise config_error(
                    f"{path!r} is not an endpoint path: expected '/' and segments of letters,"
                    " digits, '.', '_', '~' or '-', without a trailing '/', such as '/mcp/support'",
                    key=path,
                )
            if path in RESERVED_PATHS or path.startswith("/.well-known/"):
                raise config_error(
                    f"{path!r} is a path toolvet serves itself; choose another, such as"
                    " '/mcp/support'",
                    key=path,
                )
        return endpoints

    @field_validator("separator")
    @classmethod
    def _separator_rule(cls, value: str) -> str:
        if not SEPARATOR_PATTERN.fullmatch(value):
            raise config_error(
                f"separator {value!r} is not allowed: it must be {SEPARATOR_RULE}"
                f" (^[A-Za-z0-9_-]{{1,8}}$), so namespaced tool names stay valid"
            )
        return value


Grant = Literal["client_credentials", "token_exchange", "authorization_code"]
ClientAuthentication = Literal["client_secret_basic", "client_secret_post"]
#: The grants that authenticate toolvet as a confidential client, so need its id and secret.
CONFIDENTIAL_GRANTS = ("client_credentials", "token_exchange")


class UpstreamAuth(_Block):
    """How toolvet gets access tokens of its own for an upstream HTTP server protected by
    OAuth 2.1 (the caller's token never reaches an upstream):

    - client_credentials: toolvet's own token, machine to machine;
    - token_exchange (RFC 8693): a token issued for the caller, in exchange for the caller's own
      access token (toolvet's own requests, such as listing tools, use client_credentials);
    - authorization_code: a user's tokens, from `toolvet login SERVER`, kept in the token store.
    """

    grant: Grant
    """How toolvet gets its tokens: client_credentials, token_exchange or authorization_code."""
    client_id: str | None = Field(default=None, min_length=1)
    """toolvet's client id at the authorization server (`${VAR}` expanded). For
    authorization_code it may be left out: `toolvet login` then registers a client."""
    client_secret: str | None = Field(default=None, min_length=1, repr=False)
    """Its secret, usually ``${SOME_VARIABLE}``."""
    scopes: list[str] = Field(default_factory=list)
    """The scopes to ask for; none: what the server's 401 or its resource metadata asks for."""
    token_endpoint: str | None = None
    """Where tokens are asked for; when unset, found as an MCP client does: the server's 401,
    its protected resource metadata, then the authorization server's metadata."""
    issuer: str | None = None
    """The authorization server (its issuer identifier) toolvet may ask for tokens, by discovery
    or `toolvet login`: the server's resource metadata must list it. token_exchange defaults to
    proxy.auth.oauth.issuer, the issuer of the callers' tokens, which go to no other."""
    resource: str | None = None
    """The resource indicator (RFC 8707) every token request names; by default the `resource`
    of the server's protected resource metadata, else its URL."""
    client_authentication: ClientAuthentication = "client_secret_basic"
    """How toolvet authenticates at the token endpoint."""
    client_metadata_url: str | None = None
    """authorization_code: an HTTPS URL of toolvet's client metadata document, used as its
    client id where the authorization server supports that; dynamic registration otherwise."""
    max_sessions: int = Field(default=1000, ge=1)
    """token_exchange to a legacy server: at most this many upstream sessions (one per caller)
    are open; the one idle longest is closed to make room."""
    session_idle_timeout: float = Field(default=600.0, gt=0, allow_inf_nan=False)
    """token_exchange to a legacy server: seconds a caller's upstream session may stay unused."""

    @field_validator("token_endpoint", "client_metadata_url", "resource", "issuer")
    @classmethod
    def _absolute_url(cls, value: str | None) -> str | None:
        if value is not None and urlsplit(value).scheme.lower() not in ("http", "https"):
            raise config_error(f"expected an http:// or https:// URL, got {value!r}")
        return value

    @model_validator(mode="after")
    def _client_for_grant(self) -> Self:
        if self.grant in CONFIDENTIAL_GRANTS and (self.client_id is None or not self.client_secret):
            missing = " and ".join(
                k
                for k, v in (("client_id", self.client_id), ("client_secret", self.client_secret))
                if not v
            )
            raise config_error(
                f"grant {self.grant!r} authenticates toolvet as a client: give {missing}"
                ' (the secret usually as "${SOME_VARIABLE}")'
            )
        return self


class ServerConfig(_Block):
    """One upstream MCP server: how to reach it, how to check its calls, which tools to expose.

    Input may spell the transport as `transport`, `type` or `transportType` (they must agree
    when several are given), the URL as `url`, `serverUrl` or `httpUrl`, and disabling as
    ``disabled: true`` or ``enabled: false``. Without a transport, `command` means stdio and
    `url` means streamable HTTP.
    """

    name: str
    """The server's key in ``mcpServers``."""
    transport: Transport = Field(validation_alias=AliasChoices(*TRANSPORT_KEYS))
    """stdio, streamable-http or sse (2024-11-05 HTTP+SSE); by default stdio with `command` and
    streamable-http with `url`."""
    command: str | None = Field(default=None, min_length=1)
    """The program that runs a stdio server, found on PATH (or a path)."""
    args: list[str] = Field(default_factory=list)
    """Its arguments."""
    env: dict[str, str] = Field(default_factory=dict, repr=False)
    """Variables set for the server process, ``${VAR}`` already expanded."""
    cwd: Path | None = Field(default=None, strict=False)
    """The server process's working directory; absolute after loading a file."""
    url: str | None = Field(default=None, validation_alias=AliasChoices(*URL_KEYS))
    """The endpoint of a remote server (http:// or https://), ``${VAR}`` expanded."""
    headers: dict[str, str] = Field(default_factory=dict, repr=False)
    """HTTP headers sent with every request to a remote server, ``${VAR}`` expanded."""
    validation: ValidationPolicy = Field(default_factory=ValidationPolicy)
    """Complete after loading: this server's settings over ``proxy.validation`` over defaults."""
    tools: ToolFilter = Field(default_factory=ToolFilter)
    disabled: bool = False
    """Keep the entry but do not start or reach the server (``enabled: false`` says the same)."""
    timeout: float | None = Field(default=None, gt=0, allow_inf_nan=False)
    """Per-call timeout in seconds; None leaves it to the proxy."""
    protocol: Protocol = "auto"
    """The protocol era spoken to the server: auto (probe `server/discover`, fall back to the
    `initialize` handshake), modern (2026-07-28 only) or legacy (the handshake only)."""
    auth: UpstreamAuth | None = None
    """OAuth 2.1 credentials of toolvet's own for a streamable HTTP server (see UpstreamAuth)."""
    content: ContentPolicy = Field(default_factory=ContentPolicy)
    """Complete after loading: this server's content guard settings over ``proxy.content``."""

    @model_validator(mode="before")
    @classmethod
    def _normalize(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        _merge_spellings(data, TRANSPORT_KEYS, canonical_transport, "transports")
        _merge_spellings(data, URL_KEYS, _string_or_none, "URLs", quote=False)
        _enabled_to_disabled(data)

        has_command = "command" in data
        url_key = next((k for k in URL_KEYS if k in data), None)
        if has_command and url_key:
            raise config_error(
                f"has both 'command' (a stdio server) and '{url_key}' (a remote server);"
                " a server is one or the other: keep one, or split it into two servers"
            )
        if not has_command and not url_key:
            raise config_error(
                "has neither 'command' (to launch a stdio server) nor 'url'"
                " (to reach a remote one); give one of them"
            )
        transport_key = next((k for k in TRANSPORT_KEYS if k in data), None)
        if url_key == "httpUrl":
            if transport_key is None:
                data["transport"] = "streamable-http"
                transport_key = "transport"
            elif canonical_transport(data[transport_key]) not in (None, "streamable-http"):
                raise config_error(
                    f"'httpUrl' is a streamable HTTP endpoint but '{transport_key}' is"
                    f" {data[transport_key]!r}; use 'url' for an SSE server",
                    key=transport_key,
                )
        if transport_key is None:
            data["transport"] = "stdio" if has_command else "streamable-http"
            return data
        transport = canonical_transport(data[transport_key])
        if transport == "stdio" and url_key:
            raise config_error(
                f"transport 'stdio' launches a local 'command', but this server has"
                f" '{url_key}'; use 'streamable-http' or 'sse', or give 'command' instead",
                key=transport_key,
            )
        if transport in ("streamable-http", "sse") and has_command:
            raise config_error(
                f"transport {transport!r} reaches a remote 'url', but this server has"
                " 'command'; use 'stdio', or give 'url' instead",
                key=transport_key,
            )
        return data

    @field_validator("transport", mode="before")
    @classmethod
    def _canonical_transport(cls, value: Any) -> Any:
        transport = canonical_transport(value)
        if transport is None:
            raise config_error(
                f"{value!r} is not a transport; expected 'stdio', 'streamable-http' (also"
                " spelled 'streamable_http', 'streamableHttp' or 'http') or 'sse'"
            )
        return transport

    @field_validator("name")
    @classmethod
    def _name_rule(cls, value: str) -> str:
        if not SERVER_NAME_PATTERN.fullmatch(value):
            raise config_error(server_name_problem(value))
        return value

    @field_validator("url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is None:
            return value
        # The value may hold an expanded secret, so the message quotes only the scheme.
        scheme = urlsplit(value).scheme if "://" in value else ""
        if scheme.lower() not in ("http", "https"):
            found = f"the scheme is {scheme!r}" if scheme else "there is no scheme"
            raise config_error(f"expected an http:// or https:// URL, but {found}")
        return value

    @model_validator(mode="after")
    def _auth_over_streamable_http(self) -> Self:
        if self.auth is not None and self.transport != "streamable-http":
            where = (
                "a stdio server gets its credentials through 'env'"
                if self.transport == "stdio"
                else ("an SSE (2024-11-05) server takes a static 'headers' Authorization only")
            )
            raise config_error(f"'auth' is for streamable HTTP servers; {where}", key="auth")
        return self

    @property
    def enabled(self) -> bool:
        """Not disabled."""
        return not self.disabled

    def exposes(self, tool_name: str) -> bool:
        """True when the proxy should expose the upstream tool `tool_name` (see ToolFilter)."""
        return self.tools.permits(tool_name)


def server_name_problem(name: str) -> str:
    """Why `name` is not a valid server name, with a valid alternative."""
    fixed = re.sub(r"[^A-Za-z0-9_-]", "_", name)[:64] or "server"
    return (
        f"server name {name!r} is not allowed: a name must be {SERVER_NAME_RULE}"
        f" (^[A-Za-z0-9_-]{{1,64}}$) so namespaced tool names stay valid; try {fixed!r}"
    )


def _string_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _merge_spellings(
    data: dict[str, Any],
    keys: tuple[str, ...],
    canonical: Callable[[object], str | None],
    what: str,
    *,
    quote: bool = True,
) -> None:
    """Keep one of several spellings of the same setting; they must agree when given together."""
    given = [k for k in keys if k in data]
    if len(given) < 2:
        return
    invalid = [k for k in given if canonical(data[k]) is None]
    if invalid:  # keep the bad one alone so that its own key is reported
        for k in given:
            if k != invalid[0]:
                del data[k]
        return
    first = given[0]
    for other in given[1:]:
        if canonical(data[other]) != canonical(data[first]):
            values = f" ({data[first]!r} and {data[other]!r})" if quote else ""
            raise config_error(
                f"'{first}' and '{other}' give different {what}{values};"
                " keep one, or make them agree",
                key=other,
            )
        del data[other]


def _enabled_to_disabled(data: dict[str, Any]) -> None:
    if "enabled" not in data:
        return
    enabled = data.pop("enabled")
    if not isinstance(enabled, bool):
        raise config_error(f"expected true or false, got {enabled!r}", key="enabled")
    if "disabled" in data and data["disabled"] is enabled:
        raise config_error(
            f"'enabled: {str(enabled).lower()}' contradicts"
            f" 'disabled: {str(data['disabled']).lower()}'; keep one",
            key="enabled",
        )
    data.setdefault("disabled", not enabled)


class Config(BaseModel):
    """A loaded servers.json: the servers in file order, the proxy settings, and warnings.

    On construction each server's validation policy is completed from ``proxy.validation``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    servers: dict[str, ServerConfig]
    proxy: ProxySettings = Field(default_factory=ProxySettings)
    source: str = "<config>"
    """Where the config came from: the path as given to load_config, or parse_config's source."""
    base_dir: Path | None = None
    """The directory relative paths (``cwd``) were resolved against."""
    warnings: list[str] = Field(default_factory=list)
    """Keys ignored and other things worth a look, one line each; never printed by the loader."""

    @model_validator(mode="after")
    def _inherit_policies(self) -> Self:
        for name, server in self.servers.items():
            policy = server.validation.inherit(self.proxy.validation)
            content = server.content.inherit(self.proxy.content)
            self.servers[name] = server.model_copy(
                update={"validation": policy, "content": content}
            )
        return self

    @model_validator(mode="after")
    def _exchange_at_the_callers_issuer(self) -> Self:
        """A token_exchange server with neither `token_endpoint` nor `issuer` gets tokens only
        from the issuer of the callers' tokens (a caller's token goes nowhere else)."""
        oauth = self.proxy.auth.oauth
        for name, server in self.servers.items():
            auth = server.auth
            if oauth is None or auth is None or auth.grant != "token_exchange":
                continue
            if auth.token_endpoint is None and auth.issuer is None:
                pinned = auth.model_copy(update={"issuer": oauth.issuer})
                self.servers[name] = server.model_copy(update={"auth": pinned})
        return self

    def enabled_servers(self) -> dict[str, ServerConfig]:
        """The servers not disabled, in file order."""
        return {name: s for name, s in self.servers.items() if not s.disabled}
