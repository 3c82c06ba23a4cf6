"""The reference pages generated from the code at every build, so they cannot drift from it.

An MkDocs hook (mkdocs.yml, `hooks:`): `on_files` adds four pages that exist only in the built
site, rendered from what toolvet itself defines:

- reference/config.md: every key of servers.json, from the pydantic model
  (toolvet/config/_model.py): its type, default, bounds and docstring;
- reference/cli.md: every command's `--help`, from the argparse parser (toolvet/cli.py);
- reference/metrics.md: every Prometheus family (toolvet/proxy/observability/_metrics.py) and OpenTelemetry
  instrument (toolvet/telemetry/_tracing.py);
- reference/audit.md: every audit event toolvet writes (toolvet/proxy/observability/_audit.py and its callers).

tests/docs/test_reference.py checks that each page covers what the code defines.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
import inspect
import itertools
import json
import os
import textwrap
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import annotated_types
from pydantic import AliasChoices, BaseModel
from pydantic.fields import FieldInfo

REPO = Path(__file__).resolve().parents[2]
#: Fields the model requires that a config file need not give, because the loader derives them.
DERIVED = {("ServerConfig", "transport"): "from `command` (stdio) or `url` (streamable-http)"}
GENERATED = "Generated from the code at every build of this site."
PAGES = {
    "reference/config.md": "config_reference",
    "reference/cli.md": "cli_reference",
    "reference/metrics.md": "metrics_reference",
    "reference/audit.md": "audit_reference",
}


def on_files(files: Any, config: Any) -> Any:
    """MkDocs hook: add the generated reference pages to the site's files."""
    from mkdocs.structure.files import File

    for path, render in PAGES.items():
        files.append(File.generated(config, path, content=globals()[render]()))
    return files


# -- servers.json -----------------------------------------------------------------------------


def config_reference() -> str:
    """Every key of servers.json: where it goes, its type, default and bounds, what it does."""
    from toolvet.config._model import ProxySettings, ServerConfig

    lines = [
        "# Configuration reference",
        "",
        f"*{GENERATED} Source: `toolvet/config/_model.py`.*",
        "",
        "A config file has two top-level keys: `mcpServers`, the servers to front (the format",
        "Claude Desktop, Cursor and FastMCP read, with toolvet's own keys beside theirs), and",
        "`proxy`, toolvet's own settings. [Configuration](../how-to/configure.md) shows them at",
        "work. A key that is not listed here is an error when it is one of toolvet's blocks, and",
        "ignored with a warning in a server entry.",
        "",
        "## `mcpServers.<name>`",
        "",
        _prose(ServerConfig),
        "",
        f"`<name>`: {_attribute_docs(ServerConfig)['name']} It must be 1 to 64 letters, digits,",
        "`_` or `-`.",
        "",
    ]
    lines += _block_keys(ServerConfig, "mcpServers.<name>", skip={"name"})
    lines += ["## `proxy`", "", _prose(ProxySettings), ""]
    lines += _block_keys(ProxySettings, "proxy")
    return "\n".join(lines) + "\n"


def config_keys() -> list[str]:
    """Every key path config_reference documents (what the test compares with the model)."""
    from toolvet.config._model import ProxySettings, ServerConfig

    return [
        *(path for path, _, _ in _walk(ServerConfig, "mcpServers.<name>", skip={"name"})),
        *(path for path, _, _ in _walk(ProxySettings, "proxy")),
    ]


def _walk(
    model: type[BaseModel], prefix: str, skip: frozenset[str] | set[str] = frozenset()
) -> Iterator[tuple[str, FieldInfo, type[BaseModel]]]:
    """(key path, field, model) for every field of `model` and of the blocks inside it."""
    for name, field in model.model_fields.items():
        if name in skip:
            continue
        path = f"{prefix}.{name}"
        yield path, field, model
        nested = _nested_model(field.annotation)
        if nested is not None:
            many = _is_list(field.annotation)
            yield from _walk(nested, f"{path}[]" if many else path)


def _block_keys(
    model: type[BaseModel], prefix: str, skip: frozenset[str] | set[str] = frozenset()
) -> list[str]:
    lines: list[str] = []
    for path, field, owner in _walk(model, prefix, skip):
        name = path.rsplit(".", 1)[1]
        nested = _nested_model(field.annotation)
        heading = "###" if path.count(".") <= prefix.count(".") + 1 else "####"
        lines += [f"{heading} `{path}`", ""]
        facts = [f"**Type:** {_type_text(field.annotation)}"]
        default = _default_text(field, owner, name)
        if default is not None:
            facts.append(f"**Default:** {default}")
        bounds = _bounds_text(field)
        if bounds:
            facts.append(f"**Allowed:** {bounds}")
        aliases = _aliases(field, name)
        if aliases:
            facts.append("**Also spelled:** " + ", ".join(f"`{a}`" for a in aliases))
        lines += [" · ".join(facts), ""]
        described = _attribute_docs(owner).get(name)
        if described:
            lines += [described, ""]
        if nested is not None and nested.__doc__:
            lines += [_prose(nested), ""]
        if not described and (nested is None or not nested.__doc__):
            raise ValueError(
                f"{owner.__name__}.{name} ({path}) has no docstring: the configuration reference"
                " is generated from the model, so document the field there"
            )
    return lines


@functools.cache
def _attribute_docs(model: type[BaseModel]) -> dict[str, str]:
    """The docstring under each annotated attribute of `model` (and its bases), by name; once per
    model (inspect.getsource parses the class's whole module each time: a model of many fields
    would parse it once per field)."""
    docs: dict[str, str] = {}
    for cls in reversed(model.__mro__):
        if cls is object or not issubclass(cls, BaseModel) or cls is BaseModel:
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        except (OSError, TypeError):
            continue
        body = tree.body[0].body  # type: ignore[attr-defined]
        for statement, following in itertools.pairwise(body):
            if (
                isinstance(statement, ast.AnnAssign)
                and isinstance(statement.target, ast.Name)
                and isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant)
                and isinstance(following.value.value, str)
            ):
                docs[statement.target.id] = _markdown(inspect.cleandoc(following.value.value))
    return docs


def _prose(cls: type) -> str:
    return _markdown(inspect.cleandoc(cls.__doc__ or ""))


def _markdown(text: str) -> str:
    """A docstring as Markdown: reST's ``literal`` is Markdown's `literal`."""
    return text.replace("``", "`")


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for argument in typing.get_args(annotation):
        found = _nested_model(argument)
        if found is not None:
            return found
    return None


def _is_list(annotation: Any) -> bool:
    if typing.get_origin(annotation) is list:
        return True
    return any(_is_list(a) for a in typing.get_args(annotation) if a is not type(None))


_SCALARS = {bool: "boolean", int: "integer", float: "number", str: "string", Path: "path"}


def _type_text(annotation: Any) -> str:
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if annotation is Any:
        return "any JSON value"
    if annotation is type(None):
        return "`null`"
    if annotation in _SCALARS:
        return _SCALARS[annotation]
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "object (below)"
    if origin is Literal:
        return " \\| ".join(f"`{json.dumps(a)}`" for a in arguments)
    if origin in (typing.Union, types.UnionType):
        return " \\| ".join(_type_text(a) for a in arguments)
    if origin is list:
        return f"list of {_plural(_type_text(arguments[0]))}"
    if origin is dict:
        if arguments[1] is Any:
            return "object"
        return f"object of {_plural(_type_text(arguments[1]))}"
    raise ValueError(f"no wording for the type {annotation!r}: add one to _type_text")


def _plural(noun: str) -> str:
    """`string` -> `strings`, `object (below)` -> `objects (below)`; others as they are."""
    head, _, tail = noun.partition(" ")
    if head in ("boolean", "integer", "number", "string", "path", "object"):
        return f"{head}s {tail}".rstrip()
    return noun


def _default_text(field: FieldInfo, owner: type[BaseModel], name: str) -> str | None:
    """The default as JSON; None for a block (its keys have theirs)."""
    if field.is_required():
        if (owner.__name__, name) in DERIVED:
            return DERIVED[owner.__name__, name]
        return "required" if _nested_model(field.annotation) is None else None
    value = field.get_default(call_default_factory=True)
    if isinstance(value, BaseModel):
        return None
    if value is None:
        return "unset"
    if isinstance(value, Path):
        value = str(value)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"`{json.dumps(value)}`"


_BOUND_WORDS = (
    (annotated_types.Ge, "ge", "≥ {}"),
    (annotated_types.Gt, "gt", "> {}"),
    (annotated_types.Le, "le", "≤ {}"),
    (annotated_types.Lt, "lt", "< {}"),
    (annotated_types.MinLen, "min_length", "at least {} {}"),
    (annotated_types.MaxLen, "max_length", "at most {} {}"),
)


def _bounds_text(field: FieldInfo) -> str:
    found = []
    unit = "items" if _is_list(field.annotation) else "characters"
    for constraint in field.metadata:
        for kind, attribute, words in _BOUND_WORDS:
            if isinstance(constraint, kind):
                value = getattr(constraint, attribute)
                number = f"{value:,}" if isinstance(value, int) else value
                found.append(words.format(number, unit))
    return ", ".join(found)


def _aliases(field: FieldInfo, name: str) -> list[str]:
    alias = field.validation_alias
    if isinstance(alias, AliasChoices):
        return [str(choice) for choice in alias.choices if choice != name]
    return []


# -- the command line -------------------------------------------------------------------------


def cli_reference() -> str:
    """Every command's `--help`, as `toolvet COMMAND --help` prints it."""
    parser, commands = _parser_and_commands()
    lines = [
        "# Command-line reference",
        "",
        f"*{GENERATED} Source: `toolvet/cli.py`; each block is what `--help` prints.*",
        "",
        "```text",
        _help(parser),
        "```",
        "",
    ]
    for name, command in commands.items():
        lines += [f"## `toolvet {name}`", "", "```text", _help(command), "```", ""]
    return "\n".join(lines)


def cli_commands() -> dict[str, list[str]]:
    """Each command's name and option strings (what the test compares with the page)."""
    _, commands = _parser_and_commands()
    return {
        name: [o for action in command._actions for o in action.option_strings]
        for name, command in commands.items()
    }


def _parser_and_commands() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    from toolvet.cli import _build_parser

    parser = _build_parser()
    commands: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            commands.update(action.choices)
    return parser, commands


def _help(parser: argparse.ArgumentParser) -> str:
    """`--help` as a 100-column terminal shows it (a raw description's long lines wrapped)."""
    with _columns(100):
        text = parser.format_help().rstrip()
    return "\n".join(
        textwrap.fill(line, 100, subsequent_indent=line[: len(line) - len(line.lstrip())])
        if len(line) > 100
        else line
        for line in text.splitlines()
    )


@contextlib.contextmanager
def _columns(width: int) -> Iterator[None]:
    """argparse wraps help to $COLUMNS: the same width on every machine."""
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(width)
    try:
        yield
    finally:
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


# -- metrics ----------------------------------------------------------------------------------


def metrics_reference() -> str:
    """Every Prometheus family at /metrics, and the OpenTelemetry instruments."""
    lines = [
        "# Metrics reference",
        "",
        f"*{GENERATED} Sources: `toolvet/proxy/observability/_metrics.py`, `toolvet/telemetry/_tracing.py`.*",
        "",
        "## Prometheus: `/metrics`",
        "",
        "Each replica serves its own counts at `/metrics` over HTTP, to operators (the",
        "`proxy.auth.operations` token or scope) unless `proxy.auth.public_healthz`. With",
        "OpenTelemetry on, the counters and gauges below are",
        "exported under the same names too, read from the same counts.",
        "",
        "| Metric | Type | Labels | What it counts |",
        "| --- | --- | --- | --- |",
    ]
    for name, kind, labels, documentation in prometheus_families():
        shown = f"{name}_total" if kind == "counter" else name
        label_text = ", ".join(f"`{label}`" for label in labels) or "none"
        lines.append(f"| `{shown}` | {kind} | {label_text} | {documentation} |")
    lines += [
        "",
        "## OpenTelemetry instruments",
        "",
        "Exported when telemetry is on (see [Telemetry](../how-to/telemetry.md)), by",
        "OpenTelemetry's MCP semantic conventions, with the attributes `mcp.method.name`,",
        "`gen_ai.tool.name`,",
        "`error.type` and the protocol version.",
        "",
        "| Instrument | Unit | What it measures |",
        "| --- | --- | --- |",
    ]
    for name, unit, description in otel_instruments():
        lines.append(f"| `{name}` | {unit} | {description} |")
    return "\n".join(lines) + "\n"


def prometheus_families() -> list[tuple[str, str, tuple[str, ...], str]]:
    """(name, type, label names, help) of every family toolvet's /metrics serves."""
    from toolvet.proxy.observability._metrics import Metrics

    metrics = Metrics(lambda: {})
    return [
        (family.name, family.type, tuple(family._labelnames), family.documentation)
        for family in metrics._families.collect()
    ]


def otel_instruments() -> list[tuple[str, str, str]]:
    """(name, unit, description) of every histogram toolvet's tracing creates (read from its
    source, so that the page needs neither the otel extra nor a meter)."""
    source = (REPO / "toolvet" / "telemetry" / "_tracing.py").read_text()
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "create_histogram"
        ):
            keywords = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
            name = ast.literal_eval(node.args[0])
            found.append((name, keywords.get("unit", ""), keywords.get("description", "")))
    return found


# -- the audit log ----------------------------------------------------------------------------

#: What each audit event means; the generator fails on an event the code writes that is not
#: here, or one here that the code no longer writes.
AUDIT_EVENTS = {
    "rejected": "A call answered with its validation issues, not forwarded (`issues`).",
    "repaired": "A call forwarded after safe repairs (`repairs`: path, code, before, after).",
    "blocked": "A call to a tool whose input schema cannot be used, with"
    " `validation.invalid_schema: block`, or whose arguments hold a secret, with"
    " `content.secrets.arguments: block` (`issues`; the secret is redacted in `arguments`).",
    "limited": "A call whose arguments exceed `proxy.limits` (`issues`); its arguments are not"
    " written.",
    "rate_limited": "A call over a limit of `proxy.rate_limits`, not forwarded (`error`: which"
    " limit, for whom; `retry_after`: seconds until it would be allowed), or refused because the"
    " limits' store is unreachable and `on_store_error` is `refuse`; its arguments are not written.",
    "withheld": "A call to a tool held back by the lock file, a constraint error or the content"
    " guard (`error`).",
    "denied": "A call the caller has no access rule for (`proxy.auth.access`).",
    "unknown_tool": "A call to a tool no server exposes (`server` is empty).",
    "unavailable": "A call not made because its server is down (`error`: the server's last error).",
    "failed": "A forwarded call its server did not answer with a result (`failure`: timeout,"
    " unavailable or error; `error`), or one a step of the pipeline failed (`error`).",
    "drift": "A tool definition that differs from the lock file (`change`: changed, added or"
    " removed; `fields`; `action`: what toolvet did).",
    "constraint_error": "A `tools.constrain` entry that cannot apply to a server's tool (`error`).",
    "search": "A `search_tools` call (tool search): `outcome` (found, none, or rejected when its"
    " arguments were refused), `query_chars` (the query's length; its text is not written),"
    " `results` and `tools` (the names returned, best first), and `caller`, `client_id` and"
    " `endpoint` as a call's. The tools then called, by name or through `call_tool`, get the"
    " lines of any call, under their own names.",
    "content": "What the content guard found (`surface`: definition, arguments, result or"
    " resource; `action`: withheld, blocked, redacted or warned; `findings`: each with `rule`,"
    " `kind`, `pointer` and an `excerpt` that never holds a secret). A definition's findings are"
    " written once per definition.",
}
#: The fields every call event carries (toolvet/proxy/calls/_record.py `_write`), beside time and event.
CALL_FIELDS = ("session", "client", "server", "tool", "caller", "client_id", "arguments")


def audit_reference() -> str:
    """Every event of the audit log, and the fields of its lines."""
    from toolvet.proxy.observability._audit import MAX_NAME_CHARS

    events = audit_events()
    lines = [
        "# Audit log reference",
        "",
        f"*{GENERATED} Sources: `toolvet/proxy/observability/_audit.py` and the code that writes events.*",
        "",
        "With `proxy.audit.path` set, toolvet appends one JSON object per line to that file,",
        "each written whole in one `write(2)` (concurrent writers never interleave, a crash loses",
        "at most the line being written). Every line has `time` (UTC, ISO 8601, milliseconds),",
        "`event` and `arguments` (the call's arguments with the values of the `proxy.audit.redact`",
        'keys, at any depth and in any case, replaced by `"[redacted]"`; `null` when the event',
        "concerns no call).",
        "",
        "Events about a call also carry `session` (the client session), `client` (the client's",
        "name from its `clientInfo`), `server`, `tool` and, when the caller authenticated,",
        "`caller` (its `sub`) and `client_id` (never its token), and, for a call that came to",
        "an endpoint of `proxy.endpoints`, `endpoint` (its path). These names, which a client",
        f"may choose, are cut at {MAX_NAME_CHARS} characters, with the full length.",
        "",
        "| Event | Fields | When |",
        "| --- | --- | --- |",
    ]
    for event, fields in events.items():
        about_a_call = set(CALL_FIELDS) <= set(fields)
        own = [f"`{f}`" for f in fields if not about_a_call or f not in CALL_FIELDS]
        if about_a_call:
            own.insert(0, "the call's")
        lines.append(f"| `{event}` | {', '.join(own)} | {AUDIT_EVENTS[event]} |")
    lines += [
        "",
        "A rejected call, as toolvet writes it:",
        "",
        "```json",
        _rejected_call_line(),
        "```",
    ]
    return "\n".join(lines) + "\n"


def _rejected_call_line() -> str:
    """The line the audit log gets for a rejected call, written by toolvet's own AuditLog."""
    import tempfile

    from toolvet import validate_arguments
    from toolvet.proxy.observability._audit import AuditLog

    schema = {
        "type": "object",
        "properties": {"query": {"type": "string"}, "limit": {"type": "integer", "maximum": 50}},
        "required": ["query"],
    }
    arguments = {"query": "otters", "limit": 500, "token": "sk-123"}
    verdict = validate_arguments(schema, arguments)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "audit.jsonl"
        audit = AuditLog(path, ["token"])
        audit.write(
            "rejected",
            arguments,
            session="5f0c9e2a",
            client="claude-ai",
            server="notes",
            tool="search_notes",
            caller="alice",
            client_id="agent",
            issues=verdict.to_dict()["issues"],
        )
        audit.close()
        record = json.loads(path.read_text())
    return json.dumps(record, indent=2, ensure_ascii=False)


def audit_events() -> dict[str, list[str]]:
    """Every event toolvet's proxy writes to the audit log, with the fields the writer passes,
    found in the source (`audit.write` calls) and in the recorder's table of call outcomes."""
    found: dict[str, list[str]] = {}
    for path in sorted((REPO / "toolvet" / "proxy").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr not in ("_audit", "_audit_call", "write") or not node.args:
                continue
            if node.func.attr == "write" and "audit" not in ast.unparse(node.func.value):
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            fields = found.setdefault(first.value, [])
            if node.func.attr != "write":
                fields += [f for f in CALL_FIELDS if f not in fields]
            fields += [k.arg for k in node.keywords if k.arg and k.arg not in fields]
    from toolvet.proxy.calls._record import AUDIT_FIELDS

    # A call's outcome is its event (the recorder writes them from the one vocabulary).
    for outcome, extra in AUDIT_FIELDS.items():
        found[outcome.value] = [*CALL_FIELDS, *extra]
    unknown = sorted(set(found) - set(AUDIT_EVENTS))
    gone = sorted(set(AUDIT_EVENTS) - set(found))
    if unknown or gone:
        raise ValueError(
            f"docs/hooks/reference.py AUDIT_EVENTS is out of date: describe {unknown}, drop {gone}"
        )
    return {event: found[event] for event in AUDIT_EVENTS}
