"""Compile the content guard's rules and read its models before the first scan needs them."""

from __future__ import annotations

from toolvet.content._definitions import scan_definition
from toolvet.content._result_classifier import result_classifier
from toolvet.content._results import scan_result
from toolvet.content._secrets import find_secrets
from toolvet.content._text import decode_payloads


def warm_up() -> None:
    """Compile every rule database now: the first scan of a definition or a result compiles the
    instruction rules (seconds), which a front door does in a worker thread at start rather
    than on its event loop, in the middle of a listing or a call."""
    scan_definition({"name": "warm_up", "description": "Compiles the rules."})
    scan_result("")
    result_classifier()
    find_secrets("")
    decode_payloads("")
    decode_payloads("", hexes=False)
