"""A client's request sent upstream and its answer routed back; the bridge between the eras."""

from toolvet.proxy.forwarding._bridge import Bridge
from toolvet.proxy.forwarding._forwarding import Forwarder, quietly

__all__ = [
    "Bridge",
    "Forwarder",
    "quietly",
]
