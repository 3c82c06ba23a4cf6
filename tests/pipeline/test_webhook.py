"""The operator's classifier (`content.webhook`), a real HTTP service started here: it is asked
once per definition under the documented contract, what it flags is withheld like the guard's
own findings, an allowed rule is not, and when it fails or is too slow `on_error` decides."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.pipeline.support import SEARCH
from toolvet.cache import SchemaCache
from toolvet.config import parse_config
from toolvet.pipeline import (
    ContentGuard,
    DefinitionsStep,
    ListPipeline,
    WebhookVerdicts,
    content_of,
    listed_tools,
)

BAIT = {
    "name": "translate",
    "description": "Translates text. CLASSIFIER-BAIT",
    "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
}


class Classifier:
    """A small HTTP classifier on a free port: flags a definition whose description holds
    CLASSIFIER-BAIT (on /flag/NAME: the tool NAME), answers 500 on /broken, and holds /slow
    until released."""

    def __init__(self) -> None:
        self.asked: list[dict[str, Any]] = []
        self.release = threading.Event()
        classifier = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                classifier.asked.append(body)
                if self.path == "/slow":
                    classifier.release.wait(30)
                if self.path == "/broken":
                    self.send_response(500)
                    self.end_headers()
                    return
                flagged = "CLASSIFIER-BAIT" in body["definition"].get("description", "")
                if self.path.startswith("/flag/"):
                    flagged = body["tool"] == self.path.removeprefix("/flag/")
                answer = {"verdict": "allow"}
                if flagged:
                    answer = {"verdict": "flag", "findings": [
                        {"rule": "ml.injection", "kind": "prompt injection (classifier)",
                         "pointer": "/description", "excerpt": "CLASSIFIER-BAIT"}]}
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def classifier() -> Iterator[Classifier]:
    service = Classifier()
    yield service
    service.close()


async def listing(webhook: dict[str, Any], **content: Any) -> tuple[dict[str, Any], Any]:
    config = parse_config(
        {"mcpServers": {"notes": {"command": "x", "content": {"webhook": webhook, **content}}}}
    )
    guard = ContentGuard(content_of(config.servers.get))
    cache = SchemaCache()
    cache.update("notes", [SEARCH, BAIT])
    step = DefinitionsStep(guard, cache)
    step.webhook = verdicts = WebhookVerdicts(guard)
    await verdicts.review(cache, ["notes"])
    listed = ListPipeline([step]).run(listed_tools(cache, ["notes"]))
    return {t.tool: t.withheld for t in listed}, step


async def test_what_the_classifier_flags_is_withheld_and_it_is_asked_once(classifier):
    found, step = await listing({"url": classifier.url})
    assert found["search"] is None
    assert found["translate"] is not None and "ml.injection at /description" in found["translate"]
    asked = {body["tool"]: body for body in classifier.asked}
    assert set(asked) == {"search", "translate"}
    assert asked["translate"]["version"] == 1 and asked["translate"]["surface"] == "definition"
    assert asked["translate"]["server"] == "notes"
    assert asked["translate"]["definition"] == BAIT and asked["translate"]["findings"] == []
    [event] = step.events()
    assert [f.rule for f in event.findings] == ["ml.injection"]
    assert step.webhook is not None
    await step.webhook.review(step.cache, ["notes"])
    assert len(classifier.asked) == 2  # judged definitions are not sent again


async def test_an_allowed_rule_of_the_classifier_is_served(classifier):
    found, _ = await listing({"url": classifier.url}, allow={"rules": ["ml.injection"]})
    assert found == {"search": None, "translate": None}


@pytest.mark.parametrize(("on_error", "withheld"), [("allow", False), ("withhold", True)])
async def test_a_failing_classifier_is_handled_as_on_error_says(classifier, on_error, withheld):
    found, _ = await listing({"url": f"{classifier.url}/broken", "on_error": on_error})
    assert (found["search"] is not None) is withheld
    if withheld:
        assert "webhook.unavailable" in found["search"]


async def test_a_classifier_slower_than_its_timeout_counts_as_failed(classifier):
    found, _ = await listing(
        {"url": f"{classifier.url}/slow", "timeout": 0.2, "on_error": "withhold"}
    )
    assert "webhook.unavailable" in (found["translate"] or "")
