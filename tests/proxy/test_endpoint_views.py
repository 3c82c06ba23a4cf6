"""An endpoint's view in process: what `View` shows, the access rules narrowed to it
(`Access.within`), and each endpoint's wiring and protected resource (`endpoints`)."""

from __future__ import annotations

import pytest

from toolvet.config import AccessRule, ProxySettings
from toolvet.proxy._endpoints import endpoints
from toolvet.proxy.identity import Access, Caller, View
from toolvet.proxy.sessions import Caching, SessionWiring

SUPPORT = View("/mcp/support", ["crm/*", "kb/search"], "search")
READER = Caller("reader", scopes=frozenset({"read"}))


def test_a_view_shows_the_tools_and_servers_its_globs_name() -> None:
    assert SUPPORT.shows("crm", "create_ticket") and SUPPORT.shows("kb", "search")
    assert not SUPPORT.shows("kb", "delete") and not SUPPORT.shows("ops", "deploy")
    assert SUPPORT.shows_server("crm") and not SUPPORT.shows_server("kb")


def test_access_within_a_view_allows_what_both_allow() -> None:
    access = Access([AccessRule(scopes=["read"], tools=["*/search", "crm/get_*"])])
    within = access.within(SUPPORT)
    assert within.restricted and access.within(None) is access
    assert within.allows_tool(READER, "kb", "search")
    assert within.allows_tool(READER, "crm", "get_ticket")
    assert not within.allows_tool(READER, "crm", "create_ticket")  # the rules say no
    assert not within.allows_tool(READER, "docs", "search")  # the view says no
    assert within.uses_server(READER, "crm", [("crm", "get_ticket")])
    assert not within.uses_server(READER, "docs", [("docs", "search")])


def test_without_rules_a_view_alone_decides() -> None:
    within = Access(None).within(SUPPORT)
    assert within.allows_tool(None, "kb", "search")
    assert within.allows_server(None, "crm") and not within.allows_server(None, "ops")


async def _nothing(*args: object) -> None:
    return None


@pytest.fixture
def wiring() -> SessionWiring:
    return SessionWiring(
        tables={},
        unknown=_nothing,
        notified=_nothing,
        answered=_nothing,
        opened=lambda session: None,
        closed=_nothing,
        metrics=None,  # type: ignore[arg-type]
        caching=Caching(0, "public"),
    )


def test_each_endpoint_gets_a_wiring_with_its_view_and_an_audience_of_its_own(
    wiring: SessionWiring,
) -> None:
    settings = ProxySettings.model_validate(
        {
            "discovery": "list",
            "auth": {
                "oauth": {"issuer": "https://as.example", "audience": "https://h.example/mcp"}
            },
            "endpoints": {
                "/mcp/support": {"tools": ["crm/*"], "discovery": "search"},
                "/ops": {"tools": ["*"], "audience": "https://ops.example/"},
            },
        }
    )
    found = endpoints(settings, wiring, None)
    assert list(found) == ["/mcp", "/mcp/support", "/ops"]
    main, support, ops = found.values()
    assert main.wiring is wiring and main.view is None
    assert main.audience == "https://h.example/mcp"
    assert support.wiring.view is support.view and support.view is not None
    assert support.view.discovery == "search" and ops.view is not None
    assert ops.view.discovery == "list"
    assert support.audience == "https://h.example/mcp/support"
    assert support.resource_metadata_url == (
        "https://h.example/.well-known/oauth-protected-resource/mcp/support"
    )
    assert ops.audience == "https://ops.example/"
    assert support.authenticator is not None and support.authenticator.tokens is not None
    assert support.authenticator.tokens.settings.audience == support.audience


@pytest.mark.parametrize(
    ("path", "problem"),
    [
        ("mcp/x", "is not an endpoint path"),
        ("/mcp/x/", "is not an endpoint path"),
        ("/mcp", "is a path toolvet serves itself"),
        ("/.well-known/x", "is a path toolvet serves itself"),
    ],
)
def test_an_endpoint_path_must_be_one_toolvet_can_serve(path: str, problem: str) -> None:
    from toolvet.config import ConfigError, parse_config

    with pytest.raises(ConfigError) as raised:
        parse_config(
            {
                "mcpServers": {"a": {"command": "x"}},
                "proxy": {"endpoints": {path: {"tools": ["*"]}}},
            },
            source="s.json",
        )
    assert "s.json: proxy.endpoints" in str(raised.value) and problem in str(raised.value)
