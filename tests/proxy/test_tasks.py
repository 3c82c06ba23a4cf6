"""The tasks extension (`io.modelcontextprotocol/tasks`, MCP 2026-07-28) through toolvet.

toolvet fronts two instances of the python mcp 2.3 peer server (tests/peers/modern_server.py),
`reports_a` over stdio and `reports_b` over HTTP, both of the modern era. Their tool
`slow_report(topic)` becomes a task for a client whose request declares the extension: the answer
is `resultType: "task"` with a taskId, and the client polls `tasks/get` until the task is
`completed` with the tool's result. The peers log every tasks/* request they receive, so each test
can tell which server got it.

What toolvet does: a taskId it hands out names the server that issued the task
("reports_b:<that server's taskId>"), and `tasks/get`, `tasks/update` and `tasks/cancel` with it go
to that server with the server's own taskId. Nothing is kept per client or per task: a fresh toolvet
process on the same config finds the task too. A taskId toolvet did not hand out is a -32602 error.

The client is plain HTTP (httpx), speaking the wire as the spec writes it.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.peers.support import CALL_LOG_ENV, PeerServer, read_call_log, server_command
from tests.proxy.support import MCP_HEADERS, HttpProxy, write_config

VERSION = "2026-07-28"
TASKS = "io.modelcontextprotocol/tasks"
INVALID_PARAMS = -32602
TASKS_ENV = "TOOLVET_PEER_TASKS"  # the peer serves the extension; its tasks take this long
POLL_BOUND = 30.0  # seconds: an upper bound for a task to finish, never an expectation of speed


def envelope(capabilities: dict[str, Any]) -> dict[str, Any]:
    return {
        "io.modelcontextprotocol/protocolVersion": VERSION,
        "io.modelcontextprotocol/clientInfo": {"name": "tasks-client", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": capabilities,
    }


TAKES_TASKS = envelope({"extensions": {TASKS: {}}})


@dataclass
class Fronted:
    proxy: HttpProxy
    config: Path
    directory: Path
    logs: dict[str, Path]

    def tasks_requests(self, server: str) -> list[dict[str, Any]]:
        """The tasks/* requests `server` received: {"method", "taskId"} (+ "headers" over HTTP)."""
        return [e for e in read_call_log(self.logs[server]) if "method" in e]


@pytest.fixture(scope="module")
def fronted(tmp_path_factory: pytest.TempPathFactory) -> Any:
    directory = tmp_path_factory.mktemp("tasks")
    logs = {name: directory / f"{name}.calls.jsonl" for name in ("reports_a", "reports_b")}
    command = server_command("modern", "stdio")
    with PeerServer(
        "modern",
        call_log=logs["reports_b"],
        log_file=directory / "reports_b.log",
        env={TASKS_ENV: "1"},  # its tasks complete a second after they start
    ) as reports_b:
        servers = {
            "reports_a": {  # its tasks stay `working` (ten minutes): there is time to cancel them
                "command": command[0],
                "args": command[1:],
                "env": {CALL_LOG_ENV: str(logs["reports_a"]), TASKS_ENV: "600"},
                "protocol": "modern",
            },
            "reports_b": {"url": reports_b.url, "protocol": "modern"},
        }
        config = write_config(directory / "servers.json", servers, namespacing="always")
        with HttpProxy(config, log_file=directory / "toolvet.log") as proxy:
            yield Fronted(proxy, config, directory, logs)


# -- a plain HTTP client of 2026-07-28 ----------------------------------------------------------


def post(
    proxy: HttpProxy, method: str, params: dict[str, Any], meta: dict[str, Any] = TAKES_TASKS
) -> dict[str, Any]:
    """One request, with the headers a conforming client sends (for tasks/*, SEP-2663 puts the
    taskId in Mcp-Name); the JSON-RPC answer, from a JSON or an SSE response."""
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}
    headers = {**MCP_HEADERS, "MCP-Protocol-Version": VERSION, "Mcp-Method": method}
    named = params.get("taskId" if method.startswith("tasks/") else "name")
    if isinstance(named, str):
        headers["Mcp-Name"] = named
    response = httpx.post(proxy.url, json=body, headers=headers, timeout=30)
    if not response.headers["content-type"].startswith("text/event-stream"):
        return response.json()
    events = [
        json.loads(line[len("data: ") :])
        for line in response.text.splitlines()
        if line.startswith("data: ")
    ]
    return next(e for e in events if "method" not in e)


def result_of(answer: dict[str, Any]) -> dict[str, Any]:
    assert "result" in answer, answer
    return answer["result"]


def start_report(proxy: HttpProxy, server: str, topic: str) -> dict[str, Any]:
    return result_of(
        post(proxy, "tools/call", {"name": f"{server}__slow_report", "arguments": {"topic": topic}})
    )


def poll(proxy: HttpProxy, task_id: str) -> list[dict[str, Any]]:
    """`tasks/get` at the task's pollIntervalMs until it reaches a terminal status; every answer."""
    seen: list[dict[str, Any]] = []
    deadline = time.monotonic() + POLL_BOUND
    while time.monotonic() < deadline:
        task = result_of(post(proxy, "tasks/get", {"taskId": task_id}))
        seen.append(task)
        if task["status"] in ("completed", "failed", "cancelled"):
            return seen
        time.sleep(task.get("pollIntervalMs", 100) / 1000)
    raise AssertionError(f"task {task_id} still {seen[-1]['status']} after {POLL_BOUND} s")


def upstream_id(task_id: str) -> str:
    return task_id.partition(":")[2]


# -- the tests ------------------------------------------------------------------------------------


def test_server_discover_advertises_the_extension_the_upstreams_serve(fronted: Fronted):
    discovered = result_of(post(fronted.proxy, "server/discover", {}))
    assert discovered["capabilities"]["extensions"] == {TASKS: {}}


def test_a_call_that_becomes_a_task_is_polled_to_its_result_at_the_server_that_issued_it(
    fronted: Fronted,
):
    created = start_report(fronted.proxy, "reports_b", "tides")

    assert created["resultType"] == "task"
    assert created["status"] == "working"
    server, _, original = created["taskId"].partition(":")
    assert (server, bool(original)) == ("reports_b", True)
    assert {"createdAt", "lastUpdatedAt", "ttlMs", "pollIntervalMs"} <= created.keys()

    seen = poll(fronted.proxy, created["taskId"])
    done = seen[-1]
    assert done["resultType"] == "complete"
    assert done["taskId"] == created["taskId"]  # the id toolvet handed out, every time
    assert all(task["taskId"] == created["taskId"] for task in seen)
    assert done["status"] == "completed"
    assert done["result"]["content"] == [{"type": "text", "text": "Report on tides"}]
    assert done["result"]["isError"] is False

    got = [e for e in fronted.tasks_requests("reports_b") if e["taskId"] == original]
    assert [e["method"] for e in got] == ["tasks/get"] * len(seen)
    assert not any(e["taskId"] == original for e in fronted.tasks_requests("reports_a"))


def test_tasks_update_reaches_the_server_that_issued_the_task(fronted: Fronted):
    created = start_report(fronted.proxy, "reports_b", "currents")
    # The task asks for no input: the server acknowledges and ignores the responses.
    acknowledged = result_of(
        post(
            fronted.proxy,
            "tasks/update",
            {"taskId": created["taskId"], "inputResponses": {"extra": {"action": "decline"}}},
        )
    )
    assert acknowledged["resultType"] == "complete"
    assert {"method": "tasks/update", "taskId": upstream_id(created["taskId"])} in [
        {"method": e["method"], "taskId": e["taskId"]} for e in fronted.tasks_requests("reports_b")
    ]
    assert poll(fronted.proxy, created["taskId"])[-1]["status"] == "completed"


def test_tasks_cancel_reaches_the_server_that_issued_the_task(fronted: Fronted):
    kept = start_report(fronted.proxy, "reports_b", "winds")
    created = start_report(fronted.proxy, "reports_a", "storms")
    assert created["taskId"].startswith("reports_a:")

    acknowledged = result_of(post(fronted.proxy, "tasks/cancel", {"taskId": created["taskId"]}))
    assert acknowledged["resultType"] == "complete"

    original = upstream_id(created["taskId"])
    assert {"method": "tasks/cancel", "taskId": original} in fronted.tasks_requests("reports_a")
    assert not any(e["method"] == "tasks/cancel" for e in fronted.tasks_requests("reports_b"))
    cancelled = poll(fronted.proxy, created["taskId"])[-1]
    assert (cancelled["taskId"], cancelled["status"]) == (created["taskId"], "cancelled")
    # The other server's task went on.
    assert poll(fronted.proxy, kept["taskId"])[-1]["status"] == "completed"


@pytest.mark.parametrize(
    "task_id",
    [
        "6f1c0e2a-4e0b-4f7e-9d1e-1b0c1e8a2f11",  # a server's own id, not one toolvet handed out
        "reports_c:6f1c0e2a",  # names no server of toolvet's
        "reports_b:",  # names a server, but no task
    ],
)
@pytest.mark.parametrize("method", ["tasks/get", "tasks/update", "tasks/cancel"])
def test_a_task_id_toolvet_did_not_hand_out_is_refused(fronted: Fronted, method: str, task_id: str):
    received = {name: len(read_call_log(log)) for name, log in fronted.logs.items()}
    params: dict[str, Any] = {"taskId": task_id}
    if method == "tasks/update":
        params["inputResponses"] = {}

    answer = post(fronted.proxy, method, params)

    assert answer["error"]["code"] == INVALID_PARAMS
    assert answer["error"]["message"] == (
        f"{method}: unknown taskId {task_id!r}; give a taskId that toolvet returned"
    )
    assert {name: len(read_call_log(log)) for name, log in fronted.logs.items()} == received


def test_a_task_the_named_server_does_not_know_is_its_error(fronted: Fronted):
    answer = post(fronted.proxy, "tasks/get", {"taskId": "reports_b:no-such-task"})

    assert answer["error"]["code"] == INVALID_PARAMS
    assert answer["error"]["message"] == "unknown taskId 'no-such-task'"
    assert {"method": "tasks/get", "taskId": "no-such-task"} in [
        {"method": e["method"], "taskId": e["taskId"]} for e in fronted.tasks_requests("reports_b")
    ]


def test_a_client_that_does_not_declare_the_extension_gets_the_result_itself(fronted: Fronted):
    """toolvet passes each request's own capabilities upstream, so the server never hands a
    task to a client that cannot poll it."""
    answer = post(
        fronted.proxy,
        "tools/call",
        {"name": "reports_b__slow_report", "arguments": {"topic": "fog"}},
        meta=envelope({}),
    )
    result = result_of(answer)
    assert result["resultType"] == "complete"
    assert "taskId" not in result
    assert result["content"] == [{"type": "text", "text": "Report on fog"}]


def test_a_fresh_toolvet_process_finds_a_task_another_one_handed_out(fronted: Fronted):
    """Nothing is kept per client: the task is created through one toolvet process, which then
    stops, and is polled to its result through another one on the same config."""
    with HttpProxy(fronted.config, log_file=fronted.directory / "first.log") as first:
        created = start_report(first, "reports_b", "tsunamis")
    with HttpProxy(fronted.config, log_file=fronted.directory / "second.log") as second:
        done = poll(second, created["taskId"])[-1]

    assert (done["taskId"], done["status"]) == (created["taskId"], "completed")
    assert done["result"]["content"] == [{"type": "text", "text": "Report on tsunamis"}]


def test_tasks_requests_reach_an_http_upstream_with_its_task_id_in_mcp_name(fronted: Fronted):
    created = start_report(fronted.proxy, "reports_b", "hail")
    post(fronted.proxy, "tasks/get", {"taskId": created["taskId"]})

    original = upstream_id(created["taskId"])
    got = [e for e in fronted.tasks_requests("reports_b") if e["taskId"] == original]
    assert got
    assert got[0]["headers"]["mcp-method"] == "tasks/get"
    assert got[0]["headers"].get("mcp-name") == original
