"""Exposed names: one namespace over many servers, collision-safe, within what every client accepts."""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from toolvet.pipeline._lists import Listed, ListNext

if TYPE_CHECKING:
    from toolvet.config import ProxySettings

log = logging.getLogger("toolvet.pipeline")

VALID_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_INVALID_CHARS = re.compile(r"[^A-Za-z0-9_-]")
MAX_NAME = 64
_HASH_CHARS = 8


def safe_name(name: str) -> str:
    """`name` if every client accepts it; else a deterministic stand-in: cleaned, cut, hash-suffixed."""
    if VALID_NAME.match(name):
        return name
    cleaned = _INVALID_CHARS.sub("_", name) or "tool"
    suffix = hashlib.sha256(name.encode()).hexdigest()[:_HASH_CHARS]
    return f"{cleaned[: MAX_NAME - _HASH_CHARS - 1]}_{suffix}"


def expose(
    entries: Iterable[tuple[str, str]],
    *,
    namespacing: str,
    separator: str,
    taken: Mapping[str, tuple[str, str]] | None = None,
) -> tuple[dict[str, tuple[str, str]], list[str]]:
    """Map exposed names to (server, name) for `entries` of (server, name), in order.

    `auto` prefixes `<server><separator>` only to names more than one server has; `always` to
    every name; `never` to none (a later duplicate is dropped, with a warning). `taken`: names
    already given (the operator's renames, name -> (server, tool)), which an entry's name must
    keep clear of as of another server's. Every exposed name matches `^[A-Za-z0-9_-]{1,64}$`.
    Returns the map (without `taken`) and the warnings.
    """
    entries = list(entries)
    counts: dict[str, int] = {}
    for _, name in entries:
        counts[name] = counts.get(name, 0) + 1
    exposed: dict[str, tuple[str, str]] = dict(taken or {})
    warnings: list[str] = []
    for server, name in entries:
        prefixed = namespacing == "always" or (namespacing == "auto" and counts[name] > 1)
        candidate = safe_name(f"{server}{separator}{name}" if prefixed else name)
        if candidate in exposed:
            other = exposed[candidate]
            if namespacing == "never":
                what = "a tool renamed to" if taken and candidate in taken else "a tool of"
                warnings.append(
                    f"'{name}' of server '{server}' is hidden: server '{other[0]}' has {what} the"
                    " same name and namespacing is 'never'"
                )
                continue
            candidate = safe_name(f"{server}{separator}{name}")
            if candidate in exposed:  # the prefixed form collides too: make it unique by hash
                digest = hashlib.sha256(f"{server}\0{name}".encode()).hexdigest()[:_HASH_CHARS]
                candidate = f"{candidate[: MAX_NAME - _HASH_CHARS - 1]}_{digest}"
        exposed[candidate] = (server, name)
    for name in taken or {}:
        del exposed[name]
    return exposed, warnings


class RenameClashStep:
    """For a front door that lists tools under their upstream names (`load_tools`): a tool whose
    name the operator gave another tool (`tools.rename`) is named as the proxy names it, its
    server's prefix before it (`<server><separator><tool>`, clear of every other name), or hidden
    with namespacing 'never' (logged), as the proxy does. The view check says where the rename
    is and what the tool is now called."""

    def __init__(self, settings: ProxySettings) -> None:
        self.settings = settings

    def __call__(self, tools: list[Listed], next: ListNext) -> list[Listed]:
        renamed = {t.name for t in tools if t.renamed}
        clashing = {(t.server, t.tool): t for t in tools if not t.renamed and t.name in renamed}
        if not clashing:
            return next(tools)
        named = {t.name: (t.server, t.tool) for t in tools if (t.server, t.tool) not in clashing}
        pushed, warnings = expose(
            list(clashing),
            namespacing="never" if self.settings.namespacing == "never" else "always",
            separator=self.settings.separator,
            taken=named,
        )
        for warning in warnings:
            log.warning("%s", warning)
        for name, target in pushed.items():
            clashing.pop(target).name = name
        return next([t for t in tools if (t.server, t.tool) not in clashing])
