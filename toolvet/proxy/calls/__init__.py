"""tools/call: the call handler that runs the pipeline of steps, and the proxy's recorder."""

from toolvet.proxy.calls._calls import CallHandler, session_of
from toolvet.proxy.calls._discovery import Discovery

__all__ = [
    "CallHandler",
    "Discovery",
    "session_of",
]
