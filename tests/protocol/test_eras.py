"""The per-request envelope of MCP 2026-07-28: set for a modern server, removed for a legacy one."""

from __future__ import annotations

from toolvet.protocol.eras import (
    is_modern_request,
    log_level_allows,
    with_envelope,
    without_envelope,
    without_result_stamps,
)

TRACE = {"traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"}
CLIENT_ENVELOPE = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "agent", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}},
    "io.modelcontextprotocol/logLevel": "info",
}


def test_the_first_request_of_a_modern_client_carries_the_envelope():
    assert is_modern_request({"method": "tools/list", "params": {"_meta": CLIENT_ENVELOPE}})
    assert not is_modern_request({"method": "tools/list", "params": {}})
    # initialize exists in no modern version, whatever it carries.
    assert not is_modern_request({"method": "initialize", "params": {"_meta": CLIENT_ENVELOPE}})


def test_a_modern_server_gets_this_hop_s_envelope_and_the_rest_of_the_meta():
    params = {"name": "echo", "_meta": {**CLIENT_ENVELOPE, **TRACE, "progressToken": 7}}
    sent = with_envelope(
        params,
        version="2026-07-28",
        client_info={"name": "toolvet", "version": "0"},
        capabilities={"elicitation": {}},
    )
    assert sent["name"] == "echo"
    assert sent["_meta"] == {
        **TRACE,
        "progressToken": 7,
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "toolvet", "version": "0"},
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}},
    }
    assert params["_meta"] == {**CLIENT_ENVELOPE, **TRACE, "progressToken": 7}  # not changed


def test_a_legacy_server_gets_the_meta_without_the_envelope():
    params = {"name": "echo", "_meta": {**CLIENT_ENVELOPE, **TRACE}}
    assert without_envelope(params) == {"name": "echo", "_meta": TRACE}
    assert without_envelope({"name": "echo", "_meta": CLIENT_ENVELOPE}) == {"name": "echo"}
    untouched = {"name": "echo"}
    assert without_envelope(untouched) is untouched


def test_a_request_s_log_level_lets_through_that_level_and_above():
    assert log_level_allows("warning", "error")
    assert log_level_allows("warning", "warning")
    assert not log_level_allows("warning", "info")
    assert not log_level_allows(None, "emergency")  # no level asked: no log messages


def test_a_legacy_client_gets_a_modern_result_without_its_stamps():
    result = {
        "content": [{"type": "text", "text": "hi"}],
        "resultType": "complete",
        "ttlMs": 0,
        "cacheScope": "public",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "echo"}, "toolvet/x": 1},
    }
    assert without_result_stamps(result) == {
        "content": [{"type": "text", "text": "hi"}],
        "_meta": {"toolvet/x": 1},
    }
    plain = {"content": []}
    assert without_result_stamps(plain) is plain
