"""One caller cannot take every session: past `proxy.http.max_sessions_per_caller` its new sessions
are refused with 429 (naming the limit and its key) while other callers still open theirs, up to
`proxy.http.max_sessions` for all. Callers are OAuth clients of a real authorization server."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, Client
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    HttpProxy,
    python_server,
    write_config,
)

BOB = Client("bob", "bob-secret-bob-secret-bob", "mcp")
ALICE = Client("alice", "alice-secret-alice-secret", "mcp")
CAROL = Client("carol", "carol-secret-carol-secret", "mcp")
SCRAPER = Client("scraper", "scraper-secret-scraper-secret", "mcp toolvet:ops")
PER_CALLER, ALL = 3, 8


class Capped:
    def __init__(self, directory: pytest.TempPathFactory) -> None:
        self.issuer = AuthorizationServer([BOB, ALICE, CAROL, SCRAPER]).start()
        port = free_port()
        self.resource = f"http://127.0.0.1:{port}/mcp"
        config = write_config(
            directory.mktemp("caps") / "servers.json",
            {"notes": python_server(NOTES_SERVER)},
            auth={"oauth": {"issuer": self.issuer.issuer, "audience": self.resource}},
            http={"max_sessions": ALL, "max_sessions_per_caller": PER_CALLER},
        )
        self.proxy = HttpProxy(config, port=port).start()

    def bearer(self, client: Client) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.issuer.token(client, self.resource)}"}

    def open(self, bearer: dict[str, str], count: int) -> list[httpx.Response]:
        """`count` new sessions, one after the other."""
        headers = {**MCP_HEADERS, **bearer}
        return [
            httpx.post(self.resource, json=INITIALIZE, headers=headers, timeout=30)
            for _ in range(count)
        ]

    def close(self) -> None:
        self.proxy.stop()
        self.issuer.stop()


@pytest.fixture
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Capped]:
    setup = Capped(tmp_path_factory)
    try:
        yield setup
    finally:
        setup.close()


def test_one_caller_past_its_cap_is_refused_and_the_others_still_get_sessions(
    capped: Capped,
) -> None:
    bob = capped.bearer(BOB)
    opened = capped.open(bob, ALL)
    assert [r.status_code for r in opened] == [200] * PER_CALLER + [429] * (ALL - PER_CALLER)
    refused = opened[-1]
    assert int(refused.headers["retry-after"]) >= 1
    assert "mcp-session-id" not in refused.headers
    error = refused.json()
    assert error["id"] == INITIALIZE["id"] and error["error"]["code"] == -32000
    assert error["error"]["message"].startswith(
        f"Too Many Requests: caller 'bob' has {PER_CALLER} sessions open, the most one caller may"
        " keep (proxy.http.max_sessions_per_caller)"
    )

    # Alice is not locked out by Bob; everyone together still meets proxy.http.max_sessions.
    assert [r.status_code for r in capped.open(capped.bearer(ALICE), PER_CALLER)] == [
        200
    ] * PER_CALLER
    carol = capped.open(capped.bearer(CAROL), 3)
    assert [r.status_code for r in carol] == [200, 200, 503]
    assert "proxy.http.max_sessions)" in carol[-1].json()["error"]["message"]

    # A session Bob ends makes room for another of his.
    ended = httpx.delete(
        capped.resource,
        headers={**bob, "mcp-session-id": opened[0].headers["mcp-session-id"]},
        timeout=30,
    )
    assert ended.status_code == 200
    assert [r.status_code for r in capped.open(bob, 2)] == [200, 429]

    metrics = httpx.get(
        f"{capped.proxy.base}/metrics", headers=capped.bearer(SCRAPER), timeout=30
    ).text
    counts = {
        sample.name: sample.value
        for family in text_string_to_metric_families(metrics)
        for sample in family.samples
    }
    assert counts["toolvet_caller_sessions_refused_total"] == ALL - PER_CALLER + 1
    assert counts["toolvet_client_sessions_refused_total"] == 1
    assert counts["toolvet_client_sessions"] == ALL
