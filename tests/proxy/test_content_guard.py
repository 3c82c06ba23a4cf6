"""The content guard through the proxy, end to end: a real MCP server whose tools are poisoned,
inject instructions and leak a credential, behind `toolvet serve --transport http`, seen by a
handshake-era client (the SDK's ClientSession) and a 2026-07-28 client (plain HTTP); and one of
the 2026-07-28 era (the mcp 2.x SDK) behind it.

A poisoned tool is absent from both eras' lists and its calls are refused with the reason; an
injected result is blocked without its text; a secret in the arguments never reaches the server;
a leaked secret is redacted; a resource's injected text is withheld; every finding is audited and
counted, and a result let through is the server's own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from tests.data.content.secrets.generate import Maker
from tests.peers.support import MODERN_PYTHON, require_peers
from tests.pipeline.test_webhook import Classifier
from tests.proxy.support import (
    CallLog,
    HttpProxy,
    client_of,
    headers_for,
    http_connection,
    python_server,
    request,
    text_of,
)
from tests.proxy.support import write_config as write_servers
from toolvet.config import load_config
from toolvet.proxy import Proxy

SERVER = Path(__file__).resolve().parents[1] / "data" / "servers" / "poisoned_server.py"
MODERN_SERVER = SERVER.with_name("poisoned_modern_server.py")
LEAKED = Maker(11).crc_token("ghp_")
PASTED = Maker(12).crc_token("ghp_")


@pytest.fixture(scope="module")
def guarded(tmp_path_factory: pytest.TempPathFactory) -> Any:
    directory = tmp_path_factory.mktemp("content-guard")
    log = CallLog(directory / "poisoned.calls.jsonl")
    entry = python_server(SERVER, log.path)
    entry["env"]["LEAKED_TOKEN"] = LEAKED
    entry["content"] = {"results": "block"}
    config = write_servers(
        directory / "servers.json",
        {"tools": entry},
        audit={"path": str(directory / "audit.jsonl")},
    )
    with HttpProxy(config) as proxy:
        yield proxy, log, directory / "audit.jsonl"


def guarded_server(tmp_path: Path, content: dict[str, Any]) -> Path:
    """A servers.json with the poisoned server (holding a leaked token) under `content`."""
    entry = python_server(SERVER)
    entry["env"] = {"LEAKED_TOKEN": LEAKED}
    entry["content"] = content
    return write_servers(tmp_path / "servers.json", {"tools": entry})


def modern(proxy: HttpProxy, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    body = request(method, params)
    response = httpx.post(proxy.url, json=body, headers=headers_for(body), timeout=30)
    assert response.status_code == 200, response.text
    return response.json()["result"]


def audited(path: Path) -> list[dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if '"event": "content"' in line]


async def test_a_poisoned_tool_is_absent_from_both_eras_lists_and_its_calls_refused(guarded):
    proxy, log, _ = guarded
    async with http_connection(proxy.url) as connection:
        listed = await connection.session.list_tools()
        assert {t.name for t in listed.tools} == {"weather", "whoami", "echo"}
        refused = await connection.session.call_tool("add", {"a": 1})
    assert refused.isError
    assert "Tool 'add' is withheld by toolvet" in text_of(refused)
    assert "instruction.sensitive_read at /description" in text_of(refused)
    assert {t["name"] for t in modern(proxy, "tools/list")["tools"]} == {
        "weather",
        "whoami",
        "echo",
    }
    answer = modern(proxy, "tools/call", {"name": "add", "arguments": {"a": 1}})
    assert answer["isError"] is True and "withheld by toolvet" in text_of(answer)
    assert all(e["tool"] != "add" for e in log.entries())


async def test_an_injected_result_is_blocked_in_both_eras(guarded):
    proxy, _, audit = guarded
    async with http_connection(proxy.url) as connection:
        result = await connection.session.call_tool("weather", {"text": "Oslo"})
    assert result.isError
    assert "toolvet withheld the result of 'weather'" in text_of(result)
    assert "protonmail" not in text_of(result)
    answer = modern(proxy, "tools/call", {"name": "weather", "arguments": {"text": "Oslo"}})
    assert answer["isError"] is True and "protonmail" not in json.dumps(answer)
    events = [e for e in audited(audit) if e["tool"] == "weather"]
    assert events and events[0]["surface"] == "result" and events[0]["action"] == "blocked"
    assert events[0]["findings"][0]["pointer"] == "/content/0/text"


async def test_a_secret_in_the_arguments_never_reaches_the_server(guarded):
    proxy, log, audit = guarded
    mark = log.mark()
    async with http_connection(proxy.url) as connection:
        result = await connection.session.call_tool("echo", {"text": f"my token is {PASTED}"})
        fine = await connection.session.call_tool("echo", {"text": "hello"})
    assert result.isError and PASTED not in text_of(result)
    assert "text holds a secret (GitHub personal access token" in text_of(result)
    assert text_of(fine) == "echo: hello"
    assert [e["arguments"] for e in log.since(mark)] == [{"text": "hello"}]
    lines = audit.read_text(encoding="utf-8")
    assert PASTED not in lines  # neither the content event nor the blocked call's line holds it
    blocked = [json.loads(x) for x in lines.splitlines() if '"event": "blocked"' in x]
    assert blocked[-1]["arguments"] == {"text": "my token is [REDACTED:github-pat]"}


async def test_a_leaked_secret_is_redacted_and_the_rest_kept(guarded):
    proxy, _, _ = guarded
    async with http_connection(proxy.url) as connection:
        result = await connection.session.call_tool("whoami", {})
    assert not result.isError
    assert text_of(result) == "acting as bot, token [REDACTED:github-pat] (rotate it)"
    assert result.structuredContent == {"user": "bot", "token": "[REDACTED:github-pat]"}
    answer = modern(proxy, "tools/call", {"name": "whoami", "arguments": {}})
    assert LEAKED not in json.dumps(answer)


async def test_a_resources_injected_text_is_withheld(guarded):
    proxy, _, _ = guarded
    async with http_connection(proxy.url) as connection:
        read = await connection.session.read_resource("notes://inbox")  # type: ignore[arg-type]
    [contents] = read.contents
    assert "toolvet withheld the contents of notes://inbox" in contents.text  # type: ignore[union-attr]
    assert "collect.example.net" not in contents.text  # type: ignore[union-attr]


def test_findings_are_counted_by_surface_rule_and_action(guarded):
    proxy, _, _ = guarded
    metrics = httpx.get(f"{proxy.base}/metrics", timeout=30).text
    lines = [x for x in metrics.splitlines() if x.startswith("toolvet_content_findings_total{")]
    assert any('surface="definition"' in x and 'action="withheld"' in x for x in lines), lines
    assert any('surface="arguments"' in x and 'rule="github-pat"' in x for x in lines), lines


async def test_the_operators_classifier_withholds_what_it_flags(tmp_path: Path) -> None:
    classifier = Classifier()
    try:
        config = guarded_server(tmp_path, {"webhook": {"url": f"{classifier.url}/flag/weather"}})
        with HttpProxy(config) as proxy:
            listed = {t["name"] for t in modern(proxy, "tools/list")["tools"]}
            answer = modern(proxy, "tools/call", {"name": "weather", "arguments": {"text": "x"}})
    finally:
        classifier.close()
    assert sorted(body["tool"] for body in classifier.asked) == ["add", "echo", "weather", "whoami"]
    assert listed == {"whoami", "echo"}  # add by toolvet's rules, weather by the classifier
    assert answer["isError"] is True
    assert "ml.injection at /description" in text_of(answer)


async def test_the_operators_classifier_blocks_a_result_it_flags_in_both_eras(tmp_path: Path):
    classifier = Classifier()
    try:
        config = guarded_server(tmp_path, {"results": "block", "webhook": {"url": classifier.url}})
        with HttpProxy(config) as proxy:
            async with http_connection(proxy.url) as connection:
                flagged = await connection.session.call_tool("echo", {"text": "CLASSIFIER-BAIT"})
                fine = await connection.session.call_tool("echo", {"text": "hello"})
            bait = {"name": "echo", "arguments": {"text": "more CLASSIFIER-BAIT"}}
            answer = modern(proxy, "tools/call", bait)
    finally:
        classifier.close()
    assert flagged.isError and "CLASSIFIER-BAIT" not in text_of(flagged)
    assert "toolvet withheld the result of 'echo'" in text_of(flagged)
    assert text_of(fine) == "echo: hello"
    assert answer["isError"] is True and "CLASSIFIER-BAIT" not in json.dumps(answer)
    results = [body for body in classifier.asked if body["surface"] == "result"]
    assert [body["texts"][0]["text"] for body in results] == [
        "echo: CLASSIFIER-BAIT",
        "echo: hello",
        "echo: more CLASSIFIER-BAIT",
    ]


@pytest.mark.parametrize(
    ("path", "on_error", "blocked"), [("/slow", "withhold", True), ("/broken", "allow", False)]
)
async def test_a_classifier_that_fails_on_results_is_handled_as_on_error_says(
    tmp_path: Path, path: str, on_error: str, blocked: bool
) -> None:
    classifier = Classifier()
    try:
        webhook = {"url": f"{classifier.url}{path}", "timeout": 0.3, "on_error": on_error}
        config = guarded_server(
            tmp_path, {"descriptions": "off", "results": "block", "webhook": webhook}
        )
        with HttpProxy(config) as proxy:
            answer = modern(proxy, "tools/call", {"name": "echo", "arguments": {"text": "hi"}})
    finally:
        classifier.close()
    assert bool(answer.get("isError")) is blocked
    assert ("webhook.unavailable" in text_of(answer)) is blocked
    if not blocked:
        assert text_of(answer) == "echo: hi"


def resource_text(read: Any) -> str:
    [contents] = read.contents
    return contents.text


async def test_the_operators_classifier_judges_resources_and_other_answers_do_not_wait(
    tmp_path: Path,
) -> None:
    """resources/read contents go to the classifier too (surface "resource"): what it flags is
    withheld as the guard's own findings are, in both eras, what the guard withheld itself is
    never sent; and while it thinks about one read, the server's other answers go on."""
    classifier = Classifier()
    try:
        webhook = {"url": classifier.url, "timeout": 30}
        config = guarded_server(
            tmp_path, {"descriptions": "off", "results": "block", "webhook": webhook}
        )
        with HttpProxy(config) as proxy:
            async with http_connection(proxy.url) as connection:
                read = connection.session.read_resource
                flagged = await read("notes://note/CLASSIFIER-BAIT")  # type: ignore[arg-type]
                fine = await read("notes://note/hello")  # type: ignore[arg-type]
                inbox = await read("notes://inbox")  # type: ignore[arg-type]
                answered: list[str] = []

                async def reading(uri: str) -> None:
                    answered.append(resource_text(await read(uri)))  # type: ignore[arg-type]

                async with anyio.create_task_group() as group:
                    group.start_soon(reading, "notes://note/CLASSIFIER-HOLD")
                    await anyio.to_thread.run_sync(classifier.holding.wait, 30)
                    await reading("notes://note/meanwhile")
                    classifier.release.set()
            modern_read = modern(proxy, "resources/read", {"uri": "notes://note/CLASSIFIER-BAIT"})
            metrics = httpx.get(f"{proxy.base}/metrics", timeout=30).text
    finally:
        classifier.close()
    assert "toolvet withheld the contents of notes://note/CLASSIFIER-BAIT" in resource_text(flagged)
    assert "ml.injection at /description" in resource_text(flagged)
    assert "note: CLASSIFIER-BAIT" not in resource_text(flagged)
    assert "note: CLASSIFIER-BAIT" not in json.dumps(modern_read)
    assert resource_text(fine) == "note: hello"
    assert "toolvet withheld the contents of notes://inbox" in resource_text(inbox)
    assert answered == ["note: meanwhile", "note: CLASSIFIER-HOLD"]
    first = classifier.asked[1]
    assert first == {
        "version": 1,
        "surface": "resource",
        "server": "tools",
        "tool": "",
        "uri": "notes://note/hello",
        "texts": [{"pointer": "/contents/0/text", "text": "note: hello"}],
        "findings": [],
    }
    uris = [body["uri"] for body in classifier.asked]
    assert "notes://inbox" not in uris  # withheld by the guard's own rules: never sent
    assert any(
        'surface="resource"' in x and 'rule="ml.injection"' in x for x in metrics.splitlines()
    ), metrics


async def test_the_proxys_connections_to_the_classifier_close_when_it_stops(tmp_path: Path):
    """The proxy (in process) asks the classifier about definitions, results and reads over
    connections it keeps, and closes them when it stops, not when the process ends."""
    classifier = Classifier()
    try:
        config = guarded_server(tmp_path, {"results": "block", "webhook": {"url": classifier.url}})
        proxy = Proxy(load_config(config), use_lock=False)
        async with anyio.create_task_group() as group:
            await group.start(proxy.run)
            async with client_of(proxy) as client:
                echo = await client.session.call_tool("echo", {"text": "hello"})
                read = await client.session.read_resource("notes://note/hi")  # type: ignore[arg-type]
            assert classifier.connections >= 1
            group.cancel_scope.cancel()
        surfaces = {body["surface"] for body in classifier.asked}
        closed = await anyio.to_thread.run_sync(classifier.closed_all)
    finally:
        classifier.close()
    assert text_of(echo) == "echo: hello" and resource_text(read) == "note: hi"
    assert surfaces == {"definition", "result", "resource"}
    assert closed


@pytest.mark.parametrize(
    ("path", "results", "on_error", "withheld"),
    [
        ("", "warn", "allow", False),
        ("/slow", "block", "withhold", True),
        ("/broken", "block", "allow", False),
    ],
)
async def test_a_resource_the_classifier_flags_or_cannot_judge_is_handled_as_configured(
    tmp_path: Path, path: str, results: str, on_error: str, withheld: bool
) -> None:
    """warn passes a flagged read as it came; a classifier too slow or failing is `on_error`'s."""
    classifier = Classifier()
    try:
        webhook = {"url": f"{classifier.url}{path}", "timeout": 0.3, "on_error": on_error}
        config = guarded_server(
            tmp_path, {"descriptions": "off", "results": results, "webhook": webhook}
        )
        with HttpProxy(config) as proxy:
            answer = modern(proxy, "resources/read", {"uri": "notes://note/CLASSIFIER-BAIT"})
    finally:
        classifier.close()
    [contents] = answer["contents"]
    assert ("webhook.unavailable" in contents["text"]) is withheld
    if not withheld:
        assert contents["text"] == "note: CLASSIFIER-BAIT"


async def test_a_poisoned_server_of_the_2026_era_is_guarded_for_both_eras_clients(
    tmp_path: Path,
) -> None:
    """The same guard before a server on the mcp 2.x SDK, spoken to in MCP 2026-07-28 only: its
    poisoned tool is absent from both eras' lists and refused, its injected result (in its text
    and again in structuredContent) blocked."""
    require_peers()
    log = CallLog(tmp_path / "modern.calls.jsonl")
    entry = {
        "command": str(MODERN_PYTHON),
        "args": [str(MODERN_SERVER)],
        "env": {"TOOLVET_EXAMPLE_CALL_LOG": str(log.path)},
        "protocol": "modern",
        "content": {"results": "block"},
    }
    config = write_servers(tmp_path / "servers.json", {"modern": entry})
    with HttpProxy(config) as proxy:
        async with http_connection(proxy.url) as connection:
            listed = {t.name for t in (await connection.session.list_tools()).tools}
            refused = await connection.session.call_tool("add", {"a": 1})
            weather = await connection.session.call_tool("weather", {"text": "Oslo"})
            echo = await connection.session.call_tool("echo", {"text": "hi"})
        modern_listed = {t["name"] for t in modern(proxy, "tools/list")["tools"]}
        answer = modern(proxy, "tools/call", {"name": "weather", "arguments": {"text": "Oslo"}})
    assert listed == modern_listed == {"weather", "echo"}
    assert refused.isError and "Tool 'add' is withheld by toolvet" in text_of(refused)
    assert weather.isError and "toolvet withheld the result of 'weather'" in text_of(weather)
    assert "protonmail" not in text_of(weather) and weather.structuredContent is None
    assert text_of(echo) == "echo: hi"
    assert answer["isError"] is True and "protonmail" not in json.dumps(answer)
    assert [e["tool"] for e in log.entries()] == ["weather", "echo", "weather"]  # never add
