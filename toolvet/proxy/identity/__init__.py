"""Who calls and what they may use: the bearer token checked (static or a JWT), the access rules."""

from toolvet.proxy.identity._access import Access, View, names, refusal
from toolvet.proxy.identity._identity import (
    Authenticator,
    Caller,
    KeysUnavailable,
    Refusal,
    SigningKeys,
    challenge,
    resource_metadata_url,
)

__all__ = [
    "Access",
    "Authenticator",
    "Caller",
    "KeysUnavailable",
    "Refusal",
    "SigningKeys",
    "View",
    "challenge",
    "names",
    "refusal",
    "resource_metadata_url",
]
