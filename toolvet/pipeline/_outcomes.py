"""The one vocabulary of what became of a call: metric labels, span verdicts, audit events and
the middleware's verdicts all use these names."""

from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    """What became of one `tools/call`."""

    ACCEPTED = "accepted"
    """Sent on as it came (valid, or not checked)."""
    REPAIRED = "repaired"
    """Sent on with repaired arguments."""
    WARNED = "warned"
    """Invalid, but sent on as it came (the server's policy is `mode: warn`)."""
    REJECTED = "rejected"
    """Invalid: answered with the issues, not sent."""
    BLOCKED = "blocked"
    """Not sent: the tool's inputSchema cannot be used and `invalid_schema` is `block`, or the
    arguments hold a secret and the content guard's `secrets.arguments` is `block`."""
    DENIED = "denied"
    """The caller may not use the tool: not sent."""
    LIMITED = "limited"
    """The arguments exceed `proxy.limits`: not sent."""
    RATE_LIMITED = "rate_limited"
    """The call is over a limit of `proxy.rate_limits` (or their store is unreachable and
    `on_store_error` is `refuse`): not sent."""
    WITHHELD = "withheld"
    """The tool is withheld (drifted from the lock, its constraint cannot apply, or the content
    guard found its definition poisoned): not sent."""
    UNKNOWN_TOOL = "unknown_tool"
    """No tool of that name: not sent."""
    UNAVAILABLE = "unavailable"
    """The tool's server is not connected: not sent."""
    FAILED = "failed"
    """A step raised, or the server did not answer it: the call did not complete."""

    @property
    def forwards(self) -> bool:
        """Whether a call with this outcome was sent on to its tool."""
        return self in FORWARDING


FORWARDING = frozenset({Outcome.ACCEPTED, Outcome.REPAIRED, Outcome.WARNED})
REFUSALS = frozenset(
    {
        Outcome.REJECTED,
        Outcome.BLOCKED,
        Outcome.DENIED,
        Outcome.LIMITED,
        Outcome.RATE_LIMITED,
        Outcome.WITHHELD,
        Outcome.UNKNOWN_TOOL,
    }
)
"""The outcomes that answer a call without running it (a span's error)."""
