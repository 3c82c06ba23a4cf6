"""The config served and its reloads, and the rate-limit store: what /healthz and /metrics say of
them."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolvet.pipeline import RateStore

RESULTS = ("applied", "unchanged", "refused")
"""What a reload can end in: applied (something changed), unchanged (the files hold what is
served), refused (the new config did not load; the old one serves on)."""


@dataclass
class ReloadStatus:
    """The config being served and its reloads, for /healthz and /metrics."""

    generation: int = 1
    """1 for the config toolvet started with, one more for each reload applied."""
    loaded_at: float = field(default_factory=time.time)
    """When the config being served was loaded (seconds since the epoch)."""
    last_error: str | None = None
    """Why the last reload was refused (None once one is applied, or none was refused)."""
    last_error_at: float | None = None
    results: Counter[str] = field(default_factory=Counter)
    """Reloads by result (RESULTS)."""

    def applied(self) -> None:
        self.generation += 1
        self.loaded_at = time.time()
        self.last_error = self.last_error_at = None
        self.results["applied"] += 1

    def unchanged(self) -> None:
        self.results["unchanged"] += 1

    def refused(self, error: str) -> None:
        self.last_error, self.last_error_at = error, time.time()
        self.results["refused"] += 1

    def health(self) -> dict[str, Any]:
        """The `config` block of /healthz."""
        return {
            "generation": self.generation,
            "loaded_at": _timestamp(self.loaded_at),
            "last_error": self.last_error,
            **({"last_error_at": _timestamp(self.last_error_at)} if self.last_error_at else {}),
        }


def store_health(store: RateStore) -> dict[str, Any]:
    """The `rate_limits` block of /healthz: the store (a Redis URL without its password), up,
    down or unknown (not checked yet), and since when."""
    return {"store": store.name, "state": store.state, "since": _timestamp(store.since)}


def _timestamp(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


__all__ = ["RESULTS", "ReloadStatus", "store_health"]
