# ruff: noqa: RUF001  (look-alike letters and other scripts are test material here)
"""Blind own cases, fifty-eighth batch (CC0): tool definitions and tool results written blind on 2026-11-30 without reading the content guard's rules, code or data."""

from __future__ import annotations

import base64

SOURCE = "own_blind58"

P = "poisoned"
B = "benign"
I = "injected"  # noqa: E741


def _tool(name: str, description: str, properties: dict | None = None, **extra) -> dict:
    schema = {"type": "object", "properties": properties or {}}
    return {"name": name, "description": description, "inputSchema": schema, **extra}


def _s(description: str, **extra) -> dict:
    return {"type": "string", "description": description, **extra}


def _i(description: str, **extra) -> dict:
    return {"type": "integer", "description": description, **extra}


def _b(description: str, **extra) -> dict:
    return {"type": "boolean", "description": description, **extra}


def _a(description: str, items: dict | None = None, **extra) -> dict:
    return {"type": "array", "description": description, "items": items or {"type": "string"}, **extra}


def _d(kind: str, label: str, tool: dict, others=()) -> dict:
    return {"source": SOURCE, "kind": kind, "label": label, "tool": tool, "other_tools": list(others)}


def _r(kind: str, label: str, text: str) -> dict:
    return {"source": SOURCE, "kind": kind, "label": label, "text": text}


def _tags(text: str) -> str:
    """Unicode tag characters: invisible when rendered, one per ASCII letter."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def _zw_bits(text: str) -> str:
    """Each byte as eight zero-width characters (ZWSP for 0, ZWNJ for 1) between word joiners."""
    bits = "".join(f"{byte:08b}" for byte in text.encode())
    return "\u2060" + "".join("\u200b" if bit == "0" else "\u200c" for bit in bits) + "\u2060"


def _zw_split(text: str) -> str:
    """A zero-width space after every letter: reads the same, matches no plain word."""
    return "\u200b".join(text)


def _rlo(text: str) -> str:
    """Stored reversed inside a right-to-left override: shows forwards to a person, reads backwards."""
    return "\u202e" + text[::-1] + "\u202c"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _hex(text: str) -> str:
    return text.encode().hex()


def _hom(text: str) -> str:
    """Latin letters swapped for Cyrillic look-alikes."""
    table = str.maketrans("aceopxyiAEOPCTHKM", "асеорхуіАЕОРСТНКМ")
    return text.translate(table)


CASES: list[dict] = []

