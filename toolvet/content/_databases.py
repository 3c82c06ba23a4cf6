"""Hyperscan databases compiled once per rule set and machine, then loaded from a disk cache.

Compiling the guard's rules takes seconds of CPU; loading a serialized database takes
milliseconds. Every `toolvet serve` and `load_tools` would otherwise pay the compile at start.
The cache is keyed by the rules themselves, the flags and Hyperscan's version, so a changed rule
compiles anew; a file that does not load (another CPU, a torn write) is compiled over. A load
marks its file as used; a compile removes the databases no one has used for STALE_AFTER (the
rules of earlier versions), so the cache holds what is in use, not every rule set ever built."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import platform
import time
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path

import hyperscan

from toolvet._files import write_atomically

log = logging.getLogger("toolvet.content")

CACHE_ENV = "TOOLVET_CACHE_DIR"
STALE_AFTER = 30 * 24 * 3600  # seconds unused before a cached database is removed


def cache_directory() -> Path:
    """$TOOLVET_CACHE_DIR, else $XDG_CACHE_HOME/toolvet, else ~/.cache/toolvet."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "toolvet"


def _key(expressions: Sequence[bytes], ids: Sequence[int], flags: Sequence[int]) -> str:
    digest = hashlib.sha256()
    for part in (version("hyperscan"), platform.machine(), repr(list(ids)), repr(list(flags))):
        digest.update(part.encode() + b"\0")
    for expression in expressions:
        digest.update(expression + b"\0")
    return digest.hexdigest()[:32]


def compiled(
    expressions: Sequence[bytes], ids: Sequence[int], flags: Sequence[int]
) -> hyperscan.Database:
    """A block-mode database of `expressions`: from the cache when it holds these rules, else
    compiled now and written to the cache."""
    path = cache_directory() / f"hyperscan-{_key(expressions, ids, flags)}.db"
    try:
        database = hyperscan.loadb(path.read_bytes(), hyperscan.HS_MODE_BLOCK)
        # A loaded database has no scratch space of its own, as a compiled one has.
        database.scratch = hyperscan.Scratch(database)
        _mark_used(path)
        return database
    except (OSError, hyperscan.error):
        pass  # not cached yet, or cached for another machine: compile it
    _remove_stale(path.parent)
    database = hyperscan.Database()
    database.compile(expressions=list(expressions), ids=list(ids), elements=len(ids),
                     flags=list(flags))  # fmt: skip
    try:
        write_atomically(path, hyperscan.dumpb(database))
    except OSError as error:  # a read-only home only costs the compile
        log.debug("content guard: the compiled rules were not cached in %s: %s", path, error)
    return database


def _mark_used(path: Path) -> None:
    """Set the file's time to now: it is in use, whatever its age (in a read-only cache it is
    never pruned anyway)."""
    with contextlib.suppress(OSError):
        os.utime(path)


def _remove_stale(directory: Path) -> None:
    """Remove the cached databases not loaded or written for STALE_AFTER."""
    cutoff = time.time() - STALE_AFTER
    try:
        stale = [p for p in directory.glob("hyperscan-*.db") if p.stat().st_mtime < cutoff]
    except OSError:
        return
    for path in stale:
        try:
            path.unlink()
        except OSError:
            continue
        log.debug("content guard: removed %s, unused for %d days", path, STALE_AFTER // 86400)
