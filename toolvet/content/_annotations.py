"""Annotations that contradict their tool: one named for deleting marked read-only."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolvet.content._findings import Finding

FALSE_READ_ONLY = "annotation.false_read_only"
# A name's words (snake, kebab, dotted or camel case), and the verbs a tool's name leads with:
# the first of them says what the tool does ("salesforce_delete_records" deletes, whatever its
# vendor prefix; "list_removed_subscribers" lists).
_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_DESTRUCTIVE = frozenset({"delete", "remove", "drop", "destroy", "wipe", "purge", "erase",
                          "truncate", "revoke", "uninstall", "terminate", "kill", "rm"})
_OTHER_VERBS = frozenset({
    "get", "list", "read", "fetch", "search", "find", "query", "show", "describe", "check", "view",
    "create", "add", "new", "insert", "update", "set", "edit", "modify", "patch", "put", "post",
    "send", "run", "execute", "start", "stop", "open", "close", "download", "upload", "export",
    "import", "copy", "move", "rename", "archive", "restore", "count", "lookup", "analyze",
    "analyse", "validate", "generate", "convert", "translate", "summarize", "summarise"})


def false_read_only(tool: Mapping[str, Any]) -> Finding | None:
    """A tool whose name leads with a deleting verb and whose annotations say it is read-only:
    a client that trusts the hint runs it unasked."""
    annotations = tool.get("annotations")
    name = tool.get("name")
    if not isinstance(annotations, Mapping) or annotations.get("readOnlyHint") is not True:
        return None
    if not isinstance(name, str):
        return None
    for word in (w.lower() for w in _WORD.findall(name)):
        if word in _DESTRUCTIVE:
            return Finding(FALSE_READ_ONLY, "instruction", "/annotations/readOnlyHint", 0, 0,
                           f"{name!r} is marked readOnlyHint: true")
        if word in _OTHER_VERBS:
            return None
    return None
