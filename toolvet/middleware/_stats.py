"""Counters per tool and code (checked, invalid, repaired, retried, exhausted), mirrored to logging."""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Iterable
from typing import Literal

from toolvet.middleware._calls import CallVerdict

logger = logging.getLogger("toolvet.middleware")

Event = Literal["checked", "invalid", "repaired", "retried", "exhausted"]
EVENTS: tuple[Event, ...] = ("checked", "invalid", "repaired", "retried", "exhausted")


class ValidationStats:
    """What the middleware saw, counted per (event, tool, code); thread-safe.

    - `checked`: every call checked, by verdict (`valid`, `repaired`, `invalid`, `warned`,
      `skipped`);
    - `invalid`: every issue found, by issue code (`type`, `missing_required`, ..., and
      `not_json`, `unknown_tool`, `rule`);
    - `repaired`: every repair made, by repair code;
    - `retried`: each issue of a call the model was asked to correct;
    - `exhausted`: each issue still there when the retries ran out.

    Each event is also a log record on the `toolvet.middleware` logger, with the structured
    fields in `extra` (`toolvet_event`, `toolvet_tool`, `toolvet_codes`, `toolvet_attempt`,
    `toolvet_call_id`).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: Counter[tuple[str, str, str]] = Counter()

    def count(self, event: Event, tool: str | None = None, code: str | None = None) -> int:
        """The total for an event, optionally for one tool and/or one code."""
        with self._lock:
            return sum(
                n
                for (e, t, c), n in self._counts.items()
                if e == event and (tool is None or t == tool) and (code is None or c == code)
            )

    def as_dict(self) -> dict[str, dict[str, dict[str, int]]]:
        """`{event: {tool: {code: n}}}` for every event seen."""
        out: dict[str, dict[str, dict[str, int]]] = {}
        with self._lock:
            for (event, tool, code), n in sorted(self._counts.items()):
                out.setdefault(event, {}).setdefault(tool, {})[code] = n
        return out

    def reset(self) -> None:
        with self._lock:
            self._counts.clear()

    def _add(self, event: Event, tool: str, codes: Iterable[str]) -> None:
        with self._lock:
            for code in codes:
                self._counts[(event, tool, code)] += 1

    def record_checked(self, verdicts: Iterable[CallVerdict], attempt: int) -> None:
        for v in verdicts:
            self._add("checked", v.name, [v.status])
            if v.issues and v.status in ("invalid", "warned"):
                self._add("invalid", v.name, [i.code for i in v.issues])
                level = logging.WARNING if v.status == "warned" else logging.INFO
                what = "runs anyway (mode: warn)" if v.status == "warned" else "is invalid"
                _log(level, "invalid", v, attempt, f"tool call %s to %r {what}: %s")
            if v.repairs:
                self._add("repaired", v.name, [r.code for r in v.repairs])
                _log(logging.INFO, "repaired", v, attempt, "tool call %s to %r repaired: %s")
            if v.warnings and v.status in ("valid", "repaired"):
                _log(logging.INFO, "warning", v, attempt, "tool call %s to %r has warnings: %s")

    def record_retried(self, verdicts: Iterable[CallVerdict], attempt: int) -> None:
        for v in verdicts:
            self._add("retried", v.name, v.codes)
            _log(
                logging.INFO, "retried", v, attempt, "asking the model to correct call %s to %r: %s"
            )

    def record_exhausted(self, verdicts: Iterable[CallVerdict], attempt: int) -> None:
        for v in verdicts:
            self._add("exhausted", v.name, v.codes)
            _log(
                logging.WARNING,
                "exhausted",
                v,
                attempt,
                "call %s to %r still invalid after the last retry: %s",
            )


def _log(level: int, event: str, verdict: CallVerdict, attempt: int, text: str) -> None:
    if not logger.isEnabledFor(level):
        return
    if event == "repaired":
        codes = [r.code for r in verdict.repairs]
    elif event == "warning":
        codes = [w.code for w in verdict.warnings]
    else:
        codes = verdict.codes
    logger.log(
        level,
        text,
        verdict.id,
        verdict.name,
        ", ".join(codes),
        extra={
            "toolvet_event": event,
            "toolvet_tool": verdict.name,
            "toolvet_codes": codes,
            "toolvet_attempt": attempt,
            "toolvet_call_id": verdict.id,
        },
    )
