"""Hyperscan databases compiled once per rule set and machine, then loaded from a disk cache.

Compiling the guard's rules takes seconds of CPU; loading a serialized database takes
milliseconds. Every `toolvet serve` and `load_tools` would otherwise pay the compile at start.
The cache is keyed by the rules themselves, the flags and Hyperscan's version, so a changed rule
compiles anew; a file that does not load (another CPU, a torn write) is compiled over."""

from __future__ import annotations

import hashlib
import logging
import os
import platform
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path

import hyperscan

from toolvet._files import write_atomically

log = logging.getLogger("toolvet.content")

CACHE_ENV = "TOOLVET_CACHE_DIR"


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
        return database
    except (OSError, hyperscan.error):
        pass  # not cached yet, or cached for another machine: compile it
    database = hyperscan.Database()
    database.compile(expressions=list(expressions), ids=list(ids), elements=len(ids),
                     flags=list(flags))  # fmt: skip
    try:
        write_atomically(path, hyperscan.dumpb(database))
    except OSError as error:  # a read-only home only costs the compile
        log.debug("content guard: the compiled rules were not cached in %s: %s", path, error)
    return database
