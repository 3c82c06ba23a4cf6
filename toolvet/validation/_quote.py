"""A short JSON quote of any value, for messages and structured output."""

from __future__ import annotations

import json
from typing import Any

# How much of a value a message quotes.
_QUOTE_CHARS = 60


def quote(value: Any, limit: int = _QUOTE_CHARS) -> str:
    """A short JSON quote of a value, cut with an ellipsis."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (TypeError, ValueError):
        text = repr(value)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text
