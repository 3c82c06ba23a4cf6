"""/mcp serves MCP 2026-07-28 beside the legacy era, seen with a plain HTTP client.

A POST whose MCP-Protocol-Version names 2026-07-28 is served on its own, without a session; its
headers are held against its body as the spec's "Server Validation" asks; answers carry
`resultType`, toolvet's serverInfo and, for cacheable results, caching hints. The upstreams here
are the example servers (legacy era): the client's era and the server's are bridged.
"""

from __future__ import annotations

import json
import uuid

import anyio
import httpx
import pytest

from tests.proxy.support import (
    INITIALIZE,
    INITIALIZED,
    MCP_HEADERS,
    HttpProxy,
    answer_of,
    example_servers,
    headers_for,
    post,
    request,
)
from tests.proxy.support import (
    MODERN_META as META,
)
from tests.proxy.support import (
    MODERN_VERSION as VERSION,
)

HEADER_MISMATCH = -32020
UNSUPPORTED_PROTOCOL_VERSION = -32022


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    directory = tmp_path_factory.mktemp("modern-http")
    config, logs = example_servers(directory)
    with HttpProxy(config) as proxy:
        yield proxy, logs


def test_server_discover_is_answered_from_what_toolvet_knows(served):
    proxy, _ = served
    response = post(proxy, request("server/discover"))
    assert response.status_code == 200 and "mcp-session-id" not in response.headers
    result = response.json()["result"]
    assert result["supportedVersions"] == [VERSION]
    assert result["capabilities"]["tools"] == {"listChanged": True}
    assert result["resultType"] == "complete"
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "toolvet"
    assert result["ttlMs"] == 0 and result["cacheScope"] == "public"
    assert "[notes]" in result["instructions"]


def test_tools_list_is_stamped_cacheable_and_in_a_deterministic_order(served):
    proxy, _ = served
    result = post(proxy, request("tools/list")).json()["result"]
    names = [tool["name"] for tool in result["tools"]]
    assert names == sorted(names) and "forecast" in names
    assert result["resultType"] == "complete"
    assert {"ttlMs", "cacheScope"} <= result.keys()


def test_a_valid_call_is_forwarded_and_answered_without_a_session(served):
    proxy, logs = served
    mark = logs["calendar"].mark()
    body = request("tools/call", {"name": "forecast", "arguments": {"city": "Oslo", "days": 2}})
    response = post(proxy, body)
    assert response.status_code == 200 and "mcp-session-id" not in response.headers
    result = answer_of(response)["result"]
    assert result["resultType"] == "complete" and not result.get("isError")
    assert [e["arguments"] for e in logs["calendar"].since(mark)] == [{"city": "Oslo", "days": 2}]


def test_a_repaired_call_reaches_the_server_repaired(served):
    proxy, logs = served
    mark = logs["calendar"].mark()
    body = request("tools/call", {"name": "forecast", "arguments": {"city": "Oslo", "days": "3"}})
    result = answer_of(post(proxy, body))["result"]
    assert [r["code"] for r in result["_meta"]["toolvet/validation"]["repairs"]] == [
        "number_from_string"
    ]
    assert [e["arguments"] for e in logs["calendar"].since(mark)] == [{"city": "Oslo", "days": 3}]


def test_an_invalid_call_gets_the_same_verdict_as_in_the_handshake_era(served):
    proxy, logs = served
    mark = logs["calendar"].mark()
    arguments = {"city": "Oslo", "days": 99, "units": "kelvin"}
    modern = answer_of(
        post(proxy, request("tools/call", {"name": "forecast", "arguments": arguments}))
    )
    with httpx.Client(timeout=30) as client:
        opened = client.post(proxy.url, json=INITIALIZE, headers=MCP_HEADERS)
        session = {**MCP_HEADERS, "mcp-session-id": opened.headers["mcp-session-id"]}
        client.post(proxy.url, json=INITIALIZED, headers=session)
        legacy = client.post(
            proxy.url,
            json={
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "forecast", "arguments": arguments},
            },
            headers=session,
        ).json()
    assert modern["result"]["isError"] and legacy["result"]["isError"]
    assert modern["result"]["content"] == legacy["result"]["content"]
    assert (
        modern["result"]["_meta"]["toolvet/validation"]
        == legacy["result"]["_meta"]["toolvet/validation"]
    )
    assert logs["calendar"].since(mark) == []


def test_an_unknown_tool_is_400_with_the_nearest_names(served):
    proxy, _ = served
    response = post(proxy, request("tools/call", {"name": "forcast", "arguments": {}}))
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == -32602 and "forecast" in error["message"]


CALL = request("tools/call", {"name": "forecast", "arguments": {"city": "Oslo", "days": 2}})


@pytest.mark.parametrize(
    ("headers", "named"),
    [
        (
            {k: v for k, v in headers_for(CALL).items() if k != "MCP-Protocol-Version"},
            "MCP-Protocol-Version",
        ),
        (headers_for(CALL, **{"MCP-Protocol-Version": "2025-11-25"}), "MCP-Protocol-Version"),
        ({k: v for k, v in headers_for(CALL).items() if k != "Mcp-Method"}, "Mcp-Method"),
        (headers_for(CALL, **{"Mcp-Method": "tools/list"}), "Mcp-Method"),
        ({k: v for k, v in headers_for(CALL).items() if k != "Mcp-Name"}, "Mcp-Name"),
        (headers_for(CALL, **{"Mcp-Name": "get_note"}), "Mcp-Name"),
        (headers_for(CALL, **{"Mcp-Name": "=?base64?Z2V0X25vdGU=?="}), "Mcp-Name"),
    ],
    ids=[
        "version-missing",
        "version-differs",
        "method-missing",
        "method-differs",
        "name-missing",
        "name-differs",
        "name-base64-differs",
    ],
)
def test_each_header_failure_is_400_header_mismatch(served, headers, named):
    proxy, logs = served
    mark = logs["calendar"].mark()
    response = post(proxy, CALL, headers)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == HEADER_MISMATCH and named in error["message"]
    assert response.json()["id"] in (1, None)
    assert logs["calendar"].since(mark) == []


def test_a_base64_name_that_matches_is_accepted(served):
    proxy, _ = served
    headers = headers_for(CALL, **{"Mcp-Name": "=?base64?Zm9yZWNhc3Q=?="})
    assert answer_of(post(proxy, CALL, headers))["result"]["resultType"] == "complete"


def test_a_routing_header_sent_twice_is_a_mismatch(served):
    proxy, _ = served
    headers = [*headers_for(CALL).items(), ("Mcp-Method", "tools/call")]
    response = httpx.post(proxy.url, json=CALL, headers=headers, timeout=30)
    assert response.status_code == 400 and response.json()["error"]["code"] == HEADER_MISMATCH


def test_an_unsupported_version_is_400_with_the_supported_list(served):
    proxy, _ = served
    body = request("tools/list")
    body["params"]["_meta"] = {**META, "io.modelcontextprotocol/protocolVersion": "2099-01-01"}
    response = post(proxy, body, headers_for(body, **{"MCP-Protocol-Version": "2099-01-01"}))
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == UNSUPPORTED_PROTOCOL_VERSION
    assert error["data"] == {"supported": [VERSION], "requested": "2099-01-01"}


def test_a_request_without_its_envelope_is_400_invalid_params(served):
    proxy, _ = served
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/list", "params": {}}
    response = post(proxy, body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == -32602 and "io.modelcontextprotocol/protocolVersion" in error["message"]


@pytest.mark.parametrize("method", ["ping", "logging/setLevel", "no/such/method"])
def test_a_method_the_era_does_not_have_is_404_method_not_found(served, method):
    proxy, _ = served
    response = post(proxy, request(method))
    assert response.status_code == 404 and response.json()["error"]["code"] == -32601


def test_initialize_is_refused_in_the_modern_era_naming_the_versions(served):
    proxy, _ = served
    response = post(proxy, request("initialize"))
    assert response.status_code == 400
    assert response.json()["error"]["data"]["supported"] == [VERSION]


def test_a_notification_is_accepted_and_dropped(served):
    proxy, _ = served
    body = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}}
    response = post(proxy, body, {**MCP_HEADERS, "MCP-Protocol-Version": VERSION})
    assert response.status_code == 202 and "mcp-session-id" not in response.headers


@pytest.mark.parametrize("method", ["GET", "DELETE"])
def test_get_and_delete_do_not_exist_in_the_modern_era(served, method):
    proxy, _ = served
    headers = {"Accept": "text/event-stream", "MCP-Protocol-Version": VERSION}
    response = httpx.request(method, proxy.url, headers=headers, timeout=30)
    assert response.status_code == 405 and response.headers["allow"] == "POST"


def test_the_enveloped_body_without_the_version_header_and_session_is_a_mismatch(served):
    proxy, _ = served
    response = post(proxy, request("tools/list"), MCP_HEADERS)
    assert response.status_code == 400 and response.json()["error"]["code"] == HEADER_MISMATCH


def test_subscriptions_listen_acknowledges_then_delivers_list_changes(served):
    proxy, _ = served
    listen = request("subscriptions/listen", {"notifications": {"toolsListChanged": True}}, "L1")
    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", proxy.url, json=listen, headers=headers_for(listen)) as stream,
    ):
        assert stream.headers["content-type"].startswith("text/event-stream")
        lines = stream.iter_lines()
        first = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
        assert first["method"] == "notifications/subscriptions/acknowledged"
        assert first["params"]["notifications"] == {"toolsListChanged": True}
        assert first["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"] == "L1"
        # enable_admin_tools makes the notes server add a tool and announce it.
        enable = request("tools/call", {"name": "enable_admin_tools", "arguments": {}}, 2)
        assert answer_of(post(proxy, enable))["result"]["resultType"] == "complete"
        changed = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
        assert changed["method"] == "notifications/tools/list_changed"
        assert changed["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"] == "L1"
    tools = post(proxy, request("tools/list")).json()["result"]["tools"]
    assert "purge_notes" in [tool["name"] for tool in tools]


def test_closing_the_response_cancels_the_call_upstream(served):
    """The 2026-07-28 way to cancel: close the request's response stream. bulk_import creates a
    note every 0.05 s and reports progress; once the client hangs up, no more notes appear: the
    server logs the cancellation when the import has stopped."""
    proxy, logs = served
    tag = f"hangup-{uuid.uuid4().hex[:8]}"

    def imported() -> int:
        found = answer_of(
            post(
                proxy,
                request(
                    "tools/call",
                    {"name": "search_notes", "arguments": {"query": "", "filters": {"tag": tag}}},
                ),
            )
        )
        return found["result"]["structuredContent"]["total"]

    body = request("tools/call", {"name": "bulk_import", "arguments": {"count": 200, "tag": tag}})
    body["params"]["_meta"] = {**META, "progressToken": "import"}
    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", proxy.url, json=body, headers=headers_for(body)) as stream,
    ):
        progress = 0
        for line in stream.iter_lines():
            if line.startswith("data: ") and '"notifications/progress"' in line:
                progress += 1
                if progress == 3:
                    break  # leaving the block closes the connection
    anyio.run(
        logs["notes"].wait_for_cancellation, lambda entry: entry["arguments"].get("tag") == tag
    )
    assert 3 <= imported() < 200
