"""The SDKs' OAuth `TokenStorage`, in memory: a test's client lives for one run (standard library
only, for the clients of both virtualenvs)."""

from __future__ import annotations

from typing import Any


class MemoryTokens:
    def __init__(self) -> None:
        self.tokens: Any = None
        self.client_info: Any = None

    async def get_tokens(self) -> Any:
        return self.tokens

    async def set_tokens(self, tokens: Any) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> Any:
        return self.client_info

    async def set_client_info(self, client_info: Any) -> None:
        self.client_info = client_info
