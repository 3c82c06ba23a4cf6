"""load_tools: servers.json to LangChain tools over persistent MCP sessions, each call checked like the proxy does."""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from fnmatch import fnmatchcase
from typing import Any, Literal

import anyio
import mcp.types as types
from langchain_core.tools import BaseTool
from langchain_mcp_adapters.callbacks import Callbacks
from langchain_mcp_adapters.client import MultiServerMCPClient
from langchain_mcp_adapters.interceptors import (
    MCPToolCallRequest,
    MCPToolCallResult,
    ToolCallInterceptor,
)
from langchain_mcp_adapters.tools import convert_mcp_tool_to_langchain_tool
from mcp import ClientSession

from toolvet._commands import resolve_command
from toolvet.cache import SchemaCache, ToolEntry
from toolvet.config import Config, ServerConfig, load_config
from toolvet.constraints import constraints_from_config
from toolvet.content import warm_up
from toolvet.middleware._calls import call_verdict
from toolvet.middleware._content import OnSpan
from toolvet.middleware._discovery import discovery_tools
from toolvet.middleware._schemas import Policy
from toolvet.middleware._stats import ValidationStats
from toolvet.middleware.tool_args_validation import ToolArgsValidationMiddleware
from toolvet.pipeline import (
    Call,
    CallResult,
    ContentGuard,
    DefinitionsStep,
    DescribeStep,
    FilterStep,
    FixedStep,
    GateStep,
    Listed,
    ListPipeline,
    Pipeline,
    RenameClashStep,
    RenameStep,
    Step,
    ToolGate,
    ViewCheckStep,
    ViewReport,
    WebhookVerdicts,
    call_steps,
    configured_steps,
    content_of,
    fixed_from,
    listed_tools,
    rate_limit_step,
    rate_store,
    secrets_in_arguments,
    sent,
)
from toolvet.search import KeptIndex
from toolvet.validation import closest_names

logger = logging.getLogger("toolvet.middleware")

_MAX_PAGES = 1000


class ToolLoadError(RuntimeError):
    """Some servers could not be reached (`on_error="raise"`); `errors` maps each to its error."""

    def __init__(self, errors: Mapping[str, BaseException]) -> None:
        self.errors = dict(errors)
        lines = [f"could not load tools from {len(self.errors)} server(s):"]
        lines += [f"- {name}: {_describe(e)}" for name, e in self.errors.items()]
        super().__init__("\n".join(lines))


def _describe(error: BaseException) -> str:
    """`Type: message` of the error (of the first one inside exception groups)."""
    if isinstance(error, BaseExceptionGroup) and error.exceptions:
        return _describe(error.exceptions[0])
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


@dataclass(slots=True, eq=False)
class AdapterCall(Call):
    """A call that came through langchain-mcp-adapters: its request, and the adapters' handler
    that sends it (the pipeline's terminal)."""

    request: MCPToolCallRequest | None = None
    handler: Callable[[MCPToolCallRequest], Awaitable[MCPToolCallResult]] | None = None


class StatsRecorder:
    """The middleware's recorder: each checked call's outcome to `ValidationStats`."""

    def __init__(self, stats: ValidationStats) -> None:
        self.stats = stats

    def record(self, call: Call, result: CallResult) -> None:
        verdict = call_verdict(call, result)
        if verdict is not None:
            self.stats.record_checked([verdict], 0)

    def failed(self, call: Call, kind: str, message: str) -> None:
        logger.warning("the call to %s did not complete (%s): %s", call.name, kind, message)


class ValidatingInterceptor:
    """A langchain-mcp-adapters tool interceptor that runs each call through toolvet's pipeline:
    the same steps, built from the same config, as the proxy's (withheld tools, argument limits,
    validation and repair under the server's policy, output schema, the operator's own steps).

    A call the steps refuse never reaches the server: it is answered with an MCP error result
    whose text is exactly the proxy's (`ValidationResult.message_for(tool name)` for invalid
    arguments), which the adapters hand to the model as a ToolMessage with status "error".
    """

    def __init__(
        self,
        cache: SchemaCache,
        config: Config,
        *,
        gate: ToolGate | None = None,
        tool_name_prefix: bool = False,
        steps: Sequence[Step] = (),
    ) -> None:
        self.cache = cache
        self.config = config
        self.gate = gate if gate is not None else ToolGate(config)
        self.tool_name_prefix = tool_name_prefix
        self.stats = ValidationStats()
        self.recorder = StatsRecorder(self.stats)
        self.upstream_names: dict[tuple[str, str], str] = {}
        """(server, the name a tool is listed under) -> its upstream name, for the tools listed
        under another name (renamed, or pushed aside by a rename)."""
        self.content = ContentGuard(content_of(config.servers.get), OnSpan())
        self.definitions = DefinitionsStep(self.content, cache)
        self.webhook = self.definitions.webhook = WebhookVerdicts(self.content)
        """The content guard's list step: what it found in each definition, kept between lists."""
        # The config's steps (`proxy.steps`, as the proxy runs them), then those given here.
        extra = [*configured_steps(config), *steps]
        # Rate limits as the proxy counts them; with no identity here, this tool set is the
        # session its calls are counted under (per caller).
        self.rate_store = rate_store(config.proxy.rate_limits)
        session = f"load_tools-{uuid.uuid4().hex[:12]}"
        rate_limits = rate_limit_step(config.proxy.rate_limits, self.rate_store, lambda _: session)
        self.pipeline = Pipeline(
            call_steps(
                config.proxy.limits,
                self.recorder,
                rate_limits=rate_limits,
                extra=extra,
                fixed=fixed_from(config.servers.get),
                content=self.content,
            ),
            self._send,
        )

    def withheld(self, name: str, server: str, tool: str) -> str | None:
        """Why the tool exposed as `name` is withheld (by the gate or the content guard), as the
        proxy says it; None if it is served."""
        reason = self.gate.reason(self.cache, name, server, tool)
        return reason if reason is not None else self.definitions.reason(name, server, tool)

    async def __call__(
        self,
        request: MCPToolCallRequest,
        handler: Callable[[MCPToolCallRequest], Awaitable[MCPToolCallResult]],
    ) -> MCPToolCallResult:
        server, listed_as = request.server_name, request.name
        tool = self.upstream_names.get((server, listed_as), listed_as)
        exposed = f"{server}_{listed_as}" if self.tool_name_prefix else listed_as
        server_config = self.config.servers.get(server)
        policy = (
            server_config.validation if server_config is not None else self.config.proxy.validation
        )
        call = AdapterCall(
            server,
            tool,
            exposed,
            request.args,
            self.cache.get(server, tool),
            policy,
            withheld=self.withheld(exposed, server, tool),
            request=request,
            handler=handler,
        )
        result = await self.pipeline.run(call)
        if result.answer is not None:
            return result.answer
        text = result.message
        if result.result is not None:
            return types.CallToolResult.model_validate(result.result)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], isError=True
        )

    async def _send(self, call: Call) -> CallResult:
        """The pipeline's terminal: the adapters' handler, with the arguments the steps decided;
        its result seen by the steps' answer filters."""
        assert isinstance(call, AdapterCall) and call.request is not None
        assert call.handler is not None
        request = call.request
        if call.arguments_to_send is not request.args or request.name != call.tool:
            request = request.override(name=call.tool, args=call.arguments_to_send)
        answer = await call.handler(request)
        filtered = call.answer_filters or call.awaited_filters
        if filtered and isinstance(answer, types.CallToolResult):
            dumped = answer.model_dump(by_alias=True, exclude_none=True, mode="json")
            seen = await call.answered_awaited(dumped)
            answer = types.CallToolResult.model_validate(seen)
        return sent(call, answer)


@dataclass
class ToolSet:
    """What `load_tools` gives: the tools, a middleware bound to their cache, and the sessions.

    - `tools`: LangChain tools, one per exposed MCP tool (each call goes over the server's one
      persistent session, and is checked by `interceptor` unless `validate_on_call=False`);
    - `middleware`: a `ToolArgsValidationMiddleware` bound to `cache`, with each server's policy;
    - `cache`: the `SchemaCache` filled from every server's `tools/list`, refreshed when a server
      sends `notifications/tools/list_changed` (and by `refresh()`);
    - `errors`: servers that could not be reached, with `on_error="skip"`.
    """

    tools: list[BaseTool]
    middleware: ToolArgsValidationMiddleware
    cache: SchemaCache
    config: Config
    client: MultiServerMCPClient
    interceptor: ValidatingInterceptor
    sessions: dict[str, ClientSession] = field(default_factory=dict)
    errors: dict[str, BaseException] = field(default_factory=dict)
    _mcp_tools: dict[str, list[types.Tool]] = field(default_factory=dict, repr=False)
    _tool_name_prefix: bool = field(default=False, repr=False)
    discovery: Literal["list", "search"] = "list"
    """list: `tools` holds every loaded tool; search: `tools` holds search_tools and call_tool,
    over `index`, and the tools the config's `proxy.always` pins; `loaded` every tool."""
    loaded: list[BaseTool] = field(default_factory=list)
    """Every loaded tool (what `tools` holds with discovery list)."""
    index: KeptIndex = field(default_factory=KeptIndex, repr=False)
    """The search index of `loaded` (discovery search), brought in step in a worker thread:
    `await index.current()` awaits a refresh in progress."""
    _definitions: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)
    _listed: dict[str, Listed] = field(default_factory=dict, repr=False)
    """Each LangChain tool's name -> how the list steps listed it (served or withheld)."""
    _view_report: ViewReport = field(default_factory=ViewReport, repr=False)

    def tool(self, name: str) -> BaseTool:
        """The tool called `name`, listed or loaded (KeyError naming the closest names if there
        is none)."""
        for tool in [*self.tools, *self.loaded]:
            if tool.name == name:
                return tool
        near = closest_names(name, [t.name for t in self.tools])
        hint = f"; did you mean {', '.join(map(repr, near))}?" if near else ""
        raise KeyError(f"no tool {name!r}{hint}")

    async def refresh(self, server: str | None = None) -> None:
        """List the tools of one server (or all) again: the cache and `tools` follow."""
        for name in [server] if server is not None else list(self.sessions):
            await self._refresh(name)

    async def _refresh(self, name: str) -> None:
        session = self.sessions[name]
        listed = await _list_tools(session, self.config.servers[name])
        self._mcp_tools[name] = listed
        change = self.cache.update(name, [_tool_json(t) for t in listed])
        await self.reviewed(name)
        self.tools[:] = self._exposed_tools()
        if change:
            logger.info(
                "tools of %r changed: added %s, removed %s, changed %s",
                name,
                list(change.added),
                list(change.removed),
                list(change.changed),
                extra={"toolvet_event": "tools_changed", "toolvet_server": name},
            )

    def withheld(self, name: str) -> str | None:
        """Why the tool exposed as `name` is withheld (as the proxy says it), or None."""
        listed = self._listed.get(name)
        return listed.withheld if listed is not None else None

    async def reviewed(self, server: str | None = None) -> None:
        """The content guard ready for a listing: its rules compiled (off the event loop), and
        the operator's classifier asked about new definitions (of `server`, or all)."""
        await anyio.to_thread.run_sync(warm_up)
        servers = [server] if server is not None else list(self._mcp_tools)
        await self.interceptor.webhook.review(self.cache, servers)

    async def aclose(self) -> None:
        """What the toolset holds beside its sessions closed (`load_tools` does it at its end):
        the rate-limit store, the connections to the operator's classifier."""
        await self.interceptor.rate_store.aclose()
        await self.interceptor.content.aclose()
        await self.middleware.aclose()

    def serves(self, name: str) -> bool:
        """Whether `name` is one of the MCP tools this toolset loaded."""
        return name in self._listed

    def secrets(self, name: str, arguments: Any) -> CallResult | None:
        """The refusal of a call to the tool exposed as `name` whose arguments hold a secret
        (as the proxy words it), or None."""
        listed = self._listed.get(name)
        if listed is None:
            return None
        content = self.interceptor.content
        found = secrets_in_arguments(content, listed.server, listed.tool, name, arguments)
        return found.refusal if found is not None else None

    def viewed(self, name: str) -> tuple[ToolEntry, Mapping[str, Any]] | None:
        """The upstream tool behind the LangChain tool `name` and its fixed arguments, when the
        operator's view changes it (another name, or fixed arguments); else None."""
        listed = self._listed.get(name)
        if listed is None:
            return None
        fixed = self.config.servers[listed.server].tools.fixed.get(listed.tool, {})
        entry = self.cache.get(listed.server, listed.tool)
        if entry is None or not (listed.name != listed.tool or fixed):
            return None
        return entry, fixed

    def _listing(self) -> list[Listed]:
        """The listed tools through the list steps, as the proxy's: the servers' filters, the
        operator's views (rename, describe, fixed), the gate (drift from the lock under
        `on_change: block`, constraints and fixed arguments that cannot apply) and the content
        guard (poisoned definitions under `content.descriptions: withhold`)."""
        servers = {n: self.config.servers[n] for n in self._mcp_tools}
        gate, cache, source = self.interceptor.gate, self.cache, self.config.source
        steps = ListPipeline(
            [
                ViewCheckStep(cache, servers, source, self._view_report),
                FilterStep(cache, servers),
                RenameStep(servers),
                RenameClashStep(self.config.proxy),
                DescribeStep(servers),
                GateStep(gate, cache, servers),
                FixedStep(cache, servers, source),
                self.interceptor.definitions,
            ]
        )
        return steps.run(listed_tools(cache, list(servers)))

    async def _expose(self) -> None:
        """`tools` as loaded, with discovery search indexed (in a worker thread) before the agent
        starts."""
        self.tools = self._exposed_tools()
        if self.discovery == "search":
            await self.index.current()

    def _exposed_tools(self) -> list[BaseTool]:
        """Every loaded tool, or with discovery search the two search tools over them (the
        index updated tool by tool, in a worker thread: see `KeptIndex`)."""
        self.loaded = self._build_tools()
        if self.discovery == "list":
            return self.loaded
        servers = {t.name: listed.server for t in self.loaded
                   if (listed := self._listed.get(t.name)) is not None}
        self.index.want({t.name: self._definitions[t.name] for t in self.loaded}, servers)
        pins = self.config.proxy.always
        pinned = [t for t in self.loaded if any(fnmatchcase(t.name, p) for p in pins)]
        return [*discovery_tools(self.index, lambda: self.loaded, set(servers.values())), *pinned]

    def _build_tools(self) -> list[BaseTool]:
        listing = self._listing()
        mcp_tools = {(n, t.name): t for n, listed in self._mcp_tools.items() for t in listed}
        tools, self._listed = [], {}
        self.interceptor.upstream_names = {
            (t.server, t.name): t.tool for t in listing if t.name != t.tool
        }
        for listed in listing:
            name = f"{listed.server}_{listed.name}" if self._tool_name_prefix else listed.name
            self._listed[name] = listed
            if listed.withheld is not None:
                continue
            definition = listed.definition  # what the model sees: as the proxy's clients do
            tool = mcp_tools[listed.server, listed.tool].model_copy(
                update={
                    "name": listed.name,
                    "description": definition.get("description"),
                    "inputSchema": dict(definition.get("inputSchema") or {}),
                }
            )
            converted = convert_mcp_tool_to_langchain_tool(
                self.sessions[listed.server],
                tool,
                callbacks=self.client.callbacks,
                tool_interceptors=self.client.tool_interceptors,
                server_name=listed.server,
                tool_name_prefix=self._tool_name_prefix,
                handle_tool_errors=self.client.handle_tool_errors,
            )
            self._definitions[converted.name] = {**_tool_json(tool), "name": converted.name}
            tools.append(converted)
        return tools


def _tool_json(tool: types.Tool) -> dict[str, Any]:
    return tool.model_dump(by_alias=True, exclude_none=True, mode="json")


async def _list_tools(session: ClientSession, server: ServerConfig) -> list[types.Tool]:
    """Every page of `tools/list`, keeping the tools the server's `tools` filter exposes."""
    tools: list[types.Tool] = []
    cursor: str | None = None
    for _ in range(_MAX_PAGES):
        page = await session.list_tools(cursor=cursor)
        tools.extend(page.tools)
        cursor = page.nextCursor
        if not cursor:
            break
    else:
        raise RuntimeError(f"server {server.name!r} sent more than {_MAX_PAGES} pages of tools")
    return [t for t in tools if server.exposes(t.name)]


def connection_for(server: ServerConfig, **session_kwargs: Any) -> dict[str, Any]:
    """The langchain-mcp-adapters connection for a servers.json entry."""
    if server.timeout is not None:
        session_kwargs.setdefault("read_timeout_seconds", timedelta(seconds=server.timeout))
    if server.transport == "stdio":
        assert server.command is not None  # a stdio server has one (the config checks)
        return {
            "transport": "stdio",
            "command": resolve_command(server.name, server.command, {**os.environ, **server.env}),
            "args": list(server.args),
            "env": dict(server.env) or None,
            "cwd": str(server.cwd) if server.cwd is not None else None,
            "session_kwargs": session_kwargs,
        }
    transport = "streamable_http" if server.transport == "streamable-http" else "sse"
    return {
        "transport": transport,
        "url": server.url,
        "headers": dict(server.headers) or None,
        "session_kwargs": session_kwargs,
    }


@dataclass
class _Server:
    name: str
    ready: anyio.Event = field(default_factory=anyio.Event)
    close: anyio.Event = field(default_factory=anyio.Event)
    session: ClientSession | None = None
    tools: list[types.Tool] = field(default_factory=list)
    error: BaseException | None = None


def _cache_formats(servers: Iterable[ServerConfig]) -> str:
    found = {s.validation.formats for s in servers}
    return found.pop() if len(found) == 1 else "assert"


@asynccontextmanager
async def load_tools(
    config: str | os.PathLike[str] | Config = "servers.json",
    *,
    servers: Iterable[str] | None = None,
    tool_name_prefix: bool = False,
    validate_on_call: bool = True,
    on_error: Literal["raise", "skip"] = "raise",
    cache: SchemaCache | None = None,
    middleware_options: Mapping[str, Any] | None = None,
    tool_interceptors: Sequence[ToolCallInterceptor] = (),
    callbacks: Callbacks | None = None,
    discovery: Literal["list", "search"] | None = None,
) -> AsyncIterator[ToolSet]:
    """Connect to the servers in a servers.json; give their tools and a middleware bound to them.

    ::

        async with load_tools("servers.json") as toolset:
            agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
            await agent.ainvoke({"messages": [("user", "...")]})

    - One persistent MCP session per enabled server (through langchain-mcp-adapters), opened
      concurrently and closed on exit; calls never start a new process.
    - The servers' `tools/list` fills a `SchemaCache` (only the tools each server's `tools`
      filter exposes), with each server's `tools.constrain` merged into the schemas (the tools
      carry the constrained schema too). The middleware checks the model's calls against it with each server's
      `validation` policy, so it reaches the proxy's verdicts and messages; and each tool checks
      its arguments again when it runs (`validate_on_call`), so an agent built without the
      middleware never sends an invalid call either.
    - `servers`: only these servers. `tool_name_prefix=True` names tools `<server>_<tool>`.
    - `on_error`: `"raise"` (`ToolLoadError` naming every server that failed) or `"skip"` (go
      on without them; see `ToolSet.errors`).
    - `middleware_options`: more keyword arguments for the middleware (`max_retries`,
      `on_failure`, `extra_validators`, ...). It is built with `strip_empty_values=False`, so
      its verdicts are the proxy's; pass `{"strip_empty_values": True}` to change that.
    - `tool_interceptors`, `callbacks`: passed to langchain-mcp-adapters; toolvet's check runs
      innermost, on the arguments as they are sent.
    - `discovery="search"` (default: the config's `proxy.discovery`): `tools` holds
      `search_tools` (ranked over every loaded tool, as the proxy's), `call_tool`, which runs the
      tool it names through the same check, and the tools `proxy.always` pins; every tool stays
      in `loaded`.

    A config may also list a running toolvet proxy as its one server
    (`{"mcpServers": {"toolvet": {"url": "http://127.0.0.1:8765/mcp"}}}`): the tools are then
    the proxy's, which checks every call itself.
    """
    cfg = config if isinstance(config, Config) else load_config(config)
    enabled = _chosen_servers(cfg, servers)
    if not validate_on_call:
        _no_views(cfg, enabled)
    cache, policies = _bound_cache(cfg, enabled, cache)
    interceptor = ValidatingInterceptor(cache, cfg, tool_name_prefix=tool_name_prefix)
    interceptors = [*tool_interceptors, *([interceptor] if validate_on_call else [])]
    async with _connected(enabled, interceptors, callbacks, tool_name_prefix) as (
        client,
        states,
        built,
    ):
        errors = {s.name: s.error for s in states.values() if s.error is not None}
        if errors and on_error == "raise":
            raise ToolLoadError(errors)
        middleware = ToolArgsValidationMiddleware(
            cache=cache,
            server_policies=policies,
            **{"strip_empty_values": False, "content": cfg.proxy.content, **(middleware_options or {})},
        )
        middleware.checker.limits = cfg.proxy.limits
        toolset = _toolset(
            states, cache, cfg, client, interceptor, middleware, errors, tool_name_prefix
        )
        toolset.discovery = discovery or cfg.proxy.discovery
        await toolset.reviewed()
        await toolset._expose()
        _bind(middleware, toolset, validate_on_call)
        built.append(toolset)
        try:
            yield toolset
        finally:
            await toolset.aclose()


def _bind(
    middleware: ToolArgsValidationMiddleware, toolset: ToolSet, validate_on_call: bool
) -> None:
    """The middleware's model-node check answers as the toolset's list steps and content guard
    do; its results guard leaves the toolset's tools to the interceptor (which guarded their
    results already) when it runs."""
    checker = middleware.checker
    checker.withheld, checker.viewed, checker.secrets = (
        toolset.withheld,
        toolset.viewed,
        toolset.secrets,
    )
    if middleware.results is not None and validate_on_call:
        middleware.results.skip = toolset.serves


@asynccontextmanager
async def _connected(
    enabled: dict[str, ServerConfig],
    interceptors: list[ToolCallInterceptor],
    callbacks: Callbacks | None,
    tool_name_prefix: bool,
) -> AsyncIterator[tuple[MultiServerMCPClient, dict[str, _Server], list[ToolSet]]]:
    """A session with every server, each held open by a task of its own until the block ends;
    (the client, each server's state once it connected or failed, a list to put the toolset
    in, which a server's tools/list_changed then refreshes)."""
    states = {name: _Server(name) for name in enabled}
    built: list[ToolSet] = []
    failure: BaseException | None = None
    async with anyio.create_task_group() as group:
        client = MultiServerMCPClient(
            {
                name: connection_for(  # type: ignore[misc]
                    server, message_handler=_on_list_changed(group, built, name)
                )
                for name, server in enabled.items()
            },
            callbacks=callbacks,
            tool_interceptors=interceptors,
            tool_name_prefix=tool_name_prefix,
        )
        for state in states.values():
            group.start_soon(_serve, client, state, enabled[state.name])
        try:
            for state in states.values():
                await state.ready.wait()
            yield client, states, built
        except BaseException as exc:
            failure = exc
        finally:
            for state in states.values():
                state.close.set()
            group.cancel_scope.deadline = anyio.current_time() + 10  # a server slow to exit
    if failure is not None:
        raise failure


def _no_views(cfg: Config, enabled: dict[str, ServerConfig]) -> None:
    """ValueError if a server renames tools or fixes arguments: toolvet applies them when a
    tool runs, which `validate_on_call=False` would leave out."""
    viewed = [n for n, s in enabled.items() if s.tools.rename or s.tools.fixed]
    if viewed:
        raise ValueError(
            f"{cfg.source}: server {viewed[0]!r} renames tools or fixes arguments"
            " (tools.rename, tools.fixed), which toolvet applies when a tool runs:"
            " validate_on_call=False cannot leave that out"
        )


def _chosen_servers(cfg: Config, servers: Iterable[str] | None) -> dict[str, ServerConfig]:
    """The enabled servers, or only those named (a name the config lacks is an error)."""
    enabled = cfg.enabled_servers()
    if servers is None:
        return enabled
    wanted = list(dict.fromkeys(servers))
    unknown = [n for n in wanted if n not in cfg.servers]
    if unknown:
        near = closest_names(unknown[0], list(cfg.servers))
        hint = f"; did you mean {near[0]!r}?" if near else ""
        raise ValueError(f"{cfg.source}: no server {unknown[0]!r}{hint}")
    return {n: s for n, s in enabled.items() if n in wanted}


def _bound_cache(
    cfg: Config, enabled: dict[str, ServerConfig], cache: SchemaCache | None
) -> tuple[SchemaCache, dict[str, Policy]]:
    """The cache the servers' tools go into (with their constraints) and each server's policy."""
    formats = _cache_formats(enabled.values())
    cache = cache if cache is not None else SchemaCache(formats=formats)
    for name, constraints in constraints_from_config(cfg).items():
        if name in enabled:
            cache.constrain(name, constraints)
    policies = {
        name: Policy(
            repair=s.validation.repair,
            unknown_arguments=s.validation.unknown_arguments,
            formats=None if s.validation.formats == formats else s.validation.formats,
            mode=s.validation.mode,
            invalid_schema=s.validation.invalid_schema,
        )
        for name, s in enabled.items()
    }
    return cache, policies


def _on_list_changed(
    group: anyio.abc.TaskGroup, built: list[ToolSet], name: str
) -> Callable[[Any], Awaitable[None]]:
    """A server's message handler: a tools/list_changed refreshes its tools."""

    async def refresh() -> None:
        if not built or name not in built[0].sessions:
            return
        try:
            await built[0].refresh(name)
        except Exception as exc:
            logger.warning("could not refresh the tools of %r: %s", name, exc)

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ServerNotification) and isinstance(
            message.root, types.ToolListChangedNotification
        ):
            # Not here: the session's receive loop is waiting for this handler.
            group.start_soon(refresh)

    return on_message


async def _serve(client: MultiServerMCPClient, state: _Server, server: ServerConfig) -> None:
    """Hold one server's session open until the toolset closes; note why it failed, if it did."""
    try:
        async with client.session(state.name) as session:
            state.tools = await _list_tools(session, server)
            state.session = session
            state.ready.set()
            await state.close.wait()
    except Exception as exc:
        if not state.close.is_set():
            state.error = exc
            logger.warning(
                "MCP server %r: %s",
                state.name,
                _describe(exc),
                extra={"toolvet_event": "server_error", "toolvet_server": state.name},
            )
    finally:
        state.ready.set()


def _toolset(
    states: dict[str, _Server],
    cache: SchemaCache,
    cfg: Config,
    client: MultiServerMCPClient,
    interceptor: ValidatingInterceptor,
    middleware: ToolArgsValidationMiddleware,
    errors: dict[str, BaseException],
    tool_name_prefix: bool,
) -> ToolSet:
    """The toolset of the servers that connected, their tools in the cache (without its tools,
    which are built from it)."""
    live = {s.name: s for s in states.values() if s.session is not None}
    _fill(cache, live)
    return ToolSet(
        tools=[],
        middleware=middleware,
        cache=cache,
        config=cfg,
        client=client,
        interceptor=interceptor,
        sessions={n: s.session for n, s in live.items() if s.session is not None},
        errors=errors,
        _mcp_tools={n: s.tools for n, s in live.items()},
        _tool_name_prefix=tool_name_prefix,
    )


def _fill(cache: SchemaCache, live: dict[str, _Server]) -> None:
    """The listed tools of each connected server into the cache; constraint problems logged."""
    for name, state in live.items():
        cache.update(name, [_tool_json(t) for t in state.tools])
        for problem in cache.constraint_problems(name):
            logger.error(
                "%s", problem, extra={"toolvet_event": "constraint_error", "toolvet_server": name}
            )
