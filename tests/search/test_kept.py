"""The index kept off the event loop: each change indexed in a worker thread while the loop keeps
serving, and a search during a refresh awaiting it, so that it finds the tools just added."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import anyio
import anyio.from_thread
from anyio import wait_all_tasks_blocked

from tests.data.search import evaluation
from toolvet.search import KeptIndex, ToolIndex


class ObservedIndex(ToolIndex):
    """A real index whose refresh says when it starts (from its worker thread: anyio refuses the
    call from the event loop's own thread) and can be held before it ends."""

    def __init__(self) -> None:
        super().__init__()
        self.started = anyio.Event()
        self.release: anyio.Event | None = None  # when set: the refresh ends only once released
        self.ended_after: int | None = None  # the loop's ticks counted when the refresh ended
        self.ticks = 0

    def sync(self, tools: Mapping[str, Mapping[str, Any]],
             groups: Mapping[str, str] | None = None) -> None:
        anyio.from_thread.run_sync(self.started.set)
        super().sync(tools, groups)
        self.ended_after = self.ticks
        if self.release is not None:
            anyio.from_thread.run(self.release.wait)


def servers_tools(copies: int) -> dict[str, dict[str, Any]]:
    """The evaluation catalog under `copies` server prefixes, by name."""
    catalog = evaluation.catalog()
    return {f"s{n}__{t['name']}": {**t, "name": f"s{n}__{t['name']}"}
            for n in range(copies) for t in catalog}


async def test_the_event_loop_keeps_serving_while_a_large_refresh_runs() -> None:
    observed = ObservedIndex()
    kept = KeptIndex(observed)
    tools = servers_tools(2)  # about 2,600 tools: a second or more of indexing

    async def tick() -> None:  # a task that must make progress while the thread indexes
        await observed.started.wait()
        while observed.ended_after is None:
            observed.ticks += 1
            await anyio.sleep(0)

    async with anyio.create_task_group() as group:
        group.start_soon(tick)
        kept.want(tools)
        index = await kept.current()
    assert len(index) == len(tools)
    assert observed.ended_after  # the loop went round while the refresh ran in its thread


async def test_a_search_during_a_refresh_awaits_it_and_finds_the_new_tools() -> None:
    observed = ObservedIndex()
    kept = KeptIndex(observed)
    email = {"name": "send_email", "description": "Send an email message."}
    kept.want({"send_email": email})
    assert [key for key, _ in (await kept.current()).search("email")] == ["send_email"]
    observed.started, observed.release = anyio.Event(), anyio.Event()
    found: list[str] = []

    async def search() -> None:
        index = await kept.current()
        found.extend(key for key, _ in index.search("convert currency dollars"))

    async with anyio.create_task_group() as group:
        group.start_soon(kept.keep)
        kept.want({**servers_tools(1), "send_email": email})
        await observed.started.wait()  # the refresh runs in its thread, and is held there
        group.start_soon(search)
        await wait_all_tasks_blocked()
        assert kept.stale and not found  # the search waits for the refresh, not answered around
        observed.release.set()
        while not found:
            await anyio.sleep(0)
        group.cancel_scope.cancel()
    assert not kept.stale
    assert len(found) == 5 and all(name.startswith("s0__") for name in found)  # the new tools
    assert any("currency" in observed.tool(name)["description"].lower() for name in found)


async def test_the_servers_of_the_tools_wanted_group_them_in_the_index() -> None:
    observed = ObservedIndex()
    kept = KeptIndex(observed)
    notes = {"name": "notes__create", "description": "Create a note in the notebook."}
    budget = {"name": "budget__create", "description": "Create a budget category."}
    kept.want({"notes__create": notes, "budget__create": budget},
              {"notes__create": "notes", "budget__create": "budget"})
    index = await kept.current()
    assert index.group_of("notes__create") == "notes"
    kept.want({"notes__create": notes})  # no groups given: the tool is in none any more
    index = await kept.current()
    assert index.group_of("notes__create") is None
