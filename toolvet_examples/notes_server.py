"""Example MCP server (FastMCP): in-memory notes/task tracker with tools, resources, a prompt."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import threading
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Annotated, Any, Literal

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.prompts import base
from mcp.server.lowlevel.server import NotificationOptions
from mcp.server.models import InitializationOptions
from mcp.types import ContentBlock, ToolAnnotations
from pydantic import AnyUrl, BaseModel, ConfigDict, Field

CALL_LOG_ENV = "TOOLVET_EXAMPLE_CALL_LOG"
NOTE_NAMESPACE = uuid.UUID("8f4c3a52-51c4-4c2e-9a59-2f7d7b0f6c11")

Priority = Literal["low", "normal", "high"]
PRIORITY_RANK: dict[str, int] = {"low": 0, "normal": 1, "high": 2}


class EntityKind(StrEnum):
    """What a knowledge-base entity stands for."""

    PERSON = "person"
    ORGANIZATION = "organization"
    PROJECT = "project"
    DOCUMENT = "document"


class Note(BaseModel):
    """A stored note."""

    id: uuid.UUID
    title: str
    body: str
    tags: list[str]
    priority: Priority
    due: datetime | None = None
    created_at: datetime
    done: bool = False


class NoteSummary(BaseModel):
    """A note as listed in search results."""

    id: uuid.UUID
    title: str
    priority: Priority
    tags: list[str]
    due: datetime | None = None
    score: float = Field(description="Relevance of the note to the query, 0..1.")


class SearchFilters(BaseModel):
    """Optional constraints applied to a note search."""

    model_config = ConfigDict(extra="forbid")

    tag: str | None = Field(default=None, description="Only notes carrying this tag.")
    priority: Priority | None = Field(default=None, description="Only notes of this priority.")
    created_after: datetime | None = Field(
        default=None, description="Only notes created after this instant (RFC 3339)."
    )
    include_done: bool = Field(default=True, description="Include notes marked done.")


class SearchResult(BaseModel):
    """The outcome of a note search."""

    query: str
    total: int = Field(description="Number of matching notes before the limit was applied.")
    notes: list[NoteSummary]


class Entity(BaseModel):
    """A named thing notes can refer to."""

    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=1, max_length=120)]
    kind: EntityKind
    url: AnyUrl | None = Field(default=None, description="Canonical web address of the entity.")
    attributes: dict[str, str] = Field(
        default_factory=dict, description="Free-form string attributes, e.g. {'role': 'owner'}."
    )


class NoteStore:
    """Notes and entities held in memory; ids are derived from a counter, so runs repeat."""

    def __init__(self) -> None:
        self.notes: dict[uuid.UUID, Note] = {}
        self.entities: dict[str, Entity] = {}
        self._counter = 0

    def create(
        self,
        title: str,
        body: str,
        tags: list[str],
        priority: Priority,
        due: datetime | None,
        created_at: datetime | None = None,
    ) -> Note:
        self._counter += 1
        note = Note(
            id=uuid.uuid5(NOTE_NAMESPACE, f"note-{self._counter}"),
            title=title,
            body=body,
            tags=sorted({t.strip().lower() for t in tags if t.strip()}),
            priority=priority,
            due=due,
            created_at=created_at or datetime.now(UTC),
        )
        self.notes[note.id] = note
        return note

    def get(self, note_id: uuid.UUID) -> Note:
        try:
            return self.notes[note_id]
        except KeyError:
            raise ValueError(f"No note with id {note_id}") from None

    def search(self, query: str, filters: SearchFilters, sort: str) -> list[tuple[float, Note]]:
        words = [w for w in query.lower().split() if w]
        hits: list[tuple[float, Note]] = []
        for note in self.notes.values():
            if filters.tag is not None and filters.tag.lower() not in note.tags:
                continue
            if filters.priority is not None and note.priority != filters.priority:
                continue
            if filters.created_after is not None and note.created_at <= _aware(
                filters.created_after
            ):
                continue
            if not filters.include_done and note.done:
                continue
            haystack = f"{note.title} {note.body} {' '.join(note.tags)}".lower()
            score = sum(1 for w in words if w in haystack) / len(words) if words else 1.0
            if score > 0:
                hits.append((round(score, 3), note))
        far_future = datetime.max.replace(tzinfo=UTC)
        keys: dict[str, Any] = {
            "relevance": lambda h: (-h[0], h[1].created_at),
            "created": lambda h: h[1].created_at,
            "due": lambda h: (_aware(h[1].due) if h[1].due else far_future, h[1].created_at),
            "priority": lambda h: (-PRIORITY_RANK[h[1].priority], h[1].created_at),
        }
        hits.sort(key=keys[sort])
        return hits


def _aware(moment: datetime) -> datetime:
    """Treat naive datetimes as UTC so they compare with stored ones."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


_LOG_LOCK = threading.Lock()


def _log_call(name: str, arguments: dict[str, Any], *, cancelled: bool = False) -> None:
    """Append one JSON line per received tools/call, before the tool runs; and one more when a
    call is cancelled before it finishes (`{"cancelled": name, ...}` instead of `{"tool": ...}`)."""
    path = os.environ.get(CALL_LOG_ENV)
    if not path:
        return
    entry = {"cancelled" if cancelled else "tool": name, "arguments": arguments}
    line = json.dumps(entry, sort_keys=True, default=str)
    with _LOG_LOCK, open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")


class NotesMCP(FastMCP):
    """FastMCP that logs every tools/call (and its cancellation) and advertises `tools.listChanged`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        lowlevel = self._mcp_server
        create_options = lowlevel.create_initialization_options

        def with_list_changed(
            notification_options: NotificationOptions | None = None,
            experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        ) -> InitializationOptions:
            return create_options(
                notification_options or NotificationOptions(tools_changed=True),
                experimental_capabilities,
            )

        lowlevel.create_initialization_options = with_list_changed  # type: ignore[method-assign]

    async def call_tool(
        self, name: str, arguments: dict[str, Any]
    ) -> Sequence[ContentBlock] | dict[str, Any]:
        _log_call(name, arguments)
        try:
            return await super().call_tool(name, arguments)
        except asyncio.CancelledError:  # the tool stops here: nothing it does comes after this line
            _log_call(name, arguments, cancelled=True)
            raise


store = NoteStore()
mcp = NotesMCP(
    name="toolvet-example-notes",
    instructions="Keep notes and tasks: create, search, fetch, tag entities, bulk-import.",
    log_level="WARNING",
)


def _seed(target: NoteStore) -> None:
    base_time = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
    target.create(
        "Quarterly planning",
        "Draft the Q3 roadmap and circulate to the team.",
        ["planning", "work"],
        "high",
        base_time + timedelta(days=10),
        created_at=base_time,
    )
    target.create(
        "Groceries",
        "Oat milk, lentils, coffee beans.",
        ["home"],
        "low",
        None,
        created_at=base_time + timedelta(hours=1),
    )
    target.create(
        "Read the MCP spec",
        "Focus on tools/call, progress notifications and cancellation.",
        ["reading", "work"],
        "normal",
        None,
        created_at=base_time + timedelta(hours=2),
    )


_seed(store)


@mcp.tool(
    title="Create note",
    annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=False),
)
def create_note(
    title: Annotated[str, Field(min_length=1, max_length=200, description="Short headline.")],
    body: Annotated[str, Field(description="Markdown body of the note.")],
    tags: Annotated[list[str], Field(max_length=20, description="Labels for filtering.")] = [],  # noqa: B006
    priority: Annotated[Priority, Field(description="How urgent the note is.")] = "normal",
    due: Annotated[
        datetime | None, Field(description="Optional deadline as an RFC 3339 date-time.")
    ] = None,
) -> Note:
    """Create a note (or task, when `due` is set) and return it."""
    return store.create(title, body, tags, priority, due)


@mcp.tool(title="Search notes", annotations=ToolAnnotations(readOnlyHint=True))
def search_notes(
    query: Annotated[str, Field(description="Words to look for; empty matches everything.")],
    filters: SearchFilters | None = None,
    limit: Annotated[int, Field(ge=1, le=100, description="Maximum notes to return.")] = 10,
    sort: Literal["relevance", "created", "due", "priority"] = "relevance",
) -> SearchResult:
    """Search notes by words in title, body and tags, with optional filters."""
    hits = store.search(query, filters or SearchFilters(), sort)
    summaries = [
        NoteSummary(
            id=n.id, title=n.title, priority=n.priority, tags=n.tags, due=n.due, score=score
        )
        for score, n in hits[:limit]
    ]
    return SearchResult(query=query, total=len(hits), notes=summaries)


@mcp.tool(title="Get note", annotations=ToolAnnotations(readOnlyHint=True))
def get_note(id: Annotated[uuid.UUID, Field(description="The note's id.")]) -> Note:
    """Fetch one note by id."""
    return store.get(id)


@mcp.tool(
    title="Complete note",
    annotations=ToolAnnotations(readOnlyHint=False, idempotentHint=True),
    structured_output=False,
)
def complete_note(id: uuid.UUID, done: bool = True) -> str:
    """Mark a note as done (or not done)."""
    note = store.get(id)
    note.done = done
    return f"Note {note.id} marked {'done' if done else 'not done'}."


@mcp.tool(
    title="Delete note",
    annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=True),
    structured_output=False,
)
def delete_note(id: uuid.UUID) -> str:
    """Delete a note permanently."""
    note = store.notes.pop(id, None)
    return f"Deleted note {id}." if note else f"No note with id {id}; nothing deleted."


@mcp.tool(title="Add entities", structured_output=False)
def add_entities(
    entities: Annotated[list[Entity], Field(min_length=1, max_length=50)],
) -> str:
    """Add or replace knowledge-base entities (people, projects, ...) that notes refer to."""
    added = [e.name for e in entities if e.name not in store.entities]
    for entity in entities:
        store.entities[entity.name] = entity
    replaced = len(entities) - len(added)
    return (
        f"Stored {len(entities)} entities ({len(added)} new, {replaced} replaced); "
        f"knowledge base now holds {len(store.entities)}."
    )


@mcp.tool(title="Bulk import", structured_output=False)
async def bulk_import(
    count: Annotated[int, Field(ge=1, le=200, description="How many notes to generate.")],
    ctx: Context,
    tag: str = "imported",
) -> str:
    """Generate `count` notes one by one (about 0.05 s each), reporting progress after each."""
    for i in range(1, count + 1):
        await asyncio.sleep(0.05)
        store.create(
            f"Imported note {i}",
            f"Generated by bulk_import, item {i} of {count}.",
            [tag],
            "normal",
            None,
        )
        await ctx.report_progress(i, count, f"imported {i}/{count}")
    return f"Imported {count} notes tagged {tag!r}."


@mcp.tool(title="Slow echo", structured_output=False)
async def slow_echo(
    text: str,
    seconds: Annotated[float, Field(ge=0, le=60, description="Delay before answering.")] = 1.0,
) -> str:
    """Wait `seconds`, then return `text` unchanged (useful to test cancellation)."""
    await asyncio.sleep(seconds)
    return text


def purge_notes(
    confirm: Annotated[Literal[True], Field(description="Must be true.")],
    older_than: datetime | None = None,
    tag: str | None = None,
) -> str:
    """Admin: delete every note (optionally only those created before `older_than` or tagged)."""
    doomed = [
        n.id
        for n in store.notes.values()
        if (older_than is None or n.created_at < _aware(older_than))
        and (tag is None or tag.lower() in n.tags)
    ]
    for note_id in doomed:
        del store.notes[note_id]
    return f"Purged {len(doomed)} notes; {len(store.notes)} remain."


ADMIN_TOOLS = {"purge_notes": purge_notes}


async def _admin_enabled() -> bool:
    return any(tool.name in ADMIN_TOOLS for tool in await mcp.list_tools())


@mcp.tool(title="Enable admin tools", structured_output=False)
async def enable_admin_tools(ctx: Context) -> str:
    """Register the admin tools (purge_notes) and notify the client that the tool list changed."""
    if await _admin_enabled():
        return "Admin tools already enabled."
    for name, fn in ADMIN_TOOLS.items():
        mcp.add_tool(
            fn,
            name=name,
            title="Purge notes",
            annotations=ToolAnnotations(destructiveHint=True),
            structured_output=False,
        )
    await ctx.session.send_tool_list_changed()
    return f"Enabled admin tools: {', '.join(ADMIN_TOOLS)}."


@mcp.tool(title="Disable admin tools", structured_output=False)
async def disable_admin_tools(ctx: Context) -> str:
    """Unregister the admin tools and notify the client that the tool list changed."""
    if not await _admin_enabled():
        return "Admin tools already disabled."
    for name in ADMIN_TOOLS:
        mcp.remove_tool(name)
    await ctx.session.send_tool_list_changed()
    return "Disabled admin tools."


@mcp.resource("notes://index", name="notes-index", mime_type="application/json")
def notes_index() -> str:
    """Every note's id, title, priority and tags, as JSON."""
    return json.dumps(
        [
            {"id": str(n.id), "title": n.title, "priority": n.priority, "tags": n.tags}
            for n in store.notes.values()
        ],
        indent=2,
    )


@mcp.resource("notes://{note_id}", name="note", mime_type="text/markdown")
def note_resource(note_id: str) -> str:
    """One note rendered as Markdown."""
    try:
        note = store.get(uuid.UUID(note_id))
    except ValueError as exc:
        raise ValueError(f"No note with id {note_id}") from exc
    due = note.due.isoformat() if note.due else "none"
    return (
        f"# {note.title}\n\n{note.body}\n\n"
        f"- priority: {note.priority}\n- tags: {', '.join(note.tags) or 'none'}\n"
        f"- due: {due}\n- done: {str(note.done).lower()}\n"
    )


@mcp.prompt(name="summarize_notes", title="Summarize notes")
def summarize_notes(
    tag: Annotated[str, Field(description="Summarize notes with this tag.")],
    style: Annotated[str, Field(description="'bullets' or 'paragraph'.")] = "bullets",
) -> list[base.Message]:
    """Ask the model to summarize all notes carrying a tag."""
    tagged = [n for n in store.notes.values() if tag.lower() in n.tags]
    listing = "\n".join(f"- {n.title}: {n.body}" for n in tagged) or "(no notes)"
    return [
        base.UserMessage(f"Summarize these notes tagged '{tag}' as {style}:\n\n{listing}"),
        base.AssistantMessage("Here is a summary of the notes:"),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transport", choices=["stdio", "streamable-http"], default="stdio")
    parser.add_argument("--port", type=int, default=8000, help="HTTP port (on 127.0.0.1)")
    args = parser.parse_args(argv)
    if args.transport == "streamable-http":
        mcp.settings.host = "127.0.0.1"
        mcp.settings.port = args.port
    mcp.run(transport=args.transport)


if __name__ == "__main__":
    main()
