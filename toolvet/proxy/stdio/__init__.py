"""The proxy's own stdin and stdout as message streams."""

from toolvet.proxy.stdio._stdio import stdio_streams

__all__ = [
    "stdio_streams",
]
