"""A tool index kept in step with a changing set of tools off the event loop, in a worker thread."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import anyio
import anyio.to_thread

from ._index import ToolIndex


class KeptIndex:
    """A ToolIndex brought in step with the tools last `want`ed, in a worker thread.

    `want` is cheap and synchronous (what a synchronous rebuild of a catalog calls); the indexing
    itself (seconds for thousands of tools) runs in a worker thread, one refresh at a time, so the
    event loop keeps serving meanwhile. `current` is what a search awaits: it returns the index
    only once it holds the tools last wanted, awaiting the refresh in progress (and running one
    more if the tools changed again meanwhile). A search therefore never answers from a stale
    index, and never reads one that a thread is changing: the refresh holds a lock for as long as
    its thread runs, and the index is handed out only when no refresh is due.
    """

    def __init__(self, index: ToolIndex | None = None) -> None:
        self._index = index if index is not None else ToolIndex()
        self._wanted: Mapping[str, Mapping[str, Any]] = {}
        self._groups: Mapping[str, str] = {}
        self._asked = 0  # how many times tools were wanted
        self._held = 0  # which of those the index holds
        self._lock = anyio.Lock()
        self._due = anyio.Event()  # set when tools were wanted since `keep` last woke

    @property
    def stale(self) -> bool:
        """Whether the index does not hold the tools last wanted yet."""
        return self._held != self._asked

    def want(self, tools: Mapping[str, Mapping[str, Any]],
             groups: Mapping[str, str] | None = None) -> None:
        """Ask for the index to hold exactly `tools` (key -> definition, not changed afterwards),
        each in its server's group of `groups` (key -> server); the work is done by the next
        `current` (or by `keep`, at once)."""
        self._wanted, self._groups = tools, groups or {}
        self._asked += 1
        self._due.set()

    async def current(self) -> ToolIndex:
        """The index, holding the tools last wanted (their refresh awaited, or run in a worker
        thread); search it before the next await."""
        while self.stale:
            async with self._lock:
                asked, tools, groups = self._asked, self._wanted, self._groups
                if self._held != asked:
                    # Not abandoned on cancellation: the lock is held until the thread is done.
                    await anyio.to_thread.run_sync(self._index.sync, tools, groups)
                    self._held = asked
        return self._index

    async def keep(self) -> None:
        """Refresh the index as soon as tools are wanted, until cancelled (a task beside the
        searches, so that a change is usually indexed before a search asks for it)."""
        while True:
            await self._due.wait()
            self._due = anyio.Event()
            await self.current()
