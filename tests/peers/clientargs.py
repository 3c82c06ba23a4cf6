"""The command line every peer client shares (standard library only: the clients run in .venv
and .venv-modern): `[options] URL` or `[options] -- COMMAND [ARGS...]`, `--steps JSON` (else
stdin) and `--elicit accept:key=value,...|decline|cancel`."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any


@dataclass
class ClientArgs:
    url: str | None
    command: list[str]
    steps: list[dict[str, Any]]
    elicit: str
    options: argparse.Namespace
    """The client's own options, added with `extra`."""


def parse(doc: str | None, argv: list[str] | None = None, extra: Any = None) -> ClientArgs:
    """Parse the shared command line; `extra(parser)` adds a client's own options."""
    argv = sys.argv[1:] if argv is None else argv
    command: list[str] = []
    if "--" in argv:
        split = argv.index("--")
        argv, command = argv[:split], argv[split + 1 :]
    parser = argparse.ArgumentParser(
        description=doc, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("url", nargs="?")
    parser.add_argument("--steps")
    parser.add_argument("--elicit", default="decline")
    if extra is not None:
        extra(parser)
    options = parser.parse_args(argv)
    if not options.url and not command:
        parser.error("give a URL, or -- COMMAND ARGS for a stdio server")
    steps = json.loads(options.steps if options.steps is not None else sys.stdin.read())
    return ClientArgs(options.url, command, steps, options.elicit, options)


def elicit_answer(spec: str) -> tuple[str, dict[str, Any] | None]:
    """`accept:confirm=true,n=3`, `decline` or `cancel` as (action, content); values are JSON
    when they parse as JSON."""
    action, _, fields = spec.partition(":")
    if action not in ("accept", "decline", "cancel"):
        raise SystemExit(f"bad --elicit {spec!r}")
    if action != "accept":
        return action, None
    content: dict[str, Any] = {}
    for pair in filter(None, fields.split(",")):
        key, _, raw = pair.partition("=")
        try:
            content[key] = json.loads(raw)
        except ValueError:
            content[key] = raw
    return action, content
