"""`toolvet.upstream.login` and `logout`, the public calls behind `toolvet login` and `toolvet
logout`, in process: what they refuse before any network, and what logging out does to the store."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolvet.config import Config, parse_config
from toolvet.upstream import LoginConfigError, Logout, login, logout
from toolvet.upstream._token_store import StoredLogin, TokenStore

WITHOUT_REFRESH = StoredLogin(
    "access-token", None, None, None, "https://as.example/token", None,
    "https://tools.example/mcp", "toolvet-cli", None, "none",
)  # fmt: skip


def config(tmp_path: Path) -> Config:
    servers = {
        "code": {"url": "https://tools.example/mcp", "auth": {"grant": "authorization_code"}},
        "notes": {"command": "notes-server"},
    }
    proxy = {"token_store": str(tmp_path / "tokens.json")}
    return parse_config({"mcpServers": servers, "proxy": proxy}, source="servers.json")


async def test_logout_removes_the_stored_login_and_says_where(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / "tokens.json")
    store.put("code", WITHOUT_REFRESH)

    assert await logout(config(tmp_path), "code") == Logout(True, None, store.path)
    assert store.get("code") is None
    assert await logout(config(tmp_path), "code") == Logout(False, None, store.path)


async def test_logout_of_a_server_the_config_lacks_names_the_servers_it_has(
    tmp_path: Path,
) -> None:
    with pytest.raises(LoginConfigError) as raised:
        await logout(config(tmp_path), "cod")
    assert str(raised.value) == (
        "servers.json: mcpServers has no server 'cod'; did you mean 'code'? (its servers: code,"
        f" notes); no tokens are stored for it in {tmp_path / 'tokens.json'}"
    )


async def test_login_refuses_a_server_it_cannot_log_in_to_before_it_listens(
    tmp_path: Path,
) -> None:
    with pytest.raises(LoginConfigError, match=r"mcpServers\.notes is a stdio server"):
        await login(config(tmp_path), "notes", open_browser=False)
    assert not (tmp_path / "tokens.json").exists()
